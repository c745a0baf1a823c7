#include "ui/input_state.h"

#include <imgui.h>

#include <algorithm>

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

}  // namespace tinsel::app::ui
