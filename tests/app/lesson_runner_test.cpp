// The lesson as the learner plays it (imgui_app/model/play/lesson_runner.*): words one step at a
// time, the asked move ringed, another move refused kindly with the game untouched, the other
// seats' moves played a moment later, the place kept and resumed, the end.
#include "model/play/lesson_runner.h"

#include <gtest/gtest.h>

#include "memory_storage.h"

namespace tinsel::app {
namespace {

// A short lesson of My First Christmas Tree: words, the learner's move (with a choice), the
// other seat's move, the learner again.
class LessonRunnerTest : public ::testing::Test {
 protected:
  void SetUp() override {
    lesson_.game_id = "my-first-christmas-tree";
    lesson_.title = "test";
    lesson_.end = "You know the game.";
    // A seed where the learner opens.
    std::string error;
    for (uint64_t seed = 1;; ++seed) {
      lesson_.setup = {
          "my-first-christmas-tree", {}, {{"You", false, ""}, {"Holly", true, "easy"}}, seed};
      start_ = StartLesson(lesson_, &error);
      ASSERT_NE(start_, nullptr) << error;
      if (start_->state().CurrentPlayer() == kLearnerSeat) break;
    }
    lesson_.deal = LessonDealDigest(*start_);
    const State& state = start_->state();
    legal_ = state.LegalActions();
    ASSERT_GE(legal_.size(), 3u);
    asked_ = state.ActionToString(kLearnerSeat, legal_[0]);
    choice_ = state.ActionToString(kLearnerSeat, legal_[1]);
    lesson_.steps.push_back({"Welcome.", "", {}, "", "", "", {"pool"}});
    lesson_.steps.push_back(
        {"Take a card.", asked_, {choice_}, "Look at the pool.", "Good.", "", {}});
    // The other seat's reply after the scripted move; after the choice it must be legal too.
    auto after = [&](const std::string& move) {
      std::unique_ptr<Session> s = Session::Create(lesson_.setup, &error);
      EXPECT_TRUE(s->Replay(start_->HistoryTexts()).ok());
      EXPECT_TRUE(s->ApplyText(move).ok());
      s->ResolveChance();
      return s;
    };
    // Play on with the learner's moves until Holly is to move (a turn may have several steps).
    std::unique_ptr<Session> s = after(asked_);
    while (s->state().CurrentPlayer() == kLearnerSeat) {
      const std::string text =
          s->state().ActionToString(kLearnerSeat, s->state().LegalActions().back());
      lesson_.steps.push_back({"Go on.", text, {}, "", "", "", {}});
      ASSERT_TRUE(s->ApplyText(text).ok());
      s->ResolveChance();
    }
    holly_ = s->state().ActionToString(1, s->state().LegalActions().back());
    lesson_.steps.push_back({"", holly_, {}, "", "Holly took a card.", "", {}});
  }
  Lesson lesson_;
  std::unique_ptr<Session> start_;
  std::vector<Action> legal_;
  std::string asked_, choice_, holly_;
  testing::MemoryStorage storage_;
};

TEST_F(LessonRunnerTest, WordsThenTheAskedMoveRingedThenWhy) {
  std::string error;
  auto runner = LessonRunner::Start(lesson_, &storage_, &error);
  ASSERT_NE(runner, nullptr) << error;
  EXPECT_EQ(runner->phase(), LessonRunner::Phase::kRead);
  EXPECT_EQ(runner->words(), "Welcome.");
  EXPECT_FALSE(runner->TryMove(legal_[0], 0).ok());  // not asked yet
  ASSERT_TRUE(runner->Next(0).ok());
  EXPECT_EQ(runner->phase(), LessonRunner::Phase::kYourMove);
  EXPECT_EQ(runner->Light(), legal_[0]);
  EXPECT_EQ(runner->AskedMove(), asked_);
  EXPECT_FALSE(runner->Next(0).ok());  // a move is asked for

  // Another move: a kind sentence, the game untouched.
  const size_t before = runner->session().history().size();
  const Status refused = runner->TryMove(legal_[2], 0);
  EXPECT_FALSE(refused.ok());
  EXPECT_EQ(runner->feedback(), "Look at the pool.");
  EXPECT_EQ(runner->session().history().size(), before);
  EXPECT_EQ(runner->phase(), LessonRunner::Phase::kYourMove);

  ASSERT_TRUE(runner->TryMove(legal_[0], 0).ok());
  EXPECT_EQ(runner->phase(), LessonRunner::Phase::kWhy);
  EXPECT_EQ(runner->words(), "Good.");
  EXPECT_TRUE(runner->feedback().empty());
  EXPECT_GT(runner->session().history().size(), before);
}

// The coach's words are read in the chosen language, also after the language changes while a
// step is shown: the lesson keeps its English words, the catalogs' messages.
TEST_F(LessonRunnerTest, TheWordsAreReadInTheLanguageChosenNow) {
  std::string error;
  auto runner = LessonRunner::Start(lesson_, &storage_, &error);
  ASSERT_NE(runner, nullptr) << error;
  EXPECT_EQ(runner->words(), "Welcome.");
  EXPECT_EQ(runner->title(), "test");
  UseCatalog(std::make_shared<const MessageCatalog>(PseudoCatalog()));
  EXPECT_EQ(runner->words(), Pseudo("Welcome."));
  EXPECT_EQ(runner->title(), Pseudo("test"));
  ASSERT_TRUE(runner->Next(0).ok());
  EXPECT_FALSE(runner->TryMove(legal_[2], 0).ok());
  EXPECT_EQ(runner->feedback(), Pseudo("Look at the pool."));
  UseCatalog(nullptr);
  EXPECT_EQ(runner->feedback(), "Look at the pool.");
}

TEST_F(LessonRunnerTest, AChoiceTheStepAllowsIsAccepted) {
  std::string error;
  auto runner = LessonRunner::Start(lesson_, &storage_, &error);
  ASSERT_TRUE(runner->Next(0).ok());
  EXPECT_TRUE(runner->TryMove(legal_[1], 0).ok());
  EXPECT_EQ(runner->phase(), LessonRunner::Phase::kWhy);
}

TEST_F(LessonRunnerTest, TheOtherSeatMovesAMomentLaterThenTheLessonEnds) {
  std::string error;
  auto runner = LessonRunner::Start(lesson_, &storage_, &error);
  ASSERT_TRUE(runner->Next(0).ok());
  ASSERT_TRUE(runner->TryMove(legal_[0], 0).ok());
  ASSERT_TRUE(runner->Next(1).ok());
  while (runner->phase() == LessonRunner::Phase::kYourMove) {
    const std::optional<Action> light = runner->Light();
    ASSERT_TRUE(light.has_value());
    ASSERT_TRUE(runner->TryMove(*light, 1).ok());
  }
  ASSERT_EQ(runner->phase(), LessonRunner::Phase::kOthersMove);
  EXPECT_EQ(runner->words(), "Holly's turn.");
  EXPECT_FALSE(runner->Tick(1.1));  // not yet: a moment after
  EXPECT_TRUE(runner->Tick(1 + LessonRunner::kOthersDelay));
  EXPECT_EQ(runner->phase(), LessonRunner::Phase::kWhy);
  EXPECT_EQ(runner->words(), "Holly took a card.");
  ASSERT_TRUE(runner->Next(3).ok());
  EXPECT_EQ(runner->phase(), LessonRunner::Phase::kEnd);
  EXPECT_EQ(runner->words(), "You know the game.");
  EXPECT_TRUE(LessonRunner::Finished(storage_, lesson_.game_id));
}

TEST_F(LessonRunnerTest, ALessonLeftIsResumedWhereItWasWithTheChoiceMade) {
  std::string error;
  {
    auto runner = LessonRunner::Start(lesson_, &storage_, &error);
    ASSERT_TRUE(runner->Next(0).ok());
    ASSERT_TRUE(runner->TryMove(legal_[1], 0).ok());  // the choice, then left during "why"
  }
  EXPECT_TRUE(LessonRunner::Started(storage_, lesson_.game_id));
  EXPECT_FALSE(LessonRunner::Finished(storage_, lesson_.game_id));
  auto resumed = LessonRunner::Start(lesson_, &storage_, &error);
  ASSERT_NE(resumed, nullptr) << error;
  EXPECT_EQ(resumed->step(), 2);
  EXPECT_EQ(resumed->session().HistoryTexts()[start_->history().size()], choice_);
  resumed->Restart(0);
  EXPECT_EQ(resumed->step(), 0);
  EXPECT_EQ(resumed->session().history().size(), start_->history().size());
}

TEST_F(LessonRunnerTest, DamagedProgressStartsOver) {
  std::string error;
  for (const std::string damaged : {"{\"step\":\"x\",\"moves\":7}", "[1]",
                                    "{\"step\":2,"
                                    "\"moves\":[\"nonsense\"]}"}) {
    storage_.values()[std::string(LessonRunner::kProgressPrefix) + lesson_.game_id] = damaged;
    auto runner = LessonRunner::Start(lesson_, &storage_, &error);
    ASSERT_NE(runner, nullptr) << error;
    EXPECT_EQ(runner->step(), 0) << damaged;
  }
}

TEST_F(LessonRunnerTest, ALessonWhoseDealIsNotItsSeedsIsRefused) {
  lesson_.deal = "0000";
  std::string error;
  EXPECT_EQ(LessonRunner::Start(lesson_, &storage_, &error), nullptr);
  EXPECT_FALSE(error.empty());
}

}  // namespace
}  // namespace tinsel::app
