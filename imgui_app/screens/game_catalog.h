// The four Tinsel games in home-screen order, with what to show before a game's rules
// engine exists (then the card says "coming soon").
#pragma once

#include <string>
#include <vector>

#include "tinsel/registry.h"

namespace tinsel::app {

struct CatalogEntry {
  std::string id;
  std::string name;
  int min_players;
  int max_players;
  std::string pitch;
  const GameEntry* entry;  // nullptr: no rules engine yet
  bool has_view = false;   // the app can draw its table (else: "coming soon", rules only)
};

// The known four first, then any other registered game.
std::vector<CatalogEntry> GameCatalog();
// "1-5 players", "2 players".
std::string PlayerRange(int min_players, int max_players);

}  // namespace tinsel::app
