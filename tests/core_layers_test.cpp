// The core's layers (core/CMakeLists.txt, docs/architecture.md): base, bots, games, services,
// each a folder whose files include only their own layer and the layers before it. This test
// reads every include of every core file and fails on one that reaches up.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <optional>
#include <regex>
#include <sstream>
#include <string>
#include <vector>

namespace tinsel {
namespace {

namespace fs = std::filesystem;

const std::vector<std::string> kLayers = {"base", "bots", "games", "services"};

fs::path CoreRoot() { return fs::path(TINSEL_TEST_DATA_DIR).parent_path().parent_path() / "core"; }

// The layer a core file lives in ("core/services/save.cpp": 3).
std::optional<size_t> LayerOfFile(const fs::path& file) {
  const std::string first = fs::relative(file, CoreRoot()).begin()->string();
  for (size_t i = 0; i < kLayers.size(); ++i) {
    if (kLayers[i] == first) return i;
  }
  return std::nullopt;
}

// The layer of an include as written: "tinsel/x.h" is in the layer whose include/ folder holds
// it, "games/..." and "bots/..." in those folders. Nullopt: not one of the core's headers.
std::optional<size_t> LayerOfInclude(const std::string& include) {
  for (size_t i = 0; i < kLayers.size(); ++i) {
    if (include.rfind(kLayers[i] + "/", 0) == 0) return i;
    if (fs::exists(CoreRoot() / kLayers[i] / "include" / include)) return i;
  }
  return std::nullopt;
}

// Each `#include "..."` of `text` that reaches above `layer`.
std::vector<std::string> IncludesAbove(const std::string& text, size_t layer) {
  static const std::regex kInclude(R"re(#include\s+"([^"]+)")re");
  std::vector<std::string> above;
  for (std::sregex_iterator it(text.begin(), text.end(), kInclude), end; it != end; ++it) {
    const std::string include = (*it)[1];
    const std::optional<size_t> included = LayerOfInclude(include);
    if (included && *included > layer) above.push_back(include);
  }
  return above;
}

std::string Contents(const fs::path& file) {
  std::ifstream in(file, std::ios::binary);
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

TEST(CoreLayers, NoIncludeReachesAHigherLayer) {
  size_t files = 0;
  for (const fs::directory_entry& entry : fs::recursive_directory_iterator(CoreRoot())) {
    const std::string ext = entry.path().extension().string();
    if (!entry.is_regular_file() || (ext != ".cpp" && ext != ".h")) continue;
    const std::optional<size_t> layer = LayerOfFile(entry.path());
    ASSERT_TRUE(layer.has_value()) << entry.path() << " is in no layer of the core";
    ++files;
    for (const std::string& include : IncludesAbove(Contents(entry.path()), *layer)) {
      ADD_FAILURE() << entry.path() << " (" << kLayers[*layer] << ") includes " << include;
    }
  }
  EXPECT_GT(files, 80u);  // the core was found and read
}

// The check itself: the headers resolve to their layers, and an include from the base up to a
// service is caught.
TEST(CoreLayers, TheCheckFindsAnIncludeUpwards) {
  EXPECT_EQ(LayerOfInclude("tinsel/game.h"), 0u);
  EXPECT_EQ(LayerOfInclude("tinsel/ismcts.h"), 1u);
  EXPECT_EQ(LayerOfInclude("tinsel/registry.h"), 2u);
  EXPECT_EQ(LayerOfInclude("tinsel/session.h"), 3u);
  EXPECT_EQ(LayerOfInclude("nlohmann/json.hpp"), std::nullopt);
  EXPECT_EQ(IncludesAbove("#include \"tinsel/session.h\"\n", 0),
            std::vector<std::string>{"tinsel/session.h"});
  EXPECT_TRUE(IncludesAbove("#include \"tinsel/game.h\"\n", 3).empty());
}

}  // namespace
}  // namespace tinsel
