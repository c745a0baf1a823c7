// SearchRequestWriter (model/bots/search_request_writer.h): the one way a pool asks its workers,
// web workers and desktop threads alike. The whole save first; then follow-ups with only the moves
// since, as long as the workers hold a start of the same game; the whole save again for another
// line of play (an undo), another game, or once a worker said it needs it. And the desktop's
// ThreadSearchPool asks that way: its second search is a follow-up whose move is the one the whole
// save gives.
#include "model/bots/search_request_writer.h"

#include <gtest/gtest.h>

#include <chrono>
#include <memory>
#include <nlohmann/json.hpp>
#include <string>
#include <thread>

#include "model/bots/thread_search_pool.h"
#include "tinsel/search_request.h"

namespace tinsel::app {
namespace {

std::unique_ptr<Session> TwoHumansAtTrim(uint64_t seed) {
  std::string error;
  auto session = Session::Create(
      {"trim-the-tree", {}, {{"Ann", false, ""}, {"Ben", false, ""}}, seed}, &error);
  EXPECT_NE(session, nullptr) << error;
  session->ResolveChance();
  return session;
}

// Plays the first legal move and the chance after it.
void PlayFirstLegal(Session& session) {
  ASSERT_TRUE(session.Apply(session.state().LegalActions().front()).ok());
  session.ResolveChance();
}

bool IsFollowUp(const std::string& request) {
  return nlohmann::json::parse(request).contains("base");
}

TEST(SearchRequestWriter, TheWholeSaveFirstThenOnlyTheMovesSince) {
  auto session = TwoHumansAtTrim(3);
  SearchRequestWriter writer;
  const std::string first = writer.Write(*session, "hard");
  EXPECT_FALSE(IsFollowUp(first));
  EXPECT_FALSE(writer.last_was_follow_up());
  const size_t held = session->history().size();
  PlayFirstLegal(*session);
  const std::string next = writer.Write(*session, "hard");
  ASSERT_TRUE(IsFollowUp(next));
  const nlohmann::json json = nlohmann::json::parse(next);
  EXPECT_EQ(json["base"].get<size_t>(), held);
  EXPECT_EQ(json["moves"].size(), session->history().size() - held);
  EXPECT_LT(next.size(), first.size());
}

TEST(SearchRequestWriter, AnotherLineAnotherGameOrForgetSendTheWholeSaveAgain) {
  auto session = TwoHumansAtTrim(3);
  SearchRequestWriter writer;
  PlayFirstLegal(*session);
  writer.Write(*session, "hard");
  // The same game, where another move was played (what an undo and a new move leave).
  auto other_line = TwoHumansAtTrim(3);
  ASSERT_EQ(other_line->chance_seed(), session->chance_seed());
  ASSERT_GT(other_line->state().LegalActions().size(), 1u);
  ASSERT_TRUE(other_line->Apply(other_line->state().LegalActions()[1]).ok());
  other_line->ResolveChance();
  EXPECT_FALSE(IsFollowUp(writer.Write(*other_line, "hard"))) << "another line";
  EXPECT_TRUE(IsFollowUp(writer.Write(*other_line, "hard")));
  auto other = TwoHumansAtTrim(4);
  EXPECT_FALSE(IsFollowUp(writer.Write(*other, "hard"))) << "another game";
  writer.Forget();
  EXPECT_FALSE(IsFollowUp(writer.Write(*other, "hard"))) << "after Forget";
  EXPECT_FALSE(IsFollowUp(writer.Write(*other, "hard", /*whole=*/true))) << "asked for whole";
}

TEST(SearchRequestWriter, AFollowUpAnswersAsTheWholeSaveDoes) {
  auto session = TwoHumansAtTrim(6);
  SearchRequestWriter writer;
  SearchWorkerGame worker;
  ASSERT_NE(worker.Answer(writer.Write(*session, "hard"), 0), "");
  PlayFirstLegal(*session);
  PlayFirstLegal(*session);
  const std::string follow_up = writer.Write(*session, "hard");
  ASSERT_TRUE(IsFollowUp(follow_up));
  EXPECT_EQ(worker.Answer(follow_up, 0),
            AnswerSearchRequest(MakeSearchRequest(*session, "hard"), 0));
}

// Polls until the job is done; fails the test if it fails.
RootStats Finish(SearchJob& job) {
  RootStats sum;
  std::string error;
  for (;;) {
    const SearchJob::Progress progress = job.Poll(&sum, &error);
    if (progress == SearchJob::Progress::kDone) return sum;
    EXPECT_NE(progress, SearchJob::Progress::kFailed) << error;
    if (progress == SearchJob::Progress::kFailed) return sum;
    std::this_thread::sleep_for(std::chrono::milliseconds(1));
  }
}

TEST(ThreadSearchPool, AsksItsThreadsAsTheBrowserAsksItsWorkers) {
  auto session = TwoHumansAtTrim(8);
  ThreadSearchPool pool(2);
  auto first = pool.Start(*session, "medium");
  ASSERT_NE(first, nullptr);
  Finish(*first);
  EXPECT_FALSE(pool.last_request_was_follow_up());
  PlayFirstLegal(*session);
  auto second = pool.Start(*session, "medium");
  ASSERT_NE(second, nullptr);
  const RootStats kept = Finish(*second);
  EXPECT_TRUE(pool.last_request_was_follow_up());
  // The same search from a fresh pool, sent the whole save.
  ThreadSearchPool fresh(2);
  auto whole = fresh.Start(*session, "medium");
  ASSERT_NE(whole, nullptr);
  const RootStats sent_whole = Finish(*whole);
  EXPECT_FALSE(fresh.last_request_was_follow_up());
  EXPECT_EQ(RootStatsToJson(kept), RootStatsToJson(sent_whole));
}

}  // namespace
}  // namespace tinsel::app
