// A full storage never loses a move (issue "Nothing lost, round two"): the whole app, headless
// (tests/app_flow/app_driver.h), over a storage with a quota. A game whose writes fail keeps
// its moves in memory when the player leaves the table; Continue resumes it at its last move,
// Export writes every move, the saved games list says it is not saved yet, and once room is
// made the retry stores it.
#include <gtest/gtest.h>

#include "../app/memory_storage.h"
#include "app_driver.h"
#include "file_exchange.h"
#include "model/saves/save_library.h"
#include "tinsel/save.h"

namespace tinsel::app {
namespace {

using testing::AppDriver;
using testing::MemoryStorage;

// Keeps what the app offers as a file.
class CapturingFiles : public FileExchange {
 public:
  Status Offer(const std::string& name, const std::string& text, std::string* where) override {
    offered_name = name;
    offered_text = text;
    *where = "kept";
    return Status::Ok();
  }
  Status Copy(const std::string& text) override {
    copied = text;
    return Status::Ok();
  }
  bool PickFile() override { return false; }
  void Paste() override {}
  std::string ImportHelp() const override { return "Paste."; }

  std::string offered_name, offered_text, copied;
};

// Plays the first legal move of the human on the table, through the screen-reader table's
// move buttons (the same path as a click). False when it is not the human's turn.
bool PlayFirstLegalMove(AppDriver& driver) {
  const nlohmann::json state = driver.State();
  if (state["screen"] != "play" || state["legal"].empty()) return false;
  const nlohmann::json request = {
      {"do", "move"}, {"arg", state["legal"][0]}, {"at", state["history_length"]}};
  EXPECT_TRUE(driver.app().RequestFromMirror(request.dump()).ok());
  driver.Frames(3);
  return true;
}

// Plays `count` human moves, waiting for the bot between them and after the last: the bot
// thinks on threads, so on a busy machine its answer lands some frames later, and a table read
// before it would miss a move.
void PlayMoves(AppDriver& driver, int count) {
  const auto humans_turn = [&] {
    const nlohmann::json s = driver.State();
    return s["screen"] == "play" && !s["legal"].empty();
  };
  for (int played = 0; played < count;) {
    ASSERT_TRUE(driver.FramesUntil(humans_turn)) << driver.State().dump();
    if (PlayFirstLegalMove(driver)) ++played;
  }
  ASSERT_TRUE(driver.FramesUntil(humans_turn)) << driver.State().dump();
}

void Request(AppDriver& driver, const nlohmann::json& request) {
  const Status status = driver.app().RequestFromMirror(request.dump());
  ASSERT_TRUE(status.ok()) << status.message();
  driver.Frames(3);
}

size_t StoredMoves(MemoryStorage& storage, const std::string& slot) {
  const auto text = storage.Get("tinsel/slot/" + slot);
  if (!text) return 0;
  return nlohmann::json::parse(*text)["history"].size();
}

// A Trim the Tree game against a bot, started with clicks, `moves` human moves in.
std::string StartTrimAgainstABot(AppDriver& driver, int moves) {
  driver.Frames(2);
  driver.Click("home:play:trim-the-tree");
  driver.Click("setup:players:2");
  driver.Click("setup:seat:0:human");
  driver.Click("setup:seat:1:bot");
  driver.Click("setup:start");
  EXPECT_TRUE(driver.FramesUntil([&] { return driver.Screen() == "play"; }));
  PlayMoves(driver, moves);
  return driver.State()["slot"];
}

TEST(AppFullStorage, LeavingTheTableKeepsTheUnsavedMovesAndContinueResumesAtTheLast) {
  MemoryStorage storage;
  AppDriver driver(storage);
  CapturingFiles files;
  driver.app().SetFileExchange(&files);
  // An older game, to delete later for room.
  const std::string old_slot = StartTrimAgainstABot(driver, 2);
  Request(driver, {{"do", "home"}});
  const std::string slot = StartTrimAgainstABot(driver, 3);
  ASSERT_NE(slot, old_slot);
  const size_t stored_before = StoredMoves(storage, slot);
  ASSERT_GT(stored_before, 0u);

  // The storage fills up; four more moves are played, and not stored.
  storage.set_quota(storage.used());
  PlayMoves(driver, 4);
  const nlohmann::json at_table = driver.State();
  const size_t played = at_table["history_length"];
  ASSERT_GT(played, stored_before);
  EXPECT_EQ(StoredMoves(storage, slot), stored_before);
  EXPECT_NE(at_table["save_error"], "");
  const std::string message = at_table["message"];
  EXPECT_EQ(message.rfind("Not saved yet. ", 0), 0u) << message;
  EXPECT_NE(message.find("."), message.size() - 1) << message;

  // Home, then Saved games: the game is listed as not saved yet, with every move.
  Request(driver, {{"do", "home"}});
  EXPECT_TRUE(driver.app().HasUnsavedMoves());
  Request(driver, {{"do", "saves"}});
  bool listed = false;
  const nlohmann::json saves = driver.State()["saves"];
  for (const nlohmann::json& row : saves) {
    if (row["slot"] != slot) continue;
    listed = true;
    EXPECT_TRUE(row.contains("unsaved")) << row.dump();
  }
  EXPECT_TRUE(listed) << saves.dump();

  // Export while full: the file holds every move, from memory.
  driver.Click("saves:export:" + slot);
  driver.Click("transfer:download");
  ASSERT_EQ(files.offered_name.find("trim-the-tree"), 0u) << driver.State().dump();
  std::string error;
  auto exported = LoadSave(files.offered_text, &error);
  ASSERT_NE(exported, nullptr) << error;
  EXPECT_EQ(exported->history().size(), played);
  driver.Click("transfer:close");

  // Continue while still full: back at the last move played.
  Request(driver, {{"do", "open-save"}, {"arg", slot}});
  ASSERT_TRUE(driver.FramesUntil([&] { return driver.Screen() == "play"; }));
  // Nothing lost (a bot may already have answered: how soon depends on the machine's speed).
  EXPECT_GE(driver.State()["history_length"].get<size_t>(), played);

  // Home again; the player deletes the older game, which makes room: the retry stores every move.
  Request(driver, {{"do", "home"}});
  Request(driver, {{"do", "saves"}});
  storage.set_quota(storage.used() + 1);  // room only once the old game goes
  driver.Click("saves:delete:" + old_slot);
  driver.Click("saves:confirm-delete");
  storage.set_quota(std::nullopt);
  ASSERT_TRUE(driver.FramesUntil([&] { return StoredMoves(storage, slot) >= played; }, 200));
  EXPECT_FALSE(driver.app().HasUnsavedMoves());
  Request(driver, {{"do", "open-save"}, {"arg", slot}});
  ASSERT_TRUE(driver.FramesUntil([&] { return driver.Screen() == "play"; }));
  // Nothing lost (a bot may already have answered: how soon depends on the machine's speed).
  EXPECT_GE(driver.State()["history_length"].get<size_t>(), played);
}

TEST(AppFullStorage, DeletingAnUnsavedGameDropsItsCopyInMemory) {
  MemoryStorage storage;
  AppDriver driver(storage);
  const std::string slot = StartTrimAgainstABot(driver, 2);
  storage.set_quota(storage.used());
  PlayMoves(driver, 2);
  Request(driver, {{"do", "home"}});
  Request(driver, {{"do", "saves"}});
  ASSERT_TRUE(driver.app().HasUnsavedMoves());
  driver.Click("saves:delete:" + slot);
  driver.Click("saves:confirm-delete");
  driver.Frames(2);
  EXPECT_FALSE(driver.app().HasUnsavedMoves());
  const nlohmann::json saves = driver.State()["saves"];
  for (const nlohmann::json& row : saves) EXPECT_NE(row["slot"], slot);
}

TEST(AppFullStorage, AGameDeletedInAnotherTabIsNotWrittenBackUnlessKept) {
  MemoryStorage storage;
  AppDriver driver(storage);
  const std::string slot = StartTrimAgainstABot(driver, 2);
  // Another tab deletes it (the library removes the slot and its holder).
  SaveLibrary other_tab(storage);
  ASSERT_TRUE(other_tab.Remove(slot).ok());
  driver.Frames(40);
  EXPECT_TRUE(driver.Find("elsewhere:take") != nullptr);
  EXPECT_FALSE(storage.Get("tinsel/slot/" + slot).has_value());
  // Kept: written again, and play goes on.
  driver.Click("elsewhere:take");
  ASSERT_TRUE(driver.FramesUntil([&] { return storage.Get("tinsel/slot/" + slot).has_value(); }));
  PlayMoves(driver, 1);
  EXPECT_GT(StoredMoves(storage, slot), 0u);
}

}  // namespace
}  // namespace tinsel::app
