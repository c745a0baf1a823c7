#include "tinsel/match.h"

namespace tinsel {

Action SampleChance(const State& state, Rng& rng) { return state.SampleChanceOutcome(rng); }

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
