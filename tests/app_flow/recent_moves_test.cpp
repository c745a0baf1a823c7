// "See what just happened" (issue #25): the table marks the other seats' pieces placed since
// the viewer's own last move (views/recent_moves.h), never the viewer's own, and forgets them
// when the viewer moves again. Read from the test state's "recent" (the marked pieces' keys).
#include <gtest/gtest.h>

#include <set>
#include <string>

#include "../app/memory_storage.h"
#include "app_driver.h"

namespace tinsel::app {
namespace {

using testing::AppDriver;
using testing::MemoryStorage;

void Start(AppDriver& driver, const std::string& game) {
  driver.Frames(3);
  ASSERT_TRUE(driver.app().RequestFromMirror(R"({"do":"play","arg":")" + game + "\"}").ok());
  driver.Frames(3);
  driver.TypeInto("setup:seed", "5");
  ASSERT_TRUE(driver.app().RequestFromMirror(R"({"do":"start"})").ok());
}

// Frames until the human (seat 0) may move; false if that never comes.
bool UntilMyTurn(AppDriver& driver) {
  return driver.FramesUntil(
      [&] {
        const nlohmann::json state = driver.State();
        return state["screen"] == "play" && !state["legal"].empty();
      },
      3000);
}

void PlayFirstLegal(AppDriver& driver) {
  const nlohmann::json state = driver.State();
  const nlohmann::json move = {
      {"do", "move"}, {"arg", state["legal"][0]}, {"at", state["history_length"]}};
  const Status done = driver.app().RequestFromMirror(move.dump());
  ASSERT_TRUE(done.ok()) << done.message();
  driver.Frames(2);
}

std::set<std::string> Recent(AppDriver& driver) {
  std::set<std::string> keys;
  const nlohmann::json state = driver.State();
  for (const auto& key : state["recent"]) keys.insert(key.get<std::string>());
  return keys;
}

// The seat in a key "<game>:<what>:<a>:<seat>:..." at position `field` (0-based after the
// game's prefix).
int SeatIn(const std::string& key, int field) {
  size_t at = 0;
  for (int i = 0; i <= field; ++i) at = key.find(':', at) + 1;
  return std::stoi(key.substr(at));
}

TEST(RecentMoves, TheBotsOrnamentsAreMarkedUntilMyNextMove) {
  MemoryStorage storage;
  AppDriver driver(storage);
  Start(driver, "trim-the-tree");
  ASSERT_TRUE(UntilMyTurn(driver));
  ASSERT_GT(driver.State()["players"].size(), 1u);
  int marked_turns = 0;
  for (int turn = 0; turn < 6 && marked_turns < 2; ++turn) {
    PlayFirstLegal(driver);
    ASSERT_TRUE(UntilMyTurn(driver));
    driver.Frames(2);
    // "trim:ornament:<seat>:<space>:<kind>": the bot's new ornaments, never mine.
    const std::set<std::string> marked = Recent(driver);
    for (const std::string& key : marked) EXPECT_NE(SeatIn(key, 1), 0) << key;
    if (marked.empty()) continue;
    ++marked_turns;
    // My move: what was marked is known now.
    PlayFirstLegal(driver);
    for (const std::string& key : Recent(driver)) EXPECT_EQ(marked.count(key), 0u) << key;
    if (!UntilMyTurn(driver)) break;
  }
  EXPECT_GT(marked_turns, 0);
}

TEST(RecentMoves, TheOtherSeatsCardsAreMarkedNeverMine) {
  MemoryStorage storage;
  AppDriver driver(storage);
  Start(driver, "ghosts-of-christmas");
  int checked = 0;
  for (int turn = 0; turn < 40 && checked < 3; ++turn) {
    ASSERT_TRUE(UntilMyTurn(driver));
    driver.Frames(2);
    if (driver.State()["legal"].empty()) continue;
    const std::string first = driver.State()["legal"][0];
    if (first.find("->") != std::string::npos) {
      // "ghosts:played:<era>:<seat>:<card>": the cards played since my last one.
      for (const std::string& key : Recent(driver)) {
        EXPECT_EQ(key.rfind("ghosts:played:", 0), 0u) << key;
        EXPECT_NE(SeatIn(key, 1), 0) << key;
        ++checked;
      }
    }
    PlayFirstLegal(driver);
  }
  EXPECT_GT(checked, 0);
}

}  // namespace
}  // namespace tinsel::app
