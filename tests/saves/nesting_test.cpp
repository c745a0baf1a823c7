// A save nested a million levels deep is refused in a blink, wherever the nesting hides: no
// reader of the save recurses over its depth (natively the stack would overflow at about
// 100,000 levels, in WebAssembly at about 10,000).
#include <gtest/gtest.h>

#include "save_test_support.h"

namespace tinsel {
namespace {

using testing_support::LoadError;
using testing_support::MidGameSaveText;
using testing_support::NestedArrays;
using testing_support::ReplaceOnce;

constexpr size_t kMillion = 1000000;

// A real save whose field `key` is the JSON text `value`. The value is spliced into the
// written text in place of a marker: a JSON library would recurse over it to write it.
std::string WithField(const std::string& key, const std::string& value) {
  nlohmann::json save = testing_support::MidGameSave();
  EXPECT_TRUE(save.contains(key)) << key;
  save[key] = "@@marker@@";
  return ReplaceOnce(save.dump(), "\"@@marker@@\"", value);
}

void ExpectRefusedAsTooDeep(const std::string& text, const std::string& where) {
  const std::string error = LoadError(text);
  EXPECT_NE(error.find("nested too deeply"), std::string::npos) << where << ": " << error;
}

TEST(SaveNesting, AMillionLevelsInTheOptionsAreRefused) {
  // An option whose value nests, where the loader reads the options (2 MB: under the size
  // limit, so the depth is what is refused).
  ExpectRefusedAsTooDeep(WithField("options", "{\"solitaire\":" + NestedArrays(kMillion) + "}"),
                         "options");
}

TEST(SaveNesting, AMillionLevelsInThePlayersAreRefused) {
  ExpectRefusedAsTooDeep(WithField("players", "[" + NestedArrays(kMillion) + "]"), "players");
}

TEST(SaveNesting, AMillionLevelsInTheHistoryAreRefused) {
  ExpectRefusedAsTooDeep(WithField("history", "[" + NestedArrays(kMillion) + "]"), "history");
}

TEST(SaveNesting, AMillionLevelsAnywhereElseAreRefused) {
  const std::string save = MidGameSaveText();
  ExpectRefusedAsTooDeep(ReplaceOnce(save, "{", "{\"extra\":" + NestedArrays(kMillion) + ","),
                         "an unknown field");
  ExpectRefusedAsTooDeep(NestedArrays(kMillion), "the whole save");
  // Cut short: the nesting never closes.
  ExpectRefusedAsTooDeep(std::string(kMillion, '['), "unclosed");
}

TEST(SaveNesting, BracketsInsideTextDoNotCount) {
  // A move text full of brackets is text, not nesting: refused for what it is (not a move).
  std::string save = MidGameSaveText();
  save =
      ReplaceOnce(save, "\"history\":[", "\"history\":[\"[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[\",");
  const std::string error = LoadError(save);
  EXPECT_EQ(error.find("nested too deeply"), std::string::npos) << error;
  EXPECT_NE(error.find("Move 1"), std::string::npos) << error;
}

TEST(SaveNesting, ARealSaveIsNotTooDeep) { EXPECT_EQ(LoadError(MidGameSaveText()), ""); }

}  // namespace
}  // namespace tinsel
