#include "desktop_file_exchange.h"

#include <GLFW/glfw3.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "tinsel/save_bundle.h"

namespace tinsel::app {

Status DesktopFileExchange::Offer(const std::string& name, const std::string& text,
                                  std::string* where) {
  std::error_code error;
  std::filesystem::create_directories(export_directory_, error);
  if (error) return Status::Error("cannot make the folder " + export_directory_);
  const std::filesystem::path path = std::filesystem::path(export_directory_) / name;
  std::ofstream out(path, std::ios::binary | std::ios::trunc);
  out << text;
  out.close();
  if (!out) return Status::Error("cannot write " + path.string());
  *where = "Saved as " + path.string();
  return Status::Ok();
}

Status DesktopFileExchange::Copy(const std::string& text) {
  glfwSetClipboardString(window_, text.c_str());
  return Status::Ok();
}

void DesktopFileExchange::Paste() {
  const char* text = glfwGetClipboardString(window_);
  app_.ReceiveImport(text != nullptr ? text : "", /*pasted=*/true);
}

std::string DesktopFileExchange::ImportHelp() const {
  return "Drop a .tinsel.json file on this window, or copy a save, a file of saved games or a "
         "replay link and press Paste.";
}

void DesktopFileExchange::OnDrop(const std::vector<std::string>& paths) {
  for (const std::string& path : paths) {
    std::error_code error;
    const auto size = std::filesystem::file_size(path, error);
    if (error) {
      app_.RefuseImport("The file could not be read.");
      continue;
    }
    if (size > kMaxImportBytes) {
      // Refused before it is read, in the words the page uses.
      app_.RefuseImport("The file is too big to hold Tinsel games (" + std::to_string(size >> 20) +
                        " MB; at most " + std::to_string(kMaxImportBytes >> 20) + " MB).");
      continue;
    }
    std::ifstream in(path, std::ios::binary);
    std::ostringstream text;
    text << in.rdbuf();
    app_.ReceiveImport(text.str());
  }
}

}  // namespace tinsel::app
