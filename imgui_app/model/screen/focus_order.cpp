#include "model/screen/focus_order.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <numeric>

namespace tinsel::app {
namespace {

// How far apart two ranges are (0 when they overlap).
float Gap(float a0, float a1, float b0, float b1) {
  return std::max(0.0f, std::max(a0, b0) - std::min(a1, b1));
}

}  // namespace

std::vector<size_t> ReadingOrder(const std::vector<FocusTarget>& targets) {
  std::vector<size_t> by_height(targets.size());
  std::iota(by_height.begin(), by_height.end(), 0);
  std::stable_sort(by_height.begin(), by_height.end(), [&](size_t a, size_t b) {
    if (targets[a].group != targets[b].group) return targets[a].group < targets[b].group;
    return targets[a].rect.CentreY() < targets[b].rect.CentreY();
  });
  std::vector<size_t> order;
  order.reserve(targets.size());
  size_t row_start = 0;
  while (row_start < by_height.size()) {
    const FocusTarget& first = targets[by_height[row_start]];
    size_t row_end = row_start + 1;
    while (row_end < by_height.size()) {
      const FocusTarget& next = targets[by_height[row_end]];
      if (next.group != first.group || next.rect.CentreY() > first.rect.y1) break;
      ++row_end;
    }
    std::vector<size_t> row(by_height.begin() + row_start, by_height.begin() + row_end);
    std::stable_sort(row.begin(), row.end(),
                     [&](size_t a, size_t b) { return targets[a].rect.x0 < targets[b].rect.x0; });
    order.insert(order.end(), row.begin(), row.end());
    row_start = row_end;
  }
  return order;
}

std::string ClusterOf(const std::string& id) {
  if (std::count(id.begin(), id.end(), ':') < 2) return id;
  return id.substr(0, id.rfind(':'));
}

std::optional<size_t> NextInReadingOrder(const std::vector<FocusTarget>& targets,
                                         const std::string& from,
                                         const std::optional<FocusTarget>& where, bool forward) {
  if (targets.empty()) return std::nullopt;
  const auto is_from = [&](const FocusTarget& t) { return !from.empty() && t.id == from; };
  const bool present = std::any_of(targets.begin(), targets.end(), is_from);
  // Order the targets with the starting point among them: `from` itself, or where it was.
  std::vector<FocusTarget> all = targets;
  const size_t start_marker = all.size();
  if (!present) {
    if (!where) return forward ? ReadingOrder(targets).front() : ReadingOrder(targets).back();
    all.push_back(*where);
  }
  const std::vector<size_t> order = ReadingOrder(all);
  size_t position = 0;
  for (size_t k = 0; k < order.size(); ++k) {
    if (present ? is_from(all[order[k]]) : order[k] == start_marker) position = k;
  }
  const size_t n = order.size();
  // Groups are runs of neighbours in reading order that share a cluster (a hand; the bid's
  // doors, though its Confirm after the red door is a run of its own).
  std::vector<int> run(n, 0);
  std::string previous_cluster;
  int runs = 0;
  for (size_t k = 0; k < n; ++k) {
    if (order[k] == start_marker) continue;
    const std::string cluster = ClusterOf(all[order[k]].id);
    if (runs == 0 || cluster != previous_cluster) ++runs;
    run[k] = runs;
    previous_cluster = cluster;
  }
  for (size_t step = 1; step < n; ++step) {
    const size_t k = forward ? (position + step) % n : (position + n - step) % n;
    if (order[k] == start_marker) continue;
    // From a target, the rest of its group is passed over (the arrows reach it).
    if (present && run[k] == run[position]) continue;
    if (forward || !present) return order[k];
    // Shift+Tab lands on the first of the previous group, as Tab would have.
    size_t first = k;
    for (size_t back = 1; back < n; ++back) {
      const size_t j = (k + n - back) % n;
      if (order[j] == start_marker || run[j] != run[k] || j == position) break;
      first = j;
      if (j == 0) break;
    }
    return order[first];
  }
  return present ? std::optional<size_t>(order[position]) : std::nullopt;
}

std::optional<size_t> NearestInDirection(const std::vector<FocusTarget>& targets,
                                         const FocusRect& from, FocusDirection direction) {
  constexpr float kAcrossWeight = 2.0f;
  // Targets in line (overlapping `from` across the direction: the same row for Left and
  // Right) come first; the others only when none is in line.
  std::optional<size_t> best_in_line, best_other;
  float best_in_line_score = std::numeric_limits<float>::max();
  float best_other_score = std::numeric_limits<float>::max();
  for (size_t i = 0; i < targets.size(); ++i) {
    const FocusRect& r = targets[i].rect;
    float along = 0, across = 0, off_centre = 0;
    switch (direction) {
      case FocusDirection::kLeft:
      case FocusDirection::kRight:
        along = (r.CentreX() - from.CentreX()) * (direction == FocusDirection::kRight ? 1 : -1);
        across = Gap(r.y0, r.y1, from.y0, from.y1);
        off_centre = std::fabs(r.CentreY() - from.CentreY());
        break;
      case FocusDirection::kUp:
      case FocusDirection::kDown:
        along = (r.CentreY() - from.CentreY()) * (direction == FocusDirection::kDown ? 1 : -1);
        across = Gap(r.x0, r.x1, from.x0, from.x1);
        off_centre = std::fabs(r.CentreX() - from.CentreX());
        break;
    }
    if (along < 1.0f) continue;  // not that way (or the same place)
    // How far off centre only breaks ties.
    const float score = along + kAcrossWeight * across + 0.01f * off_centre;
    if (across == 0 && score < best_in_line_score) {
      best_in_line_score = score;
      best_in_line = i;
    }
    if (score < best_other_score) {
      best_other_score = score;
      best_other = i;
    }
  }
  return best_in_line ? best_in_line : best_other;
}

}  // namespace tinsel::app
