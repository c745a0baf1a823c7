// The desktop window: GLFW + OpenGL 3 around the shared App (imgui_app/app.h).
//
//   tinsel_desktop [--frames N] [--screenshot FILE.ppm]
//     --frames N         draw N frames, then exit cleanly (smoke tests)
//     --screenshot FILE  with --frames: save the last frame as a binary PPM image
//
// Saves go to $TINSEL_DATA_DIR, else $XDG_DATA_HOME/tinsel, else ~/.local/share/tinsel.
//
// HiDPI: ImGui works in logical pixels with io.DisplayFramebufferScale = device pixels per
// logical pixel. Where GLFW's window is measured in logical points already (macOS Retina),
// the backend's framebuffer/window ratio is that scale. Where the window is measured in
// device pixels (X11, Windows), the monitor's content scale is applied on top: each frame the
// main divides DisplaySize and the mouse position by it and multiplies the framebuffer scale.
// App::Setup() reads io.DisplayFramebufferScale (set before it is called) to rasterise its
// fonts sharply; the web main (wasm/main_web.cpp) does the same with devicePixelRatio.
#include <GLFW/glfw3.h>
#include <imgui.h>
#include <imgui_impl_glfw.h>
#include <imgui_impl_opengl3.h>

#include <cfloat>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <string>
#include <vector>

#include "app.h"
#include "file_storage.h"
#include "model/clock.h"

namespace {

std::string DataDirectory() {
  if (const char* dir = std::getenv("TINSEL_DATA_DIR"); dir && *dir) return dir;
  if (const char* xdg = std::getenv("XDG_DATA_HOME"); xdg && *xdg) {
    return std::string(xdg) + "/tinsel";
  }
  if (const char* home = std::getenv("HOME"); home && *home) {
    return std::string(home) + "/.local/share/tinsel";
  }
  return "tinsel-data";
}

void OnGlfwError(int code, const char* description) {
  std::fprintf(stderr, "tinsel: GLFW error %d: %s\n", code, description);
}

// Writes the current framebuffer (RGB, bottom-up in GL) as a top-down binary PPM.
bool SaveScreenshot(const std::string& path, int width, int height) {
  std::vector<unsigned char> pixels(static_cast<size_t>(width) * height * 3);
  glPixelStorei(GL_PACK_ALIGNMENT, 1);
  glReadPixels(0, 0, width, height, GL_RGB, GL_UNSIGNED_BYTE, pixels.data());
  std::FILE* file = std::fopen(path.c_str(), "wb");
  if (!file) return false;
  std::fprintf(file, "P6\n%d %d\n255\n", width, height);
  for (int y = height - 1; y >= 0; --y) {
    std::fwrite(pixels.data() + static_cast<size_t>(y) * width * 3, 1,
                static_cast<size_t>(width) * 3, file);
  }
  return std::fclose(file) == 0;
}

int Usage() {
  std::fprintf(stderr, "usage: tinsel_desktop [--frames N] [--screenshot FILE.ppm]\n");
  return 2;
}

}  // namespace

int main(int argc, char** argv) {
  long max_frames = -1;  // forever
  std::string screenshot;
  for (int i = 1; i < argc; ++i) {
    if (std::strcmp(argv[i], "--frames") == 0 && i + 1 < argc) {
      char* end = nullptr;
      max_frames = std::strtol(argv[++i], &end, 10);
      if (*end != '\0' || max_frames < 1) return Usage();
    } else if (std::strcmp(argv[i], "--screenshot") == 0 && i + 1 < argc) {
      screenshot = argv[++i];
    } else {
      return Usage();
    }
  }

  glfwSetErrorCallback(OnGlfwError);
  if (!glfwInit()) {
    std::fprintf(stderr, "tinsel: cannot open a window (no display?)\n");
    return 1;
  }
  // OpenGL 3.0 + GLSL 130: what Mesa's software renderer and every desktop driver offer.
  glfwWindowHint(GLFW_CONTEXT_VERSION_MAJOR, 3);
  glfwWindowHint(GLFW_CONTEXT_VERSION_MINOR, 0);
  glfwWindowHint(GLFW_SCALE_TO_MONITOR, GLFW_TRUE);
  GLFWwindow* window = glfwCreateWindow(1280, 800, "Tinsel", nullptr, nullptr);
  if (!window) {
    std::fprintf(stderr, "tinsel: cannot create an OpenGL 3.0 window\n");
    glfwTerminate();
    return 1;
  }
  glfwMakeContextCurrent(window);
  glfwSwapInterval(1);  // vsync

  IMGUI_CHECKVERSION();
  ImGui::CreateContext();
  ImGuiIO& io = ImGui::GetIO();
  io.IniFilename = nullptr;
  ImGui_ImplGlfw_InitForOpenGL(window, true);
  ImGui_ImplOpenGL3_Init("#version 130");

  int window_w = 0, window_h = 0, fb_w = 0, fb_h = 0;
  glfwGetWindowSize(window, &window_w, &window_h);
  glfwGetFramebufferSize(window, &fb_w, &fb_h);
  float scale_x = 1.0f, scale_y = 1.0f;
  glfwGetWindowContentScale(window, &scale_x, &scale_y);
  // Content scale on top of the framebuffer's own only where the window counts device pixels.
  const bool framebuffer_scaled = window_w > 0 && fb_w > window_w;
  const float extra = framebuffer_scaled || scale_x < 0.5f ? 1.0f : scale_x;
  const float backend_scale = window_w > 0 ? static_cast<float>(fb_w) / window_w : 1.0f;
  io.DisplayFramebufferScale = ImVec2(backend_scale * extra, backend_scale * extra);

  {  // The app goes before ImGui's context does.
    tinsel::app::FileStorage storage(DataDirectory());
    tinsel::app::App app(storage, tinsel::app::NowIso8601);
    app.Setup();

    long frames = 0;
    while (!glfwWindowShouldClose(window) && !app.WantsQuit()) {
      glfwPollEvents();
      ImGui_ImplOpenGL3_NewFrame();
      ImGui_ImplGlfw_NewFrame();
      ImGui::NewFrame();
      app.Frame();
      ImGui::Render();
      glfwGetFramebufferSize(window, &fb_w, &fb_h);
      glViewport(0, 0, fb_w, fb_h);
      glClearColor(0.10f, 0.07f, 0.06f, 1.0f);
      glClear(GL_COLOR_BUFFER_BIT);
      ImGui_ImplOpenGL3_RenderDrawData(ImGui::GetDrawData());
      ++frames;
      const bool last = max_frames > 0 && frames >= max_frames;
      if (last && !screenshot.empty() && !SaveScreenshot(screenshot, fb_w, fb_h)) {
        std::fprintf(stderr, "tinsel: cannot write %s\n", screenshot.c_str());
      }
      glfwSwapBuffers(window);
      if (last) break;
    }
  }

  ImGui_ImplOpenGL3_Shutdown();
  ImGui_ImplGlfw_Shutdown();
  ImGui::DestroyContext();
  glfwDestroyWindow(window);
  glfwTerminate();
  return 0;
}
