#include "tinsel/ratings.h"

#include <algorithm>
#include <cmath>
#include <map>

#include "tinsel/match.h"
#include "tinsel/rng.h"

namespace tinsel {

namespace {

constexpr int kMaxIterations = 100000;
constexpr double kTolerance = 1e-12;

// The q-quantile of `values` (sorted here), interpolating between neighbours.
double Percentile(std::vector<double> values, double q) {
  std::sort(values.begin(), values.end());
  const double position = q * static_cast<double>(values.size() - 1);
  const size_t below = static_cast<size_t>(std::floor(position));
  const size_t above = std::min(below + 1, values.size() - 1);
  const double fraction = position - static_cast<double>(below);
  return values[below] + fraction * (values[above] - values[below]);
}

void AddTally(const PairwiseTally& from, PairwiseTally& to) {
  for (int i = 0; i < from.levels(); ++i) {
    for (int j = 0; j < from.levels(); ++j) {
      to.points[i][j] += from.points[i][j];
      to.comparisons[i][j] += from.comparisons[i][j];
    }
  }
}

Status CheckGames(const std::vector<RatedGame>& games, int levels) {
  if (levels < 2) return Status::Error("Ratings need at least two levels.");
  if (games.empty()) return Status::Error("Ratings need at least one game; none was given.");
  for (const RatedGame& game : games) {
    if (game.seat_levels.size() != game.winners.size()) {
      return Status::Error("A game lists " + std::to_string(game.seat_levels.size()) +
                           " seats but " + std::to_string(game.winners.size()) + " results.");
    }
    for (int level : game.seat_levels) {
      if (level < 0 || level >= levels) {
        return Status::Error("A game has level " + std::to_string(level) + ", outside 0-" +
                             std::to_string(levels - 1) + ".");
      }
    }
  }
  return Status::Ok();
}

}  // namespace

PairwiseTally::PairwiseTally(int levels)
    : points(levels, std::vector<double>(levels, 0.0)),
      comparisons(levels, std::vector<double>(levels, 0.0)) {}

double PairwiseTally::Share(int i, int j) const {
  return comparisons[i][j] > 0 ? points[i][j] / comparisons[i][j] : 0.5;
}

void AddPairwiseResults(const RatedGame& game, PairwiseTally& tally) {
  const size_t seats = game.seat_levels.size();
  for (size_t a = 0; a < seats; ++a) {
    for (size_t b = a + 1; b < seats; ++b) {
      const int i = game.seat_levels[a];
      const int j = game.seat_levels[b];
      if (i == j) continue;
      const double a_points = game.winners[a] == game.winners[b] ? 0.5 : (game.winners[a] ? 1 : 0);
      tally.points[i][j] += a_points;
      tally.points[j][i] += 1 - a_points;
      tally.comparisons[i][j] += 1;
      tally.comparisons[j][i] += 1;
    }
  }
}

std::vector<double> FitBradleyTerryElo(const PairwiseTally& observed, double prior_draws) {
  const int n = observed.levels();
  PairwiseTally tally = observed;
  for (int i = 0; i < n; ++i) {
    for (int j = 0; j < n; ++j) {
      if (i == j) continue;
      tally.points[i][j] += 0.5 * prior_draws;
      tally.comparisons[i][j] += prior_draws;
    }
  }
  std::vector<double> total_points(n, 0.0);
  for (int i = 0; i < n; ++i) {
    for (int j = 0; j < n; ++j) total_points[i] += tally.points[i][j];
  }
  // Hunter's MM update: p_i = W_i / sum_j n_ij / (p_i + p_j), then rescaled so p_0 = 1.
  std::vector<double> strength(n, 1.0);
  for (int iteration = 0; iteration < kMaxIterations; ++iteration) {
    std::vector<double> next(n, 0.0);
    for (int i = 0; i < n; ++i) {
      double denominator = 0;
      for (int j = 0; j < n; ++j) {
        if (j != i) denominator += tally.comparisons[i][j] / (strength[i] + strength[j]);
      }
      next[i] = denominator > 0 ? total_points[i] / denominator : strength[i];
    }
    const double scale = next[0] > 0 ? next[0] : 1.0;
    double change = 0;
    for (int i = 0; i < n; ++i) {
      next[i] /= scale;
      change = std::max(change, std::abs(next[i] - strength[i]) / std::max(strength[i], 1e-300));
    }
    strength = std::move(next);
    if (change < kTolerance) break;
  }
  std::vector<double> elo(n);
  for (int i = 0; i < n; ++i) elo[i] = 400 * std::log10(strength[i] / strength[0]);
  return elo;
}

double ExpectedShare(double elo_difference) {
  return 1 / (1 + std::pow(10.0, -elo_difference / 400));
}

bool Ratings::ClearlyApart(int i, int j) const {
  const Interval& d = difference_interval[i][j];
  if (d.low <= 0 && d.high >= 0) return false;
  const double met = tally.comparisons[i][j];
  if (met == 0) return true;
  const ShareInterval share = WinShareInterval(tally.Share(i, j), static_cast<int>(met));
  return share.low > 0.5 || share.high < 0.5;
}

Status ComputeRatings(const std::vector<RatedGame>& games, int levels, const RatingsConfig& config,
                      Ratings* out) {
  if (Status valid = CheckGames(games, levels); !valid.ok()) return valid;
  if (config.bootstrap_samples < 1) return Status::Error("The bootstrap needs at least 1 sample.");
  if (!(config.prior_draws >= 0)) return Status::Error("The prior cannot be negative.");

  // One tally per deal, in order of first appearance: the bootstrap's unit.
  std::map<uint64_t, size_t> deal_index;
  std::vector<PairwiseTally> per_deal;
  Ratings ratings;
  ratings.tally = PairwiseTally(levels);
  for (const RatedGame& game : games) {
    auto [it, fresh] = deal_index.emplace(game.deal, per_deal.size());
    if (fresh) per_deal.emplace_back(levels);
    AddPairwiseResults(game, per_deal[it->second]);
    AddPairwiseResults(game, ratings.tally);
  }
  if (config.prior_draws == 0) {
    // Without the prior a level that never lost (or never won) has no finite strength.
    for (int i = 0; i < levels; ++i) {
      double points = 0, comparisons = 0;
      for (int j = 0; j < levels; ++j) {
        points += ratings.tally.points[i][j];
        comparisons += ratings.tally.comparisons[i][j];
      }
      if (points <= 0 || points >= comparisons) {
        return Status::Error("Level " + std::to_string(i) +
                             " never lost or never won: its rating is infinite without a prior.");
      }
    }
  }
  ratings.games = static_cast<int>(games.size());
  ratings.deals = static_cast<int>(per_deal.size());
  ratings.elo = FitBradleyTerryElo(ratings.tally, config.prior_draws);

  std::vector<std::vector<std::vector<double>>> differences(
      levels, std::vector<std::vector<double>>(levels));
  Rng rng(config.bootstrap_seed);
  for (int sample = 0; sample < config.bootstrap_samples; ++sample) {
    PairwiseTally resampled(levels);
    for (size_t d = 0; d < per_deal.size(); ++d)
      AddTally(per_deal[rng.Below(per_deal.size())], resampled);
    const std::vector<double> elo = FitBradleyTerryElo(resampled, config.prior_draws);
    for (int i = 0; i < levels; ++i) {
      for (int j = 0; j < levels; ++j) differences[i][j].push_back(elo[i] - elo[j]);
    }
  }
  ratings.difference_interval.assign(levels, std::vector<Interval>(levels));
  for (int i = 0; i < levels; ++i) {
    for (int j = 0; j < levels; ++j) {
      ratings.difference_interval[i][j] = {Percentile(differences[i][j], 0.025),
                                           Percentile(differences[i][j], 0.975)};
    }
  }
  // Anchored at level 0, each level's interval is its difference from level 0.
  for (int i = 0; i < levels; ++i)
    ratings.elo_interval.push_back(ratings.difference_interval[i][0]);
  *out = std::move(ratings);
  return Status::Ok();
}

}  // namespace tinsel
