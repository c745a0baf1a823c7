// The sentences the Ghosts of Christmas table shows: why a trick was won, what a bid needs,
// how a hand scored. Pure text from the game's public results (no ImGui).
#pragma once

#include <string>
#include <vector>

#include "games/ghosts_of_christmas/ghosts_of_christmas.h"

namespace tinsel::app::ghosts_view {

// "Holly wins the Past: highest Heart (H9), Hearts are trump" /
// "You win the Present: highest Star (S9), suit set by Ivy's S7".
std::string TrickCaption(const ghosts::TrickResult& trick, const std::vector<std::string>& names);

// What a bid needs and earns: "You succeed with exactly 3 wreaths: 2 points each (6)." /
// "You succeed with 3 or 4 wreaths: 1 point each."
std::string BidRule(int purple, bool red);

// A player's bid as the table shows it: "3 doors", "3 doors + red", "no bid yet".
std::string BidText(int purple, bool red);

// Why a seat scored what it did in a hand: "exactly as bid: 2 points per wreath" /
// "more wreaths than doors" / (Tiny Tim) "no wreaths: 6 points".
std::string HandReason(const ghosts::GhostsState& state, const ghosts::HandResult& hand, int seat);

// "Holly's" / "your" (a seat named "You" reads naturally mid-sentence).
std::string PossessiveOf(const std::string& name);

}  // namespace tinsel::app::ghosts_view
