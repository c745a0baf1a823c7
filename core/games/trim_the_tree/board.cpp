#include "games/trim_the_tree/board.h"

namespace tinsel::trim {
namespace {

// The layout, in space numbers 1..15 as drawn in board.h.
constexpr int kRowStart[kNumRows + 1] = {1, 2, 4, 7, 11, 16};

constexpr int kSegmentTable[kNumSegments][2] = {
    // Along the rows.
    {2, 3},
    {4, 5},
    {5, 6},
    {7, 8},
    {8, 9},
    {9, 10},
    {11, 12},
    {12, 13},
    {13, 14},
    {14, 15},
    // Down the slopes, each space to the two below it.
    {1, 2},
    {1, 3},
    {2, 4},
    {2, 5},
    {3, 5},
    {3, 6},
    {4, 7},
    {4, 8},
    {5, 8},
    {5, 9},
    {6, 9},
    {6, 10},
    {7, 11},
    {7, 12},
    {8, 12},
    {8, 13},
    {9, 13},
    {9, 14},
    {10, 14},
    {10, 15}};

constexpr int kTriangleTable[kNumTriangles][3] = {
    // Pointing up: a space and the two below it.
    {1, 2, 3},
    {2, 4, 5},
    {3, 5, 6},
    {4, 7, 8},
    {5, 8, 9},
    {6, 9, 10},
    {7, 11, 12},
    {8, 12, 13},
    {9, 13, 14},
    {10, 14, 15},
    // Pointing down: two neighbours in a row and the space below between them.
    {2, 3, 5},
    {4, 5, 8},
    {5, 6, 9},
    {7, 8, 12},
    {8, 9, 13},
    {9, 10, 14}};
constexpr int kUpTriangles = 10;

struct Tables {
  std::array<std::array<int8_t, 2>, kNumSegments> segments{};
  std::array<std::array<int8_t, 3>, kNumTriangles> triangles{};
  std::array<SpaceMask, kNumSpaces> neighbours{};
  std::array<std::array<int8_t, kMaxTrianglesPerSpace>, kNumSpaces> triangles_at{};
  std::array<int8_t, kNumSpaces> triangles_at_count{};
};

// Built at compile time: the search asks for neighbours and triangles on every placement.
constexpr Tables MakeTables() {
  Tables t;
  for (int i = 0; i < kNumSegments; ++i) {
    const int a = kSegmentTable[i][0] - 1, b = kSegmentTable[i][1] - 1;
    t.segments[i] = {static_cast<int8_t>(a), static_cast<int8_t>(b)};
    t.neighbours[a] |= static_cast<SpaceMask>(1u << b);
    t.neighbours[b] |= static_cast<SpaceMask>(1u << a);
  }
  for (int i = 0; i < kNumTriangles; ++i) {
    for (int j = 0; j < 3; ++j) {
      const int space = kTriangleTable[i][j] - 1;
      t.triangles[i][j] = static_cast<int8_t>(space);
      t.triangles_at[space][t.triangles_at_count[space]++] = static_cast<int8_t>(i);
    }
  }
  return t;
}
constexpr Tables kTables = MakeTables();

const Tables& GetTables() { return kTables; }

}  // namespace

int SpaceRow(int space) {
  int row = 1;
  while (row < kNumRows && space + 1 >= kRowStart[row]) ++row;
  return row;
}

int SpaceColumn(int space) { return space + 1 - kRowStart[SpaceRow(space) - 1] + 1; }

const std::array<std::array<int8_t, 2>, kNumSegments>& Segments() { return GetTables().segments; }

const std::array<std::array<int8_t, 3>, kNumTriangles>& Triangles() {
  return GetTables().triangles;
}

bool TrianglePointsUp(int triangle) { return triangle < kUpTriangles; }

SpaceMask Neighbours(int space) { return GetTables().neighbours[space]; }

std::span<const int8_t> TrianglesAt(int space) {
  const Tables& t = GetTables();
  return {t.triangles_at[space].data(), static_cast<size_t>(t.triangles_at_count[space])};
}

}  // namespace tinsel::trim
