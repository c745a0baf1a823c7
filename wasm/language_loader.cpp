#include "language_loader.h"

#include <emscripten.h>

#include <cstdlib>
#include <string>

#include "app.h"

namespace {

tinsel::app::App* g_app = nullptr;

// A language's catalog from the page's tinsel.i18n (web/page/i18n.mjs), answered through
// tinsel_language_loaded (the text, or "" and why). (Plain functions: EM_JS passes its body
// through the C preprocessor, which splits "=>".)
EM_JS(void, FetchLanguage, (const char* code), {
  var language = UTF8ToString(code);
  function answer(text, error) {
    Module.ccall('tinsel_language_loaded', null, [ 'string', 'string', 'string' ],
                 [ language, text, error ]);
  }
  var i18n = window.tinsel && window.tinsel.i18n;
  if (!i18n) {
    answer(String(), 'the page has no languages');
    return;
  }
  i18n.load(language).then(
      function(text) { answer(text, String()); },
      function(error) { answer(String(), String((error && error.message) || error)); });
});

// The language the page opened in (web/page/i18n.mjs), as malloc'd UTF-8.
EM_JS(char*, InitialLanguage, (), {
  var i18n = window.tinsel && window.tinsel.i18n;
  var code = (i18n && i18n.initial) || 'en';
  var size = lengthBytesUTF8(code) + 1;
  var text = _malloc(size);
  stringToUTF8(code, text, size);
  return text;
});

}  // namespace

namespace tinsel::app {

void UseWebLanguages(App* app) {
  g_app = app;
  app->SetLanguageLoader([](const std::string& code) { FetchLanguage(code.c_str()); });
  char* initial = InitialLanguage();
  const std::string code = initial;
  free(initial);
  // The browser's default (or ?lang=) is not remembered: only the menu's choice is.
  if (code != "en") app->ChooseLanguage(code, /*remember=*/false);
}

}  // namespace tinsel::app

extern "C" {

// The catalog of `code`: its text ("" for English), or "" and `error` in words.
EMSCRIPTEN_KEEPALIVE void tinsel_language_loaded(const char* code, const char* text,
                                                 const char* error) {
  if (g_app == nullptr) return;
  const std::string language = code;
  if (std::string(error).empty() && std::string(text).empty()) return;  // English: nothing to load
  g_app->ReceiveLanguage(language, text, error);
}
}
