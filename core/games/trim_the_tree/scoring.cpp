#include "games/trim_the_tree/scoring.h"

#include "games/trim_the_tree/ornaments.h"

namespace tinsel::trim {

bool AllDifferent(int a, int b, int c) {
  const Colour ca = ColourOf(a), cb = ColourOf(b), cc = ColourOf(c);
  const Shape sa = ShapeOf(a), sb = ShapeOf(b), sc = ShapeOf(c);
  return ca != cb && ca != cc && cb != cc && sa != sb && sa != sc && sb != sc;
}

PlacementResult ScorePlacement(const Tree& tree, int space, int kind) {
  PlacementResult result;
  for (const int8_t triangle : TrianglesAt(space)) {
    int others[2];
    int n = 0;
    for (const int8_t corner : Triangles()[triangle]) {
      if (corner == space) continue;
      others[n++] = tree[corner];
    }
    if (others[0] == kNoOrnament || others[1] == kNoOrnament) continue;
    const bool good = AllDifferent(kind, others[0], others[1]);
    result.triangles[result.completed] = triangle;
    result.scored[result.completed] = good;
    ++result.completed;
    if (good) ++result.good;
  }
  result.points = PointsForGoodTriangles(result.good);
  return result;
}

}  // namespace tinsel::trim
