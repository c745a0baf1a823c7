// The heuristic bot: its rules of thumb, checked at the decisions they apply to in many games,
// and its strength against random players.
#include "mfct_test_util.h"
#include "tinsel/match.h"

namespace tinsel::mfct::testing {
namespace {

bool ExtendsRow(const MyFirstChristmasTreeState& state, int player, Card card) {
  if (state.Row(player).length == 0) return false;
  for (const act::Side side : {act::kLeft, act::kRight}) {
    bool kept = false;
    state.RowAfterPlay(player, card, side, &kept);
    if (kept) return true;
  }
  return false;
}

// Visits every decision of `games` heuristic-bot games (both seats the bot, 10% random moves
// for variety): fn(state, the bot's choice).
template <typename Fn>
void ForEachBotDecision(int games, Fn&& fn) {
  for (uint64_t seed = 1; seed <= static_cast<uint64_t>(games); ++seed) {
    auto state = NewState();
    Rng rng(seed * 13);
    std::vector<Action> legal;
    while (!state->IsTerminal()) {
      if (!state->IsChanceNode()) fn(*state, HeuristicChoice(*state));
      state->ApplyLegalAction(NextMove(*state, rng, 0.1, legal));
    }
  }
}

TEST(MfctBot, TakesACardThatExtendsItsRowWhenThePoolHasOne) {
  int checked = 0;
  ForEachBotDecision(60, [&](const MyFirstChristmasTreeState& state, Action choice) {
    if (state.step() != Step::kTake) return;
    const int me = state.CurrentPlayer();
    bool any = false;
    ForEachCard(state.Pool(), [&](Card card) { any = any || ExtendsRow(state, me, card); });
    if (!any) return;
    ++checked;
    ASSERT_TRUE(act::IsTake(choice)) << state.ActionToString(me, choice);
    EXPECT_TRUE(ExtendsRow(state, me, act::CardOf(choice))) << state.ToString();
  });
  EXPECT_GT(checked, 50);
}

TEST(MfctBot, PutsCubesWhereTheyCompleteARowFirst) {
  int checked = 0;
  ForEachBotDecision(100, [&](const MyFirstChristmasTreeState& state, Action choice) {
    if (state.step() != Step::kCubes) return;
    const int me = state.CurrentPlayer();
    auto completes_first = [&](int tile) {
      const int row = RowOf(tile);
      return state.FinishingTouch(row) < 0 && (RowMask(row) & ~state.Cubes(me)) == TileBit(tile);
    };
    bool any = false;
    for (const Action action : state.LegalActions())
      any = any || completes_first(act::TileOf(action));
    if (!any) return;
    ++checked;
    EXPECT_TRUE(completes_first(act::TileOf(choice))) << state.ToString();
  });
  EXPECT_GT(checked, 5);
}

TEST(MfctBot, ClaimsTheMostValuableBox) {
  int checked = 0;
  ForEachBotDecision(100, [&](const MyFirstChristmasTreeState& state, Action choice) {
    if (state.step() != Step::kBox) return;
    const int me = state.CurrentPlayer();
    const PreparationRow& row = state.Row(me);
    auto value_of = [&](Action action) {
      int total = row.CountOf(act::FirstColourOf(action));
      if (act::IsCommitBox(action)) total += row.CountOf(act::SecondColourOf(action));
      int value = 0;
      return state.BoxGainFor(me, total, &value) == BoxGain::kNothing ? 0 : value;
    };
    ++checked;
    for (const Action action : state.LegalActions()) {
      EXPECT_GE(value_of(choice), value_of(action)) << state.ToString();
    }
    EXPECT_GT(value_of(choice), 0) << "the box step is offered only when something is gained";
  });
  EXPECT_GT(checked, 20);
}

TEST(MfctBot, DecoratesWhenItMustAndWhenNoCardInHandExtendsTheRow) {
  int checked = 0;
  ForEachBotDecision(60, [&](const MyFirstChristmasTreeState& state, Action choice) {
    if (state.step() != Step::kAfterPlay) return;
    const int me = state.CurrentPlayer();
    if (state.Row(me).length < kMinDecoration) return;
    bool can_grow = false;
    ForEachCard(state.Hand(me),
                [&](Card card) { can_grow = can_grow || ExtendsRow(state, me, card); });
    if (can_grow) return;
    ++checked;
    // The row would break on next turn's compulsory play: decorate now.
    EXPECT_TRUE(act::IsDecorate(choice)) << state.ActionToString(me, choice) << "\n"
                                         << state.ToString();
  });
  EXPECT_GT(checked, 20);
}

TEST(MfctBot, TakesTheExtendingCardOfTheDropArrowExample) {
  TableSetup setup;
  setup.pool = {"red arrow", "white gear", "black three-dots", "white hammer"};
  setup.first_hand = {"blue drop"};
  setup.second_hand = {"black bricks", "green hammer"};
  Table table(setup);
  table.Queue({"yellow bricks", "green bricks"});
  table.DoAll({"take red arrow", "skip take", "play blue drop", "commit play red arrow right"});
  table.DoAll({"skip take", "play black bricks", "end turn"});
  // Drop-Arrow: a gear or a three-dots would extend it, a hammer or a bricks would not.
  std::string reason;
  const Action take = HeuristicChoice(table.state(), &reason);
  EXPECT_TRUE(take == act::Take(CardNamed("white gear")) ||
              take == act::Take(CardNamed("black three-dots")))
      << table->ActionToString(0, take);
  EXPECT_EQ(reason, "takes a card that extends the row");
}

TEST(MfctBot, BeatsRandomPlayers) {
  const Game& game = MyFirstChristmasTree();
  auto heuristic = MakeMfctHeuristicBot();
  RandomBot random;
  int wins = 0;
  constexpr int kGames = 60;
  for (int g = 0; g < kGames; ++g) {
    const int seat = g % 2;  // the bot's seat
    std::vector<Bot*> bots(2, &random);
    bots[seat] = heuristic.get();
    const MatchResult result = PlayMatch(game, 2, {}, bots, 500 + g);
    wins += result.winners[seat] && !result.winners[1 - seat];
  }
  EXPECT_GE(wins, kGames * 9 / 10);
}

}  // namespace
}  // namespace tinsel::mfct::testing
