// Tests of the app's SessionDriver (imgui_app/model/play/session_driver.*): a hint is thought out
// like a bot's move (the Hard bot, from the human's resampled view, seeded like
// tinsel::ChooseAction), in slices between frames, and is dropped by the next move.
#include "model/play/session_driver.h"

#include <gtest/gtest.h>

#include "tinsel/bot.h"
#include "tinsel/registry.h"

namespace tinsel::app {
namespace {

std::unique_ptr<Session> TwoHumansAtTrim(uint64_t seed) {
  std::vector<Seat> seats = {{"Ann", false, ""}, {"Ben", false, ""}};
  std::string error;
  auto session = Session::Create({"trim-the-tree", {}, seats, seed}, &error);
  EXPECT_NE(session, nullptr) << error;
  session->ResolveChance();
  return session;
}

// Frames of 16 ms, each thinking for at most `budget` seconds, until the hint is ready.
int FramesUntilHint(SessionDriver& driver, double budget) {
  int frames = 0;
  while (!driver.hint() && driver.HintThinking() && frames < 100000) {
    driver.Tick(frames * 0.016, budget);
    ++frames;
  }
  return frames;
}

TEST(SessionDriver, HintIsTheHardBotsMoveThoughtInSlices) {
  SessionDriver driver(TwoHumansAtTrim(5));
  ASSERT_TRUE(driver.session().HumanToMove());
  auto hard = MakeBot("trim-the-tree", kHintBotLevel);
  ASSERT_NE(hard, nullptr);
  const Action expected = ChooseAction(*hard, driver.session().state(), driver.session().BotSeed());

  driver.RequestHint();
  EXPECT_TRUE(driver.HintThinking());
  const int frames = FramesUntilHint(driver, 0.002);
  ASSERT_TRUE(driver.hint().has_value());
  EXPECT_GT(frames, 1) << "the Hard bot's hint should take more than one 2 ms slice";
  EXPECT_EQ(*driver.hint(), expected);
  EXPECT_FALSE(driver.hint_reason().empty());
  EXPECT_FALSE(driver.HintThinking());
  // Asking again for the same position changes nothing.
  driver.RequestHint();
  EXPECT_EQ(*driver.hint(), expected);
}

TEST(SessionDriver, AMoveDropsTheHint) {
  SessionDriver driver(TwoHumansAtTrim(8));
  driver.RequestHint();
  FramesUntilHint(driver, 1.0);
  ASSERT_TRUE(driver.hint().has_value());
  ASSERT_TRUE(driver.ApplyHuman(*driver.hint(), 5.0).ok());
  EXPECT_FALSE(driver.hint().has_value());
  EXPECT_FALSE(driver.HintThinking());
  EXPECT_TRUE(driver.hint_reason().empty());
}

TEST(SessionDriver, NoHintWhileABotIsToMove) {
  std::vector<Seat> seats = {{"Holly", true, "easy"}, {"Ann", false, ""}};
  std::string error;
  auto session = Session::Create({"trim-the-tree", {}, seats, 4}, &error);
  ASSERT_NE(session, nullptr) << error;
  session->ResolveChance();
  SessionDriver driver(std::move(session));
  ASSERT_TRUE(driver.BotToMove());
  driver.RequestHint();
  EXPECT_FALSE(driver.HintThinking());
  EXPECT_FALSE(driver.hint().has_value());
}

// Ticks at one instant `now` with a generous thinking budget until the bot has moved (or a
// few tries have passed); returns whether it moved.
bool BotMovesAt(SessionDriver& driver, double now) {
  for (int tick = 0; tick < 50; ++tick) {
    if (driver.Tick(now, 1.0)) return true;
  }
  return false;
}

std::unique_ptr<Session> EasyBotFirstAtTrim() {
  std::vector<Seat> seats = {{"Holly", true, "easy"}, {"Ann", false, ""}};
  std::string error;
  auto session = Session::Create({"trim-the-tree", {}, seats, 4}, &error);
  EXPECT_NE(session, nullptr) << error;
  session->ResolveChance();
  return session;
}

TEST(SessionDriver, ABotWaitsAMomentSoItsMoveCanBeSeen) {
  SessionDriver driver(EasyBotFirstAtTrim());
  ASSERT_TRUE(driver.BotToMove());
  EXPECT_FALSE(BotMovesAt(driver, 10.0)) << "the table should show a moment before the bot moves";
  EXPECT_TRUE(BotMovesAt(driver, 10.0 + SessionDriver::kBotDelay + 0.01));
}

TEST(SessionDriver, PauseScaleZeroLetsTheBotMoveAtOnce) {
  SessionDriver driver(EasyBotFirstAtTrim());
  driver.set_pause_scale(0);
  ASSERT_TRUE(driver.BotToMove());
  EXPECT_TRUE(BotMovesAt(driver, 10.0));
}

std::unique_ptr<Session> TwoEasyBotsAtMfct() {
  std::vector<Seat> seats = {{"Holly", true, "easy"}, {"Ivy", true, "easy"}};
  std::string error;
  auto session = Session::Create({"my-first-christmas-tree", {}, seats, 11}, &error);
  EXPECT_NE(session, nullptr) << error;
  session->ResolveChance();
  return session;
}

// Moves of the history made by `player` (chance has player -1 and is left out).
int MovesBy(const Session& session, size_t from, int player) {
  int count = 0;
  for (size_t i = from; i < session.history().size(); ++i) {
    if (session.history()[i].player == player) ++count;
  }
  return count;
}

TEST(SessionDriver, WithoutPausesABotPlaysItsWholeTurnInOneFrameAndStopsAtTheNextPlayer) {
  SessionDriver driver(TwoEasyBotsAtMfct());
  driver.set_pause_scale(0);
  const int mover = driver.session().state().CurrentPlayer();
  ASSERT_GE(mover, 0);
  const size_t before = driver.session().history().size();
  ASSERT_TRUE(driver.Tick(10.0, 1.0));
  // A turn of this game is several moves (take, play, end...): all of them, and no more.
  EXPECT_GE(MovesBy(driver.session(), before, mover), 2);
  EXPECT_EQ(MovesBy(driver.session(), before, 1 - mover), 0);
  EXPECT_NE(driver.session().state().CurrentPlayer(), mover);
}

TEST(SessionDriver, WithPausesABotMakesOneMoveAFrame) {
  SessionDriver driver(TwoEasyBotsAtMfct());
  double now = 10.0;
  driver.Tick(now, 1.0);  // the table shows a moment first
  for (int frame = 0; frame < 5; ++frame) {
    now += SessionDriver::kBotDelay + 0.01;
    const size_t before = driver.session().history().size();
    ASSERT_TRUE(driver.Tick(now, 1.0));
    EXPECT_EQ(MovesBy(driver.session(), before, 0) + MovesBy(driver.session(), before, 1), 1);
  }
}

}  // namespace
}  // namespace tinsel::app
