// Scoring, item by item of the text's list, and the end-of-turn checks that award them
// (rulings 8, 9, 19, 20), on the scripted game of mfct_scripted_game.h.
#include "mfct_scripted_game.h"

namespace tinsel::mfct::testing {
namespace {

TEST(MfctScoring, EveryGameStartsAtMinusTwentyForTheUnplacedCubes) {
  Table table(ScriptedSetup());
  for (int seat = 0; seat < kNumPlayers; ++seat) {
    const ScoreItems score = table->ScoreOf(seat);
    EXPECT_EQ(score.unplaced, -kDecorationCubes);
    EXPECT_EQ(score.Total(), -20);
  }
  EXPECT_EQ(table->Scores(), (std::vector<double>{-20, -20}));
}

TEST(MfctScoring, FirstToCompleteARowPutsAFinishingTouchWorthItsTileCount) {
  Table table = ScriptedGame(3);
  EXPECT_TRUE(table->CompletedRow(0, 1));
  EXPECT_EQ(table->FinishingTouch(1), 0);
  EXPECT_EQ(table->FinishingCubesLeft(0), kFinishingCubes - 1);
  const ScoreItems score = table->ScoreOf(0);
  EXPECT_EQ(score.finishing_touches, 3);
  EXPECT_EQ(score.unplaced, -17);  // 3 cubes placed
  EXPECT_EQ(score.Total(), 3 - 17);
}

TEST(MfctScoring, CompletingARowSecondScoresHalfItsTilesRoundedDown) {
  Table table = ScriptedGame(4);
  EXPECT_TRUE(table->CompletedRow(1, 1));
  EXPECT_EQ(table->FinishingTouch(1), 0) << "the touch stays with the first";
  EXPECT_EQ(table->FinishingCubesLeft(1), kFinishingCubes);
  const ScoreItems score = table->ScoreOf(1);
  EXPECT_EQ(score.finishing_touches, 0);
  EXPECT_EQ(score.completed_rows, 1);  // 3 tiles / 2
  EXPECT_EQ(score.Total(), 1 - 17);
  // Both players may cover the same tiles.
  EXPECT_EQ(table->Cubes(0) & RowMask(1), RowMask(1));
  EXPECT_EQ(table->Cubes(1) & RowMask(1), RowMask(1));
}

TEST(MfctScoring, ACubeAlreadyThereIsNotPlacedAgain) {
  Table table = ScriptedGame(7);
  // r1t1-r3t1 with 3 blue cards, but r2t1 already had seat 1's cube: 2 cubes.
  EXPECT_EQ(table->DecorationCubesLeft(0), kDecorationCubes - 5);
  EXPECT_TRUE(table->HasCube(0, Tile("r1t1")));
  EXPECT_TRUE(table->HasCube(0, Tile("r3t1")));
  EXPECT_FALSE(table->CompletedRow(0, 0));
  EXPECT_EQ(table->FinishingTouch(0), -1);
}

TEST(MfctScoring, AdjacentCompletedRowsTakeNoBaseTile) {
  Table table = ScriptedGame(11);
  EXPECT_EQ(table->FinishingTouch(0), 0);  // row 1: 2 points
  EXPECT_EQ(table->ScoreOf(0).finishing_touches, 2 + 3);
  // Rows 1 and 2 are complete, but next to each other (ruling 20).
  EXPECT_EQ(table->BaseOwner(0), -1);
  EXPECT_EQ(table->ScoreOf(0).base, 0);
}

TEST(MfctScoring, TwoNonAdjacentRowsTakeTheLeftBaseTileAndOwnBoxesScoreTheirValue) {
  Table table = ScriptedGame(17);
  EXPECT_EQ(table->CompletedRows(0), 3);
  EXPECT_EQ(table->FinishingTouch(2), 0);
  EXPECT_EQ(table->BaseOwner(0), 0);
  EXPECT_EQ(table->BaseOwner(1), -1);
  EXPECT_EQ(table->OwnBoxesTaken(0), 1);
  EXPECT_EQ(table->MaxRowSize(0), 5);
  const ScoreItems score = table->ScoreOf(0);
  EXPECT_EQ(score.base, 4);
  EXPECT_EQ(score.boxes, 4);
  EXPECT_EQ(score.finishing_touches, 2 + 3 + 4);
  EXPECT_EQ(score.star, 0);
  // 9 cubes on tiles and 1 on the base: base cubes are decoration cubes (ruling 19).
  EXPECT_EQ(table->DecorationCubesLeft(0), kDecorationCubes - 10);
  EXPECT_EQ(score.unplaced, -10);
}

TEST(MfctScoring, FirstWithACubeInEveryRowTakesTheStar) {
  Table before = ScriptedGame(20);
  EXPECT_EQ(before->StarOwner(), -1);
  EXPECT_EQ(before->ScoreOf(0).star, 0);
  Table table = ScriptedGame(21);
  EXPECT_EQ(table->StarOwner(), 0);
  EXPECT_EQ(table->ScoreOf(0).star, 6);
  EXPECT_EQ(table->DecorationCubesLeft(0), kDecorationCubes - 13);  // 11 + base + star
  EXPECT_EQ(table->ScoreOf(1).star, 0);
}

TEST(MfctScoring, FourCompletedRowsTakeTheRightBaseTileAndANeutralBoxScoresItsValue) {
  Table table = ScriptedGame(27);
  EXPECT_EQ(table->CompletedRows(0), 4);
  EXPECT_EQ(table->BaseOwner(1), 0);
  EXPECT_EQ(table->OwnBoxesTaken(0), 1) << "4 yellow against a maximum of 5: not its own";
  EXPECT_EQ(table->BoxCardsClaimed(0, 4), 2);
  EXPECT_EQ(table->NeutralBoxesLeft(4), kNeutralPerValue - 1);
  const ScoreItems score = table->ScoreOf(0);
  EXPECT_EQ(score.star, 6);
  EXPECT_EQ(score.base, 4 + 3);
  EXPECT_EQ(score.finishing_touches, 2 + 3 + 4 + 5);
  EXPECT_EQ(score.completed_rows, 0);
  EXPECT_EQ(score.boxes, 4 + 4);
  EXPECT_EQ(score.unplaced, -2);  // 15 on tiles, 2 on the base, 1 on the star
  EXPECT_EQ(score.Total(), 6 + 7 + 14 + 8 - 2);
  EXPECT_EQ(table->Scores(), (std::vector<double>{33, -16}));
  // The other seat: row 2 completed second.
  EXPECT_EQ(table->ScoreOf(1).completed_rows, 1);
  // Cubes are conserved by colour: red 20, green 12 (4 finishing touches), blue, yellow.
  EXPECT_EQ(table->ComponentTotals(), (std::map<std::string, int>{{"cards", 36},
                                                                  {"box cards", 18},
                                                                  {"red cubes", 20},
                                                                  {"green cubes", 12},
                                                                  {"blue cubes", 20},
                                                                  {"yellow cubes", 12}}));
}

TEST(MfctScoring, DecoratedRowsAreDiscardedAtTheEndOfTheTurn) {
  Table table = ScriptedGame(3);
  EXPECT_EQ(table->Row(0).length, 0);
  for (const char* name : {"red drop", "red arrow", "red gear"}) {
    EXPECT_TRUE(HasCard(table->Discards(), CardNamed(name))) << name;
  }
}

}  // namespace
}  // namespace tinsel::mfct::testing
