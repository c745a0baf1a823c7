// A game is a plug-in in two folders (core/games/<game>/ and imgui_app/views/<game>/): the
// app's model and screens never name a game. This test reads their sources and fails when a
// file there holds a registered game's id or includes a game's own header, so everything a
// game says comes through the Game and State interfaces.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

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

// The check itself finds a game where one is named: the views' registry names every game.
TEST(GamePluginBoundary, TheViewsRegistryNamesEveryGame) {
  std::string views;
  for (const fs::path& file : SourcesUnder(SourceRoot() / "imgui_app/views")) {
    views += Contents(file);
  }
  EXPECT_EQ(GameMentions(views).size(), Registry().size() + 1);
}

}  // namespace
}  // namespace tinsel
