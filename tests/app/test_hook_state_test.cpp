// The browser test hooks' state (imgui_app/model/play/test_hook_state.*, window.tinsel.state()):
// the fields docs/test-hooks.md promises and tests/e2e reads, for every screen.
#include "model/play/test_hook_state.h"

#include <gtest/gtest.h>

#include <set>

#include "memory_storage.h"
#include "random_play.h"

namespace tinsel::app {
namespace {

using nlohmann::json;
using testing::MemoryStorage;
using testing::NewSession;
using testing::PlayRandomMove;

std::set<std::string> Keys(const json& object) {
  std::set<std::string> keys;
  for (const auto& [key, value] : object.items()) keys.insert(key);
  return keys;
}

// A seed whose first chance step gives seat 0 ("You") the Bag in a 2-player Trim the Tree
// (found, not assumed: the draw depends on the seed and on the rules it is bound to).
uint64_t YouStartSeed() {
  for (uint64_t seed = 1;; ++seed) {
    if (NewSession("trim-the-tree", {false, true}, seed)->HumanToMove()) return seed;
  }
}
const uint64_t kYouStart = YouStartSeed();

std::unique_ptr<GameInProgress> Game(const std::string& id, const std::vector<bool>& bots,
                                     uint64_t seed) {
  return std::make_unique<GameInProgress>(NewSession(id, bots, seed), "slot-1",
                                          SaveTimes{"2025-12-24T10:00:00Z", ""});
}

TEST(TestHookState, HomeWithoutAGame) {
  TestHookFacts facts;
  facts.screen = "home";
  facts.notice = "Your last game could not be opened: damaged.";
  EXPECT_EQ(TestHookState(facts), json::parse(R"({
    "screen": "home", "game": "", "players": [], "current": -2, "legal": [], "log": [],
    "over": false, "history_length": 0,
    "message": "Your last game could not be opened: damaged."})"));
}

TEST(TestHookState, SetupAndRulesNameTheirGame) {
  TestHookFacts facts;
  facts.screen_game = "santa-timea";
  for (const char* screen : {"setup", "rules"}) {
    facts.screen = screen;
    EXPECT_EQ(TestHookState(facts)["game"], "santa-timea") << screen;
  }
  facts.screen = "home";
  EXPECT_EQ(TestHookState(facts)["game"], "");
}

TEST(TestHookState, SavesListsTheSummaries) {
  auto game = Game("trim-the-tree", {false, true}, kYouStart);
  const std::vector<SlotSummary> saves = {
      SaveLibrary::Summarize("slot-1", game->session(), game->times())};
  TestHookFacts facts;
  facts.screen = "saves";
  facts.saves = &saves;
  const json state = TestHookState(facts);
  ASSERT_TRUE(state.contains("saves"));
  EXPECT_EQ(state["saves"], json::array({saves[0].ToJson()}));
  facts.screen = "home";
  EXPECT_FALSE(TestHookState(facts).contains("saves"));
}

TEST(TestHookState, PlayWithAHumanToMove) {
  auto game = Game("trim-the-tree", {false, true}, kYouStart);
  const Session& session = game->session();
  ASSERT_TRUE(session.HumanToMove());
  TestHookFacts facts;
  facts.screen = "play";
  facts.game = game.get();
  facts.input_enabled = true;
  facts.viewer = 0;
  facts.status = "Your turn.";
  const json state = TestHookState(facts);
  EXPECT_EQ(Keys(state),
            (std::set<std::string>{"screen", "game", "players", "current", "legal", "log", "over",
                                   "history_length", "message", "slot", "save_error",
                                   "bot_thinking", "viewer", "coach", "coach_thinking"}));
  EXPECT_EQ(state["viewer"], 0);
  EXPECT_TRUE(state["coach"].is_null()) << "no coach asked for";
  EXPECT_EQ(state["screen"], "play");
  EXPECT_EQ(state["game"], "trim-the-tree");
  EXPECT_EQ(state["slot"], "slot-1");
  EXPECT_EQ(state["save_error"], "");
  EXPECT_EQ(state["players"], json::parse(R"([
    {"name": "You", "kind": "human", "level": "", "score": 0.0},
    {"name": "Holly", "kind": "bot", "level": "easy", "score": 0.0}])"));
  EXPECT_EQ(state["current"], 0);
  EXPECT_EQ(state["over"], false);
  EXPECT_EQ(state["history_length"], session.history().size());
  EXPECT_EQ(state["bot_thinking"], false);
  EXPECT_EQ(state["message"], "Your turn.");
  json legal = json::array();
  for (Action action : session.state().LegalActions()) {
    legal.push_back(session.state().ActionToString(0, action));
  }
  EXPECT_EQ(state["legal"], legal);
  // The log as the viewer reads it: a whole sentence a line, the actor named in it.
  json log = json::array();
  for (const LogLine& line : game->Log(0)) log.push_back(line.text);
  EXPECT_EQ(state["log"], log);
  EXPECT_FALSE(log.empty());

  // No move may be made: no legal moves are listed.
  facts.input_enabled = false;
  EXPECT_EQ(TestHookState(facts)["legal"], json::array());
}

TEST(TestHookState, AHintIsListedOnlyWhileItShows) {
  auto game = Game("trim-the-tree", {false, true}, kYouStart);
  TestHookFacts facts;
  facts.screen = "play";
  facts.game = game.get();
  facts.input_enabled = true;
  facts.viewer = 0;
  EXPECT_FALSE(TestHookState(facts).contains("hint"));
  game->driver().RequestHint();
  for (int frame = 0; frame < 1000 && !game->driver().hint(); ++frame) {
    game->driver().Tick(frame * 0.016, 0.05);
  }
  ASSERT_TRUE(game->driver().hint());
  const json state = TestHookState(facts);
  const State& table = game->session().state();
  EXPECT_EQ(state["hint"], table.ActionToString(0, *game->driver().hint()));
  EXPECT_EQ(state["hint_reason"], game->driver().hint_reason());
  facts.input_enabled = false;
  EXPECT_FALSE(TestHookState(facts).contains("hint"));
}

TEST(TestHookState, ThePassScreenReadsThePublicLog) {
  auto game = Game("ghosts-of-christmas", {false, false, false}, 5);
  const Session& session = game->session();
  ASSERT_TRUE(session.state().HasPrivateInformation());
  TestHookFacts facts;
  facts.screen = "pass";
  facts.game = game.get();
  facts.viewer = 0;  // ignored off the play screen
  facts.status = "Pass the device to You.";
  const json state = TestHookState(facts);
  EXPECT_EQ(state["message"], "Pass the device to You.");
  EXPECT_EQ(state["legal"], json::array());
  json public_log = json::array();
  for (const LogLine& line : game->Log(kPublicViewer)) public_log.push_back(line.text);
  EXPECT_EQ(state["log"], public_log);
  // On the table, seat 0 reads their own deal.
  facts.screen = "play";
  json own_log = json::array();
  for (const LogLine& line : game->Log(0)) own_log.push_back(line.text);
  EXPECT_NE(own_log, public_log);
  EXPECT_EQ(TestHookState(facts)["log"], own_log);
}

TEST(TestHookState, NamedLogLinesAndAFailedSave) {
  auto game = Game("trim-the-tree", {false, true}, kYouStart);
  Rng rng(1);
  PlayRandomMove(game->driver().session(), rng);
  MemoryStorage storage;
  storage.set_quota(10);
  SaveLibrary library(storage);
  ASSERT_FALSE(game->Autosave(
                       library, [] { return "2025-12-24T10:01:00Z"; }, 0.0)
                   .ok());
  TestHookFacts facts;
  facts.screen = "play";
  facts.game = game.get();
  facts.viewer = 0;
  facts.status = "Holly is thinking.";
  const json state = TestHookState(facts);
  EXPECT_EQ(state["save_error"], game->save_error());
  // The reason is a sentence of its own: the status never runs into it.
  EXPECT_EQ(state["message"],
            "Not saved yet. " + AsSentence(game->save_error()) + " Holly is thinking.");
  EXPECT_EQ(AsSentence("the storage is full; delete old saves to make room"),
            "The storage is full; delete old saves to make room.");
  // Whole sentences with the actor as subject: "You place ...", never "You: places ...".
  bool named = false;
  for (const json& line : state["log"]) {
    const std::string text = line.get<std::string>();
    named = named || text.rfind("You place ", 0) == 0;
    EXPECT_EQ(text.find("You: "), std::string::npos) << text;
    EXPECT_EQ(text.find_first_of("{|}"), std::string::npos) << text;
  }
  EXPECT_TRUE(named) << state["log"].dump();
}

TEST(TestHookState, GameOverListsTheWinners) {
  auto game = Game("trim-the-tree", {false, true}, 9);
  Rng rng(2);
  while (PlayRandomMove(game->driver().session(), rng)) {
  }
  const State& state = game->session().state();
  ASSERT_TRUE(state.IsTerminal());
  TestHookFacts facts;
  facts.screen = "over";
  facts.game = game.get();
  const json json_state = TestHookState(facts);
  EXPECT_EQ(json_state["over"], true);
  EXPECT_EQ(json_state["current"], kTerminalPlayer);
  json winners = json::array();
  for (bool w : state.Winners()) winners.push_back(w);
  EXPECT_EQ(json_state["winners"], winners);
  EXPECT_EQ(json_state["players"][0]["score"], state.Scores()[0]);
}

}  // namespace
}  // namespace tinsel::app
