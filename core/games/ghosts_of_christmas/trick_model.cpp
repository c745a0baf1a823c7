#include "games/ghosts_of_christmas/trick_model.h"

#include <algorithm>

namespace tinsel::ghosts {
namespace {

// Cards of `suit` above `rank`.
CardMask Above(int suit, int rank) {
  CardMask mask = 0;
  for (int r = rank + 1; r <= kNumRanks; ++r) mask |= Bit(MakeCard(suit, r));
  return mask;
}

}  // namespace

TrickModel::TrickModel(const GhostsOfChristmasState& state, int me)
    : state_(state), me_(me), players_(state.NumPlayers()) {
  unseen_ = state.DeckInPlay() & ~state.Hand(me) & ~state.PlayedThisHand();
  for (int era = 0; era < kMaxEras; ++era) {
    dials_[era] = era < state.NumEras() ? state.Dial(era) : kNoSuit;
    for (int seat = 0; seat < kMaxPlayers; ++seat) {
      table_[era][seat] =
          (era < state.NumEras() && seat < players_) ? state.PlayedCard(era, seat) : kNoCard;
    }
  }
}

double TrickModel::HoldChance(int seat, CardMask mask) const {
  CardMask allowed = unseen_;
  for (int suit = 0; suit < kNumSuits; ++suit) {
    if ((state_.VoidSuits(seat) >> suit) & 1) allowed &= ~SuitMask(suit);
  }
  const int m = CountCards(mask & allowed);
  if (m == 0) return 0.0;
  const int total = CountCards(allowed);
  const int size = std::min(state_.HandSize(seat), total);
  // Hypergeometric: chance none of the m cards is among the seat's `size` cards.
  double none = 1.0;
  for (int i = 0; i < size; ++i) {
    const int left = total - m - i;
    if (left <= 0) return 1.0;
    none *= static_cast<double>(left) / (total - i);
  }
  return 1.0 - none;
}

int TrickModel::PredictLeader(const Table& table, int era) const {
  int leader = state_.StartPlayer();
  for (int e = 0; e < era; ++e) {
    const int lead_card = table[e][leader];
    if (lead_card == kNoCard) return -1;
    const int scoring = SuitOf(lead_card);
    bool hearts = false;
    for (int seat = 0; seat < players_; ++seat) {
      if (table[e][seat] != kNoCard && SuitOf(table[e][seat]) == kHearts) hearts = true;
    }
    const int winning = hearts ? kHearts : scoring;
    int best = -1;
    for (int seat = 0; seat < players_; ++seat) {
      const int card = table[e][seat];
      if (card != kNoCard && SuitOf(card) == winning && RankOf(card) > best) {
        best = RankOf(card);
        leader = seat;
      }
    }
  }
  return leader;
}

double TrickModel::Evaluate(const Table& table, const std::array<int, kMaxEras>& dials,
                            int era) const {
  const Card card = table[era][me_];
  const int suit = SuitOf(card);
  const int rank = RankOf(card);
  const int dial = dials[era];
  const CardMask hearts_unseen = unseen_ & SuitMask(kHearts);
  for (int seat = 0; seat < players_; ++seat) {
    const int other = table[era][seat];
    if (seat == me_ || other == kNoCard) continue;
    if (SuitOf(other) == kHearts && (suit != kHearts || RankOf(other) > rank)) return 0.0;
  }
  // Chance that a seat still to play cannot follow the dial (so may play anything).
  auto free_chance = [&](int seat) {
    if (dial == kNoSuit) return 1.0;
    if ((state_.VoidSuits(seat) >> dial) & 1) return 1.0;
    return 1.0 - HoldChance(seat, unseen_ & SuitMask(dial));
  };
  double chance = 1.0;
  if (suit == kHearts) {
    const CardMask higher = unseen_ & Above(kHearts, rank);
    for (int seat = 0; seat < players_; ++seat) {
      if (seat == me_ || table[era][seat] != kNoCard) continue;
      const double holds = HoldChance(seat, higher);
      const double plays = dial == kHearts ? 0.7 : 0.5 * free_chance(seat);
      chance *= 1.0 - holds * plays;
    }
    return chance;
  }
  // A non-Heart needs the scoring suit and no Heart in the trick.
  const int leader = PredictLeader(table, era);
  double suit_chance;
  if (leader == me_) {
    suit_chance = 1.0;
  } else if (leader >= 0 && table[era][leader] != kNoCard) {
    if (SuitOf(table[era][leader]) != suit) return 0.0;
    suit_chance = 1.0;
  } else {
    suit_chance = dial == suit ? 0.6 : 0.2;
  }
  for (int seat = 0; seat < players_; ++seat) {
    const int other = table[era][seat];
    if (seat != me_ && other != kNoCard && SuitOf(other) == suit && RankOf(other) > rank) {
      return 0.0;
    }
  }
  const CardMask higher = unseen_ & Above(suit, rank);
  for (int seat = 0; seat < players_; ++seat) {
    if (seat == me_ || table[era][seat] != kNoCard) continue;
    const double free = free_chance(seat);
    const double trump = HoldChance(seat, hearts_unseen) * (dial == kHearts ? 1.0 : free * 0.6);
    const double over = HoldChance(seat, higher) * (dial == suit ? 0.6 : 0.2 * free);
    chance *= (1.0 - trump) * (1.0 - over);
  }
  return suit_chance * chance;
}

double TrickModel::WinChance(Card card, int era) const {
  Table table = table_;
  std::array<int, kMaxEras> dials = dials_;
  table[era][me_] = card;
  if (dials[era] == kNoSuit) dials[era] = SuitOf(card);
  return Evaluate(table, dials, era);
}

double TrickModel::CurrentWinChance(int era) const {
  if (table_[era][me_] == kNoCard) return 0.0;
  return Evaluate(table_, dials_, era);
}

}  // namespace tinsel::ghosts
