#include "runner.h"

#include <GLFW/glfw3.h>
#include <imgui.h>
#include <imgui_impl_glfw.h>
#include <imgui_impl_opengl3.h>

#include <cfloat>

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

void Runner::Frame() {
  ImGui_ImplOpenGL3_NewFrame();
  ImGui_ImplGlfw_NewFrame();
  if (buffer_per_logical_ > 0) {
    // From buffer pixels (what the backend reported) to logical pixels.
    ImGuiIO& io = ImGui::GetIO();
    const float ratio = buffer_per_logical_;
    io.DisplaySize = ImVec2(io.DisplaySize.x / ratio, io.DisplaySize.y / ratio);
    io.DisplayFramebufferScale = ImVec2(ratio, ratio);
    if (io.MousePos.x > -FLT_MAX / 2 && io.MousePos.y > -FLT_MAX / 2) {
      io.MousePos = ImVec2(io.MousePos.x / ratio, io.MousePos.y / ratio);
    }
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
