// WebSearchPool: the browser's SearchPool (imgui_app/model/search_pool.h). A search is sent
// to the page's bot workers (web/bot_workers.js: dedicated Web Workers running
// tinsel_bot_worker.wasm, plain messages, no shared memory) as a search request
// (tinsel/search_request.h: the save's text, the seat, the level, the seed). Each worker
// answers its part; the page hands the answers back through tinsel_bot_workers_answer /
// tinsel_bot_workers_failed, and the job sums them in worker order once all are in. When the
// page has no workers (a page opened from disk, Worker refused, a worker failed or timed
// out) Start returns nullptr or the job fails, and the bots think in frames as before.
#pragma once

#include "model/search_pool.h"

namespace tinsel::app {

class WebSearchPool : public SearchPool {
 public:
  int workers() const override;
  std::unique_ptr<SearchJob> Start(const Session& session, const std::string& level) override;
};

}  // namespace tinsel::app
