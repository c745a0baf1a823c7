#include "model/thread_search_pool.h"

#include <algorithm>
#include <atomic>
#include <thread>
#include <vector>

#include "tinsel/registry.h"

namespace tinsel::app {

namespace {

class ThreadSearchJob : public SearchJob {
 public:
  ThreadSearchJob(const State& state, uint64_t seed, const IsmctsConfig& config, int workers)
      : parts_(workers) {
    for (int worker = 0; worker < workers; ++worker) {
      // Each thread owns its copy of the state; nothing is shared but `stop_` and `finished_`.
      threads_.emplace_back([this, worker, seed, config, state = state.Clone()] {
        parts_[worker] = SearchRoot(*state, seed, worker, config, &stop_);
        finished_.fetch_add(1, std::memory_order_release);
      });
    }
  }

  // A dropped search stops within a slice of a few hundred iterations.
  ~ThreadSearchJob() override {
    stop_.store(true, std::memory_order_relaxed);
    for (std::thread& thread : threads_) thread.join();
  }

  Progress Poll(RootStats* sum, std::string* /*error*/) override {
    if (finished_.load(std::memory_order_acquire) < static_cast<int>(parts_.size())) {
      return Progress::kSearching;
    }
    *sum = RootStats();
    for (const RootStats& part : parts_) AddRootStats(*sum, part);
    return Progress::kDone;
  }

 private:
  std::vector<RootStats> parts_;  // each written by its own thread, read after `finished_`
  std::atomic<bool> stop_{false};
  std::atomic<int> finished_{0};
  std::vector<std::thread> threads_;
};

}  // namespace

ThreadSearchPool::ThreadSearchPool(int workers)
    : workers_(std::clamp(workers, 1, kMaxSearchWorkers)) {}

int ThreadSearchPool::MachineWorkers() {
  return SearchWorkersFor(static_cast<int>(std::thread::hardware_concurrency()));
}

std::unique_ptr<SearchJob> ThreadSearchPool::Start(const Session& session,
                                                   const std::string& level) {
  const BotKind* kind = FindBotKind(session.setup().game_id, level);
  if (kind == nullptr || kind->search_iterations <= 0) return nullptr;
  IsmctsConfig config;
  config.iterations = kind->search_iterations;
  return std::make_unique<ThreadSearchJob>(session.state(), session.BotSeed(), config, workers_);
}

}  // namespace tinsel::app
