// Storage: the small key/value store the app keeps its saves in. Files on the desktop
// (desktop/file_storage.h), localStorage in the browser (wasm/local_storage.h). Keys are short
// ASCII paths like "tinsel/slot/<id>"; values are text (JSON).
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "tinsel/status.h"

namespace tinsel::app {

class Storage {
 public:
  virtual ~Storage() = default;
  // nullopt when the key is not there (or cannot be read).
  virtual std::optional<std::string> Get(const std::string& key) = 0;
  // An error Status when the value could not be stored (e.g. the browser's quota is full);
  // the old value, if any, is then kept.
  virtual tinsel::Status Set(const std::string& key, const std::string& value) = 0;
  // Removing a missing key is not an error.
  virtual tinsel::Status Remove(const std::string& key) = 0;
  // Every key starting with `prefix`, sorted.
  virtual std::vector<std::string> Keys(const std::string& prefix) = 0;
  // A store that finishes writes later (the browser's IndexedDB) says here why they keep
  // failing, in words; "" when all is well (and always for a store that writes at once).
  virtual std::string Problem() { return ""; }
};

}  // namespace tinsel::app
