// Tests of Ghosts of Christmas's move reasons (ghosts_of_christmas_reasons.cpp): a bid says what
// it needs and what the hand holds; a card says what the dial demands, whether it wins its
// trick, and what it keeps; from the player's own hand and the table only.
#include <gtest/gtest.h>

#include <cctype>
#include <memory>
#include <string>
#include <vector>

#include "../move_reason_checks.h"
#include "games/ghosts_of_christmas/ghosts_of_christmas.h"
#include "ghosts_test_util.h"
#include "tinsel/rng.h"

namespace tinsel::ghosts {
namespace {

using testing::DealHands;
using testing::Do;
using testing::NewGhosts;
using testing::ParseCards;

Action PlayOf(const std::string& text) { return *ParsePlay(text); }

// Three players, seat 0 starts; seat 2 has no Stars. Everyone bids 1 door.
std::unique_ptr<GhostsOfChristmasState> ThreeHands(bool bid = true) {
  auto state = NewGhosts(3);
  DealHands(*state, {ParseCards("H12 H4 H5 S7 S8 S9 S10 S11 B4 B5 B6 C6"),
                     ParseCards("S4 S5 S6 S12 H6 H7 B7 B8 B9 C7 C8 C9"),
                     ParseCards("H8 H9 H10 H11 B10 B11 B12 C4 C5 C10 C11 C12")});
  if (bid) {
    for (int seat = 0; seat < 3; ++seat) Do(*state, "bid 1");
  }
  return state;
}

TEST(GhostsReasons, ABidSaysWhatItNeedsAndWhatTheHandHolds) {
  auto state = ThreeHands(/*bid=*/false);
  ASSERT_EQ(state->CurrentPlayer(), 0);
  EXPECT_EQ(state->MoveReason(0, BidAction(3, false)),
            "you succeed with exactly 3 wreaths: 2 points each (6), with 3 Hearts and 3 cards of "
            "10 or more in your hand");
  EXPECT_EQ(state->MoveReason(0, BidAction(2, true)).rfind("you succeed with 2 or 3 wreaths", 0),
            0u);
}

TEST(GhostsReasons, TheFirstCardSetsTheDialAndTheTopHeartWins) {
  auto state = ThreeHands();
  ASSERT_EQ(state->CurrentPlayer(), 0);
  EXPECT_EQ(state->MoveReason(0, PlayOf("S9 -> past")),
            "it sets the Past dial to Stars: no card in the Past beats it so far, keeping the 12 "
            "of Hearts for later");
  // No Heart above the 12: it wins whatever comes.
  EXPECT_EQ(state->MoveReason(0, PlayOf("H12 -> present")),
            "it sets the Present dial to Hearts, and it wins the Present trick: a wreath for your "
            "doors");
}

TEST(GhostsReasons, FollowingSuitAndACardThatCannotWin) {
  auto state = ThreeHands();
  Do(*state, "S9 -> past");
  ASSERT_EQ(state->CurrentPlayer(), 1);
  const std::string low = state->MoveReason(1, PlayOf("S5 -> past"));
  EXPECT_EQ(low,
            "you must follow the Stars on the Past dial: it cannot beat the 9 of Stars, so "
            "it wins no wreath, keeping the 7 of Hearts for later");
  const std::string high = state->MoveReason(1, PlayOf("S12 -> past"));
  EXPECT_NE(high.find("no card in the Past beats it so far"), std::string::npos) << high;
}

TEST(GhostsReasons, WithoutTheDialsSuitTheLastHeartWinsThePast) {
  auto state = ThreeHands();
  Do(*state, "S9 -> past");
  Do(*state, "S5 -> past");
  ASSERT_EQ(state->CurrentPlayer(), 2);
  EXPECT_EQ(state->MoveReason(2, PlayOf("H8 -> past")),
            "with no Stars in hand, any card may go into the Past, and it wins the Past trick: a "
            "wreath for your doors");
  const std::string off = state->MoveReason(2, PlayOf("B10 -> past"));
  EXPECT_NE(off.find("cannot beat the 9 of Stars"), std::string::npos) << off;
}

TEST(GhostsReasons, TheRoundsLastCardKnowsTheTrick) {
  auto state = ThreeHands();
  // Seats play in turn; the Past is scored first (seat 0 leads with Stars).
  for (const char* text : {"S9 -> past", "S5 -> past", "H8 -> past", "B4 -> present",
                           "B7 -> present", "B10 -> present", "C6 -> future", "C7 -> future"}) {
    Do(*state, text);
  }
  ASSERT_EQ(state->CurrentPlayer(), 2);
  // H8 won the Past, so seat 2 leads the Present (Bells: B10 wins it) and then the Future.
  EXPECT_EQ(state->MoveReason(2, PlayOf("C12 -> future")),
            "you must follow the Candles on the Future dial, and it wins the Future trick, more "
            "wreaths than your doors hold");
  EXPECT_NE(state->MoveReason(2, PlayOf("C4 -> future")).find("cannot beat the 7 of Candles"),
            std::string::npos);
}

TEST(GhostsReasons, EveryMoveOfRandomGamesHasAReasonThatHidesNothing) {
  testing_support::ExpectReasonsAlongRandomGames(GhostsOfChristmas(), 3, {}, 120, 5);
  testing_support::ExpectReasonsAlongRandomGames(GhostsOfChristmas(), 4, {{"bidding", "tiny-tim"}},
                                                 120, 6);
}

}  // namespace
}  // namespace tinsel::ghosts
