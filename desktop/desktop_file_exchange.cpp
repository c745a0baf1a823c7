#include "desktop_file_exchange.h"

#include <GLFW/glfw3.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "tinsel/save_bundle.h"
#include "tinsel/translate.h"

namespace tinsel::app {

Status DesktopFileExchange::Offer(const std::string& name, const std::string& text,
                                  std::string* where) {
  std::error_code error;
  std::filesystem::create_directories(export_directory_, error);
  if (error) {
    return Status::Error(
        // TRANSLATORS: after "Could not save the file: "; {folder} is a folder's path.
        TrFormat("cannot make the folder {folder}", {{"folder", export_directory_}}));
  }
  const std::filesystem::path path = std::filesystem::path(export_directory_) / name;
  std::ofstream out(path, std::ios::binary | std::ios::trunc);
  out << text;
  out.close();
  if (!out) {
    // TRANSLATORS: after "Could not save the file: "; {file} is the file's path.
    return Status::Error(TrFormat("cannot write {file}", {{"file", path.string()}}));
  }
  // TRANSLATORS: {file} is the file's path.
  *where = TrFormat("Saved as {file}", {{"file", path.string()}});
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
  return Tr(
      // TRANSLATORS: Paste is the name of a button; .tinsel.json stays as it is.
      "Drop a .tinsel.json file on this window, or copy a save, a file of saved games or a "
      "replay link and press Paste.");
}

void DesktopFileExchange::OnDrop(const std::vector<std::string>& paths) {
  for (const std::string& path : paths) {
    std::error_code error;
    const auto size = std::filesystem::file_size(path, error);
    if (error) {
      app_.RefuseImport(Tr("The file could not be read."));
      continue;
    }
    if (size > kMaxImportBytes) {
      // Refused before it is read, in the words the page uses.
      app_.RefuseImport(
          TrFormat("The file is too big to hold Tinsel games ({megabytes} MB; at most {most} MB).",
                   {{"megabytes", std::to_string(size >> 20)},
                    {"most", std::to_string(kMaxImportBytes >> 20)}}));
      continue;
    }
    std::ifstream in(path, std::ios::binary);
    std::ostringstream text;
    text << in.rdbuf();
    app_.ReceiveImport(text.str());
  }
}

}  // namespace tinsel::app
