// What one finger (or pen) on the screen means: a tap, a drag or a press-and-hold. Decided
// here from positions and times alone (no ImGui; unit-tested), and turned into ImGui input by
// ui/pointer_input.h:
//   - a contact that ends before it moved more than `slop` and before `hold_seconds` is a TAP:
//     one click where it went down, however short (even within one frame);
//   - one that moves further than `slop` first is a DRAG: it scrolls what lies under it and
//     never clicks;
//   - one that stays still for `hold_seconds` is a HOLD (a long press): what lies under it
//     explains itself (the hover explanations of a mouse) and it never clicks.
// Times are when the finger did it (the platform's timestamp of each event) and, for Tick, the
// frame's clock. An event can arrive late, having waited behind a slow frame: if a frame has
// meanwhile called the contact a hold but the event shows that the finger moved or lifted
// before the hold time, the contact was never held (a drag or a tap after all).
#pragma once

#include <optional>

namespace tinsel::app {

struct TouchPoint {
  float x = 0;
  float y = 0;
};

class TouchGesture {
 public:
  enum class Phase {
    kIdle,      // no contact
    kPressed,   // down, not yet a drag or a hold
    kDragging,  // scrolling
    kHolding,   // a long press
  };

  struct Settings {
    float slop = 10.0f;          // CSS pixels a tap may wander
    double hold_seconds = 0.45;  // still this long: a hold
  };

  TouchGesture() = default;
  explicit TouchGesture(Settings settings) : settings_(settings) {}

  void Down(TouchPoint at, double now);
  void Move(TouchPoint at, double now);
  // The contact ended: where to click if it was a tap (its starting point), else nothing.
  std::optional<TouchPoint> Up(TouchPoint at, double now);
  // The contact was taken away (another finger, the browser's own gesture): no click.
  void Cancel();
  // Time passes while nothing moves (the frame's clock): a still contact becomes a hold.
  void Tick(double now);

  Phase phase() const { return phase_; }
  TouchPoint start() const { return start_; }
  TouchPoint last() const { return last_; }
  // While dragging: how far the contact moved since the last call (then zero).
  TouchPoint TakeDragTravel();

 private:
  bool HoldTimeReached(double now) const;

  Settings settings_;
  Phase phase_ = Phase::kIdle;
  TouchPoint start_;
  TouchPoint last_;
  double down_time_ = 0;
  TouchPoint travel_;  // not yet taken
};

}  // namespace tinsel::app
