#include <cstdio>

#include "args.h"
#include "commands.h"
#include "tinsel/registry.h"

namespace tinsel::cli {

int RunGames(int argc, char** argv) {
  std::string error;
  const auto args = Args::Parse(argc, argv, 2, {"verbose"}, &error);
  if (!args) return Fail("games", error, 2);
  for (const GameEntry& entry : Registry()) {
    const Game& game = *entry.game;
    std::printf("%s\n", game.Id().c_str());
    if (!args->Has("verbose")) continue;
    std::printf("  %s, %d-%d players: %s\n", game.Name().c_str(), game.MinPlayers(),
                game.MaxPlayers(), game.Pitch().c_str());
    for (const OptionSpec& spec : game.OptionSpecs()) {
      std::string values;
      for (const std::string& value : spec.values) values += (values.empty() ? "" : "|") + value;
      std::printf("  --option %s=%s  (%d-%d players) %s\n", spec.name.c_str(), values.c_str(),
                  spec.min_players, std::min(spec.max_players, game.MaxPlayers()),
                  spec.help.c_str());
    }
    std::string bots;
    for (const BotKind& bot : entry.bots) bots += (bots.empty() ? "" : ", ") + bot.id;
    std::printf("  bots: %s\n", bots.c_str());
  }
  return 0;
}

}  // namespace tinsel::cli
