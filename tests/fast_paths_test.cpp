// The search fast paths keep the contract of the slow ones, for every registered game:
// LegalActionsInto lists exactly LegalActions (same order), SampleChanceOutcome draws only
// outcomes of positive weight and in proportion to the weights, and IsEpisodeEnd is true at
// the end of the game. Ghosts of Christmas also ends an episode after each hand.
#include <gtest/gtest.h>

#include <cmath>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "games/ghosts_of_christmas/ghosts_of_christmas.h"
#include "tinsel/registry.h"

namespace tinsel {
namespace {

std::unique_ptr<State> NewGame(const Game& game, int players) {
  Options options;
  if (!game.NormalizeOptions(players, options).ok()) return nullptr;
  return game.NewInitialState(players, options);
}

TEST(FastPaths, MatchTheSlowPathsInRandomGames) {
  for (const GameEntry& entry : Registry()) {
    const Game& game = *entry.game;
    for (int players = game.MinPlayers(); players <= game.MaxPlayers(); ++players) {
      for (uint64_t seed = 1; seed <= 5; ++seed) {
        std::unique_ptr<State> state = NewGame(game, players);
        ASSERT_NE(state, nullptr);
        Rng rng(seed);
        std::vector<Action> legal = {12345};  // stale contents must be replaced
        while (!state->IsTerminal()) {
          const std::string where =
              game.Id() + " players=" + std::to_string(players) + " seed=" + std::to_string(seed);
          EXPECT_FALSE(state->IsEpisodeEnd() && game.Id() != "ghosts-of-christmas") << where;
          if (state->IsChanceNode()) {
            const Action outcome = state->SampleChanceOutcome(rng);
            double weight = 0;
            for (const auto& [action, w] : state->ChanceOutcomes()) {
              if (action == outcome) weight = w;
            }
            ASSERT_GT(weight, 0) << where << ": drew an impossible outcome " << outcome;
            state->ApplyLegalAction(outcome);
            continue;
          }
          state->LegalActionsInto(legal);
          ASSERT_EQ(legal, state->LegalActions()) << where;
          ASSERT_FALSE(legal.empty()) << where;
          state->ApplyLegalAction(legal[rng.Below(legal.size())]);
        }
        EXPECT_TRUE(state->IsEpisodeEnd());
      }
    }
  }
}

// PlayRandomly (each game's override, through PlayRandomlyAs) makes the moves the loop
// written out with the slow calls makes, stops where asked, and honours max_steps.
TEST(FastPaths, PlayRandomlyIsTheWrittenOutLoop) {
  for (const GameEntry& entry : Registry()) {
    const Game& game = *entry.game;
    for (int players = game.MinPlayers(); players <= game.MaxPlayers(); ++players) {
      for (const PlayoutEnd end : {PlayoutEnd::kEpisode, PlayoutEnd::kGame}) {
        const std::string where = game.Id() + " players=" + std::to_string(players);
        std::unique_ptr<State> fast = NewGame(game, players);
        ASSERT_NE(fast, nullptr);
        std::unique_ptr<State> slow = fast->Clone();
        Rng fast_rng(players), slow_rng(players);
        std::vector<Action> scratch;
        const int moves = fast->PlayRandomly(fast_rng, scratch, end, 1 << 30);
        int slow_moves = 0;
        while (!slow->IsTerminal() && !(end == PlayoutEnd::kEpisode && slow->IsEpisodeEnd())) {
          const std::vector<Action> legal = slow->LegalActions();
          ASSERT_TRUE(slow->ApplyAction(slow->IsChanceNode() ? slow->SampleChanceOutcome(slow_rng)
                                                             : legal[slow_rng.Below(legal.size())])
                          .ok())
              << where;
          ++slow_moves;
        }
        EXPECT_EQ(moves, slow_moves) << where;
        EXPECT_EQ(fast->ToString(), slow->ToString()) << where;
        EXPECT_EQ(fast_rng.Next(), slow_rng.Next()) << where;
        EXPECT_TRUE(end == PlayoutEnd::kGame ? fast->IsTerminal() : fast->IsEpisodeEnd()) << where;

        std::unique_ptr<State> short_run = NewGame(game, players);
        EXPECT_EQ(short_run->PlayRandomly(fast_rng, scratch, end, 7), 7) << where;
      }
    }
  }
}

// ResampleInto, given a world left over from an earlier position (the search's steady
// state), draws exactly what Resample draws from the same generator; ScoresInto and
// WinnersInto replace stale contents.
TEST(FastPaths, ResampleIntoAndScoresIntoMatchTheirAllocatingForms) {
  for (const GameEntry& entry : Registry()) {
    const Game& game = *entry.game;
    for (int players = game.MinPlayers(); players <= game.MaxPlayers(); ++players) {
      std::unique_ptr<State> state = NewGame(game, players);
      ASSERT_NE(state, nullptr);
      Rng rng(players);
      std::unique_ptr<State> world;  // reused across the whole game
      std::vector<double> scores = {1, 2, 3, 4, 5, 6, 7, 8, 9};
      std::vector<bool> winners(9, true);
      int decisions = 0;
      while (!state->IsTerminal()) {
        const std::string where = game.Id() + " players=" + std::to_string(players) + " decision " +
                                  std::to_string(decisions);
        if (state->IsChanceNode()) {
          state->ApplyLegalAction(state->SampleChanceOutcome(rng));
          continue;
        }
        const int player = state->CurrentPlayer();
        Rng for_into(decisions), for_fresh(decisions);
        state->ResampleInto(player, for_into, world);
        const std::unique_ptr<State> fresh = state->Resample(player, for_fresh);
        ASSERT_EQ(world->ToString(), fresh->ToString()) << where;
        ASSERT_EQ(for_into.Next(), for_fresh.Next()) << where << ": drew a different amount";
        state->ScoresInto(scores);
        ASSERT_EQ(scores, state->Scores()) << where;
        const std::vector<Action> legal = state->LegalActions();
        state->ApplyLegalAction(legal[rng.Below(legal.size())]);
        ++decisions;
      }
      state->WinnersInto(winners);
      EXPECT_EQ(winners, state->Winners());
      EXPECT_EQ(winners.size(), static_cast<size_t>(players));
    }
  }
}

// The first chance node of each game (and a later one) drawn many times: each outcome's
// share is close to its weight's share.
TEST(FastPaths, ChanceDrawsFollowTheWeights) {
  for (const GameEntry& entry : Registry()) {
    const Game& game = *entry.game;
    const int players = game.MaxPlayers();
    std::unique_ptr<State> state = NewGame(game, players);
    ASSERT_NE(state, nullptr);
    Rng walk(7);
    std::vector<Action> legal;
    int checked = 0;
    for (int step = 0; !state->IsTerminal() && checked < 3; ++step) {
      if (state->IsChanceNode()) {
        if (step == 0 || step % 9 == 0) {
          ++checked;
          const auto outcomes = state->ChanceOutcomes();
          double total = 0;
          for (const auto& outcome : outcomes) total += outcome.second;
          constexpr int kDraws = 40000;
          std::map<Action, int> counts;
          Rng rng(step + 1);
          for (int i = 0; i < kDraws; ++i) ++counts[state->SampleChanceOutcome(rng)];
          for (const auto& [action, weight] : outcomes) {
            const double expected = kDraws * weight / total;
            // Six standard deviations: never fails by chance, catches a wrong mapping.
            const double slack = 6 * std::sqrt(expected) + 1;
            EXPECT_NEAR(counts[action], expected, slack)
                << game.Id() << " step " << step << " outcome "
                << state->ActionToString(kChancePlayer, action);
          }
        }
        state->ApplyLegalAction(state->SampleChanceOutcome(walk));
        continue;
      }
      state->LegalActionsInto(legal);
      state->ApplyLegalAction(legal[walk.Below(legal.size())]);
    }
    EXPECT_GT(checked, 0) << game.Id();
  }
}

TEST(FastPaths, GhostsEpisodesEndWithEachHand) {
  const GameEntry* entry = FindGame("ghosts-of-christmas");
  ASSERT_NE(entry, nullptr);
  for (int players = 3; players <= 4; ++players) {
    std::unique_ptr<State> state = NewGame(*entry->game, players);
    Rng rng(players);
    std::vector<Action> legal;
    int episode_ends = 0;
    int hands_seen = 0;
    while (!state->IsTerminal()) {
      const auto& ghosts = static_cast<const ghosts::GhostsOfChristmasState&>(*state);
      // An episode ends exactly when a hand has just been scored.
      const bool hand_over = ghosts.CompletedHands() > hands_seen;
      EXPECT_EQ(state->IsEpisodeEnd(), hand_over);
      if (hand_over) {
        ++episode_ends;
        hands_seen = ghosts.CompletedHands();
      }
      if (state->IsChanceNode()) {
        state->ApplyLegalAction(state->SampleChanceOutcome(rng));
      } else {
        state->LegalActionsInto(legal);
        state->ApplyLegalAction(legal[rng.Below(legal.size())]);
      }
    }
    EXPECT_TRUE(state->IsEpisodeEnd());
    EXPECT_EQ(episode_ends + 1, players);  // the last hand ends the game itself
  }
}

}  // namespace
}  // namespace tinsel
