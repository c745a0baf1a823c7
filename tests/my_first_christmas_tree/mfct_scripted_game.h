// A scripted game on the example tree in which seat 1 (red cubes) decorates six lines and
// seat 2 (blue cubes) one, so that every item of the scoring list happens:
//   turn  3  seat 1 decorates row 2 (r2t1-r2t3, red drop-arrow-gear): finishing touch, 3
//   turn  4  seat 2 decorates row 2 too (black cards): completed without the touch, 1
//   turn  7  seat 1 decorates r1t1-r3t1 (blue gear-drop-arrow): 2 cubes (r2t1 is covered)
//   turn 11  seat 1 decorates r1t2-r3t4 (white hammer, white gear, red hammer): 2 cubes;
//            row 1 complete: finishing touch, 2
//   turn 17  seat 1 decorates row 3 (green arrow-gear-bricks-hammer): 4 green cards, its
//            maximum: its own box 4 (maximum now 5); row 3 complete: finishing touch, 4;
//            rows 1 and 3 complete and not adjacent: the left base tile, 4
//   turn 21  seat 1 decorates r3t1-r5t1 (white arrow, white three-dots, blue bricks): a cube
//            in every row: the star, 6
//   turn 27  seat 1 decorates row 4 (yellow three-dots-bricks-drop-hammer, red three-dots, 5
//            cards at its maximum 5): 4 yellow, not its maximum: a neutral box 4; row 4
//            complete: finishing touch, 5; 4 completed rows: the right base tile, 3
// Seat 2's hand is empty from turn 4 on, so its turns are "skip take".
#pragma once

#include "mfct_test_util.h"

namespace tinsel::mfct::testing {

inline TableSetup ScriptedSetup() {
  TableSetup setup;
  setup.pool = {"red arrow", "black gear", "red gear", "blue gear"};
  setup.first_hand = {"red drop"};
  setup.second_hand = {"black drop", "black arrow"};
  return setup;
}

// The moves of each turn, from turn 1.
inline const std::vector<std::vector<std::string>>& ScriptedTurns() {
  static const std::vector<std::vector<std::string>> turns = {
      /* 1 */ {"take red arrow", "skip take", "play red drop", "commit play red arrow right"},
      /* 2 */ {"take black gear", "skip take", "play black drop", "commit play black arrow right"},
      /* 3 */
      {"take red gear", "commit take blue gear", "play red gear right", "decorate r2t1-r2t3"},
      /* 4 */ {"skip take", "play black gear right", "decorate r2t1-r2t3"},
      /* 5 */ {"take blue drop", "skip take", "play blue gear", "commit play blue drop right"},
      /* 6 */ {"skip take"},
      /* 7 */
      {"take blue arrow", "commit take white hammer", "play blue arrow right",
       "decorate r1t1-r3t1"},
      /* 8 */ {"skip take"},
      /* 9 */ {"take white gear", "skip take", "play white hammer", "commit play white gear right"},
      /* 10 */ {"skip take"},
      /* 11 */
      {"take red hammer", "commit take green arrow", "play red hammer right", "decorate r1t2-r3t4"},
      /* 12 */ {"skip take"},
      /* 13 */ {"take green gear", "skip take", "play green arrow", "commit play green gear right"},
      /* 14 */ {"skip take"},
      /* 15 */
      {"take green bricks", "commit take green hammer", "play green bricks right", "end turn"},
      /* 16 */ {"skip take"},
      /* 17 */
      {"take white arrow", "commit take white three-dots", "play green hammer right",
       "decorate r3t1-r3t4", "box green"},
      /* 18 */ {"skip take"},
      /* 19 */
      {"take blue bricks", "skip take", "play white arrow", "commit play white three-dots right"},
      /* 20 */ {"skip take"},
      /* 21 */
      {"take yellow three-dots", "commit take yellow bricks", "play blue bricks right",
       "decorate r3t1-r5t1"},
      /* 22 */ {"skip take"},
      /* 23 */
      {"take yellow drop", "skip take", "play yellow three-dots",
       "commit play yellow bricks right"},
      /* 24 */ {"skip take"},
      /* 25 */
      {"take yellow hammer", "commit take red three-dots", "play yellow drop right", "end turn"},
      /* 26 */ {"skip take"},
      /* 27 */
      {"skip take", "play yellow hammer right", "commit play red three-dots right",
       "decorate r4t1-r4t5", "box yellow"},
  };
  return turns;
}

// The example tree's scripted game up to the end of turn `turns` (1-27).
inline Table ScriptedGame(int turns) {
  Table table(ScriptedSetup());
  table.Queue({"blue drop", "blue arrow", "white hammer", "white gear", "red hammer", "green arrow",
               "green gear", "green bricks", "green hammer", "white arrow", "white three-dots",
               "blue bricks", "yellow three-dots", "yellow bricks", "yellow drop", "yellow hammer",
               "red three-dots"});
  for (int turn = 1; turn <= turns; ++turn) {
    const int mover = table->Mover();
    table.DoAll(ScriptedTurns()[turn - 1]);
    if (::testing::Test::HasFatalFailure()) {
      ADD_FAILURE() << "scripted turn " << turn;
      return table;
    }
    EXPECT_NE(table->Mover(), mover) << "turn " << turn << " did not end";
  }
  return table;
}

}  // namespace tinsel::mfct::testing
