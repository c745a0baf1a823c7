// Running the `tinsel` command line from tests, as a user would run it.
#pragma once

#include <sys/wait.h>

#include <array>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <string>

namespace tinsel::testing_support {

struct CliRun {
  int exit_code;
  std::string output;  // stdout and stderr together
};

inline CliRun Tinsel(const std::string& arguments) {
  const std::string command = std::string(TINSEL_CLI_PATH) + " " + arguments + " 2>&1";
  FILE* pipe = popen(command.c_str(), "r");
  std::string output;
  std::array<char, 4096> buffer;
  size_t got;
  while ((got = fread(buffer.data(), 1, buffer.size(), pipe)) > 0)
    output.append(buffer.data(), got);
  const int status = pclose(pipe);
  return {WIFEXITED(status) ? WEXITSTATUS(status) : -1, output};
}

inline std::string WriteTemp(const std::string& name, const std::string& text) {
  const auto path = std::filesystem::temp_directory_path() / ("tinsel_cli_test_" + name);
  std::ofstream(path) << text;
  return path.string();
}

}  // namespace tinsel::testing_support
