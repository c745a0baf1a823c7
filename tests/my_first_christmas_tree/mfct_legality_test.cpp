// Illegal actions are refused with a reason a player can read, and change nothing.
#include "mfct_scripted_game.h"

namespace tinsel::mfct::testing {
namespace {

// Applies `text` for the player to move, expecting the refusal `reason`, the state untouched.
void ExpectRefused(Table& table, const std::string& text, const std::string& reason) {
  table.ResolveChance();
  const int player = table->CurrentPlayer();
  const std::optional<Action> action = table->StringToAction(player, text);
  ASSERT_TRUE(action.has_value()) << text;
  const std::string before = table->ToString();
  const Status status = table->ApplyAction(*action);
  EXPECT_FALSE(status.ok()) << text;
  EXPECT_EQ(status.message(), reason) << text;
  EXPECT_EQ(table->WhyIllegal(*action), reason) << text;
  EXPECT_EQ(table->ToString(), before) << text << ": a refused action changed the state";
}

TEST(MfctLegality, TakeStep) {
  Table table(ExampleSetup());
  ExpectRefused(table, "take red gear", "The red gear is not in the pool.");
  ExpectRefused(table, "commit take green gear",
                "Take a first card before committing to an extra one.");
  ExpectRefused(table, "play red gear",
                "Not now: take a card from the pool, commit to a fresh pool, or skip taking.");
  ExpectRefused(table, "end turn",
                "Not now: take a card from the pool, commit to a fresh pool, or skip taking.");
  table.Do("take green gear");
  ExpectRefused(table, "take red arrow",
                "You have taken your card: an extra one needs your commit (\"commit take red "
                "arrow\").");
  ExpectRefused(table, "commit take white bricks", "The white bricks is not in the pool.");
  ExpectRefused(table, "commit refresh", "You may refresh the pool only before taking a card.");
}

TEST(MfctLegality, ASpentCommit) {
  Table table(ExampleSetup());
  table.Do("commit refresh");
  ExpectRefused(table, "commit refresh", "You have already used your commit ability this turn.");
  ExpectRefused(table, "commit take " + CardName(std::countr_zero(table->Pool())),
                "You have already used your commit ability this turn.");
}

TEST(MfctLegality, PlayStep) {
  Table table(ExampleSetup());
  table.Do("skip take");
  ExpectRefused(table, "play blue drop", "You do not hold the blue drop.");
  ExpectRefused(table, "play red gear left",
                "Your row is empty: the card starts it (\"play red gear\").");
  ExpectRefused(table, "commit play red gear",
                "Play your first card before committing to an extra one.");
  ExpectRefused(table, "decorate r1t1-r3t1", "Not now: play a card from your hand to your row.");
  ExpectRefused(table, "take green gear", "Not now: play a card from your hand to your row.");
}

TEST(MfctLegality, AfterPlayingAndDecorating) {
  Table table(ExampleSetup());
  table.Queue({"yellow hammer"});
  table.DoAll({"take blue drop", "skip take", "play red gear"});
  ExpectRefused(table, "play blue drop right",
                "You have played your card: another needs your commit (\"commit play blue drop "
                "...\").");
  ExpectRefused(table, "commit play green gear right", "You do not hold the green gear.");
  ExpectRefused(table, "decorate r1t1-r3t1", "Your row has 1 card: decorating needs at least 3.");
  ExpectRefused(table, "cube r1t1",
                "Not now: decorate, commit to play an extra card, or end your turn.");
  ExpectRefused(table, "box red",
                "Not now: decorate, commit to play an extra card, or end your turn.");
  ExpectRefused(table, "commit box red+blue",
                "Not now: decorate, commit to play an extra card, or end your turn.");
}

TEST(MfctLegality, CubesAndBoxes) {
  Table table(ExampleSetup());
  table.Queue({"yellow hammer"});
  table.DoAll({"take blue drop", "skip take", "play red gear", "commit play blue drop right"});
  table.DoAll({"skip take", "play white hammer", "end turn"});
  table.Queue({"white drop", "black arrow"});
  table.DoAll({"take red arrow", "commit take red three-dots", "play red arrow right", "end turn"});
  table.DoAll({"skip take", "play black bricks right"});
  table.DoAll({"skip take", "play red three-dots right", "decorate r1t1-r4t1", "cube r2t1"});
  ExpectRefused(table, "cube r2t1", "You already have a cube on r2t1.");
  ExpectRefused(table, "cube r2t2", "r2t2 is not on the line you decorate (r1t1-r4t1).");
  ExpectRefused(table, "end turn", "Not now: choose a tile for each of your 2 remaining cubes.");
  table.DoAll({"cube r1t1"});
  ExpectRefused(table, "end turn", "Not now: choose a tile for your 1 remaining cube.");
  table.DoAll({"cube r3t1"});
  ASSERT_EQ(table->step(), Step::kBox);
  ExpectRefused(table, "box green", "Your row has no green card.");
  ExpectRefused(table, "commit box red+green", "Your row has no green card.");
  ExpectRefused(table, "end turn",
                "Not now: name the colour you count for a decoration box (two with your "
                "commit).");
}

// Refuses `action` with `reason`, the state untouched.
void ExpectRefusedAction(MyFirstChristmasTreeState& state, Action action,
                         const std::string& reason) {
  const std::string before = state.ToString();
  const Status status = state.ApplyAction(action);
  EXPECT_FALSE(status.ok()) << action;
  EXPECT_EQ(status.message(), reason) << action;
  EXPECT_EQ(state.ToString(), before) << action << ": a refused action changed the state";
}

TEST(MfctLegality, ChanceAndPlayersKeepToTheirOwnMoves) {
  Table table(ExampleSetup());
  const std::string chance =
      "The tiles, the first player and the cards from the deck are left to chance.";
  ExpectRefusedAction(table.state(), act::Draw(CardNamed("white gear")), chance);
  ExpectRefusedAction(table.state(), act::Start(1), chance);
  ExpectRefusedAction(table.state(), act::kReshuffle, chance);
  ExpectRefusedAction(table.state(), 9999, "That is not a move of My First Christmas Tree.");
  ExpectRefusedAction(table.state(), -3, "That is not a move of My First Christmas Tree.");
  // While the pool refills, only draws of deck cards.
  ASSERT_TRUE(table->ApplyAction(act::Take(CardNamed("green gear"))).ok());
  ASSERT_TRUE(table->IsChanceNode());
  ExpectRefusedAction(table.state(), act::kSkipTake, "That outcome cannot happen now.");
  ExpectRefusedAction(table.state(), act::Draw(CardNamed("blue drop")),
                      "The blue drop is not in the deck.");
  ExpectRefusedAction(table.state(), act::kReshuffle, "That outcome cannot happen now.");
}

TEST(MfctLegality, NothingOnceTheGameIsOver) {
  Table table(ExampleSetup());
  while (!table->IsTerminal()) {
    const std::vector<std::string> legal = table.Legal();
    table.Do(Has(legal, "skip take")  ? "skip take"
             : Has(legal, "end turn") ? "end turn"
                                      : legal.front());
    ASSERT_FALSE(::testing::Test::HasFatalFailure());
  }
  EXPECT_TRUE(table->LegalActions().empty());
  EXPECT_TRUE(table->ChanceOutcomes().empty());
  ExpectRefusedAction(table.state(), act::kSkipTake, "The game is over.");
  ExpectRefusedAction(table.state(), act::Draw(0), "The game is over.");
}

}  // namespace
}  // namespace tinsel::mfct::testing
