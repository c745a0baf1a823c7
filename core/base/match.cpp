#include "tinsel/match.h"

#include <algorithm>
#include <cmath>

namespace tinsel {

uint64_t BoundChanceSeed(uint64_t seed, const std::string& game_id, int rules_version,
                         const Options& options, int players) {
  // FNV-1a over the fields, each ended by a byte no text holds (names are UTF-8 without
  // control characters), so "ab"+"c" and "a"+"bc" differ.
  uint64_t hash = 0xcbf29ce484222325ull;
  auto add = [&hash](const std::string& text) {
    for (const char c : text) {
      hash ^= static_cast<uint8_t>(c);
      hash *= 0x100000001b3ull;
    }
    hash ^= 0x1F;
    hash *= 0x100000001b3ull;
  };
  add(game_id);
  add(std::to_string(rules_version));
  for (const auto& [name, value] : options) {
    add(name);
    add(value);
  }
  add(std::to_string(players));
  return Rng::Mix(seed, hash);
}

Action SampleChance(const State& state, Rng& rng) { return state.SampleChanceOutcome(rng); }

MatchResult PlayMatch(const Game& game, int players, const Options& options,
                      const std::vector<Bot*>& bots, uint64_t seed) {
  std::unique_ptr<State> state = game.NewInitialState(players, options);
  const uint64_t chance_seed =
      BoundChanceSeed(seed, game.Id(), game.RulesVersion(), options, players);
  MatchResult result;
  uint64_t step = 0;
  while (!state->IsTerminal()) {
    Action action;
    if (state->IsChanceNode()) {
      Rng rng(ChanceSeedAt(chance_seed, step));
      action = SampleChance(*state, rng);
    } else {
      action = ChooseAction(*bots[state->CurrentPlayer()], *state, BotSeedAt(seed, step));
      ++result.decisions;
    }
    state->ApplyAction(action);
    ++step;
  }
  result.scores = state->Scores();
  result.winners = state->Winners();
  return result;
}

std::vector<double> WinShares(const std::vector<bool>& winners) {
  int count = 0;
  for (const bool won : winners) count += won;
  std::vector<double> shares(winners.size(), 0.0);
  for (size_t seat = 0; seat < winners.size(); ++seat) {
    if (winners[seat]) shares[seat] = 1.0 / count;
  }
  return shares;
}

ShareInterval WinShareInterval(double mean_share, int games) {
  if (games <= 0) return {0.0, 1.0};
  constexpr double z = 1.96;
  const double n = games;
  const double denominator = 1 + z * z / n;
  const double center = (mean_share + z * z / (2 * n)) / denominator;
  const double half =
      z / denominator * std::sqrt(mean_share * (1 - mean_share) / n + z * z / (4 * n * n));
  return {std::max(0.0, center - half), std::min(1.0, center + half)};
}

}  // namespace tinsel
