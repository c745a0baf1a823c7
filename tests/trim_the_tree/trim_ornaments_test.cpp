// Ornaments and set removal (ruling 1).
#include <gtest/gtest.h>

#include <set>

#include "games/trim_the_tree/ornaments.h"
#include "trim_test_util.h"

namespace tinsel::trim {
namespace {

using testing::NewTrimState;

TEST(TrimOrnaments, SixteenKindsFourShapesByFourColours) {
  std::set<std::string> names;
  std::set<std::pair<int, int>> pairs;
  for (int kind = 0; kind < kNumKinds; ++kind) {
    names.insert(OrnamentName(kind));
    pairs.insert({static_cast<int>(ColourOf(kind)), static_cast<int>(ShapeOf(kind))});
    EXPECT_EQ(MakeKind(ColourOf(kind), ShapeOf(kind)), kind);
    EXPECT_EQ(ParseOrnament(OrnamentName(kind)), kind);
  }
  EXPECT_EQ(names.size(), 16u);
  EXPECT_EQ(pairs.size(), 16u);
  EXPECT_EQ(OrnamentName(MakeKind(Colour::kPurple, Shape::kBell)), "purple bell");
  EXPECT_EQ(OrnamentName(MakeKind(Colour::kRed, Shape::kBox)), "red box");
  EXPECT_EQ(OrnamentName(MakeKind(Colour::kYellow, Shape::kCandle)), "yellow candle");
  EXPECT_EQ(OrnamentName(MakeKind(Colour::kBlue, Shape::kBulb)), "blue bulb");
  EXPECT_EQ(kNumOrnaments, 80);
}

TEST(TrimOrnaments, ParseRejectsAnythingElse) {
  for (const char* junk :
       {"", "purple", "bell", "purple  bell", "Purple bell", "purple bell ", " purple bell",
        "green bell", "purple star", "bell purple", "purplebell"}) {
    EXPECT_FALSE(ParseOrnament(junk).has_value()) << "\"" << junk << "\"";
  }
}

TEST(TrimOrnaments, SetsRemovedByPlayerCount) {
  EXPECT_EQ(SetsRemoved(5, false), 0);
  EXPECT_EQ(SetsRemoved(4, false), 0);
  EXPECT_EQ(SetsRemoved(3, false), 1);
  EXPECT_EQ(SetsRemoved(2, false), 2);
  EXPECT_EQ(SetsRemoved(1, false), 3);
  EXPECT_EQ(SetsRemoved(1, true), 4);
}

struct SetupCase {
  int players;
  std::string solitaire;
  int bag;  // ornaments in the bag at the start
};

void PrintTo(const SetupCase& c, std::ostream* os) {
  *os << c.players << " " << c.solitaire << " " << c.bag;
}

class TrimSetup : public ::testing::TestWithParam<SetupCase> {};

TEST_P(TrimSetup, BagHoldsTheRemainingSetsAndSuffices) {
  const SetupCase& c = GetParam();
  auto state = NewTrimState(c.players, c.solitaire);
  ASSERT_NE(state, nullptr);
  EXPECT_EQ(state->BagSize(), c.bag);
  EXPECT_EQ(state->SetsRemoved(), (80 - c.bag) / 16);
  for (int kind = 0; kind < kNumKinds; ++kind) EXPECT_EQ(state->BagCount(kind), c.bag / 16);
  EXPECT_EQ(state->BoxSize(), 0);
  EXPECT_EQ(state->BagHolder(), 0);
  EXPECT_EQ(state->Round(), 1);
  EXPECT_TRUE(state->IsChanceNode());
  EXPECT_EQ(state->ComponentTotals().at("ornaments"), c.bag);
  // Every tree can be filled.
  EXPECT_GE(c.bag, kNumSpaces * c.players);
  for (int p = 0; p < c.players; ++p) EXPECT_EQ(state->OrnamentsOnTree(p), 0);
}

INSTANTIATE_TEST_SUITE_P(TrimEveryCount, TrimSetup,
                         ::testing::Values(SetupCase{1, "standard", 32},
                                           SetupCase{1, "calculating", 16}, SetupCase{2, "", 48},
                                           SetupCase{3, "", 64}, SetupCase{4, "", 80},
                                           SetupCase{5, "", 80}));

TEST(TrimSetupOptions, SolitaireOptionAppliesToOnePlayerOnly) {
  const auto specs = TrimTheTree().OptionSpecs();
  ASSERT_EQ(specs.size(), 1u);
  EXPECT_EQ(specs[0].name, "solitaire");
  EXPECT_EQ(specs[0].values, (std::vector<std::string>{"standard", "calculating"}));
  EXPECT_EQ(specs[0].min_players, 1);
  EXPECT_EQ(specs[0].max_players, 1);
  // With 2 players "calculating" is refused in words, never silently changed (rulings 8), and
  // the options are left as they were.
  Options options = {{"solitaire", "calculating"}};
  const Status refused = TrimTheTree().NormalizeOptions(2, options);
  ASSERT_FALSE(refused.ok());
  EXPECT_EQ(refused.message(), "Solitaire \"calculating\" is for 1 player, not 2.");
  EXPECT_EQ(options, (Options{{"solitaire", "calculating"}}));
  EXPECT_EQ(TrimTheTree().NewInitialState(2, {{"solitaire", "calculating"}}), nullptr);
  // Its default, or nothing at all, is fine with any number of players.
  Options standard = {{"solitaire", "standard"}};
  EXPECT_TRUE(TrimTheTree().NormalizeOptions(3, standard).ok());
  Options none;
  ASSERT_TRUE(TrimTheTree().NormalizeOptions(3, none).ok());
  EXPECT_EQ(none.at("solitaire"), "standard");
  auto two = TrimTheTree().NewInitialState(2, none);
  EXPECT_EQ(dynamic_cast<TrimTheTreeState&>(*two).SetsRemoved(), 2);
  // Bad input gives no state.
  EXPECT_EQ(TrimTheTree().NewInitialState(0, {}), nullptr);
  EXPECT_EQ(TrimTheTree().NewInitialState(6, {}), nullptr);
  EXPECT_EQ(TrimTheTree().NewInitialState(1, {{"solitaire", "easy"}}), nullptr);
}

}  // namespace
}  // namespace tinsel::trim
