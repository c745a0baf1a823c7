#include "ui/keyboard_focus.h"

#include <imgui.h>

#include <algorithm>
#include <vector>

#include "ui/theme.h"

namespace tinsel::app::ui {
namespace {

FocusTarget ToTarget(const WidgetRect& rect) {
  return {rect.id, {rect.min.x, rect.min.y, rect.max.x, rect.max.y}, rect.group};
}

// What the keyboard may reach: the focusable widgets, only a dialog's or menu's while one shows.
std::vector<FocusTarget> Reachable(const WidgetRegistry& widgets) {
  const std::vector<WidgetRect>& rects = widgets.rects();
  const bool modal = std::any_of(rects.begin(), rects.end(),
                                 [](const WidgetRect& r) { return r.modal && r.Focusable(); });
  std::vector<FocusTarget> targets;
  for (const WidgetRect& rect : rects) {
    if (!rect.Focusable() || (modal && !rect.modal)) continue;
    targets.push_back(ToTarget(rect));
  }
  return targets;
}

const FocusTarget* Find(const std::vector<FocusTarget>& targets, const std::string& id) {
  for (const FocusTarget& target : targets) {
    if (target.id == id) return &target;
  }
  return nullptr;
}

}  // namespace

KeyboardFocus::Step KeyboardFocus::Update(const WidgetRegistry& last) {
  Step step;
  const ImGuiIO& io = ImGui::GetIO();
  if (ImGui::IsMouseClicked(ImGuiMouseButton_Left) ||
      ImGui::IsMouseClicked(ImGuiMouseButton_Right)) {
    visible_ = false;
  }
  // A text field being edited has the keys; Ctrl and Alt combinations are the browser's.
  if (io.WantTextInput || io.KeyCtrl || io.KeyAlt || io.KeySuper) return step;
  const std::vector<FocusTarget> targets = Reachable(last);
  // A step of a move asked for the focus (a card chosen: the eras it may go to).
  if (visible_ && !last.focus_request().empty() && last.focus_request() != focused_ &&
      Find(targets, last.focus_request()) != nullptr) {
    MoveTo(last.focus_request(), step);
  }
  const FocusTarget* current = Find(targets, focused_);
  // Nothing focused on this screen yet: the keyboard starts at its main choice.
  const bool starting = current == nullptr && !where_;
  const FocusTarget* first_stop = Find(targets, last.first_stop());
  // A keyboard player arriving on a new screen lands there at once; others on their first key.
  if (starting && first_stop != nullptr &&
      (visible_ || ImGui::IsKeyPressed(ImGuiKey_Tab) ||
       ImGui::IsKeyPressed(ImGuiKey_Enter, false) ||
       ImGui::IsKeyPressed(ImGuiKey_KeypadEnter, false))) {
    MoveTo(first_stop->id, step);
    return step;
  }

  if (ImGui::IsKeyPressed(ImGuiKey_Tab)) {
    const std::optional<size_t> next = NextInReadingOrder(targets, focused_, where_, !io.KeyShift);
    if (next) MoveTo(targets[*next].id, step);
    return step;
  }
  constexpr struct {
    ImGuiKey key;
    FocusDirection direction;
  } kArrows[] = {{ImGuiKey_LeftArrow, FocusDirection::kLeft},
                 {ImGuiKey_RightArrow, FocusDirection::kRight},
                 {ImGuiKey_UpArrow, FocusDirection::kUp},
                 {ImGuiKey_DownArrow, FocusDirection::kDown}};
  for (const auto& arrow : kArrows) {
    if (!ImGui::IsKeyPressed(arrow.key)) continue;
    const bool horizontal =
        arrow.direction == FocusDirection::kLeft || arrow.direction == FocusDirection::kRight;
    if (horizontal && !horizontal_arrows_) continue;
    if (current == nullptr && !where_) {
      // Nothing focused yet: an arrow starts where Tab would.
      const std::optional<size_t> first = NextInReadingOrder(targets, "", std::nullopt, true);
      if (first) MoveTo(targets[*first].id, step);
      return step;
    }
    const FocusRect from = current != nullptr ? current->rect : where_->rect;
    // Within the focused target's group first (a hand, the eras, a ballot), else anywhere.
    const std::string cluster = ClusterOf(current != nullptr ? current->id : where_->id);
    std::vector<FocusTarget> group;
    for (const FocusTarget& target : targets) {
      if (ClusterOf(target.id) == cluster) group.push_back(target);
    }
    std::optional<size_t> next;
    if (const std::optional<size_t> in_group = NearestInDirection(group, from, arrow.direction)) {
      next = static_cast<size_t>(Find(targets, group[*in_group].id) - targets.data());
    } else {
      next = NearestInDirection(targets, from, arrow.direction);
    }
    if (next) {
      MoveTo(targets[*next].id, step);
    } else if (current != nullptr) {
      visible_ = true;  // nothing that way: the ring stays, now visible
    }
    return step;
  }
  if (ImGui::IsKeyPressed(ImGuiKey_Enter, false) ||
      ImGui::IsKeyPressed(ImGuiKey_KeypadEnter, false) ||
      ImGui::IsKeyPressed(ImGuiKey_Space, false)) {
    if (current != nullptr) {
      step.chosen = focused_;
      visible_ = true;
    } else {
      // Nothing to choose: show where the focus starts instead.
      const std::optional<size_t> next = NextInReadingOrder(targets, focused_, where_, true);
      if (next) MoveTo(targets[*next].id, step);
    }
  }
  return step;
}

void KeyboardFocus::MoveTo(const std::string& id, Step& step) {
  focused_ = id;
  visible_ = true;
  step.arrived = id;
}

void KeyboardFocus::Finish(const WidgetRegistry& now) {
  if (focused_.empty()) return;
  for (const WidgetRect& rect : now.rects()) {
    if (rect.id != focused_) continue;
    where_ = ToTarget(rect);
    if (visible_ && rect.Focusable()) DrawFocusRing(rect.min, rect.max);
    return;
  }
}

void KeyboardFocus::Clear() {
  focused_.clear();
  where_.reset();
}

std::vector<std::string> FocusOrder(const WidgetRegistry& widgets) {
  const std::vector<FocusTarget> targets = Reachable(widgets);
  std::vector<std::string> ids;
  for (const size_t i : ReadingOrder(targets)) ids.push_back(targets[i].id);
  return ids;
}

void DrawFocusRing(ImVec2 min, ImVec2 max) {
  // Gold, doubled, with dark edges: it reads on the cream cards and the green table alike,
  // and by its shape (two rings) as much as by its colour.
  ImDrawList* draw = ImGui::GetForegroundDrawList();
  const auto grown = [&](float by) {
    return std::pair<ImVec2, ImVec2>(ImVec2(min.x - by, min.y - by),
                                     ImVec2(max.x + by, max.y + by));
  };
  const auto [dark_min, dark_max] = grown(7);
  draw->AddRect(dark_min, dark_max, IM_COL32(24, 14, 8, 230), 14, 0, 9.0f);
  const auto [outer_min, outer_max] = grown(9.5f);
  draw->AddRect(outer_min, outer_max, colour::kGold, 15, 0, 2.5f);
  const auto [inner_min, inner_max] = grown(4);
  draw->AddRect(inner_min, inner_max, colour::kGold, 11, 0, 3.0f);
}

}  // namespace tinsel::app::ui
