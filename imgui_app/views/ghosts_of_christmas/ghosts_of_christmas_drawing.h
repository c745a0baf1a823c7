// Ghosts of Christmas pieces drawn with ImDrawList: cards (face and back), suit symbols,
// era dials, doors and wreaths. Every suit has a shape AND a colour AND its letter, so the
// cards read without colour vision: Hearts = heart, Bells = bell with clapper, Stars =
// five-pointed star, Candles = candle with a flame. Hearts (trump) also get a red inner
// frame.
#pragma once

#include <imgui.h>

namespace tinsel::app::ghosts_drawing {

// How a card face is drawn on top of its normal look.
struct CardLook {
  bool dimmed = false;       // not playable now: greyed
  bool highlighted = false;  // playable / selected / winning: gold frame
  float alpha = 1.0f;
};

// Card width : height.
constexpr float kCardAspect = 1.4f;

ImU32 SuitColour(int suit, float alpha = 1.0f);
// The suit's symbol filling a square of side `size` around `centre`.
void DrawSuit(ImDrawList* draw, ImVec2 centre, float size, int suit, float alpha = 1.0f);
// A face-up card (id 0..47) in the box [min, min + (width, width * kCardAspect)].
void DrawCardFace(ImDrawList* draw, ImVec2 min, float width, int card, const CardLook& look = {});
void DrawCardBack(ImDrawList* draw, ImVec2 min, float width, float alpha = 1.0f);
// An empty place for a card: a dashed-looking outline.
void DrawCardSlot(ImDrawList* draw, ImVec2 min, float width, ImU32 colour);
// An era dial of radius r: face down (suit = kNoSuit) or showing the suit.
void DrawDial(ImDrawList* draw, ImVec2 centre, float r, int suit);
// A door (purple or red) of the given height, its top-left at `min`; with a wreath on it.
void DrawDoor(ImDrawList* draw, ImVec2 min, float height, bool red, bool wreath);
// A wreath of radius r (an extra one, not on a door, when `loose`).
void DrawWreath(ImDrawList* draw, ImVec2 centre, float r, bool loose = false);
// The start player marker: a small lantern-gold token with a star.
void DrawStartMarker(ImDrawList* draw, ImVec2 centre, float r);

}  // namespace tinsel::app::ghosts_drawing
