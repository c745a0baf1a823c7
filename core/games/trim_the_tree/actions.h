// Trim the Tree actions and their canonical text (saved in save files).
//  - Chance: the bag holder draws one ornament onto the Box. Action = kind (0..15).
//    Text: "draw purple bell".
//  - Player: take one ornament from the Box and place it on a space of your tree, in one
//    action. Action = kFirstPlacement + kind * 15 + space index. Text: "purple bell @ 7"
//    (the space number 1..15, see board.h).
//  - Chance, once at the start with 2 or more players (rules version 2 on): who holds the
//    Bag first. Action = kFirstStart + seat. Text: "start 2" (seats count from 1).
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "games/trim_the_tree/board.h"
#include "games/trim_the_tree/ornaments.h"
#include "tinsel/game.h"

namespace tinsel::trim {

constexpr Action kFirstPlacement = kNumKinds;
constexpr Action kFirstStart = kFirstPlacement + kNumKinds * kNumSpaces;  // 256
constexpr Action kNumActions = kFirstStart + 5;                           // 5 seats at most

constexpr Action DrawAction(int kind) { return kind; }
constexpr Action PlaceAction(int kind, int space) {
  return kFirstPlacement + kind * kNumSpaces + space;
}
constexpr bool IsDrawAction(Action action) { return action >= 0 && action < kFirstPlacement; }
constexpr bool IsPlaceAction(Action action) {
  return action >= kFirstPlacement && action < kFirstStart;
}
constexpr Action StartAction(int seat) { return kFirstStart + seat; }
constexpr bool IsStartAction(Action action) {
  return action >= kFirstStart && action < kNumActions;
}
constexpr int StartSeat(Action action) { return action - kFirstStart; }
// For draws and placements alike: the ornament kind.
constexpr int KindOf(Action action) {
  return IsDrawAction(action) ? action : (action - kFirstPlacement) / kNumSpaces;
}
// For placements: the space index.
constexpr int SpaceOf(Action action) { return (action - kFirstPlacement) % kNumSpaces; }

std::string DrawText(int kind);              // "draw purple bell"
std::string PlaceText(int kind, int space);  // "purple bell @ 7"
std::string StartText(int seat);             // "start 2" for seat index 1
// Exactly the canonical forms; anything else (extra spaces, capitals, "07") is nullopt.
std::optional<Action> ParseDraw(std::string_view text);
std::optional<Action> ParsePlace(std::string_view text);
// "start N" for N in 1..players.
std::optional<Action> ParseStart(std::string_view text, int players);

}  // namespace tinsel::trim
