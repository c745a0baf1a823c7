#include "test_hooks.h"

#include <emscripten.h>
#include <imgui.h>

#include <nlohmann/json.hpp>
#include <string>

#include "app.h"
#include "tinsel/registry.h"
#include "ui/keyboard_focus.h"

namespace {

tinsel::app::App* g_app = nullptr;
std::string g_buffer;  // holds the last answer until the next call (JS copies it at once)

const char* Answer(const nlohmann::json& value) {
  // Invalid UTF-8 is replaced rather than thrown about (exceptions are off).
  g_buffer = value.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
  return g_buffer.c_str();
}

}  // namespace

namespace tinsel::app {
void SetTestHooksApp(App* app) { g_app = app; }
}  // namespace tinsel::app

extern "C" {

// App::TestState() as JSON; "null" before the app exists.
EMSCRIPTEN_KEEPALIVE const char* tinsel_test_state() {
  if (!g_app) return Answer(nullptr);
  return Answer(g_app->TestState());
}

// {"display":[w,h],"widgets":[{"id","label","x","y","w","h"}]} in ImGui coordinates (the
// canvas' pixels); web/page/test_hooks.mjs converts them to the page's CSS pixels.
EMSCRIPTEN_KEEPALIVE const char* tinsel_test_widgets() {
  nlohmann::json widgets = nlohmann::json::array();
  nlohmann::json display = nlohmann::json::array({0, 0});
  if (g_app) {
    if (ImGui::GetCurrentContext()) {
      const ImVec2 size = ImGui::GetIO().DisplaySize;
      display = nlohmann::json::array({size.x, size.y});
    }
    for (const auto& rect : g_app->widgets().rects()) {
      widgets.push_back({{"id", rect.id},
                         {"label", rect.label},
                         {"x", rect.min.x},
                         {"y", rect.min.y},
                         {"w", rect.max.x - rect.min.x},
                         {"h", rect.max.y - rect.min.y},
                         {"enabled", rect.enabled},
                         {"legal", rect.legal}});
    }
  }
  return Answer({{"display", display}, {"widgets", widgets}});
}

// The widgets the keyboard can reach, in Tab order: ["id", ...].
EMSCRIPTEN_KEEPALIVE const char* tinsel_test_focus_order() {
  if (!g_app) return Answer(nlohmann::json::array());
  return Answer(tinsel::app::ui::FocusOrder(g_app->widgets()));
}

// Every registered game, in the home screen's order: [{"id","name","min_players",
// "max_players"}], so browser tests that cover every game take them from the registry.
EMSCRIPTEN_KEEPALIVE const char* tinsel_test_games() {
  nlohmann::json games = nlohmann::json::array();
  for (const tinsel::GameEntry& entry : tinsel::Registry()) {
    games.push_back({{"id", entry.game->Id()},
                     {"name", entry.game->Name()},
                     {"min_players", entry.game->MinPlayers()},
                     {"max_players", entry.game->MaxPlayers()}});
  }
  return Answer(games);
}

// Scales the pauses before bots' moves (0: none); timing only, the game is untouched.
EMSCRIPTEN_KEEPALIVE void tinsel_test_set_bot_pause_scale(double scale) {
  if (g_app) g_app->SetBotPauseScale(scale);
}

}  // extern "C"
