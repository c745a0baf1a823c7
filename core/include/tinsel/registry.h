// Registry: every game Tinsel knows, and the bots each game offers.
#pragma once

#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "tinsel/bot.h"
#include "tinsel/game.h"

namespace tinsel {

struct BotKind {
  std::string id;     // "random", "greedy", ... (saved in the seat's `level`)
  std::string label;  // what the setup screen shows
  std::function<std::unique_ptr<Bot>()> make;
};

struct GameEntry {
  const Game* game;
  std::vector<BotKind> bots;  // the first is the default for new bot seats
};

const std::vector<GameEntry>& Registry();
// nullptr when unknown.
const GameEntry* FindGame(const std::string& id);
// nullptr when the game or the bot kind is unknown.
std::unique_ptr<Bot> MakeBot(const std::string& game_id, const std::string& bot_id);

}  // namespace tinsel
