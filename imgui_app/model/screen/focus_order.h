// Keyboard focus over what is on screen: the order Tab follows, where an arrow key goes, and
// the target Tab lands on when the focused one went away. Pure geometry over the targets a
// frame registered (imgui_app/widget_registry.h gives them): no ImGui, unit-tested.
//
// Why an order of our own rather than ImGui's keyboard navigation: ImGui tabs through items
// in the order they were submitted, one window at a time (a child window such as the setup
// list or the log is a separate stop), and cannot skip a target that is drawn but not
// playable now without disabling it, which would also stop the click that explains why. The
// registry already knows every target of the frame with its rectangle and whether it is
// playable, so the order here is simply reading order, the same on every screen.
#pragma once

#include <optional>
#include <string>
#include <vector>

namespace tinsel::app {

struct FocusRect {
  float x0 = 0, y0 = 0, x1 = 0, y1 = 0;  // top-left and bottom-right corners

  float CentreX() const { return (x0 + x1) * 0.5f; }
  float CentreY() const { return (y0 + y1) * 0.5f; }
};

struct FocusTarget {
  std::string id;
  FocusRect rect;
  // Regions of a screen read one after another (e.g. the table, then the side panel); within
  // a group, reading order.
  int group = 0;
};

enum class FocusDirection { kLeft, kRight, kUp, kDown };

// Indices of `targets` in reading order: groups in ascending order; within a group, rows from
// top to bottom, each row from left to right. A target belongs to the row above it when its
// vertical centre lies within that row's first target (so a row of buttons of different
// heights, or cards lifted a little, still reads as one row).
std::vector<size_t> ReadingOrder(const std::vector<FocusTarget>& targets);

// The group a target belongs to, by its id: what comes before its last part when it has three
// or more ("ghosts:card:H7" -> "ghosts:card", a hand; "setup:seat:1:bot" -> "setup:seat:1", a
// seat's row), else the id itself (a button of its own, "play:undo").
std::string ClusterOf(const std::string& id);

// Tab (`forward`) or Shift+Tab from the target `from`: the first target of the next group in
// reading order (Shift+Tab: the first of the previous group), wrapping around; the arrows move
// within a group. When `from` is not among the targets (it went away, or nothing had the
// focus), the first target after (before) `where` in reading order, else the first (last)
// target. Nothing when there are no targets.
std::optional<size_t> NextInReadingOrder(const std::vector<FocusTarget>& targets,
                                         const std::string& from,
                                         const std::optional<FocusTarget>& where, bool forward);

// An arrow key from `from`: the nearest target whose centre lies in that direction and that is
// in line with `from` (for Left and Right: overlapping its rows of pixels, so Right stays on
// the row), else the nearest one that way counting a step sideways as twice a step along.
// Nothing when no target lies that way.
std::optional<size_t> NearestInDirection(const std::vector<FocusTarget>& targets,
                                         const FocusRect& from, FocusDirection direction);

}  // namespace tinsel::app
