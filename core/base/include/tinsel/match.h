// Playing whole games without a user: chance sampling and bot-vs-bot matches, shared by
// the Session, the command line (simulate, arena) and the tests.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "tinsel/bot.h"
#include "tinsel/game.h"

namespace tinsel {

// The seeds for step `step` of a game seeded `game_seed` (step = history length so far).
// Sessions and matches use the same ones, so an all-bot Session replays a match exactly.
inline uint64_t ChanceSeedAt(uint64_t game_seed, uint64_t step) {
  return Rng::Mix(game_seed, step);
}
inline uint64_t BotSeedAt(uint64_t game_seed, uint64_t step) {
  return Rng::Mix(game_seed ^ 0xB07B07B07ull, step);
}

// The root of a game's chance stream when it is bound to its rules (ChanceStream in
// tinsel/session.h): `seed` mixed with a hash of the game id, the rules version, the options
// (normalized, in order) and the number of seats. Any edit of those changes every draw.
uint64_t BoundChanceSeed(uint64_t seed, const std::string& game_id, int rules_version,
                         const Options& options, int players);

// Picks a chance outcome at a chance node, in proportion to the weights.
Action SampleChance(const State& state, Rng& rng);

struct MatchResult {
  std::vector<double> scores;
  std::vector<bool> winners;
  int decisions = 0;  // player decisions made (chance outcomes not counted)
};

// Plays one game to the end under the current rules: bots[seat] decides for each seat; chance
// comes from ChanceSeedAt(BoundChanceSeed(...)) and bots from BotSeedAt exactly as in a new
// Session, so a match can be replayed as a save.
MatchResult PlayMatch(const Game& game, int players, const Options& options,
                      const std::vector<Bot*>& bots, uint64_t seed);

// Each seat's share of a game's win: 1/k for each of k tied winners, 0 for the others.
std::vector<double> WinShares(const std::vector<bool>& winners);

// A 95% confidence interval for a bot's true win share, from its mean share over `games`
// games (Wilson's score interval: sound for small samples and for shares near 0 or 1, and
// conservative when shared wins make the outcomes fractional).
struct ShareInterval {
  double low;
  double high;
};
ShareInterval WinShareInterval(double mean_share, int games);

}  // namespace tinsel
