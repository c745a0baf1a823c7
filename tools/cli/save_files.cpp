#include "save_files.h"

#include <fstream>
#include <sstream>

#include "args.h"

namespace tinsel::cli {

std::optional<std::string> ReadFile(const std::string& path) {
  std::ifstream file(path, std::ios::binary);
  if (!file) return std::nullopt;
  std::ostringstream text;
  text << file.rdbuf();
  return text.str();
}

std::unique_ptr<Session> LoadSaveFile(const char* verb, const std::string& path, SaveTimes* times,
                                      int* exit_code) {
  const auto text = ReadFile(path);
  if (!text) {
    *exit_code = Fail(verb, "cannot read \"" + path + "\".", 1);
    return nullptr;
  }
  std::string error;
  auto session = LoadSave(*text, &error, times);
  if (session == nullptr) *exit_code = Fail(verb, error, 1);
  return session;
}

}  // namespace tinsel::cli
