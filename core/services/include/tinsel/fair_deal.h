// A deal every player at a table across devices can check.
//
// The host's device deals (it holds the seed), so a guest's device never receives a secret.
// To keep the host from choosing the seed:
//  1. before the first deal the host picks a secret and sends only its commitment, the
//     SHA-256 of the secret;
//  2. every guest then sends a random contribution;
//  3. the game's seed is made from the secret and all the contributions (SeedFromDeal);
//  4. at the end the host reveals the secret, and every guest's device checks it against the
//     commitment and replays the whole game from the seed (CheckFairDeal): each draw must be
//     the one the seed makes.
// What it proves: no draw of the game was chosen by the host (nor by any one guest) once the
// commitments were made. What it does not: the host's device still knows every hidden card
// while the game runs, and could tell a player; and it proves nothing about a game abandoned
// before the end (the secret is revealed only then).
//
// The core has no hash of its own: the caller passes SHA-256 (OpenSSL natively, the page's
// library in the browser) as a function from bytes to lowercase hex.
#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "tinsel/session.h"

namespace tinsel {

using Sha256Hex = std::function<std::string(const std::string& bytes)>;

// What a deal is made from. `host_secret` is empty until the host reveals it at the end.
struct FairDealRecord {
  std::string commitment;                  // SHA-256 of host_secret, lowercase hex
  std::vector<std::string> contributions;  // one per guest, in seat order
  std::string host_secret;
};

// Whether a secret, a commitment or a contribution is well formed: 16 to 64 lowercase hex
// digits (64 for a commitment).
bool IsDealSecret(const std::string& text);
bool IsDealCommitment(const std::string& text);

// The game's seed: the first 8 bytes of SHA-256 over the secret and every contribution.
uint64_t SeedFromDeal(const std::string& host_secret, const std::vector<std::string>& contributions,
                      const Sha256Hex& sha256);

struct FairDealVerdict {
  bool fair = false;
  // For the table: "Fair deal: checked." or what broke ("Move 37 was not the seed's draw:
  // ...", "The revealed secret does not match the commitment.").
  std::string sentence;
  int bad_move = 0;  // 1-based, when a move broke the check
};

// Replays `history` (the true game, as the host sends it at the end) from the seed the record
// makes, in a session with `setup` (its seed is replaced), checking every draw.
FairDealVerdict CheckFairDeal(SessionSetup setup, const FairDealRecord& record,
                              const std::vector<std::string>& history, const Sha256Hex& sha256);

}  // namespace tinsel
