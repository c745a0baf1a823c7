#include "game_file_loader.h"

#include <emscripten.h>

#include <string>

#include "app.h"

namespace {

tinsel::app::App* g_app = nullptr;

// A fetch of the file, answered through tinsel_game_file_loaded (the text, or "" and why). No
// build query: the service worker keeps these files under their plain names and checks each
// against this build's SHA-256 (web/sw.js).
// (Plain functions: EM_JS passes its body through the C preprocessor, which splits "=>".)
EM_JS(void, FetchGameFile, (const char* kind_text, const char* game_id), {
  var kind = UTF8ToString(kind_text);
  var id = UTF8ToString(game_id);
  function answer(text, error) {
    Module.ccall('tinsel_game_file_loaded', null, [ 'string', 'string', 'string', 'string' ],
                 [ kind, id, text, error ]);
  }
  fetch(kind + '/' + encodeURIComponent(id) + '.json')
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

void UseWebGameFiles(App* app) {
  g_app = app;
  app->SetGameFileLoader([](const std::string& kind, const std::string& game_id) {
    // Only the kinds scripts/build-web writes: the fetch names a folder of the page.
    if (kind == "lessons" || kind == "rules") FetchGameFile(kind.c_str(), game_id.c_str());
  });
}

}  // namespace tinsel::app

extern "C" {

// A game's file (`kind`: "lessons" or "rules"): its text, or "" and `error` in words (offline
// before it was kept).
EMSCRIPTEN_KEEPALIVE void tinsel_game_file_loaded(const char* kind, const char* game_id,
                                                  const char* text, const char* error) {
  if (g_app != nullptr) g_app->ReceiveGameFile(kind, game_id, text, error);
}
}
