#include "save_hook.h"

#include <emscripten.h>

#include <string>

#include "app.h"

namespace {

tinsel::app::App* g_app = nullptr;
std::string g_error;  // holds the last answer until the next call (JS copies it at once)

}  // namespace

namespace tinsel::app {
void SetSaveHookApp(App* app) { g_app = app; }
}  // namespace tinsel::app

extern "C" {

// Saves the game in progress (App::SaveNow). Returns "" when it is stored (or there is no game
// or no app yet), otherwise why not, in words a player can read ("storage full", say).
EMSCRIPTEN_KEEPALIVE const char* tinsel_save_now() {
  if (!g_app) return "";
  const tinsel::Status saved = g_app->SaveNow();
  g_error = saved.ok() ? "" : saved.message();
  return g_error.c_str();
}

}  // extern "C"
