// The layout walk: the whole app (tests/app_flow/app_driver.h) at the five sizes a family
// plays on, through every screen and every kind of moment of every game, running the layout
// check (ui/layout_check.h) on each settled frame and collecting what it finds, once per
// problem and screen.
#pragma once

#include <functional>
#include <map>
#include <memory>
#include <nlohmann/json.hpp>
#include <set>
#include <string>
#include <vector>

#include "../app/memory_storage.h"
#include "app_driver.h"
#include "tinsel/rng.h"
#include "ui/input_state.h"

namespace tinsel::app::testing {

struct WalkSize {
  const char* name;
  float width;
  float height;
  bool touch;
};

// A phone upright and on its side, a tablet, a laptop and a 2560x1440 screen (CSS pixels).
inline const std::vector<WalkSize>& WalkSizes() {
  static const std::vector<WalkSize> sizes = {{"phone", 390, 844, true},
                                              {"phone-landscape", 844, 390, true},
                                              {"tablet", 820, 1180, true},
                                              {"laptop", 1280, 800, false},
                                              {"2560x1440", 2560, 1440, false}};
  return sizes;
}

// One size's app and what the check found there.
class LayoutWalker {
 public:
  explicit LayoutWalker(const WalkSize& size) : size_(size) {
    ui::Input().coarse_pointer = size.touch;
    driver_ = std::make_unique<AppDriver>(storage_, size.width, size.height);
  }

  AppDriver& driver() { return *driver_; }
  MemoryStorage& storage() { return storage_; }
  const WalkSize& size() const { return size_; }

  // Runs the check on the frame just drawn; `moment` says where the walk is ("ghosts: bid").
  void Check(const std::string& moment) {
    if (!checking_) return;
    ui::Input().coarse_pointer = size_.touch;
    ++checked_;
    for (const std::string& problem : driver_->app().LayoutProblems()) {
      const std::string key = moment + " | " + problem;
      if (seen_.insert(key).second) problems_.push_back(size_.name + std::string(", ") + key);
    }
  }
  // A request of the screen-reader table (the same path as the click it stands for).
  bool Request(const nlohmann::json& request, int frames = 3) {
    const Status status = driver_->app().RequestFromMirror(request.dump());
    driver_->Frames(frames);
    return status.ok();
  }
  nlohmann::json Mirror() { return driver_->app().Mirror(); }
  bool Offers(const std::string& what) {
    const nlohmann::json mirror = Mirror();
    for (const nlohmann::json& action : mirror["actions"]) {
      if (action["do"] == what) return true;
    }
    return false;
  }

  // Off: Check does nothing (a walk that only passes through some screens).
  void SetChecking(bool checking) { checking_ = checking; }
  const std::vector<std::string>& problems() const { return problems_; }
  int checked() const { return checked_; }

 private:
  WalkSize size_;
  bool checking_ = true;
  MemoryStorage storage_;
  std::unique_ptr<AppDriver> driver_;
  std::set<std::string> seen_;
  std::vector<std::string> problems_;
  int checked_ = 0;
};

// The kind of moment a game is at, for the walk's report and for telling moments apart: the
// screen, and the first word of the first legal move ("bid", "vote", "seat").
inline std::string MomentOf(const nlohmann::json& state) {
  std::string moment = state["game"].get<std::string>() + ": " + state["screen"].get<std::string>();
  if (!state["legal"].empty()) {
    const std::string first = state["legal"][0];
    moment += " " + first.substr(0, first.find(' '));
  }
  return moment;
}

}  // namespace tinsel::app::testing
