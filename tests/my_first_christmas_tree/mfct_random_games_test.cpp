// Properties over many random games: every game ends within the bound the rules allow, the
// round is always finished, the invariants of rows, commits, boxes and cubes hold at every step.
#include <algorithm>
#include <bit>
#include <cstdio>

#include "mfct_test_util.h"

namespace tinsel::mfct::testing {
namespace {

// An upper bound on the turns of any game, from the rules alone. Each round either places a
// cube or is quiet, and 20 quiet rounds in a row end the game (ruling 22). Cubes can be
// placed at most 20 + 20 (tiles) + 1 (star) + 2 (base) + 5 (finishing touches) = 48 times,
// so at most 48 rounds place one, each after at most 19 quiet rounds, and the last 20 quiet
// rounds end it: (48 * 20 + 20) rounds of 2 turns.
constexpr int kMaxRounds = (2 * kNumTiles + 1 + 2 + kNumRows) * kStallRounds + kStallRounds;
constexpr int kMaxTurns = 2 * kMaxRounds;

TEST(MfctRandomGames, EveryGameEndsWithinTheRulesBoundAfterAWholeRound) {
  int longest = 0;
  int by_touches = 0, by_stalling = 0;
  for (uint64_t seed = 1; seed <= 300; ++seed) {
    auto state = NewState();
    Rng rng(seed);
    std::vector<Action> legal;
    int steps = 0;
    while (!state->IsTerminal()) {
      ASSERT_LT(++steps, 40 * kMaxTurns) << "seed " << seed;
      if (state->IsChanceNode()) {
        state->ApplyLegalAction(state->SampleChanceOutcome(rng));
      } else {
        state->LegalActionsInto(legal);
        state->ApplyLegalAction(legal[rng.Below(legal.size())]);
      }
    }
    const int turns = state->TurnsTaken(0) + state->TurnsTaken(1);
    longest = std::max(longest, turns);
    EXPECT_LE(turns, kMaxTurns) << "seed " << seed;
    // Both players had the same number of turns (ruling 9).
    EXPECT_EQ(state->TurnsTaken(0), state->TurnsTaken(1)) << "seed " << seed;
    if (state->EndTriggered()) {
      ++by_touches;
      for (int row = 0; row < kNumRows; ++row) EXPECT_GE(state->FinishingTouch(row), 0);
    } else {
      ++by_stalling;
      EXPECT_EQ(state->QuietRounds(), kStallRounds) << "seed " << seed;
    }
  }
  EXPECT_GT(by_touches, 0);
  EXPECT_GT(by_stalling, 0);
  std::printf(
      "300 random games: longest %d turns (bound %d); %d ended by finishing touches, %d "
      "by stalling\n",
      longest, kMaxTurns, by_touches, by_stalling);
}

// Records the end of the game as the text wants it: the round in which the last row got its
// finishing touch is played to its end, and no further. Random players seldom finish every
// row, so these games are mostly the heuristic bot's.
TEST(MfctGames, TheEndTriggerFinishesTheRound) {
  int triggered_by_first = 0, triggered_by_second = 0;
  for (uint64_t seed = 1; seed <= 200; ++seed) {
    auto state = NewState();
    Rng rng(seed * 7);
    std::vector<Action> legal;
    int trigger_mover = -1;
    std::array<int, kNumPlayers> turns_at_trigger{};
    while (!state->IsTerminal()) {
      const int mover = state->Mover();
      state->ApplyLegalAction(NextMove(*state, rng, 0.2, legal));
      if (trigger_mover < 0 && state->EndTriggered()) {
        trigger_mover = mover;
        turns_at_trigger = {state->TurnsTaken(0), state->TurnsTaken(1)};
      }
    }
    EXPECT_EQ(state->TurnsTaken(0), state->TurnsTaken(1)) << seed;
    if (trigger_mover < 0) continue;  // ended by stalling
    const int first = state->FirstPlayer();
    if (trigger_mover == first) {
      ++triggered_by_first;
      // The second player still plays their turn of this round.
      EXPECT_EQ(state->TurnsTaken(1 - first), turns_at_trigger[1 - first] + 1) << seed;
      EXPECT_EQ(state->TurnsTaken(first), turns_at_trigger[first]) << seed;
    } else {
      ++triggered_by_second;
      EXPECT_EQ(state->TurnsTaken(0), turns_at_trigger[0]) << seed;
      EXPECT_EQ(state->TurnsTaken(1), turns_at_trigger[1]) << seed;
    }
  }
  EXPECT_GT(triggered_by_first, 0);
  EXPECT_GT(triggered_by_second, 0);
}

// Invariants checked after every move of many games, random and the heuristic bot's.
TEST(MfctGames, RowsCommitsBoxesAndCubesKeepTheirRules) {
  int own_boxes = 0, neutral_boxes = 0, stand_ins = 0, reshuffles = 0;
  for (uint64_t seed = 1; seed <= 200; ++seed) {
    auto state = NewState();
    Rng rng(seed + 1000);
    const double random_share = seed % 2 == 0 ? 1.0 : 0.1;
    std::vector<Action> legal;
    const auto totals = state->ComponentTotals();
    while (!state->IsTerminal()) {
      const MyFirstChristmasTreeState before = *state;
      const Action action = NextMove(*state, rng, random_share, legal);
      state->ApplyLegalAction(action);
      ASSERT_EQ(state->ComponentTotals(), totals) << state->ToString();
      for (int seat = 0; seat < kNumPlayers; ++seat) {
        const PreparationRow& row = state->Row(seat);
        // A row never outgrows the maximum nor the longest line, and always reads on the tree.
        ASSERT_LE(row.length, std::min(state->MaxRowSize(seat), kMaxLineLength));
        if (row.length > 0) {
          std::array<int8_t, kMaxLineLength> symbols;
          row.Symbols(symbols.data());
          ASSERT_TRUE(PatternOnTree(state->Tree(), symbols.data(), row.length));
        }
        // An own box is taken at the current maximum, in order 4, 5, 6.
        if (state->OwnBoxesTaken(seat) != before.OwnBoxesTaken(seat)) {
          ASSERT_EQ(state->OwnBoxesTaken(seat), before.OwnBoxesTaken(seat) + 1);
          const int value = before.MaxRowSize(seat);
          ASSERT_EQ(state->BoxCardsClaimed(seat, value), before.BoxCardsClaimed(seat, value) + 1);
          ++own_boxes;
        }
        // Stand-ins only once the decoration cubes are gone (ruling 17): a move that places
        // several cubes uses up the decoration cubes first.
        if (std::popcount(state->StandIns(seat)) > std::popcount(before.StandIns(seat))) {
          ASSERT_EQ(state->DecorationCubesLeft(seat), 0);
          ++stand_ins;
        }
      }
      for (int value = kLowestBox; value <= kHighestBox; ++value) {
        if (state->NeutralBoxesLeft(value) < before.NeutralBoxesLeft(value)) ++neutral_boxes;
      }
      reshuffles += state->Reshuffles() - before.Reshuffles();
      // One commit a turn: a commit action is never legal once one was used.
      if (before.CurrentPlayer() >= 0 && before.CommitUsed()) {
        ASSERT_FALSE(act::IsCommitTake(action) || act::IsCommitPlay(action) ||
                     act::IsCommitBox(action) || action == act::kCommitRefresh);
      }
    }
  }
  // The cases above did happen.
  EXPECT_GT(own_boxes, 0);
  EXPECT_GT(neutral_boxes, 0);
  EXPECT_GT(stand_ins, 0);
  EXPECT_GT(reshuffles, 0);
  std::printf("200 games: %d own boxes, %d neutral boxes, %d stand-ins, %d reshuffles\n", own_boxes,
              neutral_boxes, stand_ins, reshuffles);
}

// A measurement, not a check: run with --gtest_also_run_disabled_tests to print the longest of
// 10,000 random games.
TEST(MfctRandomGames, DISABLED_LongestOfTenThousandRandomGames) {
  int longest = 0;
  long long total = 0;
  for (uint64_t seed = 1; seed <= 10000; ++seed) {
    auto state = NewState();
    Rng rng(seed);
    const int turns = PlayRandomGame(*state, rng);
    longest = std::max(longest, turns);
    total += turns;
  }
  std::printf("10000 random games: longest %d turns, mean %.1f turns (rules bound %d)\n", longest,
              total / 10000.0, kMaxTurns);
  EXPECT_LE(longest, kMaxTurns);
}

}  // namespace
}  // namespace tinsel::mfct::testing
