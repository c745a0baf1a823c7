// The guided first games (tinsel/lesson.h): every game's lesson (core/games/<game>/lesson.json)
// is valid (each scripted move, and every choice with the rest after it, legal at its step; the
// seed deals the lesson's deal; the script reaches its end) and teaches the rules listed for
// it; the validator refuses what is broken, naming the step.
#include "tinsel/lesson.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <fstream>
#include <map>
#include <set>
#include <sstream>

#include "game_files.h"
#include "test_support.h"
#include "tinsel/registry.h"

namespace tinsel {
namespace {

// Where `game_id`'s lesson is: its manifest's folder (GameEntry::folder).
std::string LessonPath(const std::string& game_id) {
  return testing::GameFolder(game_id) + "/lesson.json";
}

std::string ReadFile(const std::string& path) {
  std::ifstream file(path);
  std::stringstream text;
  text << file.rdbuf();
  return text.str();
}

class EveryGameLesson : public ::testing::TestWithParam<std::string> {};

TEST_P(EveryGameLesson, IsValidReachesItsEndAndTeachesEveryListedRule) {
  const std::string text = ReadFile(LessonPath(GetParam()));
  ASSERT_FALSE(text.empty()) << "no lesson at " << LessonPath(GetParam());
  Lesson lesson;
  const Status parsed = ParseLesson(text, &lesson);
  ASSERT_TRUE(parsed.ok()) << parsed.message();
  EXPECT_EQ(lesson.game_id, GetParam());
  const Status valid = ValidateLesson(lesson);
  EXPECT_TRUE(valid.ok()) << valid.message();
  const std::vector<std::string> taught = LessonTopics(lesson);
  for (const std::string& topic : FindGame(GetParam())->lesson_topics) {
    EXPECT_TRUE(std::find(taught.begin(), taught.end(), topic) != taught.end())
        << GetParam() << "'s lesson never teaches " << topic;
  }
  // The learner makes moves, and every other seat's move says what happened.
  int learner_moves = 0;
  std::string error;
  std::unique_ptr<Session> session = StartLesson(lesson, &error);
  ASSERT_NE(session, nullptr) << error;
  for (int step = 0; step < static_cast<int>(lesson.steps.size()); ++step) {
    const LessonStep& s = lesson.steps[step];
    if (s.move.empty()) continue;
    if (session->state().CurrentPlayer() == kLearnerSeat) {
      ++learner_moves;
    } else {
      EXPECT_FALSE(s.why.empty()) << "step " << step + 1 << ": another seat's move unexplained";
    }
    ASSERT_TRUE(PlayLessonMove(lesson, step, s.move, *session).ok());
  }
  EXPECT_GE(learner_moves, 4) << "a lesson is learnt by playing";
}

INSTANTIATE_TEST_SUITE_P(Registered, EveryGameLesson,
                         ::testing::ValuesIn(testing_support::GameIds()),
                         testing_support::TestNameOf);

// The rules each game's lesson must teach (issue: "Learn by playing") are in its manifest.
TEST(LessonRegistry, EveryRegisteredGameHasItsListOfRules) {
  for (const GameEntry& entry : Registry()) {
    EXPECT_FALSE(entry.lesson_topics.empty()) << entry.game->Id();
  }
}

// A small lesson of My First Christmas Tree built here: the validator's refusals.
class LessonValidator : public ::testing::Test {
 protected:
  void SetUp() override {
    lesson_.game_id = "my-first-christmas-tree";
    lesson_.title = "test";
    lesson_.setup = {
        "my-first-christmas-tree", {}, {{"You", false, ""}, {"Holly", true, "easy"}}, 7};
    lesson_.end = "done";
    std::string error;
    start_ = StartLesson(lesson_, &error);
    ASSERT_NE(start_, nullptr) << error;
    lesson_.deal = LessonDealDigest(*start_);
  }
  // The text of a legal move of the seat to move, and of one that is not.
  std::string LegalText(const Session& session, size_t index = 0) const {
    const State& state = session.state();
    const std::vector<Action> legal = state.LegalActions();
    return state.ActionToString(state.CurrentPlayer(), legal[std::min(index, legal.size() - 1)]);
  }
  Lesson lesson_;
  std::unique_ptr<Session> start_;
};

TEST_F(LessonValidator, AScriptOfLegalMovesIsValid) {
  lesson_.steps.push_back({"Hello.", "", {}, "", "", "", {"pool"}});
  lesson_.steps.push_back({"Take this.", LegalText(*start_), {}, "", "Because.", "", {}});
  EXPECT_TRUE(ValidateLesson(lesson_).ok()) << ValidateLesson(lesson_).message();
  EXPECT_EQ(LessonTopics(lesson_), std::vector<std::string>{"pool"});
}

TEST_F(LessonValidator, AnIllegalMoveIsRefusedNamingItsStep) {
  lesson_.steps.push_back({"Hello.", "", {}, "", "", "", {}});
  lesson_.steps.push_back({"Play this.", "take a snowman", {}, "", "", "", {}});
  const Status refused = ValidateLesson(lesson_);
  EXPECT_FALSE(refused.ok());
  EXPECT_NE(refused.message().find("step 2"), std::string::npos) << refused.message();
}

TEST_F(LessonValidator, ADifferentDealIsRefused) {
  lesson_.steps.push_back({"Hello.", "", {}, "", "", "", {}});
  lesson_.setup.seed = 8;
  const Status refused = ValidateLesson(lesson_);
  EXPECT_FALSE(refused.ok());
  EXPECT_NE(refused.message().find("deals"), std::string::npos) << refused.message();
}

TEST_F(LessonValidator, AChoiceThatBreaksTheRestOfTheScriptIsRefused) {
  std::string error;
  std::unique_ptr<Session> base = StartLesson(lesson_, &error);
  // The choice is the learner's: the other seat's opening move first, if it opens.
  while (base->state().CurrentPlayer() != kLearnerSeat) {
    const std::string opening = LegalText(*base);
    lesson_.steps.push_back({"", opening, {}, "", "Holly moved.", "", {}});
    ASSERT_TRUE(base->ApplyText(opening).ok());
    base->ResolveChance();
  }
  ASSERT_EQ(base->state().CurrentPlayer(), kLearnerSeat);
  const std::string first = LegalText(*base, 0);
  const std::string other = LegalText(*base, 1);
  ASSERT_NE(first, other);
  auto after = [&](const std::string& move) {
    std::string e;
    std::unique_ptr<Session> s = Session::Create(lesson_.setup, &e);
    EXPECT_TRUE(s->Replay(base->HistoryTexts()).ok());
    EXPECT_TRUE(s->ApplyText(move).ok());
    s->ResolveChance();
    return s;
  };
  const std::unique_ptr<Session> after_first = after(first);
  const std::unique_ptr<Session> after_other = after(other);
  // A move legal after `first` that is not legal after `other`.
  std::string next;
  const State& state = after_first->state();
  for (const Action action : state.LegalActions()) {
    const std::string text = state.ActionToString(state.CurrentPlayer(), action);
    const State& o = after_other->state();
    const std::optional<Action> there = o.StringToAction(o.CurrentPlayer(), text);
    const std::vector<Action> legal = o.LegalActions();
    if (!there || std::find(legal.begin(), legal.end(), *there) == legal.end()) {
      next = text;
      break;
    }
  }
  ASSERT_FALSE(next.empty()) << "no move tells the two branches apart";
  lesson_.steps.push_back({"Choose.", first, {}, "", "", "", {}});
  lesson_.steps.push_back({"Then.", next, {}, "", "Why.", "", {}});
  EXPECT_TRUE(ValidateLesson(lesson_).ok()) << ValidateLesson(lesson_).message();
  lesson_.steps[lesson_.steps.size() - 2].also = {other};
  const Status refused = ValidateLesson(lesson_);
  EXPECT_FALSE(refused.ok());
  EXPECT_NE(refused.message().find("after \"" + other + "\""), std::string::npos)
      << refused.message();
}

TEST(LessonParse, DamagedTextIsRefusedInWords) {
  Lesson lesson;
  lesson.title = "kept";
  for (const std::string text :
       {"", "[]", "{\"game\":\"trim-the-tree\"}", "{\"game\":\"x\",\"title\":\"t\",\"seed\":-1}",
        "{\"game\":\"x\",\"title\":\"t\",\"seed\":1,\"seats\":[{}],\"steps\":[{}]}",
        "{\"game\":\"x\",\"title\":\"t\",\"seed\":1,\"seats\":[{\"name\":\"a\"}],\"steps\":[]}",
        "{\"game\":\"x\",\"title\":\"t\",\"seed\":1,\"options\":{\"a\":1},\"seats\":[{\"name\":"
        "\"a\"}],\"steps\":[{}]}"}) {
    const Status refused = ParseLesson(text, &lesson);
    EXPECT_FALSE(refused.ok()) << text;
    EXPECT_FALSE(refused.message().empty());
    EXPECT_EQ(lesson.title, "kept") << "a refused lesson changes nothing";
  }
}

TEST(LessonParse, AnUnknownGameIsRefusedByTheValidator) {
  Lesson lesson;
  ASSERT_TRUE(ParseLesson("{\"game\":\"chess\",\"title\":\"t\",\"seed\":1,\"seats\":[{\"name\":"
                          "\"a\"}],\"steps\":[{\"say\":\"hi\"}],\"end\":\"e\"}",
                          &lesson)
                  .ok());
  const Status refused = ValidateLesson(lesson);
  EXPECT_FALSE(refused.ok());
  EXPECT_NE(refused.message().find("setup"), std::string::npos) << refused.message();
}

}  // namespace
}  // namespace tinsel
