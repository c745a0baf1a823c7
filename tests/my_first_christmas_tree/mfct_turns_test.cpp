// Turns and rounds: the players alternate from the first player, a round is one turn each,
// and 20 rounds in a row without a cube end the game (ruling 22).
#include "mfct_scripted_game.h"

namespace tinsel::mfct::testing {
namespace {

TEST(MfctTurns, PlayersAlternateAndRoundsCountFromTheFirstPlayer) {
  TableSetup setup = ExampleSetup();
  setup.first_seat = 2;
  Table table(setup);
  EXPECT_EQ(table->Mover(), 1);
  EXPECT_EQ(table->Round(), 1);
  table.DoAll({"skip take", "play red gear"});  // seat 2 (index 1) holds the red gear
  EXPECT_EQ(table->Mover(), 0);
  EXPECT_EQ(table->Round(), 1);
  table.DoAll({"skip take", "play white hammer", "end turn"});
  EXPECT_EQ(table->Mover(), 1);
  EXPECT_EQ(table->Round(), 2);
  EXPECT_EQ(table->TurnsTaken(0), 1);
  EXPECT_EQ(table->TurnsTaken(1), 1);
}

TEST(MfctTurns, TwentyRoundsWithoutACubeEndTheGame) {
  // Nobody ever holds 3 cards in a row: seat 1 plays its one card, seat 2 its two, then
  // both only skip taking. No cube is ever placed.
  Table table(ExampleSetup());
  table.DoAll({"skip take", "play red gear"});
  table.DoAll({"skip take", "play white hammer", "end turn"});
  EXPECT_EQ(table->QuietRounds(), 1);
  table.Do("skip take");
  table.DoAll({"skip take", "play black bricks right"});
  EXPECT_EQ(table->QuietRounds(), 2);
  for (int round = 3; round < kStallRounds; ++round) {
    table.DoAll({"skip take", "skip take"});
    EXPECT_EQ(table->QuietRounds(), round);
  }
  // The last quiet round: seat 1's turn, then seat 2's ends the game.
  table.Do("skip take");
  ASSERT_FALSE(table->IsTerminal());
  const Action last = *table->StringToAction(1, "skip take");
  EXPECT_EQ(LogSentence(table->DescribeAction(1, last, kPublicViewer), 1, {"You", "Holly"}),
            "Holly takes no card from the pool. No cube in 20 rounds: the game is over.");
  table.Do("skip take");
  EXPECT_TRUE(table->IsTerminal());
  EXPECT_EQ(table->QuietRounds(), kStallRounds);
  EXPECT_FALSE(table->EndTriggered());
  EXPECT_EQ(table->TurnsTaken(0), kStallRounds);
  EXPECT_EQ(table->TurnsTaken(1), kStallRounds);
  // Scored as usual: both -20, a shared victory.
  EXPECT_EQ(table->Scores(), (std::vector<double>{-20, -20}));
  EXPECT_EQ(table->Winners(), (std::vector<bool>{true, true}));
}

TEST(MfctTurns, QuietRoundsCountUpAndACubeResetsThem) {
  // The scripted game: round 1 (turns 1-2) places no cube, round 2 (turns 3-4) does; rounds
  // 7 and 8 (turns 13-16) are quiet, round 9 (turn 17) decorates again.
  EXPECT_EQ(ScriptedGame(2)->QuietRounds(), 1);
  EXPECT_EQ(ScriptedGame(4)->QuietRounds(), 0);
  EXPECT_EQ(ScriptedGame(16)->QuietRounds(), 2);
  EXPECT_EQ(ScriptedGame(18)->QuietRounds(), 0);
  EXPECT_EQ(ScriptedGame(22)->Round(), 12);
}

TEST(MfctTurns, TheHigherScoreWins) {
  Table table = ScriptedGame(27);
  // Row 5 has no finishing touch yet: both players stall from here until the game ends.
  while (!table->IsTerminal()) {
    const std::vector<std::string> legal = table.Legal();
    table.Do(Has(legal, "skip take")  ? "skip take"
             : Has(legal, "end turn") ? "end turn"
                                      : legal.front());
    ASSERT_FALSE(::testing::Test::HasFatalFailure());
  }
  EXPECT_GT(table->Scores()[0], table->Scores()[1]);
  EXPECT_EQ(table->Winners(), (std::vector<bool>{true, false}));
}

}  // namespace
}  // namespace tinsel::mfct::testing
