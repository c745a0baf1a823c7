// The tests' page only (tinsel_web_test_games, never shipped): the tests' own games
// (tests/games) join the registry as the program starts, before main() and in the bots' web
// workers too, which never call main() but look the game up to search it.
#include "games/test_games.h"

namespace {

const bool kTestGamesRegistered = (tinsel::testing_support::RegisterTestGames(), true);

}  // namespace
