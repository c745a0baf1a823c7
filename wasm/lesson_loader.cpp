#include "lesson_loader.h"

#include <emscripten.h>

#include <string>

#include "app.h"

namespace {

tinsel::app::App* g_app = nullptr;

// A fetch of the lesson, answered through tinsel_lesson_loaded (the text, or "" and why). No
// build query: the service worker keeps lessons under their plain names and checks each
// against this build's SHA-256 (web/sw.js).
// (Plain functions: EM_JS passes its body through the C preprocessor, which splits "=>".)
EM_JS(void, FetchLesson, (const char* game_id), {
  var id = UTF8ToString(game_id);
  function answer(text, error) {
    Module.ccall('tinsel_lesson_loaded', null, [ 'string', 'string', 'string' ],
                 [ id, text, error ]);
  }
  fetch('lessons/' + encodeURIComponent(id) + '.json')
      .then(function(response) {
        if (!response.ok) throw new Error('HTTP ' + response.status);
        return response.text();
      })
      .then(
          function(text) { answer(text, String()); },
          function(error) { answer(String(), String((error && error.message) || error)); });
});

}  // namespace

namespace tinsel::app {

void UseWebLessons(App* app) {
  g_app = app;
  app->SetLessonLoader([](const std::string& game_id) { FetchLesson(game_id.c_str()); });
}

}  // namespace tinsel::app

extern "C" {

// The lesson of `game_id`: its text, or "" and `error` in words (offline before it was kept).
EMSCRIPTEN_KEEPALIVE void tinsel_lesson_loaded(const char* game_id, const char* text,
                                               const char* error) {
  if (g_app != nullptr) g_app->ReceiveLesson(game_id, text, error);
}
}
