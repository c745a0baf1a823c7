// The cards of My First Christmas Tree as data (RULINGS.md, My First Christmas Tree 1): the
// kit's 54 cards, 6 colours x 9.
//  - Values 1-3, two of each per colour: the 36-card Decoration Deck. Each deck card shows
//    one of 6 symbols, and the two copies (k = 0, 1) of colour c, value v show symbol
//    (c + 2 (v - 1) + k) mod 6. So each colour's six deck cards show the six symbols once
//    each, and a deck card is named by its colour and symbol alone ("red gear").
//  - Values 4-6, one of each per colour: the 18 Decoration Box cards. Each player's own
//    stack is one colour's 4, 5, 6; the other four colours make the neutral stacks.
//
// A deck card is an id 0..35 = colour * 6 + symbol; a set of deck cards is a 64-bit mask.
#pragma once

#include <bit>
#include <cstdint>
#include <optional>
#include <string>

namespace tinsel::mfct {

// Colour indices (ruling 1): red, blue, yellow, green, white, black.
enum Colour : int { kRed, kBlue, kYellow, kGreen, kWhite, kBlack };
constexpr int kNumColours = 6;
// Symbol indices (ruling 1): drop, hammer, three-dots, bricks, gear, arrow.
enum Symbol : int { kDrop, kHammer, kThreeDots, kBricks, kGear, kArrow };
constexpr int kNumSymbols = 6;

constexpr int kNumDeckCards = kNumColours * kNumSymbols;  // 36
constexpr int kNoCard = -1;

using Card = int;
using CardMask = uint64_t;

constexpr Card MakeCard(int colour, int symbol) { return colour * kNumSymbols + symbol; }
constexpr int ColourOf(Card card) { return card / kNumSymbols; }
constexpr int SymbolOf(Card card) { return card % kNumSymbols; }
// The printed value 1-3, from ruling 1's symbol formula read backwards.
constexpr int ValueOf(Card card) {
  return ((SymbolOf(card) - ColourOf(card) + kNumSymbols) % kNumSymbols) / 2 + 1;
}
constexpr CardMask Bit(Card card) { return CardMask{1} << card; }
constexpr CardMask kWholeDeck = (CardMask{1} << kNumDeckCards) - 1;
constexpr int CountCards(CardMask mask) { return std::popcount(mask); }
constexpr bool HasCard(CardMask mask, Card card) { return (mask & Bit(card)) != 0; }

// Calls fn(card) for every card in `mask`, lowest id first.
template <typename Fn>
void ForEachCard(CardMask mask, Fn&& fn) {
  while (mask != 0) {
    const Card card = std::countr_zero(mask);
    mask &= mask - 1;
    fn(card);
  }
}

// Decoration Boxes: values 4, 5, 6; a stack of each value per colour.
constexpr int kLowestBox = 4;
constexpr int kHighestBox = 6;
constexpr int kNumBoxValues = kHighestBox - kLowestBox + 1;  // 3
constexpr int kNumBoxCards = kNumColours * kNumBoxValues;    // 18
// Neutral stacks: the four colours no player owns, one card of each value.
constexpr int kNeutralPerValue = kNumColours - 2;
constexpr bool IsBoxValue(int value) { return value >= kLowestBox && value <= kHighestBox; }

const char* ColourName(int colour);  // "red"
const char* SymbolName(int symbol);  // "three-dots"
std::string CardName(Card card);     // "red gear"
// "Gear", "Three-dots": for patterns written like Drop-Arrow-Gear.
std::string SymbolTitle(int symbol);
// The same names in the player's language, for sentences shown (log, refusals, reasons); the
// names above stay the canonical English ones (action texts, ids).
const char* TranslatedColourName(int colour);   // "red"
const char* TranslatedSymbolName(int symbol);   // "three-dots"
const char* TranslatedSymbolTitle(int symbol);  // "Three-dots"
const char* TranslatedCardName(Card card);      // "red gear"
std::optional<int> ParseColour(const std::string& word);
std::optional<int> ParseSymbol(const std::string& word);
// "red gear" -> the card; nullopt for anything else.
std::optional<Card> ParseCard(const std::string& text);

}  // namespace tinsel::mfct
