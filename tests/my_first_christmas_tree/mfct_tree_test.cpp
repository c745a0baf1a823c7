// The tree as data (ruling 2): 20 tiles in centred rows of 2-6, lines along the rows and both
// diagonals, read either way; its setup by chance (2 random tiles, then each position).
#include <map>
#include <set>

#include "mfct_test_util.h"

namespace tinsel::mfct::testing {
namespace {

TEST(MfctTree, TwentyTilesNamedByRowAndPosition) {
  int tile = 0;
  for (int row = 0; row < kNumRows; ++row) {
    EXPECT_EQ(kRowSize[row], row + 2);
    for (int position = 0; position < kRowSize[row]; ++position, ++tile) {
      EXPECT_EQ(TileAt(row, position), tile);
      EXPECT_EQ(RowOf(tile), row);
      EXPECT_EQ(PositionOf(tile), position);
      const std::string name = TileName(tile);
      EXPECT_EQ(ParseTile(name), tile) << name;
    }
  }
  EXPECT_EQ(tile, kNumTiles);
  EXPECT_EQ(TileName(0), "r1t1");
  EXPECT_EQ(TileName(19), "r5t6");
  EXPECT_EQ(ParseTile("r1t3"), std::nullopt);
  EXPECT_EQ(ParseTile("r6t1"), std::nullopt);
  EXPECT_EQ(ParseTile("r0t1"), std::nullopt);
}

TEST(MfctTree, LineCountsByLengthAndDirection) {
  EXPECT_EQ(static_cast<int>(Lines().size()), kNumLines);
  std::map<int, int> by_length;
  std::map<Direction, int> by_direction;
  for (const Line& line : Lines()) {
    ++by_length[line.length];
    ++by_direction[line.direction];
  }
  // Rows of 2..6 give 15, 10, 6, 3, 1 runs of length 2..6; each diagonal direction has
  // maximal runs of 5, 5, 4, 3, 2 tiles.
  EXPECT_EQ(by_length, (std::map<int, int>{{2, 43}, {3, 28}, {4, 16}, {5, 7}, {6, 1}}));
  EXPECT_EQ(by_direction[Direction::kAlongRow], 35);
  EXPECT_EQ(by_direction[Direction::kDownLeft], 30);
  EXPECT_EQ(by_direction[Direction::kDownRight], 30);
  for (int length = 2; length <= kMaxLineLength; ++length) {
    EXPECT_EQ(static_cast<int>(LinesOfLength(length).size()), by_length[length]);
    for (const Line& line : LinesOfLength(length)) EXPECT_EQ(line.length, length);
  }
  EXPECT_TRUE(LinesOfLength(1).empty());
  EXPECT_TRUE(LinesOfLength(7).empty());
}

TEST(MfctTree, DiagonalNeighboursAreTheTwoTilesBelow) {
  // Centred: r1t1 sits between r2t1 and r2t2; r2t3 between r3t3 and r3t4.
  EXPECT_TRUE(FindLine(Tile("r1t1"), Tile("r2t1")).has_value());
  EXPECT_TRUE(FindLine(Tile("r1t1"), Tile("r2t2")).has_value());
  EXPECT_FALSE(FindLine(Tile("r1t1"), Tile("r2t3")).has_value());
  EXPECT_TRUE(FindLine(Tile("r2t3"), Tile("r3t3")).has_value());
  EXPECT_TRUE(FindLine(Tile("r2t3"), Tile("r3t4")).has_value());
  EXPECT_FALSE(FindLine(Tile("r2t3"), Tile("r3t2")).has_value());
  // Straight runs only: r1t1-r2t1-r3t2 bends, so no line joins r1t1 and r3t2.
  EXPECT_FALSE(FindLine(Tile("r1t1"), Tile("r3t2")).has_value());
  // The longest diagonals have 5 tiles, the bottom row 6.
  EXPECT_EQ(Lines()[LineNamed("r1t1-r5t1")].length, 5);
  EXPECT_EQ(Lines()[LineNamed("r1t2-r5t6")].length, 5);
  EXPECT_EQ(Lines()[LineNamed("r5t1-r5t6")].length, 6);
  EXPECT_EQ(Lines()[LineNamed("r1t1-r5t1")].direction, Direction::kDownLeft);
  EXPECT_EQ(Lines()[LineNamed("r1t2-r5t6")].direction, Direction::kDownRight);
}

TEST(MfctTree, LineNamesAreTheEndTilesTopOrLeftFirst) {
  std::set<std::string> names;
  for (int line = 0; line < kNumLines; ++line) {
    const std::string name = LineName(line);
    EXPECT_TRUE(names.insert(name).second) << "two lines named " << name;
    EXPECT_EQ(LineNamed(name), line);
  }
  const int row3 = LineNamed("r3t4-r3t1");  // either order finds the line
  EXPECT_EQ(LineName(row3), "r3t1-r3t4");
  const Line& line = Lines()[row3];
  EXPECT_EQ(line.mask, RowMask(2));
}

TEST(MfctTree, PatternsReadAlongALineInEitherDirection) {
  TreeSymbols tree{};
  for (int tile = 0; tile < kNumTiles; ++tile) {
    tree[tile] = static_cast<int8_t>(*ParseSymbol(kExampleTree[tile]));
  }
  const Line& row2 = Lines()[LineNamed("r2t1-r2t3")];
  const int8_t forward[] = {kDrop, kArrow, kGear};
  const int8_t backward[] = {kGear, kArrow, kDrop};
  const int8_t other[] = {kDrop, kGear, kArrow};
  EXPECT_TRUE(LineReads(row2, tree, forward, 3));
  EXPECT_TRUE(LineReads(row2, tree, backward, 3));
  EXPECT_FALSE(LineReads(row2, tree, other, 3));
  EXPECT_FALSE(LineReads(row2, tree, forward, 2));  // lengths must agree
  EXPECT_TRUE(PatternOnTree(tree, forward, 3));
  EXPECT_TRUE(PatternOnTree(tree, backward, 3));
  const int8_t single[] = {kBricks};
  EXPECT_TRUE(PatternOnTree(tree, single, 1));  // any single card (ruling 15)
  const int8_t seven[] = {kBricks, kDrop, kThreeDots, kArrow, kHammer, kBricks, kDrop};
  EXPECT_TRUE(PatternOnTree(tree, seven, 6));   // the bottom row
  EXPECT_FALSE(PatternOnTree(tree, seven, 7));  // no line is longer than 6
}

// The state matches rows by pattern codes; they must agree with reading the tiles one by one.
TEST(MfctTree, PatternCodesAgreeWithReadingTheTiles) {
  int on_tree = 0;
  for (uint64_t seed = 1; seed <= 20; ++seed) {
    auto state = NewState();
    Rng rng(seed);
    while (state->step() != Step::kChooseFirst) {
      state->ApplyLegalAction(state->SampleChanceOutcome(rng));
    }
    for (int trial = 0; trial < 500; ++trial) {
      PreparationRow row;
      row.length = static_cast<int8_t>(1 + rng.Below(kMaxLineLength));
      std::array<int8_t, kMaxLineLength> symbols{};
      for (int i = 0; i < row.length; ++i) {
        row.cards[i] = static_cast<int8_t>(rng.Below(kNumDeckCards));
        symbols[i] = static_cast<int8_t>(SymbolOf(row.cards[i]));
      }
      const bool expected = PatternOnTree(state->Tree(), symbols.data(), row.length);
      ASSERT_EQ(state->OnTree(row), expected) << "seed " << seed << " trial " << trial;
      on_tree += expected && row.length > 1;
      std::vector<int> lines;
      state->ForEachLineOf(row, [&](int line) { lines.push_back(line); });
      std::vector<int> read;
      for (int line = 0; line < kNumLines; ++line) {
        if (LineReads(Lines()[line], state->Tree(), symbols.data(), row.length))
          read.push_back(line);
      }
      if (row.length > 1) {
        ASSERT_EQ(lines, read);
      }
    }
  }
  EXPECT_GT(on_tree, 100);
  EXPECT_EQ(ReversePattern(EncodePattern(std::array<int8_t, 3>{kDrop, kArrow, kGear}.data(), 3), 3),
            EncodePattern(std::array<int8_t, 3>{kGear, kArrow, kDrop}.data(), 3));
}

TEST(MfctTreeSetup, TwoRandomTilesThenEachPositionWeightedByTilesLeft) {
  auto state = NewState();
  ASSERT_TRUE(state->IsChanceNode());
  auto outcomes = state->ChanceOutcomes();
  ASSERT_EQ(outcomes.size(), 6u);  // any symbol for a random tile, equally likely
  for (const auto& [action, weight] : outcomes) EXPECT_EQ(weight, 1.0);
  ASSERT_TRUE(state->ApplyAction(*state->StringToAction(kChancePlayer, "random tile gear")).ok());
  ASSERT_TRUE(state->ApplyAction(*state->StringToAction(kChancePlayer, "random tile gear")).ok());
  EXPECT_EQ(state->RandomTile(0), kGear);
  EXPECT_EQ(state->RandomTile(1), kGear);
  // 20 tiles: 5 gears, 3 of each other symbol.
  outcomes = state->ChanceOutcomes();
  ASSERT_EQ(outcomes.size(), 6u);
  for (const auto& [action, weight] : outcomes) {
    EXPECT_EQ(weight, act::SymbolOfTile(action) == kGear ? 5.0 : 3.0);
  }
  EXPECT_EQ(state->ActionToString(kChancePlayer, act::TreeTile(kGear)), "r1t1 gear");
  for (int i = 0; i < 3; ++i) {
    const std::string text = TileName(i) + " drop";
    ASSERT_TRUE(state->ApplyAction(*state->StringToAction(kChancePlayer, text)).ok()) << text;
  }
  // No drop is left: it is no longer an outcome, and refused.
  outcomes = state->ChanceOutcomes();
  EXPECT_EQ(outcomes.size(), 5u);
  const std::string before = state->ToString();
  const Status refused = state->ApplyAction(act::TreeTile(kDrop));
  EXPECT_EQ(refused.message(), "No drop tile is left to place.");
  EXPECT_EQ(state->ToString(), before);
  // Text names the next position only.
  EXPECT_EQ(state->StringToAction(kChancePlayer, "r1t1 gear"), std::nullopt);
  EXPECT_EQ(state->StringToAction(kChancePlayer, "r2t2 gear"), act::TreeTile(kGear));
}

TEST(MfctTreeSetup, TheWholeTreeHasThreeOfEachSymbolPlusTheRandomOnes) {
  for (uint64_t seed = 1; seed <= 20; ++seed) {
    auto state = NewState();
    Rng rng(seed);
    while (state->step() == Step::kRandomTiles || state->step() == Step::kTreeTiles) {
      state->ApplyLegalAction(state->SampleChanceOutcome(rng));
    }
    std::array<int, kNumSymbols> counts{};
    for (int tile = 0; tile < kNumTiles; ++tile) ++counts[state->TileSymbol(tile)];
    for (int i = 0; i < kRandomTileCount; ++i) --counts[state->RandomTile(i)];
    for (int symbol = 0; symbol < kNumSymbols; ++symbol) {
      EXPECT_EQ(counts[symbol], kTilesPerSymbol) << SymbolName(symbol);
    }
  }
}

TEST(MfctTreeSetup, TheExampleTreeIsBuiltFromChanceOutcomes) {
  Table table(ExampleSetup());
  for (int tile = 0; tile < kNumTiles; ++tile) {
    EXPECT_EQ(SymbolName(table->TileSymbol(tile)), std::string(kExampleTree[tile]));
  }
}

}  // namespace
}  // namespace tinsel::mfct::testing
