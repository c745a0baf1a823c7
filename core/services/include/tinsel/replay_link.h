// Replay links: a whole game in the fragment of the page's address ("...#replay=PAYLOAD"),
// so a game can be shown to anyone with no server (a fragment never leaves the browser).
//
// Compact because chance comes from the seed: the payload holds the game id, rules version,
// options, seats (names, bot levels), seed, the number of history steps, and each decision
// as its index among the legal actions at that point in as few bits as that count needs (no
// bits where only one move is legal); draws are not stored, the reader draws them again from
// the seed. Then a CRC-32 of all that, and base64url (layout in core/src/replay_link.cpp).
//
// Reading never half-loads: a damaged or edited link (any changed character fails the
// CRC), an unknown game, newer rules, a move that is not legal, or bytes left over are
// refused with a sentence for the player, and nothing is returned.
#pragma once

#include <memory>
#include <string>
#include <string_view>

#include "tinsel/session.h"

namespace tinsel {

// What goes before the payload in an address: "https://host/tinsel/#replay=PAYLOAD".
inline constexpr std::string_view kReplayLinkMarker = "#replay=";
// Payload format, the first byte; a reader refuses later formats with a sentence saying so.
// 2: the game's chance is bound to its rules (ChanceStream::kBoundToRules); 1: drawn from the
// seed alone (a game saved before save format 2), still written for such games and read.
inline constexpr int kReplayLinkFormat = 2;
// The longest payload a reader looks at (a real one is well under 2,000 characters).
inline constexpr size_t kMaxReplayLinkChars = 16 * 1024;

// The payload (base64url, no padding) for the session's game as far as it has gone.
std::string ReplayLinkPayload(const Session& session);

// The session a link holds, its history replayed through the rules. `text` may be a whole
// address, a fragment ("#replay=..."), or the payload alone; spaces and line breaks around
// or inside it (a link pasted from a message) are ignored. On failure returns nullptr and
// sets `error` to a sentence for the player.
std::unique_ptr<Session> OpenReplayLink(std::string_view text, std::string* error);

}  // namespace tinsel
