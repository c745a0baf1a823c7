// Why a placement is worth making, for hints and the review: the triangles it closes and their
// points, else the triangles around the space it keeps open. Everything here is public.
#include "games/trim_the_tree/trim_the_tree.h"
#include "tinsel/words.h"

namespace tinsel::trim {

std::string TrimTheTreeState::MoveReason(int player, Action action) const {
  if (!IsPlaceAction(action) || player < 0 || player >= num_players_) return {};
  const int kind = KindOf(action), space = SpaceOf(action);
  if (OrnamentAt(player, space) != kNoOrnament) return {};
  const PlacementResult r = PreviewPlacement(player, kind, space);
  if (r.good > 0) {
    std::string text = "it closes " + Plural(r.good, "triangle") +
                       " of three colours and three shapes: " + Plural(r.points, "point") + " now";
    if (r.completed > r.good)
      text += ", and " + std::to_string(r.completed - r.good) + " more without points";
    return text;
  }
  if (r.completed > 0) {
    return "it closes " + Plural(r.completed, "triangle") +
           " with a colour or shape twice, no points, and keeps better spaces free";
  }
  // Nothing closed: a triangle here stays open while its one other ornament (at most one, or
  // the triangle would close) differs in colour and in shape.
  int open = 0;
  for (const int8_t triangle : TrianglesAt(space)) {
    bool good = true;
    for (const int8_t corner : Triangles()[triangle]) {
      const int other = corner == space ? kNoOrnament : trees_[player][corner];
      if (other != kNoOrnament) {
        good = good && ColourOf(other) != ColourOf(kind) && ShapeOf(other) != ShapeOf(kind);
      }
    }
    open += good;
  }
  if (open == 0) {
    return "no triangle can score here any more: a colour or shape repeats in each, so it parks "
           "an ornament that fits nowhere better";
  }
  return "no points yet, but it keeps " + Plural(open, "triangle") +
         " open for three colours and three shapes";
}

}  // namespace tinsel::trim
