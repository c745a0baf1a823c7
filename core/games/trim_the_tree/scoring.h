// Scoring one placement (rulebook "Scoring"; the project's ruling 5): the new ornament may complete
// small triangles (all three spaces filled). A completed triangle is good when its three
// ornaments differ in colour and in shape. k good triangles score 2k-1 (1, 3, 5, 7, 9, 11);
// completed triangles that are not good add nothing.
#pragma once

#include <array>
#include <cstdint>

#include "games/trim_the_tree/board.h"

namespace tinsel::trim {

// One player's tree: the ornament kind on each space, or kNoOrnament.
using Tree = std::array<int8_t, kNumSpaces>;

// What a placement did, for the score and the log.
struct PlacementResult {
  int completed = 0;  // triangles this placement completed
  int good = 0;       // of those, with three colours and three shapes
  int points = 0;     // 2 * good - 1, or 0
  // The completed triangles (indices into Triangles()) and whether each scored.
  std::array<int8_t, kMaxTrianglesPerSpace> triangles{};
  std::array<bool, kMaxTrianglesPerSpace> scored{};
};

// 2k-1 for k > 0 good triangles, else 0.
constexpr int PointsForGoodTriangles(int good) { return good > 0 ? 2 * good - 1 : 0; }

// Whether three ornament kinds differ pairwise in colour and in shape.
bool AllDifferent(int a, int b, int c);

// Scores putting `kind` on the empty `space` of `tree` (the tree is not changed).
PlacementResult ScorePlacement(const Tree& tree, int space, int kind);

}  // namespace tinsel::trim
