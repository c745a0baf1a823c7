// Test Swap's entry for the registry (tests/games/test_games.cpp).
#pragma once

#include "tinsel/registry.h"

namespace tinsel::test_swap {

GameEntry Manifest();

}  // namespace tinsel::test_swap
