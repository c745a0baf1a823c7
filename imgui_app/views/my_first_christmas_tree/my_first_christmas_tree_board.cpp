// My First Christmas Tree's board: the tree (star, symbol tiles, base, cubes, finishing
// touches, the lit lines) and the supply in its upper corners (neutral boxes, deck).
#include <algorithm>
#include <string>
#include <vector>

#include "tinsel/translate.h"
#include "ui/input_state.h"
#include "ui/theme.h"
#include "views/my_first_christmas_tree/my_first_christmas_tree_drawing.h"
#include "views/my_first_christmas_tree/my_first_christmas_tree_view.h"
#include "views/my_first_christmas_tree/my_first_christmas_tree_view_parts.h"

namespace tinsel::app {
namespace {

using kit::FontPixels;
using kit::Text;
using kit::TextWidth;
using mfct::Step;
namespace act = mfct::act;
namespace md = mfct_drawing;

}  // namespace

// The tree on the board, in tile steps: the star's centre half a step from the top, row r
// (0-4) 1.55 + r steps down, the base 1.25 steps below the last row; rows centred. A wide short
// board (a phone on its side) packs star, rows and base closer, so its rows are further apart.
struct MyFirstChristmasTreeView::Tree {
  float step = 0;   // from one row to the next, and the size of things
  float hstep = 0;  // from one tile to the next along a row: wider where the width allows, so a
                    // short tree (a phone on its side) still leaves a finger's width per tile
  float tile = 0;   // a tile's side
  float cx = 0;
  float top = 0;
  float star_gap = 1.55f;  // steps from the top to the first row
  float base_gap = 1.25f;  // steps from the last row to the base
  float star_at = 0.5f;    // steps from the top to the star's centre

  explicit Tree(Box box) {
    const bool packed = box.h() < box.w() * 0.75f;
    if (packed) {
      star_gap = 1.35f;
      base_gap = 0.95f;
      star_at = 0.45f;
    }
    const float tall = star_gap + 4 + base_gap + 0.5f;
    step = std::min((box.h() - 8) / (tall + 0.1f), (box.w() - 8) / 7.6f);
    hstep = std::min(step * 1.6f, (box.w() - 8) / 7.6f);
    tile = step * 0.88f;
    cx = box.min.x + box.w() * 0.5f;
    top = box.min.y + (box.h() - step * tall) * 0.5f;
  }
  float RowY(int row) const { return top + (row + star_gap) * step; }
  ImVec2 Centre(int t) const {
    const int row = mfct::RowOf(t);
    const float offset = mfct::PositionOf(t) - (mfct::kRowSize[row] - 1) * 0.5f;
    return ImVec2(cx + offset * hstep, RowY(row));
  }
  ImVec2 Min(ImVec2 centre) const { return ImVec2(centre.x - tile * 0.5f, centre.y - tile * 0.5f); }
  ImVec2 Max(ImVec2 centre) const { return ImVec2(centre.x + tile * 0.5f, centre.y + tile * 0.5f); }
  ImVec2 Star() const { return ImVec2(cx, top + star_at * step); }
  ImVec2 Base(int side) const {
    return ImVec2(cx + (side == 0 ? -0.6f : 0.6f) * hstep,
                  RowY(mfct::kNumRows - 1) + base_gap * step);
  }
  // The end of a row, right of its last tile (where its finishing touch goes).
  float RowEnd(int row) const {
    return cx + (mfct::kRowSize[row] - 1) * 0.5f * hstep + tile * 0.5f;
  }
  // Where a seat's cube sits on a tile: the first seat's lower left, the second's lower right.
  ImVec2 CubeSpot(ImVec2 centre, int seat) const {
    return ImVec2(centre.x + (seat == 0 ? -0.28f : 0.28f) * tile, centre.y + 0.3f * tile);
  }
};

void MyFirstChristmasTreeView::DrawBoard(const ViewContext& context,
                                         const MyFirstChristmasTreeState& state, const Turn& turn,
                                         Box box, ViewResult& result) {
  ImDrawList* draw = ImGui::GetWindowDrawList();
  kit::FramedPanel(draw, box.min, box.max, IM_COL32(8, 36, 26, 200), ui::colour::kGoldDim, 12,
                   1.5f);
  const Tree tree(box);
  if (state.TilesPlaced() < mfct::kNumTiles) return;  // the tree is being laid out
  const float last_row = tree.RowY(mfct::kNumRows - 1);
  md::DrawPine(draw, tree.Star(), last_row + tree.step * 0.55f, tree.hstep * 3.5f, tree.Base(0).y);
  DrawSupply(state, tree, box);
  DrawLineBands(state, turn, tree);
  DrawTiles(context, state, turn, tree, result);
  DrawStarAndBase(context, state, tree);
  DrawFinishingTouches(state, tree);
}

void MyFirstChristmasTreeView::DrawLineBands(const MyFirstChristmasTreeState& state,
                                             const Turn& turn, const Tree& tree) {
  ImDrawList* draw = ImGui::GetWindowDrawList();
  auto band = [&](int line, ImU32 colour, float width) {
    const mfct::Line& l = mfct::Lines()[line];
    const ImVec2 a = tree.Centre(l.tiles[0]);
    const ImVec2 b = tree.Centre(l.tiles[l.length - 1]);
    draw->AddLine(a, b, colour, width);
    draw->AddCircleFilled(a, width * 0.5f, colour, 16);
    draw->AddCircleFilled(b, width * 0.5f, colour, 16);
  };
  const int decorated = state.DecoratedLine();
  if (decorated >= 0) {
    band(decorated, kit::WithAlpha(ui::colour::kGold, 0.9f), tree.step * 1.08f);
    return;
  }
  // The lines the viewer's row reads along (the first seat's behind the pass screen).
  const int seat = turn.me;
  state.ForEachLineOf(state.Row(seat), [&](int line) {
    const bool hovered = line == hovered_line_ && choosing_line_;
    // Wider than a tile: a gold halo round each tile of the line, between the tiles too.
    band(line, kit::WithAlpha(ui::colour::kGold, hovered ? 0.95f : 0.6f),
         tree.step * (hovered ? 1.1f : 1.02f));
  });
}

void MyFirstChristmasTreeView::DrawTiles(const ViewContext& context,
                                         const MyFirstChristmasTreeState& state, const Turn& turn,
                                         const Tree& tree, ViewResult& result) {
  ImDrawList* draw = ImGui::GetWindowDrawList();
  const bool placing = turn.mine && turn.step == Step::kCubes;
  mfct::TileMask lines_mask = 0;
  if (choosing_line_) {
    for (int line : state.MatchingLines()) lines_mask |= mfct::Lines()[line].mask;
  }
  for (int tile = 0; tile < mfct::kNumTiles; ++tile) {
    const ImVec2 c = tree.Centre(tile);
    const ImVec2 min = tree.Min(c);
    const ImVec2 max = tree.Max(c);
    const std::string name = mfct::TileName(tile);
    const std::string symbol = mfct_view::SymbolWords(state.TileSymbol(tile));
    // TRANSLATORS: a tile of the tree: its name ("r3t2") and its symbol ("gear").
    const std::string words = TrFormat("{tile} {symbol}", {{"tile", name}, {"symbol", symbol}});
    bool hovered = false;
    const bool lit = (placing && turn.Legal(act::Cube(tile))) || (lines_mask & mfct::TileBit(tile));
    // On a touch screen only the tiles of the decision are targets (the others are too close
    // together for a finger to tell apart, and a tap there would only explain).
    const bool target = turn.mine && (lit || !ui::Input().coarse_pointer);
    const bool clicked =
        kit::HitArea(context.widgets, "mfct:tile:" + name, words, min, max, target, &hovered, lit);
    md::Look look;
    look.lit = lit;
    look.dimmed = placing && !(mfct::Lines()[state.DecoratedLine()].mask & mfct::TileBit(tile));
    md::DrawTile(draw, min, tree.tile, state.TileSymbol(tile), look);
    DrawTileCubes(context, state, tree, tile);
    const bool hint_line = context.hint && act::IsDecorate(*context.hint) &&
                           (mfct::Lines()[act::LineOf(*context.hint)].mask & mfct::TileBit(tile));
    if (Hinted(context, act::Cube(tile)) || hint_line) kit::HintFrame(draw, min, max);
    kit::Explain(hovered, words);
    if (clicked && turn.mine) ClickTile(state, tile, result);
  }
}

void MyFirstChristmasTreeView::ClickTile(const MyFirstChristmasTreeState& state, int tile,
                                         ViewResult& result) {
  if (!choosing_line_) {
    Try(state, act::Cube(tile), result);
    return;
  }
  // Choosing the line on the tree: a tile only one of the matching lines passes through.
  std::vector<int> through;
  for (int line : state.MatchingLines()) {
    if (mfct::Lines()[line].mask & mfct::TileBit(tile)) through.push_back(line);
  }
  if (through.size() == 1) {
    Try(state, act::Decorate(through[0]), result);
  } else if (through.empty()) {
    // TRANSLATORS: {tile} is a tile of the tree, "r3t2".
    message_ = TrFormat("{tile} is on none of the lines your row matches.",
                        {{"tile", mfct::TileName(tile)}});
  } else {
    message_ = TrPlural(
        // TRANSLATORS: {n} lines (2 or more) pass through the tile {tile} ("r3t2").
        "{n} of the lines your row matches passes through {tile}: choose one with its button.",
        "{n} of the lines your row matches pass through {tile}: choose one with its button.",
        static_cast<long long>(through.size()), {{"tile", mfct::TileName(tile)}});
  }
}

void MyFirstChristmasTreeView::DrawTileCubes(const ViewContext& context,
                                             const MyFirstChristmasTreeState& state,
                                             const Tree& tree, int tile) {
  ImDrawList* draw = ImGui::GetWindowDrawList();
  const ImVec2 c = tree.Centre(tile);
  const float size = tree.tile * 0.3f;
  for (int seat = 0; seat < mfct::kNumPlayers; ++seat) {
    if (!state.HasCube(seat, tile)) continue;
    const bool stand_in = (state.StandIns(seat) >> tile) & 1;
    const ImVec2 spot = tree.CubeSpot(c, seat);
    md::DrawCube(draw, spot, size, seat, stand_in);
    // The other player's new cubes: marked until this player's next move.
    recent_.Piece(context, draw,
                  "mfct:cube:" + std::to_string(tile) + ":" + std::to_string(seat) +
                      (stand_in ? ":stand-in" : ""),
                  seat, ImVec2(spot.x - size * 0.5f, spot.y - size * 0.5f),
                  ImVec2(spot.x + size * 0.5f, spot.y + size * 0.5f), 3);
  }
}

void MyFirstChristmasTreeView::DrawStarAndBase(const ViewContext& context,
                                               const MyFirstChristmasTreeState& state,
                                               const Tree& tree) {
  ImDrawList* draw = ImGui::GetWindowDrawList();
  const float cube = tree.tile * 0.34f;
  auto owner_cube = [&](ImVec2 c, int owner, int spot) {
    if (owner < 0) return;
    const bool stand_in = (state.StandIns(owner) >> spot) & 1;
    const ImVec2 at(c.x, c.y + tree.tile * 0.28f);
    md::DrawCube(draw, at, cube, owner, stand_in);
    recent_.Piece(context, draw, "mfct:owner:" + std::to_string(spot) + ":" + std::to_string(owner),
                  owner, ImVec2(at.x - cube * 0.5f, at.y - cube * 0.5f),
                  ImVec2(at.x + cube * 0.5f, at.y + cube * 0.5f), 3);
  };
  auto tooltip = [&](ImVec2 c, const std::string& what, int owner, int points) {
    if (!kit::Inside(ImGui::GetIO().MousePos, tree.Min(c), tree.Max(c))) return;
    if (owner >= 0) {
      kit::Explain(true,
                   TrPlural(
                       // TRANSLATORS: {what} is the star or a base tile; {name} the player
                       // holding it.
                       "{what}, {n} point: held by {name}", "{what}, {n} points: held by {name}",
                       points, {{"what", what}, {"name", Name(context, owner)}}));
    } else {
      kit::Explain(true, TrPlural(
                             // TRANSLATORS: {what} is the star or a base tile, held by nobody yet.
                             "{what}, {n} point: not taken yet",
                             "{what}, {n} points: not taken yet", points, {{"what", what}}));
    }
  };
  const ImVec2 star = tree.Star();
  md::DrawStarTile(draw, tree.Min(star), tree.tile);
  owner_cube(star, state.StarOwner(), mfct::kStarSpot);
  tooltip(star, Tr("The star"), state.StarOwner(), mfct::kStarPoints);
  for (int side = 0; side < 2; ++side) {
    const ImVec2 base = tree.Base(side);
    md::DrawBaseTile(draw, tree.Min(base), tree.tile, mfct::kBasePoints[side]);
    owner_cube(base, state.BaseOwner(side), mfct::kBaseSpot + side);
    tooltip(base, side == 0 ? Tr("The left base tile") : Tr("The right base tile"),
            state.BaseOwner(side), mfct::kBasePoints[side]);
  }
}

void MyFirstChristmasTreeView::DrawFinishingTouches(const MyFirstChristmasTreeState& state,
                                                    const Tree& tree) {
  const ui::Fonts& fonts = ui::GetFonts();
  ImDrawList* draw = ImGui::GetWindowDrawList();
  const float px = std::clamp(tree.step * 0.3f, 12.0f, FontPixels(fonts.bold));
  for (int row = 0; row < mfct::kNumRows; ++row) {
    // At the row's right end: the rosette of whoever finished it first, else its worth.
    const ImVec2 c(tree.RowEnd(row) + tree.step * 0.32f, tree.RowY(row));
    const int owner = state.FinishingTouch(row);
    if (owner >= 0) {
      md::DrawFinishingTouch(draw, c, tree.step * 0.5f, owner);
    } else {
      draw->AddCircle(c, tree.step * 0.2f, ui::colour::kGoldDim, 16, 1.5f);
      kit::CentredText(draw, fonts.bold, px, c, ui::colour::kGoldDim,
                       std::to_string(mfct::kRowSize[row]));
    }
  }
}

void MyFirstChristmasTreeView::DrawSupply(const MyFirstChristmasTreeState& state, const Tree& tree,
                                          Box box) {
  const ui::Fonts& fonts = ui::GetFonts();
  ImDrawList* draw = ImGui::GetWindowDrawList();
  // Readable however small the tree (a replay on a phone).
  const float small = std::max(std::min(FontPixels(fonts.mark), tree.step * 0.3f), 8.0f);
  // Upper left: the neutral boxes, a stack per value with the cards left.
  const float card_w = tree.step * 0.56f;
  ImVec2 at(box.min.x + 10, box.min.y + 8);
  Text(draw, fonts.mark, small, at, ui::colour::kCreamDim, Tr("Neutral boxes"));
  at.y += small + 4;
  for (int value = mfct::kLowestBox; value <= mfct::kHighestBox; ++value) {
    const int left = state.NeutralBoxesLeft(value);
    const ImVec2 min(at.x + (value - mfct::kLowestBox) * (card_w + 6), at.y);
    md::Look look;
    look.alpha = left > 0 ? 1.0f : 0.3f;
    md::DrawBoxCard(draw, min, card_w, -1, value, look);
    kit::CentredText(draw, fonts.mark, small,
                     ImVec2(min.x + card_w * 0.5f, min.y + card_w * md::kCardAspect + small * 0.7f),
                     ui::colour::kCream, "×" + std::to_string(left));
  }
  // Upper right: the deck (face down) and the discards.
  const ImVec2 deck(box.max.x - 10 - card_w, box.min.y + 8 + small + 4);
  // TRANSLATORS: over the deck of cards, face down.
  const char* deck_word = TrContext("cards", "Deck");
  Text(draw, fonts.mark, small,
       ImVec2(box.max.x - 10 - TextWidth(fonts.mark, small, deck_word), box.min.y + 8),
       ui::colour::kCreamDim, deck_word);
  if (state.DeckSize() > 0) md::DrawCardBack(draw, deck, card_w);
  kit::CentredText(draw, fonts.mark, small,
                   ImVec2(deck.x + card_w * 0.5f, deck.y + card_w * md::kCardAspect + small * 0.7f),
                   ui::colour::kCream, std::to_string(state.DeckSize()));
}

}  // namespace tinsel::app
