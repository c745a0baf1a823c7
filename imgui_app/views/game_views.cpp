// The game view factory: one line per game that has a table view.
#include "views/game_view.h"
#include "views/ghosts_of_christmas/ghosts_of_christmas_view.h"
#include "views/my_first_christmas_tree/my_first_christmas_tree_view.h"
#include "views/santa_timea/santa_timea_view.h"
#include "views/trim_the_tree/trim_the_tree_view.h"

namespace tinsel::app {

std::unique_ptr<GameView> MakeGameView(const std::string& game_id) {
  if (game_id == "trim-the-tree") return std::make_unique<TrimTheTreeView>();
  if (game_id == "ghosts-of-christmas") return std::make_unique<GhostsOfChristmasView>();
  if (game_id == "santa-timea") return std::make_unique<SantaTimeaView>();
  if (game_id == "my-first-christmas-tree") return std::make_unique<MyFirstChristmasTreeView>();
  return nullptr;
}

}  // namespace tinsel::app
