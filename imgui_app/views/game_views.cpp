// The game view factory: one line per game that has a table view.
#include <utility>
#include <vector>

#include "views/game_view.h"
#include "views/ghosts_of_christmas/ghosts_of_christmas_view.h"
#include "views/my_first_christmas_tree/my_first_christmas_tree_view.h"
#include "views/santa_timea/santa_timea_view.h"
#include "views/trim_the_tree/trim_the_tree_view.h"

namespace tinsel::app {
namespace {

template <class View>
std::unique_ptr<GameView> Make() {
  return std::make_unique<View>();
}

std::vector<std::pair<std::string, GameViewFactory>>& Factories() {
  static std::vector<std::pair<std::string, GameViewFactory>> factories = {
      {"trim-the-tree", &Make<TrimTheTreeView>},
      {"ghosts-of-christmas", &Make<GhostsOfChristmasView>},
      {"santa-timea", &Make<SantaTimeaView>},
      {"my-first-christmas-tree", &Make<MyFirstChristmasTreeView>},
  };
  return factories;
}

}  // namespace

std::unique_ptr<GameView> MakeGameView(const std::string& game_id) {
  for (const auto& [id, make] : Factories()) {
    if (id == game_id) return make();
  }
  return nullptr;
}

void RegisterGameViewForTests(const std::string& game_id, GameViewFactory make) {
  Factories().emplace_back(game_id, make);
}

}  // namespace tinsel::app
