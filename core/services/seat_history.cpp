#include "tinsel/seat_history.h"

#include <memory>

#include "tinsel/registry.h"
#include "tinsel/rng.h"

namespace tinsel {

std::vector<Action> SeatHistory(const Session& truth, int seat, uint64_t world_seed) {
  std::vector<Action> actions;
  actions.reserve(truth.history().size());
  for (const HistoryEntry& entry : truth.history()) actions.push_back(entry.action);
  Rng rng(world_seed);
  const std::unique_ptr<State> world = truth.state().Resample(seat, rng);
  const HistoryDisguise disguise = FindHistoryDisguise(truth.game().Id());
  if (disguise != nullptr) disguise(truth.state(), *truth.NewInitialState(), seat, *world, actions);
  return actions;
}

std::vector<std::string> SeatHistoryTexts(const Session& truth, int seat, uint64_t world_seed) {
  const std::vector<Action> actions = SeatHistory(truth, seat, world_seed);
  std::vector<std::string> texts;
  texts.reserve(actions.size());
  std::unique_ptr<State> state = truth.NewInitialState();
  for (const Action action : actions) {
    const int player = state->CurrentPlayer();
    texts.push_back(state->ActionToString(player, action));
    // Always legal (each game's DisguiseHistory keeps it so; the tests replay every one);
    // checked all the same, so a fault there shortens the history rather than breaking it.
    if (!state->ApplyAction(action).ok()) break;
  }
  return texts;
}

}  // namespace tinsel
