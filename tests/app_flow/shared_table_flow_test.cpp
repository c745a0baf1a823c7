// A table across devices through the whole app, headless (tests/app_flow/app_driver.h), on a
// guest's device: the page's statuses (model/peer/shared_table.h) put the seat's table on screen,
// and at the end the true game the host reveals is kept in the saved games; with a full
// storage it is not lost: listed as not stored yet, and stored once there is room.
#include <gtest/gtest.h>

#include "../app/memory_storage.h"
#include "../app/random_play.h"
#include "app_driver.h"
#include "model/peer/shared_table.h"
#include "tinsel/save.h"

namespace tinsel::app {
namespace {

using nlohmann::json;
using testing::AppDriver;
using testing::MemoryStorage;

class QuietChannel : public TableChannel {
 public:
  void Host(const std::string&, const std::vector<std::string>&, const TableConnection&) override {}
  void Resume(const std::string& room) override { resumed.push_back(room); }
  void Take(const std::string&, const std::string&) override {}
  std::vector<std::string> resumed;
  void KeepSlot(const std::string&) override {}
  void Start() override {}
  void Move(const std::string&, int) override {}
  void Undo(int) override {}
  void Reseat(int, const std::string&, const std::string&) override {}
  void Sit(int, const std::string&) override {}
  void Leave() override {}
};

// What the page reports to Ann's device (seat 1) at the end: her seat's history (here the
// true one: the app only replays it), the true game and the deal's verdict.
json GuestStatusAtTheEnd(const Session& truth) {
  json history = json::array();
  for (const std::string& text : truth.HistoryTexts()) history.push_back(text);
  return {{"connected", true},
          {"started", true},
          {"over", true},
          {"seat", 1},
          {"game", "ghosts-of-christmas"},
          {"seats",
           {{{"name", "Robin"}, {"plan", "bot"}, {"taken", true}},
            {{"name", "Ann"}, {"plan", "invited"}, {"taken", true}},
            {{"name", "Ben"}, {"plan", "invited"}, {"taken", true}}}},
          {"setup",
           {{"game", "ghosts-of-christmas"},
            {"options", json::object()},
            {"rules_version", truth.setup().rules_version},
            {"names", {"Robin", "Ann", "Ben"}}}},
          {"history", history},
          {"truth", WriteSave(truth, {})},
          {"verdict", {{"fair", true}, {"sentence", "Fair deal: checked."}}}};
}

size_t KeptGames(MemoryStorage& storage) { return storage.Keys("tinsel/slot/").size(); }

TEST(AppSharedTable, AGuestKeepsTheCheckedGameAndAFullStorageOnlyDelaysIt) {
  MemoryStorage storage;
  AppDriver driver(storage);
  QuietChannel channel;
  driver.app().SetTableChannel(&channel);
  driver.Frames(2);
  driver.app().JoinSharedTable();
  driver.Frames(2);
  ASSERT_EQ(driver.Screen(), "table");

  const auto truth = testing::GhostsTableGame(11, /*moves=*/-1);  // a whole game
  storage.set_quota(storage.used());                              // the phone's storage is full
  driver.app().ReceiveTableStatus(GuestStatusAtTheEnd(*truth).dump());
  ASSERT_TRUE(driver.FramesUntil([&] { return driver.Screen() == "over"; }))
      << driver.State().dump();
  driver.Frames(3);
  EXPECT_EQ(driver.State()["table"]["verdict"], "Fair deal: checked.");
  EXPECT_EQ(KeptGames(storage), 0u);
  EXPECT_TRUE(driver.app().HasUnsavedMoves()) << "the true game waits in memory, not lost";

  storage.set_quota(std::nullopt);  // room again: the retry stores it
  ASSERT_TRUE(driver.FramesUntil([&] { return KeptGames(storage) == 1; }, 600));
  EXPECT_FALSE(driver.app().HasUnsavedMoves());
  const std::string key = storage.Keys("tinsel/slot/").front();
  std::string error;
  const auto kept = LoadSave(*storage.Get(key), &error);
  ASSERT_NE(kept, nullptr) << error;
  EXPECT_EQ(kept->HistoryTexts(), truth->HistoryTexts());
  EXPECT_TRUE(kept->state().IsTerminal());
}

// A tab whose table another tab holds (it was told so, or the hosting moved away from it)
// offers only to take it and to go home: no Start, no Waiting, nothing that acts on a table it
// does not hold.
TEST(AppSharedTable, ATabThatDoesNotHoldTheTableOffersOnlyToTakeItOrGoHome) {
  for (const char* which : {"elsewhere", "moved"}) {
    MemoryStorage storage;
    AppDriver driver(storage);
    QuietChannel channel;
    driver.app().SetTableChannel(&channel);
    driver.Frames(2);
    driver.app().ResumeSharedTable("room");
    driver.Frames(2);
    ASSERT_EQ(driver.Screen(), "table");
    driver.app().ReceiveTableStatus(json{
        {"started", false},
        {"room", "room"},
        {"seats",
         {{{"name", "You"}, {"plan", "human"}, {"taken", true}},
          {{"name", "Ann"}, {"plan", "invited"}, {"taken", true}}}},
        {which, "host"}}.dump());
    driver.Frames(3);
    EXPECT_EQ(driver.State()["table"][which], "host") << which;
    EXPECT_NE(driver.Find("table:take"), nullptr) << which;
    EXPECT_NE(driver.Find("table:leave"), nullptr) << which;
    EXPECT_EQ(driver.Find("table:start"), nullptr) << which << ": a Start on a table not held";
  }
}

}  // namespace
}  // namespace tinsel::app
