#include "runner.h"

#include <GLFW/glfw3.h>
#include <imgui.h>
#include <imgui_impl_glfw.h>
#include <imgui_impl_opengl3.h>

#include <algorithm>

#include "model/play/clock.h"
#include "ui/frame_fingerprint.h"
#include "ui/theme.h"

namespace tinsel::app {
namespace {

// Backend (window) pixels per logical pixel for the cursor callback below: the buffer's
// pixels per CSS pixel times the layout's scale (1: nothing to undo).
float g_backend_per_logical = 1;

// ImGui 1.87+ queues mouse positions, so they are turned into logical pixels as they arrive
// rather than after the backend's new frame.
void CursorPosInLogicalPixels(GLFWwindow* window, double x, double y) {
  if (g_backend_per_logical > 0) {
    x /= g_backend_per_logical;
    y /= g_backend_per_logical;
  }
  ImGui_ImplGlfw_CursorPosCallback(window, x, y);
}

}  // namespace

Runner::Runner(GLFWwindow* window, const char* glsl_version, float framebuffer_scale,
               Storage& storage)
    : window_(window) {
  IMGUI_CHECKVERSION();
  ImGui::CreateContext();
  ImGuiIO& io = ImGui::GetIO();
  io.IniFilename = nullptr;
  io.DisplayFramebufferScale = ImVec2(framebuffer_scale, framebuffer_scale);
  ImGui_ImplGlfw_InitForOpenGL(window, true);
  glfwSetCursorPosCallback(window, CursorPosInLogicalPixels);
  ImGui_ImplOpenGL3_Init(glsl_version);
  app_ = std::make_unique<App>(storage, NowIso8601);
  app_->Setup();
}

Runner::~Runner() {
  app_.reset();
  ImGui_ImplOpenGL3_Shutdown();
  ImGui_ImplGlfw_Shutdown();
  ImGui::DestroyContext();
}

void Runner::Pointer(ui::PointerEvent event) {
  // When the finger did it, not when a busy frame let us hear of it (model/screen/touch_gesture.h).
  event.time = glfwGetTime() - std::max(0.0, event.age);
  // The page sends CSS pixels; ImGui's logical pixels are the layout's scale larger.
  const float scale = app_->layout().scale > 0 ? app_->layout().scale : 1.0f;
  event.x /= scale;
  event.y /= scale;
  pointer_.Handle(event, app_->widgets());
}

void Runner::SetReducedMotion(bool on) { ui::Input().reduced_motion = on; }

void Runner::SetCoarsePointer(bool on) { ui::Input().coarse_pointer = on; }

void Runner::Frame() {
  // The OpenGL backend's NewFrame comes after the fonts are settled below: on the first frame
  // it makes the font texture, so the atlas is rasterised once, for the right scale.
  ImGui_ImplGlfw_NewFrame();
  pointer_.BeforeNewFrame(glfwGetTime());
  ImGuiIO& io = ImGui::GetIO();
  // The window in CSS pixels and device pixels per CSS pixel, whatever the backend measures in.
  const float backend_per_css = buffer_per_logical_ > 0 ? buffer_per_logical_ : 1.0f;
  const float css_width = io.DisplaySize.x / backend_per_css;
  const float css_height = io.DisplaySize.y / backend_per_css;
  const float device_per_css =
      buffer_per_logical_ > 0 ? buffer_per_logical_ : io.DisplayFramebufferScale.x;
  // The layout for this size, every frame: a rotation or a resize re-lays out at once. ImGui
  // gets a display `scale` times smaller than the window, drawn `scale` times larger.
  const ScreenLayout layout = app_->LayoutFor(css_width, css_height, device_per_css);
  io.DisplaySize = ImVec2(layout.width, layout.height);
  const float device_per_logical = device_per_css * layout.scale;
  io.DisplayFramebufferScale = ImVec2(device_per_logical, device_per_logical);
  g_backend_per_logical = backend_per_css * layout.scale;
  if (layout.raster_scale != font_raster_scale_) {
    // Sharp text at the new size: the glyphs again, for the new device pixels per logical one.
    ui::LoadFonts(1.0f, layout.raster_scale);
    if (font_raster_scale_ > 0) {  // a texture of the old glyphs exists (not on the first frame)
      ImGui_ImplOpenGL3_DestroyFontsTexture();
      ImGui_ImplOpenGL3_CreateFontsTexture();
      drawn_fingerprint_ = 0;  // a new texture may get the old one's id: draw again
    }
    font_raster_scale_ = layout.raster_scale;
  }
  ImGui_ImplOpenGL3_NewFrame();
  ImGui::NewFrame();
  pointer_.AfterNewFrame();
  app_->Frame();
  ImGui::Render();
  int width = 0, height = 0;
  glfwGetFramebufferSize(window_, &width, &height);
  if (skip_unchanged_frames_) {
    const uint64_t fingerprint = ui::FrameFingerprint(*ImGui::GetDrawData(), width, height);
    if (fingerprint == drawn_fingerprint_) return;  // these pixels are on screen already
    drawn_fingerprint_ = fingerprint;
  }
  glViewport(0, 0, width, height);
  // The table's darkest green (ui::colour::kTableDark), as the page behind the canvas.
  glClearColor(10 / 255.0f, 40 / 255.0f, 29 / 255.0f, 1.0f);
  glClear(GL_COLOR_BUFFER_BIT);
  ImGui_ImplOpenGL3_RenderDrawData(ImGui::GetDrawData());
}

}  // namespace tinsel::app
