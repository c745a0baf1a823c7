// LocalStorage: the app's Storage in the browser: window.localStorage, with IndexedDB beside it
// for what localStorage has no room for (web/page/storage.mjs says how). Failures (both full,
// storage disabled by the browser) come back as an error Status with the browser's reason;
// nothing is ever thrown into C++.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "model/saves/storage.h"

namespace tinsel::app {

class LocalStorage : public Storage {
 public:
  std::optional<std::string> Get(const std::string& key) override;
  tinsel::Status Set(const std::string& key, const std::string& value) override;
  tinsel::Status Remove(const std::string& key) override;
  std::vector<std::string> Keys(const std::string& prefix) override;
  std::string Problem() override;
};

}  // namespace tinsel::app
