#include "games/my_first_christmas_tree/cards.h"

#include <array>

namespace tinsel::mfct {
namespace {

constexpr std::array<const char*, kNumColours> kColourNames = {"red",   "blue",  "yellow",
                                                               "green", "white", "black"};
constexpr std::array<const char*, kNumSymbols> kSymbolNames = {"drop",   "hammer", "three-dots",
                                                               "bricks", "gear",   "arrow"};

}  // namespace

const char* ColourName(int colour) {
  return colour >= 0 && colour < kNumColours ? kColourNames[colour] : "?";
}

const char* SymbolName(int symbol) {
  return symbol >= 0 && symbol < kNumSymbols ? kSymbolNames[symbol] : "?";
}

std::string CardName(Card card) {
  if (card < 0 || card >= kNumDeckCards) return "?";
  return std::string(ColourName(ColourOf(card))) + " " + SymbolName(SymbolOf(card));
}

std::string SymbolTitle(int symbol) {
  std::string title = SymbolName(symbol);
  title[0] = static_cast<char>(title[0] - 'a' + 'A');
  return title;
}

std::optional<int> ParseColour(const std::string& word) {
  for (int colour = 0; colour < kNumColours; ++colour) {
    if (word == kColourNames[colour]) return colour;
  }
  return std::nullopt;
}

std::optional<int> ParseSymbol(const std::string& word) {
  for (int symbol = 0; symbol < kNumSymbols; ++symbol) {
    if (word == kSymbolNames[symbol]) return symbol;
  }
  return std::nullopt;
}

std::optional<Card> ParseCard(const std::string& text) {
  const size_t space = text.find(' ');
  if (space == std::string::npos) return std::nullopt;
  const std::optional<int> colour = ParseColour(text.substr(0, space));
  const std::optional<int> symbol = ParseSymbol(text.substr(space + 1));
  if (!colour || !symbol) return std::nullopt;
  return MakeCard(*colour, *symbol);
}

}  // namespace tinsel::mfct
