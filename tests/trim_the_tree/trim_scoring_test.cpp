// Scoring (rulebook "Scoring" and its example; ruling 5), built by applying real actions.
#include <gtest/gtest.h>

#include "games/trim_the_tree/scoring.h"
#include "trim_test_util.h"

namespace tinsel::trim {
namespace {

using testing::Kind;
using testing::NewTrimState;
using testing::SoloPlace;

TEST(TrimScoring, TableIsTwoKMinusOne) {
  const int expected[] = {0, 1, 3, 5, 7, 9, 11};
  for (int k = 0; k <= 6; ++k) EXPECT_EQ(PointsForGoodTriangles(k), expected[k]) << k;
}

TEST(TrimScoring, AllDifferentNeedsThreeColoursAndThreeShapes) {
  EXPECT_TRUE(AllDifferent(Kind("red bell"), Kind("yellow candle"), Kind("blue box")));
  EXPECT_FALSE(AllDifferent(Kind("red bell"), Kind("yellow candle"), Kind("red box")));
  EXPECT_FALSE(AllDifferent(Kind("red bell"), Kind("yellow candle"), Kind("blue bell")));
  EXPECT_FALSE(AllDifferent(Kind("red bell"), Kind("red bell"), Kind("blue box")));
}

// The rulebook's example: a blue box completes two triangles at once, one with a red bell
// and a yellow candle, the other with a blue bulb and a red candle. Here: space 8 closes
// triangles 4-5-8 and 8-12-13; the tree reaches 12-13 through 6, 10 and 14 without
// completing anything else.
std::unique_ptr<TrimTheTreeState> ExampleTree() {
  auto state = NewTrimState(1, "standard");
  EXPECT_EQ(SoloPlace(*state, "red bell", 4), 0);
  EXPECT_EQ(SoloPlace(*state, "yellow candle", 5), 0);
  EXPECT_EQ(SoloPlace(*state, "purple bulb", 6), 0);
  EXPECT_EQ(SoloPlace(*state, "yellow box", 10), 0);
  EXPECT_EQ(SoloPlace(*state, "purple bell", 14), 0);
  EXPECT_EQ(SoloPlace(*state, "red candle", 13), 0);
  EXPECT_EQ(SoloPlace(*state, "blue bulb", 12), 0);
  EXPECT_EQ(state->Score(0), 0);
  return state;
}

TEST(TrimScoring, RulebookExampleBlueBoxScoresOne) {
  auto state = ExampleTree();
  EXPECT_EQ(SoloPlace(*state, "blue box", 8), 1);
  EXPECT_EQ(state->Score(0), 1);
  const PlacementResult& result = state->LastPlacement()->result;
  EXPECT_EQ(result.completed, 2);
  EXPECT_EQ(result.good, 1);
  EXPECT_EQ(result.points, 1);
  // The good one is 4-5-8 (red bell, yellow candle); 8-12-13 has two blues.
  for (int i = 0; i < result.completed; ++i) {
    const auto& corners = Triangles()[result.triangles[i]];
    const bool has_space_4 = corners[0] == 3 || corners[1] == 3 || corners[2] == 3;
    EXPECT_EQ(result.scored[i], has_space_4);
  }
}

TEST(TrimScoring, RulebookExamplePurpleBoxScoresThree) {
  auto state = ExampleTree();
  EXPECT_EQ(SoloPlace(*state, "purple box", 8), 3);
  EXPECT_EQ(state->LastPlacement()->result.good, 2);
}

TEST(TrimScoring, CompletedButBadTriangleAddsNothing) {
  auto state = NewTrimState(1, "standard");
  SoloPlace(*state, "red bell", 1);
  SoloPlace(*state, "yellow candle", 2);
  EXPECT_EQ(SoloPlace(*state, "red box", 3), 0);  // 1-2-3 has two reds
  EXPECT_EQ(state->LastPlacement()->result.completed, 1);
  EXPECT_EQ(state->LastPlacement()->result.good, 0);
  EXPECT_EQ(SoloPlace(*state, "blue candle", 5), 0);  // 2-3-5 has two candles
  EXPECT_EQ(state->LastPlacement()->result.completed, 1);
  EXPECT_EQ(state->Score(0), 0);
}

TEST(TrimScoring, CompletedGoodTriangleScoresOne) {
  auto state = NewTrimState(1, "standard");
  SoloPlace(*state, "red bell", 1);
  SoloPlace(*state, "yellow candle", 2);
  EXPECT_EQ(SoloPlace(*state, "blue box", 3), 1);
  EXPECT_EQ(SoloPlace(*state, "purple box", 5), 0);  // 2-3-5 repeats the box shape
  EXPECT_EQ(state->LastPlacement()->result.completed, 1);
  EXPECT_EQ(state->Score(0), 1);
}

// Around inner space 5 the ring of neighbours is 2, 3, 6, 9, 8, 4; consecutive ones form a
// small triangle with 5. Filling ring[0..k] and then 5 completes exactly k triangles; all
// six neighbours complete all six. Ring ornaments repeat yellow bell, blue candle, purple
// bulb, which pairwise differ, and the centre is a red box.
constexpr int kRing[] = {2, 3, 6, 9, 8, 4};
const char* const kRingOrnament[] = {"yellow bell", "blue candle", "purple bulb",
                                     "yellow bell", "blue candle", "purple bulb"};

class TrimScoringTable : public ::testing::TestWithParam<int> {};

TEST_P(TrimScoringTable, OneOrnamentCompletingKGoodTriangles) {
  const int k = GetParam();
  auto state = NewTrimState(1, "standard");
  const int filled = k == 6 ? 6 : k + 1;
  for (int i = 0; i < filled; ++i) {
    ASSERT_EQ(SoloPlace(*state, kRingOrnament[i], kRing[i]), 0) << "ring " << i;
  }
  EXPECT_EQ(SoloPlace(*state, "red box", 5), 2 * k - 1);
  EXPECT_EQ(state->LastPlacement()->result.completed, k);
  EXPECT_EQ(state->LastPlacement()->result.good, k);
}

INSTANTIATE_TEST_SUITE_P(TrimOneToSix, TrimScoringTable, ::testing::Values(1, 2, 3, 4, 6));

TEST(TrimScoringTable, FiveGoodOfSixCompletedScoresNine) {
  // Five at once needs all six neighbours (so all six complete): make one of them bad.
  // The last ring ornament, a purple candle, repeats the candle of its neighbour on one
  // side (a bad triangle) and differs from the yellow bell on the other.
  auto state = NewTrimState(1, "standard");
  const char* ring[] = {"yellow bell", "blue candle", "purple bulb",
                        "yellow bell", "blue candle", "purple candle"};
  for (int i = 0; i < 6; ++i) ASSERT_EQ(SoloPlace(*state, ring[i], kRing[i]), 0);
  EXPECT_EQ(SoloPlace(*state, "red box", 5), 9);
  EXPECT_EQ(state->LastPlacement()->result.completed, 6);
  EXPECT_EQ(state->LastPlacement()->result.good, 5);
}

TEST(TrimScoringTable, SixCompletedNoneGoodScoresNothing) {
  // A yellow candle repeats a colour or a shape in every triangle of the ring.
  auto state = NewTrimState(1, "standard");
  for (int i = 0; i < 6; ++i) ASSERT_EQ(SoloPlace(*state, kRingOrnament[i], kRing[i]), 0);
  EXPECT_EQ(SoloPlace(*state, "yellow candle", 5), 0);
  EXPECT_EQ(state->LastPlacement()->result.completed, 6);
  EXPECT_EQ(state->LastPlacement()->result.good, 0);
}

TEST(TrimScoring, ScoresAddUpOverTheGame) {
  auto state = NewTrimState(1, "standard");
  SoloPlace(*state, "red bell", 1);
  SoloPlace(*state, "yellow candle", 2);
  SoloPlace(*state, "blue box", 3);     // 1
  SoloPlace(*state, "purple bulb", 5);  // 2-3-5: yellow candle, blue box, purple bulb: 1
  EXPECT_EQ(state->Score(0), 2);
  EXPECT_EQ(state->Scores(), std::vector<double>{2});
}

}  // namespace
}  // namespace tinsel::trim
