// tinsel ratings: the strength of a game's bot levels on duplicate deals. Every deal is played
// with the levels in every seating (2 seats: each pair of levels both ways round; 3 or more:
// one seat per level, every permutation), so the luck of the deal and of the seat cancels
// out. The statistics (pairwise results, Bradley-Terry, bootstrap) are tinsel/ratings.h's.
#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdio>
#include <mutex>
#include <numeric>
#include <thread>

#include "args.h"
#include "commands.h"
#include "seats.h"
#include "tinsel/match.h"
#include "tinsel/ratings.h"
#include "tinsel/registry.h"
#include "tinsel/utf8.h"

namespace tinsel::cli {

namespace {

// The seatings a deal is played in: for each seat, the index of the level sitting there.
std::vector<std::vector<int>> Seatings(int levels, int players) {
  std::vector<std::vector<int>> seatings;
  if (players == 2) {
    for (int i = 0; i < levels; ++i) {
      for (int j = i + 1; j < levels; ++j) {
        seatings.push_back({i, j});
        seatings.push_back({j, i});
      }
    }
    return seatings;
  }
  std::vector<int> order(levels);
  std::iota(order.begin(), order.end(), 0);
  do {
    seatings.push_back(order);
  } while (std::next_permutation(order.begin(), order.end()));
  return seatings;
}

std::string Percent(double share) {
  char text[16];
  std::snprintf(text, sizeof text, "%.0f%%", 100 * share);
  return text;
}

void PrintTable(const Game& game, const std::vector<std::string>& levels, const Ratings& ratings,
                int players, size_t seatings, const RatingsConfig& config) {
  const int n = static_cast<int>(levels.size());
  std::printf("%s: %d seats, %d deals x %zu seatings = %d games\n\n", game.Name().c_str(), players,
              ratings.deals, seatings, ratings.games);
  std::printf("| level | Elo | 95%% interval |");
  for (int j = 0; j < std::min(n, 2); ++j) std::printf(" wins of 10 vs %s |", levels[j].c_str());
  std::printf("\n|---|---|---|");
  for (int j = 0; j < std::min(n, 2); ++j) std::printf("---|");
  std::printf("\n");
  for (int i = 0; i < n; ++i) {
    std::printf("| %s | %+.0f | %+.0f to %+.0f |", levels[i].c_str(), ratings.elo[i],
                ratings.elo_interval[i].low, ratings.elo_interval[i].high);
    for (int j = 0; j < std::min(n, 2); ++j) {
      if (i == j) {
        std::printf(" - |");
      } else {
        std::printf(" %.1f |", 10 * ExpectedShare(ratings.elo[i] - ratings.elo[j]));
      }
    }
    std::printf("\n");
  }
  std::printf(
      "\nHead to head (row's share of the pairwise points against the column; Wilson "
      "95%% interval; comparisons):\n\n| |");
  for (const std::string& level : levels) std::printf(" vs %s |", level.c_str());
  std::printf("\n|---|");
  for (int j = 0; j < n; ++j) std::printf("---|");
  std::printf("\n");
  for (int i = 0; i < n; ++i) {
    std::printf("| %s |", levels[i].c_str());
    for (int j = 0; j < n; ++j) {
      const double count = ratings.tally.comparisons[i][j];
      if (i == j || count == 0) {
        std::printf(" - |");
        continue;
      }
      const double share = ratings.tally.Share(i, j);
      const ShareInterval interval = WinShareInterval(share, static_cast<int>(count));
      std::printf(" %s (%s-%s, %.0f) |", Percent(share).c_str(), Percent(interval.low).c_str(),
                  Percent(interval.high).c_str(), count);
    }
    std::printf("\n");
  }
  std::printf(
      "\nClearly apart (the Elo difference's 95%% bootstrap interval excludes 0 and the "
      "head-to-head Wilson interval excludes 50%%):\n");
  for (int i = 0; i < n; ++i) {
    for (int j = i + 1; j < n; ++j) {
      const Interval& d = ratings.difference_interval[j][i];
      std::printf("  %s - %s: %+.0f (%+.0f to %+.0f) %s\n", levels[j].c_str(), levels[i].c_str(),
                  ratings.elo[j] - ratings.elo[i], d.low, d.high,
                  ratings.ClearlyApart(i, j) ? "apart" : "NOT clearly apart");
    }
  }
  std::printf(
      "\nPrior: %.0f virtual draw(s) per pair of levels; bootstrap: %d resamples of the "
      "deals, seed %llu\n",
      config.prior_draws, config.bootstrap_samples,
      static_cast<unsigned long long>(config.bootstrap_seed));
}

}  // namespace

int RunRatings(int argc, char** argv) {
  std::string error;
  auto fail = [&](const std::string& message) { return Fail("ratings", message, 2); };
  const auto args = Args::Parse(argc, argv, 2, {}, &error);
  if (!args) return fail(error);
  const GameEntry* entry = GameFromFlag(*args, &error);
  if (entry == nullptr) return fail(error);
  const Game& game = *entry->game;
  const std::vector<std::string> levels = SplitCommas(args->Get("levels", "easy,medium,hard"));
  const int n = static_cast<int>(levels.size());
  std::vector<std::string> labels;
  if (n < 2) return fail("--levels lists at least two levels, e.g. easy,medium,hard.");
  for (const std::string& level : levels) {
    if (FindBotKind(game.Id(), level) == nullptr) {
      return fail("Unknown bot " + Quote(level) + " for " + game.Id() + ".");
    }
    labels.push_back(FindBotKind(game.Id(), level)->label);
  }
  const auto deals = args->GetInt("deals", 10, 1, 1000000, &error);
  const auto seed = args->GetSeed("seed", 2026, &error);
  const auto threads = args->GetInt("threads", 1, 1, 64, &error);
  const auto bootstrap = args->GetInt("bootstrap", 1000, 1, 1000000, &error);
  // A time budget: no deal starts after this many seconds; the deals played (always the first
  // ones) are rated, and the table says how many, so --deals K reproduces it.
  const auto max_seconds = args->GetInt("max-seconds", 0, 0, 100000000, &error);
  const auto players =
      args->GetInt("players", game.MaxPlayers() == 2 ? 2 : n, 2, game.MaxPlayers(), &error);
  auto options = args->GetOptions(&error);
  if (!deals || !seed || !threads || !bootstrap || !max_seconds || !players || !options) {
    return fail(error);
  }
  if (*players != 2 && *players != n) {
    return fail("--players is 2 (every pair of levels) or the number of levels (" +
                std::to_string(n) + ", one seat each).");
  }
  const int seats = static_cast<int>(*players);
  if (seats < game.MinPlayers()) {
    return fail(game.Name() + " needs at least " + std::to_string(game.MinPlayers()) +
                " players: list that many levels.");
  }
  if (const Status valid = game.NormalizeOptions(seats, *options); !valid.ok()) {
    return fail(valid.message());
  }

  const std::vector<std::vector<int>> seatings = Seatings(n, seats);
  const size_t per_deal = seatings.size();
  std::vector<RatedGame> played(static_cast<size_t>(*deals) * per_deal);
  std::atomic<int64_t> next_deal{0};
  std::atomic<int64_t> deals_played{0};
  std::mutex progress;
  int64_t finished = 0;
  const auto start = std::chrono::steady_clock::now();
  // Each worker takes the next deal and plays all its seatings with bots of its own.
  auto work = [&] {
    std::vector<std::unique_ptr<Bot>> bots;
    for (const std::string& level : levels) bots.push_back(MakeBot(game.Id(), level));
    auto out_of_time = [&] {
      const double seconds =
          std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
      return *max_seconds > 0 && seconds >= static_cast<double>(*max_seconds);
    };
    // Look at the clock before taking a deal, so every deal taken is played.
    while (!out_of_time()) {
      const int64_t d = next_deal++;
      if (d >= *deals) break;
      const uint64_t deal_seed = Rng::Mix(*seed, static_cast<uint64_t>(d));
      for (size_t s = 0; s < per_deal; ++s) {
        std::vector<Bot*> at_seat;
        for (int level : seatings[s]) at_seat.push_back(bots[level].get());
        const MatchResult result = PlayMatch(game, seats, *options, at_seat, deal_seed);
        played[d * per_deal + s] = {deal_seed, seatings[s], result.winners};
      }
      ++deals_played;
      const std::lock_guard<std::mutex> lock(progress);
      const double seconds =
          std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
      std::fprintf(stderr, "deal %lld done (%lld of %lld, %.0f s)\n", static_cast<long long>(d),
                   static_cast<long long>(++finished), static_cast<long long>(*deals), seconds);
    }
  };
  std::vector<std::thread> workers;
  for (int64_t t = 1; t < *threads; ++t) workers.emplace_back(work);
  work();
  for (std::thread& worker : workers) worker.join();
  const double seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();

  // Deals are taken in order, so the ones played are the first deals_played.
  played.resize(static_cast<size_t>(deals_played) * per_deal);
  RatingsConfig config;
  config.bootstrap_samples = static_cast<int>(*bootstrap);
  Ratings ratings;
  if (const Status rated = ComputeRatings(played, n, config, &ratings); !rated.ok()) {
    return fail(rated.message());
  }
  PrintTable(game, labels, ratings, seats, per_deal, config);
  std::printf("seed %llu, %.0f s (%.1f s a game)\n", static_cast<unsigned long long>(*seed),
              seconds, seconds / static_cast<double>(played.size()));
  return 0;
}

}  // namespace tinsel::cli
