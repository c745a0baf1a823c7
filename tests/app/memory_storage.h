// An in-memory Storage for the app tests, with an optional quota (like localStorage's) so a
// test can make writes fail.
#pragma once

#include <map>
#include <optional>
#include <string>
#include <vector>

#include "model/storage.h"

namespace tinsel::app::testing {

class MemoryStorage : public Storage {
 public:
  std::optional<std::string> Get(const std::string& key) override {
    auto it = values_.find(key);
    if (it == values_.end()) return std::nullopt;
    return it->second;
  }
  Status Set(const std::string& key, const std::string& value) override {
    ++sets_;
    size_t used = 0;
    for (const auto& [k, v] : values_) used += k == key ? 0 : k.size() + v.size();
    if (quota_ && used + key.size() + value.size() > *quota_) {
      return Status::Error("The browser's storage is full.");
    }
    values_[key] = value;
    return Status::Ok();
  }
  Status Remove(const std::string& key) override {
    values_.erase(key);
    return Status::Ok();
  }
  std::vector<std::string> Keys(const std::string& prefix) override {
    std::vector<std::string> keys;
    for (const auto& [k, v] : values_) {
      if (k.compare(0, prefix.size(), prefix) == 0) keys.push_back(k);
    }
    return keys;
  }

  // Total bytes (keys + values) allowed; nullopt = unlimited.
  void set_quota(std::optional<size_t> quota) { quota_ = quota; }
  size_t used() const {
    size_t used = 0;
    for (const auto& [k, v] : values_) used += k.size() + v.size();
    return used;
  }
  int sets() const { return sets_; }
  std::map<std::string, std::string>& values() { return values_; }

 private:
  std::map<std::string, std::string> values_;
  std::optional<size_t> quota_;
  int sets_ = 0;
};

}  // namespace tinsel::app::testing
