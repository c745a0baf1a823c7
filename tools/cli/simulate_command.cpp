#include <chrono>
#include <cstdio>

#include "args.h"
#include "commands.h"
#include "seats.h"
#include "tinsel/match.h"
#include "tinsel/registry.h"

namespace tinsel::cli {

int RunSimulate(int argc, char** argv) {
  std::string error;
  auto fail = [&](const std::string& message) { return Fail("simulate", message, 2); };
  const auto args = Args::Parse(argc, argv, 2, {}, &error);
  if (!args) return fail(error);
  const GameEntry* entry = GameFromFlag(*args, &error);
  if (entry == nullptr) return fail(error);
  const Game& game = *entry->game;
  const auto players = args->GetInt("players", game.MinPlayers(), 1, 99, &error);
  if (!players) return fail(error);
  const int n = static_cast<int>(*players);
  auto table = MakeBotTable(*args, *entry, n, args->Get("bots", entry->bots.front().id), &error);
  if (!table) return fail(error);
  std::vector<Bot*> bot_pointers;
  for (const auto& bot : table->bots) bot_pointers.push_back(bot.get());
  const Options& options = table->options;
  const int64_t games = table->games;
  const uint64_t seed = table->seed;

  std::vector<double> score_sum(n, 0), win_share(n, 0);
  const auto start = std::chrono::steady_clock::now();
  for (int64_t g = 0; g < games; ++g) {
    const MatchResult result =
        PlayMatch(game, n, options, bot_pointers, Rng::Mix(seed, static_cast<uint64_t>(g)));
    const std::vector<double> shares = WinShares(result.winners);
    for (int p = 0; p < n; ++p) {
      score_sum[p] += result.scores[p];
      win_share[p] += shares[p];
    }
  }
  const double seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();

  std::printf("%s, %d players, %lld games, seed %llu\n", game.Name().c_str(), n,
              static_cast<long long>(games), static_cast<unsigned long long>(seed));
  std::printf("%-6s %-12s %12s %10s\n", "seat", "bot", "mean score", "win share");
  for (int p = 0; p < n; ++p) {
    std::printf("%-6d %-12s %12.2f %9.1f%%\n", p + 1, table->seats[p].level.c_str(),
                score_sum[p] / games, 100.0 * win_share[p] / games);
  }
  std::printf("speed: %.0f games per second\n", games / std::max(seconds, 1e-9));
  return 0;
}

}  // namespace tinsel::cli
