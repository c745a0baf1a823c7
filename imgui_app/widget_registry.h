// WidgetRegistry: every clickable thing drawn in the last frame, with a stable id, its
// rectangle and whether it may be chosen now. Three users read it:
//   - browser tests (window.tinsel.widgets()) click the real widgets; ids are documented in
//     docs/test-hooks.md;
//   - the keyboard (ui/keyboard_focus.h) moves its focus ring over the widgets that may be
//     chosen now, and tells the widget it chose through this frame's registry (Chosen), so
//     Enter or Space runs exactly the code a click runs;
//   - fingers (ui/pointer_input.h): a tap near a small widget lands on it.
// ui::Button and kit::HitArea register themselves; anything else clickable calls Add.
#pragma once

#include <imgui.h>

#include <string>
#include <vector>

namespace tinsel::app {

struct WidgetRect {
  std::string id;     // stable, e.g. "button:new-game", "trim:space:0:3", "trim:box:0"
  std::string label;  // what the player sees
  ImVec2 min;         // ImGui screen coordinates (the web layer converts to CSS pixels)
  ImVec2 max;
  bool enabled = true;  // false: a disabled button (seen, but nothing happens when clicked)
  bool legal = true;    // may be chosen now; false: drawn dimmed, a click only explains why not
  int group = 0;        // regions read one after another by the keyboard (Group)
  bool modal = false;   // part of a dialog or menu over the screen (BeginModal)
  unsigned layer = 0;   // the window (screen or dialog) it is drawn in (ui/drawn_text.h)
  // What clips it (a list that scrolls): only its part inside can be seen and pressed.
  ImVec2 clip_min = ImVec2(-1e9f, -1e9f);
  ImVec2 clip_max = ImVec2(1e9f, 1e9f);

  // The keyboard stops here.
  bool Focusable() const { return enabled && legal; }
};

// A region that scrolls (the move log): where it is and how far it is scrolled, for the
// browser tests.
struct ScrollArea {
  std::string id;  // e.g. "play:log"
  ImVec2 min;
  ImVec2 max;
  float scroll_y = 0;
  float scroll_max_y = 0;
};

class WidgetRegistry {
 public:
  // A new frame: last frame's widgets are forgotten. `chosen`: the widget the keyboard chose
  // for this frame (Enter or Space on the focused widget, or a shortcut); `focus_arrived`: the
  // widget the keyboard focus has just moved to (to scroll it into view).
  void BeginFrame(std::string chosen = {}, std::string focus_arrived = {}) {
    rects_.clear();
    scroll_areas_.clear();
    group_ = 0;
    modal_ = false;
    chosen_ = std::move(chosen);
    focus_arrived_ = std::move(focus_arrived);
    first_stop_.clear();
    focus_request_.clear();
    recent_.clear();
  }
  void Add(std::string id, std::string label, ImVec2 min, ImVec2 max, bool enabled = true,
           bool legal = true, unsigned layer = 0) {
    rects_.push_back(
        {std::move(id), std::move(label), min, max, enabled, legal, group_, modal_, layer});
  }
  // The clip rectangle the widget registered last is drawn in (a scrolled list's).
  void ClipLast(ImVec2 min, ImVec2 max) {
    if (rects_.empty()) return;
    rects_.back().clip_min = min;
    rects_.back().clip_max = max;
  }
  // Gives the widget registered last a longer label (e.g. why it is disabled).
  void RelabelLast(std::string label) {
    if (!rects_.empty()) rects_.back().label = std::move(label);
  }
  void AddScrollArea(std::string id, ImVec2 min, ImVec2 max, float scroll_y, float scroll_max_y) {
    scroll_areas_.push_back({std::move(id), min, max, scroll_y, scroll_max_y});
  }
  // What is registered next belongs to the reading region `group`: the keyboard reads regions
  // in ascending order, each in reading order (e.g. the table, then the side panel, whatever
  // their heights). A frame starts in region 0.
  void Group(int group) { group_ = group; }
  // What is registered until EndModal is a dialog or menu over the screen: while one shows,
  // the keyboard and taps reach only its widgets.
  void BeginModal() { modal_ = true; }
  void EndModal() { modal_ = false; }
  bool InModal() const { return modal_; }

  // Whether the keyboard chose `id` in this frame: the widget acts as if clicked.
  bool Chosen(const std::string& id) const { return !chosen_.empty() && id == chosen_; }
  // Whether the keyboard focus moved to `id` in this frame.
  bool FocusArrived(const std::string& id) const {
    return !focus_arrived_.empty() && id == focus_arrived_;
  }

  // Where the keyboard starts on this screen (its main choice: Start on the setup screen, the
  // first playable card at a table) when nothing is focused yet.
  void SetFirstStop(std::string id) { first_stop_ = std::move(id); }
  const std::string& first_stop() const { return first_stop_; }
  // Moves the keyboard's focus to `id` in the next frame, if the keyboard is in use: the next
  // step of a move (a card chosen: the eras it may go to).
  void RequestFocus(std::string id) { focus_request_ = std::move(id); }
  const std::string& focus_request() const { return focus_request_; }

  // A piece the table marks as new since the viewer's last move (views/recent_moves.h), by
  // its key: what the tests read.
  void MarkRecent(std::string key) { recent_.push_back(std::move(key)); }
  const std::vector<std::string>& recent() const { return recent_; }

  const std::vector<WidgetRect>& rects() const { return rects_; }
  const std::vector<ScrollArea>& scroll_areas() const { return scroll_areas_; }

 private:
  std::vector<WidgetRect> rects_;
  std::vector<ScrollArea> scroll_areas_;
  int group_ = 0;
  bool modal_ = false;
  std::string chosen_;
  std::string focus_arrived_;
  std::string first_stop_;
  std::string focus_request_;
  std::vector<std::string> recent_;
};

}  // namespace tinsel::app
