// tinsel_bench: speed of the rules engines and the search bot, per game. Built natively and
// with Emscripten (run under node), so scripts/bench can print both side by side.
//   random playouts: whole games with uniformly random moves from the opening position
//   ISMCTS iterations: the search bot's iterations for the first decision of a game
// Usage: tinsel_bench [--seconds S] [--json] [--game ID] [--cpu]
//   --cpu: time by the process's CPU time instead of the wall clock (native only; steadier on a
//   busy machine, but not comparable with a wasm run, which always uses the wall clock).
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <string>
#include <vector>

#include "tinsel/ismcts.h"
#include "tinsel/match.h"
#include "tinsel/registry.h"

namespace {

using Clock = std::chrono::steady_clock;
using tinsel::Action;
using tinsel::State;

using Case = tinsel::BenchCase;  // each game's, from its manifest

bool use_cpu_time = false;

// Seconds on the chosen clock (wall, or this process's CPU time).
double Now() {
#if defined(CLOCK_PROCESS_CPUTIME_ID) && !defined(__EMSCRIPTEN__)
  if (use_cpu_time) {
    timespec ts{};
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
    return ts.tv_sec + 1e-9 * ts.tv_nsec;
  }
#endif
  return std::chrono::duration<double>(Clock::now().time_since_epoch()).count();
}

double Seconds(double since) { return Now() - since; }

// Units of work per second done by `step` (one call does a few milliseconds' work and
// returns how many units it did), after a warm-up that is not counted: WebAssembly engines
// first run code from a quick baseline compile and swap in optimized code once it is hot
// (V8: Liftoff, then TurboFan), so without it the first half second measures the compiler.
template <typename Step>
double Rate(Step&& step, double budget) {
  const double warm_up = std::min(0.5, budget / 2);
  for (const double start = Now(); Seconds(start) < warm_up;) step();
  long long units = 0;
  const double start = Now();
  while (Seconds(start) < budget) units += step();
  return units / Seconds(start);
}

// Random whole games per second.
double RandomGamesPerSecond(const tinsel::Game& game, const Case& c, double budget) {
  tinsel::Rng rng(12345);
  const std::unique_ptr<State> initial = game.NewInitialState(c.players, c.options);
  std::vector<Action> legal;
  return Rate(
      [&] {
        constexpr int kGames = 20;
        for (int i = 0; i < kGames; ++i) {
          std::unique_ptr<State> state = initial->Clone();
          state->PlayRandomly(rng, legal, tinsel::PlayoutEnd::kGame, 1 << 30);
        }
        return kGames;
      },
      budget);
}

// The opening decision: the first position where a player decides, chance resolved.
std::unique_ptr<State> OpeningDecision(const tinsel::Game& game, const Case& c) {
  tinsel::Rng rng(777);
  std::unique_ptr<State> state = game.NewInitialState(c.players, c.options);
  while (state->IsChanceNode()) state->ApplyLegalAction(state->SampleChanceOutcome(rng));
  return state;
}

double IsmctsIterationsPerSecond(const tinsel::Game& game, const Case& c, double budget) {
  const std::unique_ptr<State> opening = OpeningDecision(game, c);
  tinsel::Rng rng(99);
  tinsel::IsmctsConfig config;
  config.iterations = 1 << 30;
  tinsel::IsmctsBot bot(config);
  constexpr int kSlice = 1000;
  constexpr int kSlicesPerSearch = 20;  // a fresh search every 20,000 iterations, as a bot
  int slices = 0;                       // deciding moves would
  uint64_t seed = 1;
  return Rate(
      [&] {
        if (slices++ % kSlicesPerSearch == 0) {
          bot.Begin(opening->Resample(opening->CurrentPlayer(), rng), opening->CurrentPlayer(),
                    seed++);
        }
        bot.Think(kSlice);
        return kSlice;
      },
      budget);
}

}  // namespace

int main(int argc, char** argv) {
  double budget = 2.0;
  bool json = false;
  std::string only;
  for (int i = 1; i < argc; ++i) {
    if (std::strcmp(argv[i], "--seconds") == 0 && i + 1 < argc) budget = std::atof(argv[++i]);
    if (std::strcmp(argv[i], "--json") == 0) json = true;
    if (std::strcmp(argv[i], "--cpu") == 0) use_cpu_time = true;
    if (std::strcmp(argv[i], "--game") == 0 && i + 1 < argc) only = argv[++i];
  }
  if (json) std::printf("[");
  bool first = true;
  for (const tinsel::GameEntry& entry : tinsel::Registry()) {
    const Case& c = entry.bench;
    const std::string id = entry.game->Id();
    if (!only.empty() && only != id) continue;
    tinsel::Options options = c.options;
    if (!entry.game->NormalizeOptions(c.players, options).ok()) continue;
    Case normalized = c;
    normalized.options = options;
    const double games = RandomGamesPerSecond(*entry.game, normalized, budget);
    const double iterations = IsmctsIterationsPerSecond(*entry.game, normalized, budget);
    if (json) {
      std::printf(
          "%s{\"game\":\"%s\",\"players\":%d,\"random_%s_per_second\":%.0f,"
          "\"ismcts_iterations_per_second\":%.0f}",
          first ? "" : ",", id.c_str(), c.players, c.unit.c_str(), games * c.episodes_per_game,
          iterations);
    } else {
      std::printf("%-24s %d players  random %s/s %10.0f  ISMCTS iterations/s %9.0f\n", id.c_str(),
                  c.players, c.unit.c_str(), games * c.episodes_per_game, iterations);
    }
    first = false;
  }
  if (json) std::printf("]\n");
  return 0;
}
