// The review run between frames (imgui_app/model/play/review_runner.*): on a search pool or in
// slices of the frame, it reaches exactly the review ReviewGame makes at once.
#include "model/play/review_runner.h"

#include <gtest/gtest.h>

#include <chrono>
#include <thread>

#include "model/bots/thread_search_pool.h"
#include "random_play.h"
#include "tinsel/rng.h"

namespace tinsel::app {
namespace {

// A few decisions of a human (seat 0) against an Easy bot.
std::unique_ptr<Session> ShortGame(const std::string& id, int moves) {
  std::unique_ptr<Session> session = testing::NewSession(id, {false, true, true}, 21);
  Rng rng(21);
  for (int m = 0; m < moves && testing::PlayRandomMove(*session, rng); ++m) {
  }
  return session;
}

// Steps as frames would; with a pool, frames come every millisecond while its threads search.
std::string RunToEnd(ReviewRunner& runner, bool pool = false) {
  int frames = 0;
  while (!runner.Step(300)) {
    if (pool) std::this_thread::sleep_for(std::chrono::milliseconds(1));
    EXPECT_LT(++frames, 1000000);
    if (frames >= 1000000) break;
  }
  EXPECT_EQ(runner.reviewed(), runner.total());
  return ReviewToJson(runner.review());
}

TEST(ReviewRunner, InSlicesOfTheFrameItMakesReviewGamesReview) {
  for (const std::string id : {"santa-timea", "ghosts-of-christmas"}) {
    std::unique_ptr<Session> session = ShortGame(id, 12);
    ReviewRunner runner(*session, nullptr, /*iterations=*/400, /*workers=*/2);
    EXPECT_GT(runner.total(), 0) << id;
    EXPECT_EQ(RunToEnd(runner), ReviewToJson(ReviewGame(*session, 400, 2))) << id;
  }
}

TEST(ReviewRunner, OnThePoolItMakesTheHardBotsReview) {
  // Trim the Tree's Hard budget is the smallest per decision: a few decisions stay quick.
  std::unique_ptr<Session> session = ShortGame("trim-the-tree", 4);
  ThreadSearchPool pool(2);
  ReviewRunner runner(*session, &pool);
  ASSERT_GT(runner.total(), 0);
  const std::string review = RunToEnd(runner, /*pool=*/true);
  EXPECT_EQ(review, ReviewToJson(ReviewGame(*session, 0, 2)));
}

}  // namespace
}  // namespace tinsel::app
