// AppDriver: the whole Tinsel app (imgui_app/app.h) run headless for tests: an ImGui context
// with no platform or renderer backend (ImGui builds its draw lists all the same; nothing is
// shown), frames of exactly 1/60 s, a fixed wall clock, and clicks by widget id through ImGui's
// own input queue, as a mouse would make them. Storage is the test's (tests/app/memory_storage.h).
#pragma once

#include <gtest/gtest.h>
#include <imgui.h>

#include <algorithm>
#include <functional>
#include <memory>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>

#include "../game_files.h"
#include "app.h"
#include "model/saves/storage.h"
#include "ui/theme.h"

namespace tinsel::app::testing {

class AppDriver {
 public:
  // `width` x `height` logical pixels, like a laptop window by default.
  explicit AppDriver(Storage& storage, float width = 1280, float height = 800)
      : width_(width), height_(height) {
    context_ = ImGui::CreateContext();
    ImGuiIO& io = ImGui::GetIO();
    io.IniFilename = nullptr;
    io.DisplaySize = ImVec2(width, height);
    io.DisplayFramebufferScale = ImVec2(1, 1);
    io.DeltaTime = 1.0f / 60.0f;
    // Every queued key and character within the frame it is sent (a test types a name at once).
    io.ConfigInputTrickleEventQueue = false;
    app_ = std::make_unique<App>(storage, [] { return std::string("2026-12-24T18:00:00Z"); });
    app_->Setup();
    app_->SetBotPauseScale(0);
    // The games' files from their folders, at once (as the desktop's built-in ones come).
    app_->SetGameFileLoader([this](const std::string& kind, const std::string& game_id) {
      const std::string text = tinsel::testing::GameFileText(kind, game_id);
      app_->ReceiveGameFile(kind, game_id, text, text.empty() ? "no such file" : "");
    });
  }
  ~AppDriver() {
    app_.reset();
    ImGui::DestroyContext(context_);
  }
  AppDriver(const AppDriver&) = delete;
  AppDriver& operator=(const AppDriver&) = delete;

  App& app() { return *app_; }

  // One frame of 1/60 s.
  void Frame() {
    ImGuiIO& io = ImGui::GetIO();
    app_->LayoutFor(width_, height_, 1.0f);
    io.DisplaySize = ImVec2(app_->layout().width, app_->layout().height);
    if (!io.Fonts->IsBuilt()) io.Fonts->Build();
    io.Fonts->SetTexID(reinterpret_cast<ImTextureID>(1));  // no renderer: any id will do
    ImGui::NewFrame();
    app_->Frame();
    ImGui::Render();
  }
  void Frames(int count) {
    for (int i = 0; i < count; ++i) Frame();
  }
  // Frames until `done()` (at most `limit`); whether it came.
  bool FramesUntil(const std::function<bool()>& done, int limit = 600) {
    for (int i = 0; i < limit; ++i) {
      if (done()) return true;
      Frame();
    }
    return done();
  }

  // Replaces the text of the text field `id` with `text`, as typed: a click into it, Ctrl+A,
  // the characters, Enter.
  bool TypeInto(const std::string& id, const std::string& text) {
    if (!Click(id)) return false;
    ImGuiIO& io = ImGui::GetIO();
    io.AddKeyEvent(ImGuiMod_Ctrl, true);
    io.AddKeyEvent(ImGuiKey_A, true);
    Frame();
    io.AddKeyEvent(ImGuiKey_A, false);
    io.AddKeyEvent(ImGuiMod_Ctrl, false);
    Frame();
    io.AddInputCharactersUTF8(text.c_str());
    Frame();
    io.AddKeyEvent(ImGuiKey_Enter, true);
    io.AddKeyEvent(ImGuiKey_Enter, false);
    Frames(2);
    return true;
  }

  // Presses and releases `key`, each in a frame of its own.
  void PressKey(ImGuiKey key) {
    ImGuiIO& io = ImGui::GetIO();
    io.AddKeyEvent(key, true);
    Frame();
    io.AddKeyEvent(key, false);
    Frames(2);
  }

  static bool WhollyVisible(const WidgetRect& rect) {
    return rect.min.y >= rect.clip_min.y - 1 && rect.max.y <= rect.clip_max.y + 1;
  }

  nlohmann::json State() const { return app_->TestState(); }
  std::string Screen() const { return State()["screen"]; }

  // The widget drawn last frame with this id, or nullptr.
  const WidgetRect* Find(const std::string& id) const {
    for (const WidgetRect& rect : app_->widgets().rects()) {
      if (rect.id == id) return &rect;
    }
    return nullptr;
  }
  const WidgetRect* FindIf(const std::function<bool(const WidgetRect&)>& match) const {
    for (const WidgetRect& rect : app_->widgets().rects()) {
      if (match(rect)) return &rect;
    }
    return nullptr;
  }

  // Clicks the middle of the widget `id` (waiting for it to appear and hold still two frames
  // running: a dialog lays itself out on its first frames): move, press, release, each in a
  // frame of its own. False when no such widget came.
  bool Click(const std::string& id) {
    std::optional<WidgetRect> previous;
    const bool found = FramesUntil(
        [&] {
          const WidgetRect* now = Find(id);
          const bool still = now != nullptr && previous && now->min.x == previous->min.x &&
                             now->min.y == previous->min.y && now->max.x == previous->max.x &&
                             now->max.y == previous->max.y;
          previous = now != nullptr ? std::optional<WidgetRect>(*now) : std::nullopt;
          return still;
        },
        30);
    if (!found) {
      ADD_FAILURE() << "no widget " << id << " on the " << Screen() << " screen";
      return false;
    }
    WidgetRect rect = *previous;
    ImGuiIO& io = ImGui::GetIO();
    // Scrolled partly out of its list: the wheel over it brings it into view first.
    for (int tries = 0; tries < 40 && !WhollyVisible(rect); ++tries) {
      const float visible_top = std::max(rect.min.y, rect.clip_min.y);
      const float visible_bottom = std::min(rect.max.y, rect.clip_max.y);
      io.AddMousePosEvent(
          (rect.min.x + rect.max.x) / 2,
          std::clamp((visible_top + visible_bottom) / 2, rect.clip_min.y + 2, rect.clip_max.y - 2));
      io.AddMouseWheelEvent(0, rect.max.y > rect.clip_max.y ? -1.0f : 1.0f);
      Frames(2);
      if (const WidgetRect* now = Find(id)) rect = *now;
    }
    io.AddMousePosEvent((rect.min.x + rect.max.x) / 2, (rect.min.y + rect.max.y) / 2);
    Frames(2);
    io.AddMouseButtonEvent(0, true);
    Frame();
    io.AddMouseButtonEvent(0, false);
    Frames(2);
    return true;
  }

 private:
  float width_;
  float height_;
  ImGuiContext* context_ = nullptr;
  std::unique_ptr<App> app_;
};

}  // namespace tinsel::app::testing
