// A check every game's reasons share (State::MoveReason, tests/<game>/<prefix>_reasons_test.cpp):
// along random games, at every decision each legal move has a reason, in words (lower case,
// no '%', no final full stop), and worlds the player to move cannot tell apart (resampled: the
// same ObservationJson) give the same reasons, so a reason never tells what the player may
// not see.
#pragma once

#include <gtest/gtest.h>

#include <cctype>
#include <memory>
#include <string>
#include <vector>

#include "tinsel/game.h"
#include "tinsel/rng.h"

namespace tinsel::testing_support {

inline void ExpectReasonsAlongRandomGames(const Game& game, int players, Options options,
                                          int decisions, uint64_t seed) {
  ASSERT_TRUE(game.NormalizeOptions(players, options).ok());
  Rng rng(seed);
  std::unique_ptr<State> state = game.NewInitialState(players, options);
  std::vector<Action> legal;
  for (int seen = 0; seen < decisions;) {
    if (state->IsTerminal()) state = game.NewInitialState(players, options);
    if (state->IsChanceNode()) {
      state->ApplyLegalAction(state->SampleChanceOutcome(rng));
      continue;
    }
    const int player = state->CurrentPlayer();
    state->LegalActionsInto(legal);
    std::vector<std::unique_ptr<State>> worlds;
    for (int k = 0; k < 2; ++k) {
      Rng world_rng(Rng::Mix(seed, seen * 2 + k));
      worlds.push_back(state->Resample(player, world_rng));
      ASSERT_EQ(worlds.back()->ObservationJson(player), state->ObservationJson(player));
    }
    for (const Action action : legal) {
      const std::string reason = state->MoveReason(player, action);
      EXPECT_FALSE(reason.empty()) << state->ActionToString(player, action);
      EXPECT_EQ(reason.find('%'), std::string::npos) << reason;
      EXPECT_TRUE(!reason.empty() && std::islower(static_cast<unsigned char>(reason[0])) &&
                  reason.back() != '.')
          << reason;
      for (const auto& world : worlds) {
        EXPECT_EQ(world->MoveReason(player, action), reason)
            << "a hidden part shows: " << state->ActionToString(player, action);
      }
    }
    ++seen;
    state->ApplyLegalAction(legal[rng.Below(legal.size())]);
  }
}

}  // namespace tinsel::testing_support
