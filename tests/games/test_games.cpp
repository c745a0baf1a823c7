#include "test_games.h"

#include "test_swap/test_swap_manifest.h"
#include "tinsel/registry.h"
#ifdef TINSEL_TEST_GAME_VIEWS
#include "test_swap/view/test_swap_view.h"
#include "views/game_view.h"
#endif

namespace tinsel::testing_support {

void RegisterTestGames() {
  // TEST GAME ENTRIES (each test game adds its lines here)
  RegisterGameForTests(test_swap::Manifest());
#ifdef TINSEL_TEST_GAME_VIEWS
  app::RegisterGameViewForTests("test-swap", []() -> std::unique_ptr<app::GameView> {
    return std::make_unique<app::TestSwapView>();
  });
#endif
}

}  // namespace tinsel::testing_support
