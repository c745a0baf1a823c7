#include "views/ghosts_of_christmas/ghosts_text.h"

namespace tinsel::app::ghosts_view {
namespace {

using ghosts::CardToString;
using ghosts::SuitSingular;

bool IsYou(const std::string& name) { return name == "You" || name == "you"; }

std::string Wreaths(int n) { return std::to_string(n) + (n == 1 ? " wreath" : " wreaths"); }

}  // namespace

std::string PossessiveOf(const std::string& name) { return IsYou(name) ? "your" : name + "'s"; }

std::string TrickCaption(const ghosts::TrickResult& trick, const std::vector<std::string>& names) {
  if (trick.winner < 0 || trick.winner >= static_cast<int>(names.size())) return {};
  const std::string& winner = names[trick.winner];
  const int card = trick.cards[trick.winner];
  std::string text = winner + (IsYou(winner) ? " win the " : " wins the ") +
                     ghosts::EraName(trick.era) + ": highest " +
                     SuitSingular(ghosts::SuitOf(card)) + " (" + CardToString(card) + ")";
  if (trick.by_trump) return text + ", Hearts are trump";
  if (trick.leader == trick.winner) return text + ", which set the suit";
  if (trick.leader < 0 || trick.leader >= static_cast<int>(names.size())) return text;
  return text + ", suit set by " + PossessiveOf(names[trick.leader]) + " " +
         CardToString(trick.cards[trick.leader]);
}

std::string BidRule(int purple, bool red) {
  if (red) {
    return "You succeed with " + std::to_string(purple) + " or " + Wreaths(purple + 1) +
           ": 1 point per wreath.";
  }
  if (purple == 0) return "You succeed with exactly 0 wreaths, but score nothing.";
  return "You succeed with exactly " + Wreaths(purple) + ": 2 points each (" +
         std::to_string(purple * 2) + ").";
}

std::string BidText(int purple, bool red) {
  return std::to_string(purple) + (purple == 1 ? " door" : " doors") + (red ? " + red" : "");
}

std::string HandReason(const ghosts::GhostsState& state, const ghosts::HandResult& hand, int seat) {
  const int won = hand.wreaths[seat];
  if (state.TinyTim()) {
    if (won == 0) return "no wreaths: 6 points";
    if (hand.points[seat] > 0) return Wreaths(won) + ": 1 point each";
    return Wreaths(won) + ": too many, nothing";
  }
  const int purple = hand.purple[seat];
  const bool red = hand.red[seat];
  if (!hand.success[seat]) {
    if (won < purple) return "a purple door without a wreath";
    return "more wreaths than doors";
  }
  if (red) return "red door: 1 point per wreath";
  return "exactly as bid: 2 points per wreath";
}

}  // namespace tinsel::app::ghosts_view
