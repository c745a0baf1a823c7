#include "mirror_hooks.h"

#include <emscripten.h>

#include <nlohmann/json.hpp>
#include <string>

#include "app.h"

namespace {

tinsel::app::App* g_app = nullptr;
std::string g_key;     // the key of the mirror last handed to the page
std::string g_buffer;  // holds tinsel_mirror()'s answer until the next call

std::string Text(const nlohmann::json& value) {
  // Invalid UTF-8 is replaced rather than thrown about (exceptions are off).
  return value.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
}

// clang-format off
EM_JS(void, tinsel_mirror_changed, (const char* json), {
  if (Module["onMirror"]) Module["onMirror"](UTF8ToString(json));
});
// clang-format on

}  // namespace

namespace tinsel::app {

void SetMirrorApp(App* app) { g_app = app; }

void PublishMirror() {
  if (g_app == nullptr) return;
  std::string key = g_app->MirrorKey();
  if (key == g_key) return;
  g_key = std::move(key);
  const std::string text = Text(g_app->Mirror());
  tinsel_mirror_changed(text.c_str());
}

}  // namespace tinsel::app

extern "C" {

// The mirror of the current screen as JSON ("null" before the app exists).
EMSCRIPTEN_KEEPALIVE const char* tinsel_mirror() {
  g_buffer = g_app == nullptr ? "null" : Text(g_app->Mirror());
  return g_buffer.c_str();
}

// A button of the mirror: {"do": ..., "arg": ..., "at": n} (model/mirror/table_mirror.h). Returns 1
// when it was taken (it is carried out in the next frame; a refusal comes back in the next
// mirror's "request"), 0 when it is not a request at all.
EMSCRIPTEN_KEEPALIVE int tinsel_mirror_request(const char* request) {
  if (g_app == nullptr || request == nullptr) return 0;
  return g_app->RequestFromMirror(request).ok() ? 1 : 0;
}

}  // extern "C"
