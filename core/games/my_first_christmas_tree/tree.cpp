#include "games/my_first_christmas_tree/tree.h"

#include <algorithm>
#include <vector>

namespace tinsel::mfct {
namespace {

struct LineTable {
  std::array<Line, kNumLines> lines{};
};

// Every straight run of the lattice: the maximal runs along the rows and both diagonals,
// then each of their stretches of 2 or more consecutive tiles.
LineTable BuildLines() {
  std::vector<std::pair<Direction, std::vector<int>>> maximal;
  for (int row = 0; row < kNumRows; ++row) {
    std::vector<int> run;
    for (int t = 0; t < kRowSize[row]; ++t) run.push_back(TileAt(row, t));
    maximal.emplace_back(Direction::kAlongRow, run);
  }
  // A diagonal starts where no tile lies above it in its direction: down-left runs keep the
  // position, so they start on the top row or at a row's last tile (which has nothing above
  // it on that side); down-right runs start on the top row or at a row's first tile.
  for (int row = 0; row < kNumRows; ++row) {
    for (int t = 0; t < kRowSize[row]; ++t) {
      const bool starts_down_left = row == 0 || t == kRowSize[row] - 1;
      const bool starts_down_right = row == 0 || t == 0;
      if (starts_down_left) {
        std::vector<int> run;
        for (int r = row; r < kNumRows; ++r) run.push_back(TileAt(r, t));
        maximal.emplace_back(Direction::kDownLeft, run);
      }
      if (starts_down_right) {
        std::vector<int> run;
        for (int r = row, p = t; r < kNumRows; ++r, ++p) run.push_back(TileAt(r, p));
        maximal.emplace_back(Direction::kDownRight, run);
      }
    }
  }
  std::vector<Line> all;
  for (const auto& [direction, run] : maximal) {
    const int n = static_cast<int>(run.size());
    for (int begin = 0; begin < n; ++begin) {
      for (int end = begin + 2; end <= n; ++end) {
        Line line;
        line.length = static_cast<int8_t>(end - begin);
        line.direction = direction;
        for (int i = begin; i < end; ++i) {
          line.tiles[i - begin] = static_cast<int8_t>(run[i]);
          line.mask |= TileBit(run[i]);
        }
        all.push_back(line);
      }
    }
  }
  // Shortest first, then by the top tile, then by the bottom tile.
  std::stable_sort(all.begin(), all.end(), [](const Line& a, const Line& b) {
    if (a.length != b.length) return a.length < b.length;
    if (a.tiles[0] != b.tiles[0]) return a.tiles[0] < b.tiles[0];
    return a.tiles[a.length - 1] < b.tiles[b.length - 1];
  });
  LineTable table;
  std::copy(all.begin(), all.end(), table.lines.begin());  // all.size() == kNumLines (tested)
  return table;
}

const LineTable& Table() {
  static const LineTable table = BuildLines();
  return table;
}

}  // namespace

int RowOf(int tile) {
  int row = 0;
  while (row + 1 < kNumRows && tile >= kRowStart[row + 1]) ++row;
  return row;
}

int PositionOf(int tile) { return tile - kRowStart[RowOf(tile)]; }

std::string TileName(int tile) {
  if (tile < 0 || tile >= kNumTiles) return "?";
  return "r" + std::to_string(RowOf(tile) + 1) + "t" + std::to_string(PositionOf(tile) + 1);
}

std::optional<int> ParseTile(const std::string& text) {
  if (text.size() != 4 || text[0] != 'r' || text[2] != 't') return std::nullopt;
  const int row = text[1] - '1';
  const int position = text[3] - '1';
  if (row < 0 || row >= kNumRows || position < 0 || position >= kRowSize[row]) return std::nullopt;
  return TileAt(row, position);
}

const std::array<Line, kNumLines>& Lines() { return Table().lines; }

std::span<const Line> LinesOfLength(int length) {
  if (length < 2 || length > kMaxLineLength) return {};
  const Line* lines = Table().lines.data();
  return std::span<const Line>(lines + kFirstLineOfLength[length],
                               lines + kFirstLineOfLength[length + 1]);
}

int LineIndex(const Line& line) { return static_cast<int>(&line - Lines().data()); }

std::string LineName(int line) {
  if (line < 0 || line >= kNumLines) return "?";
  const Line& l = Lines()[line];
  return TileName(l.tiles[0]) + "-" + TileName(l.tiles[l.length - 1]);
}

std::optional<int> FindLine(int end_a, int end_b) {
  for (int i = 0; i < kNumLines; ++i) {
    const Line& l = Lines()[i];
    const int top = l.tiles[0], bottom = l.tiles[l.length - 1];
    if ((top == end_a && bottom == end_b) || (top == end_b && bottom == end_a)) return i;
  }
  return std::nullopt;
}

PatternCode EncodePattern(const int8_t* symbols, int count) {
  PatternCode code = 0;
  for (int i = count - 1; i >= 0; --i)
    code = (code << kCodeBits) | static_cast<PatternCode>(symbols[i]);
  return code;
}

PatternCode ReversePattern(PatternCode code, int count) {
  PatternCode reversed = 0;
  for (int i = 0; i < count; ++i, code >>= kCodeBits) {
    reversed = (reversed << kCodeBits) | (code & ((1u << kCodeBits) - 1));
  }
  return reversed;
}

LineCodes EncodeLines(const TreeSymbols& tree) {
  LineCodes codes{};
  for (int i = 0; i < kNumLines; ++i) {
    const Line& line = Lines()[i];
    std::array<int8_t, kMaxLineLength> symbols{};
    for (int k = 0; k < line.length; ++k) symbols[k] = tree[line.tiles[k]];
    codes[i] = EncodePattern(symbols.data(), line.length);
  }
  return codes;
}

bool LineReads(const Line& line, const TreeSymbols& tree, const int8_t* symbols, int count) {
  if (line.length != count) return false;
  bool forward = true, backward = true;
  for (int i = 0; i < count && (forward || backward); ++i) {
    forward = forward && tree[line.tiles[i]] == symbols[i];
    backward = backward && tree[line.tiles[count - 1 - i]] == symbols[i];
  }
  return forward || backward;
}

bool PatternOnTree(const TreeSymbols& tree, const int8_t* symbols, int count) {
  if (count == 1) return true;
  for (const Line& line : LinesOfLength(count)) {
    if (LineReads(line, tree, symbols, count)) return true;
  }
  return false;
}

}  // namespace tinsel::mfct
