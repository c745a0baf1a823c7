// The browser main: Emscripten's GLFW 3 + WebGL 2 around the shared app (imgui_app/runner.h
// draws every frame; this file sizes the canvas, creates the context and loops). The page
// (web/index.html) provides the canvas (#canvas) and the loading screen; its script
// (web/page/, bundled into page.js) starts this module (web/page/loader.mjs) and defines
// window.tinsel, with the test hooks (web/page/test_hooks.mjs, wasm/test_hooks.h); after each
// frame the screen-reader table is told what changed (wasm/mirror_hooks.h);
// web/page/input.mjs sends the pointers and settings (wasm/browser_input.h); the bots search in
// web workers (wasm/web_search_pool.h, web/page/bot_workers.mjs).
//
// HiDPI: the canvas' drawing buffer is kept at its CSS size times devicePixelRatio (checked
// every frame, so window resizes and zoom follow). Emscripten's GLFW reports buffer pixels,
// so each frame the runner is told the ratio and turns the display size back into CSS pixels,
// with io.DisplayFramebufferScale = devicePixelRatio (like a Retina Mac); pointers arrive in
// CSS pixels already. The runner rasterises the fonts again when the ratio (or the layout's
// scale) changes.
#include <emscripten.h>
#include <emscripten/html5.h>

#include <cmath>

#define GLFW_INCLUDE_ES3
#include <GLFW/glfw3.h>

#include "browser_input.h"
#include "game_file_loader.h"
#include "language_loader.h"
#include "local_storage.h"
#include "mirror_hooks.h"
#include "runner.h"
#include "save_hook.h"
#include "test_hooks.h"
#include "web_file_exchange.h"
#include "web_search_pool.h"
#include "web_table_channel.h"

namespace {

GLFWwindow* g_window = nullptr;
double g_ratio = 1.0;  // devicePixelRatio: buffer pixels per CSS pixel
tinsel::app::Runner* g_runner = nullptr;
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

// Tells the page this browser gave no WebGL 2 context (the page says so and how to fix it).
EM_JS(void, tinsel_no_webgl2, (), {
  if (Module["onNoWebGL2"]) Module["onNoWebGL2"]();
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
  g_runner->SetBufferPixelsPerLogicalPixel(static_cast<float>(g_ratio));
  g_runner->Frame();
  tinsel::app::PublishMirror();
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
  // ImGui draws 2D triangles over an opaque clear: no depth, stencil or alpha buffers to
  // allocate and composite (a faster first frame on a software renderer).
  glfwWindowHint(GLFW_DEPTH_BITS, 0);
  glfwWindowHint(GLFW_STENCIL_BITS, 0);
  glfwWindowHint(GLFW_ALPHA_BITS, 0);
  double css_w = 1280, css_h = 800;
  emscripten_get_element_css_size("#canvas", &css_w, &css_h);
  const double ratio = emscripten_get_device_pixel_ratio();
  g_window =
      glfwCreateWindow(static_cast<int>(std::lround(css_w * ratio)),
                       static_cast<int>(std::lround(css_h * ratio)), "Tinsel", nullptr, nullptr);
  if (!g_window) {
    emscripten_log(EM_LOG_ERROR, "tinsel: cannot create a WebGL 2 context");
    tinsel_no_webgl2();
    return 1;
  }
  glfwMakeContextCurrent(g_window);

  // Lives as long as the page: the main loop never returns.
  // The bots search in the page's web workers (before the app starts: a loaded game's bot
  // may be first to move).
  static tinsel::app::WebSearchPool search_pool;
  tinsel::app::SetDefaultSearchPool(&search_pool);
  static tinsel::app::LocalStorage storage;
  static tinsel::app::Runner runner(g_window, "#version 300 es", static_cast<float>(g_ratio),
                                    storage);
  g_runner = &runner;
  // The canvas shows the last drawing until the next: an unchanged frame is not drawn again,
  // and the browser presents nothing new (an idle table costs a phone almost nothing).
  runner.SetSkipUnchangedFrames(true);
  tinsel::app::ConnectBrowserInput(runner, g_window);
  tinsel::app::SetTestHooksApp(&runner.app());
  tinsel::app::SetMirrorApp(&runner.app());
  tinsel::app::SetSaveHookApp(&runner.app());
  tinsel::app::UseWebGameFiles(&runner.app());
  tinsel::app::UseWebLanguages(&runner.app());
  static tinsel::app::WebFileExchange files;
  tinsel::app::ConnectWebFiles(runner.app(), files);
  static tinsel::app::WebTableChannel table_channel;
  tinsel::app::ConnectWebTable(runner.app(), table_channel);

  emscripten_set_main_loop(Frame, 0, true);
  return 0;
}
