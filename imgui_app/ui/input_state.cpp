#include "ui/input_state.h"

#include <imgui.h>

#include <algorithm>
#include <string_view>

namespace tinsel::app::ui {

InputState& Input() {
  static InputState state;
  return state;
}

float MinHitSize() {
  constexpr float kFingerSize = 44.0f;
  constexpr float kSmallScreen = 600.0f;
  const ImVec2 display = ImGui::GetIO().DisplaySize;
  const bool small = display.x > 0 && std::min(display.x, display.y) < kSmallScreen;
  return Input().coarse_pointer || Input().pointer == Pointer::kTouch || small ? kFingerSize : 0.0f;
}

const char* PressVerb() {
  const InputState& input = Input();
  const bool touch = input.coarse_pointer || input.pointer != Pointer::kMouse;
  if (!touch) return "click";
  return input.mouse_seen ? "choose" : "tap";
}

const char* PressVerbCapital() {
  const std::string_view verb = PressVerb();
  return verb == "tap" ? "Tap" : verb == "click" ? "Click" : "Choose";
}

}  // namespace tinsel::app::ui
