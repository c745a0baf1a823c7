// Home: Continue for the unfinished game, the games as cards (Play, Learn, Rules; "coming
// soon" for games not built yet) and the way to the saved games.
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "model/play/game_catalog.h"
#include "screens/navigator.h"

namespace tinsel::app {

class HomeScreen {
 public:
  HomeScreen();
  void Draw(ScreenContext& context);
  // The games as the cards show them.
  const std::vector<CatalogEntry>& catalog() const { return catalog_; }
  // The unfinished game Continue takes the player back to (its slot and its words, "Continue
  // Santa Timea"), or none (an empty slot): the app sets it whenever home opens.
  void SetContinue(std::string slot, std::string label) {
    continue_slot_ = std::move(slot);
    continue_label_ = std::move(label);
  }
  const std::string& continue_slot() const { return continue_slot_; }
  const std::string& continue_label() const { return continue_label_; }

 private:
  // `compact` (phones): no pitch, the name and the buttons only.
  // The cards' grid for a screen of `avail`: columns, the gap between cards, a card's width
  // and a row's.
  // Draw's parts, top to bottom.
  void DrawTitle(ScreenContext& context, ImVec2 avail);
  void DrawContinue(ScreenContext& context, ImVec2 avail);
  void DrawCards(ScreenContext& context, ImVec2 avail);
  void DrawFooter(ScreenContext& context, ImVec2 avail);
  int CardColumns(ImVec2 avail) const;
  float CardGap(ImVec2 avail) const;
  float CardWidth(ImVec2 avail) const;
  float CardRowWidth(ImVec2 avail) const;
  void DrawSavedGamesButton(ScreenContext& context, float width);
  void DrawCard(ScreenContext& context, const CatalogEntry& game, ImVec2 size, bool compact);
  // The gift-tag frame and the little tree in the corner; returns the tree's width (text and
  // buttons keep clear of it).
  float DrawCardPicture(ImVec2 size, bool playable);
  // The game's name, player range and pitch, wrapped at `wrap` pixels into the card.
  void DrawCardText(const CatalogEntry& game, float wrap, bool compact);
  // Play and Rules, or "Coming soon", `button` pixels wide each.
  void DrawCardButtons(ScreenContext& context, const CatalogEntry& game, bool playable,
                       float button);

  std::vector<CatalogEntry> catalog_;
  std::string continue_slot_;
  std::string continue_label_;
  float content_height_ = 0;  // last frame's, for centring
};

}  // namespace tinsel::app
