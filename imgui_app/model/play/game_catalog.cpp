#include "model/play/game_catalog.h"

namespace tinsel::app {

std::vector<CatalogEntry> GameCatalog(const std::function<bool(const std::string& id)>& has_view) {
  std::vector<CatalogEntry> list;
  for (const GameEntry& entry : Registry()) {
    const Game& game = *entry.game;
    list.push_back({game.Id(), game.Name(), game.MinPlayers(), game.MaxPlayers(), &entry,
                    has_view(game.Id())});
  }
  return list;
}

}  // namespace tinsel::app
