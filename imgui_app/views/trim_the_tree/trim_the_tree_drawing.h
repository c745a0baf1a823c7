// Trim the Tree's pieces drawn with ImDrawList. Ornaments carry shape AND colour AND a
// letter, so they read without colour vision: box = gift square with ribbon, bell = bell with
// clapper, candle = tall body with a flame, bulb = round bauble with a cap; R/Y/B/P for red,
// yellow, blue, purple (the colours' initials in the player's language). The tree: a green triangle
// around the lattice of 15 spaces, with a trunk, a pot and a star.
#pragma once

#include <imgui.h>

namespace tinsel::app::trim_drawing {

// `kind` = colour * 4 + shape as in core/games/trim_the_tree/ornaments.h. `size` is the
// side of the square the ornament fills. `alpha` 0..1 fades it (e.g. a preview).
void DrawOrnament(ImDrawList* draw, ImVec2 centre, float size, int kind, float alpha = 1.0f);

// The fill colour of an ornament colour index 0..3 (red, yellow, blue, purple).
ImU32 OrnamentColour(int colour, float alpha = 1.0f);
// "R", "Y", "B", "P" (in the player's language).
const char* ColourLetter(int colour);

// The tree behind a lattice whose space 1 is centred at `top`, `spacing` between adjacent
// spaces: one green triangle parallel to the lattice's edges, a trunk, a pot and a star on
// top. The tree in play (`focus`) is a brighter green.
// `compact`: a smaller star and pot, for a short space.
void DrawTree(ImDrawList* draw, ImVec2 top, float spacing, bool focus, bool compact = false);

}  // namespace tinsel::app::trim_drawing
