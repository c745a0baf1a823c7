// The desktop's FileExchange (imgui_app/file_exchange.h): exports are written into an
// "exports" folder beside the saves, the clipboard is GLFW's, and a file is imported by
// dropping it on the window (OnDrop) or pasting its text.
#pragma once

#include <string>
#include <vector>

#include "app.h"
#include "file_exchange.h"

struct GLFWwindow;

namespace tinsel::app {

class DesktopFileExchange : public FileExchange {
 public:
  DesktopFileExchange(GLFWwindow* window, std::string export_directory, App& app)
      : window_(window), export_directory_(std::move(export_directory)), app_(app) {}

  Status Offer(const std::string& name, const std::string& text, std::string* where) override;
  Status Copy(const std::string& text) override;
  bool PickFile() override { return false; }
  void Paste() override;
  std::string ImportHelp() const override;

  // Files dropped on the window: each one's text goes to the app (GLFW's drop callback).
  void OnDrop(const std::vector<std::string>& paths);

 private:
  GLFWwindow* window_;
  std::string export_directory_;
  App& app_;
};

}  // namespace tinsel::app
