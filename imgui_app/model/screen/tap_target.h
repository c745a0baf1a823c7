// Hit targets at least `min_size` across for fingers (44 CSS pixels: Apple's guideline; Material
// asks 48 dp), whatever size they are drawn: a tap that lands in none of the targets but
// within a small target's grown area goes to the nearest such target. So targets are never
// drawn larger than the layout wants, and two small neighbours split the space between them.
// Pure geometry (no ImGui; unit-tested); ui/pointer_input.h applies it to every tap, with the
// targets the last frame registered (imgui_app/widget_registry.h).
#pragma once

#include <optional>
#include <vector>

#include "model/screen/focus_order.h"
#include "model/screen/touch_gesture.h"

namespace tinsel::app {

struct TapTarget {
  FocusRect rect;
  bool enabled = true;  // a disabled button takes no taps, its neighbours none of its own
};

// `rect` grown around its centre to at least `min_size` wide and high.
FocusRect GrownToAtLeast(const FocusRect& rect, float min_size);

// Where a tap at `at` lands: `at` itself when it is inside a target or near none; else the
// point of the nearest target (by distance to its drawn rectangle) whose grown area holds
// `at`, moved just inside that target. A disabled nearest target keeps `at` as it is.
TouchPoint ResolveTap(TouchPoint at, const std::vector<TapTarget>& targets, float min_size);

}  // namespace tinsel::app
