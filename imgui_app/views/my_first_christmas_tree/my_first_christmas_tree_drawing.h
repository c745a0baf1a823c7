// My First Christmas Tree's pieces drawn with ImDrawList. Everything reads without colour
// vision: each symbol is a picture (drop, hammer, three dots, bricks, gear, arrow) in one
// dark ink; each card colour also carries its initial (R, B, Y, G, W, K for black); the two
// players' cubes differ by shape (the first seat's are squares, the second seat's discs), and
// a finishing-touch cube standing in for a decoration cube carries a star.
#pragma once

#include <imgui.h>

#include <string>

namespace tinsel::app::mfct_drawing {

// Card width : height.
constexpr float kCardAspect = 1.4f;

// A card colour (0..5: red, blue, yellow, green, white, black), the ink that reads on it,
// and its initial ("R", "B", "Y", "G", "W", "K", in the player's language).
ImU32 CardColour(int colour, float alpha = 1.0f);
ImU32 CardInk(int colour, float alpha = 1.0f);
const char* ColourInitial(int colour);

// A symbol's picture (0..5: drop, hammer, three-dots, bricks, gear, arrow) filling a square
// of side `size` around `centre`; `paper` is the colour behind it (cut-outs such as the
// gear's hole and the bricks' mortar).
void DrawSymbol(ImDrawList* draw, ImVec2 centre, float size, int symbol, ImU32 ink, ImU32 paper);

// How a card or a tile is drawn on top of its normal look.
struct Look {
  bool dimmed = false;  // not a choice now
  bool lit = false;     // a choice now: a gold frame
  bool chosen = false;  // selected: a thicker gold frame
  float alpha = 1.0f;
};

// A deck card (id 0..35) in [min, min + (width, width * kCardAspect)]: a frame in its
// colour with the colour's initial and the value, the symbol on paper in the middle, and the
// colour's name along the bottom when the card is wide enough.
void DrawCard(ImDrawList* draw, ImVec2 min, float width, int card, const Look& look = {});
void DrawCardBack(ImDrawList* draw, ImVec2 min, float width, float alpha = 1.0f);
// A decoration box card: a gift in `colour` with its value (4..6); colour -1 draws a neutral
// (gold) box.
void DrawBoxCard(ImDrawList* draw, ImVec2 min, float width, int colour, int value,
                 const Look& look = {});

// A face-up tree tile (a square of side `size` from `min`) showing `symbol`.
void DrawTile(ImDrawList* draw, ImVec2 min, float size, int symbol, const Look& look = {});
// The face-down star tile on top of the tree, and a face-down base tile with its points.
void DrawStarTile(ImDrawList* draw, ImVec2 min, float size);
void DrawBaseTile(ImDrawList* draw, ImVec2 min, float size, int points);
// The pine tree behind the rows: from the star's centre `top` down to the trunk at `bottom`,
// `half_width` wide at the last row.
void DrawPine(ImDrawList* draw, ImVec2 top, float bottom_row_y, float half_width, float trunk_y);

// A cube of `seat` (0: square, 1: disc) of side `size` at `centre`: its decoration colour, or
// its finishing-touch colour with a star when it stands in (`stand_in`).
void DrawCube(ImDrawList* draw, ImVec2 centre, float size, int seat, bool stand_in,
              float alpha = 1.0f);
// A finishing touch on a row: the seat's finishing-touch cube on a gold rosette.
void DrawFinishingTouch(ImDrawList* draw, ImVec2 centre, float size, int seat);

// The items of the score breakdown, as the score table's column heads draw them.
enum class ScoreItem { kStar, kBase, kTouches, kRows, kBoxes, kCubes, kTotal };
// An item's picture filling a square of side `size` around `centre`: the star, a base tile, a
// finishing touch's rosette, a row of tiles, a gift box, a cube, and a gold coin for the total.
void DrawScoreIcon(ImDrawList* draw, ScoreItem item, ImVec2 centre, float size);

}  // namespace tinsel::app::mfct_drawing
