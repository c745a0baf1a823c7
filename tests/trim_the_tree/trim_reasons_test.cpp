// Tests of Trim the Tree's move reasons (trim_the_tree_reasons.cpp): a placement says which
// triangles it closes and their points, or which it keeps open, from the public trees only.
#include <gtest/gtest.h>

#include <cctype>
#include <memory>
#include <string>
#include <vector>

#include "../move_reason_checks.h"
#include "games/trim_the_tree/trim_the_tree.h"
#include "tinsel/rng.h"
#include "trim_test_util.h"

namespace tinsel::trim {
namespace {

using testing::Draw;
using testing::Kind;
using testing::NewTrimState;
using testing::RulebookExampleTree;
using testing::SoloPlace;

TEST(TrimReasons, AGoodTriangleSaysItsColoursShapesAndPoints) {
  auto state = RulebookExampleTree();
  Draw(*state, "purple box");
  // Space 8 closes two triangles: with the purple box both have three colours and shapes.
  EXPECT_EQ(state->MoveReason(0, PlaceAction(Kind("purple box"), 7)),
            "it closes 2 triangles of three colours and three shapes: 3 points now");
}

TEST(TrimReasons, OnlyTheGoodTrianglesScore) {
  auto state = RulebookExampleTree();
  Draw(*state, "blue box");
  EXPECT_EQ(state->MoveReason(0, PlaceAction(Kind("blue box"), 7)),
            "it closes 1 triangle of three colours and three shapes: 1 point now, and 1 more "
            "without points");
}

TEST(TrimReasons, ATriangleWithARepeatedColourScoresNothing) {
  auto state = NewTrimState(1, "standard");
  SoloPlace(*state, "red bell", 1);
  SoloPlace(*state, "yellow candle", 2);
  Draw(*state, "red bulb");  // red again: triangle 1-2-3 is not good
  const std::string reason = state->MoveReason(0, PlaceAction(Kind("red bulb"), 2));
  EXPECT_EQ(reason.rfind("it closes 1 triangle with a colour or shape twice, no points", 0), 0u)
      << reason;
}

TEST(TrimReasons, AnOpenSpaceCountsTheTrianglesItKeepsOpen) {
  auto state = NewTrimState(1, "standard");
  Draw(*state, "red bell");
  // The first ornament may go anywhere: space 5 touches 6 triangles, space 1 one.
  EXPECT_EQ(state->MoveReason(0, PlaceAction(Kind("red bell"), 4)),
            "no points yet, but it keeps 6 triangles open for three colours and three shapes");
  EXPECT_EQ(state->MoveReason(0, PlaceAction(Kind("red bell"), 0)),
            "no points yet, but it keeps 1 triangle open for three colours and three shapes");
}

TEST(TrimReasons, ASpaceWhereEveryTriangleRepeatsSaysSo) {
  auto state = NewTrimState(1, "standard");
  SoloPlace(*state, "red bell", 2);
  Draw(*state, "red candle");  // space 1's only triangle holds the red bell: red twice
  const std::string reason = state->MoveReason(0, PlaceAction(Kind("red candle"), 0));
  EXPECT_EQ(reason.rfind("no triangle can score here", 0), 0u) << reason;
}

TEST(TrimReasons, EveryMoveOfRandomGamesHasAReasonThatHidesNothing) {
  for (const int players : {1, 3}) {
    testing_support::ExpectReasonsAlongRandomGames(TrimTheTree(), players, {}, 150, 11 + players);
  }
}

}  // namespace
}  // namespace tinsel::trim
