// The keyboard's focus ring. Tab / Shift+Tab move it in reading order and the arrow keys move
// it to the nearest widget that way (model/screen/focus_order.h), over the widgets of the last
// frame that may be chosen now (WidgetRect::Focusable: enabled and legal; only a dialog's or menu's
// while one shows). Enter or Space chooses the focused widget: the registry of the new frame
// names it (WidgetRegistry::Chosen) and the widget acts exactly as if clicked. The ring is
// drawn only while the keyboard is in use (a click or tap hides it, the next key shows it) and
// is gold, thick and doubled, so it reads without colour on any background.
//
// Keys do nothing here while a text field is being edited (the field has them).
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "model/screen/focus_order.h"
#include "widget_registry.h"

namespace tinsel::app::ui {

class KeyboardFocus {
 public:
  struct Step {
    std::string chosen;   // chosen with Enter or Space in this frame
    std::string arrived;  // the focus moved here in this frame
  };

  // Before the frame's screen is drawn, with the widgets of the last frame: reads Tab, the
  // arrows, Enter and Space (ImGui::NewFrame has run).
  Step Update(const WidgetRegistry& last);
  // After the screen is drawn: remembers where the focused widget is and draws the ring.
  void Finish(const WidgetRegistry& now);

  // Whether Left and Right move the focus (a screen may give them another job).
  void set_horizontal_arrows(bool on) { horizontal_arrows_ = on; }

  // Leaves the focus nowhere (a new screen): the next Tab starts at its first widget.
  void Clear();
  // The focused widget's id ("" for none) and whether its ring shows.
  const std::string& focused() const { return focused_; }
  bool visible() const { return visible_; }

 private:
  void MoveTo(const std::string& id, Step& step);

  std::string focused_;
  std::optional<FocusTarget> where_;  // where the focused widget was last seen
  bool visible_ = false;
  bool horizontal_arrows_ = true;
};

// The ids of the widgets the keyboard can reach in `widgets`, in the order Tab visits them
// (the browser tests' keyboard follows it).
std::vector<std::string> FocusOrder(const WidgetRegistry& widgets);

// The ring around [min, max] (ImGui screen coordinates), on top of everything.
void DrawFocusRing(ImVec2 min, ImVec2 max);

}  // namespace tinsel::app::ui
