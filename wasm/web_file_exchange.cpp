#include "web_file_exchange.h"

#include <emscripten.h>

#include <cstdlib>
#include <string>

#include "app.h"
#include "tinsel/translate.h"

namespace {

tinsel::app::App* g_app = nullptr;

// The EM_JS bodies are JavaScript (the page's tinsel.files, web/page/files.mjs, does the work):
// clang-format is kept off them.
// clang-format off
EM_JS(int, tinsel_js_offer_file, (const char* name, const char* text), {
  var files = window.tinsel && window.tinsel.files;
  return files ? files.offer(UTF8ToString(name), UTF8ToString(text)) : 0;
});
EM_JS(int, tinsel_js_copy_text, (const char* text), {
  var files = window.tinsel && window.tinsel.files;
  return files ? files.copy(UTF8ToString(text)) : 0;
});
EM_JS(int, tinsel_js_pick_file, (), {
  var files = window.tinsel && window.tinsel.files;
  return files ? files.pick() : 0;
});
EM_JS(void, tinsel_js_paste, (), {
  var files = window.tinsel && window.tinsel.files;
  if (files) files.paste();
});
EM_JS(int, tinsel_js_can_share, (), {
  return navigator.share ? 1 : 0;
});
// A dismissed share sheet is no error.
EM_JS(void, tinsel_js_share, (const char* title, const char* link), {
  navigator.share({ title: UTF8ToString(title), url: UTF8ToString(link) }).catch(function () {});
});
EM_JS(char*, tinsel_js_page_address, (), {
  var address = location.href.split('#')[0];
  var size = lengthBytesUTF8(address) + 1;
  var text = _malloc(size);
  stringToUTF8(address, text, size);
  return text;
});
// The replay link in the page's address, taken out of it (a reload then returns to the
// player's own games; the link itself is theirs already).
EM_JS(char*, tinsel_js_take_replay_link, (), {
  var hash = location.hash;  // empty when the address has none
  if (hash.indexOf('#replay=') !== 0) return 0;
  try { history.replaceState(null, document.title, location.href.split('#')[0]); } catch (e) {}
  var size = lengthBytesUTF8(hash) + 1;
  var text = _malloc(size);
  stringToUTF8(hash, text, size);
  return text;
});
// clang-format on

}  // namespace

namespace tinsel::app {

Status WebFileExchange::Offer(const std::string& name, const std::string& text,
                              std::string* where) {
  if (!tinsel_js_offer_file(name.c_str(), text.c_str())) {
    // TRANSLATORS: after "Could not save the file: ".
    return Status::Error(Tr("the browser would not download it"));
  }
  // TRANSLATORS: {file} is the file's name.
  *where = TrFormat("Downloaded as {file}.", {{"file", name}});
  return Status::Ok();
}

Status WebFileExchange::Copy(const std::string& text) {
  if (!tinsel_js_copy_text(text.c_str())) {
    // TRANSLATORS: after "Could not copy: ".
    return Status::Error(Tr("the browser has no clipboard here"));
  }
  return Status::Ok();
}

bool WebFileExchange::PickFile() { return tinsel_js_pick_file() != 0; }

void WebFileExchange::Paste() { tinsel_js_paste(); }

bool WebFileExchange::CanShare() const { return tinsel_js_can_share() != 0; }

void WebFileExchange::Share(const std::string& title, const std::string& link) {
  tinsel_js_share(title.c_str(), link.c_str());
}

std::string WebFileExchange::PageAddress() const {
  char* address = tinsel_js_page_address();
  std::string text = address ? address : "";
  std::free(address);
  return text;
}

std::string WebFileExchange::ImportHelp() const {
  return Tr(
      // TRANSLATORS: Paste is the name of a button; .tinsel.json and Ctrl+V stay as they are.
      "Choose a .tinsel.json file or drop it on the page, or copy a save, a file of saved games "
      "or a replay link and press Paste (or Ctrl+V).");
}

void ConnectWebFiles(App& app, WebFileExchange& files) {
  g_app = &app;
  app.SetFileExchange(&files);
  if (char* link = tinsel_js_take_replay_link()) {
    app.OpenReplayLink(link);
    std::free(link);
  }
}

}  // namespace tinsel::app

// Text crosses from the page as bytes on the heap (web/page/files.mjs copies them into a buffer
// it got from malloc and hands it over here): never as a C string on the stack, which a paste of
// a few megabytes would overflow. Each function takes the buffer and frees it.
extern "C" {

// A file picked or dropped, or (`pasted` 1) pasted text, as `size` bytes of UTF-8.
EMSCRIPTEN_KEEPALIVE void tinsel_receive_import(char* bytes, size_t size, int pasted) {
  std::string text(bytes != nullptr ? bytes : "", bytes != nullptr ? size : 0);
  std::free(bytes);
  if (g_app != nullptr) g_app->ReceiveImport(text, pasted != 0);
}

// A file the page would not read (far too big), and why in words (a short C string).
EMSCRIPTEN_KEEPALIVE void tinsel_refuse_import(const char* why) {
  if (g_app != nullptr) g_app->RefuseImport(why);
}

// The page's address changed to a replay link (web/page/files.mjs, on hashchange).
EMSCRIPTEN_KEEPALIVE void tinsel_open_replay_link(char* bytes, size_t size) {
  std::string link(bytes != nullptr ? bytes : "", bytes != nullptr ? size : 0);
  std::free(bytes);
  if (g_app != nullptr) g_app->OpenReplayLink(link);
}

// 1 while a game has moves its save does not hold yet: the page asks before it is left.
EMSCRIPTEN_KEEPALIVE int tinsel_unsaved_moves() {
  return g_app != nullptr && g_app->HasUnsavedMoves() ? 1 : 0;
}

}  // extern "C"
