// Rounds, turn order, adjacency, the end of the game and refusals (rulings 3, 4, 6).
#include <gtest/gtest.h>

#include <bit>
#include <set>

#include "trim_test_util.h"

namespace tinsel::trim {
namespace {

using testing::Draw;
using testing::Kind;
using testing::NewTrimState;
using testing::Place;
using testing::SoloPlace;

std::set<int> SpaceNumbers(SpaceMask mask) {
  std::set<int> numbers;
  for (int s = 0; s < kNumSpaces; ++s) {
    if (mask & (1u << s)) numbers.insert(SpaceNumber(s));
  }
  return numbers;
}

std::set<int> LegalSpaceNumbers(const State& state) {
  std::set<int> numbers;
  for (Action a : state.LegalActions()) numbers.insert(SpaceNumber(SpaceOf(a)));
  return numbers;
}

std::set<int> LegalKinds(const State& state) {
  std::set<int> kinds;
  for (Action a : state.LegalActions()) kinds.insert(KindOf(a));
  return kinds;
}

// Draws whatever comes first in the Bag until a player must decide.
void DrawFirstAvailable(State& state) {
  while (state.IsChanceNode()) ASSERT_TRUE(state.ApplyAction(state.ChanceOutcomes()[0].first).ok());
}

TEST(TrimRules, FirstOrnamentMayGoAnywhere) {
  auto state = NewTrimState(2);
  Draw(*state, "red box");
  Draw(*state, "blue bell");
  EXPECT_EQ(LegalSpaceNumbers(*state).size(), 15u);
  EXPECT_EQ(state->LegalActions().size(), 30u);  // 2 kinds x 15 spaces
  for (int number = 1; number <= 15; ++number) {
    auto copy = state->Clone();
    EXPECT_TRUE(copy->ApplyAction(PlaceAction(Kind("red box"), number - 1)).ok()) << number;
  }
}

TEST(TrimRules, LaterOrnamentsMustTouchOneOnTheSameTree) {
  auto state = NewTrimState(1, "standard");
  SoloPlace(*state, "red box", 1);
  Draw(*state, "blue bell");
  EXPECT_EQ(LegalSpaceNumbers(*state), (std::set<int>{2, 3}));
  EXPECT_EQ(SpaceNumbers(state->PlayableSpaces(0)), (std::set<int>{2, 3}));
  const std::string before = state->ToString();
  const Status refused = state->ApplyAction(PlaceAction(Kind("blue bell"), 4));
  EXPECT_FALSE(refused.ok());
  EXPECT_EQ(refused.message(), "Space 5 does not touch an ornament on your tree.");
  EXPECT_EQ(state->ToString(), before);
  Place(*state, "blue bell", 3);
  SoloPlace(*state, "yellow candle", 6);
  Draw(*state, "purple bulb");
  // Neighbours of 1, 3 and 6 that are still empty.
  EXPECT_EQ(LegalSpaceNumbers(*state), (std::set<int>{2, 5, 9, 10}));
}

TEST(TrimRules, AdjacencyIsPerTree) {
  auto state = NewTrimState(2);
  Draw(*state, "red box");
  Draw(*state, "blue bell");
  Place(*state, "red box", 1);  // player 0
  EXPECT_EQ(state->CurrentPlayer(), 1);
  EXPECT_EQ(LegalSpaceNumbers(*state).size(), 15u);  // player 1's tree is still empty
  Place(*state, "blue bell", 15);
  EXPECT_EQ(state->OrnamentAt(0, 0), Kind("red box"));
  EXPECT_EQ(state->OrnamentAt(1, 14), Kind("blue bell"));
  EXPECT_EQ(state->OrnamentAt(1, 0), kNoOrnament);
}

TEST(TrimRules, EachDrawIsAChanceNodeWeightedByTheBag) {
  auto state = NewTrimState(2);
  ASSERT_TRUE(state->IsChanceNode());
  EXPECT_TRUE(state->LegalActions().empty());
  auto outcomes = state->ChanceOutcomes();
  ASSERT_EQ(outcomes.size(), 16u);
  for (const auto& [action, weight] : outcomes) EXPECT_EQ(weight, 3);
  Draw(*state, "red box");
  outcomes = state->ChanceOutcomes();
  for (const auto& [action, weight] : outcomes) {
    EXPECT_EQ(weight, action == DrawAction(Kind("red box")) ? 2 : 3);
  }
  EXPECT_EQ(state->BagCount(Kind("red box")), 2);
  EXPECT_EQ(state->BoxCount(Kind("red box")), 1);
  EXPECT_EQ(state->BagSize(), 47);
}

TEST(TrimRules, AnOrnamentNotInTheBagCannotBeDrawn) {
  auto state = NewTrimState(1, "calculating");  // one of each
  SoloPlace(*state, "red box", 1);
  ASSERT_TRUE(state->IsChanceNode());
  EXPECT_EQ(state->ChanceOutcomes().size(), 15u);
  const std::string before = state->ToString();
  const Status refused = state->ApplyAction(DrawAction(Kind("red box")));
  EXPECT_EQ(refused.message(), "There is no red box left in the Bag.");
  EXPECT_EQ(state->ToString(), before);
}

class TrimRound : public ::testing::TestWithParam<int> {};

// The Box gets N ornaments per round; from the bag holder clockwise each player places one;
// then the bag passes left. Checked for every round of a whole game.
TEST_P(TrimRound, BoxGetsOnePerPlayerTurnsGoClockwiseFromTheHolder) {
  const int n = GetParam();
  // The last seat drew the Bag first (rulings 7), so the Bag's passing wraps round the table.
  const int first = n - 1;
  auto state = NewTrimState(n, n == 1 ? "standard" : "", first);
  for (int round = 1; round <= kNumRounds; ++round) {
    const int holder = (first + round - 1) % n;
    EXPECT_EQ(state->Round(), round);
    EXPECT_EQ(state->BagHolder(), holder);
    EXPECT_EQ(state->BoxSize(), 0);
    for (int draw = 0; draw < n; ++draw) {
      ASSERT_TRUE(state->IsChanceNode()) << "round " << round << " draw " << draw;
      EXPECT_EQ(state->DrawsLeft(), n - draw);
      ASSERT_TRUE(state->ApplyAction(state->ChanceOutcomes().back().first).ok());
    }
    EXPECT_EQ(state->BoxSize(), n);
    for (int turn = 0; turn < n; ++turn) {
      const int player = (holder + turn) % n;
      ASSERT_EQ(state->CurrentPlayer(), player) << "round " << round << " turn " << turn;
      EXPECT_EQ(state->BoxSize(), n - turn);
      EXPECT_EQ(state->OrnamentsOnTree(player), round - 1);
      ASSERT_TRUE(state->ApplyAction(state->LegalActions().front()).ok());
      EXPECT_EQ(state->OrnamentsOnTree(player), round);
    }
    EXPECT_EQ(state->BoxSize(), 0);
  }
  EXPECT_TRUE(state->IsTerminal());
}

INSTANTIATE_TEST_SUITE_P(TrimOneToFivePlayers, TrimRound, ::testing::Values(1, 2, 3, 4, 5));

TEST(TrimRules, LastPlayerHasExactlyOneOrnamentToChoose) {
  auto state = NewTrimState(3);
  Draw(*state, "red box");
  Draw(*state, "blue bell");
  Draw(*state, "purple bulb");
  EXPECT_EQ(LegalKinds(*state).size(), 3u);
  Place(*state, "blue bell", 1);
  EXPECT_EQ(LegalKinds(*state), (std::set<int>{Kind("red box"), Kind("purple bulb")}));
  Place(*state, "purple bulb", 1);
  EXPECT_EQ(LegalKinds(*state), std::set<int>{Kind("red box")});
  EXPECT_EQ(state->LegalActions().size(), 15u);  // only the space is chosen
  // Taking the one already gone is refused.
  const Status refused = state->ApplyAction(PlaceAction(Kind("blue bell"), 0));
  EXPECT_EQ(refused.message(), "There is no blue bell in the Box.");
}

TEST(TrimRules, DuplicatesInTheBoxAreOneChoice) {
  auto state = NewTrimState(3);
  Draw(*state, "red box");
  Draw(*state, "red box");
  Draw(*state, "purple bulb");
  EXPECT_EQ(state->BoxCount(Kind("red box")), 2);
  EXPECT_EQ(LegalKinds(*state).size(), 2u);
  Place(*state, "red box", 1);
  EXPECT_EQ(LegalKinds(*state).size(), 2u);  // another red box is still there
  Place(*state, "red box", 2);
  EXPECT_EQ(LegalKinds(*state), std::set<int>{Kind("purple bulb")});
}

struct EndCase {
  int players;
  std::string solitaire;
};

void PrintTo(const EndCase& c, std::ostream* os) { *os << c.players << " " << c.solitaire; }

class TrimEnd : public ::testing::TestWithParam<EndCase> {};

TEST_P(TrimEnd, GameEndsExactlyWhenEveryTreeIsFull) {
  const EndCase& c = GetParam();
  auto state = NewTrimState(c.players, c.solitaire);
  const int bag = state->BagSize();
  int placements = 0;
  while (!state->IsTerminal()) {
    DrawFirstAvailable(*state);
    if (state->IsTerminal()) break;
    // Not over while some tree still has an empty space (the mover's, at least).
    EXPECT_LT(state->OrnamentsOnTree(state->CurrentPlayer()), kNumSpaces);
    ASSERT_TRUE(state->ApplyAction(state->LegalActions().back()).ok());
    ++placements;
  }
  EXPECT_EQ(placements, kNumSpaces * c.players);
  for (int p = 0; p < c.players; ++p) {
    EXPECT_EQ(state->OrnamentsOnTree(p), kNumSpaces);
    for (int s = 0; s < kNumSpaces; ++s) EXPECT_NE(state->OrnamentAt(p, s), kNoOrnament);
  }
  EXPECT_EQ(state->BagSize(), bag - kNumSpaces * c.players);
  EXPECT_EQ(state->BoxSize(), 0);
  EXPECT_EQ(state->CurrentPlayer(), kTerminalPlayer);
  EXPECT_TRUE(state->LegalActions().empty());
  EXPECT_TRUE(state->ChanceOutcomes().empty());
  EXPECT_EQ(state->WhyIllegal(0), "The game is over.");
  EXPECT_EQ(state->ComponentTotals().at("ornaments"), bag);
}

INSTANTIATE_TEST_SUITE_P(TrimEveryCount, TrimEnd,
                         ::testing::Values(EndCase{1, "standard"}, EndCase{1, "calculating"},
                                           EndCase{2, ""}, EndCase{3, ""}, EndCase{4, ""},
                                           EndCase{5, ""}));

TEST(TrimRules, CalculatingSolitaireUsesOneOfEachButOne) {
  auto state = NewTrimState(1, "calculating");
  while (!state->IsTerminal()) {
    DrawFirstAvailable(*state);
    ASSERT_TRUE(state->ApplyAction(state->LegalActions().front()).ok());
  }
  std::set<int> kinds(state->TreeOf(0).begin(), state->TreeOf(0).end());
  EXPECT_EQ(kinds.size(), 15u);
  EXPECT_EQ(state->BagSize(), 1);
}

TEST(TrimRules, TiesShareTheVictory) {
  // Both players get the same ornament on the same space every round.
  auto state = NewTrimState(2);
  for (int round = 1; round <= kNumRounds; ++round) {
    const std::string ornament = OrnamentName((round * 5) % kNumKinds);
    Draw(*state, ornament);
    Draw(*state, ornament);
    Place(*state, ornament, round);
    Place(*state, ornament, round);
  }
  ASSERT_TRUE(state->IsTerminal());
  EXPECT_GT(state->Score(0), 0);
  EXPECT_EQ(state->Score(0), state->Score(1));
  EXPECT_EQ(state->Winners(), (std::vector<bool>{true, true}));
}

TEST(TrimRules, HighestScoreWins) {
  for (uint64_t seed = 1; seed <= 20; ++seed) {
    auto state = NewTrimState(3);
    Rng rng(seed);
    while (!state->IsTerminal()) {
      DrawFirstAvailable(*state);
      if (state->IsTerminal()) break;
      const auto legal = state->LegalActions();
      ASSERT_TRUE(state->ApplyAction(legal[rng.Below(legal.size())]).ok());
    }
    const auto scores = state->Scores();
    const double best = *std::max_element(scores.begin(), scores.end());
    const auto winners = state->Winners();
    for (int p = 0; p < 3; ++p) EXPECT_EQ(winners[p], scores[p] == best) << "seed " << seed;
  }
}

TEST(TrimRules, SolitairePlayerAlwaysWins) {
  auto state = NewTrimState(1, "standard");
  while (!state->IsTerminal()) {
    DrawFirstAvailable(*state);
    ASSERT_TRUE(state->ApplyAction(state->LegalActions().front()).ok());
  }
  EXPECT_EQ(state->Winners(), std::vector<bool>{true});
}

// Illegal input is refused with a reason, and nothing changes.
void ExpectRefused(State& state, Action action, const std::string& reason) {
  const std::string before = state.ToString();
  const nlohmann::json seen = state.ObservationJson(kPublicViewer);
  EXPECT_EQ(state.WhyIllegal(action), reason);
  const Status status = state.ApplyAction(action);
  EXPECT_FALSE(status.ok());
  EXPECT_EQ(status.message(), reason);
  EXPECT_EQ(state.ToString(), before);
  EXPECT_EQ(state.ObservationJson(kPublicViewer), seen);
}

TEST(TrimRules, IllegalActionsAreRefusedWithAReasonAndChangeNothing) {
  auto state = NewTrimState(1, "standard");
  SoloPlace(*state, "red box", 7);
  // At a chance node only draws.
  ExpectRefused(*state, PlaceAction(Kind("red box"), 3),
                "The Box is being filled: an ornament must be drawn first.");
  ExpectRefused(*state, -1, "That is not a move of Trim the Tree.");
  Draw(*state, "purple bell");
  ExpectRefused(*state, PlaceAction(Kind("purple bell"), 6), "Space 7 is taken.");
  ExpectRefused(*state, PlaceAction(Kind("purple bell"), 12),
                "Space 13 does not touch an ornament on your tree.");
  ExpectRefused(*state, PlaceAction(Kind("blue bell"), 3), "There is no blue bell in the Box.");
  ExpectRefused(*state, DrawAction(Kind("purple bell")),
                "The Box is full: take an ornament from it and place it.");
  for (Action junk : {-7, -1, kNumActions, 1000, 99999}) {
    ExpectRefused(*state, junk, "That is not a move of Trim the Tree.");
  }
  EXPECT_TRUE(state->WhyIllegal(PlaceAction(Kind("purple bell"), 3)).empty());
}

TEST(TrimRules, CloneIsIndependent) {
  auto state = NewTrimState(2);
  Draw(*state, "red box");
  auto clone = state->Clone();
  Draw(dynamic_cast<TrimTheTreeState&>(*clone), "blue bell");
  EXPECT_EQ(state->BoxSize(), 1);
  EXPECT_NE(clone->ToString(), state->ToString());
  Rng rng(1);
  EXPECT_EQ(state->Resample(0, rng)->ToString(), state->ToString());
}

}  // namespace
}  // namespace tinsel::trim
