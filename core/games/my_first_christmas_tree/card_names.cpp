#include "games/my_first_christmas_tree/cards.h"

#include <array>

#include "tinsel/translate.h"

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

const char* TranslatedColourName(int colour) {
  switch (colour) {
    case kRed:
      // TRANSLATORS: a colour of the cards in My First Christmas Tree, on its own ("counts red
      // (3)", "Your row has no red card.").
      return TrContext("card colour", "red");
    case kBlue:
      return TrContext("card colour", "blue");
    case kYellow:
      return TrContext("card colour", "yellow");
    case kGreen:
      return TrContext("card colour", "green");
    case kWhite:
      return TrContext("card colour", "white");
    case kBlack:
      return TrContext("card colour", "black");
    default:
      return "?";
  }
}

const char* TranslatedSymbolName(int symbol) {
  switch (symbol) {
    case kDrop:
      // TRANSLATORS: a symbol on the cards and tiles of My First Christmas Tree ("A random drop
      // tile joins the tree's tiles.", "r3t2 is a drop.").
      return TrContext("card symbol", "drop");
    case kHammer:
      return TrContext("card symbol", "hammer");
    case kThreeDots:
      return TrContext("card symbol", "three-dots");
    case kBricks:
      return TrContext("card symbol", "bricks");
    case kGear:
      return TrContext("card symbol", "gear");
    case kArrow:
      return TrContext("card symbol", "arrow");
    default:
      return "?";
  }
}

const char* TranslatedSymbolTitle(int symbol) {
  switch (symbol) {
    case kDrop:
      // TRANSLATORS: a symbol of My First Christmas Tree with a capital, in a row's pattern of
      // symbols joined by hyphens ("Drop-Arrow-Gear").
      return TrContext("card symbol", "Drop");
    case kHammer:
      return TrContext("card symbol", "Hammer");
    case kThreeDots:
      return TrContext("card symbol", "Three-dots");
    case kBricks:
      return TrContext("card symbol", "Bricks");
    case kGear:
      return TrContext("card symbol", "Gear");
    case kArrow:
      return TrContext("card symbol", "Arrow");
    default:
      return "?";
  }
}

const char* TranslatedCardName(Card card) {
  // Card = colour * 6 + symbol. Whole names, so that each language makes its colour agree.
  static constexpr std::array<const char*, kNumDeckCards> kNames = {
      // TRANSLATORS: the 36 cards of My First Christmas Tree (colour and symbol), as the log's
      // sentences name them ("takes red gear from the pool").
      N_("red drop"),         N_("red hammer"),    N_("red three-dots"),    N_("red bricks"),
      N_("red gear"),         N_("red arrow"),     N_("blue drop"),         N_("blue hammer"),
      N_("blue three-dots"),  N_("blue bricks"),   N_("blue gear"),         N_("blue arrow"),
      N_("yellow drop"),      N_("yellow hammer"), N_("yellow three-dots"), N_("yellow bricks"),
      N_("yellow gear"),      N_("yellow arrow"),  N_("green drop"),        N_("green hammer"),
      N_("green three-dots"), N_("green bricks"),  N_("green gear"),        N_("green arrow"),
      N_("white drop"),       N_("white hammer"),  N_("white three-dots"),  N_("white bricks"),
      N_("white gear"),       N_("white arrow"),   N_("black drop"),        N_("black hammer"),
      N_("black three-dots"), N_("black bricks"),  N_("black gear"),        N_("black arrow"),
  };
  return card >= 0 && card < kNumDeckCards ? Tr(kNames[card]) : "?";
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
