#include "runner.h"

#include <GLFW/glfw3.h>
#include <imgui.h>
#include <imgui_impl_glfw.h>
#include <imgui_impl_opengl3.h>

#include "model/clock.h"

namespace tinsel::app {
namespace {

// Buffer pixels per logical pixel for the cursor callback below (0: none to undo).
float g_buffer_per_logical = 0;

// ImGui 1.87+ queues mouse positions, so they are turned into logical pixels as they arrive
// rather than after the backend's new frame.
void CursorPosInLogicalPixels(GLFWwindow* window, double x, double y) {
  if (g_buffer_per_logical > 0) {
    x /= g_buffer_per_logical;
    y /= g_buffer_per_logical;
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

void Runner::Frame() {
  ImGui_ImplOpenGL3_NewFrame();
  ImGui_ImplGlfw_NewFrame();
  g_buffer_per_logical = buffer_per_logical_;
  if (buffer_per_logical_ > 0) {
    // From buffer pixels (what the backend reported) to logical pixels.
    ImGuiIO& io = ImGui::GetIO();
    const float ratio = buffer_per_logical_;
    io.DisplaySize = ImVec2(io.DisplaySize.x / ratio, io.DisplaySize.y / ratio);
    io.DisplayFramebufferScale = ImVec2(ratio, ratio);
  }
  ImGui::NewFrame();
  app_->Frame();
  ImGui::Render();
  int width = 0, height = 0;
  glfwGetFramebufferSize(window_, &width, &height);
  glViewport(0, 0, width, height);
  glClearColor(0.10f, 0.07f, 0.06f, 1.0f);
  glClear(GL_COLOR_BUFFER_BIT);
  ImGui_ImplOpenGL3_RenderDrawData(ImGui::GetDrawData());
}

}  // namespace tinsel::app
