// The lattice (rulings 2-3): 15 spaces in rows of 1..5, 30 segments, 16 small triangles.
#include <gtest/gtest.h>

#include <algorithm>
#include <bit>
#include <set>
#include <utility>

#include "games/trim_the_tree/board.h"

namespace tinsel::trim {
namespace {

int Count(SpaceMask mask) { return std::popcount(static_cast<unsigned>(mask)); }

bool Joined(int a, int b) { return (Neighbours(a) >> b) & 1; }

TEST(TrimBoard, FifteenSpacesInRowsOfOneToFiveNumberedTopToBottom) {
  int expected = 0;
  for (int row = 1; row <= kNumRows; ++row) {
    for (int column = 1; column <= row; ++column, ++expected) {
      EXPECT_EQ(SpaceRow(expected), row) << "space " << SpaceNumber(expected);
      EXPECT_EQ(SpaceColumn(expected), column) << "space " << SpaceNumber(expected);
    }
  }
  EXPECT_EQ(expected, kNumSpaces);
}

TEST(TrimBoard, ThirtyDistinctSegmentsJoinNearbySpaces) {
  std::set<std::pair<int, int>> seen;
  for (const auto& segment : Segments()) {
    const int a = std::min(segment[0], segment[1]), b = std::max(segment[0], segment[1]);
    ASSERT_TRUE(IsSpace(a) && IsSpace(b));
    EXPECT_NE(a, b);
    EXPECT_TRUE(seen.insert({a, b}).second) << "duplicate segment";
    // Same row and next column, or the next row, same or next column.
    const int dr = SpaceRow(b) - SpaceRow(a), dc = SpaceColumn(b) - SpaceColumn(a);
    EXPECT_TRUE((dr == 0 && dc == 1) || (dr == 1 && (dc == 0 || dc == 1)))
        << SpaceNumber(a) << "-" << SpaceNumber(b);
  }
  EXPECT_EQ(seen.size(), 30u);
  int degree_sum = 0;
  for (int s = 0; s < kNumSpaces; ++s) degree_sum += Count(Neighbours(s));
  EXPECT_EQ(degree_sum, 60);
}

TEST(TrimBoard, CornersHaveTwoNeighboursEdgesFourInnerSix) {
  const std::set<int> corners = {1, 11, 15}, inner = {5, 8, 9};
  for (int s = 0; s < kNumSpaces; ++s) {
    const int number = SpaceNumber(s);
    const int expected = corners.count(number) ? 2 : inner.count(number) ? 6 : 4;
    EXPECT_EQ(Count(Neighbours(s)), expected) << "space " << number;
    EXPECT_FALSE(Joined(s, s));
  }
  // Spot checks against the drawing in board.h.
  EXPECT_TRUE(Joined(0, 1) && Joined(0, 2));      // 1-2, 1-3
  EXPECT_TRUE(Joined(4, 7) && Joined(4, 8));      // 5-8, 5-9
  EXPECT_FALSE(Joined(0, 4));                     // 1-5 is two segments away
  EXPECT_FALSE(Joined(6, 5));                     // 7 and 6 are at opposite ends of rows
  EXPECT_TRUE(Joined(10, 11) && !Joined(10, 7));  // 11-12, not 11-8
}

TEST(TrimBoard, SixteenSmallTrianglesTenUpSixDown) {
  int up = 0, down = 0;
  std::set<std::set<int>> seen;
  for (int t = 0; t < kNumTriangles; ++t) {
    const auto& corners = Triangles()[t];
    std::set<int> unique(corners.begin(), corners.end());
    ASSERT_EQ(unique.size(), 3u);
    EXPECT_TRUE(seen.insert(unique).second) << "duplicate triangle";
    // Each side is one segment.
    EXPECT_TRUE(Joined(corners[0], corners[1]));
    EXPECT_TRUE(Joined(corners[1], corners[2]));
    EXPECT_TRUE(Joined(corners[0], corners[2]));
    // Up: one space on top, two in the row below. Down: two on top, one below.
    int top_row = 99, on_top = 0;
    for (int s : corners) top_row = std::min(top_row, SpaceRow(s));
    for (int s : corners) on_top += SpaceRow(s) == top_row;
    EXPECT_EQ(TrianglePointsUp(t), on_top == 1) << "triangle " << t;
    (on_top == 1 ? up : down)++;
  }
  EXPECT_EQ(up, 10);
  EXPECT_EQ(down, 6);
}

TEST(TrimBoard, EverySmallTriangleOfTheLatticeIsListed) {
  // Any three mutually joined spaces form a small triangle (there are no others).
  int found = 0;
  for (int a = 0; a < kNumSpaces; ++a) {
    for (int b = a + 1; b < kNumSpaces; ++b) {
      for (int c = b + 1; c < kNumSpaces; ++c) {
        if (Joined(a, b) && Joined(b, c) && Joined(a, c)) ++found;
      }
    }
  }
  EXPECT_EQ(found, kNumTriangles);
}

TEST(TrimBoard, TrianglesPerSpaceCornerOneEdgeThreeInnerSix) {
  const std::set<int> corners = {1, 11, 15}, inner = {5, 8, 9};
  int total = 0;
  for (int s = 0; s < kNumSpaces; ++s) {
    const int number = SpaceNumber(s);
    const int expected = corners.count(number) ? 1 : inner.count(number) ? 6 : 3;
    EXPECT_EQ(static_cast<int>(TrianglesAt(s).size()), expected) << "space " << number;
    for (int t : TrianglesAt(s)) {
      const auto& corners_of_t = Triangles()[t];
      EXPECT_NE(std::find(corners_of_t.begin(), corners_of_t.end(), s), corners_of_t.end());
    }
    total += static_cast<int>(TrianglesAt(s).size());
  }
  EXPECT_EQ(total, 3 * kNumTriangles);
}

}  // namespace
}  // namespace tinsel::trim
