// Helpers for the Trim the Tree tests: build positions by applying real actions.
#pragma once

#include <gtest/gtest.h>

#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "games/trim_the_tree/trim_the_tree.h"

namespace tinsel::trim::testing {

// A fresh state through the Game, with options normalized as a Session would. With 2 or more
// players the first chance step (who holds the Bag first) is applied: seat `first_holder`.
inline std::unique_ptr<TrimTheTreeState> NewTrimState(int players,
                                                      const std::string& solitaire = "",
                                                      int first_holder = 0) {
  Options options;
  if (!solitaire.empty()) options[kSolitaireOption] = solitaire;
  EXPECT_TRUE(TrimTheTree().NormalizeOptions(players, options).ok());
  std::unique_ptr<State> state = TrimTheTree().NewInitialState(players, options);
  auto trim = std::unique_ptr<TrimTheTreeState>(dynamic_cast<TrimTheTreeState*>(state.release()));
  if (trim->StartPending()) {
    const Status started = trim->ApplyAction(StartAction(first_holder));
    EXPECT_TRUE(started.ok()) << started.message();
  }
  return trim;
}

// "purple bell" -> kind; fails the test on a typo.
inline int Kind(const std::string& name) {
  const std::optional<int> kind = ParseOrnament(name);
  EXPECT_TRUE(kind.has_value()) << name;
  return kind.value_or(0);
}

inline void Draw(State& state, const std::string& ornament) {
  ASSERT_TRUE(state.IsChanceNode()) << state.ToString();
  const Status status = state.ApplyAction(DrawAction(Kind(ornament)));
  ASSERT_TRUE(status.ok()) << status.message();
}

// Places `ornament` on space number 1..15 for the player to move.
inline void Place(State& state, const std::string& ornament, int number) {
  const Status status = state.ApplyAction(PlaceAction(Kind(ornament), number - 1));
  ASSERT_TRUE(status.ok()) << ornament << " @ " << number << ": " << status.message() << "\n"
                           << state.ToString();
}

// Solitaire: draw `ornament` and place it on space `number`; returns the points it scored.
inline int SoloPlace(TrimTheTreeState& state, const std::string& ornament, int number) {
  const int before = state.Score(0);
  Draw(state, ornament);
  Place(state, ornament, number);
  return state.Score(0) - before;
}

// Solitaire: the rulebook example's tree before its last ornament (scoring_test.cpp checks
// each step): space 8 then completes two triangles, one of them good with a blue box and both
// with a purple box.
inline std::unique_ptr<TrimTheTreeState> RulebookExampleTree() {
  auto state = NewTrimState(1, "standard");
  for (const auto& [ornament, number] :
       std::vector<std::pair<std::string, int>>{{"red bell", 4},
                                                {"yellow candle", 5},
                                                {"purple bulb", 6},
                                                {"yellow box", 10},
                                                {"purple bell", 14},
                                                {"red candle", 13},
                                                {"blue bulb", 12}}) {
    SoloPlace(*state, ornament, number);
  }
  return state;
}

}  // namespace tinsel::trim::testing
