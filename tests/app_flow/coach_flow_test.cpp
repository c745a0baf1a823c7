// The coach in the app (model/play/coach.h, the play screen's note): a coached seat chosen at
// setup, a clearly costly move, the note above the table checked by the layout check on a phone and
// a laptop, and "Take it back" taking the move back and the note with it; "Got it" closes it.
#include <gtest/gtest.h>

#include "layout_walk.h"

namespace tinsel::app {
namespace {

using testing::LayoutWalker;
using testing::WalkSize;

const WalkSize& SizeNamed(const std::string& name) {
  for (const WalkSize& size : testing::WalkSizes()) {
    if (name == size.name) return size;
  }
  return testing::WalkSizes().front();
}

// Ghosts of Christmas, you (coached) against two Easy bots: played cards are public, so a
// costly one can be taken back after the bots' answers.
void StartCoachedGame(LayoutWalker& walk) {
  testing::AppDriver& driver = walk.driver();
  ASSERT_TRUE(walk.Request({{"do", "play"}, {"arg", "ghosts-of-christmas"}}));
  driver.Click("setup:players:3");
  for (const char* seat : {"setup:seat:1", "setup:seat:2"}) {
    driver.Click(std::string(seat) + ":bot");
    driver.Click(std::string(seat) + ":level:easy");
  }
  ASSERT_TRUE(driver.Click("setup:seat:0:coach"));
  driver.Frames(2);
  walk.Check("setup, the coach chosen");
  driver.TypeInto("setup:seed", "11");
  ASSERT_TRUE(walk.Request({{"do", "start"}}, 6));
}

// Plays the last legal move (seldom the best) at each turn, waiting for the coach after each,
// until a note shows. Returns the state then (null when none came in `decisions`).
nlohmann::json PlayUntilTheCoachSpeaks(LayoutWalker& walk, int decisions) {
  testing::AppDriver& driver = walk.driver();
  for (int played = 0; played < decisions;) {
    driver.FramesUntil(
        [&] {
          const nlohmann::json state = driver.State();
          return !state["coach_thinking"].get<bool>() &&
                 (!state["legal"].empty() || state["screen"] != "play");
        },
        6000);
    const nlohmann::json state = driver.State();
    if (state["screen"] != "play") return nullptr;
    if (!state["coach"].is_null()) return state;
    if (state["legal"].empty()) {  // a trick shown step by step
      walk.Request({{"do", "continue"}});
      continue;
    }
    const nlohmann::json& legal = state["legal"];
    walk.Request({{"do", "move"}, {"arg", legal.front()}, {"at", state["history_length"]}}, 2);
    ++played;
  }
  return nullptr;
}

class CoachFlow : public ::testing::TestWithParam<std::string> {};

TEST_P(CoachFlow, ANoteAfterACostlyMoveThatCanBeTakenBack) {
  LayoutWalker walk(SizeNamed(GetParam()));
  testing::AppDriver& driver = walk.driver();
  StartCoachedGame(walk);
  nlohmann::json state = PlayUntilTheCoachSpeaks(walk, 12);
  ASSERT_FALSE(state.is_null()) << "no clearly costly move in 12: the test needs another seed";
  walk.Check("the coach's note");
  const WidgetRect* note = driver.Find("play:coach");
  ASSERT_NE(note, nullptr);
  EXPECT_TRUE(testing::AppDriver::WhollyVisible(*note));
  EXPECT_NE(note->label.find("Another idea: "), std::string::npos) << note->label;
  const int move = state["coach"]["move"];
  // The bots' answers are public: Undo still takes back to the costly card.
  ASSERT_TRUE(driver.Click("play:coach:take-back"));
  driver.Frames(3);
  state = driver.State();
  EXPECT_EQ(state["history_length"], move - 1) << "back to before the costly move";
  EXPECT_TRUE(state["coach"].is_null());
  EXPECT_EQ(driver.Find("play:coach"), nullptr);
  walk.Check("after taking the move back");
  state = PlayUntilTheCoachSpeaks(walk, 12);
  ASSERT_FALSE(state.is_null());
  ASSERT_TRUE(driver.Click("play:coach:ok"));
  driver.Frames(3);
  EXPECT_TRUE(driver.State()["coach"].is_null()) << "Got it closes the note";
  EXPECT_EQ(driver.Find("play:coach"), nullptr);
  for (const std::string& problem : walk.problems()) ADD_FAILURE() << problem;
}

INSTANTIATE_TEST_SUITE_P(Sizes, CoachFlow, ::testing::Values("phone", "laptop"),
                         [](const auto& info) { return info.param; });

}  // namespace
}  // namespace tinsel::app
