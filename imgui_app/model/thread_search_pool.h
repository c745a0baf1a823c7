// ThreadSearchPool: the desktop's SearchPool. Each search runs its root searches on
// std::threads of their own (one per worker), each on a copy of the state; the interface
// thread polls an atomic count. Native only (the browser has no threads without shared
// memory: it uses web workers, wasm/web_search_pool.h).
#pragma once

#include "model/search_pool.h"

namespace tinsel::app {

class ThreadSearchPool : public SearchPool {
 public:
  // `workers` root searches a decision (clamped to 1..kMaxSearchWorkers).
  explicit ThreadSearchPool(int workers);
  // SearchWorkersFor(std::thread::hardware_concurrency()).
  static int MachineWorkers();

  int workers() const override { return workers_; }
  std::unique_ptr<SearchJob> Start(const Session& session, const std::string& level) override;

 private:
  int workers_;
};

}  // namespace tinsel::app
