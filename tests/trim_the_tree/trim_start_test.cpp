// The first bag holder (rulings 7): a chance outcome at the start of every game of 2 or more
// players from rules version 2 on; version 1 games (saved before the ruling) start with seat 0.
#include <gtest/gtest.h>

#include <set>

#include "tinsel/match.h"
#include "tinsel/session.h"
#include "trim_test_util.h"

namespace tinsel::trim {
namespace {

std::unique_ptr<TrimTheTreeState> Fresh(int players, int rules_version) {
  Options options;
  EXPECT_TRUE(TrimTheTree().NormalizeOptions(players, options).ok());
  std::unique_ptr<State> state = TrimTheTree().NewInitialState(players, options, rules_version);
  return std::unique_ptr<TrimTheTreeState>(dynamic_cast<TrimTheTreeState*>(state.release()));
}

class TrimStart : public ::testing::TestWithParam<int> {};
INSTANTIATE_TEST_SUITE_P(TwoToFivePlayers, TrimStart, ::testing::Values(2, 3, 4, 5));

TEST_P(TrimStart, TheFirstBagHolderIsDrawnWithEqualChances) {
  const int n = GetParam();
  auto state = Fresh(n, TrimTheTree().RulesVersion());
  ASSERT_TRUE(state->StartPending());
  ASSERT_TRUE(state->IsChanceNode());
  const auto outcomes = state->ChanceOutcomes();
  ASSERT_EQ(outcomes.size(), static_cast<size_t>(n));
  for (int seat = 0; seat < n; ++seat) {
    EXPECT_EQ(outcomes[seat].first, StartAction(seat));
    EXPECT_EQ(outcomes[seat].second, outcomes[0].second);
    EXPECT_EQ(state->ActionToString(kChancePlayer, StartAction(seat)),
              "start " + std::to_string(seat + 1));
    EXPECT_EQ(state->StringToAction(kChancePlayer, "start " + std::to_string(seat + 1)),
              StartAction(seat));
  }
  EXPECT_EQ(state->StringToAction(kChancePlayer, "start " + std::to_string(n + 1)), std::nullopt);
  EXPECT_EQ(state->StringToAction(kChancePlayer, "start 0"), std::nullopt);
}

TEST_P(TrimStart, TheDrawnSeatHoldsTheBagAndPlacesFirst) {
  const int n = GetParam();
  for (int seat = 0; seat < n; ++seat) {
    auto state = Fresh(n, TrimTheTree().RulesVersion());
    const std::string start =
        state->DescribeAction(kChancePlayer, StartAction(seat), kPublicViewer);
    std::vector<std::string> names(n, "Holly");
    EXPECT_EQ(LogSentence(start, kChancePlayer, names),
              "Holly holds the Bag first (drawn at random).");
    names[seat] = "You";
    EXPECT_EQ(LogSentence(start, kChancePlayer, names),
              "You hold the Bag first (drawn at random).");
    ASSERT_TRUE(state->ApplyAction(StartAction(seat)).ok());
    EXPECT_FALSE(state->StartPending());
    EXPECT_EQ(state->BagHolder(), seat);
    EXPECT_EQ(state->DrawsLeft(), n);  // then the holder fills the Box
    while (state->IsChanceNode()) {
      ASSERT_TRUE(state->ApplyAction(state->ChanceOutcomes().front().first).ok());
    }
    EXPECT_EQ(state->CurrentPlayer(), seat);
  }
}

TEST_P(TrimStart, NothingElseHappensBeforeTheStart) {
  const int n = GetParam();
  auto state = Fresh(n, TrimTheTree().RulesVersion());
  const std::string before = state->ToString();
  EXPECT_EQ(state->WhyIllegal(DrawAction(0)), "The first bag holder is drawn first.");
  EXPECT_FALSE(state->ApplyAction(DrawAction(0)).ok());
  EXPECT_FALSE(state->ApplyAction(PlaceAction(0, 0)).ok());
  EXPECT_FALSE(state->ApplyAction(StartAction(n)).ok());  // no such seat
  EXPECT_EQ(state->ToString(), before);
}

TEST_P(TrimStart, RulesVersionOneStartsWithTheFirstSeat) {
  const int n = GetParam();
  auto state = Fresh(n, 1);
  EXPECT_FALSE(state->StartPending());
  EXPECT_EQ(state->BagHolder(), 0);
  EXPECT_EQ(state->DrawsLeft(), n);
  EXPECT_FALSE(state->ApplyAction(StartAction(1)).ok());
  EXPECT_TRUE(state->ApplyAction(DrawAction(0)).ok());
}

TEST(TrimStartSolitaire, OnePlayerHasNoStartDraw) {
  auto state = Fresh(1, TrimTheTree().RulesVersion());
  EXPECT_FALSE(state->StartPending());
  EXPECT_EQ(state->BagHolder(), 0);
  ASSERT_TRUE(state->IsChanceNode());
  EXPECT_TRUE(IsDrawAction(state->ChanceOutcomes().front().first));
}

// In a session the seed draws the holder: over many seeds every seat starts, and a seed always
// gives the same one.
TEST(TrimStartSession, TheSeedDrawsTheHolder) {
  std::set<int> holders;
  for (uint64_t seed = 1; seed <= 60; ++seed) {
    SessionSetup setup{"trim-the-tree", {}, {{"A"}, {"B"}, {"C"}}, seed};
    std::string error;
    auto session = Session::Create(setup, &error);
    ASSERT_NE(session, nullptr) << error;
    EXPECT_EQ(session->setup().rules_version, TrimTheTree().RulesVersion());
    session->ResolveChance();
    const auto& first = session->history().front();
    EXPECT_EQ(first.player, kChancePlayer);
    ASSERT_EQ(first.text.rfind("start ", 0), 0u) << first.text;
    const int holder = dynamic_cast<const TrimTheTreeState&>(session->state()).BagHolder();
    EXPECT_EQ(first.text, "start " + std::to_string(holder + 1));
    holders.insert(holder);
    auto again = Session::Create(setup, &error);
    again->ResolveChance();
    EXPECT_EQ(again->history().front().text, first.text);
  }
  EXPECT_EQ(holders, (std::set<int>{0, 1, 2}));
}

}  // namespace
}  // namespace tinsel::trim
