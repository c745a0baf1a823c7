#include "screens/game_catalog.h"

#include "views/game_view.h"

namespace tinsel::app {

std::vector<CatalogEntry> GameCatalog() {
  std::vector<CatalogEntry> list = {
      {"trim-the-tree", "Trim the Tree", 1, 5,
       "Hang ornaments so every triangle on your tree is different.", nullptr},
      {"ghosts-of-christmas", "Ghosts of Christmas", 3, 4,
       "A trick-taking game across Christmas Past, Present and Future.", nullptr},
      {"santa-timea", "Santa Timea", 3, 6, "Vote, bail and scheme to get your crew ashore.",
       nullptr},
      {"my-first-christmas-tree", "My First Christmas Tree", 2, 2,
       "Match card patterns to decorate a shared tree.", nullptr},
  };
  for (CatalogEntry& item : list) {
    item.entry = FindGame(item.id);
  }
  for (const GameEntry& entry : Registry()) {
    bool known = false;
    for (const CatalogEntry& item : list) known = known || item.id == entry.game->Id();
    if (!known) list.push_back({entry.game->Id(), {}, 0, 0, {}, &entry});
  }
  // A registered game speaks for itself.
  for (CatalogEntry& item : list) {
    if (item.entry == nullptr) continue;
    const Game& game = *item.entry->game;
    item.name = game.Name();
    item.min_players = game.MinPlayers();
    item.max_players = game.MaxPlayers();
    item.pitch = game.Pitch();
    item.has_view = MakeGameView(item.id) != nullptr;
  }
  return list;
}

std::string PlayerRange(int min_players, int max_players) {
  if (min_players == max_players) {
    return std::to_string(min_players) + (min_players == 1 ? " player" : " players");
  }
  return std::to_string(min_players) + "-" + std::to_string(max_players) + " players";
}

}  // namespace tinsel::app
