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
  auto fail = [&](const std::string& message) {
    std::fprintf(stderr, "tinsel simulate: %s\n", message.c_str());
    return 2;
  };
  const auto args = Args::Parse(argc, argv, 2, {}, &error);
  if (!args) return fail(error);
  const GameEntry* entry = FindGame(args->Get("game"));
  if (entry == nullptr) return fail("--game must name a game from `tinsel games`.");
  const Game& game = *entry->game;
  const auto players = args->GetInt("players", game.MinPlayers(), 1, 99, &error);
  const auto games = args->GetInt("games", 100, 1, 100000000, &error);
  const auto seed = args->GetSeed("seed", 1, &error);
  auto options = args->GetOptions(&error);
  if (!players || !games || !seed || !options) return fail(error);
  const Status valid = game.NormalizeOptions(static_cast<int>(*players), *options);
  if (!valid.ok()) return fail(valid.message());
  const auto seats = MakeSeats(*entry, static_cast<int>(*players),
                               args->Get("bots", entry->bots.front().id), "", &error);
  if (!seats) return fail(error);

  std::vector<std::unique_ptr<Bot>> bots;
  std::vector<Bot*> bot_pointers;
  for (const Seat& seat : *seats) {
    if (!seat.bot) return fail("simulate needs a bot in every seat.");
    bots.push_back(MakeBot(game.Id(), seat.level));
    bot_pointers.push_back(bots.back().get());
  }

  const int n = static_cast<int>(*players);
  std::vector<double> score_sum(n, 0), win_share(n, 0);
  const auto start = std::chrono::steady_clock::now();
  for (int64_t g = 0; g < *games; ++g) {
    const MatchResult result =
        PlayMatch(game, n, *options, bot_pointers, Rng::Mix(*seed, static_cast<uint64_t>(g)));
    int winners = 0;
    for (bool won : result.winners) winners += won;
    for (int p = 0; p < n; ++p) {
      score_sum[p] += result.scores[p];
      if (result.winners[p]) win_share[p] += 1.0 / winners;
    }
  }
  const double seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();

  std::printf("%s, %d players, %lld games, seed %llu\n", game.Name().c_str(), n,
              static_cast<long long>(*games), static_cast<unsigned long long>(*seed));
  std::printf("%-6s %-12s %12s %10s\n", "seat", "bot", "mean score", "win share");
  for (int p = 0; p < n; ++p) {
    std::printf("%-6d %-12s %12.2f %9.1f%%\n", p + 1, (*seats)[p].level.c_str(),
                score_sum[p] / *games, 100.0 * win_share[p] / *games);
  }
  std::printf("speed: %.0f games per second\n", *games / std::max(seconds, 1e-9));
  return 0;
}

}  // namespace tinsel::cli
