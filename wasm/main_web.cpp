// The browser main: Emscripten's GLFW 3 + WebGL 2 around the shared App (imgui_app/app.h).
// The page (web/index.html) provides the canvas (#canvas), the loading screen and the
// window.tinsel test hooks (web/tinsel-hooks.js).
//
// HiDPI: the canvas' drawing buffer is kept at its CSS size times devicePixelRatio (checked
// every frame, so window resizes and zoom follow). ImGui works in CSS pixels with
// io.DisplayFramebufferScale = devicePixelRatio (like a Retina Mac): Emscripten's GLFW
// reports buffer pixels, so each frame the main turns DisplaySize and the mouse position
// back into CSS pixels. App::Setup() reads io.DisplayFramebufferScale (set before it is
// called) to rasterise its fonts sharply.
#include <emscripten.h>
#include <emscripten/html5.h>

#include <cfloat>
#include <chrono>
#include <cmath>
#include <ctime>
#include <string>

#define GLFW_INCLUDE_ES3
#include <GLFW/glfw3.h>
#include <imgui.h>
#include <imgui_impl_glfw.h>
#include <imgui_impl_opengl3.h>

#include "app.h"
#include "local_storage.h"
#include "model/clock.h"
#include "test_hooks.h"

namespace {

GLFWwindow* g_window = nullptr;
double g_ratio = 1.0;  // devicePixelRatio: buffer pixels per CSS pixel
tinsel::app::App* g_app = nullptr;
long g_frames = 0;

// clang-format off
// Resizes the canvas' drawing buffer through Emscripten's Browser helper, which also tells
// GLFW (glfwSetWindowSize would ask for fullscreen when the size equals the screen's).
EM_JS(void, tinsel_set_canvas_size, (int width, int height),
      { Browser.setCanvasSize(width, height); });

// Tells the page the first frame is on screen (hides the loading screen, sets
// window.tinsel.ready).
EM_JS(void, tinsel_first_frame_drawn, (), {
  if (Module["onFirstFrame"]) Module["onFirstFrame"]();
});

// clang-format on

// Keeps the drawing buffer at CSS size x devicePixelRatio.
void FitCanvas() {
  double css_w = 0, css_h = 0;
  if (emscripten_get_element_css_size("#canvas", &css_w, &css_h) != EMSCRIPTEN_RESULT_SUCCESS) {
    return;
  }
  const double ratio = emscripten_get_device_pixel_ratio();
  if (ratio > 0) g_ratio = ratio;
  const int width = static_cast<int>(std::lround(css_w * g_ratio));
  const int height = static_cast<int>(std::lround(css_h * g_ratio));
  int current_w = 0, current_h = 0;
  glfwGetWindowSize(g_window, &current_w, &current_h);
  if (width > 0 && height > 0 && (width != current_w || height != current_h)) {
    tinsel_set_canvas_size(width, height);
  }
}

void Frame() {
  FitCanvas();
  glfwPollEvents();
  ImGui_ImplOpenGL3_NewFrame();
  ImGui_ImplGlfw_NewFrame();
  // From buffer pixels (what Emscripten's GLFW reports) to CSS pixels.
  ImGuiIO& io = ImGui::GetIO();
  const float ratio = static_cast<float>(g_ratio);
  io.DisplaySize = ImVec2(io.DisplaySize.x / ratio, io.DisplaySize.y / ratio);
  io.DisplayFramebufferScale = ImVec2(ratio, ratio);
  if (io.MousePos.x > -FLT_MAX / 2 && io.MousePos.y > -FLT_MAX / 2) {
    io.MousePos = ImVec2(io.MousePos.x / ratio, io.MousePos.y / ratio);
  }
  ImGui::NewFrame();
  g_app->Frame();
  ImGui::Render();
  int fb_w = 0, fb_h = 0;
  glfwGetFramebufferSize(g_window, &fb_w, &fb_h);
  glViewport(0, 0, fb_w, fb_h);
  glClearColor(0.10f, 0.07f, 0.06f, 1.0f);
  glClear(GL_COLOR_BUFFER_BIT);
  ImGui_ImplOpenGL3_RenderDrawData(ImGui::GetDrawData());
  if (++g_frames == 1) tinsel_first_frame_drawn();
}

}  // namespace

int main() {
  if (!glfwInit()) {
    emscripten_log(EM_LOG_ERROR, "tinsel: glfwInit failed");
    return 1;
  }
  glfwWindowHint(GLFW_CLIENT_API, GLFW_OPENGL_ES_API);
  glfwWindowHint(GLFW_CONTEXT_VERSION_MAJOR, 3);
  glfwWindowHint(GLFW_CONTEXT_VERSION_MINOR, 0);
  double css_w = 1280, css_h = 800;
  emscripten_get_element_css_size("#canvas", &css_w, &css_h);
  const double ratio = emscripten_get_device_pixel_ratio();
  g_window =
      glfwCreateWindow(static_cast<int>(std::lround(css_w * ratio)),
                       static_cast<int>(std::lround(css_h * ratio)), "Tinsel", nullptr, nullptr);
  if (!g_window) {
    emscripten_log(EM_LOG_ERROR, "tinsel: cannot create a WebGL 2 context");
    return 1;
  }
  glfwMakeContextCurrent(g_window);

  IMGUI_CHECKVERSION();
  ImGui::CreateContext();
  ImGuiIO& io = ImGui::GetIO();
  io.IniFilename = nullptr;
  io.DisplayFramebufferScale = ImVec2(static_cast<float>(g_ratio), static_cast<float>(g_ratio));
  ImGui_ImplGlfw_InitForOpenGL(g_window, true);
  ImGui_ImplOpenGL3_Init("#version 300 es");

  // Lives as long as the page: the main loop never returns.
  static tinsel::app::LocalStorage storage;
  static tinsel::app::App app(storage, tinsel::app::NowIso8601);
  g_app = &app;
  app.Setup();
  tinsel::app::SetTestHooksApp(&app);

  emscripten_set_main_loop(Frame, 0, true);
  return 0;
}
