// WidgetRegistry: every clickable thing drawn in the last frame, with a stable id, so that
// browser tests (window.tinsel.widgets()) can click the real widgets. Ids are documented in
// docs/test-hooks.md.
#pragma once

#include <imgui.h>

#include <string>
#include <vector>

namespace tinsel::app {

struct WidgetRect {
  std::string id;     // stable, e.g. "button:new-game", "trim:space:3", "trim:box:0"
  std::string label;  // what the player sees
  ImVec2 min;         // ImGui screen coordinates (the web layer converts to CSS pixels)
  ImVec2 max;
};

class WidgetRegistry {
 public:
  void BeginFrame() { rects_.clear(); }
  void Add(std::string id, std::string label, ImVec2 min, ImVec2 max) {
    rects_.push_back({std::move(id), std::move(label), min, max});
  }
  const std::vector<WidgetRect>& rects() const { return rects_; }

 private:
  std::vector<WidgetRect> rects_;
};

}  // namespace tinsel::app
