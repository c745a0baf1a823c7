#include "model/game_catalog.h"

namespace tinsel::app {
namespace {

// Announced games whose rules engine is not registered yet. A registered game speaks for
// itself (Game::Name, Pitch, player range): drop its line here when it is registered.
const std::vector<CatalogEntry>& ComingSoon() {
  static const std::vector<CatalogEntry> games = {
      {"my-first-christmas-tree", "My First Christmas Tree", 2, 2,
       "Match card patterns to decorate a shared tree."},
  };
  return games;
}

}  // namespace

std::vector<CatalogEntry> GameCatalog(const std::function<bool(const std::string& id)>& has_view) {
  std::vector<CatalogEntry> list;
  for (const GameEntry& entry : Registry()) {
    const Game& game = *entry.game;
    list.push_back({game.Id(), game.Name(), game.MinPlayers(), game.MaxPlayers(), game.Pitch(),
                    &entry, has_view(game.Id())});
  }
  for (const CatalogEntry& soon : ComingSoon()) {
    if (FindGame(soon.id) == nullptr) list.push_back(soon);
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
