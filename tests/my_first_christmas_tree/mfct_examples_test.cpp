// The rule text's worked examples, replayed with real actions on the example tree
// (mfct_test_util.h), where each quoted pattern lies on a line (ruling 11).
#include "mfct_test_util.h"

namespace tinsel::mfct::testing {
namespace {

// Seat 1 starts with the blue drop and finds a red arrow, a red gear and a blue three-dots
// in the pool.
TableSetup DropArrowSetup() {
  TableSetup setup;
  setup.pool = {"red arrow", "red gear", "blue three-dots", "white hammer"};
  setup.first_hand = {"blue drop"};
  setup.second_hand = {"black bricks", "green hammer"};
  return setup;
}

// "Your row already included a Drop and an Arrow. The following are legal plays: a Gear at
// the end (Drop Arrow Gear, along row 2), a Gear at the beginning (Gear Drop Arrow, on a
// diagonal), a Three-Dots at the end (Drop Arrow Three-dots, on a diagonal)."
TEST(MfctExamples, TheThreeLegalExtensionsOfDropArrow) {
  Table table(DropArrowSetup());
  table.Queue({"yellow gear", "black drop"});
  table.DoAll({"take red arrow", "skip take", "play blue drop", "commit play red arrow right"});
  ASSERT_EQ(table->Row(0).length, 2);
  EXPECT_EQ(CardName(table->Row(0).at(0)), "blue drop");
  EXPECT_EQ(CardName(table->Row(0).at(1)), "red arrow");
  table.DoAll({"skip take", "play black bricks", "end turn"});  // seat 2
  table.Queue({"white drop", "green arrow"});
  table.DoAll({"take red gear", "commit take blue three-dots"});
  ASSERT_EQ(table->step(), Step::kPlay);
  // Every play of seat 1, with the row it leaves (kept or started afresh).
  struct Case {
    std::string play;
    bool kept;
  };
  const std::vector<Case> cases = {
      {"play red gear right", true},         // Drop-Arrow-Gear: row 2
      {"play red gear left", true},          // Gear-Drop-Arrow: r1t1-r3t1 and r3t2-r5t4
      {"play blue three-dots right", true},  // Drop-Arrow-Three-dots: r2t1-r4t1
      {"play blue three-dots left", false},  // Three-dots-Drop-Arrow: on no line
  };
  for (const Case& c : cases) {
    MyFirstChristmasTreeState copy = table.state();
    const Action action = *copy.StringToAction(0, c.play);
    bool kept = false;
    copy.RowAfterPlay(0, act::CardOf(action), act::SideOf(action), &kept);
    EXPECT_EQ(kept, c.kept) << c.play;
    ASSERT_TRUE(copy.ApplyAction(action).ok()) << c.play;
    EXPECT_EQ(copy.Row(0).length, c.kept ? 3 : 1) << c.play;
    // A broken row goes to the discards; the new card starts a fresh row.
    EXPECT_EQ(HasCard(copy.Discards(), CardNamed("blue drop")), !c.kept) << c.play;
  }
  // The same plays as the decoration lines they allow.
  MyFirstChristmasTreeState gear_first = table.state();
  ASSERT_TRUE(gear_first.ApplyAction(*gear_first.StringToAction(0, "play red gear left")).ok());
  std::vector<std::string> lines;
  for (int line : gear_first.MatchingLines()) lines.push_back(LineName(line));
  EXPECT_EQ(lines, (std::vector<std::string>{"r1t1-r3t1", "r3t2-r5t4"}));
  MyFirstChristmasTreeState gear_last = table.state();
  ASSERT_TRUE(gear_last.ApplyAction(*gear_last.StringToAction(0, "play red gear right")).ok());
  lines.clear();
  for (int line : gear_last.MatchingLines()) lines.push_back(LineName(line));
  EXPECT_EQ(lines, (std::vector<std::string>{"r2t1-r2t3"}));
}

TEST(MfctExamples, OtherCardsBreakDropArrow) {
  Table table(DropArrowSetup());
  table.Queue({"yellow gear", "black drop"});
  table.DoAll({"take red arrow", "skip take", "play blue drop", "commit play red arrow right"});
  table.DoAll({"skip take", "play black bricks", "end turn"});
  table.DoAll({"take white hammer", "skip take"});
  // A hammer fits at neither end of Drop-Arrow on this tree: playing it is allowed and
  // discards the row (ruling 15).
  bool kept = true;
  table->RowAfterPlay(0, CardNamed("white hammer"), act::kRight, &kept);
  EXPECT_FALSE(kept);
  table->RowAfterPlay(0, CardNamed("white hammer"), act::kLeft, &kept);
  EXPECT_FALSE(kept);
  table.Do("play white hammer right");
  ASSERT_EQ(table->Row(0).length, 1);
  EXPECT_EQ(CardName(table->Row(0).at(0)), "white hammer");
  EXPECT_TRUE(HasCard(table->Discards(), CardNamed("blue drop")));
  EXPECT_TRUE(HasCard(table->Discards(), CardNamed("red arrow")));
}

// The row [Red Gear] [Blue Drop] [Red Arrow] [Red Three-dots]: seat 1 builds it over three
// turns (the fourth card reaches the maximum of 4, so it must decorate).
Table GearDropArrowThreeDots(bool commit_before_decorating) {
  Table table(ExampleSetup());
  table.Queue({"yellow hammer"});
  table.DoAll({"take blue drop", "skip take", "play red gear", "commit play blue drop right"});
  table.DoAll({"skip take", "play white hammer", "end turn"});  // seat 2
  table.Queue({"white drop", "black arrow"});
  table.DoAll({"take red arrow", "commit take red three-dots", "play red arrow right", "end turn"});
  table.DoAll({"skip take", "play black bricks right"});  // seat 2: hand empty, turn over
  if (commit_before_decorating) {
    table.Queue({"yellow drop", "green drop", "black hammer", "white arrow"});
    table.DoAll({"commit refresh", "skip take"});
  } else {
    table.Do("skip take");
  }
  table.Do("play red three-dots right");
  return table;
}

// "Red Gear, Blue Drop, Red Arrow, Red Three-dots ... Red has the most cards in your row:
// since 3 red cards exist you can place 3 cubes ... on the Gear, Drop, Arrow or Three-dots."
TEST(MfctExamples, ThreeRedCardsPlaceThreeCubesOnTheFourTiles) {
  Table table = GearDropArrowThreeDots(false);
  ASSERT_EQ(table->Row(0).length, 4);
  EXPECT_EQ(table->Row(0).MostCommonColourCount(), 3);
  // The maximum is reached: the only moves are decorations, on the one line that matches.
  EXPECT_EQ(table.Legal(), (std::vector<std::string>{"decorate r1t1-r4t1"}));
  table.Do("decorate r1t1-r4t1");
  EXPECT_EQ(table->step(), Step::kCubes);
  EXPECT_EQ(table->CubesToPlace(), 3);
  EXPECT_EQ(table.Legal(),
            (std::vector<std::string>{"cube r1t1", "cube r2t1", "cube r3t1", "cube r4t1"}));
  table.DoAll({"cube r2t1", "cube r4t1"});
  EXPECT_EQ(table.Legal(), (std::vector<std::string>{"cube r1t1", "cube r3t1"}));
  table.Do("cube r1t1");
  EXPECT_EQ(table->Cubes(0), TileBit(Tile("r1t1")) | TileBit(Tile("r2t1")) | TileBit(Tile("r4t1")));
  EXPECT_EQ(table->DecorationCubesLeft(0), kDecorationCubes - 3);
}

// "Step 1: select red, the total is 3. Since the first decoration box is number 4 this is
// not enough. HOWEVER, with your Commit Ability you select blue too: 4 (3 red + 1 blue). You
// can now claim a card with number 4, your own (Step 2A)."
TEST(MfctExamples, TheSameRowClaimsABoxOfFourOnlyWithTheColourCommit) {
  Table table = GearDropArrowThreeDots(false);
  table.DoAll({"decorate r1t1-r4t1", "cube r1t1", "cube r2t1", "cube r3t1"});
  ASSERT_EQ(table->step(), Step::kBox);
  EXPECT_EQ(table.Legal(),
            (std::vector<std::string>{"box red", "box blue", "commit box red+blue"}));
  EXPECT_EQ(table->MaxRowSize(0), 4);
  table.Do("commit box red+blue");
  EXPECT_EQ(table->OwnBoxesTaken(0), 1);
  EXPECT_EQ(table->BoxCardsClaimed(0, 4), 1);
  EXPECT_EQ(table->MaxRowSize(0), 5);  // the next visible card
  EXPECT_EQ(table->NeutralBoxesLeft(4), kNeutralPerValue);
  EXPECT_EQ(table->ScoreOf(0).boxes, 4);
  // The turn is over: the row is discarded and seat 2 is to move.
  EXPECT_EQ(table->Row(0).length, 0);
  EXPECT_TRUE(HasCard(table->Discards(), CardNamed("red gear")));
  EXPECT_EQ(table->Mover(), 1);
}

TEST(MfctExamples, WithTheCommitSpentEarlierNoBoxCanBeClaimed) {
  // The same row, but the commit went on a fresh pool this turn: red counts 3, blue 1, and
  // no box has value 3 or 1, so the box step has nothing to offer and passes.
  Table table = GearDropArrowThreeDots(true);
  table.DoAll({"decorate r1t1-r4t1", "cube r1t1", "cube r2t1", "cube r3t1"});
  EXPECT_EQ(table->Mover(), 1);
  EXPECT_EQ(table->OwnBoxesTaken(0), 0);
  EXPECT_EQ(table->ScoreOf(0).boxes, 0);
  EXPECT_EQ(table->MaxRowSize(0), 4);
}

// "There's a Green Gear, a Red Gear, a blue Arrow, and Red Hammer. Player A really wants a
// drop, so he discards all 4 cards from the Decoration Pool and refills it with cards from
// the deck. Then he may select a card to take into his hand."
TEST(MfctExamples, RefreshCommitDiscardsThePoolThenTakes) {
  TableSetup setup;
  setup.pool = {"green gear", "red gear", "blue arrow", "red hammer"};
  setup.first_hand = {"white bricks"};
  setup.second_hand = {"black bricks", "yellow bricks"};
  Table table(setup);
  EXPECT_TRUE(Has(table.Legal(), "commit refresh"));
  table.Queue({"blue drop", "yellow arrow", "white gear", "black hammer"});
  table.Do("commit refresh");
  for (const char* name : {"green gear", "red gear", "blue arrow", "red hammer"}) {
    EXPECT_TRUE(HasCard(table->Discards(), CardNamed(name))) << name;
  }
  EXPECT_EQ(CountCards(table->Pool()), 4);
  EXPECT_TRUE(HasCard(table->Pool(), CardNamed("blue drop")));
  // Now he may take a card (the commit is spent: no second refresh, no extra take).
  EXPECT_EQ(table.Legal(),
            (std::vector<std::string>{"take blue drop", "take yellow arrow", "take white gear",
                                      "take black hammer", "skip take"}));
  table.Do("take blue drop");
  EXPECT_TRUE(HasCard(table->Hand(0), CardNamed("blue drop")));
  EXPECT_EQ(table->step(), Step::kPlay);
}

// "Player A takes a Red Gear, and then immediately refills it. If he hasn't used a Commit
// Ability yet, he may draw an additional card in the same way."
TEST(MfctExamples, ExtraTakeCommitTakesASecondCard) {
  TableSetup setup;
  setup.pool = {"green gear", "red gear", "blue arrow", "red hammer"};
  setup.first_hand = {"white bricks"};
  setup.second_hand = {"black bricks", "yellow bricks"};
  Table table(setup);
  table.Queue({"blue drop"});
  table.Do("take red gear");
  // Refilled at once, before the extra take.
  EXPECT_EQ(CountCards(table->Pool()), 4);
  EXPECT_TRUE(HasCard(table->Pool(), CardNamed("blue drop")));
  EXPECT_EQ(table.Legal(), (std::vector<std::string>{
                               "commit take red hammer", "commit take blue drop",
                               "commit take blue arrow", "commit take green gear", "skip take"}));
  table.Queue({"white drop"});
  table.Do("commit take blue drop");
  EXPECT_EQ(table->Hand(0), Bit(CardNamed("white bricks")) | Bit(CardNamed("red gear")) |
                                Bit(CardNamed("blue drop")));
  EXPECT_TRUE(HasCard(table->Pool(), CardNamed("white drop")));
  // One commit a turn: no more takes, and no extra card to the row later.
  EXPECT_EQ(table->step(), Step::kPlay);
  table.Do("play red gear");
  EXPECT_EQ(table->Mover(), 1) << "the turn ends: a 1-card row and no commit left";
}

}  // namespace
}  // namespace tinsel::mfct::testing
