// Reading files and save files for the command line's verbs.
#pragma once

#include <memory>
#include <optional>
#include <string>

#include "tinsel/save.h"

namespace tinsel::cli {

// The whole file, or nullopt when it cannot be read.
std::optional<std::string> ReadFile(const std::string& path);

// The session a save file holds; on failure prints why for `verb`, sets the exit code and
// returns nullptr.
std::unique_ptr<Session> LoadSaveFile(const char* verb, const std::string& path, SaveTimes* times,
                                      int* exit_code);

}  // namespace tinsel::cli
