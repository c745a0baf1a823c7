// A deal every player at a table across devices can check.
//
// The host's device deals (it holds the seed), so a guest's device never receives a secret.
// To keep the host from choosing the seed:
//  1. before the first deal the host picks a secret and sends only its commitment, the
//     SHA-256 of the secret;
//  2. every guest's device keeps that commitment (it refuses a host that shows another) and
//     only then sends a random contribution, one per invited seat;
//  3. the game's seed is made from the secret and all the contributions (SeedFromDeal);
//  4. at the end the host reveals the secret and the contributions, and every guest's device
//     checks the secret against the commitment it kept, that there is exactly one contribution
//     per invited seat and its own is its seat's (CheckShares), and replays the whole game from
//     the seed (CheckFairDeal): each draw must be the one the seed makes.
// What it proves: no draw of the game was chosen by the host (nor by any one guest) once the
// commitments were made. What it does not: the host's device still knows every hidden card
// while the game runs, and could tell a player; a host can abandon a deal it dislikes (and open
// a new table, with a new link); and it proves nothing about a game abandoned before the end
// (the secret is revealed only then). docs/peer-to-peer.md says more.
//
// The core has no hash of its own: the caller passes SHA-256 (OpenSSL natively, the page's
// library in the browser) as a function from bytes to lowercase hex.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "tinsel/session.h"

namespace tinsel {

using Sha256Hex = std::function<std::string(const std::string& bytes)>;

// What a deal is made from. `host_secret` is empty until the host reveals it at the end.
struct FairDealRecord {
  std::string commitment;                  // SHA-256 of host_secret, lowercase hex
  std::vector<std::string> contributions;  // one per invited seat, in seat order
  std::string host_secret;
  std::vector<int> seats;  // the seat of each contribution
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
  // When a seat's share broke the check: the sentence's template (with "{seat}") and the seat
  // (1-based), so a device can say it in its own language (the table's module speaks English).
  std::string message;
  int seat = 0;
  // The check could not be made here (this browser lost its own share): neither fair nor
  // unfair, and said so without blaming anyone.
  bool unchecked = false;
};

// The contributions the host says made the seed, `shares[i]` from seat `seats[i]`, against the
// seats that were invited when this device first saw the table and this device's own share
// (`own_share` empty: this browser lost it, and the rest is checked). Returns nullopt when there
// is exactly one per invited seat, in seat order, and this device's is its seat's; else the
// verdict, naming the seat.
std::optional<FairDealVerdict> CheckShares(const std::vector<int>& seats,
                                           const std::vector<std::string>& shares,
                                           const std::vector<int>& invited, int own_seat,
                                           const std::string& own_share);

// Replays `history` (the true game, as the host sends it at the end) from the seed the record
// makes, in a session with `setup` (its seed is replaced), checking every draw.
FairDealVerdict CheckFairDeal(SessionSetup setup, const FairDealRecord& record,
                              const std::vector<std::string>& history, const Sha256Hex& sha256);

}  // namespace tinsel
