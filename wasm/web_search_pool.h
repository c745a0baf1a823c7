// WebSearchPool: the browser's SearchPool (imgui_app/model/search_pool.h). A search is sent
// to the page's bot workers (web/bot_workers.js: dedicated Web Workers running the page's
// tinsel.wasm, plain messages, no shared memory) as a search request
// (tinsel/search_request.h: the seat, the level, the seed, and the game: its whole save the
// first time, then only the moves made since, as every worker keeps the last game it was
// sent; a worker that cannot place the moves says so, the job fails and the next search
// sends the whole save again). Each worker
// answers its part; the page hands the answers back through tinsel_bot_workers_answer /
// tinsel_bot_workers_failed, and the job sums them in worker order once all are in. When the
// page has no workers (a page opened from disk, Worker refused, a worker failed or timed
// out) Start returns nullptr or the job fails, and the bots think in frames as before.
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "model/search_pool.h"

namespace tinsel::app {

class WebSearchPool : public SearchPool {
 public:
  int workers() const override;
  std::unique_ptr<SearchJob> Start(const Session& session, const std::string& level) override;
  // The next search sends the whole save (a worker could not place a follow-up).
  void Forget() {
    sent_.clear();
    sent_any_ = false;
  }

 private:
  // What the workers were last sent: that game's moves (seat and text of each), for the
  // follow-ups; empty when they hold nothing we know of.
  std::string sent_game_;
  uint64_t sent_chance_seed_ = 0;
  std::vector<std::pair<int, std::string>> sent_;
  bool sent_any_ = false;
};

}  // namespace tinsel::app
