// An in-memory Storage for the app tests, with an optional quota (like localStorage's) and
// keys whose writes fail, so a test can make any write fail, or one key's alone.
#pragma once

#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "model/saves/storage.h"

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
    if (failing_keys_.count(key) != 0) return Status::Error("The browser refused to save.");
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
  // Writes to `key` fail (while `failing`), whatever the quota.
  void set_failing(const std::string& key, bool failing) {
    if (failing) {
      failing_keys_.insert(key);
    } else {
      failing_keys_.erase(key);
    }
  }
  std::map<std::string, std::string>& values() { return values_; }

 private:
  std::map<std::string, std::string> values_;
  std::optional<size_t> quota_;
  std::set<std::string> failing_keys_;
  int sets_ = 0;
};

}  // namespace tinsel::app::testing
