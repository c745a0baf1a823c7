#include "web_search_pool.h"

#include <emscripten.h>

#include <map>
#include <optional>
#include <vector>

#include "tinsel/search_request.h"

namespace tinsel::app {

namespace {

// clang-format off
// The page's pool (tinsel.botWorkers, web/page/bot_workers.mjs); 0 when it has none.
EM_JS(int, tinsel_page_bot_workers, (), {
  var pool = window.tinsel && window.tinsel.botWorkers;
  return pool ? pool.count() : 0;
});
// Sends `request` to every worker as job `job`; the number of workers asked, 0 if none.
EM_JS(int, tinsel_page_bot_workers_start, (int job, const char* request), {
  var pool = window.tinsel && window.tinsel.botWorkers;
  return pool ? pool.start(job, UTF8ToString(request)) : 0;
});
// Whether a test or measurement asked for the whole save next (window.tinsel.botWorkers
// .wholeGameNext = true); clears the request.
EM_JS(int, tinsel_page_bot_workers_whole_game_next, (), {
  var pool = window.tinsel && window.tinsel.botWorkers;
  if (!pool || !pool.wholeGameNext) return 0;
  pool.wholeGameNext = false;
  return 1;
});
// The answers to `job` are no longer wanted.
EM_JS(void, tinsel_page_bot_workers_cancel, (int job), {
  var pool = window.tinsel && window.tinsel.botWorkers;
  if (pool) pool.cancel(job);
});
// clang-format on

class WebSearchJob;
std::map<int, WebSearchJob*> g_jobs;  // jobs under way, by id
int g_last_job = 0;

class WebSearchJob : public SearchJob {
 public:
  WebSearchJob(int id, int workers, WebSearchPool* pool) : id_(id), parts_(workers), pool_(pool) {
    g_jobs[id_] = this;
  }
  ~WebSearchJob() override {
    g_jobs.erase(id_);
    if (!finished_) tinsel_page_bot_workers_cancel(id_);
  }

  void Answer(int worker, const char* answer) {
    if (worker < 0 || worker >= static_cast<int>(parts_.size()) || !error_.empty()) return;
    // A worker that could not place the moves since: this search is thought in frames, the
    // next one sends the whole save.
    if (AnswerNeedsSave(answer)) pool_->Forget();
    RootStats stats;
    if (!ReadSearchAnswer(answer, &stats, &error_)) return;
    parts_[worker] = std::move(stats);
  }
  void Fail(const char* reason) {
    if (error_.empty()) error_ = reason;
  }

  Progress Poll(RootStats* sum, std::string* error) override {
    if (!error_.empty()) {
      *error = error_;
      return Progress::kFailed;
    }
    for (const auto& part : parts_) {
      if (!part.has_value()) return Progress::kSearching;
    }
    finished_ = true;
    *sum = RootStats();
    for (const auto& part : parts_) AddRootStats(*sum, *part);
    return Progress::kDone;
  }

 private:
  int id_;
  std::vector<std::optional<RootStats>> parts_;
  std::string error_;
  bool finished_ = false;
  WebSearchPool* pool_;
};

}  // namespace

int WebSearchPool::workers() const { return tinsel_page_bot_workers(); }

std::unique_ptr<SearchJob> WebSearchPool::Start(const Session& session, const std::string& level) {
  const int id = ++g_last_job;
  const std::string request =
      requests_.Write(session, level, tinsel_page_bot_workers_whole_game_next() != 0);
  const int asked = tinsel_page_bot_workers_start(id, request.c_str());
  if (asked <= 0) {
    requests_.Forget();  // nothing was sent
    return nullptr;
  }
  return std::make_unique<WebSearchJob>(id, asked, this);
}

}  // namespace tinsel::app

extern "C" {

// web/page/bot_workers.mjs: worker `worker`'s answer to job `job` (AnswerSearchRequest's JSON).
EMSCRIPTEN_KEEPALIVE void tinsel_bot_workers_answer(int job, int worker, const char* answer) {
  const auto found = tinsel::app::g_jobs.find(job);
  if (found != tinsel::app::g_jobs.end()) found->second->Answer(worker, answer);
}

// web/page/bot_workers.mjs: job `job` cannot finish (a worker failed or timed out): `reason`.
EMSCRIPTEN_KEEPALIVE void tinsel_bot_workers_failed(int job, const char* reason) {
  const auto found = tinsel::app::g_jobs.find(job);
  if (found != tinsel::app::g_jobs.end()) found->second->Fail(reason);
}

}  // extern "C"
