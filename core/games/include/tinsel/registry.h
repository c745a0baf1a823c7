// Registry: every game Tinsel knows, and the bots each game offers. Defined in
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

struct GameEntry {
  const Game* game;
  // The first is the fallback for a bot seat given without a level (cheap: Easy); new
  // seats at setup start at kDefaultBotLevel.
  std::vector<BotKind> bots;
};

const std::vector<GameEntry>& Registry();
// nullptr when unknown.
const GameEntry* FindGame(const std::string& id);
// nullptr when the game or the bot kind is unknown.
const BotKind* FindBotKind(const std::string& game_id, const std::string& bot_id);
// nullptr when the game or the bot kind is unknown.
std::unique_ptr<Bot> MakeBot(const std::string& game_id, const std::string& bot_id);

// For a table across devices, where a guest's device must never receive what its seat may not
// know. Called with the true state `truth`: `history` holds every action from `initial` to it;
// the game rewrites, in place, each step `viewer` has not seen (another seat's secret card or
// vote still hidden now) so that the history ends in `world` (`truth` resampled for `viewer`)
// and replays, step by step, to exactly what `viewer` observed. What it writes depends only on
// what `viewer` knows and on `world` (tests/peer/seat_history_test.cpp checks every game).
using HistoryDisguise = void (*)(const State& truth, const State& initial, int viewer,
                                 const State& world, std::vector<Action>& history);
// nullptr for a game with no secrets but its future chance (every step stays as it was).
// Not a State virtual: only the peer-to-peer code calls it, so a build that never opens a
// table across devices (the page's first frame) links none of it.
HistoryDisguise FindHistoryDisguise(const std::string& game_id);

}  // namespace tinsel
