// Fingers into ImGui (imgui_app/ui/pointer_input.*), with ImGui itself (no backend, no window):
// a drag scrolls the front-most scrollable window under the finger and clicks nothing, never a
// window behind it (the screen under the phone's drawer); a drag whose events waited behind a
// slow frame still scrolls; a tap clicks once.
//
// The scene is the phone's play screen with its drawer open: a full-screen "screen" window
// with more to scroll than it shows, and a "drawer" window over its right half holding a
// button and a scrollable child "log" (a button on its first line). Frames run as the runner
// runs them (BeforeNewFrame, NewFrame, AfterNewFrame, draw, Render), pointer events between.
#include "ui/pointer_input.h"

#include <gtest/gtest.h>
#include <imgui.h>
#include <imgui_internal.h>

#include "ui/input_state.h"
#include "widget_registry.h"

namespace tinsel::app::ui {
namespace {

ImVec2 Offset(ImVec2 at, float dx, float dy) { return ImVec2(at.x + dx, at.y + dy); }

constexpr ImGuiWindowFlags kFixed = ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove |
                                    ImGuiWindowFlags_NoSavedSettings |
                                    ImGuiWindowFlags_NoScrollWithMouse;

class PointerInputTest : public ::testing::Test {
 protected:
  void SetUp() override {
    ImGui::CreateContext();
    ImGuiIO& io = ImGui::GetIO();
    io.IniFilename = nullptr;
    io.DisplaySize = ImVec2(400, 300);
    io.Fonts->AddFontDefault();
    unsigned char* pixels = nullptr;
    int width = 0, height = 0;
    io.Fonts->GetTexDataAsRGBA32(&pixels, &width, &height);
    Input() = InputState{};
    // Two frames: the windows exist, then know how much they have to scroll.
    Frame();
    Frame();
  }
  void TearDown() override {
    ImGui::DestroyContext();
    Input() = InputState{};
  }

  // One frame at `now` seconds (the frames' clock).
  void Frame(double now = 0) {
    ImGui::GetIO().DeltaTime = 1.0f / 60;
    input_.BeforeNewFrame(now);
    ImGui::NewFrame();
    input_.AfterNewFrame();
    Draw();
    ImGui::Render();
  }

  void Draw() {
    ImGui::SetNextWindowPos(ImVec2(0, 0));
    ImGui::SetNextWindowSize(ImVec2(400, 300));
    // A screen that scrolls (a rules page), or one laid out to fit (the wheel may not scroll
    // it, and its overflow is only padding).
    const ImGuiWindowFlags screen_flags =
        screen_fits_ ? kFixed : kFixed & ~ImGuiWindowFlags_NoScrollWithMouse;
    ImGui::Begin("screen", nullptr, screen_flags | ImGuiWindowFlags_NoBringToFrontOnFocus);
    ImGui::Dummy(ImVec2(380, 700));  // taller than the screen
    screen_scroll_ = ImGui::GetScrollY();
    ImGui::End();

    ImGui::SetNextWindowPos(ImVec2(200, 0));
    ImGui::SetNextWindowSize(ImVec2(200, 300));
    ImGui::Begin("drawer", nullptr, kFixed);
    if (ImGui::Button("drawer button", ImVec2(180, 30))) ++drawer_presses_;
    drawer_button_ = ImRect(ImGui::GetItemRectMin(), ImGui::GetItemRectMax());
    ImGui::BeginChild("log", ImVec2(180, 150));
    if (ImGui::Button("log button", ImVec2(160, 30))) ++log_presses_;
    ImGui::Dummy(ImVec2(160, 600));  // taller than the log
    log_scroll_ = ImGui::GetScrollY();
    log_ = ImGui::GetCurrentWindow()->Rect();
    ImGui::EndChild();
    ImGui::End();
  }

  void Touch(PointerEvent::Type type, ImVec2 at, double time) {
    PointerEvent event;
    event.type = type;
    event.pointer = Pointer::kTouch;
    event.id = 7;
    event.x = at.x;
    event.y = at.y;
    event.time = time;
    input_.Handle(event, targets_);
  }

  // A finger goes down at `from` and moves by `by` in `steps` equal steps, a frame apart (a
  // brisk finger, 20 ms a step), then lifts.
  void Drag(ImVec2 from, ImVec2 by, int steps = 2) {
    Touch(PointerEvent::Type::kDown, from, 0.0);
    for (int step = 1; step <= steps; ++step) {
      Frame(0.02 * step - 0.01);
      const float f = static_cast<float>(step) / steps;
      Touch(PointerEvent::Type::kMove, Offset(from, by.x * f, by.y * f), 0.02 * step);
    }
    Frame(0.02 * steps + 0.01);
    Touch(PointerEvent::Type::kUp, Offset(from, by.x, by.y), 0.02 * steps + 0.02);
    for (int i = 0; i < 5; ++i) Frame(0.02 * steps + 0.03 + i * 0.02);
  }

  PointerInput input_;
  WidgetRegistry targets_;  // none: taps land where they are
  bool screen_fits_ = false;
  float screen_scroll_ = 0;
  float log_scroll_ = 0;
  ImRect drawer_button_;
  ImRect log_;
  int drawer_presses_ = 0;
  int log_presses_ = 0;
};

TEST_F(PointerInputTest, TheSceneHasSomethingToScroll) {
  EXPECT_GT(ImGui::FindWindowByName("screen")->ScrollMax.y, 100);
  EXPECT_GT(log_.GetHeight(), 100);
  EXPECT_EQ(log_scroll_, 0);
  EXPECT_EQ(screen_scroll_, 0);
}

TEST_F(PointerInputTest, ADragOnTheLogScrollsItAndClicksNothing) {
  // Down on the log's button, up by 60 px: the lines follow the finger.
  Drag(Offset(log_.Min, 20, 15), ImVec2(0, -60));
  EXPECT_EQ(log_scroll_, 60);
  EXPECT_EQ(screen_scroll_, 0);
  EXPECT_EQ(log_presses_, 0);
  EXPECT_EQ(drawer_presses_, 0);
  // And back down.
  Drag(Offset(log_.Min, 20, 15), ImVec2(0, 25));
  EXPECT_EQ(log_scroll_, 35);
  EXPECT_EQ(log_presses_, 0);
}

TEST_F(PointerInputTest, TheContentStaysUnderTheFingerToThePixel) {
  // ImGui scrolls by whole pixels; a finger moves by fractions of one each frame.
  Drag(Offset(log_.Min, 20, 140), ImVec2(0, -97.6f), 5);
  EXPECT_NEAR(log_scroll_, 97.6f, 0.5f);
  // Back down by most of it (from what shows: a new drag starts from the whole pixel the log
  // is at), then further than the top: the log stops there, and the next drag moves it at once.
  const float shown = log_scroll_;
  Drag(Offset(log_.Min, 20, 10), ImVec2(0, 90.2f), 7);
  EXPECT_NEAR(log_scroll_, shown - 90.2f, 0.5f);
  Drag(Offset(log_.Min, 20, 10), ImVec2(0, 30), 3);
  EXPECT_EQ(log_scroll_, 0);
  Drag(Offset(log_.Min, 20, 100), ImVec2(0, -20), 2);
  EXPECT_EQ(log_scroll_, 20);
}

TEST_F(PointerInputTest, ADragOnTheDrawerBesideTheLogScrollsNothingBehindIt) {
  // Below the log, on the drawer (which has nothing to scroll): the screen under the drawer
  // has, but it is hidden there.
  const ImVec2 below(log_.GetCenter().x, log_.Max.y + 40);
  ASSERT_LT(below.y, 300);
  Drag(below, ImVec2(0, -60));
  EXPECT_EQ(screen_scroll_, 0);
  EXPECT_EQ(log_scroll_, 0);
  EXPECT_EQ(drawer_presses_, 0);
}

TEST_F(PointerInputTest, ADragOnTheScreenBesideTheDrawerScrollsTheScreen) {
  Drag(ImVec2(100, 200), ImVec2(0, -60));
  EXPECT_EQ(screen_scroll_, 60);
  EXPECT_EQ(log_scroll_, 0);
}

TEST_F(PointerInputTest, AScreenLaidOutToFitNeverScrollsUnderAFinger) {
  // The app's screens overflow their window by its padding; a drag on the table must not
  // shift the whole screen by those pixels.
  screen_fits_ = true;
  Frame(0.0);
  Drag(ImVec2(100, 200), ImVec2(0, -60));
  EXPECT_EQ(screen_scroll_, 0);
  EXPECT_EQ(log_scroll_, 0);
}

TEST_F(PointerInputTest, ADragWhoseMoveWaitedBehindASlowFrameStillScrolls) {
  const ImVec2 from = Offset(log_.Min, 20, 15);
  Touch(PointerEvent::Type::kDown, from, 1.0);
  // A slow frame: by its clock the finger has been still for the hold time.
  Frame(1.6);
  EXPECT_TRUE(Input().held);
  // Then the move arrives: it happened 50 ms after the finger went down.
  Touch(PointerEvent::Type::kMove, Offset(from, 0, -60), 1.05);
  EXPECT_FALSE(Input().held);
  Frame(1.7);
  Touch(PointerEvent::Type::kUp, Offset(from, 0, -60), 1.1);
  for (int i = 0; i < 5; ++i) Frame(1.8 + i * 0.02);
  EXPECT_EQ(log_scroll_, 60);
  EXPECT_EQ(log_presses_, 0);
}

TEST_F(PointerInputTest, ATapShorterThanAFrameClicksOnce) {
  Touch(PointerEvent::Type::kDown, drawer_button_.GetCenter(), 0.0);
  Touch(PointerEvent::Type::kUp, drawer_button_.GetCenter(), 0.01);
  for (int i = 0; i < 6; ++i) Frame(0.02 + i * 0.02);
  EXPECT_EQ(drawer_presses_, 1);
  EXPECT_EQ(log_presses_, 0);
  EXPECT_EQ(log_scroll_, 0);
  EXPECT_EQ(screen_scroll_, 0);
}

}  // namespace
}  // namespace tinsel::app::ui
