// Why a take, a play, a decoration, a cube, a box count or ending the turn is worth making, for
// hints and the review: how the row grows along the tree, and what the move gains on the tree
// (cubes, completed rows, finishing touches, the star, the base, box cards), found by playing it
// on a copy. Only the player's own hand and the open table are read: the other hand and the deck
// never, and a copy stops at the next chance step, before any hidden card shows.
#include <bit>

#include "games/my_first_christmas_tree/my_first_christmas_tree.h"
#include "tinsel/words.h"

namespace tinsel::mfct {

namespace {

// What `player` gained from `before` to `after`: ", completes row 3, takes the star: 9 points now".
std::string Gains(const MyFirstChristmasTreeState& before, const MyFirstChristmasTreeState& after,
                  int player, bool count_cubes) {
  std::string text;
  const int cubes = std::popcount(after.Cubes(player) & ~before.Cubes(player));
  if (cubes > 0 && count_cubes) text += ", " + Plural(cubes, "cube") + " on the tree";
  for (int row = 0; row < kNumRows; ++row) {
    if (!before.CompletedRow(player, row) && after.CompletedRow(player, row)) {
      text += ", completes row " + std::to_string(row + 1);
    }
    if (before.FinishingTouch(row) != player && after.FinishingTouch(row) == player) {
      text += ", the finishing touch on row " + std::to_string(row + 1) + " (" +
              Plural(kRowSize[row], "point") + ")";
    }
  }
  if (before.StarOwner() != player && after.StarOwner() == player)
    text += ", takes the star (6 points)";
  for (int side = 0; side < 2; ++side) {
    if (before.BaseOwner(side) != player && after.BaseOwner(side) == player) {
      text += std::string(", takes the ") + (side == 0 ? "left" : "right") + " base (" +
              Plural(kBasePoints[side], "point") + ")";
    }
  }
  if (after.OwnBoxesTaken(player) > before.OwnBoxesTaken(player)) {
    text += ", takes your own box card: rows may now grow to " +
            (after.MaxRowSize(player) == kUnlimited ? std::string("any length")
                                                    : std::to_string(after.MaxRowSize(player)));
  } else if (after.ScoreOf(player).boxes > before.ScoreOf(player).boxes) {
    text += ", takes a neutral box card";
  }
  const int points = after.ScoreOf(player).Total() - before.ScoreOf(player).Total();
  if (points > 0) text += ": " + Plural(points, "point") + " now";
  return text;
}

}  // namespace

std::string MyFirstChristmasTreeState::MoveReason(int player, Action action) const {
  if (player != current_ || act::IsChanceAction(action)) return {};
  MyFirstChristmasTreeState after = *this;
  if (!after.ApplyAction(action).ok()) return {};
  const std::string gains = Gains(*this, after, player, !act::IsCube(action));
  const PreparationRow& row = rows_[player];
  const Card card = act::CardOf(action);
  std::string text;
  if (act::IsTake(action) || act::IsCommitTake(action)) {
    int longest = 0;
    for (const act::Side side : {act::kLeft, act::kRight}) {
      bool kept = false;
      const PreparationRow grown = RowAfterPlay(player, card, side, &kept);
      if (kept) longest = grown.length;
    }
    text = "the " + CardName(card) +
           (longest > 1 ? " can grow your row to " + Plural(longest, "card") + " along the tree"
            : row.length == 0 ? std::string(" can start your row")
                              : std::string(" can start a new row"));
    if (act::IsCommitTake(action)) text = "spending your commit, " + text;
  } else if (action == act::kCommitRefresh) {
    text = "spending your commit, it brings 4 new cards to a pool that does not suit you";
  } else if (action == act::kSkipTake) {
    text = HandSize(player) > 0
               ? "you keep to the " + Plural(HandSize(player), "card") + " in your hand"
               : std::string("you take nothing, and with an empty hand your turn passes");
  } else if (act::IsPlay(action) || act::IsCommitPlay(action)) {
    bool kept = false;
    const PreparationRow grown = RowAfterPlay(player, card, act::SideOf(action), &kept);
    if (kept && grown.length > 1) {
      text = "your row grows to " + Plural(grown.length, "card") + " reading along the tree";
      if (grown.length >= kMinDecoration) {
        text += ", enough to decorate with " + Plural(grown.MostCommonColourCount(), "cube");
      }
    } else {
      text = row.length > 0 ? "your row no longer reads along the tree, so the " + CardName(card) +
                                  " starts a new one"
                            : "the " + CardName(card) + " starts your row";
    }
    if (act::IsCommitPlay(action)) text = "spending your commit, " + text;
  } else if (act::IsDecorate(action)) {
    text = "it decorates the line " + LineName(act::LineOf(action)) + " with " +
           Plural(row.MostCommonColourCount(), "cube");
  } else if (act::IsCube(action)) {
    const int tile = act::TileOf(action);
    const int covered = std::popcount(after.Cubes(player) & RowMask(RowOf(tile)));
    text = "a cube on " + TileName(tile) + " covers " + std::to_string(covered) + " of row " +
           std::to_string(RowOf(tile) + 1) + "'s " + std::to_string(kRowSize[RowOf(tile)]) +
           " tiles";
  } else if (act::IsBox(action) || act::IsCommitBox(action)) {
    const int first = act::FirstColourOf(action);
    text = "counting your " + std::to_string(row.CountOf(first)) + " " + ColourName(first);
    if (act::IsCommitBox(action)) {
      const int second = act::SecondColourOf(action);
      text = "spending your commit, " + text + " and " + std::to_string(row.CountOf(second)) + " " +
             ColourName(second);
    }
    text += " cards";
  } else if (action == act::kEndTurn) {
    text = row.length < MaxRowSize(player) && row.length >= kMinDecoration
               ? "your row of " + std::to_string(row.length) + " may grow longer for more cubes"
               : "you end your turn";
  }
  return text.empty() ? text : text + gains;
}

}  // namespace tinsel::mfct
