// The frame fingerprint (imgui_app/ui/frame_fingerprint.h), which lets the web build skip
// drawing a frame that is the same as the one on screen: the same drawing gives the same
// fingerprint, and every change a player could see (a shape moved or recoloured, a clip, the
// window's size) gives another.
#include "ui/frame_fingerprint.h"

#include <gtest/gtest.h>
#include <imgui.h>

#include <cstdint>
#include <functional>

namespace tinsel::app::ui {
namespace {

class FrameFingerprintTest : public ::testing::Test {
 protected:
  void SetUp() override {
    context_ = ImGui::CreateContext();
    ImGuiIO& io = ImGui::GetIO();
    io.DisplaySize = ImVec2(400, 300);
    unsigned char* pixels = nullptr;
    int width = 0, height = 0;
    io.Fonts->GetTexDataAsRGBA32(&pixels, &width, &height);
  }
  void TearDown() override { ImGui::DestroyContext(context_); }

  // The fingerprint of one frame whose foreground is drawn by `draw`.
  uint64_t Frame(const std::function<void(ImDrawList&)>& draw, int width = 400, int height = 300) {
    ImGui::NewFrame();
    draw(*ImGui::GetForegroundDrawList());
    ImGui::Render();
    return FrameFingerprint(*ImGui::GetDrawData(), width, height);
  }

 private:
  ImGuiContext* context_ = nullptr;
};

void Square(ImDrawList& list, float x, ImU32 colour = IM_COL32(200, 40, 40, 255)) {
  list.AddRectFilled(ImVec2(x, 20), ImVec2(x + 50, 70), colour);
}

TEST_F(FrameFingerprintTest, TheSameDrawingGivesTheSameFingerprint) {
  const uint64_t first = Frame([](ImDrawList& list) { Square(list, 10); });
  const uint64_t second = Frame([](ImDrawList& list) { Square(list, 10); });
  EXPECT_EQ(first, second);
}

TEST_F(FrameFingerprintTest, AnythingSeenChangedGivesAnotherFingerprint) {
  const uint64_t square = Frame([](ImDrawList& list) { Square(list, 10); });
  EXPECT_NE(square, Frame([](ImDrawList& list) { Square(list, 11); })) << "moved a pixel";
  EXPECT_NE(square, Frame([](ImDrawList& list) { Square(list, 10, IM_COL32(200, 40, 41, 255)); }))
      << "another colour";
  EXPECT_NE(square, Frame([](ImDrawList& list) {
              Square(list, 10);
              Square(list, 100);
            }))
      << "one more shape";
  EXPECT_NE(square, Frame([](ImDrawList& list) {
              list.PushClipRect(ImVec2(0, 0), ImVec2(30, 30));
              Square(list, 10);
              list.PopClipRect();
            }))
      << "clipped";
  EXPECT_NE(square, Frame([](ImDrawList& list) { Square(list, 10); }, 401, 300))
      << "a resized window";
  EXPECT_NE(square, Frame([](ImDrawList&) {})) << "nothing drawn";
}

}  // namespace
}  // namespace tinsel::app::ui
