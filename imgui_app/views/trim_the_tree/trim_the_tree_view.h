// Trim the Tree's table: every player's tree as the 15-space triangular lattice (lines
// between adjacent spaces, the 16 small triangles faintly shaded, good triangles in gold)
// on a green tree with star and pot; the player to move gets the large tree. The Box shows
// the drawn ornaments: click one, then a highlighted space. Illegal clicks are explained
// with the rules' own reason (State::WhyIllegal). A hint (ViewContext::hint) gets a red frame
// on its ornament in the Box and a red ring on its space.
//
// Widget ids: "trim:box:<i>" (label = the ornament's name as shown, "purple bell"),
// "trim:space:<seat>:<n>" (n = space number 1..15 as in "purple bell @ 7").
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "games/trim_the_tree/trim_the_tree.h"
#include "model/play/home_seat.h"
#include "views/kit.h"
#include "views/table_view.h"

namespace tinsel::app {

class TrimTheTreeView : public kit::TableView<trim::TrimTheTreeState> {
 public:
  void Reset() override {
    selected_ = -1;
    message_.clear();
  }
  // An ornament the player chose (not the only one left, which is picked up for them).
  bool HasChoice() const override { return selected_ >= 0 && !only_choice_; }

  // How the Box's tiles are laid out this frame.
  struct TileRow {
    std::vector<int> kinds;  // the ornaments in the Box, one per tile
    float left = 0;
    float top = 0;
    float tile = 0;
    float gap = 0;
    float label_pixels = 0;
    bool full_labels = true;  // the ornament's full name under each tile, else its shape
    bool fits = true;         // every tile fits the room given (a column Box)
  };

 private:
  struct Clicks {
    std::optional<int> space;  // a space of this tree was clicked (index 0..14)
  };
  // The last ornament in the Box has no choice: pick it up for the player.
  void DrawTable(const ViewContext& context, const trim::TrimTheTreeState& state, bool my_turn,
                 ViewResult& result) override;
  std::string Status(const trim::TrimTheTreeState& state, bool my_turn) const override;
  void PickTheOnlyOrnament(const trim::TrimTheTreeState& state, bool my_turn);
  // The seat whose tree is drawn large.
  // The big tree: the seat at the device (model/play/home_seat.h), not whoever is moving.
  int FocusSeat(const ViewContext& context, const trim::TrimTheTreeState& state);
  void DrawTrees(const ViewContext& context, const trim::TrimTheTreeState& state, kit::Box area,
                 bool my_turn, ViewResult& result);

  // The Box across the top (its info in a column on the right), or down the left (`column`:
  // tiles in rows, the info under them).
  void DrawBox(const ViewContext& context, const trim::TrimTheTreeState& state, ImVec2 min,
               ImVec2 size, bool my_turn, bool column);
  // How tall the Box across the top must be for its words on this screen.
  void DrawTiles(const ViewContext& context, const trim::TrimTheTreeState& state,
                 const TileRow& row, float info_x, bool column, bool my_turn);
  float BoxHeight(const ViewContext& context, const trim::TrimTheTreeState& state) const;
  // Round, Bag and the last placement, a line each.
  std::vector<std::string> BoxInfo(const ViewContext& context,
                                   const trim::TrimTheTreeState& state) const;
  // The tiles from `box`'s top left, up to `info_x`.
  TileRow LayOutTiles(const trim::TrimTheTreeState& state, kit::Box box, float info_x,
                      bool column) const;
  // One ornament of the Box at `x`; returns the width its tile and label took.
  float DrawTile(const ViewContext& context, const trim::TrimTheTreeState& state,
                 const TileRow& row, size_t index, float x, bool my_turn);

  Clicks DrawTree(const ViewContext& context, const trim::TrimTheTreeState& state, int seat,
                  ImVec2 min, ImVec2 size, bool focus, bool my_turn);
  void DrawSpace(const ViewContext& context, const trim::TrimTheTreeState& state, int seat,
                 int space, ImVec2 centre, float spacing, bool focus, bool placing_here,
                 const std::vector<Action>& legal, Clicks& clicks);
  // An empty space: its socket and number, and the marks of a hint, a legal target (with a
  // preview of the points under the mouse) or a playable space.
  void DrawEmptySpace(const ViewContext& context, const trim::TrimTheTreeState& state, int seat,
                      int space, ImVec2 centre, float spacing, bool placing_here, bool legal_target,
                      bool hovered);
  void ClickSpace(const ViewContext& context, const trim::TrimTheTreeState& state, int seat,
                  int space, ViewResult& result);

  int selected_ = -1;         // ornament kind chosen from the Box, or -1
  bool only_choice_ = false;  // the Box holds one kind only (picked up for the player)
  HomeSeat home_seat_;
};

}  // namespace tinsel::app
