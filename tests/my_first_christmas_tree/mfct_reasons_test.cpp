// Tests of My First Christmas Tree's move reasons (my_first_christmas_tree_reasons.cpp): how a
// take or a play grows the row along the tree, and what a decoration, a cube, a box count or
// ending the turn gains (cubes, rows, finishing touches, the star, box cards), from the
// player's own hand and the open table only.
#include <gtest/gtest.h>

#include <cctype>
#include <memory>
#include <string>
#include <vector>

#include "../move_reason_checks.h"
#include "games/my_first_christmas_tree/my_first_christmas_tree.h"
#include "mfct_scripted_game.h"
#include "mfct_test_util.h"
#include "tinsel/rng.h"

namespace tinsel::mfct::testing {
namespace {

// The reason for the move `text` of the player to move.
std::string ReasonFor(Table& table, const std::string& text) {
  table.ResolveChance();
  const int player = table->CurrentPlayer();
  const std::optional<Action> action = table->StringToAction(player, text);
  EXPECT_TRUE(action.has_value()) << text;
  return action ? table->MoveReason(player, *action) : "";
}

TEST(MfctReasons, TakingAndPlayingSayHowTheRowGrowsAlongTheTree) {
  Table table = ScriptedGame(2);  // seat 1's row: red drop, red arrow
  EXPECT_EQ(ReasonFor(table, "take red gear"),
            "the red gear can grow your row to 3 cards along the tree");
  EXPECT_EQ(ReasonFor(table, "take blue gear"),
            "the blue gear can grow your row to 3 cards along the tree");
  EXPECT_EQ(ReasonFor(table, "commit refresh"),
            "spending your commit, it brings 4 new cards to a pool that does not suit you");
  EXPECT_EQ(ReasonFor(table, "skip take"),
            "you take nothing, and with an empty hand your turn passes");
  table.DoAll({"take red gear", "commit take blue gear"});
  EXPECT_EQ(ReasonFor(table, "play red gear right"),
            "your row grows to 3 cards reading along the tree, enough to decorate with 3 cubes");
  // Gear-Drop-Arrow reads along r1t1-r3t1 as well: either end keeps the row.
  EXPECT_EQ(ReasonFor(table, "play red gear left"),
            "your row grows to 3 cards reading along the tree, enough to decorate with 3 cubes");
}

TEST(MfctReasons, TheFirstCardStartsTheRow) {
  Table table = ScriptedGame(4);  // seat 1's decorated row was discarded
  table.DoAll({"take blue drop", "skip take"});
  EXPECT_EQ(ReasonFor(table, "play blue gear"), "the blue gear starts your row");
  table.Do("play blue gear");
  EXPECT_EQ(ReasonFor(table, "commit play blue drop right"),
            "spending your commit, your row grows to 2 cards reading along the tree");
}

TEST(MfctReasons, ADecorationSaysItsRowsAndPoints) {
  Table table = ScriptedGame(2);
  table.DoAll({"take red gear", "commit take blue gear", "play red gear right"});
  const std::string reason = ReasonFor(table, "decorate r2t1-r2t3");
  EXPECT_EQ(reason,
            "it decorates the line r2t1-r2t3 with 3 cubes, 3 cubes on the tree, completes "
            "row 2, the finishing touch on row 2 (3 points): 6 points now");
  EXPECT_EQ(ReasonFor(table, "end turn"), "your row of 3 may grow longer for more cubes");
}

TEST(MfctReasons, TheStarAndTheBoxesAreNamed) {
  Table table = ScriptedGame(16);
  table.DoAll({"take white arrow", "commit take white three-dots", "play green hammer right",
               "decorate r3t1-r3t4"});
  EXPECT_EQ(ReasonFor(table, "box green"),
            "counting your 4 green cards, the finishing touch on row 3 (4 points), takes the left "
            "base (4 points), takes your own box card: rows may now grow to 5: 11 points now");
  table = ScriptedGame(20);
  table.DoAll({"take yellow three-dots", "commit take yellow bricks", "play blue bricks right"});
  const std::string star = ReasonFor(table, "decorate r3t1-r5t1");
  EXPECT_NE(star.find("takes the star (6 points)"), std::string::npos) << star;
}

TEST(MfctReasons, ACubeSaysHowMuchOfItsRowIsCovered) {
  Table table(ExampleSetup());
  table.Queue({"yellow hammer"});
  table.DoAll({"take blue drop", "skip take", "play red gear", "commit play blue drop right"});
  table.DoAll({"skip take", "play white hammer", "end turn"});
  table.Queue({"white drop", "black arrow"});
  table.DoAll({"take red arrow", "commit take red three-dots", "play red arrow right"});
  EXPECT_EQ(ReasonFor(table, "end turn"), "your row of 3 may grow longer for more cubes");
  table.Do("end turn");
  table.DoAll({"skip take", "play black bricks right", "skip take", "play red three-dots right",
               "decorate r1t1-r4t1"});
  EXPECT_EQ(ReasonFor(table, "cube r2t1"),
            "a cube on r2t1 covers 1 of row 2's 3 tiles: 1 point now");
}

TEST(MfctReasons, EveryMoveOfRandomGamesHasAReasonThatHidesNothing) {
  testing_support::ExpectReasonsAlongRandomGames(MyFirstChristmasTree(), 2, {}, 300, 9);
}

}  // namespace
}  // namespace tinsel::mfct::testing
