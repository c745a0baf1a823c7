// Why a bid or a card is worth playing, for hints and the review: what the dial demands, whether
// the card wins its trick (sure only from cards everyone has seen), and what it keeps in hand.
// Only the player's own hand and the cards on the table are read: never another hand.
// The reason is a clause (lower case, no full stop) built from a first part (what the dial
// allows) and what follows (the trick, what stays in hand), each translated whole with the
// punctuation that joins it.
#include "games/ghosts_of_christmas/ghosts_of_christmas.h"
#include "tinsel/translate.h"

namespace tinsel::ghosts {

namespace {

// What a bid needs and earns, as a clause (BidRule's sentence, for the reason).
std::string BidRuleClause(int purple, bool red) {
  if (red) {
    // TRANSLATORS: a hint's reason for a bid of {purple} purple doors and the red door: it
    // needs {purple} or {n} wreaths ({n} is {purple} + 1).
    return TrPlural("you succeed with {purple} or {n} wreath: 1 point per wreath",
                    "you succeed with {purple} or {n} wreaths: 1 point per wreath", purple + 1,
                    {{"purple", FormatNumber(purple)}});
  }
  // TRANSLATORS: a hint's reason for a bid of no purple doors.
  if (purple == 0) return Tr("you succeed with exactly 0 wreaths, but score nothing");
  // TRANSLATORS: a hint's reason for a bid of {n} purple doors; {points} is 2 x {n}.
  return TrPlural("you succeed with exactly {n} wreath: 2 points each ({points})",
                  "you succeed with exactly {n} wreaths: 2 points each ({points})", purple,
                  {{"points", FormatNumber(purple * 2)}});
}

// Strength in hand: Hearts (trumps) above every other suit, then rank.
int Strength(Card card) { return (SuitOf(card) == kHearts ? kNumRanks : 0) + RankOf(card); }

// Whether `a` beats `b` in a trick whose scoring suit is `suit` (Hearts always trump).
bool Beats(Card a, Card b, int suit) {
  const bool a_counts = SuitOf(a) == kHearts || SuitOf(a) == suit;
  const bool b_counts = SuitOf(b) == kHearts || SuitOf(b) == suit;
  if (a_counts != b_counts) return a_counts;
  return a_counts && Strength(a) > Strength(b);
}

// A hint's reason for a bid: what it needs, and the hand's Hearts and high cards.
std::string BidReason(CardMask hand, Action action) {
  int hearts = CountCards(hand & SuitMask(kHearts)), high = 0;
  for (Card c = 0; c < kNumCards; ++c) high += HasCard(hand, c) && RankOf(c) >= 10;
  return TrFormat(
      // TRANSLATORS: a hint's reason for a bid: {rule} says what the bid needs ("you succeed
      // with exactly 3 wreaths: 2 points each (6)"), {hearts} "2 Hearts", {high_cards} "3
      // cards of 10 or more".
      "{rule}, with {hearts} and {high_cards} in your hand",
      {{"rule", BidRuleClause(BidPurple(action), BidRed(action))},
       {"hearts", TrPlural("{n} Heart", "{n} Hearts", hearts)},
       {"high_cards", TrPlural("{n} card of 10 or more", "{n} cards of 10 or more", high)}});
}

// The start of a hint's reason for a card: what the era's dial asks of it.
std::string DialClause(const GhostsOfChristmasState& state, CardMask hand, Card card, int era) {
  const char* era_words = EraWords(era);
  const int dial = state.Dial(era);
  if (dial == kNoSuit) {
    return TrFormat(
        // TRANSLATORS: the start of a hint's reason for a card: {era} is Past, Present, Future
        // or Beyond, {suits} a suit (Stars). More may follow ("..., and it wins the Past
        // trick").
        "it sets the {era} dial to {suits}",
        {{"era", era_words}, {"suits", SuitWords(SuitOf(card))}});
  }
  if (hand & SuitMask(dial)) {
    return TrFormat(
        // TRANSLATORS: the start of a hint's reason for a card: {suits} is a suit (Stars), {era}
        // Past, Present, Future or Beyond.
        "you must follow the {suits} on the {era} dial",
        {{"suits", SuitWords(dial)}, {"era", era_words}});
  }
  return TrFormat(
      // TRANSLATORS: the start of a hint's reason for a card: {suits} is a suit (Stars), {era}
      // Past, Present, Future or Beyond.
      "with no {suits} in hand, any card may go into the {era}",
      {{"suits", SuitWords(dial)}, {"era", era_words}});
}

}  // namespace

std::string GhostsOfChristmasState::MoveReason(int player, Action action) const {
  if (player < 0 || player >= num_players_) return {};
  const CardMask hand = Hand(player);
  if (IsBidAction(action)) return BidReason(hand, action);
  if (!IsPlayAction(action) || !HasCard(hand, PlayCard(action))) return {};
  const Card card = PlayCard(action);
  const int era = PlayEra(action);
  const char* era_words = EraWords(era);
  std::string text = DialClause(*this, hand, card, era);
  // The trick: the Past's scoring suit is the start player's card; later eras' leaders are
  // only known once the round is scored, so there only Hearts are sure.
  int suit = kNoSuit;
  if (era == kPast && StartPlayer() == player) suit = SuitOf(card);
  if (era == kPast && PlayedCard(era, StartPlayer()) != kNoCard) {
    suit = SuitOf(PlayedCard(era, StartPlayer()));
  }
  Card best = kNoCard;  // a card already there that `card` does not beat
  int waiting = 0;      // seats still to play into this era
  for (int seat = 0; seat < num_players_; ++seat) {
    const Card other = PlayedCard(era, seat);
    if (seat == player) continue;
    if (other == kNoCard) {
      ++waiting;
    } else if ((SuitOf(other) == kHearts || suit != kNoSuit) && !Beats(card, other, suit) &&
               (best == kNoCard || Beats(other, best, suit))) {
      best = other;
    }
  }
  const bool counts = SuitOf(card) == kHearts || SuitOf(card) == suit;
  CardMask higher_hearts = 0;
  for (int rank = RankOf(card) + 1; rank <= kNumRanks; ++rank) {
    higher_hearts |= Bit(MakeCard(kHearts, rank));
  }
  const CardMask unseen = DeckInPlay() & ~PlayedThisHand() & ~hand;
  bool wins = best == kNoCard && ((SuitOf(card) == kHearts && (unseen & higher_hearts) == 0) ||
                                  (counts && waiting == 0));
  int gained = 1;                                       // wreaths this round, as far as known
  if (plays_this_round_ + 1 == TotalPlaysPerRound()) {  // the round's last card: all are seen
    GhostsOfChristmasState after = *this;
    after.ApplyRules(action);
    const TrickResult& trick = after.LastRound().tricks[era];
    wins = trick.winner == player;
    best = wins ? kNoCard : trick.cards[trick.winner];
    gained = 0;
    for (int e = 0; e < num_eras_; ++e) gained += after.LastRound().tricks[e].winner == player;
  }
  const int doors = Purple(player) + (Red(player) ? 1 : 0);
  // What follows the first part: each message starts with the punctuation that joins it.
  if (wins) {
    // TRANSLATORS: follows the start of a hint's reason ("it sets the Past dial to Stars");
    // {era} is Past, Present, Future or Beyond.
    text += TrFormat(", and it wins the {era} trick", {{"era", era_words}});
    if (TinyTim()) return text;
    // TRANSLATORS: follows "..., and it wins the Past trick" in a hint's reason.
    if (Wreaths(player) + gained <= doors) return text + Tr(": a wreath for your doors");
    // TRANSLATORS: follows "..., and it wins the Past trick" in a hint's reason.
    return text + Tr(", more wreaths than your doors hold");
  }
  if (best != kNoCard) {
    // TRANSLATORS: follows the start of a hint's reason ("you must follow the Stars on the Past
    // dial"); {card} is a card ("the 9 of Stars").
    text += TrFormat(": it cannot beat {card}, so it wins no wreath", {{"card", CardWords(best)}});
    if (!TinyTim() && Wreaths(player) >= Purple(player)) {
      // TRANSLATORS: follows "...: it cannot beat the 9 of Stars, so it wins no wreath".
      text += Tr(", which your doors do not need");
    }
  } else if (suit != kNoSuit && !counts) {
    // TRANSLATORS: follows the start of a hint's reason; {suits} is a suit (Stars).
    text += TrFormat(": off the scoring suit ({suits}), it wins no wreath",
                     {{"suits", SuitWords(suit)}});
  } else {
    // TRANSLATORS: follows the start of a hint's reason; {era} is Past, Present, Future or
    // Beyond.
    text += TrFormat(": no card in the {era} beats it so far", {{"era", era_words}});
  }
  // What stays in hand: the strongest card kept for an era still to come.
  Card kept = kNoCard;
  for (Card c = 0; c < kNumCards; ++c) {
    if (HasCard(hand, c) && (kept == kNoCard || Strength(c) > Strength(kept))) kept = c;
  }
  if (Strength(kept) > Strength(card)) {
    // TRANSLATORS: ends a hint's reason for a card; {card} is a card ("the 12 of Hearts").
    text += TrFormat(", keeping {card} for later", {{"card", CardWords(kept)}});
  }
  return text;
}

}  // namespace tinsel::ghosts
