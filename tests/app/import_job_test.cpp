// An import spread over frames (imgui_app/model/saves/import_job.h): it goes a slice at a time with
// its progress rising, asks about games already here, takes back everything when a write fails
// or when it is cancelled, and carries saves for a newer Tinsel as they are.
#include "model/saves/import_job.h"

#include <gtest/gtest.h>

#include "memory_storage.h"
#include "random_play.h"
#include "tinsel/rng.h"

namespace tinsel::app {
namespace {

using testing::MemoryStorage;

constexpr const char* kNow = "2026-12-26T09:00:00Z";

// A library with `count` games of every registered game, a few moves in.
void SaveGames(SaveLibrary& library, int count, uint64_t seed) {
  for (int i = 0; i < count; ++i) {
    for (const std::string& id : testing::RegisteredGameIds()) {
      const Game& game = *FindGame(id)->game;
      std::vector<bool> bots(testing::TablePlayers(game), true);
      bots[0] = false;
      std::unique_ptr<Session> session = testing::NewSession(id, bots, seed++);
      Rng rng(seed);
      for (int m = 0; m < 8 && testing::PlayRandomMove(*session, rng); ++m) {
      }
      ASSERT_TRUE(library.Write(library.NewSlotId(kNow), *session, {kNow, kNow}).ok());
    }
  }
}

// Runs a job a step per call, checking its progress never goes back; returns the calls made.
int RunStepByStep(ImportJob& job) {
  int calls = 0;
  double progress = -1;
  while (job.phase() == ImportJob::Phase::kReading || job.phase() == ImportJob::Phase::kWriting) {
    job.Work([] { return false; });  // one step each call: a frame's slice at its smallest
    EXPECT_GE(job.progress(), progress);
    progress = job.progress();
    ++calls;
  }
  return calls;
}

TEST(ImportJob, GoesAStepAtATimeWithItsProgressAndWritesTheIndexOnce) {
  MemoryStorage from_storage, to_storage;
  SaveLibrary from(from_storage), to(to_storage);
  SaveGames(from, 5, 3);
  int left_out = 0;
  const std::string file = ExportAll(from, &left_out);
  const size_t games = from.List().size();
  ImportJob job(to, file, kNow);
  EXPECT_EQ(job.ProgressText(), "Opening the file…");
  const int sets_before = to_storage.sets();
  const int calls = RunStepByStep(job);
  ASSERT_EQ(job.phase(), ImportJob::Phase::kDone) << job.outcome();
  // A few steps to check and split the file, one per game read, one per game written, one
  // for the index.
  EXPECT_GE(calls, static_cast<int>(games + games + 1));
  EXPECT_LE(calls, static_cast<int>(games + games + 6));
  EXPECT_EQ(job.outcome(), std::to_string(games) + " games imported.");
  EXPECT_EQ(to.List().size(), games);
  // Every slot once, and the index once (not once per game).
  EXPECT_LE(to_storage.sets() - sets_before, static_cast<int>(games) + 2);
}

TEST(ImportJob, AsksAboutGamesAlreadyHereAndSkipsThem) {
  MemoryStorage storage;
  SaveLibrary library(storage);
  SaveGames(library, 1, 40);
  int left_out = 0;
  const std::string file = ExportAll(library, &left_out);
  const size_t games = library.List().size();
  ImportJob job(library, file, kNow);
  job.Work([] { return true; });
  ASSERT_EQ(job.phase(), ImportJob::Phase::kAsking);
  EXPECT_EQ(job.duplicates(), static_cast<int>(games));
  job.Work([] { return true; });  // nothing happens until the player answers
  EXPECT_EQ(job.phase(), ImportJob::Phase::kAsking);
  job.Answer(/*keep_both=*/false);
  job.Work([] { return true; });
  ASSERT_EQ(job.phase(), ImportJob::Phase::kDone);
  EXPECT_EQ(library.List().size(), games);
}

TEST(ImportJob, AFailedWriteOrACancelLeavesTheSavesAsTheyWere) {
  MemoryStorage from_storage;
  SaveLibrary from(from_storage);
  SaveGames(from, 3, 60);
  int left_out = 0;
  const std::string file = ExportAll(from, &left_out);

  MemoryStorage to_storage;
  SaveLibrary to(to_storage);
  SaveGames(to, 1, 900);
  const auto before = to_storage.values();
  to_storage.set_quota(to_storage.used() + file.size() / 2);  // room for half
  ImportJob failing(to, file, kNow);
  failing.Work([] { return true; });
  ASSERT_EQ(failing.phase(), ImportJob::Phase::kFailed);
  EXPECT_NE(failing.outcome().find("Nothing was imported"), std::string::npos);
  EXPECT_EQ(to_storage.values(), before);

  to_storage.set_quota(std::nullopt);
  {
    ImportJob cancelled(to, file, kNow);
    while (cancelled.phase() != ImportJob::Phase::kWriting) cancelled.Work([] { return false; });
    for (int i = 0; i < 3; ++i) cancelled.Work([] { return false; });
    EXPECT_NE(to_storage.values(), before);
  }  // the player cancelled
  EXPECT_EQ(to_storage.values(), before);
}

TEST(ImportJob, ANewerTinselsSaveIsKeptAndExportedAsItCame) {
  const std::string newer =
      R"({"format":"tinsel-save","version":99,"game":"trim-the-tree","players":[{"name":"Ann"}]})";
  MemoryStorage storage;
  SaveLibrary library(storage);
  SaveGames(library, 1, 7);
  ImportJob job(library, newer, kNow);
  job.Work([] { return true; });
  ASSERT_EQ(job.phase(), ImportJob::Phase::kDone) << job.outcome();
  std::string kept_slot;
  for (const SlotSummary& s : library.List()) {
    if (!s.cannot_open.empty()) kept_slot = s.slot;
  }
  ASSERT_FALSE(kept_slot.empty());
  EXPECT_EQ(storage.Get("tinsel/slot/" + kept_slot), newer);
  std::string error;
  EXPECT_EQ(ExportSlot(library, kept_slot, &error), newer);
  // Export all carries it (byte for byte), and does not call it damaged.
  int left_out = -1;
  const std::string all = ExportAll(library, &left_out);
  EXPECT_EQ(left_out, 0);
  const std::vector<SavedGame> games = ReadImport(all, &error);
  int newer_games = 0;
  for (const SavedGame& game : games) {
    if (game.IsNewer()) {
      ++newer_games;
      EXPECT_EQ(game.newer_text, newer);
    }
  }
  EXPECT_EQ(newer_games, 1);
  // Imported again: already here.
  ImportJob again(library, all, kNow);
  again.Work([] { return true; });
  ASSERT_EQ(again.phase(), ImportJob::Phase::kAsking);
  EXPECT_EQ(again.duplicates(), static_cast<int>(games.size()));
}

}  // namespace
}  // namespace tinsel::app
