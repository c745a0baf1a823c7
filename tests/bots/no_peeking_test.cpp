// Bots cannot peek: at positions where a seat cannot see everything (others' hands,
// unrevealed votes, the bag), several true states that look the same to that seat must get
// the same decision from every bot given the same seed and budget. Checked for every
// registered game, so a new game is covered on registration.
#include <gtest/gtest.h>

#include <memory>
#include <string>
#include <vector>

#include "../test_support.h"
#include "tinsel/ismcts.h"
#include "tinsel/registry.h"
#include "tinsel/root_parallel.h"

namespace tinsel {
namespace {

constexpr int kWorlds = 4;
constexpr int kSearchIterations = 120;  // small: this is about information, not strength

// A position `steps` random moves into a game, with a player to move.
std::unique_ptr<State> PositionAfter(const Game& game, int players, int steps, uint64_t seed) {
  Options options;
  if (!game.NormalizeOptions(players, options).ok()) return nullptr;
  std::unique_ptr<State> state = game.NewInitialState(players, options);
  Rng rng(seed);
  std::vector<Action> legal;
  for (int step = 0; !state->IsTerminal(); ++step) {
    if (state->IsChanceNode()) {
      state->ApplyLegalAction(state->SampleChanceOutcome(rng));
      continue;
    }
    if (step >= steps) return state;
    state->LegalActionsInto(legal);
    state->ApplyLegalAction(legal[rng.Below(legal.size())]);
  }
  return nullptr;
}

// True states that `player` cannot tell from `state`: resamples with the same observation.
// Returns how many of them differ from `state` somewhere `player` cannot see.
int SameLookingWorlds(const State& state, int player, std::vector<std::unique_ptr<State>>* worlds) {
  const nlohmann::json seen = state.ObservationJson(player);
  int differing = 0;
  worlds->push_back(state.Clone());
  for (int k = 1; k < kWorlds; ++k) {
    Rng rng(Rng::Mix(0xC0FFEE, k));
    std::unique_ptr<State> world = state.Resample(player, rng);
    EXPECT_EQ(world->ObservationJson(player), seen) << "a resample contradicts what was seen";
    differing += world->ToString() != state.ToString();
    worlds->push_back(std::move(world));
  }
  return differing;
}

struct BotCase {
  std::string name;
  std::function<std::unique_ptr<Bot>()> make;
};

std::vector<BotCase> BotsFor(const GameEntry& entry) {
  std::vector<BotCase> bots;
  bots.push_back({"ismcts", [] {
                    IsmctsConfig config;
                    config.iterations = kSearchIterations;
                    return std::make_unique<IsmctsBot>(config);
                  }});
  // The same search root-parallel (tinsel/root_parallel.h): three workers, summed.
  bots.push_back({"ismcts root-parallel x3", [] {
                    IsmctsConfig config;
                    config.iterations = kSearchIterations;
                    return std::make_unique<RootParallelBot>(config, 3);
                  }});
  // Every registered kind except the search levels (covered above at a test-sized budget).
  for (const BotKind& kind : entry.bots) {
    if (kind.id != "medium" && kind.id != "hard") bots.push_back({kind.id, kind.make});
  }
  return bots;
}

Action Decide(Bot& bot, std::unique_ptr<State> world, int player, uint64_t seed) {
  bot.Begin(std::move(world), player, seed);
  while (!bot.Think(64)) {
  }
  return bot.Decision();
}

class NoPeeking : public ::testing::TestWithParam<std::string> {};

TEST_P(NoPeeking, SameObservationSameDecision) {
  const GameEntry* entry = FindGame(GetParam());
  ASSERT_NE(entry, nullptr);
  const Game& game = *entry->game;
  const int players = std::min(std::max(3, game.MinPlayers()), game.MaxPlayers());
  int hidden_positions = 0;
  // The first few positions (a few moves apart) where the seat to move cannot see all.
  for (int steps = 3; steps < 120 && hidden_positions < 3; steps += 4) {
    const std::unique_ptr<State> state = PositionAfter(game, players, steps, 40 + steps);
    if (state == nullptr) continue;
    const int player = state->CurrentPlayer();
    std::vector<std::unique_ptr<State>> worlds;
    if (SameLookingWorlds(*state, player, &worlds) == 0) continue;  // nothing hidden here
    if (state->LegalActions().size() < 2) continue;                 // nothing to decide
    ++hidden_positions;
    for (const BotCase& bot_case : BotsFor(*entry)) {
      const uint64_t seed = 7 + steps;
      std::unique_ptr<Bot> bot = bot_case.make();
      const Action first = Decide(*bot, worlds[0]->Clone(), player, seed);
      for (int k = 1; k < kWorlds; ++k) {
        EXPECT_EQ(Decide(*bot, worlds[k]->Clone(), player, seed), first)
            << game.Id() << ", " << bot_case.name << " after " << steps
            << " moves: the decision depends on what seat " << player << " cannot see";
      }
    }
  }
  // Perfect-information games have nothing to hide; the others must have been tested.
  if (game.Id() != "trim-the-tree") {
    EXPECT_GT(hidden_positions, 0) << game.Id();
  }
}

// What a root-parallel worker does (in a thread or a browser worker): SearchRoot from the
// true state, which the worker has by replaying the save. It searches BotView (the seat's
// resample), so same-looking true states give every worker the very same root statistics.
TEST_P(NoPeeking, RootSearchWorkersSeeOnlyTheSeatsView) {
  const GameEntry* entry = FindGame(GetParam());
  ASSERT_NE(entry, nullptr);
  const Game& game = *entry->game;
  const int players = std::min(std::max(3, game.MinPlayers()), game.MaxPlayers());
  int hidden_positions = 0;
  for (int steps = 3; steps < 120 && hidden_positions < 3; steps += 4) {
    const std::unique_ptr<State> state = PositionAfter(game, players, steps, 40 + steps);
    if (state == nullptr) continue;
    const int player = state->CurrentPlayer();
    std::vector<std::unique_ptr<State>> worlds;
    if (SameLookingWorlds(*state, player, &worlds) == 0) continue;
    if (state->LegalActions().size() < 2) continue;
    ++hidden_positions;
    IsmctsConfig config;
    config.iterations = kSearchIterations;
    for (int worker = 0; worker < 3; ++worker) {
      const std::string first = RootStatsToJson(SearchRoot(*worlds[0], 7 + steps, worker, config));
      for (int k = 1; k < kWorlds; ++k) {
        EXPECT_EQ(RootStatsToJson(SearchRoot(*worlds[k], 7 + steps, worker, config)), first)
            << game.Id() << " after " << steps << " moves, worker " << worker
            << ": the search depends on what seat " << player << " cannot see";
      }
    }
  }
  if (game.Id() != "trim-the-tree") {
    EXPECT_GT(hidden_positions, 0) << game.Id();
  }
}

INSTANTIATE_TEST_SUITE_P(EveryGame, NoPeeking, ::testing::ValuesIn(testing_support::GameIds()),
                         testing_support::TestNameOf);

}  // namespace
}  // namespace tinsel
