#include "model/bots/thread_search_pool.h"

#include <algorithm>
#include <atomic>
#include <thread>

#include "tinsel/registry.h"

namespace tinsel::app {

namespace {

class ThreadSearchJob : public SearchJob {
 public:
  ThreadSearchJob(const std::string& request,
                  const std::vector<std::shared_ptr<ThreadSearchPool::Worker>>& workers,
                  std::shared_ptr<std::atomic<bool>> need_save)
      : answers_(workers.size()), need_save_(std::move(need_save)) {
    for (size_t index = 0; index < workers.size(); ++index) {
      // Each thread answers from its own worker's game; nothing else is shared but `stop_` and
      // `finished_`. The lock only matters if two searches ever overlap.
      threads_.emplace_back([this, index, request, worker = workers[index]] {
        const std::lock_guard<std::mutex> lock(worker->mutex);
        answers_[index] = worker->game.Answer(request, static_cast<int>(index), &stop_);
        finished_.fetch_add(1, std::memory_order_release);
      });
    }
  }

  // A dropped search stops within a slice of a few hundred iterations.
  ~ThreadSearchJob() override {
    stop_.store(true, std::memory_order_relaxed);
    for (std::thread& thread : threads_) thread.join();
  }

  Progress Poll(RootStats* sum, std::string* error) override {
    if (finished_.load(std::memory_order_acquire) < static_cast<int>(answers_.size())) {
      return Progress::kSearching;
    }
    *sum = RootStats();
    for (const std::string& answer : answers_) {
      if (AnswerNeedsSave(answer)) need_save_->store(true);
      RootStats part;
      if (!ReadSearchAnswer(answer, &part, error)) return Progress::kFailed;
      AddRootStats(*sum, part);
    }
    return Progress::kDone;
  }

 private:
  std::vector<std::string> answers_;  // each written by its own thread, read after `finished_`
  std::shared_ptr<std::atomic<bool>> need_save_;
  std::atomic<bool> stop_{false};
  std::atomic<int> finished_{0};
  std::vector<std::thread> threads_;
};

}  // namespace

ThreadSearchPool::ThreadSearchPool(int workers)
    : workers_(std::clamp(workers, 1, kMaxSearchWorkers)) {
  for (int i = 0; i < workers_; ++i) worker_games_.push_back(std::make_shared<Worker>());
}

int ThreadSearchPool::MachineWorkers() {
  return SearchWorkersFor(static_cast<int>(std::thread::hardware_concurrency()));
}

std::unique_ptr<SearchJob> ThreadSearchPool::Start(const Session& session,
                                                   const std::string& level) {
  const BotKind* kind = FindBotKind(session.setup().game_id, level);
  if (kind == nullptr || kind->search_iterations <= 0) return nullptr;
  if (need_save_->exchange(false)) requests_.Forget();
  return std::make_unique<ThreadSearchJob>(requests_.Write(session, level), worker_games_,
                                           need_save_);
}

}  // namespace tinsel::app
