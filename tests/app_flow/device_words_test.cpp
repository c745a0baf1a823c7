// Words for the device (issue #25): a touch screen is told to tap, a mouse to click, a touch
// screen with a mouse to choose; and a greyed Undo says why when it is pressed, on a phone too
// (where no side panel shows the reason).
#include <gtest/gtest.h>

#include "../app/memory_storage.h"
#include "app_driver.h"
#include "ui/input_state.h"

namespace tinsel::app {
namespace {

using testing::AppDriver;
using testing::MemoryStorage;

// The input as a phone (a finger), a laptop (a mouse) or a touch laptop used with its mouse.
void UseFinger() {
  ui::Input().coarse_pointer = true;
  ui::Input().pointer = ui::Pointer::kTouch;
  ui::Input().mouse_seen = false;
}
void UseMouse() {
  ui::Input().coarse_pointer = false;
  ui::Input().pointer = ui::Pointer::kMouse;
  ui::Input().mouse_seen = true;
}
void UseBoth() {
  ui::Input().coarse_pointer = true;
  ui::Input().pointer = ui::Pointer::kMouse;
  ui::Input().mouse_seen = true;
}

// Every test leaves the input as it found it (it is the app's global state).
class DeviceWords : public ::testing::Test {
 protected:
  void TearDown() override { ui::Input() = saved_; }
  ui::InputState saved_ = ui::Input();
};

// Starts My First Christmas Tree against a bot and waits for the human's first decision.
void StartMfct(AppDriver& driver) {
  driver.Frames(3);
  ASSERT_TRUE(
      driver.app().RequestFromMirror(R"({"do":"play","arg":"my-first-christmas-tree"})").ok());
  driver.Frames(3);
  driver.TypeInto("setup:seed", "3");
  ASSERT_TRUE(driver.app().RequestFromMirror(R"({"do":"start"})").ok());
  ASSERT_TRUE(driver.FramesUntil([&] {
    const nlohmann::json state = driver.State();
    return state["screen"] == "play" && !state["legal"].empty();
  }));
}

TEST_F(DeviceWords, TheVerbFollowsThePointer) {
  UseFinger();
  EXPECT_STREQ(ui::PressVerb(), "tap");
  UseMouse();
  EXPECT_STREQ(ui::PressVerb(), "click");
  UseBoth();
  EXPECT_STREQ(ui::PressVerb(), "choose");
  EXPECT_STREQ(ui::PressVerbCapital(), "Choose");
}

TEST_F(DeviceWords, ATableTellsAFingerToTapAndAMouseToClick) {
  MemoryStorage storage;
  AppDriver driver(storage, 390, 844);
  UseFinger();
  StartMfct(driver);
  driver.Frames(2);
  const std::string on_phone = driver.State()["message"];
  EXPECT_NE(on_phone.find("tap"), std::string::npos) << on_phone;
  EXPECT_EQ(on_phone.find("click"), std::string::npos) << on_phone;
  UseMouse();
  driver.Frames(2);
  const std::string with_mouse = driver.State()["message"];
  EXPECT_NE(with_mouse.find("click"), std::string::npos) << with_mouse;
  EXPECT_EQ(with_mouse.find("tap"), std::string::npos) << with_mouse;
}

TEST_F(DeviceWords, AGreyedUndoSaysWhyWhenPressedOnAPhone) {
  MemoryStorage storage;
  AppDriver driver(storage, 390, 844);
  UseFinger();
  StartMfct(driver);
  const size_t moves = driver.State()["history_length"];
  ASSERT_TRUE(driver.Click("play:undo"));
  const nlohmann::json state = driver.State();
  const std::string message = state["message"];
  EXPECT_EQ(message.rfind("No undo: ", 0), 0u) << message;
  EXPECT_EQ(state["history_length"], moves) << "nothing was taken back";
}

}  // namespace
}  // namespace tinsel::app
