// The games only the tests register (tests/games/<game>/): each proves that a game lives in
// its own folders, since every test that covers "every game" must pick it up through the
// registry with no edit anywhere else.
#pragma once

namespace tinsel::testing_support {

// Adds every test game to the registry (and its view, where the app is built). Called once by
// tests/test_main.cpp before GoogleTest lists the tests.
void RegisterTestGames();

}  // namespace tinsel::testing_support
