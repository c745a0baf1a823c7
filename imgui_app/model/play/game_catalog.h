// The games on the home screen: every registered game, as it describes itself, in the
// registry's order, and whether the app can draw its table.
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
  const GameEntry* entry = nullptr;
  bool has_view = false;  // the app can draw its table (else the card offers the rules only)

  // Asked at each draw, not kept: the pitch is in the language chosen now.
  std::string Pitch() const { return entry->game->Pitch(); }
};

// `has_view` tells which registered games the app has a table view for.
std::vector<CatalogEntry> GameCatalog(const std::function<bool(const std::string& id)>& has_view);

}  // namespace tinsel::app
