// GhostsState text: canonical action text, move-log sentences and the debug dump.
#include <sstream>

#include "games/ghosts_of_christmas/ghosts_of_christmas.h"

namespace tinsel::ghosts {
namespace {

// Filled in with the seat's name by NameSeats() (game.h).
std::string PlayerName(int seat) { return "{p" + std::to_string(seat) + "}"; }

}  // namespace

std::string GhostsState::ActionToString(int player, Action action) const {
  if (player == kChancePlayer) {
    if (IsStartAction(action)) return "start " + std::to_string(StartSeat(action));
    if (IsDealAction(action)) {
      return "deal " + CardToString(DealCard(action)) + " to " + std::to_string(NextDealSeat());
    }
  } else {
    if (IsPlayAction(action)) return PlayToString(PlayCard(action), PlayEra(action));
    if (IsBidAction(action)) return BidToString(BidPurple(action), BidRed(action));
  }
  return "action " + std::to_string(action);
}

std::optional<Action> GhostsState::StringToAction(int player, const std::string& text) const {
  if (player == kChancePlayer) {
    if (text.rfind("start ", 0) == 0) {
      const std::optional<int> seat = ParseCount(text.substr(6));
      if (!seat || *seat >= num_players_) return std::nullopt;
      return StartAction(*seat);
    }
    if (text.rfind("deal ", 0) == 0) {
      const size_t to = text.find(" to ");
      if (to == std::string::npos) return std::nullopt;
      const std::optional<Card> card = ParseCard(text.substr(5, to - 5));
      const std::optional<int> seat = ParseCount(text.substr(to + 4));
      // The seat is implied by the state: text naming another seat does not describe
      // the next deal.
      if (!card || !seat || *seat != NextDealSeat()) return std::nullopt;
      return DealAction(*card);
    }
    return std::nullopt;
  }
  if (player < 0 || player >= num_players_) return std::nullopt;
  if (std::optional<int> play = ParsePlay(text)) return *play;
  if (std::optional<int> bid = ParseBid(text)) return *bid;
  return std::nullopt;
}

std::string GhostsState::DescribeAction(int player, Action action, int viewer) const {
  if (player == kChancePlayer) {
    if (IsStartAction(action)) {
      return PlayerName(StartSeat(action)) + " takes the start player marker.";
    }
    if (IsDealAction(action)) {
      const int seat = NextDealSeat();
      if (viewer == seat)
        return "Dealt " + CardToString(DealCard(action)) + " to " + PlayerName(seat) + ".";
      return "Dealt a card to " + PlayerName(seat) + ".";
    }
    return ActionToString(player, action);
  }
  if (IsPlayAction(action)) {
    return "plays " + CardToString(PlayCard(action)) + " into the " + EraName(PlayEra(action)) +
           ".";
  }
  if (IsBidAction(action)) {
    const int purple = BidPurple(action);
    std::string text =
        "takes " + std::to_string(purple) + (purple == 1 ? " purple door" : " purple doors");
    if (BidRed(action)) text += " and the red door";
    return text + ".";
  }
  return ActionToString(player, action);
}

std::string GhostsState::ToString() const {
  std::ostringstream out;
  static constexpr const char* kPhases[] = {"choose-start", "deal", "bid", "play", "game-over"};
  out << "Ghosts of Christmas " << num_players_ << "p" << (tiny_tim_ ? " tiny-tim" : " doors")
      << (beyond_ ? " beyond" : "") << " phase=" << kPhases[static_cast<int>(phase_)]
      << " hand=" << hand_number_ << " round=" << round_number_ << " start=" << start_player_
      << " leader=" << round_leader_ << " to_move=" << CurrentPlayer() << "\n";
  for (int seat = 0; seat < num_players_; ++seat) {
    out << "seat " << seat << ": score=" << scores_[seat] << " wreaths=" << wreaths_[seat];
    if (!tiny_tim_) {
      out << " bid=" << (bid_made_[seat] ? BidToString(purple_[seat], red_[seat]) : "-");
    }
    out << " voids=" << static_cast<int>(voids_[seat]) << " hand=";
    ForEachCard(hands_[seat], [&](Card card) { out << CardToString(card) << ' '; });
    out << "\n";
  }
  for (int era = 0; era < num_eras_; ++era) {
    out << EraName(era) << " dial=" << (dial_[era] == kNoSuit ? "-" : SuitName(dial_[era])) << ":";
    for (int seat = 0; seat < num_players_; ++seat) {
      out << ' ' << (played_[era][seat] == kNoCard ? "--" : CardToString(played_[era][seat]));
    }
    out << "\n";
  }
  return out.str();
}

}  // namespace tinsel::ghosts
