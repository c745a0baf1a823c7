// tinsel arena: bots against each other, seats rotated every game so that no bot keeps the
// advantage of a seat; per-bot win share with a 95% confidence interval and mean score.
#include <chrono>
#include <cstdio>

#include "args.h"
#include "commands.h"
#include "seats.h"
#include "tinsel/match.h"
#include "tinsel/registry.h"

namespace tinsel::cli {

int RunArena(int argc, char** argv) {
  std::string error;
  auto fail = [&](const std::string& message) { return Fail("arena", message, 2); };
  const auto args = Args::Parse(argc, argv, 2, {}, &error);
  if (!args) return fail(error);
  const GameEntry* entry = GameFromFlag(*args, &error);
  if (entry == nullptr) return fail(error);
  const Game& game = *entry->game;
  const std::vector<std::string> lineup = SplitCommas(args->Get("seats"));
  const int n = static_cast<int>(lineup.size());
  if (!args->Has("seats")) return fail("--seats lists one bot per seat, e.g. hard,random,random.");
  auto table = MakeBotTable(*args, *entry, n, args->Get("seats"), &error);
  if (!table) return fail(error);
  const std::vector<std::unique_ptr<Bot>>& bots = table->bots;
  const Options& options = table->options;
  const int64_t games = table->games;
  const uint64_t seed = table->seed;

  std::vector<double> score_sum(n, 0), win_sum(n, 0);
  const auto start = std::chrono::steady_clock::now();
  for (int64_t g = 0; g < games; ++g) {
    // Entry i of the lineup sits in seat (i + g) mod n.
    const int shift = static_cast<int>(g % n);
    std::vector<Bot*> at_seat(n);
    for (int i = 0; i < n; ++i) at_seat[(i + shift) % n] = bots[i].get();
    const MatchResult result =
        PlayMatch(game, n, options, at_seat, Rng::Mix(seed, static_cast<uint64_t>(g)));
    const std::vector<double> shares = WinShares(result.winners);
    for (int i = 0; i < n; ++i) {
      const int seat = (i + shift) % n;
      score_sum[i] += result.scores[seat];
      win_sum[i] += shares[seat];
    }
  }
  const double seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();

  const double count = static_cast<double>(games);
  std::printf("%s, %d seats, %lld games, seed %llu (seats rotate every game)\n",
              game.Name().c_str(), n, static_cast<long long>(games),
              static_cast<unsigned long long>(seed));
  // "x fair": the win share over the fair share 1/n (2.0 = twice its share of the wins).
  std::printf("%-6s %-10s %10s %18s %7s %11s\n", "entry", "bot", "win share", "95% interval",
              "x fair", "mean score");
  for (int i = 0; i < n; ++i) {
    const double mean = win_sum[i] / count;
    const ShareInterval interval = WinShareInterval(mean, static_cast<int>(games));
    std::printf("%-6d %-10s %9.1f%% %8.1f%% - %5.1f%% %7.2f %11.2f\n", i + 1, lineup[i].c_str(),
                100 * mean, 100 * interval.low, 100 * interval.high, mean * n,
                score_sum[i] / count);
  }
  std::printf("fair share %.1f%%\n", 100.0 / n);
  std::printf("speed: %.2f games per second\n", count / std::max(seconds, 1e-9));
  return 0;
}

}  // namespace tinsel::cli
