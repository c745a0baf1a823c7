// The SessionDriver with a SearchPool (model/bots/search_pool.h): the search levels' moves and the
// hints come from the pool's root-parallel search (here ThreadSearchPool with a fixed count,
// so the moves are fixed too) while Tick only polls; a pool that fails or cannot search
// leaves the driver thinking in slices of the frame, with the single search's move.
#include <gtest/gtest.h>

#include <chrono>
#include <memory>
#include <string>
#include <thread>
#include <vector>

#include "model/bots/thread_search_pool.h"
#include "model/play/session_driver.h"
#include "tinsel/registry.h"
#include "tinsel/root_parallel.h"

namespace tinsel::app {
namespace {

std::unique_ptr<Session> SessionAtTrim(const std::vector<Seat>& seats, uint64_t seed) {
  std::string error;
  auto session = Session::Create({"trim-the-tree", {}, seats, seed}, &error);
  EXPECT_NE(session, nullptr) << error;
  session->ResolveChance();
  return session;
}

IsmctsConfig HardAtTrim() {
  IsmctsConfig config;
  config.iterations = FindBotKind("trim-the-tree", "hard")->search_iterations;
  return config;
}

// Ticks frames 16 ms apart until the history grows (at most `frames`); returns the frames.
int FramesUntilAMove(SessionDriver& driver, int frames) {
  const size_t before = driver.session().history().size();
  for (int frame = 1; frame <= frames; ++frame) {
    driver.Tick(100.0 + frame * 0.016, 0.002);
    if (driver.session().history().size() != before) return frame;
    std::this_thread::sleep_for(std::chrono::milliseconds(2));
  }
  return -1;
}

TEST(SearchPool, AHardBotsMoveIsTheRootParallelSearchOfThePoolsWorkers) {
  ThreadSearchPool pool(3);
  SessionDriver driver(SessionAtTrim({{"Holly", true, "hard"}, {"Ann", false, ""}}, 4), &pool);
  driver.set_pause_scale(0);
  ASSERT_TRUE(driver.BotToMove());
  RootParallelBot three(HardAtTrim(), 3);
  const Action expected = ChooseAction(three, driver.session().state(), driver.session().BotSeed());
  const size_t before = driver.session().history().size();
  const int frames = FramesUntilAMove(driver, 20000);
  ASSERT_GT(frames, 0);
  EXPECT_GT(frames, 1) << "Tick should not wait for the search";
  EXPECT_EQ(driver.session().history()[before].action, expected);
  EXPECT_TRUE(driver.problem().empty());
}

TEST(SearchPool, AHintComesFromThePoolWithItsReason) {
  ThreadSearchPool pool(2);
  SessionDriver driver(SessionAtTrim({{"Ann", false, ""}, {"Ben", false, ""}}, 5), &pool);
  RootParallelBot two(HardAtTrim(), 2);
  const Action expected = ChooseAction(two, driver.session().state(), driver.session().BotSeed());
  driver.RequestHint();
  ASSERT_TRUE(driver.HintThinking());
  for (int frame = 0; frame < 100000 && !driver.hint(); ++frame) {
    driver.Tick(frame * 0.016, 0.002);
    std::this_thread::sleep_for(std::chrono::milliseconds(1));
  }
  ASSERT_TRUE(driver.hint().has_value());
  EXPECT_EQ(*driver.hint(), expected);
  EXPECT_EQ(driver.hint_reason(), two.Explain());
}

// A pool whose searches always fail (a worker that crashed or timed out), or that cannot
// search at all.
class BrokenPool : public SearchPool {
 public:
  explicit BrokenPool(bool starts) : starts_(starts) {}
  int workers() const override { return 4; }
  std::unique_ptr<SearchJob> Start(const Session&, const std::string&) override {
    ++starts;
    if (!starts_) return nullptr;
    struct Failing : SearchJob {
      Progress Poll(RootStats*, std::string* error) override {
        *error = "the worker stopped";
        return Progress::kFailed;
      }
    };
    return std::make_unique<Failing>();
  }
  int starts = 0;

 private:
  bool starts_;
};

TEST(SearchPool, AFailingOrUnavailablePoolLeavesTheSingleSearchInFrames) {
  for (bool starts : {true, false}) {
    BrokenPool pool(starts);
    SessionDriver driver(SessionAtTrim({{"Holly", true, "hard"}, {"Ann", false, ""}}, 4), &pool);
    driver.set_pause_scale(0);
    ASSERT_TRUE(driver.BotToMove());
    IsmctsBot single(HardAtTrim());
    const Action expected =
        ChooseAction(single, driver.session().state(), driver.session().BotSeed());
    const size_t before = driver.session().history().size();
    ASSERT_GT(FramesUntilAMove(driver, 20000), 0);
    EXPECT_EQ(driver.session().history()[before].action, expected);
    EXPECT_EQ(pool.starts, 1);
  }
}

TEST(SearchPool, OnlyTheSearchLevelsGoToThePool) {
  BrokenPool pool(true);
  SessionDriver driver(SessionAtTrim({{"Holly", true, "easy"}, {"Ann", false, ""}}, 4), &pool);
  driver.set_pause_scale(0);
  ASSERT_TRUE(driver.BotToMove());
  ASSERT_GT(FramesUntilAMove(driver, 100), 0);
  EXPECT_EQ(pool.starts, 0);
}

TEST(SearchPool, WorkersLeaveACoreForThePageAndStopAtEight) {
  EXPECT_EQ(SearchWorkersFor(0), 1);
  EXPECT_EQ(SearchWorkersFor(1), 1);
  EXPECT_EQ(SearchWorkersFor(2), 1);
  EXPECT_EQ(SearchWorkersFor(5), 4);
  EXPECT_EQ(SearchWorkersFor(64), kMaxSearchWorkers);
  EXPECT_EQ(ThreadSearchPool(20).workers(), kMaxSearchWorkers);
}

}  // namespace
}  // namespace tinsel::app
