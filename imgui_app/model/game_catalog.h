// The games on the home screen: every registered game, in the registry's order, then the
// games still to come (their rules engine is not written yet: the card says "coming soon").
#pragma once

#include <functional>
#include <string>
#include <vector>

#include "tinsel/registry.h"

namespace tinsel::app {

struct CatalogEntry {
  std::string id;
  std::string name;
  int min_players = 0;
  int max_players = 0;
  std::string pitch;
  const GameEntry* entry = nullptr;  // nullptr: no rules engine yet
  bool has_view = false;             // the app can draw its table (else: "coming soon", rules only)
};

// `has_view` tells which registered games the app has a table view for.
std::vector<CatalogEntry> GameCatalog(const std::function<bool(const std::string& id)>& has_view);
// "1-5 players", "2 players".
std::string PlayerRange(int min_players, int max_players);

}  // namespace tinsel::app
