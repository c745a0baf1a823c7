// Keyboard play (issue #25): the README promises a game started in at most 6 keys from the
// home screen and a card played to an era in at most 4. These tests press the keys through
// ImGui's input queue, as a keyboard would, and count them.
#include <gtest/gtest.h>

#include <string>

#include "../app/memory_storage.h"
#include "../test_support.h"
#include "app_driver.h"

namespace tinsel::app {
namespace {

using testing::AppDriver;
using testing::MemoryStorage;

// Presses keys, counting them.
class Keys {
 public:
  explicit Keys(AppDriver& driver) : driver_(driver) {}
  void Press(ImGuiKey key) {
    driver_.PressKey(key);
    ++count_;
  }
  int count() const { return count_; }
  std::string focus() const { return driver_.State()["focus"]; }

 private:
  AppDriver& driver_;
  int count_ = 0;
};

// From the home screen to the table of `game`, by keys only; the keys it took.
int StartByKeys(AppDriver& driver, const std::string& game) {
  Keys keys(driver);
  keys.Press(ImGuiKey_Tab);  // the focus appears on the first game's Play
  const std::string target = "home:play:" + game;
  // Towards it as the eye sees it: down to its row, then along it.
  for (int i = 0; i < 6 && keys.focus() != target; ++i) {
    const WidgetRect* at = driver.Find(keys.focus());
    const WidgetRect* goal = driver.Find(target);
    if (at == nullptr || goal == nullptr) break;
    keys.Press(goal->min.y >= at->max.y   ? ImGuiKey_DownArrow
               : goal->max.y <= at->min.y ? ImGuiKey_UpArrow
               : goal->min.x > at->min.x  ? ImGuiKey_RightArrow
                                          : ImGuiKey_LeftArrow);
  }
  EXPECT_EQ(keys.focus(), target);
  keys.Press(ImGuiKey_Enter);  // Play: the setup screen, its focus on Start
  EXPECT_EQ(driver.Screen(), "setup");
  EXPECT_EQ(keys.focus(), "setup:start");
  keys.Press(ImGuiKey_Enter);  // Start
  driver.Frames(3);
  return keys.count();
}

class KeyboardStart : public ::testing::TestWithParam<std::string> {};

// Tab, at most an arrow for each game before it on the home screen, Play and Start: six keys
// at most for the fourth game, fewer for the first three.
TEST_P(KeyboardStart, AGameStartsInAtMostSixKeys) {
  int place = 0;  // among the registry's games, the home screen's order
  while (Registry()[place].game->Id() != GetParam()) ++place;
  for (const auto& [width, height] : {std::pair{1280.0f, 800.0f}, std::pair{390.0f, 844.0f}}) {
    MemoryStorage storage;
    AppDriver driver(storage, width, height);
    driver.Frames(3);
    const int keys = StartByKeys(driver, GetParam());
    EXPECT_LE(keys, 3 + place) << GetParam() << " at " << width << "x" << height;
    const std::string screen = driver.Screen();
    EXPECT_TRUE(screen == "play" || screen == "pass") << screen;
  }
}

INSTANTIATE_TEST_SUITE_P(Games, KeyboardStart, ::testing::ValuesIn(testing_support::GameIds()),
                         testing_support::TestNameOf);

// Plays the human's bids by the table's mirror until the first card is to be played.
bool BidUntilPlay(AppDriver& driver) {
  return driver.FramesUntil(
      [&] {
        const nlohmann::json state = driver.State();
        if (state["screen"] != "play" || state["legal"].empty()) return false;
        const std::string first = state["legal"][0];
        if (first.find("->") != std::string::npos) return true;  // a card to an era
        const nlohmann::json move = {
            {"do", "move"}, {"arg", first}, {"at", state["history_length"]}};
        EXPECT_TRUE(driver.app().RequestFromMirror(move.dump()).ok());
        return false;
      },
      3000);
}

// A Ghosts of Christmas table started by keys, the bids made, the first card to play.
class KeyboardPlay : public ::testing::Test {
 protected:
  void SetUp() override {
    driver.Frames(3);
    StartByKeys(driver, "ghosts-of-christmas");
    ASSERT_TRUE(BidUntilPlay(driver));
    driver.Frames(3);
  }
  MemoryStorage storage;
  AppDriver driver{storage};
};

TEST_F(KeyboardPlay, ACardGoesToAnEraInAtMostFourKeys) {
  const size_t before = driver.State()["history_length"];
  Keys keys(driver);
  // The decision began: the focus waits on a playable card, no key needed.
  EXPECT_EQ(keys.focus().rfind("ghosts:card:", 0), 0u) << keys.focus();
  keys.Press(ImGuiKey_Enter);  // choose it: the focus goes on to an era it may go to
  EXPECT_EQ(keys.focus().rfind("ghosts:era:", 0), 0u) << keys.focus();
  keys.Press(ImGuiKey_Enter);  // play it there
  driver.Frames(3);
  EXPECT_GT(driver.State()["history_length"].get<size_t>(), before);
  EXPECT_LE(keys.count(), 4);
}

// Tab leaves a group (the hand) for the next one; the arrows stay inside it.
TEST_F(KeyboardPlay, ArrowsStayInTheHandAndTabLeavesIt) {
  Keys keys(driver);
  ASSERT_EQ(keys.focus().rfind("ghosts:card:", 0), 0u) << keys.focus();
  for (int i = 0; i < 3; ++i) {
    keys.Press(ImGuiKey_RightArrow);
    EXPECT_EQ(keys.focus().rfind("ghosts:card:", 0), 0u) << keys.focus();
  }
  keys.Press(ImGuiKey_Tab);
  EXPECT_NE(keys.focus().rfind("ghosts:card:", 0), 0u) << keys.focus();
}

}  // namespace
}  // namespace tinsel::app
