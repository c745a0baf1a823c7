// Setup, ejection, sinking, hats, leak supply, landing, scoring and the end.
#include "santa_test_util.h"

namespace tinsel::santa::testing {
namespace {

TEST(SantaRules, CrewSizesAndCardsByPlayerCount) {
  for (int players = kMinPlayers; players <= kMaxPlayers; ++players) {
    auto s = NewGame(players);
    const int sailors = players <= 4 ? 5 : 4;
    for (int p = 0; p < players; ++p) {
      EXPECT_EQ(s->crew(p).unseated[RankIndex(Rank::kOfficer)], 2);
      EXPECT_EQ(s->crew(p).unseated[RankIndex(Rank::kSailor)], sailors);
      EXPECT_EQ(s->HatsLeft(p), 3);
      EXPECT_EQ(static_cast<int>(s->ColourCards(p).size()), players + 1);
    }
    EXPECT_EQ(s->leak_supply(), 15);
    EXPECT_TRUE(s->IsChanceNode());
    EXPECT_EQ(static_cast<int>(s->ChanceOutcomes().size()), players);
  }
  EXPECT_EQ(SantaTimea().NewInitialState(2, {}), nullptr);
  EXPECT_EQ(SantaTimea().NewInitialState(7, {}), nullptr);
}

TEST(SantaRules, SetupOrder) {
  auto s = NewGame(4);
  Do(*s, "start 3");  // seat 2 (yellow) starts
  EXPECT_EQ(s->start_player(), 2);
  EXPECT_EQ(s->step(), Step::kPlaceBoat);
  EXPECT_EQ(s->CurrentPlayer(), 2);
  EXPECT_EQ(Why(*s, "boat green @ lane 1"), "That is not your boat.");
  EXPECT_EQ(Why(*s, "black @ lane 1"), "That is not your boat.");
  Do(*s, "boat yellow @ lane 1");
  EXPECT_EQ(s->CurrentPlayer(), 3);
  EXPECT_EQ(Why(*s, "boat blue @ lane 1"), "Start field 1 already holds the yellow boat.");
  Do(*s, "boat blue @ lane 2");
  EXPECT_EQ(s->CurrentPlayer(), 0);
  Do(*s, "boat green @ lane 3");
  EXPECT_EQ(s->CurrentPlayer(), 1);
  Do(*s, "boat red @ lane 4");
  // The start player places the black boat.
  EXPECT_EQ(s->step(), Step::kPlaceBlack);
  EXPECT_EQ(s->CurrentPlayer(), 2);
  EXPECT_EQ(Why(*s, "boat yellow @ lane 5"), "Place the black boat now.");
  EXPECT_EQ(s->LegalActions().size(), 3u);
  Do(*s, "black @ lane 7");
  EXPECT_EQ(s->boat(kBlack).lane, 6);
  // Pawns one at a time clockwise from the start player, 28 in all.
  std::vector<int> order;
  while (s->step() == Step::kSeatPawn) {
    order.push_back(s->CurrentPlayer());
    ASSERT_TRUE(s->ApplyAction(s->LegalActions().front()).ok());
  }
  ASSERT_EQ(order.size(), 28u);
  for (size_t i = 0; i < order.size(); ++i) EXPECT_EQ(order[i], static_cast<int>((2 + i) % 4));
  EXPECT_EQ(s->phase(), Phase::kLeak);
  EXPECT_EQ(s->turn(), 1);
  for (int p = 0; p < 4; ++p) EXPECT_EQ(s->SeatedPawns(p), 7);
}

TEST(SantaRules, SeatingRefusesFullBoatsAndMissingPawns) {
  auto s = NewGame(3);
  Do(*s, "start 1");
  Do(*s, "boat green @ lane 1");
  Do(*s, "boat red @ lane 2");
  Do(*s, "boat yellow @ lane 3");
  Do(*s, "black @ lane 4");
  EXPECT_EQ(Why(*s, "seat officer in blue"), "There is no blue boat in this game.");
  // Green seats both officers, red and yellow two sailors each, all in the green boat.
  for (int i = 0; i < 6; ++i) Do(*s, i % 3 == 0 ? "seat officer in green" : "seat sailor in green");
  EXPECT_EQ(s->CurrentPlayer(), 0);
  EXPECT_EQ(Why(*s, "seat sailor in green"), "The green boat has no empty seat.");
  Do(*s, "seat sailor in red");
  Do(*s, "seat sailor in red");
  Do(*s, "seat sailor in red");
  EXPECT_EQ(s->CurrentPlayer(), 0);
  EXPECT_EQ(Why(*s, "seat officer in red"), "You have no officer left to seat.");
}

// 3 players: the full black boat holds green's officer, red's officer and sailor, and three
// yellow sailors.
std::unique_ptr<SantaTimeaState> FullBlackThreePlayers() {
  auto s = NewGame(3);
  SetUpGame(*s, 0, {1, 3, 6, 7},
            {
                {"officer in black", "officer in green", "sailor in green", "sailor in green",
                 "sailor in green", "sailor in green", "sailor in green"},
                {"officer in black", "sailor in black", "officer in red", "sailor in red",
                 "sailor in red", "sailor in red", "sailor in red"},
                {"sailor in black", "sailor in black", "sailor in black", "officer in yellow",
                 "officer in yellow", "sailor in yellow", "sailor in yellow"},
            });
  return s;
}

TEST(SantaRules, OfficerIsThrownOverboardWhenNoSailorOfThatColour) {
  auto s = FullBlackThreePlayers();
  VoteAll(*s, {"black", "black", "black"});
  ASSERT_EQ(s->ballot_kind(), BallotKind::kOverboard);
  EXPECT_EQ(s->BallotWeight(0), 2);
  EXPECT_EQ(s->BallotWeight(1), 3);
  EXPECT_EQ(s->BallotWeight(2), 3);
  EXPECT_EQ(Why(*s, "vote blue"), "There is no blue boat in this game.");
  VoteAll(*s, {"red", "green", "green"});
  EXPECT_EQ(s->last_ballot().tally.counts[0], 6);
  EXPECT_EQ(s->boat(kBlack).PawnsOf(0), 0);
  EXPECT_EQ(s->crew(0).lost[RankIndex(Rank::kOfficer)], 1);
}

TEST(SantaRules, SailorLeavesBeforeOfficer) {
  auto s = FullBlackThreePlayers();
  VoteAll(*s, {"black", "black", "black"});
  VoteAll(*s, {"red", "yellow", "red"});
  // Red has an officer and a sailor in the boat: the sailor goes.
  EXPECT_EQ(s->boat(kBlack).PawnsOf(1, Rank::kSailor), 0);
  EXPECT_EQ(s->boat(kBlack).PawnsOf(1, Rank::kOfficer), 1);
  EXPECT_EQ(s->crew(1).lost[RankIndex(Rank::kSailor)], 1);
}

TEST(SantaRules, OverboardBallotOffersOnlyColoursInTheBoat) {
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
  VoteAll(*s, {"black", "black", "black", "black"});
  EXPECT_EQ(s->CurrentPlayer(), 1);
  EXPECT_EQ(Why(*s, "vote green"), "No green pawn sits in the black boat.");
  EXPECT_EQ(Why(*s, "pick red"), "Not now: you must vote (or make an announcement first).");
}

// 5 players, start seat 0. The black boat carries only green's sailor; purple has one
// empty seat; every other boat is full.
std::unique_ptr<SantaTimeaState> LonelyBlackFivePlayers() {
  auto s = NewGame(5);
  SetUpGame(*s, 0, {1, 2, 3, 4, 6, 7},
            {
                {"sailor in black", "officer in green", "officer in green", "sailor in green",
                 "sailor in green", "sailor in green"},
                {"sailor in green", "officer in red", "officer in red", "sailor in red",
                 "sailor in red", "sailor in red"},
                {"sailor in red", "officer in yellow", "officer in yellow", "sailor in yellow",
                 "sailor in yellow", "sailor in yellow"},
                {"sailor in yellow", "officer in blue", "officer in blue", "sailor in blue",
                 "sailor in blue", "sailor in blue"},
                {"sailor in blue", "officer in purple", "officer in purple", "sailor in purple",
                 "sailor in purple", "sailor in purple"},
            });
  return s;
}

TEST(SantaRules, EmptyBoatFloatsAndAnyoneMustChangeBoats) {
  auto s = LonelyBlackFivePlayers();
  EXPECT_EQ(s->boat(kBlack).Pawns(), 1);
  EXPECT_EQ(s->boat(4).EmptySeats(), 1);
  VoteAll(*s, {"black", "black", "black", "black", "black"});
  // One leak, one pawn: not more leaks than pawns, it floats.
  EXPECT_EQ(s->boat(kBlack).status, BoatStatus::kAtSea);
  VoteAll(*s, {"red", "red", "red", "red", "red"});
  ASSERT_EQ(s->step(), Step::kLeaveBoat);
  // No pass: every legal action takes a pawn out.
  for (Action a : s->LegalActions()) EXPECT_GE(a, act::kOut);
}

TEST(SantaRules, BoatSavedByReboarding) {
  auto s = LonelyBlackFivePlayers();
  VoteAll(*s, {"black", "black", "black", "black", "black"});
  VoteAll(*s, {"red", "red", "red", "red", "red"});
  Do(*s, "sailor out of black");
  // Mid-phase, the black boat has a leak and no pawn, but sinking waits for the phase end.
  EXPECT_EQ(s->boat(kBlack).status, BoatStatus::kAtSea);
  Do(*s, "sailor out of red");
  EXPECT_EQ(Why(*s, "sailor out of red"), "That boat has already been left by someone this turn.");
  Do(*s, "sailor out of yellow");
  Do(*s, "sailor out of blue");
  Do(*s, "sailor out of purple");
  EXPECT_EQ(s->CurrentPlayer(), 4);
  Do(*s, "board black");  // purple saves the black boat
  Do(*s, "board purple");
  Do(*s, "board blue");
  Do(*s, "board yellow");
  EXPECT_EQ(Why(*s, "board black"), "Your pawn may not return to the boat it left.");
  Do(*s, "board red");
  EXPECT_EQ(s->boat(kBlack).status, BoatStatus::kAtSea);
  EXPECT_EQ(s->boat(kBlack).Pawns(), 1);
  EXPECT_EQ(s->boat(kBlack).Leaks(), 1);
  EXPECT_EQ(s->start_player(), 1);
}

TEST(SantaRules, BoatSinksAtTheEndOfPhaseThree) {
  auto s = LonelyBlackFivePlayers();
  VoteAll(*s, {"black", "black", "black", "black", "black"});
  VoteAll(*s, {"red", "red", "red", "red", "red"});
  Do(*s, "sailor out of black");
  Do(*s, "sailor out of green");
  Do(*s, "sailor out of red");
  Do(*s, "sailor out of yellow");
  Do(*s, "sailor out of blue");
  Do(*s, "board red");
  Do(*s, "board blue");
  Do(*s, "board yellow");
  Do(*s, "board purple");
  Do(*s, "board green");
  EXPECT_EQ(s->boat(kBlack).status, BoatStatus::kSunk);
  EXPECT_EQ(s->leak_supply(), kLeakSupply);  // its leak went back
  for (int p = 0; p < 5; ++p) EXPECT_EQ(s->LostPawns(p), 0);
  // The sunk boat can no longer be voted for.
  ASSERT_EQ(s->ballot_kind(), BallotKind::kLeak);
  EXPECT_EQ(Why(*s, "vote black"), "The black boat is no longer at sea.");
  EXPECT_EQ(Why(*s, "say black"), "The black boat is no longer at sea.");
}

TEST(SantaRules, BoatSinksAtTheEndOfPhaseOneWithItsCrew) {
  auto s = LonelyBlackFivePlayers();
  VoteAll(*s, {"black", "black", "black", "black", "black"});
  VoteAll(*s, {"red", "red", "red", "red", "red"});
  Do(*s, "sailor out of green");
  Do(*s, "sailor out of red");
  Do(*s, "sailor out of yellow");
  Do(*s, "sailor out of blue");
  Do(*s, "sailor out of purple");
  Do(*s, "board red");
  Do(*s, "board purple");
  Do(*s, "board blue");
  Do(*s, "board yellow");
  Do(*s, "board purple");
  ASSERT_EQ(s->boat(kBlack).Pawns(), 1);
  // Turn 2: a second leak into the black boat: 2 leaks, 1 pawn.
  VoteAll(*s, {"black", "black", "black", "black", "black"});
  EXPECT_EQ(s->boat(kBlack).status, BoatStatus::kSunk);
  EXPECT_EQ(s->crew(0).lost[RankIndex(Rank::kSailor)], 1);
  EXPECT_EQ(s->leak_supply() + s->LeaksOnBoats(), kLeakSupply);
  EXPECT_EQ(s->leak_supply(), kLeakSupply);
  EXPECT_EQ(s->phase(), Phase::kMove);
  bool sank = false;
  for (const Event& e : s->events()) {
    if (e.kind == Event::Kind::kSank) {
      sank = true;
      EXPECT_EQ(s->DescribeEvent(e), "The black boat sinks; 1 pawn is lost.");
    }
  }
  EXPECT_TRUE(sank);
}

TEST(SantaRules, AllHatsLetTheStartPlayerPickAndHatsRunOut) {
  auto s = LonelyBlackFivePlayers();
  VoteAll(*s, {"hat", "hat", "hat", "hat", "hat"});
  ASSERT_EQ(s->step(), Step::kPick);
  EXPECT_EQ(s->CurrentPlayer(), 0);
  EXPECT_EQ(s->last_ballot().tally.rule, TallyRule::kAllHats);
  EXPECT_EQ(CountOptions(s->pick_options()), 6);
  Do(*s, "pick purple");
  EXPECT_EQ(s->boat(4).Leaks(), 1);
  for (int p = 0; p < 5; ++p) EXPECT_EQ(s->HatsLeft(p), 2);
  EXPECT_EQ(s->ExplainLastBallot(),
            "Every card was a Captain's Hat; the start player Green picks: the leak goes into the "
            "purple boat.");
  // Green spends two more hats, then has none.
  VoteAll(*s, {"hat", "red", "red", "red", "red"});
  Do(*s, "pick yellow");  // the only hat: green picks
  EXPECT_EQ(s->boat(2).row, 1);
  FirstLegalUntil(*s, Step::kVote);
  ASSERT_EQ(s->start_player(), 1);
  VoteAll(*s, {"hat", "green", "green", "green", "green"});
  EXPECT_EQ(s->HatsLeft(0), 0);
  Do(*s, "pick green");
  while (!(s->step() == Step::kVote && s->ballot_kind() == BallotKind::kMove &&
           s->CurrentPlayer() == 0)) {
    ASSERT_TRUE(s->ApplyAction(s->LegalActions().front()).ok());
  }
  EXPECT_EQ(Why(*s, "vote hat"), "You already used all your Captain's Hats.");
  EXPECT_FALSE(Contains(s->LegalActions(), act::kVoteHat));
}

}  // namespace
}  // namespace tinsel::santa::testing
