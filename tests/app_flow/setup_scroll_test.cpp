// The setup screen opens at its top, wherever the last one was scrolled to.
#include <gtest/gtest.h>

#include "../app/memory_storage.h"
#include "app_driver.h"

namespace tinsel::app {
namespace {

// The setup screen opens at its top, wherever the last one was scrolled to (on a phone its
// seats run past the screen's foot).
TEST(SetupScroll, SetupOpensAtItsTop) {
  testing::MemoryStorage storage;
  testing::AppDriver driver(storage, 390, 844);
  driver.Frames(3);
  auto scroll_y = [&]() -> double {
    const nlohmann::json state = driver.State();
    return state["scroll"].contains("setup:body") ? state["scroll"]["setup:body"]["y"].get<double>()
                                                  : -1.0;
  };
  ASSERT_TRUE(driver.app().RequestFromMirror(R"({"do":"play","arg":"santa-timea"})").ok());
  driver.Frames(3);
  ASSERT_TRUE(driver.Click("setup:players:6"));
  ImGuiIO& io = ImGui::GetIO();
  io.AddMousePosEvent(195, 500);
  for (int i = 0; i < 20; ++i) {
    io.AddMouseWheelEvent(0, -1.0f);
    driver.Frames(1);
  }
  driver.Frames(3);
  ASSERT_GT(scroll_y(), 0) << "the setup screen did not scroll";
  driver.PressKey(ImGuiKey_Escape);
  driver.Frames(3);
  ASSERT_EQ(driver.State()["screen"], "home");
  ASSERT_TRUE(driver.app().RequestFromMirror(R"({"do":"play","arg":"santa-timea"})").ok());
  driver.Frames(3);
  EXPECT_EQ(scroll_y(), 0) << "the setup screen opened where the last one was scrolled to";
}

}  // namespace
}  // namespace tinsel::app
