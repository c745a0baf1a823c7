#include "seats.h"

#include "args.h"
#include "tinsel/utf8.h"

namespace tinsel::cli {

const GameEntry* GameFromFlag(const Args& args, std::string* error) {
  const GameEntry* entry = FindGame(args.Get("game"));
  if (entry == nullptr) *error = "--game must name a game from `tinsel games`.";
  return entry;
}

std::optional<std::vector<Seat>> MakeSeats(const GameEntry& entry, int players,
                                           const std::string& bots, const std::string& names,
                                           std::string* error) {
  std::vector<std::string> bot_ids = bots.empty() ? std::vector<std::string>{} : SplitCommas(bots);
  if (bot_ids.size() == 1) bot_ids.assign(players, bot_ids.front());
  if (!bot_ids.empty() && static_cast<int>(bot_ids.size()) != players) {
    *error = "--bots names " + std::to_string(bot_ids.size()) + " seats for " +
             std::to_string(players) + " players.";
    return std::nullopt;
  }
  const std::vector<std::string> name_list =
      names.empty() ? std::vector<std::string>{} : SplitCommas(names);
  std::vector<Seat> seats(players);
  for (int i = 0; i < players; ++i) {
    Seat& seat = seats[i];
    seat.name =
        i < static_cast<int>(name_list.size()) ? name_list[i] : "Player " + std::to_string(i + 1);
    if (bot_ids.empty() || bot_ids[i] == "human") continue;
    bool known = false;
    for (const BotKind& kind : entry.bots) known = known || kind.id == bot_ids[i];
    if (!known) {
      std::string list;
      for (const BotKind& kind : entry.bots) list += (list.empty() ? "" : ", ") + kind.id;
      *error = "Unknown bot " + Quote(bot_ids[i]) + " for " + entry.game->Id() + " (choose " +
               list + ").";
      return std::nullopt;
    }
    seat.bot = true;
    seat.level = bot_ids[i];
  }
  return seats;
}

std::optional<BotTable> MakeBotTable(const Args& args, const GameEntry& entry, int players,
                                     const std::string& bots, std::string* error) {
  BotTable table;
  const auto games = args.GetInt("games", 100, 1, 100000000, error);
  const auto seed = args.GetSeed("seed", 1, error);
  auto options = args.GetOptions(error);
  if (!games || !seed || !options) return std::nullopt;
  const Status valid = entry.game->NormalizeOptions(players, *options);
  if (!valid.ok()) {
    *error = valid.message();
    return std::nullopt;
  }
  auto seats = MakeSeats(entry, players, bots, "", error);
  if (!seats) return std::nullopt;
  for (const Seat& seat : *seats) {
    if (!seat.bot) {
      *error = "every seat needs a bot.";
      return std::nullopt;
    }
    table.bots.push_back(MakeBot(entry.game->Id(), seat.level));
  }
  table.options = std::move(*options);
  table.seats = std::move(*seats);
  table.games = *games;
  table.seed = *seed;
  return table;
}

}  // namespace tinsel::cli
