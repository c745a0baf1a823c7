// My First Christmas Tree after a play: the lines a row matches, decorating the tree, the
// boxes a decoration gains, and the end of a turn (the star, the bonus boxes, the next round).
#include <bit>

#include "games/my_first_christmas_tree/my_first_christmas_tree.h"

namespace tinsel::mfct {
namespace {

bool NonAdjacentPair(unsigned rows) {
  // Two rows whose numbers differ by 2 or more (ruling 20).
  return (rows & ((rows >> 2) | (rows >> 3) | (rows >> 4))) != 0;
}

}  // namespace

bool MyFirstChristmasTreeState::HasAfterPlayChoice() const {
  const PreparationRow& row = rows_[mover_];
  if (row.length >= kMinDecoration) return true;  // a row that long always matches a line
  return !commit_used_ && hands_[mover_] != 0 && row.length < MaxRowSize(mover_);
}

std::vector<int> MyFirstChristmasTreeState::MatchingLines() const {
  std::vector<int> lines;
  if (mover_ < 0) return lines;
  const PreparationRow& row = rows_[mover_];
  if (row.length < kMinDecoration) return lines;
  ForEachLineOf(row, [&](int line) { lines.push_back(line); });
  return lines;
}

bool MyFirstChristmasTreeState::OnTree(const PreparationRow& row) const {
  if (row.length == 1) return true;
  if (row.length == 2) return (pairs_[SymbolOf(row.at(0))] >> SymbolOf(row.at(1))) & 1;
  bool found = false;
  ForEachLineOf(row, [&](int) { found = true; });
  return found;
}

// ---------------------------------------------------------------- decorating and boxes

void MyFirstChristmasTreeState::StartDecoration(int line) {
  const int player = mover_;
  decorated_ = true;
  decorated_line_ = static_cast<int8_t>(line);
  const TileMask free = Lines()[line].mask & ~Cubes(player);
  const int cubes = rows_[player].MostCommonColourCount();
  if (cubes >= std::popcount(free)) {
    // Enough cubes for every free tile: no choice to make (ruling 17).
    for (TileMask rest = free; rest != 0; rest &= rest - 1) {
      PlaceCube(player, std::countr_zero(rest));
    }
    step_ = Step::kBox;
    return;
  }
  cubes_to_place_ = static_cast<int8_t>(cubes);
  step_ = Step::kCubes;
}

bool MyFirstChristmasTreeState::PlaceCube(int player, int spot) {
  const SpotMask bit = SpotMask{1} << spot;
  if (decoration_left_[player] > 0) {
    --decoration_left_[player];
  } else if (finishing_left_[player] > 0) {
    --finishing_left_[player];  // a stand-in (ruling 17)
    stand_ins_[player] |= bit;
  } else {
    return false;  // cannot happen: 32 cubes cover 23 spots and 5 finishing touches
  }
  spots_[player] |= bit;
  cube_this_round_ = true;
  return true;
}

BoxGain MyFirstChristmasTreeState::BoxGainFor(int player, int total, int* value) const {
  if (value != nullptr) *value = total;
  if (own_boxes_taken_[player] < kNumBoxValues && total == MaxRowSize(player)) {
    return BoxGain::kOwn;
  }
  if (IsBoxValue(total) && neutral_left_[total - kLowestBox] > 0) return BoxGain::kNeutral;
  return BoxGain::kNothing;
}

bool MyFirstChristmasTreeState::AnyBoxGain() const {
  const PreparationRow& row = rows_[mover_];
  std::array<int, kNumColours> counts{};
  for (int colour = 0; colour < kNumColours; ++colour) counts[colour] = row.CountOf(colour);
  for (int first = 0; first < kNumColours; ++first) {
    if (counts[first] == 0) continue;
    if (BoxGainFor(mover_, counts[first]) != BoxGain::kNothing) return true;
    if (commit_used_) continue;
    for (int second = first + 1; second < kNumColours; ++second) {
      if (counts[second] > 0 &&
          BoxGainFor(mover_, counts[first] + counts[second]) != BoxGain::kNothing) {
        return true;
      }
    }
  }
  return false;
}

void MyFirstChristmasTreeState::ClaimBox(int total) {
  const int player = mover_;
  int value = 0;
  switch (BoxGainFor(player, total, &value)) {
    case BoxGain::kOwn:
      ++own_boxes_taken_[player];
      ++claimed_[player][value - kLowestBox];
      return;
    case BoxGain::kNeutral:
      --neutral_left_[value - kLowestBox];
      ++claimed_[player][value - kLowestBox];
      return;
    case BoxGain::kNothing:
      return;
  }
}

// ---------------------------------------------------------------- end of turn, end of game

void MyFirstChristmasTreeState::EndTurn() {
  const int player = mover_;
  if (decorated_) {
    discards_ |= rows_[player].Mask();
    rows_[player] = PreparationRow{};
  }
  // Finishing touches: the first to cover a whole row (ruling 8).
  for (int row = 0; row < kNumRows; ++row) {
    if (finishing_[row] < 0 && CompletedRow(player, row) && finishing_left_[player] > 0) {
      --finishing_left_[player];
      finishing_[row] = static_cast<int8_t>(player);
      cube_this_round_ = true;
    }
  }
  // The star: the first with a cube in each of the 5 rows.
  if (star_ < 0) {
    bool every_row = true;
    for (int row = 0; row < kNumRows; ++row) every_row &= (Cubes(player) & RowMask(row)) != 0;
    if (every_row && PlaceCube(player, kStarSpot)) star_ = static_cast<int8_t>(player);
  }
  // The base: 2 completed non-adjacent rows, then 4 completed rows, each take the leftmost
  // free base tile (ruling 20).
  unsigned completed = 0;
  for (int row = 0; row < kNumRows; ++row) completed |= CompletedRow(player, row) ? 1u << row : 0u;
  const bool claims[2] = {NonAdjacentPair(completed), std::popcount(completed) >= 4};
  for (int claim = base_claims_[player]; claim < 2 && claims[claim]; ++claim) {
    const int side = base_[0] < 0 ? 0 : base_[1] < 0 ? 1 : -1;
    if (side < 0 || !PlaceCube(player, kBaseSpot + side)) break;
    base_[side] = static_cast<int8_t>(player);
    base_claims_[player] = static_cast<int8_t>(claim + 1);
  }
  bool all_rows = true;
  for (int row = 0; row < kNumRows; ++row) all_rows &= finishing_[row] >= 0;
  if (all_rows) end_triggered_ = true;

  ++turns_[player];
  commit_used_ = false;
  plays_this_turn_ = 0;
  decorated_ = false;
  decorated_line_ = -1;
  cubes_to_place_ = 0;
  if (player != first_player_) {
    // The round is over: both players have had the same number of turns (ruling 9).
    quiet_rounds_ = cube_this_round_ ? 0 : quiet_rounds_ + 1;
    cube_this_round_ = false;
    if (end_triggered_ || quiet_rounds_ >= kStallRounds) {
      step_ = Step::kGameOver;
      return;
    }
    ++round_;
  }
  mover_ = static_cast<int8_t>(Other(player));
  step_ = Step::kTake;
}

}  // namespace tinsel::mfct
