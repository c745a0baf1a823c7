// What a finger on the screen means (imgui_app/model/screen/touch_gesture.*): a tap clicks once
// where it went down however short it is, a drag scrolls and never clicks, a press held still for
// 0.45 s is a long press (explanations) and never clicks.
#include "model/screen/touch_gesture.h"

#include <gtest/gtest.h>

namespace tinsel::app {
namespace {

using Phase = TouchGesture::Phase;

TEST(TouchGesture, AQuickTapClicksOnceWhereItWentDown) {
  TouchGesture touch;
  touch.Down({100, 200}, 10.0);
  EXPECT_EQ(touch.phase(), Phase::kPressed);
  // Released in the same instant (within one frame).
  const std::optional<TouchPoint> click = touch.Up({100, 200}, 10.0);
  ASSERT_TRUE(click.has_value());
  EXPECT_EQ(click->x, 100);
  EXPECT_EQ(click->y, 200);
  EXPECT_EQ(touch.phase(), Phase::kIdle);
  // Nothing more comes of it.
  EXPECT_FALSE(touch.Up({100, 200}, 10.1).has_value());
}

TEST(TouchGesture, AFingerMayWanderAFewPixelsAndStillTap) {
  TouchGesture touch;
  touch.Down({100, 200}, 0.0);
  touch.Move({106, 205}, 0.05);  // 7.8 px: within the slop
  EXPECT_EQ(touch.phase(), Phase::kPressed);
  const std::optional<TouchPoint> click = touch.Up({107, 206}, 0.1);
  ASSERT_TRUE(click.has_value());
  EXPECT_EQ(click->x, 100);  // where it went down, what the finger aimed at
  EXPECT_EQ(click->y, 200);
}

TEST(TouchGesture, MovingFurtherThanTheSlopIsADragThatNeverClicks) {
  TouchGesture touch;
  touch.Down({100, 200}, 0.0);
  touch.Move({100, 215}, 0.05);
  EXPECT_EQ(touch.phase(), Phase::kDragging);
  // The travel counts from where the finger went down: nothing of the first move is lost.
  TouchPoint travel = touch.TakeDragTravel();
  EXPECT_EQ(travel.x, 0);
  EXPECT_EQ(travel.y, 15);
  touch.Move({90, 160}, 0.1);
  travel = touch.TakeDragTravel();
  EXPECT_EQ(travel.x, -10);
  EXPECT_EQ(travel.y, -55);
  EXPECT_EQ(touch.TakeDragTravel().y, 0);  // taken
  // Back where it started, and released: still no click.
  EXPECT_FALSE(touch.Up({100, 200}, 0.2).has_value());
  EXPECT_EQ(touch.TakeDragTravel().y, 40);  // the last stretch is there to scroll
}

TEST(TouchGesture, AFastSwipeWithoutMovesInBetweenIsADragToo) {
  TouchGesture touch;
  touch.Down({100, 200}, 0.0);
  EXPECT_FALSE(touch.Up({100, 320}, 0.05).has_value());
  EXPECT_EQ(touch.TakeDragTravel().y, 120);
}

TEST(TouchGesture, HeldStillForLongEnoughIsAHoldThatNeverClicks) {
  TouchGesture touch;
  touch.Down({50, 50}, 1.0);
  touch.Tick(1.44);
  EXPECT_EQ(touch.phase(), Phase::kPressed);
  touch.Tick(1.45);
  EXPECT_EQ(touch.phase(), Phase::kHolding);
  // Sliding the held finger explores (it stays a hold, never a drag).
  touch.Move({150, 50}, 1.6);
  EXPECT_EQ(touch.phase(), Phase::kHolding);
  EXPECT_EQ(touch.last().x, 150);
  EXPECT_EQ(touch.TakeDragTravel().x, 0);
  EXPECT_FALSE(touch.Up({150, 50}, 2.0).has_value());
}

TEST(TouchGesture, ASlowReleaseWithoutTicksIsStillAHold) {
  // No frame came between the press and the release (a busy page): the times decide.
  TouchGesture touch;
  touch.Down({50, 50}, 1.0);
  EXPECT_FALSE(touch.Up({50, 50}, 1.6).has_value());
}

// A slow frame: the frame's clock passed the hold time while the finger's events waited behind
// it. The events carry when the finger moved, and they decide.
TEST(TouchGesture, AMoveThatWaitedBehindASlowFrameIsStillADrag) {
  TouchGesture touch;
  touch.Down({100, 200}, 1.0);
  touch.Tick(1.6);  // the frame, 0.6 s later, sees a finger that has not moved (yet)
  EXPECT_EQ(touch.phase(), Phase::kHolding);
  touch.Move({100, 230}, 1.05);  // it had moved 30 px 0.05 s after it went down
  EXPECT_EQ(touch.phase(), Phase::kDragging);
  EXPECT_EQ(touch.TakeDragTravel().y, 30);
  touch.Tick(1.7);
  EXPECT_EQ(touch.phase(), Phase::kDragging);
  EXPECT_FALSE(touch.Up({100, 260}, 1.1).has_value());
  EXPECT_EQ(touch.TakeDragTravel().y, 30);
}

TEST(TouchGesture, ALiftThatWaitedBehindASlowFrameIsStillATap) {
  TouchGesture touch;
  touch.Down({50, 50}, 1.0);
  touch.Tick(1.6);
  EXPECT_EQ(touch.phase(), Phase::kHolding);
  // A wobble within the slop before the hold time: not held yet; the next frame's clock may
  // call it a hold again, until the events say otherwise.
  touch.Move({53, 50}, 1.05);
  EXPECT_EQ(touch.phase(), Phase::kPressed);
  touch.Tick(1.7);
  EXPECT_EQ(touch.phase(), Phase::kHolding);
  const std::optional<TouchPoint> click = touch.Up({53, 50}, 1.1);
  ASSERT_TRUE(click.has_value());
  EXPECT_EQ(click->x, 50);
  EXPECT_EQ(click->y, 50);
}

TEST(TouchGesture, AMoveAfterTheHoldTimeStaysAHoldWhateverTheFramesSaw) {
  // The events alone reach the hold time: the finger was still that long, and then explores.
  TouchGesture touch;
  touch.Down({50, 50}, 1.0);
  touch.Move({52, 50}, 1.5);
  EXPECT_EQ(touch.phase(), Phase::kHolding);
  touch.Move({150, 50}, 1.55);
  EXPECT_EQ(touch.phase(), Phase::kHolding);
  EXPECT_EQ(touch.TakeDragTravel().x, 0);
  EXPECT_FALSE(touch.Up({150, 50}, 1.6).has_value());
}

TEST(TouchGesture, TheHoldTimeAndSlopAreSettings) {
  TouchGesture touch(TouchGesture::Settings{20.0f, 1.0});
  touch.Down({0, 0}, 0.0);
  touch.Move({15, 0}, 0.9);
  EXPECT_EQ(touch.phase(), Phase::kPressed);
  EXPECT_TRUE(touch.Up({15, 0}, 0.95).has_value());
}

TEST(TouchGesture, ACancelledContactDoesNothing) {
  TouchGesture touch;
  touch.Down({10, 10}, 0.0);
  touch.Cancel();
  EXPECT_EQ(touch.phase(), Phase::kIdle);
  EXPECT_FALSE(touch.Up({10, 10}, 0.05).has_value());
  touch.Move({100, 100}, 0.1);
  EXPECT_EQ(touch.phase(), Phase::kIdle);
}

}  // namespace
}  // namespace tinsel::app
