// Pointer events (mouse, touch, pen) into ImGui, for platforms that deliver them (the browser:
// wasm/browser_input.cpp and web/page/input.mjs). Positions are logical (CSS) pixels of the canvas.
//   - A mouse goes to ImGui as it is: position, buttons, leaving the canvas.
//   - A finger or a pen in contact is a gesture (model/screen/touch_gesture.h), fed to ImGui's
//   input
//     queue as a touch source, which ImGui 1.87+ trickles one change a frame so every tap
//     registers however short:
//       tap:  position, press, release, then the pointer away: exactly one click, on the
//             nearest target within MinHitSize() (model/screen/tap_target.h);
//       drag: the scrollable window under where the finger went down (the log, a list, a
//             hand wider than the screen; the front-most window there, or its parent)
//             follows the finger; nothing is clicked;
//       hold: the pointer rests under the finger and InputState::held is set, so what lies
//             there explains itself (kit::Explain); nothing is clicked.
//   - A second finger cancels the gesture (no click); the browser's own pinch and scroll are
//     off (web/style.css: touch-action: none).
#pragma once

#include "model/screen/touch_gesture.h"
#include "ui/input_state.h"
#include "widget_registry.h"

namespace tinsel::app::ui {

struct PointerEvent {
  enum class Type { kDown, kMove, kUp, kCancel, kLeave };
  Type type = Type::kMove;
  Pointer pointer = Pointer::kMouse;
  int id = 0;   // the platform's pointer id (fingers differ)
  float x = 0;  // logical pixels from the canvas' top-left corner
  float y = 0;
  int button = 0;   // ImGui's numbering: 0 left (or the finger), 1 right, 2 middle
  double time = 0;  // seconds, on the same clock as the frames' (glfwGetTime): when it happened
  // Seconds the event waited before it was handled (behind a slow frame), as the platform's
  // timestamp tells; Runner::Pointer dates the event back by it.
  double age = 0;
};

class PointerInput {
 public:
  // `targets`: the widgets of the last frame (a tap lands on the nearest one).
  void Handle(const PointerEvent& event, const WidgetRegistry& targets);
  // Before ImGui::NewFrame: time passes (a still finger becomes a hold).
  void BeforeNewFrame(double now);
  // After ImGui::NewFrame: a dragging finger scrolls its window.
  void AfterNewFrame();

 private:
  void TouchDown(const PointerEvent& event);
  void TouchUp(const PointerEvent& event, const WidgetRegistry& targets);
  void StartScroll();
  void EndTouch();

  TouchGesture gesture_;
  int touch_id_ = -1;           // the finger being followed, -1 for none
  unsigned scroll_window_ = 0;  // the ImGui window a drag scrolls (0: none)
  TouchPoint drag_scroll_;      // the scroll the drag has reached, unrounded
};

}  // namespace tinsel::app::ui
