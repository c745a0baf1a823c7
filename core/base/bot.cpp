#include "tinsel/bot.h"

namespace tinsel {

std::unique_ptr<State> BotView(const State& state, uint64_t seed) {
  // The world's generator is derived from the seed, not the seed itself, so that it draws
  // independently of the bot's own generator.
  Rng rng(Rng::Mix(seed, 0x5EED));
  return state.Resample(state.CurrentPlayer(), rng);
}

void StartBot(Bot& bot, const State& state, uint64_t seed) {
  bot.Begin(BotView(state, seed), state.CurrentPlayer(), seed);
}

Action ChooseAction(Bot& bot, const State& state, uint64_t seed) {
  StartBot(bot, state, seed);
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
