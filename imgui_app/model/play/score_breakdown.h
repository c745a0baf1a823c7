// How each player's points came about, for the game-over screen, in each game's own words
// (State::ScoreBreakdown, written in the game's _text.cpp). No ImGui here.
#pragma once

#include <string>
#include <vector>

#include "tinsel/session.h"

namespace tinsel::app {

// Lines for `seat`, e.g. "Hand 2: bid 3 doors + red, won 3 wreaths: 8 points". `seat_log`: the
// seat's own lines of the move log (Trim the Tree's placements are read from it). Empty for a
// game without a breakdown.
std::vector<std::string> ScoreBreakdown(const State& state, int seat,
                                        const std::vector<std::string>& seat_log);

}  // namespace tinsel::app
