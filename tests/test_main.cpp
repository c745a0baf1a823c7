// The test binary's main: the tests' own games join the registry before GoogleTest lists the
// tests, so every test instantiated for each registered game runs for them too.
#include <gtest/gtest.h>

#include "games/test_games.h"

int main(int argc, char** argv) {
  tinsel::testing_support::RegisterTestGames();
  ::testing::InitGoogleTest(&argc, argv);
  return RUN_ALL_TESTS();
}
