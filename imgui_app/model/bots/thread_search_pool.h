// ThreadSearchPool: the desktop's SearchPool. It asks its threads exactly as the browser asks
// its web workers: a search request (model/bots/search_request_writer.h: the whole save once, then
// the moves since), which each worker thread answers from the game it keeps
// (SearchWorkerGame), one std::thread per worker and search; the interface thread polls an
// atomic count. Native only (the browser has no threads without shared memory: it uses web
// workers, wasm/web_search_pool.h).
#pragma once

#include <atomic>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

#include "model/bots/search_pool.h"
#include "model/bots/search_request_writer.h"
#include "tinsel/search_request.h"

namespace tinsel::app {

class ThreadSearchPool : public SearchPool {
 public:
  // `workers` root searches a decision (clamped to 1..kMaxSearchWorkers).
  explicit ThreadSearchPool(int workers);
  // SearchWorkersFor(std::thread::hardware_concurrency()).
  static int MachineWorkers();

  int workers() const override { return workers_; }
  std::unique_ptr<SearchJob> Start(const Session& session, const std::string& level) override;
  // Whether the last search was asked as a follow-up (tests).
  bool last_request_was_follow_up() const { return requests_.last_was_follow_up(); }

  // One worker's kept game, used by one thread at a time. Shared with the jobs, so a job
  // outliving its pool still finds it.
  struct Worker {
    std::mutex mutex;
    SearchWorkerGame game;
  };

 private:
  int workers_;
  SearchRequestWriter requests_;
  std::vector<std::shared_ptr<Worker>> worker_games_;
  // Set by a job whose worker could not place a follow-up: the next request is the whole save.
  std::shared_ptr<std::atomic<bool>> need_save_ = std::make_shared<std::atomic<bool>>(false);
};

}  // namespace tinsel::app
