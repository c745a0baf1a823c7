// The cards as data (ruling 1): 36 deck cards, each colour with two 1s, 2s and 3s showing the
// six symbols once; 18 box cards; names that parse back.
#include <set>

#include "mfct_test_util.h"

namespace tinsel::mfct::testing {
namespace {

TEST(MfctCards, EachColourHasTwoOfEachValueAndEverySymbolOnce) {
  for (int colour = 0; colour < kNumColours; ++colour) {
    std::multiset<int> values;
    std::set<int> symbols;
    for (int symbol = 0; symbol < kNumSymbols; ++symbol) {
      const Card card = MakeCard(colour, symbol);
      EXPECT_EQ(ColourOf(card), colour);
      EXPECT_EQ(SymbolOf(card), symbol);
      values.insert(ValueOf(card));
      symbols.insert(symbol);
    }
    EXPECT_EQ(values, (std::multiset<int>{1, 1, 2, 2, 3, 3})) << ColourName(colour);
    EXPECT_EQ(symbols.size(), 6u);
  }
}

TEST(MfctCards, RulingOneSymbolFormula) {
  // The copies k = 0, 1 of colour c, value v carry symbol (c + 2 (v - 1) + k) mod 6.
  for (int colour = 0; colour < kNumColours; ++colour) {
    for (int value = 1; value <= 3; ++value) {
      for (int k = 0; k < 2; ++k) {
        const int symbol = (colour + 2 * (value - 1) + k) % kNumSymbols;
        EXPECT_EQ(ValueOf(MakeCard(colour, symbol)), value)
            << ColourName(colour) << " " << SymbolName(symbol);
      }
    }
  }
}

TEST(MfctCards, EverySymbolIsOnSixCardsOneOfEachColour) {
  for (int symbol = 0; symbol < kNumSymbols; ++symbol) {
    std::set<int> colours;
    for (Card card = 0; card < kNumDeckCards; ++card) {
      if (SymbolOf(card) == symbol) colours.insert(ColourOf(card));
    }
    EXPECT_EQ(colours.size(), 6u) << SymbolName(symbol);
  }
  EXPECT_EQ(CountCards(kWholeDeck), 36);
}

TEST(MfctCards, TheTextsExampleCardsExist) {
  for (const char* name : {"red gear", "blue drop", "red arrow", "red three-dots", "red hammer",
                           "green gear", "blue arrow"}) {
    const std::optional<Card> card = ParseCard(name);
    ASSERT_TRUE(card.has_value()) << name;
    EXPECT_EQ(CardName(*card), name);
  }
  EXPECT_EQ(ValueOf(CardNamed("red gear")), 3);
  EXPECT_EQ(ValueOf(CardNamed("red hammer")), 1);
  EXPECT_EQ(ValueOf(CardNamed("red three-dots")), 2);
}

TEST(MfctCards, NamesParseBackAndJunkDoesNot) {
  for (Card card = 0; card < kNumDeckCards; ++card) {
    EXPECT_EQ(ParseCard(CardName(card)), card);
  }
  EXPECT_EQ(ParseCard("red"), std::nullopt);
  EXPECT_EQ(ParseCard("purple gear"), std::nullopt);
  EXPECT_EQ(ParseCard("red sprocket"), std::nullopt);
  EXPECT_EQ(ParseCard("red  gear"), std::nullopt);
  EXPECT_EQ(SymbolTitle(kThreeDots), "Three-dots");
}

TEST(MfctCards, BoxCardsAreEighteenInStacksOfFourNeutralPerValue) {
  EXPECT_EQ(kNumBoxCards, 18);
  EXPECT_EQ(kNeutralPerValue, 4);
  auto state = NewState();
  int total = 0;
  for (int value = kLowestBox; value <= kHighestBox; ++value) {
    EXPECT_EQ(state->NeutralBoxesLeft(value), 4);
    total += state->NeutralBoxesLeft(value);
  }
  // Plus each player's own 4, 5, 6.
  EXPECT_EQ(total + 2 * kNumBoxValues, kNumBoxCards);
  EXPECT_EQ(state->ComponentTotals().at("box cards"), kNumBoxCards);
}

}  // namespace
}  // namespace tinsel::mfct::testing
