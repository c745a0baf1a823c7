// Bot-vs-bot matches: win shares and the win-share interval the arena prints.
#include "tinsel/match.h"

#include <gtest/gtest.h>

namespace tinsel {
namespace {

TEST(WinShares, TiedWinnersShareTheWin) {
  EXPECT_EQ(WinShares({false, true, false}), (std::vector<double>{0.0, 1.0, 0.0}));
  EXPECT_EQ(WinShares({true, false, true, false}), (std::vector<double>{0.5, 0.0, 0.5, 0.0}));
  EXPECT_EQ(WinShares({true, true, true}), (std::vector<double>{1.0 / 3, 1.0 / 3, 1.0 / 3}));
  EXPECT_EQ(WinShares({true}), (std::vector<double>{1.0}));
}

TEST(WinShareInterval, MatchesWilsonsIntervalForAKnownCase) {
  // 50 wins in 100 games: Wilson's 95% interval is 40.4% - 59.6%.
  const ShareInterval interval = WinShareInterval(0.5, 100);
  EXPECT_NEAR(interval.low, 0.4038, 1e-3);
  EXPECT_NEAR(interval.high, 0.5962, 1e-3);
}

TEST(WinShareInterval, StaysOpenAtAPerfectRecord) {
  // Winning all of 10 games does not prove a 100% share: the interval reaches down to 72%.
  const ShareInterval interval = WinShareInterval(1.0, 10);
  EXPECT_NEAR(interval.low, 0.7225, 1e-3);
  EXPECT_DOUBLE_EQ(interval.high, 1.0);
  const ShareInterval none = WinShareInterval(0.0, 10);
  EXPECT_DOUBLE_EQ(none.low, 0.0);
  EXPECT_NEAR(none.high, 0.2775, 1e-3);
}

TEST(WinShareInterval, NarrowsWithMoreGames) {
  const ShareInterval few = WinShareInterval(0.3, 20);
  const ShareInterval many = WinShareInterval(0.3, 2000);
  EXPECT_LT(many.high - many.low, (few.high - few.low) / 5);
  EXPECT_LT(many.low, 0.3);
  EXPECT_GT(many.high, 0.3);
}

}  // namespace
}  // namespace tinsel
