// Why a bid or a card is worth playing, for hints and the review: what the dial demands, whether
// the card wins its trick (sure only from cards everyone has seen), and what it keeps in hand.
// Only the player's own hand and the cards on the table are read: never another hand.
#include "games/ghosts_of_christmas/ghosts_of_christmas.h"
#include "tinsel/words.h"

namespace tinsel::ghosts {

namespace {

std::string Named(Card card) {
  return "the " + std::to_string(RankOf(card)) + " of " + SuitName(SuitOf(card));
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

}  // namespace

std::string GhostsOfChristmasState::MoveReason(int player, Action action) const {
  if (player < 0 || player >= num_players_) return {};
  const CardMask hand = Hand(player);
  if (IsBidAction(action)) {
    int hearts = CountCards(hand & SuitMask(kHearts)), high = 0;
    for (Card c = 0; c < kNumCards; ++c) high += HasCard(hand, c) && RankOf(c) >= 10;
    std::string rule = BidRule(BidPurple(action), BidRed(action));
    rule[0] = 'y';
    rule.pop_back();
    return rule + ", with " + Plural(hearts, "Heart") + " and " + Plural(high, "card") +
           " of 10 or more in your hand";
  }
  if (!IsPlayAction(action) || !HasCard(hand, PlayCard(action))) return {};
  const Card card = PlayCard(action);
  const int era = PlayEra(action);
  std::string text;
  if (Dial(era) == kNoSuit) {
    text = "it sets the " + std::string(EraName(era)) + " dial to " + SuitName(SuitOf(card));
  } else if (hand & SuitMask(Dial(era))) {
    text = "you must follow the " + std::string(SuitName(Dial(era))) + " on the " + EraName(era) +
           " dial";
  } else {
    text = "with no " + std::string(SuitName(Dial(era))) + " in hand, any card may go into the " +
           EraName(era);
  }
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
  if (wins) {
    text += ", and it wins the " + std::string(EraName(era)) + " trick";
    if (TinyTim()) return text;
    return text + (Wreaths(player) + gained <= doors ? ": a wreath for your doors"
                                                     : ", more wreaths than your doors hold");
  }
  if (best != kNoCard) {
    text += ": it cannot beat " + Named(best) + ", so it wins no wreath";
    if (!TinyTim() && Wreaths(player) >= Purple(player)) text += ", which your doors do not need";
  } else if (suit != kNoSuit && !counts) {
    text += ": off the scoring suit (" + std::string(SuitName(suit)) + "), it wins no wreath";
  } else {
    text += ": no card in the " + std::string(EraName(era)) + " beats it so far";
  }
  // What stays in hand: the strongest card kept for an era still to come.
  Card kept = kNoCard;
  for (Card c = 0; c < kNumCards; ++c) {
    if (HasCard(hand, c) && (kept == kNoCard || Strength(c) > Strength(kept))) kept = c;
  }
  if (Strength(kept) > Strength(card)) text += ", keeping " + Named(kept) + " for later";
  return text;
}

}  // namespace tinsel::ghosts
