#include "runner.h"

#include <GLFW/glfw3.h>
#include <imgui.h>
#include <imgui_impl_glfw.h>
#include <imgui_impl_opengl3.h>

#include "model/clock.h"

namespace tinsel::app {

Runner::Runner(GLFWwindow* window, const char* glsl_version, float framebuffer_scale,
               Storage& storage)
    : window_(window) {
  IMGUI_CHECKVERSION();
  ImGui::CreateContext();
  ImGuiIO& io = ImGui::GetIO();
  io.IniFilename = nullptr;
  io.DisplayFramebufferScale = ImVec2(framebuffer_scale, framebuffer_scale);
  ImGui_ImplGlfw_InitForOpenGL(window, true);
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
  event.time = glfwGetTime();
  pointer_.Handle(event, app_->widgets());
}

void Runner::SetReducedMotion(bool on) { ui::Input().reduced_motion = on; }

void Runner::SetCoarsePointer(bool on) { ui::Input().coarse_pointer = on; }

void Runner::Frame() {
  ImGui_ImplOpenGL3_NewFrame();
  ImGui_ImplGlfw_NewFrame();
  pointer_.BeforeNewFrame(glfwGetTime());
  if (buffer_per_logical_ > 0) {
    // From buffer pixels (what the backend reported) to logical pixels.
    ImGuiIO& io = ImGui::GetIO();
    const float ratio = buffer_per_logical_;
    io.DisplaySize = ImVec2(io.DisplaySize.x / ratio, io.DisplaySize.y / ratio);
    io.DisplayFramebufferScale = ImVec2(ratio, ratio);
  }
  ImGui::NewFrame();
  pointer_.AfterNewFrame();
  app_->Frame();
  ImGui::Render();
  int width = 0, height = 0;
  glfwGetFramebufferSize(window_, &width, &height);
  glViewport(0, 0, width, height);
  // The table's darkest green (ui::colour::kTableDark), as the page behind the canvas.
  glClearColor(10 / 255.0f, 40 / 255.0f, 29 / 255.0f, 1.0f);
  glClear(GL_COLOR_BUFFER_BIT);
  ImGui_ImplOpenGL3_RenderDrawData(ImGui::GetDrawData());
}

}  // namespace tinsel::app
