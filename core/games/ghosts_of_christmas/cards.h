// Ghosts of Christmas cards: four suits (Hearts, Bells, Stars, Candles) x ranks 1-12.
// With 3 players the 1s, 2s and 3s are removed (36 cards); with 4 all 48 are used.
//
// A card is an id 0..47 = suit * 12 + (rank - 1); a set of cards is a 64-bit mask.
// Text form: the suit letter then the rank, e.g. "H7" (Hearts), "B12" (Bells), "S3"
// (Stars), "C10" (Candles).
#pragma once

#include <bit>
#include <cstdint>
#include <optional>
#include <string>

namespace tinsel::ghosts {

enum Suit : int { kHearts = 0, kBells = 1, kStars = 2, kCandles = 3 };
constexpr int kNumSuits = 4;
constexpr int kNumRanks = 12;
constexpr int kNumCards = kNumSuits * kNumRanks;  // 48
constexpr int kNoCard = -1;
constexpr int kNoSuit = -1;

using Card = int;
using CardMask = uint64_t;

constexpr Card MakeCard(int suit, int rank) { return suit * kNumRanks + (rank - 1); }
constexpr int SuitOf(Card card) { return card / kNumRanks; }
constexpr int RankOf(Card card) { return card % kNumRanks + 1; }
constexpr CardMask Bit(Card card) { return CardMask{1} << card; }
constexpr CardMask SuitMask(int suit) {
  return ((CardMask{1} << kNumRanks) - 1) << (suit * kNumRanks);
}
constexpr int CountCards(CardMask mask) { return std::popcount(mask); }
constexpr bool HasCard(CardMask mask, Card card) { return (mask & Bit(card)) != 0; }

// Lowest rank in play: 4 with 3 players, 1 with 4.
constexpr int LowestRank(int players) { return players == 3 ? 4 : 1; }
// Every card in play for this player count.
constexpr CardMask DeckMask(int players) {
  CardMask mask = 0;
  for (int suit = 0; suit < kNumSuits; ++suit) {
    for (int rank = LowestRank(players); rank <= kNumRanks; ++rank)
      mask |= Bit(MakeCard(suit, rank));
  }
  return mask;
}

// Calls fn(card) for every card in `mask`, lowest id first.
template <typename Fn>
void ForEachCard(CardMask mask, Fn&& fn) {
  while (mask != 0) {
    const Card card = std::countr_zero(mask);
    mask &= mask - 1;
    fn(card);
  }
}

char SuitLetter(int suit);                               // 'H', 'B', 'S', 'C'
const char* SuitName(int suit);                          // "Hearts", "Bells", "Stars", "Candles"
const char* SuitSingular(int suit);                      // "Heart", "Bell", "Star", "Candle"
std::string CardToString(Card card);                     // "H7"
std::optional<Card> ParseCard(const std::string& text);  // nullopt for junk

// The same words in the player's language (SuitName and SuitSingular stay English: dumps and
// tests read them), and a card as players say it: "the 4 of Stars" (the log and the hints;
// "S4" is for saves).
const char* SuitWords(int suit);          // "Hearts"
const char* SuitSingularWords(int suit);  // "Heart"
std::string CardWords(Card card);         // "the 4 of Stars"

}  // namespace tinsel::ghosts
