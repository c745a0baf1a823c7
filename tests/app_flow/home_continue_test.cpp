// Home offers the unfinished game: a Continue that names it and takes the player back to the
// move they left, and none when every game is over or there is none.
#include <gtest/gtest.h>

#include "../app/memory_storage.h"
#include "app_driver.h"

namespace tinsel::app {
namespace {

using testing::AppDriver;
using testing::MemoryStorage;

TEST(HomeContinue, NoGameNoContinue) {
  MemoryStorage storage;
  AppDriver driver(storage);
  driver.Frames(3);
  EXPECT_EQ(driver.State()["screen"], "home");
  EXPECT_EQ(driver.Find("home:continue"), nullptr);
}

TEST(HomeContinue, TheGameLeftForHomeIsOneTapAway) {
  MemoryStorage storage;
  AppDriver driver(storage);
  driver.Frames(3);
  ASSERT_TRUE(driver.app().RequestFromMirror(R"({"do":"play","arg":"santa-timea"})").ok());
  driver.Frames(3);
  ASSERT_TRUE(driver.app().RequestFromMirror(R"({"do":"start"})").ok());
  ASSERT_TRUE(driver.FramesUntil([&] {
    const nlohmann::json state = driver.State();
    return state["screen"] == "play" && state["current"] == 0 && !state["legal"].empty();
  }));
  const nlohmann::json left = driver.State();
  ASSERT_TRUE(driver.Click("play:home"));
  driver.Frames(3);
  ASSERT_EQ(driver.State()["screen"], "home");

  const WidgetRect* resume = driver.Find("home:continue");
  ASSERT_NE(resume, nullptr) << "no Continue on home with a game unfinished";
  EXPECT_NE(resume->label.find("Santa Timea"), std::string::npos) << resume->label;
  // The screen-reader table offers it too.
  const std::string mirror = driver.app().Mirror().dump();
  EXPECT_NE(mirror.find("Continue Santa Timea"), std::string::npos) << mirror;

  ASSERT_TRUE(driver.Click("home:continue"));
  driver.Frames(3);
  const nlohmann::json back = driver.State();
  EXPECT_EQ(back["screen"], "play");
  EXPECT_EQ(back["game"], "santa-timea");
  EXPECT_EQ(back["history_length"], left["history_length"]);
}

}  // namespace
}  // namespace tinsel::app
