// Why a placement is worth making, for hints and the review: the triangles it closes and their
// points, else the triangles around the space it keeps open. Everything here is public.
#include "games/trim_the_tree/trim_the_tree.h"
#include "tinsel/translate.h"

namespace tinsel::trim {

std::string TrimTheTreeState::MoveReason(int player, Action action) const {
  if (!IsPlaceAction(action) || player < 0 || player >= num_players_) return {};
  const int kind = KindOf(action), space = SpaceOf(action);
  if (OrnamentAt(player, space) != kNoOrnament) return {};
  const PlacementResult r = PreviewPlacement(player, kind, space);
  if (r.good > 0) {
    const std::string points = TrPlural("{n} point", "{n} points", r.points);
    if (r.completed > r.good) {
      // TRANSLATORS: a move's reason in Trim the Tree: {n} triangles scored, {points} ("3
      // points"), and {more} other triangles completed without scoring.
      return TrPlural(
          "it closes {n} triangle of three colours and three shapes: {points} now, and {more} "
          "more without points",
          "it closes {n} triangles of three colours and three shapes: {points} now, and {more} "
          "more without points",
          r.good, {{"points", points}, {"more", FormatNumber(r.completed - r.good)}});
    }
    // TRANSLATORS: a move's reason in Trim the Tree; {points}: "3 points".
    return TrPlural("it closes {n} triangle of three colours and three shapes: {points} now",
                    "it closes {n} triangles of three colours and three shapes: {points} now",
                    r.good, {{"points", points}});
  }
  if (r.completed > 0) {
    return TrPlural(
        "it closes {n} triangle with a colour or shape twice, no points, and keeps better spaces "
        "free",
        "it closes {n} triangles with a colour or shape twice, no points, and keeps better "
        "spaces free",
        r.completed);
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
    return Tr(
        "no triangle can score here any more: a colour or shape repeats in each, so it parks an "
        "ornament that fits nowhere better");
  }
  return TrPlural(
      "no points yet, but it keeps {n} triangle open for three colours and three shapes",
      "no points yet, but it keeps {n} triangles open for three colours and three "
      "shapes",
      open);
}

}  // namespace tinsel::trim
