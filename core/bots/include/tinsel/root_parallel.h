// Root-parallel ISMCTS: K independent searches of one decision, each with its own seed (from
// the bot's seed and the worker's index), whose root statistics are summed; the move is the
// most visited action of the sum. The searches share nothing, so they run anywhere: in turn
// (RootParallelBot), on threads (the desktop app, `tinsel arena`) or in web workers that
// only exchange messages (the browser: RootStatsToJson / RootStatsFromJson carry the parts).
//
// Deterministic for a given seed, iteration budget (per worker) and worker count. Worker 0
// searches with the bot's own seed, so one worker makes exactly the move of IsmctsBot.
// Every worker searches from BotView (tinsel/bot.h): the seat's resampled world, never the
// true state.
#pragma once

#include <atomic>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "tinsel/ismcts.h"

namespace tinsel {

// At most this many workers (the browser and desktop use one core less than they have).
constexpr int kMaxSearchWorkers = 8;

// The seed of worker `worker` (0-based) of a root-parallel search for a bot seeded `bot_seed`.
uint64_t RootWorkerSeed(uint64_t bot_seed, int worker);

// Worker `worker`'s search of the decision at `state` (a player's turn) with `config`'s
// iteration budget: Begin(BotView(state, bot_seed), player, RootWorkerSeed(...)), as
// StartBot would. Stops early, with the statistics so far, once `stop` turns true.
RootStats SearchRoot(const State& state, uint64_t bot_seed, int worker, const IsmctsConfig& config,
                     const std::atomic<bool>* stop = nullptr);

// Adds `part` into `sum`: iterations, and per action visits, availability, reward and points
// (actions new to `sum` are appended in `part`'s order). Sum the parts in worker order: the result
// is then the same however the parts arrived.
void AddRootStats(RootStats& sum, const RootStats& part);

// The most visited action (ties: the first listed) when it is legal, else the first legal
// action. `legal` must not be empty.
Action ChooseFromRootStats(const RootStats& stats, const std::vector<Action>& legal);
// The hint's reason, as IsmctsBot::Explain: "chosen in 60% of 9000 simulated games; expected
// result 70%" ("the only possible move" without a search).
std::string ExplainRootStats(const RootStats& stats);

// {"iterations":N,"actions":[[action,visits,availability,reward,points],...]}; rewards and
// points keep every bit (the sum is the same after a trip through the text). The reader also
// takes the older rows of 4 (points 0).
std::string RootStatsToJson(const RootStats& stats);
// nullptr-free parse: false with `error` set on anything but what RootStatsToJson writes.
bool RootStatsFromJson(const std::string& text, RootStats* stats, std::string* error);

// A Bot that runs `workers` root searches of `config.iterations` each and plays the move of
// their sum. Think(work) advances them in turn (deterministic, one thread), or with
// `threads`, each on its own thread until done (a blocking call, for the command line).
class RootParallelBot : public Bot {
 public:
  RootParallelBot(IsmctsConfig config, int workers, bool threads = false);

  void Begin(std::unique_ptr<State> view, int player, uint64_t seed) override;
  bool Think(int work) override;
  Action Decision() const override;
  std::string Explain() const override;

  int workers() const { return static_cast<int>(searches_.size()); }
  // The sum of the workers' root statistics so far.
  RootStats Sum() const;

 private:
  IsmctsConfig config_;
  [[maybe_unused]] bool threads_;  // unread in a web build without threads
  std::vector<std::unique_ptr<IsmctsBot>> searches_;
  std::vector<bool> done_;
  std::vector<Action> legal_;
};

}  // namespace tinsel
