// The Trim the Tree board (the project's rulings 2-3; no published layout was found): a triangular
// lattice of 15 spaces in 5 rows. Spaces are numbered 1..15 from the top, left to right
// within a row; in code a space is its index 0..14 (number - 1).
//
//                1
//              2   3
//            4   5   6
//          7   8   9  10
//       11  12  13  14  15
//
// Two spaces are adjacent when one line segment joins them (30 segments: 10 along the
// rows, 20 along the slopes). Only the 16 small triangles score: 10 pointing up and 6
// pointing down. Corners have 2 neighbours and 1 triangle; other edge spaces have 4
// neighbours and 3 triangles; the inner spaces 5, 8 and 9 have 6 neighbours and touch 6
// triangles. The tables are data (board.cpp), so a corrected layout is a data change.
#pragma once

#include <array>
#include <cstdint>
#include <span>

namespace tinsel::trim {

constexpr int kNumRows = 5;
constexpr int kNumSpaces = 15;
constexpr int kNumSegments = 30;
constexpr int kNumTriangles = 16;
constexpr int kMaxTrianglesPerSpace = 6;

// A set of spaces: bit i is space index i.
using SpaceMask = uint16_t;
constexpr SpaceMask kAllSpaces = (1u << kNumSpaces) - 1;

constexpr int SpaceNumber(int space) { return space + 1; }  // index -> 1..15
constexpr bool IsSpace(int space) { return space >= 0 && space < kNumSpaces; }

// Row 1..5 (top to bottom) and position 1..row (left to right), for drawing.
int SpaceRow(int space);
int SpaceColumn(int space);

// Pairs of space indices joined by a line segment.
const std::array<std::array<int8_t, 2>, kNumSegments>& Segments();
// Three space indices per small triangle; the first 10 point up, the last 6 down.
const std::array<std::array<int8_t, 3>, kNumTriangles>& Triangles();
bool TrianglePointsUp(int triangle);

// Spaces joined to `space` by a segment.
SpaceMask Neighbours(int space);
// Indices of the small triangles that have `space` as a corner.
std::span<const int8_t> TrianglesAt(int space);

}  // namespace tinsel::trim
