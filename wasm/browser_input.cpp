#include "browser_input.h"

#include <emscripten.h>
#include <imgui.h>
#include <imgui_impl_glfw.h>

#include <cfloat>

#define GLFW_INCLUDE_ES3
#include <GLFW/glfw3.h>

#include "runner.h"

namespace {

tinsel::app::Runner* g_runner = nullptr;
// Settings the page sent before the runner existed.
bool g_reduced_motion = false;
bool g_coarse_pointer = false;

// clang-format off
// Emscripten's GLFW (library_glfw.js) listens to the canvas' mouse and touch events with
// capture; web/page/input.mjs sends pointer events instead. Without this, a tap would arrive twice
// (as a touch through GLFW and as a pointer), and GLFW's touches are lost when a tap is shorter
// than a frame.
EM_JS(void, tinsel_remove_glfw_pointer_listeners, (), {
  var canvas = Module['canvas'];
  var listeners = [['touchmove', GLFW.onMousemove], ['touchstart', GLFW.onMouseButtonDown],
                   ['touchcancel', GLFW.onMouseButtonUp], ['touchend', GLFW.onMouseButtonUp],
                   ['mousemove', GLFW.onMousemove], ['mousedown', GLFW.onMouseButtonDown],
                   ['mouseup', GLFW.onMouseButtonUp], ['mouseenter', GLFW.onMouseenter],
                   ['mouseleave', GLFW.onMouseleave]];
  listeners.forEach(function(l) { canvas.removeEventListener(l[0], l[1], true); });
});
// clang-format on

tinsel::app::ui::Pointer PointerOf(int kind) {
  switch (kind) {
    case 1:
      return tinsel::app::ui::Pointer::kTouch;
    case 2:
      return tinsel::app::ui::Pointer::kPen;
    default:
      return tinsel::app::ui::Pointer::kMouse;
  }
}

// The DOM numbers buttons left 0, middle 1, right 2; ImGui left 0, right 1, middle 2.
int ImGuiButtonOf(int dom_button) {
  switch (dom_button) {
    case 1:
      return 2;
    case 2:
      return 1;
    default:
      return dom_button >= 0 && dom_button < 5 ? dom_button : 0;
  }
}

}  // namespace

namespace tinsel::app {

void ConnectBrowserInput(Runner& runner, GLFWwindow* window) {
  tinsel_remove_glfw_pointer_listeners();
  // GLFW's backend asks for the cursor every frame until it hears the cursor entered the
  // window, which it no longer will: tell it once, then say where the pointer really is
  // (nowhere, until the page sends an event).
  ImGui_ImplGlfw_CursorEnterCallback(window, GLFW_TRUE);
  ImGui::GetIO().AddMousePosEvent(-FLT_MAX, -FLT_MAX);
  g_runner = &runner;
  runner.SetReducedMotion(g_reduced_motion);
  runner.SetCoarsePointer(g_coarse_pointer);
}

}  // namespace tinsel::app

extern "C" {

// type: 0 down, 1 move, 2 up, 3 cancel, 4 leave; kind: 0 mouse, 1 touch, 2 pen; x, y in CSS
// pixels from the canvas' top-left corner; button as the DOM numbers it; age_ms: how long ago
// the event happened (web/page/input.mjs).
EMSCRIPTEN_KEEPALIVE void tinsel_pointer(int type, int kind, int id, double x, double y, int button,
                                         double age_ms) {
  if (g_runner == nullptr || type < 0 || type > 4) return;
  tinsel::app::ui::PointerEvent event;
  event.type = static_cast<tinsel::app::ui::PointerEvent::Type>(type);
  event.pointer = PointerOf(kind);
  event.id = id;
  event.x = static_cast<float>(x);
  event.y = static_cast<float>(y);
  event.button = ImGuiButtonOf(button);
  event.age = age_ms / 1000;
  g_runner->Pointer(event);
}

EMSCRIPTEN_KEEPALIVE void tinsel_set_reduced_motion(int on) {
  g_reduced_motion = on != 0;
  if (g_runner != nullptr) g_runner->SetReducedMotion(g_reduced_motion);
}

EMSCRIPTEN_KEEPALIVE void tinsel_set_coarse_pointer(int on) {
  g_coarse_pointer = on != 0;
  if (g_runner != nullptr) g_runner->SetCoarsePointer(g_coarse_pointer);
}

}  // extern "C"
