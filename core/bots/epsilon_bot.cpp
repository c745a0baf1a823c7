#include <utility>

#include "tinsel/bot.h"

namespace tinsel {

EpsilonBot::EpsilonBot(std::unique_ptr<Bot> inner, double epsilon)
    : inner_(std::move(inner)), epsilon_(epsilon) {}

void EpsilonBot::Begin(std::unique_ptr<State> view, int player, uint64_t seed) {
  // A stream of its own, so the coin does not shift the inner bot's random choices.
  Rng rng(Rng::Mix(seed, 0xE9511));
  const std::vector<Action> legal = view->LegalActions();
  random_turn_ = !legal.empty() && rng.Unit() < epsilon_;
  if (random_turn_) {
    random_action_ = legal[rng.Below(legal.size())];
    return;
  }
  inner_->Begin(std::move(view), player, seed);
}

bool EpsilonBot::Think(int work) { return random_turn_ || inner_->Think(work); }

Action EpsilonBot::Decision() const { return random_turn_ ? random_action_ : inner_->Decision(); }

std::string EpsilonBot::Explain() const {
  return random_turn_ ? "a hunch (played on a whim)" : inner_->Explain();
}

}  // namespace tinsel
