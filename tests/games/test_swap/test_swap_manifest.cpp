// Test Swap's manifest: what the registry knows of it (tests/games/test_games.cpp registers it
// for the tests alone), with its one-line bot.
#include "test_swap_manifest.h"

#include "bots/levels.h"
#include "test_swap.h"

namespace tinsel::test_swap {
namespace {

// Swaps a card in the lower half while the deck lasts, keeps the rest.
class TestSwapBot : public Bot {
 public:
  void Begin(std::unique_ptr<State> view, int player, uint64_t /*seed*/) override {
    const auto& state = static_cast<const TestSwapState&>(*view);
    const bool low = state.Card(player) <= kCards / 2;
    decision_ = low && state.DeckLeft() > 0 ? kSwap : kKeep;
  }
  bool Think(int /*work*/) override { return true; }
  Action Decision() const override { return decision_; }

 private:
  Action decision_ = kKeep;
};

void Disguise(const State& truth, const State& initial, int viewer, const State& world,
              std::vector<Action>& history) {
  static_cast<const TestSwapState&>(truth).DisguiseHistory(initial, viewer, world, history);
}

}  // namespace

GameEntry Manifest() {
  return {.game = &TestSwap(),
          .bots = StandardLevels(
              "heuristic", N_("Heuristic"), [] { return std::make_unique<TestSwapBot>(); },
              {.medium = 200, .hard = 800},
              // A test game's levels are not measured (docs/bots.md measures the shipped ones).
              {.easy = kEasyStrength,
               .medium = "a test game's level, never measured",
               .hard = "a test game's level, never measured"}),
          .folder = "tests/games/test_swap",
          .lesson_topics = {"keep-or-swap", "highest-wins"},
          .bench = {.players = 3},
          .history_disguise = &Disguise};
}

}  // namespace tinsel::test_swap
