// A game is a plug-in in two folders (core/games/<game>/ and imgui_app/views/<game>/): the
// app's model and screens never name a game. This test reads their sources and fails when a
// file there holds a registered game's id or includes a game's own header, so everything a
// game says comes through the Game and State interfaces.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <sstream>
#include <string>
#include <vector>

#include "../test_support.h"
#include "tinsel/registry.h"

namespace tinsel {
namespace {

namespace fs = std::filesystem;

// The repository's root: tests/data is two folders below it.
fs::path SourceRoot() { return fs::path(TINSEL_TEST_DATA_DIR).parent_path().parent_path(); }

std::vector<fs::path> SourcesUnder(const fs::path& folder) {
  std::vector<fs::path> files;
  for (const fs::directory_entry& entry : fs::recursive_directory_iterator(folder)) {
    const std::string ext = entry.path().extension().string();
    if (entry.is_regular_file() && (ext == ".cpp" || ext == ".h")) files.push_back(entry.path());
  }
  return files;
}

std::string Contents(const fs::path& file) {
  std::ifstream in(file, std::ios::binary);
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

// What in `text` ties it to one game: a game's own header, or a registered game's id.
std::vector<std::string> GameMentions(const std::string& text) {
  std::vector<std::string> mentions;
  if (text.find("#include \"games/") != std::string::npos) mentions.push_back("a game's header");
  for (const GameEntry& entry : Registry()) {
    if (text.find("\"" + entry.game->Id() + "\"") != std::string::npos) {
      mentions.push_back(entry.game->Id());
    }
  }
  return mentions;
}

TEST(GamePluginBoundary, ModelAndScreensNameNoGame) {
  size_t files = 0;
  for (const char* folder : {"imgui_app/model", "imgui_app/screens"}) {
    for (const fs::path& file : SourcesUnder(SourceRoot() / folder)) {
      ++files;
      const std::vector<std::string> mentions = GameMentions(Contents(file));
      EXPECT_TRUE(mentions.empty()) << file << " names " << mentions.front();
    }
  }
  // The folders were found and read (a moved folder must not make this test pass).
  EXPECT_GT(files, 20u);
}

// The games the app ships (core/games/): the tests' own (tests/games/) are not in its views.
size_t ShippedGames() {
  size_t shipped = 0;
  for (const GameEntry& entry : Registry()) shipped += testing_support::IsShipped(entry);
  return shipped;
}

// The check itself finds a game where one is named: the views' registry names every game.
TEST(GamePluginBoundary, TheViewsRegistryNamesEveryGame) {
  std::string views;
  for (const fs::path& file : SourcesUnder(SourceRoot() / "imgui_app/views")) {
    views += Contents(file);
  }
  EXPECT_EQ(GameMentions(views).size(), ShippedGames() + 1);
}

// Every file of the project (not the builds, the fetched packages or git's own).
std::vector<fs::path> ProjectFiles() {
  std::vector<fs::path> files;
  const fs::path root = SourceRoot();
  for (auto it = fs::recursive_directory_iterator(root); it != fs::recursive_directory_iterator();
       ++it) {
    const std::string name = it->path().filename().string();
    if (it->is_directory() && (name == ".git" || name == "build" || name == "node_modules" ||
                               name == ".cache" || name == "dist")) {
      it.disable_recursion_pending();
    } else if (it->is_regular_file()) {
      files.push_back(it->path());
    }
  }
  return files;
}

// A fifth game touches only its own folders: the tests' own game (tests/games/test_swap) is
// named nowhere outside tests/games/ (its folder, and the one line that registers it), and
// yet every test that covers every game runs it. The files it touched are listed.
TEST(GamePluginBoundary, TheTestGameIsNamedOnlyInItsOwnFolder) {
  const fs::path games = SourceRoot() / "tests" / "games";
  std::vector<std::string> touched;
  size_t read = 0;
  for (const fs::path& file : ProjectFiles()) {
    const std::string text = Contents(file);
    ++read;
    if (text.find("test-swap") == std::string::npos &&
        text.find("test_swap") == std::string::npos && text.find("TestSwap") == std::string::npos) {
      continue;
    }
    const std::string relative = fs::relative(file, SourceRoot()).generic_string();
    if (relative.rfind("tests/games/test_swap/", 0) == 0) continue;  // its own folder
    // The documentation may take it as its example of a game's folder.
    if (relative.rfind("docs/", 0) == 0 || relative == "README.md") continue;
    touched.push_back(relative);
  }
  // Outside its folder: the registering line (tests/games/test_games.cpp) and this test.
  EXPECT_EQ(touched, (std::vector<std::string>{"tests/app/game_plugin_boundary_test.cpp",
                                               "tests/games/test_games.cpp"}));
  std::cout << "Test Swap touched " << touched.size() << " files outside its folder:";
  for (const std::string& file : touched) std::cout << " " << file;
  std::cout << "\n";
  EXPECT_GT(read, 500u);  // the project was found and read
}

// The shipped games' ids, in quotes, in the app, the page and the tools only in their own
// folders and the two registries (core/games/registry.cpp, imgui_app/views/game_views.cpp).
TEST(GamePluginBoundary, AShippedGameIsNamedOnlyInItsFoldersAndTheRegistries) {
  const fs::path root = SourceRoot();
  for (const GameEntry& entry : Registry()) {
    if (!testing_support::IsShipped(entry)) continue;
    const std::string folder = fs::path(entry.folder).filename().string();
    const std::vector<std::string> allowed = {entry.folder + "/", "imgui_app/views/" + folder + "/",
                                              "core/games/registry.cpp",
                                              "imgui_app/views/game_views.cpp"};
    for (const char* place : {"core", "imgui_app", "wasm", "web", "tools", "desktop", "scripts"}) {
      for (auto it = fs::recursive_directory_iterator(root / place);
           it != fs::recursive_directory_iterator(); ++it) {
        if (it->is_directory() && it->path().filename() == "node_modules") {
          it.disable_recursion_pending();
          continue;
        }
        if (!it->is_regular_file()) continue;
        const std::string relative = fs::relative(it->path(), root).generic_string();
        bool ok = false;
        for (const std::string& prefix : allowed) ok = ok || relative.rfind(prefix, 0) == 0;
        if (ok) continue;
        // Code lines only: a comment may give an id as an example.
        std::istringstream lines(Contents(it->path()));
        std::string line;
        int number = 0;
        while (std::getline(lines, line)) {
          ++number;
          const size_t first = line.find_first_not_of(' ');
          if (first == std::string::npos) continue;
          if (line[first] == '#' && line.compare(first, 8, "#include") != 0) {
            continue;  // a shell or CMake comment
          }
          const std::string code = line.substr(0, line.find("//"));
          EXPECT_EQ(code.find("\"" + entry.game->Id() + "\""), std::string::npos)
              << relative << ":" << number << " names " << entry.game->Id();
        }
      }
    }
  }
}

}  // namespace
}  // namespace tinsel
