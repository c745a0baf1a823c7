#include "local_storage.h"

#include <emscripten.h>

#include <algorithm>
#include <cstdlib>
#include <memory>
#include <nlohmann/json.hpp>

#include "tinsel/translate.h"

namespace {

// The EM_JS bodies are JavaScript: clang-format is kept off them (it would turn === into
// "== =").
// The JS side is the page's tinsel.store (web/page/storage.mjs: localStorage, and IndexedDB for
// what localStorage has no room for). Every JS function below catches everything: storage
// throws when the quota is full (QuotaExceededError), when the page's storage is blocked
// (SecurityError), and so on.
// Strings come back malloc'ed (freed by the caller); 0 means "none".

// clang-format off
EM_JS(char*, tinsel_ls_get, (const char* key), {
  try {
    var value = window.tinsel.store.get(UTF8ToString(key));
    if (value == null) return 0;
    var size = lengthBytesUTF8(value) + 1;
    var text = _malloc(size);
    stringToUTF8(value, text, size);
    return text;
  } catch (e) {
    return 0;
  }
});

// Stores `value` under `key`, or removes `key` when `value` is null. Returns 0 on success,
// else the error's description (e.g. QuotaExceededError) for the caller to free.
EM_JS(char*, tinsel_ls_write, (const char* key, const char* value), {
  var error;
  try {
    var store = window.tinsel.store;
    error = value ? store.set(UTF8ToString(key), UTF8ToString(value))
                  : store.remove(UTF8ToString(key));
  } catch (e) {
    error = String((e && e.name) || "Error") + ((e && e.message) ? ": " + e.message : "");
  }
  if (!error) return 0;
  var size = lengthBytesUTF8(error) + 1;
  var text = _malloc(size);
  stringToUTF8(error, text, size);
  return text;
});

// A JSON array of the keys starting with prefix; 0 when the store cannot be read.
EM_JS(char*, tinsel_ls_keys, (const char* prefix), {
  try {
    var json = JSON.stringify(window.tinsel.store.keys(UTF8ToString(prefix)));
    var size = lengthBytesUTF8(json) + 1;
    var text = _malloc(size);
    stringToUTF8(json, text, size);
    return text;
  } catch (e) {
    return 0;
  }
});

// Why writes that went to IndexedDB keep failing (retried there), or 0.
EM_JS(char*, tinsel_ls_problem, (), {
  var store = window.tinsel && window.tinsel.store;
  var why = store ? store.problem() : "";
  if (!why) return 0;
  var size = lengthBytesUTF8(why) + 1;
  var text = _malloc(size);
  stringToUTF8(why, text, size);
  return text;
});

// clang-format on

struct FreeDeleter {
  void operator()(char* text) const { std::free(text); }
};
using JsText = std::unique_ptr<char, FreeDeleter>;

// The app puts its own "Could not save: " in front of the message.
tinsel::Status StorageError(JsText error) {
  const std::string reason = error.get();
  if (reason.find("Quota") != std::string::npos) {
    return tinsel::Status::Error(
        // TRANSLATORS: why a game could not be saved; it follows "Could not save: " or stands as a
        // sentence of its own (its first letter then a capital).
        tinsel::Tr("the browser's storage for this page is full; delete old saves to make room"));
  }
  return tinsel::Status::Error(
      // TRANSLATORS: why a game could not be saved (after "Could not save: ", or as a sentence);
      // {reason} is the browser's own words.
      tinsel::TrFormat("the browser refused to store it ({reason})", {{"reason", reason}}));
}

}  // namespace

namespace tinsel::app {

std::optional<std::string> LocalStorage::Get(const std::string& key) {
  JsText value(tinsel_ls_get(key.c_str()));
  if (!value) return std::nullopt;
  return std::string(value.get());
}

tinsel::Status LocalStorage::Set(const std::string& key, const std::string& value) {
  JsText error(tinsel_ls_write(key.c_str(), value.c_str()));
  if (error) return StorageError(std::move(error));
  return tinsel::Status::Ok();
}

tinsel::Status LocalStorage::Remove(const std::string& key) {
  JsText error(tinsel_ls_write(key.c_str(), nullptr));
  if (error) return StorageError(std::move(error));
  return tinsel::Status::Ok();
}

std::string LocalStorage::Problem() {
  JsText why(tinsel_ls_problem());
  if (!why) return "";
  // TRANSLATORS: why a game could not be saved, as a sentence (its first letter then a capital);
  // {reason} is the browser's own words.
  return tinsel::TrFormat("the browser's storage refused it ({reason})",
                          {{"reason", std::string(why.get())}});
}

std::vector<std::string> LocalStorage::Keys(const std::string& prefix) {
  std::vector<std::string> keys;
  JsText json(tinsel_ls_keys(prefix.c_str()));
  if (!json) return keys;
  const nlohmann::json parsed = nlohmann::json::parse(json.get(), nullptr, false);
  if (!parsed.is_array()) return keys;
  for (const auto& key : parsed) {
    if (key.is_string()) keys.push_back(key.get<std::string>());
  }
  std::sort(keys.begin(), keys.end());
  return keys;
}

}  // namespace tinsel::app
