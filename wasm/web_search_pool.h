// WebSearchPool: the browser's SearchPool (imgui_app/model/bots/search_pool.h). A search is sent
// to the page's bot workers (web/page/bot_workers.mjs: dedicated Web Workers running the page's
// tinsel.wasm, plain messages, no shared memory) as a search request
// (model/bots/search_request_writer.h, the same as the desktop's threads get: the whole save the
// first time, then only the moves made since; a worker that cannot place the moves says so,
// the job fails and the next search sends the whole save again). Each worker
// answers its part; the page hands the answers back through tinsel_bot_workers_answer /
// tinsel_bot_workers_failed, and the job sums them in worker order once all are in. When the
// page has no workers (a page opened from disk, Worker refused, a worker failed or timed
// out) Start returns nullptr or the job fails, and the bots think in frames as before.
#pragma once

#include <string>

#include "model/bots/search_pool.h"
#include "model/bots/search_request_writer.h"

namespace tinsel::app {

class WebSearchPool : public SearchPool {
 public:
  int workers() const override;
  std::unique_ptr<SearchJob> Start(const Session& session, const std::string& level) override;
  // The next search sends the whole save (a worker could not place a follow-up).
  void Forget() { requests_.Forget(); }

 private:
  SearchRequestWriter requests_;
};

}  // namespace tinsel::app
