#include "seats.h"

#include <charconv>

#include "args.h"
#include "tinsel/root_parallel.h"
#include "tinsel/utf8.h"

namespace tinsel::cli {

namespace {

// A bot id as the flags give it: a kind, and for a search level ":N" for N root-parallel
// searches on N threads ("hard:4"). threads 0: the suffix is not a number from 1 to 8.
struct BotId {
  std::string kind;
  int threads = 1;
};

BotId ParseBotId(const std::string& text) {
  const size_t colon = text.find(':');
  if (colon == std::string::npos) return {text, 1};
  BotId id{text.substr(0, colon), 0};
  const char* first = text.data() + colon + 1;
  const char* last = text.data() + text.size();
  int threads = 0;
  const auto [end, read] = std::from_chars(first, last, threads);
  if (read == std::errc() && end == last && threads >= 1 && threads <= kMaxSearchWorkers) {
    id.threads = threads;
  }
  return id;
}

}  // namespace

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
    const BotId id = ParseBotId(bot_ids[i]);
    const BotKind* known = nullptr;
    for (const BotKind& kind : entry.bots) known = kind.id == id.kind ? &kind : known;
    if (known != nullptr &&
        (id.threads == 0 || (id.threads > 1 && known->search_iterations == 0))) {
      *error = "Bot " + Quote(bot_ids[i]) + ": only a search level (medium, hard) runs on " +
               "threads, written as hard:N with N from 1 to " + std::to_string(kMaxSearchWorkers) +
               ".";
      return std::nullopt;
    }
    if (known == nullptr) {
      std::string list;
      for (const BotKind& kind : entry.bots) list += (list.empty() ? "" : ", ") + kind.id;
      *error = "Unknown bot " + Quote(bot_ids[i]) + " for " + entry.game->Id() + " (choose " +
               list + ").";
      return std::nullopt;
    }
    seat.bot = true;
    seat.level = id.kind;
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
  std::vector<std::string> bot_ids = SplitCommas(bots);
  if (bot_ids.size() == 1) bot_ids.assign(players, bot_ids.front());
  for (int i = 0; i < players; ++i) {
    const Seat& seat = (*seats)[i];
    if (!seat.bot) {
      *error = "every seat needs a bot.";
      return std::nullopt;
    }
    const int threads = ParseBotId(bot_ids[i]).threads;
    if (threads > 1) {
      IsmctsConfig config;
      config.iterations = FindBotKind(entry.game->Id(), seat.level)->search_iterations;
      table.bots.push_back(std::make_unique<RootParallelBot>(config, threads, /*threads=*/true));
    } else {
      table.bots.push_back(MakeBot(entry.game->Id(), seat.level));
    }
  }
  table.options = std::move(*options);
  table.seats = std::move(*seats);
  table.games = *games;
  table.seed = *seed;
  return table;
}

}  // namespace tinsel::cli
