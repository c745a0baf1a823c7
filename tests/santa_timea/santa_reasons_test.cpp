// Tests of Santa Timea's move reasons (santa_timea_reasons.cpp): where a boat is bound and what
// it is worth, where a leak goes and what it does there, whose pawn goes overboard, which boat
// moves, from the table and the player's own cards only (never the others' secret ballots).
#include <gtest/gtest.h>

#include <cctype>
#include <memory>
#include <string>
#include <vector>

#include "../move_reason_checks.h"
#include "games/santa_timea/santa_timea.h"
#include "santa_test_util.h"
#include "tinsel/rng.h"

namespace tinsel::santa {
namespace {

using testing::Do;
using testing::NewGame;
using testing::SetUpGame;
using testing::VoteAll;

// Three players (green 0 starts, red 1, yellow 2): green's boat on lane 1 (the left island),
// red's on 3 (middle), yellow's on 6 (right), black on 7. The red boat is full, with one green
// sailor among red's five pawns.
std::unique_ptr<SantaTimeaState> ThreeBoats() {
  auto s = NewGame(3);
  SetUpGame(*s, 0, {1, 3, 6, 7},
            {{"officer in green", "officer in green", "sailor in green", "sailor in green",
              "sailor in green", "sailor in red", "sailor in black"},
             {"officer in red", "officer in red", "sailor in red", "sailor in red", "sailor in red",
              "sailor in black", "sailor in black"},
             {"officer in yellow", "officer in yellow", "sailor in yellow", "sailor in yellow",
              "sailor in yellow", "sailor in black", "sailor in black"}});
  return s;
}

TEST(SantaReasons, ABoatsLaneNamesItsIslandAndPoints) {
  auto s = NewGame(3);
  Do(*s, "start 1");
  ASSERT_EQ(s->CurrentPlayer(), 0);
  EXPECT_EQ(s->MoveReason(0, act::PlaceBoat(0, 0)),
            "it sends your boat down lane 1 to the left island (6 points a sailor, 8 an officer)");
  EXPECT_EQ(s->MoveReason(0, act::PlaceBoat(kBlack, 6)),
            "it sends the black boat down lane 7 to the right island (5 points a sailor, 7 an "
            "officer)");
}

TEST(SantaReasons, SeatingAPawnSaysItsWorthAndVotes) {
  auto s = NewGame(3);
  Do(*s, "start 1");
  Do(*s, "boat green @ lane 1");
  Do(*s, "boat red @ lane 3");
  Do(*s, "boat yellow @ lane 6");
  Do(*s, "black @ lane 7");
  ASSERT_EQ(s->step(), Step::kSeatPawn);
  EXPECT_EQ(s->MoveReason(0, act::SeatPawn(Rank::kOfficer, 0)),
            "your officer boards the green boat, worth 8 points if it lands, and gives you 2 of "
            "its overboard votes");
}

TEST(SantaReasons, ALeakBallotNamesTheBoatAndWhatHappensThere) {
  auto s = ThreeBoats();
  ASSERT_EQ(s->ballot_kind(), BallotKind::kLeak);
  ASSERT_EQ(s->CurrentPlayer(), 0);
  EXPECT_EQ(s->MoveReason(0, act::Vote(2)),
            "this ballot sends the leak to the yellow boat: 1 leak for 5 pawns, none of them "
            "yours, 4 moves from the right island (5 points a sailor, 7 an officer)");
  EXPECT_EQ(s->MoveReason(0, act::Vote(1)),
            "this ballot sends the leak to the red boat, full, so a pawn goes overboard there: 1 "
            "leak for 5 pawns, 1 of them yours, 4 moves from the middle island (4 points a "
            "sailor, 6 an officer)");
  EXPECT_EQ(s->MoveReason(0, act::kVoteHat),
            "your Captain's Hat picks the result if nobody else plays one (2 hats left after)");
  EXPECT_EQ(
      s->MoveReason(0, act::Say(2))
          .rfind("an announcement binds nothing, but asks for a ballot that sends the leak to the "
                 "yellow boat",
                 0),
      0u);
}

TEST(SantaReasons, AnOverboardBallotNamesWhosePawnGoes) {
  auto s = ThreeBoats();
  VoteAll(*s, {"red", "red", "red"});
  ASSERT_EQ(s->ballot_kind(), BallotKind::kOverboard);
  ASSERT_EQ(s->CurrentPlayer(), 0);
  EXPECT_EQ(s->MoveReason(0, act::Vote(1)),
            "this ballot throws a red pawn out of the red boat (red has 5 there) and keeps your "
            "1 pawn");
  EXPECT_EQ(s->MoveReason(0, act::Vote(0)),
            "this ballot gives up one of your own pawns out of the red boat, a sailor first");
}

TEST(SantaReasons, AMoveBallotAPickAndChangingBoats) {
  auto s = ThreeBoats();
  VoteAll(*s, {"yellow", "yellow", "yellow"});
  ASSERT_EQ(s->ballot_kind(), BallotKind::kMove);
  ASSERT_EQ(s->CurrentPlayer(), 0);
  EXPECT_EQ(s->MoveReason(0, act::Vote(0)),
            "this ballot moves the green boat one row on: 0 leaks for 5 pawns, 5 of them yours, 3 "
            "moves from the left island (6 points a sailor, 8 an officer)");
  // One hat: its player picks.
  VoteAll(*s, {"hat", "red", "yellow"});
  ASSERT_EQ(s->step(), Step::kPick);
  ASSERT_EQ(s->CurrentPlayer(), 0);
  EXPECT_EQ(s->MoveReason(0, act::Pick(0)).rfind("your pick moves the green boat one row on", 0),
            0u);
  Do(*s, "pick green");
  ASSERT_EQ(s->step(), Step::kLeaveBoat);
  ASSERT_EQ(s->CurrentPlayer(), 0);
  EXPECT_EQ(s->MoveReason(0, act::Out(Rank::kSailor, kBlack)),
            "your sailor leaves the black boat (0 leaks for 5 pawns, 1 of them yours, 4 moves "
            "from the right island (5 points a sailor, 7 an officer)) to board another");
  while (s->step() == Step::kLeaveBoat)
    Do(*s, s->ActionToString(s->CurrentPlayer(), s->LegalActions().front()));
  ASSERT_EQ(s->step(), Step::kBoard);
  const int p = s->CurrentPlayer();
  const std::string board = s->MoveReason(p, s->LegalActions().front());
  EXPECT_EQ(board.rfind("your ", 0), 0u) << board;
  EXPECT_NE(board.find(" boards the "), std::string::npos) << board;
  EXPECT_NE(board.find(" of them yours, "), std::string::npos) << board;
}

TEST(SantaReasons, EveryMoveOfRandomGamesHasAReasonThatHidesNothing) {
  testing_support::ExpectReasonsAlongRandomGames(SantaTimea(), 3, {}, 200, 7);
  testing_support::ExpectReasonsAlongRandomGames(SantaTimea(), 5, {}, 150, 8);
}

}  // namespace
}  // namespace tinsel::santa
