// Tests of the app's saves library (imgui_app/model/saves/save_library.*) and autosave
// (imgui_app/model/play/game_in_progress.*): slots, index, damage, quota. ImGui-free code only.
// The test binary links the app model library (tinsel_app_model).

#include "model/saves/save_library.h"

#include <gtest/gtest.h>

#include <map>

#include "memory_storage.h"
#include "model/play/game_in_progress.h"
#include "model/play/session_driver.h"
#include "tinsel/bot.h"
#include "tinsel/registry.h"

namespace tinsel::app {
namespace {

using testing::MemoryStorage;

std::unique_ptr<Session> TrimGame(uint64_t seed, int moves, const std::string& first = "Ann") {
  std::vector<Seat> seats = {{first, false, ""}, {"Holly", true, "greedy"}};
  std::string error;
  // Trim's rules version 1: seat 0 holds the Bag first whatever the seed.
  auto session = Session::Create({"trim-the-tree", {}, seats, seed, 1}, &error);
  EXPECT_NE(session, nullptr) << error;
  session->ResolveChance();
  RandomBot bot;
  for (int i = 0; i < moves; ++i) {
    EXPECT_TRUE(session->Apply(ChooseAction(bot, session->state(), session->BotSeed())).ok());
    session->ResolveChance();
  }
  return session;
}

int PlayerMoves(const Session& session) {
  int moves = 0;
  for (const HistoryEntry& entry : session.history()) moves += entry.player >= 0 ? 1 : 0;
  return moves;
}

TEST(SaveLibrary, WriteListLoad) {
  MemoryStorage storage;
  SaveLibrary library(storage);
  auto session = TrimGame(5, 4);
  ASSERT_TRUE(library.Write("a", *session, {"2026-12-24T10:00:00Z", "2026-12-24T10:05:00Z"}).ok());
  EXPECT_TRUE(storage.Get("tinsel/slot/a").has_value());
  EXPECT_TRUE(storage.Get("tinsel/index").has_value());

  const std::vector<SlotSummary> list = library.List();
  ASSERT_EQ(list.size(), 1u);
  EXPECT_EQ(list[0].slot, "a");
  EXPECT_EQ(list[0].game, "trim-the-tree");
  EXPECT_EQ(list[0].game_name, "Trim the Tree");
  EXPECT_EQ(list[0].players, (std::vector<std::string>{"Ann", "Holly"}));
  EXPECT_EQ(list[0].moves, 4);
  EXPECT_FALSE(list[0].over);
  EXPECT_EQ(list[0].updated, "2026-12-24T10:05:00Z");
  EXPECT_FALSE(list[0].damaged);

  std::string error;
  SaveTimes times;
  auto loaded = library.Load("a", &error, &times);
  ASSERT_NE(loaded, nullptr) << error;
  EXPECT_EQ(loaded->history().size(), session->history().size());
  EXPECT_EQ(times.created, "2026-12-24T10:00:00Z");
}

TEST(SaveLibrary, NewestFirstAndRewriteUpdatesTheEntry) {
  MemoryStorage storage;
  SaveLibrary library(storage);
  auto one = TrimGame(1, 2);
  auto two = TrimGame(2, 2);
  ASSERT_TRUE(library.Write("one", *one, {"2026-01-01T00:00:00Z", "2026-01-01T00:00:00Z"}).ok());
  ASSERT_TRUE(library.Write("two", *two, {"2026-01-02T00:00:00Z", "2026-01-02T00:00:00Z"}).ok());
  EXPECT_EQ(library.List()[0].slot, "two");
  auto more = TrimGame(1, 6);
  ASSERT_TRUE(library.Write("one", *more, {"2026-01-01T00:00:00Z", "2026-01-03T00:00:00Z"}).ok());
  const auto list = library.List();
  ASSERT_EQ(list.size(), 2u);
  EXPECT_EQ(list[0].slot, "one");
  EXPECT_EQ(list[0].moves, 6);
}

TEST(SaveLibrary, DamagedSlotIsListedWithReasonAndHidesNothing) {
  MemoryStorage storage;
  SaveLibrary library(storage);
  auto good = TrimGame(3, 2);
  ASSERT_TRUE(library.Write("good", *good, {"2026-01-01T00:00:00Z", "2026-01-01T00:00:00Z"}).ok());
  ASSERT_TRUE(library.Write("bad", *good, {"2026-01-02T00:00:00Z", "2026-01-02T00:00:00Z"}).ok());
  storage.values()["tinsel/slot/bad"] = "{\"format\":\"tinsel-save\", cut sho";
  storage.values()["tinsel/slot/junk"] = "not json at all";

  const auto list = library.List(/*verify=*/true);
  ASSERT_EQ(list.size(), 3u);
  int damaged = 0;
  for (const SlotSummary& s : list) {
    if (s.slot == "good") {
      EXPECT_FALSE(s.damaged);
    } else {
      EXPECT_TRUE(s.damaged) << s.slot;
      EXPECT_FALSE(s.error.empty());
      ++damaged;
    }
  }
  EXPECT_EQ(damaged, 2);
  std::string error;
  EXPECT_EQ(library.Load("bad", &error), nullptr);
  EXPECT_NE(error.find("JSON"), std::string::npos) << error;
}

TEST(SaveLibrary, TamperedHistoryNamesTheMove) {
  MemoryStorage storage;
  SaveLibrary library(storage);
  auto session = TrimGame(4, 3);
  ASSERT_TRUE(library.Write("t", *session, {"x", "x"}).ok());
  std::string& text = storage.values()["tinsel/slot/t"];
  const size_t at = text.find(" @ ");
  ASSERT_NE(at, std::string::npos);
  text.replace(at, 3, " @@ ");
  std::string error;
  EXPECT_EQ(library.Load("t", &error), nullptr);
  EXPECT_NE(error.find("Move"), std::string::npos) << error;
  // Loading marked it damaged in the index, without a full verify.
  const auto list = library.List();
  ASSERT_EQ(list.size(), 1u);
  EXPECT_TRUE(list[0].damaged);
}

TEST(SaveLibrary, IndexIsRebuiltWhenDamagedOrOutOfStep) {
  MemoryStorage storage;
  SaveLibrary library(storage);
  auto session = TrimGame(6, 2);
  ASSERT_TRUE(library.Write("a", *session, {"1", "1"}).ok());
  ASSERT_TRUE(library.Write("b", *session, {"2", "2"}).ok());

  storage.values()["tinsel/index"] = "{broken";
  auto list = library.List();
  EXPECT_EQ(list.size(), 2u);
  // The index was written again and is valid now.
  EXPECT_EQ(nlohmann::json::parse(*storage.Get("tinsel/index"), nullptr, false).is_discarded(),
            false);

  // A slot the index does not know, and an index entry whose slot is gone.
  storage.values()["tinsel/slot/c"] = *storage.Get("tinsel/slot/a");
  storage.values().erase("tinsel/slot/b");
  list = library.List();
  ASSERT_EQ(list.size(), 2u);
  std::vector<std::string> slots = {list[0].slot, list[1].slot};
  std::sort(slots.begin(), slots.end());
  EXPECT_EQ(slots, (std::vector<std::string>{"a", "c"}));
}

TEST(SaveLibrary, QuotaFailureIsReportedAndLeavesTheOldSave) {
  MemoryStorage storage;
  SaveLibrary library(storage);
  auto early = TrimGame(7, 1);
  ASSERT_TRUE(library.Write("q", *early, {"1", "1"}).ok());
  const std::string before = *storage.Get("tinsel/slot/q");
  storage.set_quota(storage.used());  // full
  auto later = TrimGame(7, 8);
  Status status = library.Write("q", *later, {"1", "2"});
  EXPECT_FALSE(status.ok());
  EXPECT_NE(status.message().find("full"), std::string::npos);
  EXPECT_EQ(*storage.Get("tinsel/slot/q"), before);
  storage.set_quota(std::nullopt);
  EXPECT_TRUE(library.Write("q", *later, {"1", "3"}).ok());
  EXPECT_EQ(library.List()[0].moves, 8);
}

// The slot is written first, then the index; either write can fail alone. Whatever got through,
// the next list (in this tab or the next) shows what the slot holds, and repairs the index.
TEST(SaveLibrary, AnIndexWriteThatFailedAfterTheSlotIsRepairedByTheNextList) {
  MemoryStorage storage;
  auto session = TrimGame(8, 2);
  ASSERT_TRUE(SaveLibrary(storage).Write("a", *session, {"t0", "t1"}).ok());
  auto later = TrimGame(8, 6);
  storage.set_failing(SaveLibrary::kIndexKey, true);
  EXPECT_FALSE(SaveLibrary(storage).Write("a", *later, {"t0", "t2"}).ok());
  storage.set_failing(SaveLibrary::kIndexKey, false);
  ASSERT_TRUE(storage.Get("tinsel/index")->find("\"moves\":2") != std::string::npos);

  SaveLibrary next_visit(storage);
  const std::vector<SlotSummary> list = next_visit.List();
  ASSERT_EQ(list.size(), 1u);
  EXPECT_EQ(list[0].moves, 6);
  EXPECT_EQ(list[0].updated, "t2");
  EXPECT_TRUE(storage.Get("tinsel/index")->find("\"moves\":6") != std::string::npos);
  std::string error;
  auto loaded = next_visit.Load("a", &error);
  ASSERT_NE(loaded, nullptr) << error;
  EXPECT_EQ(PlayerMoves(*loaded), 6);
}

TEST(SaveLibrary, ASlotWriteThatFailedLeavesSlotAndIndexAgreeingOnTheOldGame) {
  MemoryStorage storage;
  auto session = TrimGame(8, 2);
  ASSERT_TRUE(SaveLibrary(storage).Write("a", *session, {"t0", "t1"}).ok());
  const std::string index_before = *storage.Get("tinsel/index");
  storage.set_failing("tinsel/slot/a", true);
  EXPECT_FALSE(SaveLibrary(storage).Write("a", *TrimGame(8, 6), {"t0", "t2"}).ok());
  EXPECT_EQ(*storage.Get("tinsel/index"), index_before);  // the index never runs ahead
  storage.set_failing("tinsel/slot/a", false);

  const std::vector<SlotSummary> list = SaveLibrary(storage).List();
  ASSERT_EQ(list.size(), 1u);
  EXPECT_EQ(list[0].moves, 2);
  EXPECT_FALSE(list[0].damaged);
}

TEST(SaveLibrary, RemoveAndLast) {
  MemoryStorage storage;
  SaveLibrary library(storage);
  auto session = TrimGame(8, 2);
  ASSERT_TRUE(library.Write("a", *session, {"1", "1"}).ok());
  ASSERT_TRUE(library.Write("b", *session, {"2", "2"}).ok());
  ASSERT_TRUE(library.SetLast("a").ok());
  EXPECT_EQ(library.Last(), "a");
  ASSERT_TRUE(library.Remove("a").ok());
  EXPECT_FALSE(library.Last().has_value());
  EXPECT_FALSE(storage.Get("tinsel/slot/a").has_value());
  const auto list = library.List();
  ASSERT_EQ(list.size(), 1u);
  EXPECT_EQ(list[0].slot, "b");
}

TEST(SaveLibrary, NewSlotIdsAreTheTimeAndNeverTaken) {
  MemoryStorage storage;
  SaveLibrary library(storage);
  const std::string id = library.NewSlotId("2026-12-24T10:15:00Z");
  EXPECT_TRUE(id.rfind("20261224-101500-", 0) == 0) << id;
  EXPECT_EQ(id.size(), std::string("20261224-101500-3fa9").size()) << id;
  auto session = TrimGame(9, 0);
  ASSERT_TRUE(library.Write(id, *session, {"1", "1"}).ok());
  // The same second again: another id, never the stored one.
  for (int i = 0; i < 50; ++i) EXPECT_NE(library.NewSlotId("2026-12-24T10:15:00Z"), id);
}

TEST(SaveLibrary, TwoTabsStartingAGameInTheSameSecondGetDifferentSlots) {
  // Two tabs: two libraries over the same storage, each choosing an id before either writes.
  MemoryStorage storage;
  SaveLibrary tab_a(storage);
  SaveLibrary tab_b(storage);
  const std::string a = tab_a.NewSlotId("2026-12-24T10:15:00Z");
  const std::string b = tab_b.NewSlotId("2026-12-24T10:15:00Z");
  EXPECT_NE(a, b);
  ASSERT_TRUE(tab_a.Write(a, *TrimGame(9, 0), {"1", "1"}).ok());
  ASSERT_TRUE(tab_b.Write(b, *TrimGame(10, 0), {"1", "1"}).ok());
  EXPECT_EQ(tab_a.List(/*verify=*/true).size(), 2u);
}

// A save of a Trim game with one field changed, as a newer Tinsel (or a damaged file) has it.
std::string SaveWith(const char* key, const nlohmann::json& value) {
  nlohmann::json save = nlohmann::json::parse(WriteSave(*TrimGame(21, 3), {"1", "2"}));
  save[key] = value;
  return save.dump();
}

TEST(SaveLibrary, SavesForANewerTinselAreKeptAndSaidSoNeverCalledDamaged) {
  MemoryStorage storage;
  SaveLibrary library(storage);
  const std::map<std::string, std::string> slots = {
      {"format", SaveWith("version", kSaveVersion + 1)},
      {"game", SaveWith("game", "snowball-fight")},
      {"rules", SaveWith("rules_version", 99)},
      {"broken", SaveWith("history", "not a list")},
  };
  for (const auto& [slot, text] : slots) ASSERT_TRUE(storage.Set("tinsel/slot/" + slot, text).ok());
  std::map<std::string, SlotSummary> listed;
  for (const SlotSummary& s : library.List()) listed[s.slot] = s;
  ASSERT_EQ(listed.size(), slots.size());
  for (const char* slot : {"format", "game", "rules"}) {
    EXPECT_FALSE(listed[slot].damaged) << slot;
    EXPECT_NE(listed[slot].cannot_open.find("kept"), std::string::npos) << slot;
  }
  EXPECT_NE(listed["format"].cannot_open.find("newer Tinsel"), std::string::npos);
  EXPECT_NE(listed["game"].cannot_open.find("snowball-fight"), std::string::npos);
  EXPECT_NE(listed["rules"].cannot_open.find("newer rules of Trim the Tree"), std::string::npos);
  EXPECT_EQ(listed["game"].players, (std::vector<std::string>{"Ann", "Holly"}));
  // A save that is really broken is still called damaged.
  EXPECT_TRUE(listed["broken"].damaged);
  EXPECT_TRUE(listed["broken"].cannot_open.empty());

  // Trying to open one says why, keeps the slot and remembers the reason in the index.
  std::string error;
  EXPECT_EQ(library.Load("rules", &error), nullptr);
  EXPECT_NE(error.find("newer rules"), std::string::npos) << error;
  EXPECT_TRUE(storage.Get("tinsel/slot/rules").has_value());
  for (const SlotSummary& s : library.List()) {
    if (s.slot == "rules") {
      EXPECT_FALSE(s.damaged);
    }
  }
}

TEST(SaveLibrary, ADamagedSaveWithBadBytesOrHugeNamesIsListedWithoutAThrow) {
  MemoryStorage storage;
  SaveLibrary library(storage);
  // Not loadable saves (no history): one with a name that is not UTF-8, one with a name of
  // 100,000 letters.
  auto save_named = [](const std::string& name) {
    return "{\"format\":\"tinsel-save\",\"version\":1,\"game\":\"trim-the-tree\"," +
           std::string("\"players\":[{\"name\":\"") + name + "\"}]}";
  };
  ASSERT_TRUE(storage.Set("tinsel/slot/bytes", save_named("A\xff")).ok());
  ASSERT_TRUE(storage.Set("tinsel/slot/huge", save_named(std::string(100000, 'x'))).ok());
  std::vector<SlotSummary> list;
  ASSERT_NO_THROW(list = library.List());
  ASSERT_EQ(list.size(), 2u);
  for (const SlotSummary& s : list) {
    EXPECT_TRUE(s.damaged) << s.slot;
    if (s.slot == "huge") {
      ASSERT_EQ(s.players.size(), 1u);
      EXPECT_LT(s.players[0].size(), 200u);
    }
  }
  EXPECT_TRUE(storage.Get("tinsel/index").has_value()) << "the index was not written";
}

TEST(GameInProgress, ATabThatLostItsGameToAnotherNeverWritesOverIt) {
  // Two tabs on one game: A plays, then B opens it (takes it) and plays on; A's next move must
  // not overwrite B's newer save, and A says the game is open elsewhere.
  MemoryStorage storage;
  SaveLibrary library(storage);
  auto now = [] { return std::string("2026-12-24T12:00:00Z"); };
  GameInProgress tab_a(TrimGame(31, 0), "g", {});
  tab_a.set_holder_token("tab-a");
  ASSERT_TRUE(library.Hold("g", "tab-a").ok());
  ASSERT_TRUE(tab_a.Autosave(library, now, 0.0).ok());

  std::string error;
  GameInProgress tab_b(library.Load("g", &error), "g", {});
  ASSERT_TRUE(library.Hold("g", "tab-b").ok());
  tab_b.set_holder_token("tab-b");
  tab_b.MarkSaved();
  for (int i = 0; i < 3 && !tab_b.session().state().IsTerminal(); ++i) {
    ASSERT_TRUE(
        tab_b.driver().session().Apply(tab_b.session().state().LegalActions().front()).ok());
    tab_b.driver().session().ResolveChance();
  }
  ASSERT_TRUE(tab_b.Autosave(library, now, 1.0).ok());
  const std::string b_save = *storage.Get("tinsel/slot/g");

  EXPECT_FALSE(tab_a.taken_elsewhere());
  tab_a.CheckHolder(library, 1.0);
  EXPECT_TRUE(tab_a.taken_elsewhere());
  ASSERT_TRUE(tab_a.driver().ApplyHuman(tab_a.session().state().LegalActions().front(), 1.0).ok());
  tab_a.Autosave(library, now, 2.0);
  EXPECT_EQ(*storage.Get("tinsel/slot/g"), b_save) << "tab A wrote over tab B's newer save";
  EXPECT_TRUE(tab_b.Autosave(library, now, 3.0).ok());
  EXPECT_FALSE(tab_b.taken_elsewhere());
}

TEST(GameInProgress, WithNoHolderRecordedTheGameIsOurs) {
  MemoryStorage storage;
  SaveLibrary library(storage);
  GameInProgress game(TrimGame(32, 0), "g", {});
  game.set_holder_token("tab-a");
  game.CheckHolder(library, 0.0);
  EXPECT_FALSE(game.taken_elsewhere());
  EXPECT_TRUE(game.Autosave(
                      library, [] { return std::string("2026"); }, 0.0)
                  .ok());
  EXPECT_TRUE(storage.Get("tinsel/slot/g").has_value());
  // Deleting the game forgets its holder too.
  ASSERT_TRUE(library.Hold("g", "tab-a").ok());
  ASSERT_TRUE(library.Remove("g").ok());
  EXPECT_FALSE(library.Holder("g").has_value());
}

TEST(GameInProgress, AutosaveWritesAfterActionsAndRetriesAfterAFailure) {
  MemoryStorage storage;
  SaveLibrary library(storage);
  auto session = TrimGame(10, 0);
  GameInProgress game(std::move(session), "g", {});
  auto now = [] { return std::string("2026-12-24T12:00:00Z"); };
  ASSERT_TRUE(game.Autosave(library, now, 0.0).ok());
  EXPECT_EQ(library.Last(), "g");
  const int writes = storage.sets();
  EXPECT_TRUE(game.Autosave(library, now, 0.1).ok());  // nothing new: no write
  EXPECT_EQ(storage.sets(), writes);

  storage.set_quota(storage.used());
  const Action move = game.session().state().LegalActions().front();
  ASSERT_TRUE(game.driver().ApplyHuman(move, 0.0).ok());
  EXPECT_FALSE(game.Autosave(library, now, 1.0).ok());
  EXPECT_FALSE(game.save_error().empty());
  const int failed_writes = storage.sets();
  game.Autosave(library, now, 1.5);  // same history, retry not due: not every frame
  EXPECT_EQ(storage.sets(), failed_writes);
  game.Autosave(library, now, 1.0 + GameInProgress::kSaveRetrySeconds);  // due: tried again
  EXPECT_GT(storage.sets(), failed_writes);
  EXPECT_FALSE(game.save_error().empty()) << "still full";

  storage.set_quota(std::nullopt);
  // The bot's reply changes the history: the next autosave retries and succeeds.
  for (double t = 1.0; t < 10 && !game.session().HumanToMove(); t += 0.5) {
    game.driver().Tick(t, 1.0);
  }
  ASSERT_TRUE(game.Autosave(library, now, 4.0).ok());
  EXPECT_TRUE(game.save_error().empty());
  std::string error;
  auto loaded = library.Load("g", &error);
  ASSERT_NE(loaded, nullptr) << error;
  EXPECT_EQ(loaded->history().size(), game.session().history().size());
}

TEST(GameInProgress, TheLastMoveIsSavedOnceThereIsRoomWithoutAnotherMove) {
  // Storage is full when the final move is made: nothing else will change the history, so
  // the retry alone must bring the save up to date.
  MemoryStorage storage;
  SaveLibrary library(storage);
  GameInProgress game(TrimGame(11, 0), "g", {});
  auto now = [] { return std::string("2026-12-24T12:00:00Z"); };
  ASSERT_TRUE(game.Autosave(library, now, 0.0).ok());
  storage.set_quota(storage.used());
  ASSERT_TRUE(game.driver().ApplyHuman(game.session().state().LegalActions().front(), 0.0).ok());
  EXPECT_FALSE(game.Autosave(library, now, 1.0).ok());
  storage.set_quota(std::nullopt);  // the player frees some space
  EXPECT_TRUE(game.Autosave(library, now, 1.0 + GameInProgress::kSaveRetrySeconds).ok());
  EXPECT_TRUE(game.save_error().empty());
  std::string error;
  auto loaded = library.Load("g", &error);
  ASSERT_NE(loaded, nullptr) << error;
  EXPECT_EQ(loaded->history().size(), game.session().history().size());
}

TEST(SessionDriver, BotsWaitTheirDelayAndMatchChooseAction) {
  auto session = TrimGame(12, 0);
  ASSERT_TRUE(session->HumanToMove());
  SessionDriver driver(std::move(session));
  ASSERT_TRUE(driver.ApplyHuman(driver.session().state().LegalActions().front(), 10.0).ok());
  // Chance is resolved at once; the bot does not move before the pause after a human move.
  EXPECT_FALSE(driver.session().state().IsChanceNode());
  if (!driver.session().BotToMove()) GTEST_SKIP() << "the human moves again first";
  const size_t length = driver.session().history().size();
  auto expected_state = driver.session().state().Clone();
  auto bot = MakeBot("trim-the-tree", "greedy");
  const Action expected = ChooseAction(*bot, *expected_state, driver.session().BotSeed());
  EXPECT_FALSE(driver.Tick(10.1, 1.0));
  EXPECT_EQ(driver.session().history().size(), length);
  EXPECT_TRUE(driver.Tick(10.0 + SessionDriver::kAfterHumanDelay + 0.01, 1.0));
  EXPECT_EQ(driver.session().history()[length].action, expected);
}

TEST(SessionDriver, UndoTakesBackTheHumanMove) {
  // Two humans: the second places from the same Box, so nothing new is revealed in between.
  std::vector<Seat> seats = {{"Ann", false, ""}, {"Ben", false, ""}};
  std::string error;
  auto session = Session::Create({"trim-the-tree", {}, seats, 3}, &error);
  ASSERT_NE(session, nullptr) << error;
  session->ResolveChance();
  SessionDriver driver(std::move(session));
  const size_t before = driver.session().history().size();
  ASSERT_TRUE(driver.ApplyHuman(driver.session().state().LegalActions().front(), 0).ok());
  ASSERT_TRUE(driver.session().CanUndo());
  ASSERT_TRUE(driver.Undo(1).ok());
  EXPECT_EQ(driver.session().history().size(), before);
  EXPECT_EQ(PlayerMoves(driver.session()), 0);
}

}  // namespace
}  // namespace tinsel::app
