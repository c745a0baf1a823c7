// The prepare and decorate steps (rulings 4, 15-17): a compulsory play to either end, a row
// broken by a card that fits no line, the maximum that forces a decoration, the extra card,
// the line and tiles chosen for the cubes.
#include "mfct_test_util.h"

namespace tinsel::mfct::testing {
namespace {

TEST(MfctPrepare, TheFirstCardStartsTheRowWithoutASide) {
  Table table(ExampleSetup());
  table.Do("skip take");
  EXPECT_EQ(table.Legal(), (std::vector<std::string>{"play red gear"}));
  EXPECT_EQ(table.Why("play red gear left"),
            "Your row is empty: the card starts it (\"play red gear\").");
  EXPECT_EQ(table.Why("play red gear right"), "");  // the long form is the same move
  table.Do("play red gear");
  ASSERT_EQ(table->Row(0).length, 1);
  EXPECT_EQ(table->Row(0).at(0), CardNamed("red gear"));
}

TEST(MfctPrepare, PlayingIsCompulsoryWhenHoldingACard) {
  Table table(ExampleSetup());
  table.Do("skip take");
  EXPECT_EQ(table.Why("end turn"), "Not now: play a card from your hand to your row.");
  EXPECT_EQ(table.Why("skip take"), "Not now: play a card from your hand to your row.");
}

TEST(MfctPrepare, CardsGoToEitherEndInOrder) {
  Table table(ExampleSetup());
  table.Queue({"yellow hammer"});
  table.DoAll({"take blue drop", "skip take", "play red gear", "commit play blue drop right"});
  table.DoAll({"skip take", "play white hammer", "end turn"});
  table.Queue({"white drop", "black arrow"});
  table.DoAll({"take red arrow", "commit take red three-dots"});
  // Both ends are offered for each card in hand.
  EXPECT_EQ(table.Legal(),
            (std::vector<std::string>{"play red three-dots left", "play red three-dots right",
                                      "play red arrow left", "play red arrow right"}));
  table.Do("play red arrow right");
  const PreparationRow& row = table->Row(0);
  ASSERT_EQ(row.length, 3);
  EXPECT_EQ(CardName(row.at(0)), "red gear");
  EXPECT_EQ(CardName(row.at(1)), "blue drop");
  EXPECT_EQ(CardName(row.at(2)), "red arrow");
}

TEST(MfctPrepare, DecoratingIsOptionalAtThreeCards) {
  Table table(ExampleSetup());
  table.Queue({"yellow hammer"});
  table.DoAll({"take blue drop", "skip take", "play red gear", "commit play blue drop right"});
  table.DoAll({"skip take", "play white hammer", "end turn"});
  table.Queue({"white drop"});
  table.DoAll({"take red arrow", "skip take", "play red arrow right"});
  // Three cards: decorate (on either matching line) or end the turn.
  EXPECT_EQ(table.Legal(),
            (std::vector<std::string>{"decorate r1t1-r3t1", "decorate r3t2-r5t4", "end turn"}));
  table.Do("end turn");
  EXPECT_EQ(table->Mover(), 1);
  EXPECT_EQ(table->Row(0).length, 3) << "the row stays for a later turn";
  // Next turn seat 1 has no card to play (ruling 12) but may still decorate the row.
  table.DoAll({"skip take", "play black bricks right"});
  table.Do("skip take");
  EXPECT_EQ(table->HandSize(0), 0);
  EXPECT_EQ(table.Legal(),
            (std::vector<std::string>{"decorate r1t1-r3t1", "decorate r3t2-r5t4", "end turn"}));
}

// Seat 1 holds the red three-dots from turn 1 and builds Gear-Drop: turn 5 it plays the red
// arrow and then, with its commit, the red three-dots: 4 cards, its maximum.
Table ExtraCardToTheMaximum() {
  Table table(ExampleSetup());
  table.Queue({"yellow hammer", "white drop", "black arrow"});
  table.DoAll({"take blue drop", "commit take red three-dots", "play red gear"});
  table.DoAll({"skip take", "play white hammer", "end turn"});
  table.DoAll({"take red arrow", "skip take", "play blue drop right"});
  EXPECT_TRUE(Has(table.Legal(), "commit play red arrow right"));
  table.Do("end turn");
  table.DoAll({"skip take", "play black bricks right"});
  table.DoAll({"skip take", "play red arrow right"});
  return table;
}

TEST(MfctPrepare, TheMaximumForcesADecorationAndStopsExtraCards) {
  Table table = ExtraCardToTheMaximum();
  // The extra card brings the row to the maximum of 4 (ruling 16): decorate, nothing else.
  table.Do("commit play red three-dots right");
  EXPECT_EQ(table->Row(0).length, 4);
  EXPECT_EQ(table.Legal(), (std::vector<std::string>{"decorate r1t1-r4t1"}));
  EXPECT_EQ(table.Why("end turn"),
            "Your row has reached your maximum of 4 cards: you must decorate.");
}

TEST(MfctPrepare, NoExtraCardAtTheMaximumEvenWithTheCommitUnused) {
  Table table(ExampleSetup());
  table.Queue({"yellow hammer", "white drop", "black arrow"});
  table.DoAll({"take blue drop", "commit take red three-dots", "play red gear"});
  table.DoAll({"skip take", "play white hammer", "end turn"});
  table.DoAll({"take red arrow", "skip take", "play blue drop right", "commit play red arrow right",
               "end turn"});
  table.DoAll({"skip take", "play black bricks right"});
  table.DoAll({"take green gear", "skip take", "play red three-dots right"});
  // Four cards, the commit unused and a card in hand: still only decorations (ruling 16).
  EXPECT_FALSE(table->CommitUsed());
  EXPECT_TRUE(HasCard(table->Hand(0), CardNamed("green gear")));
  EXPECT_EQ(table.Legal(), (std::vector<std::string>{"decorate r1t1-r4t1"}));
  EXPECT_EQ(table.Why("commit play green gear right"),
            "Your row has reached your maximum of 4 cards: you must decorate.");
}

TEST(MfctPrepare, OneExtraCardATurn) {
  Table table(ExampleSetup());
  table.Queue({"yellow hammer", "green bricks"});
  table.DoAll({"take blue drop", "skip take", "play red gear"});
  table.Do("commit play blue drop right");
  // The commit is spent: the turn ends by itself (a 2-card row, nothing left to choose).
  EXPECT_EQ(table->Mover(), 1);
}

TEST(MfctPrepare, FewerCubesThanFreeTilesArePlacedOneByOne) {
  Table table(ExampleSetup());
  table.Queue({"yellow hammer"});
  table.DoAll({"take blue drop", "skip take", "play red gear", "commit play blue drop right"});
  table.DoAll({"skip take", "play white hammer", "end turn"});
  table.Queue({"white drop", "black arrow"});
  table.DoAll({"take red arrow", "skip take", "play red arrow right"});
  // Three cards, two red: decorate r1t1-r3t1 with 2 cubes for 3 tiles.
  table.Do("decorate r1t1-r3t1");
  EXPECT_EQ(table->step(), Step::kCubes);
  EXPECT_EQ(table->CubesToPlace(), 2);
  table.DoAll({"cube r1t1", "cube r3t1"});
  EXPECT_EQ(table->Cubes(0), TileBit(Tile("r1t1")) | TileBit(Tile("r3t1")));
  EXPECT_EQ(table->Mover(), 1);
}

TEST(MfctPrepare, ThePlayerChoosesTheLineWhenSeveralMatch) {
  Table table(ExampleSetup());
  table.Queue({"yellow hammer"});
  table.DoAll({"take blue drop", "skip take", "play red gear", "commit play blue drop right"});
  table.DoAll({"skip take", "play white hammer", "end turn"});
  table.Queue({"white drop"});
  table.DoAll({"take red arrow", "skip take", "play red arrow right"});
  // Gear-Drop-Arrow reads on r1t1-r3t1 and on r3t2-r5t4: either may be decorated.
  table.Do("decorate r3t2-r5t4");
  EXPECT_EQ(table.Legal(), (std::vector<std::string>{"cube r3t2", "cube r4t3", "cube r5t4"}));
  EXPECT_EQ(table.Why("cube r1t1"), "r1t1 is not on the line you decorate (r3t2-r5t4).");
}

TEST(MfctPrepare, DecoratingNeedsThreeCardsAndAMatchingLine) {
  Table table(ExampleSetup());
  table.Queue({"yellow hammer"});
  table.DoAll({"take blue drop", "skip take", "play red gear"});
  EXPECT_EQ(table.Why("decorate r1t1-r3t1"), "Your row has 1 card: decorating needs at least 3.");
  table.Do("commit play blue drop right");
  table.DoAll({"skip take", "play white hammer", "end turn"});
  table.Queue({"white drop"});
  table.DoAll({"take red arrow", "skip take", "play red arrow right"});
  EXPECT_EQ(table.Why("decorate r2t1-r2t3"),
            "Gear-Drop-Arrow does not read along r2t1-r2t3 (it shows Drop-Arrow-Gear).");
  EXPECT_EQ(table.Why("decorate r3t1-r3t4"), "r3t1-r3t4 has 4 tiles but your row has 3 cards.");
}

}  // namespace
}  // namespace tinsel::mfct::testing
