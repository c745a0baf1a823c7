// Ghosts of Christmas in words: the canonical action text and the move log's sentences.
#include "games/ghosts_of_christmas/ghosts_of_christmas.h"
#include "tinsel/words.h"

namespace tinsel::ghosts {
namespace {

// Filled in with the seat's name by NameSeats() (game.h); the words after it agree with it.
std::string PlayerName(int seat) { return "{p" + std::to_string(seat) + "}"; }

bool IsYou(const std::string& name) { return name == "You" || name == "you"; }

// "the 4 of Stars": a card as players say it (the log and the hints; "S4" is for saves).
std::string CardWords(Card card) {
  return "the " + std::to_string(RankOf(card)) + " of " + SuitName(SuitOf(card));
}

}  // namespace

std::string GhostsOfChristmasState::ActionToString(int player, Action action) const {
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

std::optional<Action> GhostsOfChristmasState::StringToAction(int player,
                                                             const std::string& text) const {
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

std::string GhostsOfChristmasState::DescribeAction(int player, Action action, int viewer) const {
  if (player == kChancePlayer) {
    if (IsStartAction(action)) {
      return PlayerName(StartSeat(action)) + " {takes|take} the start player marker.";
    }
    if (IsDealAction(action)) {
      const int seat = NextDealSeat();
      if (viewer == seat)
        return "Dealt " + CardWords(DealCard(action)) + " to " + PlayerName(seat) + ".";
      return "Dealt a card to " + PlayerName(seat) + ".";
    }
    return ActionToString(player, action);
  }
  if (IsPlayAction(action)) {
    return "{plays|play} " + CardWords(PlayCard(action)) + " into the " + EraName(PlayEra(action)) +
           ".";
  }
  if (IsBidAction(action)) {
    const int purple = BidPurple(action);
    std::string text =
        "{takes|take} " + std::to_string(purple) + (purple == 1 ? " purple door" : " purple doors");
    if (BidRed(action)) text += " and the red door";
    return text + ".";
  }
  return ActionToString(player, action);
}

std::string PossessiveOf(const std::string& name) { return IsYou(name) ? "your" : name + "'s"; }

std::string TrickCaption(const TrickResult& trick, const std::vector<std::string>& names) {
  if (trick.winner < 0 || trick.winner >= static_cast<int>(names.size())) return {};
  const std::string& winner = names[trick.winner];
  const int card = trick.cards[trick.winner];
  std::string text = winner + (IsYou(winner) ? " win the " : " wins the ") + EraName(trick.era) +
                     ": highest " + SuitSingular(SuitOf(card)) + " (" + CardToString(card) + ")";
  if (trick.by_trump) return text + ", Hearts are trump";
  if (trick.leader == trick.winner) return text + ", which set the suit";
  if (trick.leader < 0 || trick.leader >= static_cast<int>(names.size())) return text;
  return text + ", suit set by " + PossessiveOf(names[trick.leader]) + " " +
         CardToString(trick.cards[trick.leader]);
}

std::string BidRule(int purple, bool red) {
  if (red) {
    return "You succeed with " + std::to_string(purple) + " or " + Plural(purple + 1, "wreath") +
           ": 1 point per wreath.";
  }
  if (purple == 0) return "You succeed with exactly 0 wreaths, but score nothing.";
  return "You succeed with exactly " + Plural(purple, "wreath") + ": 2 points each (" +
         std::to_string(purple * 2) + ").";
}

std::string BidText(int purple, bool red) { return Plural(purple, "door") + (red ? " + red" : ""); }

std::string HandReason(const GhostsOfChristmasState& state, const HandResult& hand, int seat) {
  const int won = hand.wreaths[seat];
  if (state.TinyTim()) {
    if (won == 0) return "no wreaths: 6 points";
    if (hand.points[seat] > 0) return Plural(won, "wreath") + ": 1 point each";
    return Plural(won, "wreath") + ": too many, nothing";
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

// The tricks of the last round, and how everyone did in the last hand.
std::vector<TableNewsItem> GhostsOfChristmasState::TableNews(
    const std::vector<std::string>& names) const {
  std::vector<TableNewsItem> news;
  const RoundResult& round = LastRound();
  if (round.valid) {
    for (int era = 0; era < round.num_eras; ++era) {
      const std::string caption = TrickCaption(round.tricks[era], names);
      if (caption.empty()) continue;
      news.push_back({"trick:" + std::to_string(round.hand) + ":" + std::to_string(round.round) +
                          ":" + std::to_string(era),
                      caption + "."});
    }
  }
  const int hands = CompletedHands();
  if (hands == 0) return news;
  const HandResult& hand = HandResultAt(hands - 1);
  for (int seat = 0; seat < NumPlayers(); ++seat) {
    const std::string name = seat < static_cast<int>(names.size()) ? names[seat] : "Nobody";
    news.push_back({"hand:" + std::to_string(hands - 1) + ":" + std::to_string(seat),
                    "Hand " + std::to_string(hands) + ": " + name +
                        (hand.success[seat] ? " made it with " : " missed with ") +
                        Plural(hand.wreaths[seat], "wreath") + " (" +
                        HandReason(*this, hand, seat) + "): " + PointsText(hand.points[seat]) +
                        "."});
  }
  return news;
}

// Each hand: the bid, the wreaths won and the points.
std::vector<std::string> GhostsOfChristmasState::ScoreBreakdown(
    int seat, const std::vector<std::string>& /*seat_log*/) const {
  std::vector<std::string> lines;
  if (seat < 0 || seat >= NumPlayers()) return lines;
  for (int hand = 0; hand < CompletedHands(); ++hand) {
    const HandResult& result = HandResultAt(hand);
    std::string line = "Hand " + std::to_string(hand + 1) + ": ";
    if (!TinyTim()) {
      line +=
          "bid " + Plural(result.purple[seat], "door") + (result.red[seat] ? " + red" : "") + ", ";
    }
    line += "won " + Plural(result.wreaths[seat], "wreath") + ": " +
            Plural(result.points[seat], "point");
    if (!TinyTim()) line += result.success[seat] ? " (bid made)" : " (bid missed)";
    lines.push_back(line);
  }
  return lines;
}

}  // namespace tinsel::ghosts
