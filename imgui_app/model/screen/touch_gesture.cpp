#include "model/screen/touch_gesture.h"

#include <cmath>

namespace tinsel::app {

void TouchGesture::Down(TouchPoint at, double now) {
  phase_ = Phase::kPressed;
  start_ = at;
  last_ = at;
  down_time_ = now;
  travel_ = {};
}

void TouchGesture::Move(TouchPoint at, double now) {
  if (phase_ == Phase::kIdle) return;
  if (phase_ == Phase::kHolding && !HoldTimeReached(now)) {
    // A frame called it a hold while this event waited: the finger was not still that long.
    phase_ = Phase::kPressed;
  }
  Tick(now);
  if (phase_ == Phase::kPressed && std::hypot(at.x - start_.x, at.y - start_.y) > settings_.slop) {
    // The drag scrolls from where the finger went down: the first move is not lost.
    phase_ = Phase::kDragging;
    last_ = start_;
  }
  if (phase_ == Phase::kDragging) {
    travel_.x += at.x - last_.x;
    travel_.y += at.y - last_.y;
  }
  last_ = at;
}

std::optional<TouchPoint> TouchGesture::Up(TouchPoint at, double now) {
  if (phase_ == Phase::kIdle) return std::nullopt;
  Move(at, now);
  const bool tap = phase_ == Phase::kPressed;
  phase_ = Phase::kIdle;
  if (!tap) return std::nullopt;
  return start_;
}

void TouchGesture::Cancel() { phase_ = Phase::kIdle; }

void TouchGesture::Tick(double now) {
  if (phase_ == Phase::kPressed && HoldTimeReached(now)) phase_ = Phase::kHolding;
}

bool TouchGesture::HoldTimeReached(double now) const {
  // A microsecond's grace: times are sums of doubles (1.45 - 1.0 < 0.45).
  constexpr double kClockGrace = 1e-6;
  return now - down_time_ + kClockGrace >= settings_.hold_seconds;
}

TouchPoint TouchGesture::TakeDragTravel() {
  const TouchPoint travel = travel_;
  travel_ = {};
  return travel;
}

}  // namespace tinsel::app
