#include "model/screen/tap_target.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace tinsel::app {
namespace {

bool Contains(const FocusRect& r, TouchPoint p) {
  return p.x >= r.x0 && p.x < r.x1 && p.y >= r.y0 && p.y < r.y1;
}

float DistanceTo(const FocusRect& r, TouchPoint p) {
  const float dx = std::max({r.x0 - p.x, 0.0f, p.x - r.x1});
  const float dy = std::max({r.y0 - p.y, 0.0f, p.y - r.y1});
  return std::hypot(dx, dy);
}

// The point of `r` nearest to `p`, a pixel inside its edges (or its centre when it is tiny).
TouchPoint NearestInside(const FocusRect& r, TouchPoint p) {
  const auto clamp = [](float v, float lo, float hi) {
    return lo <= hi ? std::clamp(v, lo, hi) : (lo + hi) * 0.5f;
  };
  return {clamp(p.x, r.x0 + 1, r.x1 - 1), clamp(p.y, r.y0 + 1, r.y1 - 1)};
}

}  // namespace

FocusRect GrownToAtLeast(const FocusRect& rect, float min_size) {
  FocusRect grown = rect;
  const float w = rect.x1 - rect.x0;
  const float h = rect.y1 - rect.y0;
  if (w < min_size) {
    grown.x0 = rect.CentreX() - min_size * 0.5f;
    grown.x1 = rect.CentreX() + min_size * 0.5f;
  }
  if (h < min_size) {
    grown.y0 = rect.CentreY() - min_size * 0.5f;
    grown.y1 = rect.CentreY() + min_size * 0.5f;
  }
  return grown;
}

TouchPoint ResolveTap(TouchPoint at, const std::vector<TapTarget>& targets, float min_size) {
  const TapTarget* nearest = nullptr;
  float nearest_distance = std::numeric_limits<float>::max();
  for (const TapTarget& target : targets) {
    if (Contains(target.rect, at)) return at;
    if (!Contains(GrownToAtLeast(target.rect, min_size), at)) continue;
    const float distance = DistanceTo(target.rect, at);
    if (distance < nearest_distance) {
      nearest_distance = distance;
      nearest = &target;
    }
  }
  if (nearest == nullptr || !nearest->enabled) return at;
  return NearestInside(nearest->rect, at);
}

}  // namespace tinsel::app
