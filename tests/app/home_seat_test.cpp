// Tests of HomeSeat (imgui_app/model/play/home_seat.*): the player's own tree stays in its place.
#include "model/play/home_seat.h"

#include <gtest/gtest.h>

namespace tinsel::app {
namespace {

constexpr int kNobody = -1;

TEST(HomeSeat, StaysWithTheViewerWhileBotsMove) {
  HomeSeat home;
  // You are seat 2 against bots: the bots' turns show nobody's view, your tree stays.
  EXPECT_EQ(home.Update(2, 7, /*fallback=*/0), 2);
  EXPECT_EQ(home.Update(kNobody, 7, /*fallback=*/0), 2);
  EXPECT_EQ(home.Update(kNobody, 7, /*fallback=*/1), 2);
}

TEST(HomeSeat, FollowsTheDeviceInHotSeat) {
  HomeSeat home;
  EXPECT_EQ(home.Update(0, 7, 0), 0);
  EXPECT_EQ(home.Update(kNobody, 7, 1), 0);
  // The device was passed to seat 1.
  EXPECT_EQ(home.Update(1, 7, 1), 1);
  EXPECT_EQ(home.Update(kNobody, 7, 0), 1);
}

TEST(HomeSeat, UsesTheFallbackUntilSomebodyViewsAndForgetsOnANewGame) {
  HomeSeat home;
  EXPECT_EQ(home.Update(kNobody, 7, 3), 3);
  EXPECT_EQ(home.Update(1, 7, 3), 1);
  // A new game: the last game's viewer is forgotten.
  EXPECT_EQ(home.Update(kNobody, 8, 3), 3);
}

}  // namespace
}  // namespace tinsel::app
