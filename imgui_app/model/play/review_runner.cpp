#include "model/play/review_runner.h"

#include <utility>

#include "tinsel/bot.h"
#include "tinsel/registry.h"

namespace tinsel::app {

ReviewRunner::ReviewRunner(const Session& session, SearchPool* pool, int iterations, int workers)
    : ReviewRunner(session, pool, ReviewPoints(session), iterations, workers) {}

ReviewRunner::ReviewRunner(const Session& session, SearchPool* pool,
                           std::vector<ReviewPoint> points, int iterations, int workers)
    : session_(SessionBefore(session, static_cast<int>(session.history().size()))),
      pool_(pool != nullptr && pool->workers() > 0 ? pool : nullptr),
      points_(std::move(points)) {
  for (const Seat& seat : session.setup().seats) names_.push_back(seat.name);
  // The pool searches at the Hard level's own budget with its own worker count.
  if (pool_ != nullptr) {
    iterations = 0;
    workers = pool_->workers();
  }
  review_ = StartReview(session, iterations, workers);
}

void ReviewRunner::Begin() {
  const ReviewPoint& point = points_[next_];
  before_ = SessionBefore(*session_, point.index);
  if (pool_ != nullptr) {
    job_ = pool_->Start(*before_, "hard");  // the review is the Hard bot's
    if (job_ != nullptr) return;
    pool_ = nullptr;  // the pool cannot search now: slices from here on, same decisions
  }
  IsmctsConfig config;
  config.iterations = review_.iterations;
  slices_ = std::make_unique<RootParallelBot>(config, review_.workers);
  StartBot(*slices_, before_->state(), before_->BotSeed());
}

void ReviewRunner::Finish(const RootStats& stats) {
  review_.decisions.push_back(ReviewDecision(before_->state(), points_[next_], stats, names_));
  job_.reset();
  slices_.reset();
  before_.reset();
  ++next_;
}

bool ReviewRunner::Step(int work) {
  if (done_) return true;
  if (next_ == points_.size()) {
    FinishReview(review_);
    done_ = true;
    return true;
  }
  if (job_ == nullptr && slices_ == nullptr) Begin();
  if (job_ != nullptr) {
    RootStats sum;
    std::string error;
    switch (job_->Poll(&sum, &error)) {
      case SearchJob::Progress::kSearching:
        return false;
      case SearchJob::Progress::kDone:
        Finish(sum);
        return false;
      case SearchJob::Progress::kFailed:
        // A worker failed: this decision again, in slices (the same statistics).
        job_.reset();
        pool_ = nullptr;
        Begin();
        break;
    }
  }
  if (slices_ != nullptr && slices_->Think(work)) Finish(slices_->Sum());
  return false;
}

}  // namespace tinsel::app
