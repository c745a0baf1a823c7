// Ratings of bot levels (tinsel/ratings.h): the pairwise decomposition, the Bradley-Terry fit
// on the Elo scale, the bootstrap over deals, refusals of bad input, and the measured words
// every listed level carries.
#include "tinsel/ratings.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>

#include "tinsel/registry.h"
#include "tinsel/rng.h"

namespace tinsel {
namespace {

// `wins` 2-seat games won by level 1 and `losses` won by level 0, one deal each.
std::vector<RatedGame> TwoLevelGames(int wins, int losses) {
  std::vector<RatedGame> games;
  uint64_t deal = 0;
  for (int g = 0; g < wins; ++g) games.push_back({deal++, {1, 0}, {true, false}});
  for (int g = 0; g < losses; ++g) games.push_back({deal++, {0, 1}, {true, false}});
  return games;
}

TEST(RatingsPairwise, ThreeSeatGameGivesOneResultPerPairOfLevels) {
  PairwiseTally tally(3);
  // Seat 0 is Hard and wins; Easy and Medium both lose: a draw between them.
  AddPairwiseResults({7, {2, 0, 1}, {true, false, false}}, tally);
  EXPECT_DOUBLE_EQ(tally.points[2][0], 1.0);
  EXPECT_DOUBLE_EQ(tally.points[0][2], 0.0);
  EXPECT_DOUBLE_EQ(tally.points[2][1], 1.0);
  EXPECT_DOUBLE_EQ(tally.points[1][2], 0.0);
  EXPECT_DOUBLE_EQ(tally.points[0][1], 0.5);
  EXPECT_DOUBLE_EQ(tally.points[1][0], 0.5);
  for (int i = 0; i < 3; ++i) {
    for (int j = 0; j < 3; ++j) EXPECT_DOUBLE_EQ(tally.comparisons[i][j], i == j ? 0.0 : 1.0);
  }
}

TEST(RatingsPairwise, SharedWinIsADrawAndSameLevelSeatsAreNotCompared) {
  PairwiseTally tally(2);
  AddPairwiseResults({1, {0, 1, 1}, {true, true, false}}, tally);
  // Level 0 against the winning level-1 seat: a draw; against the losing one: a win.
  EXPECT_DOUBLE_EQ(tally.points[0][1], 1.5);
  EXPECT_DOUBLE_EQ(tally.points[1][0], 0.5);
  EXPECT_DOUBLE_EQ(tally.comparisons[0][1], 2.0);
  EXPECT_DOUBLE_EQ(tally.comparisons[1][1], 0.0);
  EXPECT_DOUBLE_EQ(tally.Share(0, 1), 0.75);
}

TEST(RatingsFit, ThreeQuartersOfTheGamesIsAbout191Elo) {
  PairwiseTally tally(2);
  for (const RatedGame& game : TwoLevelGames(75, 25)) AddPairwiseResults(game, tally);
  const std::vector<double> elo = FitBradleyTerryElo(tally, 0.0);
  EXPECT_DOUBLE_EQ(elo[0], 0.0);
  EXPECT_NEAR(elo[1], 400 * std::log10(3.0), 0.1);  // 190.8
  EXPECT_NEAR(ExpectedShare(elo[1] - elo[0]), 0.75, 1e-6);
  // The prior (one draw) pulls a little towards equal: 75.5 of 101.
  const std::vector<double> with_prior = FitBradleyTerryElo(tally, 1.0);
  EXPECT_LT(with_prior[1], elo[1]);
  EXPECT_NEAR(with_prior[1], 400 * std::log10(75.5 / 25.5), 0.1);
}

TEST(RatingsFit, RecoversTheOrderOfThreeLevels) {
  // Level 2 beats 1 in 70%, 1 beats 0 in 70%, 2 beats 0 in 85%: 2 > 1 > 0.
  std::vector<RatedGame> games;
  uint64_t deal = 0;
  auto add = [&](int winner, int loser, int count) {
    for (int g = 0; g < count; ++g) games.push_back({deal++, {winner, loser}, {true, false}});
  };
  add(2, 1, 70);
  add(1, 2, 30);
  add(1, 0, 70);
  add(0, 1, 30);
  add(2, 0, 85);
  add(0, 2, 15);
  Ratings ratings;
  ASSERT_TRUE(ComputeRatings(games, 3, {}, &ratings).ok());
  EXPECT_DOUBLE_EQ(ratings.elo[0], 0.0);
  EXPECT_GT(ratings.elo[1], 100);
  EXPECT_GT(ratings.elo[2], ratings.elo[1] + 100);
  EXPECT_TRUE(ratings.ClearlyApart(2, 1));
  EXPECT_TRUE(ratings.ClearlyApart(1, 0));
  for (int i = 0; i < 3; ++i) {
    EXPECT_LE(ratings.elo_interval[i].low, ratings.elo[i]);
    EXPECT_GE(ratings.elo_interval[i].high, ratings.elo[i]);
  }
  EXPECT_EQ(ratings.games, 300);
  EXPECT_EQ(ratings.deals, 300);
}

TEST(RatingsFit, SymmetricResultsGiveEqualRatings) {
  Ratings ratings;
  ASSERT_TRUE(ComputeRatings(TwoLevelGames(40, 40), 2, {}, &ratings).ok());
  EXPECT_NEAR(ratings.elo[1], 0.0, 1e-6);
  EXPECT_FALSE(ratings.ClearlyApart(0, 1));
  EXPECT_LT(ratings.elo_interval[1].low, 0.0);
  EXPECT_GT(ratings.elo_interval[1].high, 0.0);
}

TEST(RatingsFit, ALevelThatNeverLosesStaysFiniteWithThePrior) {
  Ratings ratings;
  ASSERT_TRUE(ComputeRatings(TwoLevelGames(20, 0), 2, {}, &ratings).ok());
  // 20.5 of 21 points: 400 * log10(20.5 / 0.5) = 645 Elo.
  EXPECT_NEAR(ratings.elo[1], 400 * std::log10(41.0), 0.1);
  EXPECT_TRUE(std::isfinite(ratings.elo_interval[1].high));
  // Without the prior there is no finite answer: refused, not infinite.
  RatingsConfig no_prior;
  no_prior.prior_draws = 0;
  const Status refused = ComputeRatings(TwoLevelGames(20, 0), 2, no_prior, &ratings);
  EXPECT_FALSE(refused.ok());
  EXPECT_NE(refused.message().find("never lost"), std::string::npos);
}

TEST(RatingsBootstrap, IsReproducibleForAFixedSeed) {
  // 40 deals of 3 seats, every seating, random winners: a bootstrap with many distinct refits.
  std::vector<RatedGame> games;
  Rng rng(5);
  for (uint64_t deal = 0; deal < 40; ++deal) {
    std::vector<int> seating = {0, 1, 2};
    do {
      std::vector<bool> winners(3, false);
      winners[rng.Below(3)] = true;
      games.push_back({deal, seating, winners});
    } while (std::next_permutation(seating.begin(), seating.end()));
  }
  Ratings first, second, other_seed;
  ASSERT_TRUE(ComputeRatings(games, 3, {}, &first).ok());
  ASSERT_TRUE(ComputeRatings(games, 3, {}, &second).ok());
  EXPECT_EQ(first.deals, 40);
  EXPECT_EQ(first.games, 240);
  for (int i = 0; i < 3; ++i) {
    EXPECT_EQ(first.elo_interval[i].low, second.elo_interval[i].low);
    EXPECT_EQ(first.elo_interval[i].high, second.elo_interval[i].high);
  }
  RatingsConfig config;
  config.bootstrap_seed = 99;
  ASSERT_TRUE(ComputeRatings(games, 3, config, &other_seed).ok());
  EXPECT_DOUBLE_EQ(other_seed.elo[2], first.elo[2]);
  EXPECT_NE(other_seed.elo_interval[2].low, first.elo_interval[2].low);
  EXPECT_LT(first.elo_interval[2].low, first.elo[2]);
  EXPECT_GT(first.elo_interval[2].high, first.elo[2]);
}

TEST(RatingsBootstrap, FewDealsAreNotClearlyApartOnTheBootstrapAlone) {
  // 5 deals, both seatings each: level 1 wins 3 deals twice and splits 2: 8 of 10 games.
  std::vector<RatedGame> games;
  for (uint64_t deal = 0; deal < 5; ++deal) {
    const bool split = deal >= 3;
    games.push_back({deal, {1, 0}, {true, false}});
    games.push_back({deal, {0, 1}, {split, !split}});
  }
  Ratings ratings;
  ASSERT_TRUE(ComputeRatings(games, 2, {}, &ratings).ok());
  // Resampling 5 deals rarely draws only the split ones, so the bootstrap excludes 0...
  EXPECT_GT(ratings.difference_interval[1][0].low, 0.0);
  // ...but 8 of 10 games (Wilson 49%-94%) does not show level 1 better.
  EXPECT_FALSE(ratings.ClearlyApart(1, 0));
  EXPECT_FALSE(ratings.ClearlyApart(0, 1));
}

TEST(RatingsInput, EmptyOrMalformedInputIsRefusedWithAReason) {
  Ratings ratings;
  const Status none = ComputeRatings({}, 3, {}, &ratings);
  EXPECT_FALSE(none.ok());
  EXPECT_NE(none.message().find("at least one game"), std::string::npos);
  EXPECT_FALSE(ComputeRatings(TwoLevelGames(3, 3), 1, {}, &ratings).ok());
  EXPECT_FALSE(ComputeRatings({{0, {0, 5}, {true, false}}}, 3, {}, &ratings).ok());
  EXPECT_FALSE(ComputeRatings({{0, {0, 1}, {true}}}, 2, {}, &ratings).ok());
  RatingsConfig no_samples;
  no_samples.bootstrap_samples = 0;
  EXPECT_FALSE(ComputeRatings(TwoLevelGames(3, 3), 2, no_samples, &ratings).ok());
}

TEST(RatingsInput, LevelsNeverComparedStayEqualThroughThePrior) {
  // Only levels 0 and 1 played; level 2 has nothing but the prior's draws.
  Ratings ratings;
  ASSERT_TRUE(ComputeRatings(TwoLevelGames(5, 5), 3, {}, &ratings).ok());
  EXPECT_NEAR(ratings.elo[2], 0.0, 1e-6);
  EXPECT_TRUE(std::isfinite(ratings.elo_interval[2].low));
}

TEST(RatingsWords, EveryListedLevelSaysHowStrongItIs) {
  // The setup screen shows BotKind::strength: measured words for every level offered.
  for (const GameEntry& entry : Registry()) {
    for (const BotKind& kind : entry.bots) {
      if (!kind.listed) continue;
      EXPECT_FALSE(kind.strength.empty()) << entry.game->Id() << "/" << kind.id;
      EXPECT_EQ(kind.strength.find("TBD"), std::string::npos) << entry.game->Id();
    }
  }
}

}  // namespace
}  // namespace tinsel
