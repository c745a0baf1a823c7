// Test Swap's table (tests/games/test_swap): a card per seat, the discards, and the two
// buttons of a turn.
#pragma once

#include "views/game_view.h"

namespace tinsel::app {

class TestSwapView : public GameView {
 public:
  ViewResult Draw(const ViewContext& context) override;
};

}  // namespace tinsel::app
