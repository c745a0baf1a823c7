// Test Swap's words: action texts, the move log, reasons, what a seat may see.
#include <string>

#include "test_swap.h"

namespace tinsel::test_swap {

std::string TestSwapState::ActionToString(int player, Action action) const {
  if (player == kChancePlayer) return "card-" + std::to_string(action);
  return action == kSwap ? "swap" : "keep";
}

std::optional<Action> TestSwapState::StringToAction(int player, const std::string& text) const {
  if (player != kChancePlayer) {
    if (text == "keep") return kKeep;
    if (text == "swap") return kSwap;
    return std::nullopt;
  }
  if (text.rfind("card-", 0) != 0 || text.size() < 6 || text.size() > 7) return std::nullopt;
  int card = 0;
  for (size_t i = 5; i < text.size(); ++i) {
    if (text[i] < '0' || text[i] > '9') return std::nullopt;
    card = card * 10 + (text[i] - '0');
  }
  if (card < 1 || card > kCards || text != "card-" + std::to_string(card)) return std::nullopt;
  return card;
}

std::string TestSwapState::DescribeAction(int player, Action action, int viewer) const {
  if (player == kChancePlayer) {
    const int seat = ChanceSeat();
    const std::string to = "{p" + std::to_string(seat) + "}";
    if (seat == viewer) {
      return TrFormat("dealt the {card} to {seat}",
                      {{"card", std::to_string(action)}, {"seat", to}});
    }
    return TrFormat("dealt a card to {seat}", {{"seat", to}});
  }
  if (action == kSwap) {
    return TrFormat("{swaps|swap} the {card} for a new card",
                    {{"card", std::to_string(cards_[player])}});
  }
  return Tr("{keeps|keep} {their|your} card");
}

std::string TestSwapState::MoveReason(int player, Action action) const {
  const int card = cards_[player];
  if (card == 0) return "";
  if (action == kSwap) {
    return card <= kCards / 2
               ? TrFormat("the {card} is low: most cards beat it", {{"card", std::to_string(card)}})
               : "";
  }
  return card > kCards / 2 ? TrFormat("the {card} is high: most cards are lower",
                                      {{"card", std::to_string(card)}})
                           : "";
}

std::vector<std::string> TestSwapState::ScoreBreakdown(
    int seat, const std::vector<std::string>& /*seat_log*/) const {
  const std::string card = std::to_string(cards_[seat]);
  return {cards_[seat] == 1
              ? Tr("The card at the end, the 1: 1 point")
              : TrFormat("The card at the end, the {card}: {card} points", {{"card", card}})};
}

nlohmann::json TestSwapState::ObservationJson(int viewer) const {
  nlohmann::json obs;
  obs["game"] = TestSwap().Id();
  obs["viewer"] = viewer;
  obs["players"] = players_;
  obs["round"] = round_ + 1;
  obs["rounds"] = rounds_;
  obs["current_player"] = CurrentPlayer();
  obs["deck_left"] = DeckLeft();
  obs["discards"] = discards_;
  nlohmann::json seats = nlohmann::json::array();
  for (int seat = 0; seat < players_; ++seat) {
    // A card is seen by its holder, and by everyone once the game is over.
    const bool shown = seat == viewer || IsTerminal();
    seats.push_back({{"card", shown && cards_[seat] != 0 ? nlohmann::json(cards_[seat])
                                                         : nlohmann::json(nullptr)},
                     {"dealt", cards_[seat] != 0}});
  }
  obs["seats"] = seats;
  return obs;
}

std::string TestSwapState::ToString() const {
  std::string text =
      "round " + std::to_string(round_ + 1) + "/" + std::to_string(rounds_) + "; cards";
  for (const int card : cards_) text += " " + std::to_string(card);
  text += "; discards";
  for (const int card : discards_) text += " " + std::to_string(card);
  return text;
}

}  // namespace tinsel::test_swap
