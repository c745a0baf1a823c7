// Tests of clearing saved games in bulk (imgui_app/model/saves/save_cleanup.*): finished games, and
// unfinished ones not played for more than kOldGameDays. ImGui-free code only.

#include "model/saves/save_cleanup.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <map>

#include "memory_storage.h"
#include "tinsel/bot.h"
#include "tinsel/registry.h"

namespace tinsel::app {
namespace {

using testing::MemoryStorage;

const char* const kNow = "2026-12-24T18:00:00Z";

// A two-seat Trim the Tree game after `moves` random decisions, or played to its end when
// `moves` is negative.
std::unique_ptr<Session> TrimGame(uint64_t seed, int moves) {
  std::vector<Seat> seats = {{"Ann", false, ""}, {"Holly", true, "greedy"}};
  std::string error;
  auto session = Session::Create({"trim-the-tree", {}, seats, seed, 1}, &error);
  EXPECT_NE(session, nullptr) << error;
  session->ResolveChance();
  RandomBot bot;
  for (int i = 0; (moves < 0 || i < moves) && !session->state().IsTerminal(); ++i) {
    EXPECT_TRUE(session->Apply(ChooseAction(bot, session->state(), session->BotSeed())).ok());
    session->ResolveChance();
  }
  return session;
}

// A summary as the list shows it, last played `updated`.
SlotSummary Row(const std::string& slot, bool over, const std::string& updated) {
  SlotSummary row;
  row.slot = slot;
  row.over = over;
  row.updated = updated;
  return row;
}

// `days` days before kNow, to the second.
std::string DaysBeforeNow(int days) {
  // Counted back from kNow by hand.
  static const std::map<int, std::string> dates = {
      {0, "2026-12-24T18:00:00Z"},  {29, "2026-11-25T18:00:00Z"}, {30, "2026-11-24T18:00:00Z"},
      {31, "2026-11-23T18:00:00Z"}, {35, "2026-11-19T18:00:00Z"}, {90, "2026-09-25T18:00:00Z"},
      {800, "2024-10-15T18:00:00Z"}};
  return dates.at(days);
}

TEST(SaveCleanup, SecondsBetweenReadsTheSavesDates) {
  EXPECT_EQ(SecondsBetween("2026-12-24T18:00:00Z", "2026-12-24T18:00:01Z"), 1);
  EXPECT_EQ(SecondsBetween(DaysBeforeNow(29), kNow), 29LL * 86400);
  EXPECT_EQ(SecondsBetween(DaysBeforeNow(31), kNow), 31LL * 86400);
  EXPECT_EQ(SecondsBetween(DaysBeforeNow(800), kNow), 800LL * 86400);
  EXPECT_EQ(SecondsBetween("2026-02-28T12:00:00Z", "2026-03-01T12:00:00Z"), 86400);
  EXPECT_FALSE(SecondsBetween("", kNow).has_value());
  EXPECT_FALSE(SecondsBetween("unknown date", kNow).has_value());
  EXPECT_FALSE(SecondsBetween("2026-02-30T12:00:00Z", kNow).has_value());
}

TEST(SaveCleanup, OldMeansUnfinishedAndNotPlayedForMoreThanTheLimit) {
  ASSERT_EQ(kOldGameDays, 30);
  EXPECT_FALSE(IsOldGame(Row("a", false, DaysBeforeNow(29)), kNow));
  EXPECT_FALSE(IsOldGame(Row("a", false, DaysBeforeNow(30)), kNow)) << "more than the limit";
  EXPECT_TRUE(IsOldGame(Row("a", false, DaysBeforeNow(31)), kNow));
  EXPECT_FALSE(IsOldGame(Row("a", true, DaysBeforeNow(90)), kNow)) << "finished is not old";
  EXPECT_FALSE(IsOldGame(Row("a", false, "unknown date"), kNow)) << "no date, no judgement";

  const std::vector<SlotSummary> list = {Row("29", false, DaysBeforeNow(29)),
                                         Row("31", false, DaysBeforeNow(31)),
                                         Row("90", false, DaysBeforeNow(90))};
  EXPECT_EQ(ClearCandidates(list, ClearKind::kOld, kNow), (std::vector<std::string>{"31", "90"}));
}

TEST(SaveCleanup, UnknownOrUnsavedGamesAreNeverCandidates) {
  SlotSummary damaged = Row("damaged", true, DaysBeforeNow(90));
  damaged.damaged = true;
  SlotSummary newer = Row("newer", true, DaysBeforeNow(90));
  newer.cannot_open = "Made by a newer Tinsel.";
  SlotSummary in_memory = Row("memory", true, DaysBeforeNow(90));
  in_memory.unsaved = "the storage is full";
  for (const SlotSummary& row : {damaged, newer, in_memory}) {
    SlotSummary unfinished = row;
    unfinished.over = false;
    EXPECT_TRUE(ClearCandidates({row}, ClearKind::kFinished, kNow).empty()) << row.slot;
    EXPECT_TRUE(ClearCandidates({unfinished}, ClearKind::kOld, kNow).empty()) << row.slot;
  }
}

TEST(SaveCleanup, NotPlayedForSaysHowLongInWords) {
  EXPECT_EQ(NotPlayedFor(Row("a", false, DaysBeforeNow(29)), kNow), "");
  EXPECT_EQ(NotPlayedFor(Row("a", false, DaysBeforeNow(31)), kNow), "Not played for 4 weeks");
  EXPECT_EQ(NotPlayedFor(Row("a", false, DaysBeforeNow(35)), kNow), "Not played for 5 weeks");
  EXPECT_EQ(NotPlayedFor(Row("a", false, DaysBeforeNow(90)), kNow), "Not played for 3 months");
  EXPECT_EQ(NotPlayedFor(Row("a", false, DaysBeforeNow(800)), kNow), "Not played for 2 years");
  EXPECT_EQ(NotPlayedFor(Row("a", true, DaysBeforeNow(90)), kNow), "");
}

// A library holding two finished games, a fresh unfinished one and an old unfinished one.
class SaveCleanupLibrary : public ::testing::Test {
 protected:
  void SetUp() override {
    Put("done-1", TrimGame(1, -1), DaysBeforeNow(0));
    Put("done-2", TrimGame(2, -1), DaysBeforeNow(90));
    Put("fresh", TrimGame(3, 4), DaysBeforeNow(29));
    Put("old", TrimGame(4, 4), DaysBeforeNow(31));
  }
  void Put(const std::string& slot, std::unique_ptr<Session> session, const std::string& when) {
    ASSERT_TRUE(library_.Write(slot, *session, {when, when}).ok());
  }
  std::vector<std::string> Slots() {
    std::vector<std::string> slots;
    for (const SlotSummary& save : library_.List()) slots.push_back(save.slot);
    std::sort(slots.begin(), slots.end());
    return slots;
  }

  MemoryStorage storage_;
  SaveLibrary library_{storage_};
};

TEST_F(SaveCleanupLibrary, ListingCandidatesDeletesNothing) {
  const std::vector<SlotSummary> list = library_.List();
  std::vector<std::string> finished = ClearCandidates(list, ClearKind::kFinished, kNow);
  std::sort(finished.begin(), finished.end());
  EXPECT_EQ(finished, (std::vector<std::string>{"done-1", "done-2"}));
  EXPECT_EQ(ClearCandidates(list, ClearKind::kOld, kNow), (std::vector<std::string>{"old"}));
  // Only the confirmation's ClearSaves removes: listing left all four.
  EXPECT_EQ(Slots(), (std::vector<std::string>{"done-1", "done-2", "fresh", "old"}));
}

TEST_F(SaveCleanupLibrary, ClearingFinishedGamesRemovesExactlyTheFinishedOnes) {
  const std::vector<std::string> finished =
      ClearCandidates(library_.List(), ClearKind::kFinished, kNow);
  int removed = -1;
  ASSERT_TRUE(ClearSaves(library_, finished, ClearKind::kFinished, kNow, &removed).ok());
  EXPECT_EQ(removed, 2);
  EXPECT_EQ(Slots(), (std::vector<std::string>{"fresh", "old"}));
  EXPECT_FALSE(storage_.Get("tinsel/slot/done-1").has_value());
  EXPECT_FALSE(storage_.Get("tinsel/slot/done-2").has_value());
}

TEST_F(SaveCleanupLibrary, ClearingOldGamesRemovesOnlyTheOldUnfinishedOnes) {
  const std::vector<std::string> old = ClearCandidates(library_.List(), ClearKind::kOld, kNow);
  ASSERT_TRUE(ClearSaves(library_, old, ClearKind::kOld, kNow).ok());
  EXPECT_EQ(Slots(), (std::vector<std::string>{"done-1", "done-2", "fresh"}));
}

TEST_F(SaveCleanupLibrary, OnlyConfirmedSlotsThatStillQualifyGo) {
  int removed = -1;
  // Not confirmed: kept, though finished.
  ASSERT_TRUE(ClearSaves(library_, {"done-1"}, ClearKind::kFinished, kNow, &removed).ok());
  EXPECT_EQ(removed, 1);
  EXPECT_EQ(Slots(), (std::vector<std::string>{"done-2", "fresh", "old"}));
  // Confirmed but not (or no longer) of that kind: an unfinished game is never touched.
  ASSERT_TRUE(ClearSaves(library_, {"fresh", "old"}, ClearKind::kFinished, kNow, &removed).ok());
  EXPECT_EQ(removed, 0);
  ASSERT_TRUE(ClearSaves(library_, {"fresh", "done-2"}, ClearKind::kOld, kNow, &removed).ok());
  EXPECT_EQ(removed, 0);
  // The old game played again (in another tab) after it was offered: kept.
  Put("old", TrimGame(4, 5), DaysBeforeNow(0));
  ASSERT_TRUE(ClearSaves(library_, {"old"}, ClearKind::kOld, kNow, &removed).ok());
  EXPECT_EQ(removed, 0);
  EXPECT_EQ(Slots(), (std::vector<std::string>{"done-2", "fresh", "old"}));
}

}  // namespace
}  // namespace tinsel::app
