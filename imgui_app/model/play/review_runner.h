// ReviewRunner: the post-game review (tinsel/review.h) run a decision at a time between frames,
// on the bots' search pool (web workers in the browser, threads on the desktop) so the page
// never freezes; without a pool, or when it fails, the search runs in slices of the frame
// instead (the same decisions: a search depends only on its seed, budget and worker count).
// The finished review is stored beside the save (SaveLibrary::StoreReview) so it runs once.
// No ImGui here: tests/app/review_runner_test.cpp runs it against ReviewGame.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "model/bots/search_pool.h"
#include "model/saves/save_library.h"
#include "tinsel/review.h"
#include "tinsel/root_parallel.h"

namespace tinsel::app {

class ReviewRunner {
 public:
  // Reviews `session` (a copy is kept) with `iterations` per worker (0: Hard's budget), on
  // `pool` (nullptr: slices of the frame, with `workers` searches per decision).
  ReviewRunner(const Session& session, SearchPool* pool, int iterations = 0, int workers = 1);
  // Reviews only `points` (the coach: the decision just made), in the order given.
  ReviewRunner(const Session& session, SearchPool* pool, std::vector<ReviewPoint> points,
               int iterations = 0, int workers = 1);

  // Does a frame's worth: polls the pool, or thinks `work` playouts. True once done.
  bool Step(int work = 2000);
  bool done() const { return done_; }
  // Decisions reviewed so far, of how many.
  int reviewed() const { return static_cast<int>(review_.decisions.size()); }
  int total() const { return static_cast<int>(points_.size()); }
  const Review& review() const { return review_; }

 private:
  void Begin();
  void Finish(const RootStats& stats);

  std::unique_ptr<Session> session_;
  SearchPool* pool_;
  std::vector<ReviewPoint> points_;
  std::vector<std::string> names_;
  Review review_;
  size_t next_ = 0;
  std::unique_ptr<Session> before_;
  std::unique_ptr<SearchJob> job_;
  std::unique_ptr<RootParallelBot> slices_;
  bool done_ = false;
};

}  // namespace tinsel::app
