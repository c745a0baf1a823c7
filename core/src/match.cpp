#include "tinsel/match.h"

namespace tinsel {

Action SampleChance(const State& state, Rng& rng) {
  const auto outcomes = state.ChanceOutcomes();
  double total = 0;
  for (const auto& outcome : outcomes) total += outcome.second;
  double pick = rng.Unit() * total;
  for (const auto& [action, weight] : outcomes) {
    if (weight > 0 && pick < weight) return action;
    pick -= weight;
  }
  // Rounding can leave `pick` a hair above the last weight: take the last possible one.
  for (auto it = outcomes.rbegin(); it != outcomes.rend(); ++it) {
    if (it->second > 0) return it->first;
  }
  return outcomes.empty() ? 0 : outcomes.front().first;
}

MatchResult PlayMatch(const Game& game, int players, const Options& options,
                      const std::vector<Bot*>& bots, uint64_t seed) {
  std::unique_ptr<State> state = game.NewInitialState(players, options);
  MatchResult result;
  uint64_t step = 0;
  while (!state->IsTerminal()) {
    Action action;
    if (state->IsChanceNode()) {
      Rng rng(ChanceSeedAt(seed, step));
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

}  // namespace tinsel
