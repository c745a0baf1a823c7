// SearchPool: where the bots' searches run when not in slices of the frame: threads on the
// desktop (model/bots/thread_search_pool.h), web workers in the browser (wasm/web_search_pool.h).
// Each search is root-parallel over the pool's workers (tinsel/root_parallel.h), so the
// interface thread only starts it and polls for the summed statistics. With no pool, or
// when a pool cannot search (no workers, a worker failed or timed out), the SessionDriver
// thinks in slices of the frame as before.
#pragma once

#include <memory>
#include <string>

#include "tinsel/root_parallel.h"
#include "tinsel/session.h"

namespace tinsel::app {

// One search under way. Dropping it cancels it (its statistics are then never read).
class SearchJob {
 public:
  enum class Progress { kSearching, kDone, kFailed };
  virtual ~SearchJob() = default;
  // kDone: `sum` holds the workers' statistics summed in worker order. kFailed: `error` says
  // why (the caller thinks in frames instead). Never waits.
  virtual Progress Poll(RootStats* sum, std::string* error) = 0;
};

class SearchPool {
 public:
  virtual ~SearchPool() = default;
  // How many root searches each decision gets (the move depends on it): fixed when the pool
  // is made, except that a browser pool whose workers failed has 0 from then on.
  virtual int workers() const = 0;
  // Starts searching the decision of the player to move in `session` at `level` (a search
  // kind: BotKind::search_iterations > 0), seeded with session.BotSeed(). nullptr when the
  // pool cannot search now.
  virtual std::unique_ptr<SearchJob> Start(const Session& session, const std::string& level) = 0;
};

// The pool new SessionDrivers use (nullptr: none, think in frames). The desktop and browser
// mains set it once at start; tests pass their own to the SessionDriver.
void SetDefaultSearchPool(SearchPool* pool);
SearchPool* DefaultSearchPool();

// The worker count for a machine with `cores` logical cores: one is left for the interface,
// at least 1, at most kMaxSearchWorkers.
int SearchWorkersFor(int cores);

}  // namespace tinsel::app
