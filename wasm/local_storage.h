// LocalStorage: the app's Storage over the browser's window.localStorage.
// Failures (a full quota, storage disabled by the browser) come back as an error Status with
// the browser's reason; nothing is ever thrown into C++.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "model/storage.h"

namespace tinsel::app {

class LocalStorage : public Storage {
 public:
  std::optional<std::string> Get(const std::string& key) override;
  tinsel::Status Set(const std::string& key, const std::string& value) override;
  tinsel::Status Remove(const std::string& key) override;
  std::vector<std::string> Keys(const std::string& prefix) override;
};

}  // namespace tinsel::app
