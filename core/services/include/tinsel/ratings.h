// Ratings of bot levels from games played on duplicate deals (`tinsel ratings`).
//
// Method:
//  1. Pairwise decomposition. A game of n seats counts as one result for every two seats of
//     different levels: a seat beats another when it is a winner and the other is not; both
//     winners or neither is a draw, half a win to each. Seats of the same level are not
//     compared. (2 seats: simply the game's result.)
//  2. Bradley-Terry. Level i beats level j with probability p_i / (p_i + p_j); the strengths
//     are fitted to the pairwise tally by the MM iteration of Hunter (2004), as OpenSpiel's
//     evaluation does, draws counted as half a win each. One virtual draw per pair of levels
//     is added first (`prior_draws`), so a level that never lost still gets a finite rating
//     and levels never compared stay connected.
//  3. Elo scale: 400 * log10(p_i / p_0), so the first level (Easy) is 0.
//  4. 95% intervals by bootstrap over deals: the deals are drawn with replacement (a deal
//     keeps all its seatings together, as their luck cancels only together), the model is
//     refitted, and the 2.5 and 97.5 percentiles are reported. The bootstrap's generator has
//     a fixed seed, so the same games give the same intervals.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "tinsel/status.h"

namespace tinsel {

// One game: the deal it was played on, the level (an index) in each seat, and who won.
struct RatedGame {
  uint64_t deal = 0;
  std::vector<int> seat_levels;
  std::vector<bool> winners;
};

// Pairwise results between levels: points[i][j] is what i scored against j (1 a win, 0.5 a
// draw) in comparisons[i][j] comparisons.
struct PairwiseTally {
  explicit PairwiseTally(int levels = 0);

  int levels() const { return static_cast<int>(points.size()); }
  double Share(int i, int j) const;  // points over comparisons; 0.5 when never compared

  std::vector<std::vector<double>> points;
  std::vector<std::vector<double>> comparisons;
};

// Adds one game's pairwise results (method step 1). Levels must lie in [0, tally.levels()).
void AddPairwiseResults(const RatedGame& game, PairwiseTally& tally);

// Bradley-Terry strengths on the Elo scale, level 0 at 0 (method steps 2-3), after adding
// `prior_draws` virtual draws to every pair. Needs prior_draws > 0 or a tally where every
// level has both won and lost something, else the fit has no finite answer.
std::vector<double> FitBradleyTerryElo(const PairwiseTally& tally, double prior_draws);

// The expected share of points of a level `elo_difference` Elo above its opponent.
double ExpectedShare(double elo_difference);

struct Interval {
  double low = 0;
  double high = 0;
};

struct RatingsConfig {
  double prior_draws = 1.0;      // virtual draws added to every pair of levels
  int bootstrap_samples = 1000;  // refits on resampled deals
  uint64_t bootstrap_seed = 2026;
};

struct Ratings {
  std::vector<double> elo;             // per level, level 0 = 0
  std::vector<Interval> elo_interval;  // 95%, bootstrap over deals
  // 95% bootstrap interval of elo[i] - elo[j] (a finer test than comparing the two levels'
  // own intervals, which share the deals' luck).
  std::vector<std::vector<Interval>> difference_interval;
  PairwiseTally tally;  // the observed pairwise results, without the prior
  int games = 0;
  int deals = 0;

  // Whether levels i and j are clearly apart: the difference's bootstrap interval excludes 0
  // and, when they met, the Wilson 95% interval of their head-to-head share excludes 50%. The
  // second guards against a bootstrap over few deals, which has few distinct resamples and
  // so draws its interval too narrow.
  bool ClearlyApart(int i, int j) const;
};

// Rates `levels` levels from `games` (method above). An error, not a crash, when there are no
// games, fewer than two levels, or a game with a level out of range or seats and winners of
// different lengths.
Status ComputeRatings(const std::vector<RatedGame>& games, int levels, const RatingsConfig& config,
                      Ratings* out);

}  // namespace tinsel
