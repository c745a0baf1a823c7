// Turning --bots and --names flags into seats (simulate, arena, new), and the all-bot
// tables that simulate and arena play.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "args.h"
#include "tinsel/registry.h"
#include "tinsel/session.h"

namespace tinsel::cli {

// The game named by --game; nullptr with `error` set when there is none.
const GameEntry* GameFromFlag(const Args& args, std::string* error);

// `bots` is empty (no bots), one bot id for every seat, or one entry per seat where
// "human" marks a human seat. A search level may take ":N" (hard:4): N root-parallel searches
// on N threads (tinsel/root_parallel.h), each with the level's budget; the seat's level is
// the level alone. Returns nullopt with `error` set when an id is unknown.
std::optional<std::vector<Seat>> MakeSeats(const GameEntry& entry, int players,
                                           const std::string& bots, const std::string& names,
                                           std::string* error);

// A game played by bots only: what simulate and arena share.
struct BotTable {
  Options options;                         // normalized for the player count
  std::vector<Seat> seats;                 // every seat a bot
  std::vector<std::unique_ptr<Bot>> bots;  // one per seat, in seat order
  int64_t games = 0;                       // --games
  uint64_t seed = 0;                       // --seed
};

// Reads --games, --seed and --option for `entry` with `players` seats whose bots are
// `bots` (as for MakeSeats). Returns nullopt with `error` set on bad input.
std::optional<BotTable> MakeBotTable(const Args& args, const GameEntry& entry, int players,
                                     const std::string& bots, std::string* error);

}  // namespace tinsel::cli
