// Hit targets at least 44 px for fingers (imgui_app/model/screen/tap_target.*): a tap near a small
// target lands on it, two neighbours split the space between them, a tap inside a target or
// far from every target stays where it is, a disabled target takes no taps.
#include "model/screen/tap_target.h"

#include <gtest/gtest.h>

#include <vector>

namespace tinsel::app {
namespace {

constexpr float kMin = 44;

TapTarget Box(float x0, float y0, float x1, float y1, bool enabled = true) {
  return {{x0, y0, x1, y1}, enabled};
}

TEST(TapTarget, GrowsSmallRectanglesAroundTheirCentreOnly) {
  const FocusRect small = GrownToAtLeast({100, 100, 120, 130}, kMin);
  EXPECT_EQ(small.x0, 88);
  EXPECT_EQ(small.x1, 132);
  EXPECT_EQ(small.y0, 93);
  EXPECT_EQ(small.y1, 137);
  const FocusRect big = GrownToAtLeast({0, 0, 200, 60}, kMin);
  EXPECT_EQ(big.x0, 0);
  EXPECT_EQ(big.x1, 200);
  EXPECT_EQ(big.y1, 60);
}

TEST(TapTarget, ATapNearASmallTargetLandsJustInsideIt) {
  // A 20x20 button: a tap 8 px left of it is within its 44 px area.
  const std::vector<TapTarget> targets = {Box(100, 100, 120, 120)};
  const TouchPoint p = ResolveTap({92, 110}, targets, kMin);
  EXPECT_EQ(p.x, 101);
  EXPECT_EQ(p.y, 110);
}

TEST(TapTarget, ATapInsideATargetOrFarFromAllStaysWhereItIs) {
  const std::vector<TapTarget> targets = {Box(100, 100, 120, 120), Box(0, 0, 300, 50)};
  TouchPoint p = ResolveTap({110, 105}, targets, kMin);
  EXPECT_EQ(p.x, 110);
  EXPECT_EQ(p.y, 105);
  p = ResolveTap({250, 250}, targets, kMin);
  EXPECT_EQ(p.x, 250);
  EXPECT_EQ(p.y, 250);
  // Inside a big target, although a small one's grown area reaches there too.
  p = ResolveTap({110, 49}, {Box(100, 60, 120, 80), Box(0, 0, 300, 50)}, kMin);
  EXPECT_EQ(p.y, 49);
}

TEST(TapTarget, TwoSmallNeighboursSplitTheSpaceBetweenThem) {
  // Two 30 px wide buttons 10 px apart: each gets the half of the gap nearer to it.
  const std::vector<TapTarget> targets = {Box(0, 0, 30, 30), Box(40, 0, 70, 30)};
  EXPECT_LT(ResolveTap({33, 15}, targets, kMin).x, 30);
  EXPECT_GT(ResolveTap({37, 15}, targets, kMin).x, 40);
}

TEST(TapTarget, ADisabledTargetTakesNoTapsAndShieldsNone) {
  const std::vector<TapTarget> targets = {Box(0, 0, 30, 30, /*enabled=*/false), Box(40, 0, 70, 30)};
  // Nearer the disabled one: the tap stays where it fell (on nothing).
  const TouchPoint p = ResolveTap({33, 15}, targets, kMin);
  EXPECT_EQ(p.x, 33);
  EXPECT_GT(ResolveTap({37, 15}, targets, kMin).x, 40);
}

TEST(TapTarget, WithNoMinimumNothingMoves) {
  const TouchPoint p = ResolveTap({92, 110}, {Box(100, 100, 120, 120)}, 0);
  EXPECT_EQ(p.x, 92);
}

}  // namespace
}  // namespace tinsel::app
