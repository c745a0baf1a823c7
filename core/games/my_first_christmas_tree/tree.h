// The tree of My First Christmas Tree as data (RULINGS.md, My First Christmas Tree 2): 20
// face-up tiles in centred rows of 2, 3, 4, 5 and 6, plus a face-down star above and two
// face-down base tiles below, which are never matched.
//
//                 r1t1  r1t2                      tiles 0-1
//              r2t1  r2t2  r2t3                   2-4
//           r3t1  r3t2  r3t3  r3t4                5-8
//        r4t1  r4t2  r4t3  r4t4  r4t5             9-13
//     r5t1  r5t2  r5t3  r5t4  r5t5  r5t6          14-19
//
// Row r (1-5) holds r + 1 tiles, named r<row>t<position> from the left. Centred, tile
// (r, t) sits between (r + 1, t) and (r + 1, t + 1), its two diagonal neighbours below.
// A line is a straight run of 2 or more consecutive tiles along a row or along either
// diagonal (down-left keeps t, down-right adds 1 to t each row); a pattern of cards may read
// along it in either direction. Every line is precomputed here (95 of them: 35 along the
// rows, 30 down-left, 30 down-right), shortest first.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <span>
#include <string>

namespace tinsel::mfct {

constexpr int kNumRows = 5;
constexpr int kNumTiles = 20;
constexpr int kMaxLineLength = 6;
constexpr int kNumLines = 95;
constexpr std::array<int, kNumRows> kRowSize = {2, 3, 4, 5, 6};
constexpr std::array<int, kNumRows> kRowStart = {0, 2, 5, 9, 14};

// A set of tiles: bit i is tile i.
using TileMask = uint32_t;
constexpr TileMask kAllTiles = (TileMask{1} << kNumTiles) - 1;
constexpr TileMask TileBit(int tile) { return TileMask{1} << tile; }

// Tile index from 0-based row and position, and back.
constexpr int TileAt(int row, int position) { return kRowStart[row] + position; }
int RowOf(int tile);       // 0-based
int PositionOf(int tile);  // 0-based within the row
constexpr TileMask RowMask(int row) {
  return ((TileMask{1} << kRowSize[row]) - 1) << kRowStart[row];
}
std::string TileName(int tile);  // "r3t2"
std::optional<int> ParseTile(const std::string& text);

enum class Direction : int8_t { kAlongRow, kDownLeft, kDownRight };

struct Line {
  int8_t length = 0;
  Direction direction = Direction::kAlongRow;
  // Tiles from the top (along a row: from the left); only the first `length` are used.
  std::array<int8_t, kMaxLineLength> tiles{};
  TileMask mask = 0;
};

const std::array<Line, kNumLines>& Lines();
// Lines() is sorted by length: those of length k are [kFirstLineOfLength[k],
// kFirstLineOfLength[k + 1]) (43 of 2 tiles, 28 of 3, 16 of 4, 7 of 5, 1 of 6).
constexpr std::array<int, kMaxLineLength + 2> kFirstLineOfLength = {0, 0, 0, 43, 71, 87, 94, 95};
// The lines of exactly `length` tiles (2..6; empty otherwise).
std::span<const Line> LinesOfLength(int length);
// Index of a line in Lines().
int LineIndex(const Line& line);
// "r3t1-r3t4": the two end tiles, the top (or left) one first.
std::string LineName(int line);
// The line with these two end tiles, in either order.
std::optional<int> FindLine(int end_a, int end_b);

// The symbol on each tile (-1 while not yet placed).
using TreeSymbols = std::array<int8_t, kNumTiles>;

// A pattern of up to 6 symbols packed 3 bits each, the first in the lowest bits: comparing
// codes compares patterns of the same length in one step.
using PatternCode = uint32_t;
constexpr int kCodeBits = 3;
PatternCode EncodePattern(const int8_t* symbols, int count);
// The code of the same symbols read backwards.
PatternCode ReversePattern(PatternCode code, int count);
// The code of the tree's symbols along each line, top (or left) first.
using LineCodes = std::array<PatternCode, kNumLines>;
LineCodes EncodeLines(const TreeSymbols& tree);

// Whether `symbols[0..count)` read along `line` in one direction or the other.
bool LineReads(const Line& line, const TreeSymbols& tree, const int8_t* symbols, int count);
// Whether the pattern is on the tree: any single symbol is; longer ones must read along a line
// of their length (ruling 15).
bool PatternOnTree(const TreeSymbols& tree, const int8_t* symbols, int count);

}  // namespace tinsel::mfct
