// Home: the four games as cards (Play, Rules; "coming soon" for games not built yet) and
// the way to the saved games.
#pragma once

#include <vector>

#include "model/game_catalog.h"
#include "screens/navigator.h"

namespace tinsel::app {

class HomeScreen {
 public:
  HomeScreen();
  void Draw(ScreenContext& context);
  // The games as the cards show them.
  const std::vector<CatalogEntry>& catalog() const { return catalog_; }

 private:
  void DrawCard(ScreenContext& context, const CatalogEntry& game, ImVec2 size);
  // The gift-tag frame and the little tree in the corner.
  void DrawCardPicture(ImVec2 size, bool playable);
  // The game's name, player range and pitch.
  void DrawCardText(const CatalogEntry& game);
  // Play and Rules, or "Coming soon".
  void DrawCardButtons(ScreenContext& context, const CatalogEntry& game, bool playable);

  std::vector<CatalogEntry> catalog_;
  float content_height_ = 0;  // last frame's, for centring
};

}  // namespace tinsel::app
