// Export and import over the saves library (imgui_app/model/saves/save_transfer.*): every game
// moves to another browser's storage and back; a game already here is skipped unless the player
// keeps both; a tampered file or a storage that fills up mid-way leaves the saves as they were.
#include "model/saves/save_transfer.h"

#include <gtest/gtest.h>

#include <map>
#include <nlohmann/json.hpp>
#include <set>

#include "memory_storage.h"
#include "random_play.h"
#include "tinsel/replay_link.h"
#include "tinsel/rng.h"

namespace tinsel::app {
namespace {

using testing::MemoryStorage;

constexpr const char* kNow = "2026-12-26T09:00:00Z";

// A library holding one game of every registered game: finished when `finish`, else a few
// moves in.
void SaveOneOfEach(SaveLibrary& library, bool finish, uint64_t seed) {
  for (const std::string& id : testing::RegisteredGameIds()) {
    const Game& game = *FindGame(id)->game;
    std::vector<bool> bots(testing::TablePlayers(game), true);
    bots[0] = false;
    std::unique_ptr<Session> session = testing::NewSession(id, bots, seed++);
    Rng rng(seed);
    for (int m = 0; (finish || m < 6) && testing::PlayRandomMove(*session, rng); ++m) {
    }
    ASSERT_TRUE(library.Write(library.NewSlotId(kNow), *session, {kNow, kNow}).ok());
  }
}

// Every saved game's text (slot ids differ between libraries).
std::multiset<std::string> Contents(SaveLibrary& library) {
  std::multiset<std::string> contents;
  for (const SlotSummary& summary : library.List()) {
    std::string error;
    SaveTimes times;
    std::unique_ptr<Session> session = library.Load(summary.slot, &error, &times);
    EXPECT_NE(session, nullptr) << error;
    if (session) contents.insert(WriteSave(*session, times));
  }
  return contents;
}

TEST(SaveTransfer, ExportAllMovesEveryGameToAnotherBrowser) {
  MemoryStorage here_storage, there_storage;
  SaveLibrary here(here_storage), there(there_storage);
  SaveOneOfEach(here, /*finish=*/true, 5);
  SaveOneOfEach(here, /*finish=*/false, 50);
  int left_out = -1;
  const std::string file = ExportAll(here, &left_out);
  EXPECT_EQ(left_out, 0);

  std::string error;
  const ImportPlan plan = PlanImport(there, file, &error);
  ASSERT_EQ(plan.games.size(), 2 * testing::RegisteredGameIds().size()) << error;
  EXPECT_EQ(plan.Duplicates(), 0);
  std::vector<std::string> written;
  ASSERT_TRUE(CarryOutImport(there, plan, /*keep_both=*/false, kNow, &written).ok());
  EXPECT_EQ(written.size(), plan.games.size());
  EXPECT_EQ(Contents(there), Contents(here));
  EXPECT_EQ(ImportSentence(plan, false), std::to_string(plan.games.size()) + " games imported.");
}

TEST(SaveTransfer, OneGameExportsAsItsSaveAndImportsBack) {
  MemoryStorage here_storage, there_storage;
  SaveLibrary here(here_storage), there(there_storage);
  SaveOneOfEach(here, /*finish=*/true, 9);
  for (const SlotSummary& summary : here.List()) {
    std::string error;
    const std::string file = ExportSlot(here, summary.slot, &error);
    ASSERT_FALSE(file.empty()) << error;
    const ImportPlan plan = PlanImport(there, file, &error);
    ASSERT_EQ(plan.games.size(), 1u) << error;
    std::vector<std::string> written;
    ASSERT_TRUE(CarryOutImport(there, plan, false, kNow, &written).ok());
  }
  EXPECT_EQ(Contents(there), Contents(here));
}

TEST(SaveTransfer, AGameAlreadyHereIsSkippedUnlessThePlayerKeepsBoth) {
  MemoryStorage storage;
  SaveLibrary library(storage);
  SaveOneOfEach(library, /*finish=*/true, 5);
  int left_out = 0;
  const std::string file = ExportAll(library, &left_out);
  const size_t games = library.List().size();

  std::string error;
  const ImportPlan plan = PlanImport(library, file, &error);
  ASSERT_EQ(plan.games.size(), games) << error;
  EXPECT_EQ(plan.Duplicates(), static_cast<int>(games));
  for (const std::string& slot : plan.already_here) EXPECT_FALSE(slot.empty());
  EXPECT_EQ(ImportSentence(plan, false),
            "All " + std::to_string(games) + " games are already here: nothing was imported.");

  std::vector<std::string> written;
  ASSERT_TRUE(CarryOutImport(library, plan, /*keep_both=*/false, kNow, &written).ok());
  EXPECT_TRUE(written.empty());
  EXPECT_EQ(library.List().size(), games);

  ASSERT_TRUE(CarryOutImport(library, plan, /*keep_both=*/true, kNow, &written).ok());
  EXPECT_EQ(written.size(), games);
  EXPECT_EQ(library.List().size(), 2 * games);
  EXPECT_EQ(ImportSentence(plan, true), std::to_string(games) + " games imported.");
}

TEST(SaveTransfer, ATamperedFileChangesNothing) {
  MemoryStorage storage, other_storage;
  SaveLibrary library(storage), other(other_storage);
  SaveOneOfEach(library, /*finish=*/false, 5);
  SaveOneOfEach(other, /*finish=*/true, 70);
  int left_out = 0;
  std::string file = ExportAll(other, &left_out);
  // The last game's last move replaced by its first: not what the rules or the seed allow.
  nlohmann::json bundle = nlohmann::json::parse(file);
  nlohmann::json& history = bundle["saves"].back()["history"];
  history.back() = history.front().get<std::string>() + "x";
  const auto before = storage.values();

  std::string error;
  const ImportPlan plan = PlanImport(library, bundle.dump(), &error);
  EXPECT_TRUE(plan.games.empty());
  const std::string last = std::to_string(bundle["saves"].size());
  EXPECT_NE(error.find("Game " + last + " of " + last), std::string::npos) << error;
  EXPECT_NE(error.find("Nothing was imported."), std::string::npos) << error;
  EXPECT_EQ(storage.values(), before);

  for (const std::string& damaged : {file.substr(0, file.size() - 9), std::string("{}"),
                                     std::string("not a link"), std::string()}) {
    const ImportPlan nothing = PlanImport(library, damaged, &error);
    EXPECT_TRUE(nothing.games.empty());
    EXPECT_FALSE(error.empty());
    EXPECT_EQ(storage.values(), before);
  }
}

TEST(SaveTransfer, AStorageThatFillsUpMidwayTakesTheImportBack) {
  MemoryStorage storage, other_storage;
  SaveLibrary library(storage), other(other_storage);
  SaveOneOfEach(library, /*finish=*/false, 5);
  SaveOneOfEach(other, /*finish=*/true, 70);
  int left_out = 0;
  std::string error;
  const ImportPlan plan = PlanImport(library, ExportAll(other, &left_out), &error);
  ASSERT_EQ(plan.games.size(), testing::RegisteredGameIds().size()) << error;
  const auto before = Contents(library);
  // Room for about two more games.
  storage.set_quota(storage.used() + other_storage.used() / 2);

  std::vector<std::string> written;
  const Status status = CarryOutImport(library, plan, false, kNow, &written);
  EXPECT_FALSE(status.ok());
  EXPECT_NE(status.message().find("Nothing was imported"), std::string::npos) << status.message();
  EXPECT_TRUE(written.empty());
  EXPECT_EQ(Contents(library), before);
}

TEST(SaveTransfer, AReplayLinkImportsDatedNow) {
  MemoryStorage storage;
  SaveLibrary library(storage);
  std::unique_ptr<Session> session = testing::NewSession("santa-timea", {false, true, true}, 3);
  Rng rng(3);
  while (testing::PlayRandomMove(*session, rng)) {
  }
  std::string error;
  const ImportPlan plan = PlanImport(library, "#replay=" + ReplayLinkPayload(*session), &error);
  ASSERT_EQ(plan.games.size(), 1u) << error;
  std::vector<std::string> written;
  ASSERT_TRUE(CarryOutImport(library, plan, false, kNow, &written).ok());
  ASSERT_EQ(library.List().size(), 1u);
  EXPECT_EQ(library.List()[0].created, kNow);
  EXPECT_TRUE(library.List()[0].over);
}

}  // namespace
}  // namespace tinsel::app
