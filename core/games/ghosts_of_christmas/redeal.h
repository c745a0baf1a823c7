// Constrained redeal for Resample: the hidden players' cards are pooled and dealt again at
// random, keeping every hidden hand's size and never giving a player a suit they have
// shown to lack.
#pragma once

#include <array>
#include <cstdint>

#include "games/ghosts_of_christmas/actions.h"
#include "games/ghosts_of_christmas/cards.h"
#include "tinsel/rng.h"

namespace tinsel::ghosts {

// Redeals hands[s] for every seat s < players with hidden[s]. voids[s] bit k = seat s has
// no card of suit k. The current hands must satisfy the constraints (they always do in a
// real game), so a solution exists; random tries come first, then a deterministic
// constraint-satisfying assignment with a random choice of cards within each suit.
void RedealHidden(int players, const std::array<bool, kMaxPlayers>& hidden,
                  const std::array<uint8_t, kMaxPlayers>& voids,
                  std::array<CardMask, kMaxPlayers>& hands, Rng& rng);

}  // namespace tinsel::ghosts
