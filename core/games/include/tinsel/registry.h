// Registry: every game Tinsel knows, each by its manifest (GameEntry). Defined in
// core/games/registry.cpp, the one file that names every game.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "tinsel/bot.h"
#include "tinsel/game.h"

namespace tinsel {

// The level new bot seats start at on the setup screen, and the level hints think at.
inline constexpr const char* kDefaultBotLevel = "medium";
inline constexpr const char* kHintBotLevel = "hard";

// For a table across devices, where a guest's device must never receive what its seat may not
// know. Called with the true state `truth`: `history` holds every action from `initial` to it;
// the game rewrites, in place, each step `viewer` has not seen (another seat's secret card or
// vote still hidden now) so that the history ends in `world` (`truth` resampled for `viewer`)
// and replays, step by step, to exactly what `viewer` observed. What it writes depends only on
// what `viewer` knows and on `world` (tests/peer/seat_history_test.cpp checks every game).
using HistoryDisguise = void (*)(const State& truth, const State& initial, int viewer,
                                 const State& world, std::vector<Action>& history);

// How the benchmark (tools/bench) times a game: random playouts and search at one table.
struct BenchCase {
  int players = 2;
  Options options;             // normalized before use
  int episodes_per_game = 1;   // e.g. hands per game, to report hands per second too
  std::string unit = "games";  // what is counted per second: "games", "hands"
};

// A game's manifest: everything the app, the tools and the tests know of it, written in the
// game's own folder (core/games/<game>/<game>_manifest.cpp: `Manifest()`) and listed once in
// core/games/registry.cpp. The Game itself declares its identity, players, options and rules
// versions.
struct GameEntry {
  const Game* game;
  // The first is the fallback for a bot seat given without a level (cheap: Easy); new
  // seats at setup start at kDefaultBotLevel.
  std::vector<BotKind> bots;
  // The folder of its data files (lesson.json, rules.json), from the project's root
  // ("core/games/trim_the_tree"): the builds copy them from there (the page fetches them,
  // the desktop builds them in) and the tests read them there.
  std::string folder;
  // The rules its guided first game (lesson.json) must teach: each a topic some step of the
  // lesson names (tests/lesson_test.cpp).
  std::vector<std::string> lesson_topics;
  // The keys that name an item in its observation's lists (State::ObservationJson), in order
  // of preference: the screen-reader table heads each item with that key's text ("Past: ...")
  // where no seat names it.
  std::vector<std::string> observation_headings;
  // The table the benchmark times (docs/benchmarks.md).
  BenchCase bench;
  // For a game registered at run time (the tests' own games, tests/games/): how its history
  // is disguised for a seat (below). The shipped games leave it empty and are found by
  // FindHistoryDisguise, so that the page's first frame links none of it.
  HistoryDisguise history_disguise = nullptr;
};

const std::vector<GameEntry>& Registry();
// For the tests alone: adds a game the shipped list does not hold (tests/games/test_games.cpp,
// before any test reads the registry). Never called by the app, the page or the tools.
void RegisterGameForTests(GameEntry entry);
// nullptr when unknown.
const GameEntry* FindGame(const std::string& id);
// nullptr when the game or the bot kind is unknown.
const BotKind* FindBotKind(const std::string& game_id, const std::string& bot_id);
// nullptr when the game or the bot kind is unknown.
std::unique_ptr<Bot> MakeBot(const std::string& game_id, const std::string& bot_id);

// nullptr for a game with no secrets but its future chance (every step stays as it was).
// Not a State virtual: only the peer-to-peer code calls it, so a build that never opens a
// table across devices (the page's first frame) links none of it.
HistoryDisguise FindHistoryDisguise(const std::string& game_id);

}  // namespace tinsel
