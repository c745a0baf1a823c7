// Why a take, a play, a decoration, a cube, a box count or ending the turn is worth making, for
// hints and the review: how the row grows along the tree, and what the move gains on the tree
// (cubes, completed rows, finishing touches, the star, the base, box cards), found by playing it
// on a copy. Only the player's own hand and the open table are read: the other hand and the deck
// never, and a copy stops at the next chance step, before any hidden card shows.
#include <bit>

#include "games/my_first_christmas_tree/my_first_christmas_tree.h"
#include "tinsel/translate.h"

namespace tinsel::mfct {

namespace {

// What `player` gained from `before` to `after`: ", completes row 3, takes the star: 9 points now".
// Each gain is a phrase of its own, listed after the reason with commas, the points after a colon.
std::string Gains(const MyFirstChristmasTreeState& before, const MyFirstChristmasTreeState& after,
                  int player, bool count_cubes) {
  std::string text;
  const auto add = [&](const std::string& gain) { text += ", " + gain; };
  const int cubes = std::popcount(after.Cubes(player) & ~before.Cubes(player));
  // TRANSLATORS: one of the gains listed after a move's reason in My First Christmas Tree
  // ("the red gear starts your row, 3 cubes on the tree, completes row 2: 3 points now").
  if (cubes > 0 && count_cubes)
    add(TrPlural("{n} cube on the tree", "{n} cubes on the tree", cubes));
  for (int row = 0; row < kNumRows; ++row) {
    if (!before.CompletedRow(player, row) && after.CompletedRow(player, row)) {
      // TRANSLATORS: a gain listed after a move's reason; {row} is a row number (1-5).
      add(TrFormat("completes row {row}", {{"row", FormatNumber(row + 1)}}));
    }
    if (before.FinishingTouch(row) != player && after.FinishingTouch(row) == player) {
      // TRANSLATORS: a gain listed after a move's reason; {row} is a row number (1-5).
      add(TrPlural("the finishing touch on row {row} ({n} point)",
                   "the finishing touch on row {row} ({n} points)", kRowSize[row],
                   {{"row", FormatNumber(row + 1)}}));
    }
  }
  if (before.StarOwner() != player && after.StarOwner() == player) {
    add(TrPlural("takes the star ({n} point)", "takes the star ({n} points)", kStarPoints));
  }
  for (int side = 0; side < 2; ++side) {
    if (before.BaseOwner(side) != player && after.BaseOwner(side) == player) {
      add(side == 0 ? TrPlural("takes the left base ({n} point)",
                               "takes the left base ({n} points)", kBasePoints[side])
                    : TrPlural("takes the right base ({n} point)",
                               "takes the right base ({n} points)", kBasePoints[side]));
    }
  }
  if (after.OwnBoxesTaken(player) > before.OwnBoxesTaken(player)) {
    if (after.MaxRowSize(player) == kUnlimited) {
      add(Tr("takes your own box card: rows may now grow to any length"));
    } else {
      // TRANSLATORS: a gain listed after a move's reason; {maximum} is the longest row allowed
      // now, in cards (5 or 6).
      add(TrFormat("takes your own box card: rows may now grow to {maximum}",
                   {{"maximum", FormatNumber(after.MaxRowSize(player))}}));
    }
  } else if (after.ScoreOf(player).boxes > before.ScoreOf(player).boxes) {
    add(Tr("takes a neutral box card"));
  }
  const int points = after.ScoreOf(player).Total() - before.ScoreOf(player).Total();
  // TRANSLATORS: the points a move gains, after its reason and a colon ("...: 9 points now").
  if (points > 0) text += ": " + TrPlural("{n} point now", "{n} points now", points);
  return text;
}

// The same reason when the move spends the turn's commit ability.
std::string Spending(const std::string& reason) {
  // TRANSLATORS: a move's reason when the move uses the turn's commit ability; {reason} is
  // the reason itself ("the red gear can start your row").
  return TrFormat("spending your commit, {reason}", {{"reason", reason}});
}

// Why take this card: how long a row it can grow or that it starts one.
std::string TakeReason(const MyFirstChristmasTreeState& state, int player, Action action) {
  const PreparationRow& row = state.Row(player);
  const Card card = act::CardOf(action);
  const std::string card_name = TranslatedCardName(card);
  std::string text;
  int longest = 0;
  for (const act::Side side : {act::kLeft, act::kRight}) {
    bool kept = false;
    const PreparationRow grown = state.RowAfterPlay(player, card, side, &kept);
    if (kept) longest = grown.length;
  }
  if (longest > 1) {
    // TRANSLATORS: a move's reason; {card} is a card ("red gear").
    text = TrPlural("the {card} can grow your row to {n} card along the tree",
                    "the {card} can grow your row to {n} cards along the tree", longest,
                    {{"card", card_name}});
  } else if (row.length == 0) {
    text = TrFormat("the {card} can start your row", {{"card", card_name}});
  } else {
    text = TrFormat("the {card} can start a new row", {{"card", card_name}});
  }
  if (act::IsCommitTake(action)) text = Spending(text);
  return text;
}

// Why play this card to this end: the row it makes, and whether it can be decorated.
std::string PlayReason(const MyFirstChristmasTreeState& state, int player, Action action) {
  const PreparationRow& row = state.Row(player);
  const std::string card_name = TranslatedCardName(act::CardOf(action));
  std::string text;
  bool kept = false;
  const PreparationRow grown =
      state.RowAfterPlay(player, act::CardOf(action), act::SideOf(action), &kept);
  if (kept && grown.length > 1) {
    if (grown.length >= kMinDecoration) {
      // TRANSLATORS: a move's reason; {cubes}: "3 cubes".
      text = TrPlural(
          "your row grows to {n} card reading along the tree, enough to decorate with {cubes}",
          "your row grows to {n} cards reading along the tree, enough to decorate with {cubes}",
          grown.length,
          {{"cubes", TrPlural("{n} cube", "{n} cubes", grown.MostCommonColourCount())}});
    } else {
      text = TrPlural("your row grows to {n} card reading along the tree",
                      "your row grows to {n} cards reading along the tree", grown.length);
    }
  } else {
    text = row.length > 0 ? TrFormat(
                                "your row no longer reads along the tree, so the {card} "
                                "starts a new one",
                                {{"card", card_name}})
                          : TrFormat("the {card} starts your row", {{"card", card_name}});
  }
  if (act::IsCommitPlay(action)) text = Spending(text);
  return text;
}

// Why this box choice: the cards of its colours the row holds.
std::string BoxReason(const PreparationRow& row, Action action) {
  std::string text;
  const int first = act::FirstColourOf(action);
  if (act::IsCommitBox(action)) {
    const int second = act::SecondColourOf(action);
    // TRANSLATORS: a move's reason; {colour} and {other_colour} are card colours ("red"),
    // {count} and {other_count} how many cards of each the row holds.
    text = TrFormat(
        "spending your commit, counting your {count} {colour} and {other_count} {other_colour} "
        "cards",
        {{"count", FormatNumber(row.CountOf(first))},
         {"colour", TranslatedColourName(first)},
         {"other_count", FormatNumber(row.CountOf(second))},
         {"other_colour", TranslatedColourName(second)}});
  } else {
    // TRANSLATORS: a move's reason; {colour} is a card colour ("red"), {count} how many cards
    // of it the row holds.
    text = TrFormat(
        "counting your {count} {colour} cards",
        {{"count", FormatNumber(row.CountOf(first))}, {"colour", TranslatedColourName(first)}});
  }
  return text;
}

}  // namespace

std::string MyFirstChristmasTreeState::MoveReason(int player, Action action) const {
  if (player != current_ || act::IsChanceAction(action)) return {};
  MyFirstChristmasTreeState after = *this;
  if (!after.ApplyAction(action).ok()) return {};
  const std::string gains = Gains(*this, after, player, !act::IsCube(action));
  const PreparationRow& row = rows_[player];
  std::string text;
  if (act::IsTake(action) || act::IsCommitTake(action)) {
    text = TakeReason(*this, player, action);
  } else if (action == act::kCommitRefresh) {
    text = Tr("spending your commit, it brings 4 new cards to a pool that does not suit you");
  } else if (action == act::kSkipTake) {
    text = HandSize(player) > 0
               ? TrPlural("you keep to the {n} card in your hand",
                          "you keep to the {n} cards in your hand", HandSize(player))
               : std::string(Tr("you take nothing, and with an empty hand your turn passes"));
  } else if (act::IsPlay(action) || act::IsCommitPlay(action)) {
    text = PlayReason(*this, player, action);
  } else if (act::IsDecorate(action)) {
    // TRANSLATORS: a move's reason; {line} names a line of the tree by its end tiles
    // ("r3t1-r3t4", kept as it is).
    text = TrPlural("it decorates the line {line} with {n} cube",
                    "it decorates the line {line} with {n} cubes", row.MostCommonColourCount(),
                    {{"line", LineName(act::LineOf(action))}});
  } else if (act::IsCube(action)) {
    const int tile = act::TileOf(action);
    const int covered = std::popcount(after.Cubes(player) & RowMask(RowOf(tile)));
    // TRANSLATORS: a move's reason; {tile} names a tile by row and position ("r3t2", kept as
    // it is); the cubes then cover {covered} of the {n} tiles of row {row}.
    text = TrPlural("a cube on {tile} covers {covered} of row {row}'s {n} tile",
                    "a cube on {tile} covers {covered} of row {row}'s {n} tiles",
                    kRowSize[RowOf(tile)],
                    {{"tile", TileName(tile)},
                     {"covered", FormatNumber(covered)},
                     {"row", FormatNumber(RowOf(tile) + 1)}});
  } else if (act::IsBox(action) || act::IsCommitBox(action)) {
    text = BoxReason(row, action);
  } else if (action == act::kEndTurn) {
    // TRANSLATORS: a move's reason; {length} is how many cards the row holds.
    text = row.length < MaxRowSize(player) && row.length >= kMinDecoration
               ? TrFormat("your row of {length} may grow longer for more cubes",
                          {{"length", FormatNumber(row.length)}})
               : std::string(Tr("you end your turn"));
  }
  return text.empty() ? text : text + gains;
}

}  // namespace tinsel::mfct
