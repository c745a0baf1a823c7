#include "games/ghosts_of_christmas/cards.h"

#include "tinsel/translate.h"

namespace tinsel::ghosts {

char SuitLetter(int suit) {
  static constexpr char kLetters[kNumSuits] = {'H', 'B', 'S', 'C'};
  return kLetters[suit];
}

const char* SuitName(int suit) {
  static constexpr const char* kNames[kNumSuits] = {"Hearts", "Bells", "Stars", "Candles"};
  return kNames[suit];
}

const char* SuitSingular(int suit) {
  static constexpr const char* kNames[kNumSuits] = {"Heart", "Bell", "Star", "Candle"};
  return kNames[suit];
}

const char* SuitWords(int suit) {
  switch (suit) {
    case kHearts:
      // TRANSLATORS: a suit of Ghosts of Christmas's cards.
      return TrContext("suit", "Hearts");
    case kBells:
      return TrContext("suit", "Bells");
    case kStars:
      return TrContext("suit", "Stars");
    default:
      return TrContext("suit", "Candles");
  }
}

const char* SuitSingularWords(int suit) {
  switch (suit) {
    case kHearts:
      // TRANSLATORS: one card of a suit of Ghosts of Christmas ("the highest Heart").
      return TrContext("suit", "Heart");
    case kBells:
      return TrContext("suit", "Bell");
    case kStars:
      return TrContext("suit", "Star");
    default:
      return TrContext("suit", "Candle");
  }
}

std::string CardWords(Card card) {
  // TRANSLATORS: a card as players say it ("the 4 of Stars"); {suit} is Hearts, Bells, Stars
  // or Candles.
  return TrFormat("the {rank} of {suit}",
                  {{"rank", FormatNumber(RankOf(card))}, {"suit", SuitWords(SuitOf(card))}});
}

std::string CardToString(Card card) {
  return std::string(1, SuitLetter(SuitOf(card))) + std::to_string(RankOf(card));
}

std::optional<Card> ParseCard(const std::string& text) {
  if (text.size() < 2 || text.size() > 3) return std::nullopt;
  int suit = kNoSuit;
  for (int s = 0; s < kNumSuits; ++s) {
    if (text[0] == SuitLetter(s)) suit = s;
  }
  if (suit == kNoSuit) return std::nullopt;
  // Digits only, no leading zero: "H07" is not the canonical form of H7.
  if (text[1] < '1' || text[1] > '9') return std::nullopt;
  int rank = text[1] - '0';
  if (text.size() == 3) {
    if (text[2] < '0' || text[2] > '9') return std::nullopt;
    rank = rank * 10 + (text[2] - '0');
  }
  if (rank < 1 || rank > kNumRanks) return std::nullopt;
  return MakeCard(suit, rank);
}

}  // namespace tinsel::ghosts
