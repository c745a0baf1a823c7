// The collect step and the pool (rulings 12-14): optional takes, refills at once, the two
// pool commits offered only when usable, the reshuffle, an exhausted deck.
#include "mfct_test_util.h"

namespace tinsel::mfct::testing {
namespace {

TEST(MfctPool, ATakeIsRefilledAtOnceBeforeTheNextDecision) {
  Table table(ExampleSetup());
  const int deck = table->DeckSize();
  ASSERT_TRUE(table->ApplyAction(act::Take(CardNamed("green gear"))).ok());
  // A chance node: the refill draws one of the deck's cards, before anything else.
  ASSERT_TRUE(table->IsChanceNode());
  EXPECT_EQ(static_cast<int>(table->ChanceOutcomes().size()), deck);
  EXPECT_EQ(CountCards(table->Pool()), 3);
  table.Chance("pool white gear");
  EXPECT_EQ(CountCards(table->Pool()), 4);
  EXPECT_EQ(table->DeckSize(), deck - 1);
  EXPECT_EQ(table->CurrentPlayer(), 0);
  EXPECT_EQ(table->step(), Step::kExtraTake);
}

TEST(MfctPool, TakingIsOptional) {
  Table table(ExampleSetup());
  EXPECT_TRUE(Has(table.Legal(), "skip take"));
  const CardMask pool = table->Pool();
  table.Do("skip take");
  EXPECT_EQ(table->Pool(), pool);
  EXPECT_EQ(table->step(), Step::kPlay);
  EXPECT_EQ(table.Legal(), (std::vector<std::string>{"play red gear"}));
}

TEST(MfctPool, TheRefreshIsOfferedOnlyBeforeTakingAndOnlyWithTheCommitUnused) {
  Table table(ExampleSetup());
  EXPECT_TRUE(Has(table.Legal(), "commit refresh"));
  table.Do("take green gear");
  // After a take: the extra take, not the refresh.
  EXPECT_FALSE(Has(table.Legal(), "commit refresh"));
  EXPECT_EQ(table.Why("commit refresh"), "You may refresh the pool only before taking a card.");
  table.Do("skip take");
  EXPECT_EQ(table.Why("commit refresh"), "Not now: play a card from your hand to your row.");
}

TEST(MfctPool, CommitsAreOfferedOnlyWhileUnusedThisTurn) {
  Table table(ExampleSetup());
  table.Do("commit refresh");
  // The commit is spent: take without an extra take, play without an extra card.
  std::vector<std::string> legal = table.Legal();
  for (const std::string& text : legal)
    EXPECT_EQ(text.rfind("commit", 0), std::string::npos) << text;
  table.Do(legal.front());  // a take
  EXPECT_EQ(table->step(), Step::kPlay);
  table.Do("play red gear");
  EXPECT_NE(table->Mover(), 0) << "nothing left to choose: the turn ended";
  // The next turn the commit is free again.
  EXPECT_FALSE(table->CommitUsed());
  EXPECT_TRUE(Has(table.Legal(), "commit refresh"));
}

TEST(MfctPool, TheEmptyDeckIsRefilledByAReshuffleOfTheDiscards) {
  // Refresh every turn (4 cards to the discards, 4 drawn) until the deck runs out.
  Table table(ExampleSetup());
  int turns = 0;
  while (!(table->IsChanceNode() && table->DeckSize() == 0)) {
    ASSERT_LT(++turns, 200);
    if (table->IsChanceNode()) {
      // Draw the lowest card of the deck.
      ASSERT_TRUE(table->ApplyAction(table->ChanceOutcomes().front().first).ok());
      continue;
    }
    const std::vector<std::string> legal = table.Legal();
    const std::string move = Has(legal, "commit refresh") ? "commit refresh"
                             : Has(legal, "skip take")    ? "skip take"
                             : Has(legal, "end turn")     ? "end turn"
                                                          : legal.front();
    ASSERT_TRUE(table->ApplyAction(*table->StringToAction(table->CurrentPlayer(), move)).ok());
  }
  // The deck is empty and the pool short: the only outcome is the reshuffle.
  const CardMask discards = table->Discards();
  ASSERT_NE(discards, 0u);
  EXPECT_EQ(table->ChanceOutcomes(),
            (std::vector<std::pair<Action, double>>{{act::kReshuffle, 1.0}}));
  EXPECT_EQ(table->StringToAction(kChancePlayer, "reshuffle"), act::kReshuffle);
  EXPECT_EQ(table->DescribeAction(kChancePlayer, act::kReshuffle, 0),
            "The deck is empty: the " + std::to_string(CountCards(discards)) +
                " discarded cards are shuffled into a new deck.");
  EXPECT_FALSE(table->ApplyAction(act::Draw(CardNamed("red gear"))).ok());
  table.Chance("reshuffle");
  EXPECT_EQ(table->Reshuffles(), 1);
  EXPECT_EQ(table->Discards(), 0u);
  EXPECT_EQ(table->DeckSize(), CountCards(discards));
  // The refill goes on from the new deck: exactly the old discards.
  const auto outcomes = table->ChanceOutcomes();
  EXPECT_EQ(static_cast<int>(outcomes.size()), CountCards(discards));
  for (const auto& [action, weight] : outcomes) {
    EXPECT_TRUE(HasCard(discards, act::CardOf(action)));
  }
}

// Hoarding players (two takes a turn, one card played) empty the deck and the discards: then
// the pool is not refilled (ruling 12), and with an empty pool the take step is skipped.
TEST(MfctPool, WithDeckAndDiscardsEmptyThePoolIsNotRefilled) {
  bool short_pool_seen = false, empty_pool_turn_seen = false;
  for (uint64_t seed = 1; seed <= 20 && !(short_pool_seen && empty_pool_turn_seen); ++seed) {
    auto state = NewState();
    Rng rng(seed);
    std::vector<Action> legal;
    int previous_mover = -1;
    for (int steps = 0; !state->IsTerminal() && steps < 5000; ++steps) {
      if (state->IsChanceNode()) {
        state->ApplyLegalAction(state->SampleChanceOutcome(rng));
        continue;
      }
      if (state->DeckSize() == 0 && state->Discards() == 0 && CountCards(state->Pool()) < 4) {
        short_pool_seen = true;
        EXPECT_FALSE(state->IsChanceNode());
      }
      // A new turn that starts with an empty pool starts at the play step.
      if (state->Mover() != previous_mover && state->Pool() == 0) {
        empty_pool_turn_seen = true;
        EXPECT_NE(state->step(), Step::kTake);
      }
      previous_mover = state->Mover();
      state->LegalActionsInto(legal);
      Action move = legal[rng.Below(legal.size())];
      for (const Action action : legal) {
        // Take whenever possible, keep rows short, never decorate.
        if (act::IsTake(action) || act::IsCommitTake(action) || action == act::kEndTurn) {
          move = action;
          break;
        }
      }
      state->ApplyLegalAction(move);
    }
  }
  EXPECT_TRUE(short_pool_seen);
  EXPECT_TRUE(empty_pool_turn_seen);
}

TEST(MfctPool, AtEveryDecisionThePoolIsFullUnlessNoCardIsLeftToDraw) {
  // Ruling 13 in hoarding games, where pools run short: whenever cards come back to the
  // discards, the pool is topped up before the next decision.
  int checked = 0;
  for (uint64_t seed = 1; seed <= 20 && checked < 5; ++seed) {
    auto state = NewState();
    Rng rng(seed);
    std::vector<Action> legal;
    for (int steps = 0; !state->IsTerminal() && steps < 5000; ++steps) {
      if (state->IsChanceNode()) {
        state->ApplyLegalAction(state->SampleChanceOutcome(rng));
        continue;
      }
      // At every decision: the pool is full, or deck and discards are both empty.
      if (CountCards(state->Pool()) < 4) {
        EXPECT_EQ(state->DeckSize(), 0);
        EXPECT_EQ(state->Discards(), 0u);
        ++checked;
      }
      state->LegalActionsInto(legal);
      Action move = legal[rng.Below(legal.size())];
      for (const Action action : legal) {
        if (act::IsTake(action) || act::IsCommitTake(action)) {
          move = action;
          break;
        }
      }
      state->ApplyLegalAction(move);
    }
  }
  EXPECT_GT(checked, 0);
}

}  // namespace
}  // namespace tinsel::mfct::testing
