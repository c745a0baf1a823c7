// Ghosts of Christmas in words: the canonical action text and the move log's sentences.
#include "games/ghosts_of_christmas/ghosts_of_christmas.h"
#include "tinsel/translate.h"
#include "tinsel/words.h"

namespace tinsel::ghosts {
namespace {

// Filled in with the seat's name by NameSeats() (game.h); the words after it agree with it.
std::string PlayerName(int seat) { return "{p" + std::to_string(seat) + "}"; }

bool IsYou(const std::string& name) { return name == "You" || name == "you"; }

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
  // The log's sentences: {player} is a seat ({p0}, {p1}...) that NameSeats fills in with a name
  // or "You"; {takes|take} gives the verb for another player, then for "you".
  if (player == kChancePlayer) {
    if (IsStartAction(action)) {
      return TrFormat(
          // TRANSLATORS: {player} is a player's name or "You"; {takes|take}: the verb for
          // another player|for you (keep the braces and the bar).
          "{player} {takes|take} the start player marker.",
          {{"player", PlayerName(StartSeat(action))}});
    }
    if (IsDealAction(action)) {
      const int seat = NextDealSeat();
      if (viewer == seat) {
        return TrFormat(
            // TRANSLATORS: {card} is a card ("the 4 of Stars"), {player} a player's name or
            // "you".
            "Dealt {card} to {player}.",
            {{"card", CardWords(DealCard(action))}, {"player", PlayerName(seat)}});
      }
      // TRANSLATORS: {player} is a player's name or "you".
      return TrFormat("Dealt a card to {player}.", {{"player", PlayerName(seat)}});
    }
    return ActionToString(player, action);
  }
  if (IsPlayAction(action)) {
    return TrFormat(
        // TRANSLATORS: a log sentence after a player's name ("Holly plays the 4 of Stars into
        // the Past."); {plays|play}: the verb for another player|for you. {era} is Past,
        // Present, Future or Beyond.
        "{plays|play} {card} into the {era}.",
        {{"card", CardWords(PlayCard(action))}, {"era", EraWords(PlayEra(action))}});
  }
  if (IsBidAction(action)) {
    const int purple = BidPurple(action);
    if (BidRed(action)) {
      // TRANSLATORS: a bid, after a player's name; {takes|take}: the verb for another
      // player|for you.
      return TrPlural("{takes|take} {n} purple door and the red door.",
                      "{takes|take} {n} purple doors and the red door.", purple);
    }
    // TRANSLATORS: a bid, after a player's name; {takes|take}: the verb for another player|for
    // you.
    return TrPlural("{takes|take} {n} purple door.", "{takes|take} {n} purple doors.", purple);
  }
  return ActionToString(player, action);
}

std::string PossessiveOf(const std::string& name) { return IsYou(name) ? "your" : name + "'s"; }

std::string TrickCaption(const TrickResult& trick, const std::vector<std::string>& names) {
  if (trick.winner < 0 || trick.winner >= static_cast<int>(names.size())) return {};
  const std::string& winner = names[trick.winner];
  const int card = trick.cards[trick.winner];
  const bool you = IsYou(winner);
  const bool has_leader = trick.leader >= 0 && trick.leader < static_cast<int>(names.size());
  const std::string leader = has_leader ? names[trick.leader] : std::string();
  const std::string led = has_leader ? CardToString(trick.cards[trick.leader]) : std::string();
  // Every caption has the same placeholders: {name} the winner's name, {era} Past, Present,
  // Future or Beyond, {suit} the winning card's suit (one card: "Heart"), {card} its code
  // ("H9"), {leader} the name of the player whose card set the suit, {led} that card's code.
  auto fill = [&](const char* message) {
    return FillPlaceholders(message, {{"name", winner},
                                      {"era", EraWords(trick.era)},
                                      {"suit", SuitSingularWords(SuitOf(card))},
                                      {"card", CardToString(card)},
                                      {"leader", leader},
                                      {"led", led}});
  };
  if (trick.by_trump) {
    // TRANSLATORS: why a trick was won ("You win the Past: highest Heart (H9), Hearts are
    // trump"). {card} is a card's code.
    if (you) return fill(Tr("You win the {era}: highest {suit} ({card}), Hearts are trump"));
    return fill(Tr("{name} wins the {era}: highest {suit} ({card}), Hearts are trump"));
  }
  if (trick.leader == trick.winner) {
    // TRANSLATORS: why a trick was won: the winner's own card ({card}, a card's code) set the
    // suit.
    if (you) return fill(Tr("You win the {era}: highest {suit} ({card}), which set the suit"));
    return fill(Tr("{name} wins the {era}: highest {suit} ({card}), which set the suit"));
  }
  if (!has_leader) {
    if (you) return fill(Tr("You win the {era}: highest {suit} ({card})"));
    return fill(Tr("{name} wins the {era}: highest {suit} ({card})"));
  }
  if (IsYou(leader)) {
    if (you) return fill(Tr("You win the {era}: highest {suit} ({card}), suit set by your {led}"));
    return fill(
        // TRANSLATORS: why a trick was won: your card ({led}, a card's code) set the suit.
        Tr("{name} wins the {era}: highest {suit} ({card}), suit set by your {led}"));
  }
  if (you) {
    return fill(
        // TRANSLATORS: why a trick was won: the card {led} ("S7") of the player {leader} set
        // the suit.
        Tr("You win the {era}: highest {suit} ({card}), suit set by {leader}'s {led}"));
  }
  return fill(Tr("{name} wins the {era}: highest {suit} ({card}), suit set by {leader}'s {led}"));
}

std::string BidRule(int purple, bool red) {
  if (red) {
    // TRANSLATORS: what a bid of {purple} purple doors and the red door needs: {purple} or
    // {n} wreaths ({n} is {purple} + 1).
    return TrPlural("You succeed with {purple} or {n} wreath: 1 point per wreath.",
                    "You succeed with {purple} or {n} wreaths: 1 point per wreath.", purple + 1,
                    {{"purple", FormatNumber(purple)}});
  }
  if (purple == 0) return Tr("You succeed with exactly 0 wreaths, but score nothing.");
  // TRANSLATORS: what a bid of {n} purple doors needs and earns; {points} is 2 x {n}.
  return TrPlural("You succeed with exactly {n} wreath: 2 points each ({points}).",
                  "You succeed with exactly {n} wreaths: 2 points each ({points}).", purple,
                  {{"points", FormatNumber(purple * 2)}});
}

std::string BidText(int purple, bool red) {
  // TRANSLATORS: a bid as the table shows it: purple doors and the red door ("3 doors + red").
  if (red) return TrPlural("{n} door + red", "{n} doors + red", purple);
  // TRANSLATORS: a bid as the table shows it: purple doors.
  return TrPlural("{n} door", "{n} doors", purple);
}

std::string HandReason(const GhostsOfChristmasState& state, const HandResult& hand, int seat) {
  // Why a hand scored what it did: a clause in a sentence such as "Hand 2: Holly made it with
  // 3 wreaths (exactly as bid: 2 points per wreath): 6 points."
  const int won = hand.wreaths[seat];
  if (state.TinyTim()) {
    // TRANSLATORS: why a hand scored what it did, in the Tiny Tim variant.
    if (won == 0) return Tr("no wreaths: 6 points");
    if (hand.points[seat] > 0) {
      return TrPlural("{n} wreath: 1 point each", "{n} wreaths: 1 point each", won);
    }
    return TrPlural("{n} wreath: too many, nothing", "{n} wreaths: too many, nothing", won);
  }
  const int purple = hand.purple[seat];
  const bool red = hand.red[seat];
  if (!hand.success[seat]) {
    // TRANSLATORS: why a bid failed: a purple door was not matched by a wreath.
    if (won < purple) return Tr("a purple door without a wreath");
    return Tr("more wreaths than doors");
  }
  if (red) return Tr("red door: 1 point per wreath");
  return Tr("exactly as bid: 2 points per wreath");
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
    const std::string name = seat < static_cast<int>(names.size()) ? names[seat] : Tr("Nobody");
    const int wreaths = hand.wreaths[seat];
    const std::string reason = HandReason(*this, hand, seat);
    const std::string points = PointsText(hand.points[seat]);
    std::string text;
    if (hand.success[seat]) {
      text = TrPlural(
          // TRANSLATORS: how a player did in a hand: {hand} its number, {name} the player,
          // {reason} why it scored ("exactly as bid: 2 points per wreath"), {points} "6 points".
          "Hand {hand}: {name} made it with {n} wreath ({reason}): {points}.",
          "Hand {hand}: {name} made it with {n} wreaths ({reason}): {points}.", wreaths,
          {{"hand", FormatNumber(hands)}, {"name", name}, {"reason", reason}, {"points", points}});
    } else {
      text = TrPlural(
          // TRANSLATORS: how a player did in a hand (the bid failed): {hand} its number, {name}
          // the player, {reason} why ("more wreaths than doors"), {points} "0 points".
          "Hand {hand}: {name} missed with {n} wreath ({reason}): {points}.",
          "Hand {hand}: {name} missed with {n} wreaths ({reason}): {points}.", wreaths,
          {{"hand", FormatNumber(hands)}, {"name", name}, {"reason", reason}, {"points", points}});
    }
    news.push_back({"hand:" + std::to_string(hands - 1) + ":" + std::to_string(seat), text});
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
    const std::string number = FormatNumber(hand + 1);
    const std::string wreaths = TrPlural("{n} wreath", "{n} wreaths", result.wreaths[seat]);
    const std::string points = TrPlural("{n} point", "{n} points", result.points[seat]);
    if (TinyTim()) {
      // TRANSLATORS: a line of the score breakdown: {hand} the hand's number, {wreaths} "3
      // wreaths", {points} "3 points".
      lines.push_back(TrFormat("Hand {hand}: won {wreaths}: {points}",
                               {{"hand", number}, {"wreaths", wreaths}, {"points", points}}));
      continue;
    }
    const std::string bid = BidText(result.purple[seat], result.red[seat]);
    if (result.success[seat]) {
      lines.push_back(TrFormat(
          // TRANSLATORS: a line of the score breakdown: {hand} the hand's number, {bid} "2
          // doors + red", {wreaths} "3 wreaths", {points} "3 points".
          "Hand {hand}: bid {bid}, won {wreaths}: {points} (bid made)",
          {{"hand", number}, {"bid", bid}, {"wreaths", wreaths}, {"points", points}}));
    } else {
      lines.push_back(TrFormat(
          // TRANSLATORS: a line of the score breakdown (the bid failed): {hand} the hand's
          // number, {bid} "2 doors + red", {wreaths} "4 wreaths", {points} "0 points".
          "Hand {hand}: bid {bid}, won {wreaths}: {points} (bid missed)",
          {{"hand", number}, {"bid", bid}, {"wreaths", wreaths}, {"points", points}}));
    }
  }
  return lines;
}

}  // namespace tinsel::ghosts
