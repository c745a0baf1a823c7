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

}  // namespace tinsel
