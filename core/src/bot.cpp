#include "tinsel/bot.h"

namespace tinsel {

Action ChooseAction(Bot& bot, const State& state, uint64_t seed) {
  Rng rng(Rng::Mix(seed, 0x5EED));
  const int player = state.CurrentPlayer();
  bot.Begin(state.Resample(player, rng), player, seed);
  while (!bot.Think(1 << 20)) {
  }
  return bot.Decision();
}

void RandomBot::Begin(std::unique_ptr<State> view, int /*player*/, uint64_t seed) {
  const std::vector<Action> legal = view->LegalActions();
  Rng rng(seed);
  decision_ = legal.empty() ? 0 : legal[rng.Below(legal.size())];
}

}  // namespace tinsel
