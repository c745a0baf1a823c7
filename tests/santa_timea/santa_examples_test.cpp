// The rulebook's seven worked examples, replayed with real actions.
//
// Seats and colours: seat 0 is green, 1 red, 2 yellow, 3 blue. The examples' "Player 1-4"
// are seats 0-3; where an example names a colour that a 4-player game here does not have,
// or gives a player another colour, the comment says which colour stands in for it.
#include "santa_test_util.h"

namespace tinsel::santa::testing {
namespace {

// Position A (start player seat 0): the black boat is full with Player 2 (red): an officer
// and two sailors, Player 3 (yellow): an officer and a sailor, Player 4 (blue): a sailor.
// The green boat has two empty seats; every other boat is full.
std::unique_ptr<SantaTimeaState> PositionA() {
  auto s = NewGame(4);
  SetUpGame(*s, 0, {1, 2, 3, 6, 7},
            {
                {"officer in green", "sailor in green", "sailor in green", "sailor in green",
                 "officer in red", "sailor in red", "sailor in red"},
                {"officer in black", "sailor in black", "sailor in black", "officer in red",
                 "sailor in red", "sailor in red", "sailor in blue"},
                {"officer in black", "sailor in black", "officer in yellow", "sailor in yellow",
                 "sailor in yellow", "sailor in yellow", "sailor in blue"},
                {"sailor in black", "officer in yellow", "sailor in yellow", "officer in blue",
                 "sailor in blue", "sailor in blue", "sailor in blue"},
            });
  return s;
}

TEST(SantaExamples, PositionAIsAsDescribed) {
  auto s = PositionA();
  EXPECT_EQ(s->phase(), Phase::kLeak);
  EXPECT_EQ(s->step(), Step::kVote);
  EXPECT_EQ(s->boat(kBlack).Pawns(), 6);
  EXPECT_EQ(s->boat(kBlack).WeightOf(1), 4);
  EXPECT_EQ(s->boat(kBlack).WeightOf(2), 3);
  EXPECT_EQ(s->boat(kBlack).WeightOf(3), 1);
  EXPECT_EQ(s->boat(0).EmptySeats(), 2);
}

// Example 1: a leak ballot. Player 1 plays black, Player 2 green, Player 3 red, Player 4
// green: the green boat has the majority and takes a leak in an empty seat.
TEST(SantaExamples, Example1LeakBallotMajority) {
  auto s = PositionA();
  Do(*s, "say black");  // Player 1 argues for black (not binding)
  VoteAll(*s, {"black", "green", "red", "green"});
  const BallotRecord& r = s->last_ballot();
  EXPECT_EQ(r.kind, BallotKind::kLeak);
  EXPECT_EQ(r.tally.rule, TallyRule::kMajority);
  EXPECT_EQ(r.tally.counts[0], 2);
  EXPECT_EQ(r.tally.counts[kBlack], 1);
  EXPECT_EQ(r.tally.counts[1], 1);
  EXPECT_EQ(r.result, 0);
  EXPECT_EQ(s->boat(0).Leaks(), 1);
  EXPECT_EQ(s->boat(0).EmptySeats(), 1);
  EXPECT_EQ(s->leak_supply(), kLeakSupply - 1);
  EXPECT_EQ(s->ExplainLastBallot(), "Most votes (2): the leak goes into the green boat.");
  ASSERT_EQ(s->announcements().size(), 1u);
  EXPECT_EQ(s->announcements()[0].colour, kBlack);
  EXPECT_EQ(s->phase(), Phase::kMove);
}

// Example 2: the black boat (full) is voted to get a leak. Player 1 has no pawn in it and
// may not vote. Player 2 (1 officer + 2 sailors: 4 votes; the example's green) votes
// against Player 4 (the example's yellow, here blue); Player 3 (officer + sailor: 3 votes;
// the example's purple, here yellow) and Player 4 (a sailor: 1 vote) vote against Player 2.
// 4 to 4: the start player, Player 1, picks among the tied colours although not voting,
// and throws Player 4's sailor overboard; a leak takes the seat.
TEST(SantaExamples, Example2ThrowOverboardTieStartPlayerPicks) {
  auto s = PositionA();
  VoteAll(*s, {"black", "black", "black", "black"});
  ASSERT_EQ(s->ballot_kind(), BallotKind::kOverboard);
  EXPECT_EQ(s->ballot_boat(), kBlack);
  EXPECT_FALSE(s->IsEligible(0));
  EXPECT_EQ(s->BallotWeight(1), 4);
  EXPECT_EQ(s->BallotWeight(2), 3);
  EXPECT_EQ(s->BallotWeight(3), 1);
  EXPECT_EQ(s->CurrentPlayer(), 1);  // Player 1 is skipped
  VoteAll(*s, {"", "blue", "red", "red"});
  ASSERT_EQ(s->step(), Step::kPick);
  EXPECT_EQ(s->CurrentPlayer(), 0);
  EXPECT_EQ(s->last_ballot().tally.rule, TallyRule::kTie);
  EXPECT_EQ(s->last_ballot().tally.counts[1], 4);
  EXPECT_EQ(s->last_ballot().tally.counts[3], 4);
  EXPECT_EQ(Why(*s, "pick yellow"), "You may only pick one of: red, blue.");
  Do(*s, "pick blue");
  EXPECT_EQ(s->boat(kBlack).PawnsOf(3), 0);
  EXPECT_EQ(s->boat(kBlack).Leaks(), 1);
  EXPECT_EQ(s->boat(kBlack).Pawns(), 5);
  EXPECT_EQ(s->crew(3).lost[RankIndex(Rank::kSailor)], 1);
  EXPECT_EQ(s->leak_supply(), kLeakSupply - 1);
  EXPECT_EQ(s->ExplainLastBallot(),
            "Tie between red, blue; the start player Green picks: a blue pawn is thrown out of "
            "the black boat.");
  EXPECT_EQ(s->phase(), Phase::kMove);
}

// Example 3: the move ballot. The boat with the most votes moves straight ahead one row
// (it keeps its lane); a tie is decided by the start player.
TEST(SantaExamples, Example3MoveBallot) {
  auto s = PositionA();
  VoteAll(*s, {"green", "green", "green", "green"});
  ASSERT_EQ(s->ballot_kind(), BallotKind::kMove);
  VoteAll(*s, {"yellow", "yellow", "blue", "yellow"});
  EXPECT_EQ(s->boat(2).row, 1);
  EXPECT_EQ(s->boat(2).lane, 2);
  EXPECT_EQ(s->boat(3).row, 0);
  EXPECT_EQ(s->phase(), Phase::kChange);
}

// Positions for examples 4 and 5, reached in two turns. The turn-1 start player is seat 3
// (Player 4), so Player 1 (seat 0) is the start player of turn 2. The examples' boats
// yellow, purple, green, black, red are here yellow, blue, green, black, red.
std::unique_ptr<SantaTimeaState> PositionB() {
  auto s = NewGame(4);
  SetUpGame(*s, 3, {1, 2, 3, 6, 7},
            {
                {"officer in yellow", "sailor in yellow", "officer in red", "sailor in red",
                 "sailor in red", "sailor in red", "sailor in black"},
                {"officer in blue", "sailor in blue", "sailor in green", "officer in red",
                 "sailor in red", "sailor in black", "sailor in black"},
                {"officer in green", "sailor in green", "sailor in green", "sailor in green",
                 "officer in black", "sailor in black", "sailor in black"},
                {"officer in yellow", "sailor in yellow", "sailor in yellow", "sailor in yellow",
                 "officer in blue", "sailor in blue", "sailor in green"},
            });
  // Turn 1: a leak into blue, the red boat moves, then everyone changes boats in a ring.
  VoteAll(*s, {"blue", "blue", "blue", "blue"});
  VoteAll(*s, {"red", "red", "red", "red"});
  Do(*s, "sailor out of yellow");  // Player 4 (start)
  Do(*s, "sailor out of red");     // Player 1
  Do(*s, "sailor out of black");   // Player 2
  Do(*s, "sailor out of green");   // Player 3
  Do(*s, "board black");           // Player 3 boards first
  Do(*s, "board red");
  Do(*s, "board yellow");
  Do(*s, "board blue");
  // Turn 2 (Player 1 starts): a leak into green, the red boat moves again.
  VoteAll(*s, {"green", "green", "green", "green"});
  VoteAll(*s, {"red", "red", "red", "red"});
  return s;
}

// Example 4: from the start player clockwise, Player 1 takes the officer out of the yellow
// boat, Player 2 the officer out of the (example's purple) blue boat, Player 3 a sailor out
// of the green boat. Player 4 only has pawns in boats already left (yellow, blue, green) and
// none in black and red, so may not move any pawn.
TEST(SantaExamples, Example4LeavingTheBoats) {
  auto s = PositionB();
  ASSERT_EQ(s->phase(), Phase::kChange);
  ASSERT_EQ(s->start_player(), 0);
  for (int b = 0; b < kNumColours; ++b) {
    if (s->InPlay(b)) {
      EXPECT_EQ(s->boat(b).EmptySeats(), 0) << b;
    }
  }
  EXPECT_EQ(s->boat(3).PawnsOf(3), 3);
  EXPECT_EQ(s->boat(1).PawnsOf(3) + s->boat(kBlack).PawnsOf(3), 0);
  EXPECT_EQ(s->CurrentPlayer(), 0);
  Do(*s, "officer out of yellow");
  EXPECT_EQ(s->LeftBy(2), 0);
  EXPECT_EQ(s->CurrentPlayer(), 1);
  Do(*s, "officer out of blue");
  EXPECT_EQ(s->CurrentPlayer(), 2);
  EXPECT_EQ(Why(*s, "sailor out of blue"), "You have no pawn in that boat.");
  Do(*s, "sailor out of green");
  // Player 4 is skipped: boarding starts with the last player who left, Player 3.
  EXPECT_EQ(s->step(), Step::kBoard);
  EXPECT_EQ(s->CurrentPlayer(), 2);
  EXPECT_EQ(s->behind().size(), 3u);
  EXPECT_EQ(s->BehindPawns(3), 0);
}

// Example 5: boarding in reverse order. Player 3's sailor boards the (purple) blue boat,
// Player 2's officer boards the green boat. Every boat but yellow is now full and Player
// 1's officer may not return to the yellow boat it left: it is removed from the game.
TEST(SantaExamples, Example5ReboardingAndDrowning) {
  auto s = PositionB();
  Do(*s, "officer out of yellow");
  Do(*s, "officer out of blue");
  Do(*s, "sailor out of green");
  EXPECT_EQ(Why(*s, "board green"), "Your pawn may not return to the boat it left.");
  Do(*s, "board blue");
  EXPECT_EQ(s->CurrentPlayer(), 1);
  EXPECT_EQ(Why(*s, "board blue"), "Your pawn may not return to the boat it left.");
  Do(*s, "board green");
  // Player 1 had no legal seat: drowned automatically; the next turn begins.
  EXPECT_EQ(s->crew(0).lost[RankIndex(Rank::kOfficer)], 1);
  EXPECT_EQ(s->boat(2).EmptySeats(), 1);
  EXPECT_EQ(s->events().back().kind, Event::Kind::kStartPlayer);
  bool drowned = false;
  for (const Event& e : s->events()) {
    if (e.kind == Event::Kind::kDrowned) {
      drowned = true;
      EXPECT_EQ(e.player, 0);
      EXPECT_EQ(e.rank, Rank::kOfficer);
      EXPECT_EQ(s->DescribeEvent(e),
                "Green's officer from the yellow boat finds no seat and drowns.");
    }
  }
  EXPECT_TRUE(drowned);
  EXPECT_EQ(s->start_player(), 1);
  EXPECT_EQ(s->phase(), Phase::kLeak);
}

// Example 6: the full black boat gets a leak. Player 4 is the only one to play a Captain's
// Hat, so Player 4 decides: the (example's purple) yellow colour, and Player 3 removes the
// sailor, not the officer. The Hat is spent.
TEST(SantaExamples, Example6OneCaptainsHatDecides) {
  auto s = PositionA();
  VoteAll(*s, {"black", "black", "black", "black"});
  ASSERT_EQ(s->ballot_kind(), BallotKind::kOverboard);
  VoteAll(*s, {"", "blue", "red", "hat"});
  ASSERT_EQ(s->step(), Step::kPick);
  EXPECT_EQ(s->CurrentPlayer(), 3);
  EXPECT_EQ(s->last_ballot().tally.rule, TallyRule::kOneHat);
  EXPECT_EQ(s->HatsLeft(3), kHatsPerPlayer - 1);
  Do(*s, "pick yellow");
  EXPECT_EQ(s->boat(kBlack).PawnsOf(2, Rank::kSailor), 0);
  EXPECT_EQ(s->boat(kBlack).PawnsOf(2, Rank::kOfficer), 1);
  EXPECT_EQ(s->crew(2).lost[RankIndex(Rank::kSailor)], 1);
  EXPECT_EQ(s->ExplainLastBallot(),
            "Blue played the only Captain's Hat and picks: a yellow pawn is thrown out of the "
            "black boat.");
}

// Example 7: in a leak ballot Players 1 and 2 play Captain's Hats; they cancel. One vote
// is for green and one for red: a tie, so the start player (Player 1) picks among green and
// red only, and picks green. Both Hats are spent although they had no effect.
TEST(SantaExamples, Example7TwoHatsCancel) {
  auto s = PositionA();
  VoteAll(*s, {"hat", "hat", "green", "red"});
  ASSERT_EQ(s->step(), Step::kPick);
  EXPECT_EQ(s->CurrentPlayer(), 0);
  EXPECT_EQ(s->last_ballot().tally.rule, TallyRule::kHatsCancelTie);
  EXPECT_EQ(s->last_ballot().tally.hats, 2);
  EXPECT_EQ(Why(*s, "pick black"), "You may only pick one of: green, red.");
  Do(*s, "pick green");
  EXPECT_EQ(s->boat(0).Leaks(), 1);
  EXPECT_EQ(s->HatsLeft(0), kHatsPerPlayer - 1);
  EXPECT_EQ(s->HatsLeft(1), kHatsPerPlayer - 1);
  EXPECT_EQ(s->HatsLeft(2), kHatsPerPlayer);
}

}  // namespace
}  // namespace tinsel::santa::testing
