// The messages of a table across devices, between the host's device and each guest's.
//
// Every message is one JSON object with a type "t". A guest sends:
//   challenge {v, nonce}      to every device it meets in the room: prove you are the host
//   hello {v, seat?, proof?}  join (or, with the HMAC of the host's nonce under the seat token
//                             it was given, rejoin: tinsel/table_crypto.h)
//   sit {seat, name, share, commitment}  take an open seat; share: its contribution to the
//                             fair deal, made for the commitment it saw
//   move {at, move, early?}   a move for its own seat, made when the game had `at` moves;
//                             early: decided before its turn (State::EarlyActions)
//   undo {at}                 take back its own last decision (the game had `at` moves)
//   ack {len, check}          the history it now holds
//   bye {}                    its page is going (a closed tab, a reload): away until back
// The host sends:
//   proof {v, key, nonce, sig}  the answer to a challenge: the table's key, a nonce of its own
//                             for the seat proof, and a signature over both nonces and the
//                             connection's two ends
//   table {...}               the game, its options, the seats and who holds them, the deal's
//                             commitment, whether play has started
//   seated {seat, token}      the seat is yours; keep the token to come back
//   history {base, check, moves, len, early?}  the game as your seat may know it: keep your
//                             first `base` moves if their check matches, then add `moves`
//                             (fewer than you hold after an undo); early: your move kept
//                             for your turn
//   refused {why, hello?, challenge?, replaced?}  a sentence: why a join, seat or move was
//                             refused; hello: the host does not know this device (say hello
//                             again, with the seat proof); challenge: the host has given this
//                             connection no nonce yet (challenge it again); replaced: the seat
//                             is now played from another tab or device (stop)
//   end {history, secret, shares: [{seat, share}]}  the true game, the deal's secret and
//                             every invited seat's share, to check and keep
// Nothing here trusts the other side: every message is bounded, parsed without exceptions,
// and checked field by field before it touches anything (ParseMessage).
#pragma once

#include <cstddef>
#include <cstdint>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

namespace tinsel {

// Protocol 2: the host proves itself (challenge, proof), seats are taken again by a proof
// rather than the token, a seat is taken at the commitment the device saw, the end's shares
// name their seats.
constexpr int kTableProtocolVersion = 2;

// A message for one device (or, with no peer, for every device at the table).
struct Outgoing {
  std::string peer;
  std::string text;
};
// A guest's messages are small; the host's carry a whole history (a few thousand moves at
// most, each a short text) once in a while.
constexpr size_t kMaxGuestMessageBytes = 2048;
constexpr size_t kMaxHostMessageBytes = 256 * 1024;

// A message parsed as an object with a known type, or nullopt (with `why`) for anything else:
// too long, not JSON, not an object, no type.
std::optional<nlohmann::json> ParseMessage(const std::string& text, size_t max_bytes,
                                           std::string* why);

// Reads field `name` of `message` as a string of at most `max_bytes`, or an integer within
// [low, high]; nullopt when missing or of another kind.
std::optional<std::string> StringField(const nlohmann::json& message, const char* name,
                                       size_t max_bytes);
std::optional<int64_t> IntField(const nlohmann::json& message, const char* name, int64_t low,
                                int64_t high);

// `value` as 16 lowercase hex digits (seat tokens, history checks).
std::string Hex64(uint64_t value);

// A check of the first `count` texts of a history (FNV-1a, as hex): enough for two devices to
// see whether they hold the same moves; not a secret, not a signature.
std::string HistoryCheck(const std::vector<std::string>& texts, size_t count);

}  // namespace tinsel
