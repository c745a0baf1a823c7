// My First Christmas Tree: why a move is refused, in the player's words.
#include "games/my_first_christmas_tree/my_first_christmas_tree.h"
#include "tinsel/translate.h"

namespace tinsel::mfct {
namespace {

constexpr const char* kCommitSpent = N_("You have already used your commit ability this turn.");

// The symbols along `line`, joined by hyphens, in the player's language.
std::string Pattern(const TreeSymbols& symbols, const Line& line) {
  std::string text;
  for (int i = 0; i < line.length; ++i) {
    text += (i > 0 ? "-" : "") + std::string(TranslatedSymbolTitle(symbols[line.tiles[i]]));
  }
  return text;
}

std::string RowPattern(const PreparationRow& row) {
  std::string text;
  for (int i = 0; i < row.length; ++i) {
    text += (i > 0 ? "-" : "") + std::string(TranslatedSymbolTitle(SymbolOf(row.at(i))));
  }
  return text;
}

}  // namespace

std::string MyFirstChristmasTreeState::WhyIllegal(Action action) const {
  if (step_ == Step::kGameOver) return Tr("The game is over.");
  if (current_ == kChancePlayer) {
    switch (step_) {
      case Step::kRandomTiles:
        if (act::IsRandomTile(action)) return {};
        break;
      case Step::kTreeTiles:
        if (act::IsTreeTile(action)) {
          if (tiles_left_[act::SymbolOfTile(action)] > 0) return {};
          // TRANSLATORS: {symbol} is a symbol of the tiles ("gear").
          return TrFormat("No {symbol} tile is left to place.",
                          {{"symbol", TranslatedSymbolName(act::SymbolOfTile(action))}});
        }
        break;
      case Step::kChooseFirst:
        if (act::IsStart(action)) return {};
        break;
      default:
        if (deck_ == 0) {
          if (action == act::kReshuffle) return {};
          return Tr("The deck is empty: the discards must be shuffled into a new deck first.");
        }
        if (act::IsDraw(action)) {
          if (HasCard(deck_, act::CardOf(action))) return {};
          return TrFormat("The {card} is not in the deck.",
                          {{"card", TranslatedCardName(act::CardOf(action))}});
        }
        break;
    }
    return Tr("That outcome cannot happen now.");
  }
  if (act::IsChanceAction(action)) {
    return Tr("The tiles, the first player and the cards from the deck are left to chance.");
  }
  std::string why = WhyIllegalDecision(action);
  if (why.empty() && !Contains(LegalActions(), action)) why = Tr("That move is not allowed now.");
  return why;
}

std::string MyFirstChristmasTreeState::NotNowReason() const {
  const bool at_maximum = rows_[mover_].length >= MaxRowSize(mover_);
  switch (step_) {
    case Step::kTake:
      return Tr("Not now: take a card from the pool, commit to a fresh pool, or skip taking.");
    case Step::kExtraTake:
      return Tr("Not now: commit to take an extra card, or skip it.");
    case Step::kPlay:
      return Tr("Not now: play a card from your hand to your row.");
    case Step::kAfterPlay:
      return at_maximum ? Tr("Not now: decorate, as your row has reached your maximum.")
                        : Tr("Not now: decorate, commit to play an extra card, or end your turn.");
    case Step::kCubes:
      return TrPlural("Not now: choose a tile for your {n} remaining cube.",
                      "Not now: choose a tile for each of your {n} remaining cubes.",
                      cubes_to_place_);
    case Step::kBox:
      return Tr("Not now: name the colour you count for a decoration box (two with your commit).");
    default:
      return Tr("Not now: wait.");
  }
}

std::string MyFirstChristmasTreeState::MustDecorateReason() const {
  return TrPlural("Your row has reached your maximum of {n} card: you must decorate.",
                  "Your row has reached your maximum of {n} cards: you must decorate.",
                  MaxRowSize(mover_));
}

// A take, a commit to take an extra card, a refresh of the pool, or skipping the take.
std::string MyFirstChristmasTreeState::WhyNotTake(Action action) const {
  if (action == act::kCommitRefresh) {
    if (step_ == Step::kExtraTake) return Tr("You may refresh the pool only before taking a card.");
    if (step_ != Step::kTake) return NotNowReason();
    if (commit_used_) return Tr(kCommitSpent);
    return {};
  }
  if (action == act::kSkipTake) {
    if (step_ != Step::kTake && step_ != Step::kExtraTake) return NotNowReason();
    return {};
  }
  const Card card = act::CardOf(action);
  if (act::IsTake(action) && step_ == Step::kExtraTake) {
    // TRANSLATORS: {command} is the move as typed, kept in English ("commit take red gear").
    return TrFormat("You have taken your card: an extra one needs your commit (\"{command}\").",
                    {{"command", "commit take " + CardName(card)}});
  }
  if (act::IsCommitTake(action) && step_ == Step::kTake) {
    return commit_used_ ? Tr(kCommitSpent)
                        : Tr("Take a first card before committing to an extra one.");
  }
  if (step_ != Step::kTake && step_ != Step::kExtraTake) return NotNowReason();
  if (!HasCard(pool_, card)) {
    return TrFormat("The {card} is not in the pool.", {{"card", TranslatedCardName(card)}});
  }
  return {};
}

// A card played to the row, or a commit to play an extra one.
std::string MyFirstChristmasTreeState::WhyNotPlay(Action action) const {
  const PreparationRow& row = rows_[mover_];
  const bool at_maximum = row.length >= MaxRowSize(mover_);
  const Card card = act::CardOf(action);
  if (act::IsPlay(action) && step_ == Step::kAfterPlay) {
    if (at_maximum) return NotNowReason();
    // TRANSLATORS: {command} is the move as typed, kept in English ("commit play red gear").
    return TrFormat("You have played your card: another needs your commit (\"{command} ...\").",
                    {{"command", "commit play " + CardName(card)}});
  }
  if (act::IsCommitPlay(action)) {
    if (step_ == Step::kPlay) return Tr("Play your first card before committing to an extra one.");
    if (step_ != Step::kAfterPlay) return NotNowReason();
    if (commit_used_) return Tr(kCommitSpent);
    if (at_maximum) return MustDecorateReason();
  } else if (step_ != Step::kPlay) {
    return NotNowReason();
  }
  if (!HasCard(hands_[mover_], card)) {
    return TrFormat("You do not hold the {card}.", {{"card", TranslatedCardName(card)}});
  }
  if (row.length == 0 && act::SideOf(action) == act::kLeft) {
    // TRANSLATORS: {command} is the move as typed, kept in English ("play red gear").
    return TrFormat("Your row is empty: the card starts it (\"{command}\").",
                    {{"command", "play " + CardName(card)}});
  }
  return {};
}

// Decorating a line of the tree with the row.
std::string MyFirstChristmasTreeState::WhyNotDecorate(Action action) const {
  const PreparationRow& row = rows_[mover_];
  if (step_ != Step::kAfterPlay) return NotNowReason();
  if (row.length < kMinDecoration) {
    return TrPlural("Your row has {n} card: decorating needs at least {least}.",
                    "Your row has {n} cards: decorating needs at least {least}.", row.length,
                    {{"least", FormatNumber(kMinDecoration)}});
  }
  const int line = act::LineOf(action);
  const Line& l = Lines()[line];
  if (l.length != row.length) {
    // TRANSLATORS: {line} names a line of the tree by its end tiles ("r3t1-r3t4", kept as it
    // is); {tiles}: "4 tiles".
    return TrPlural(
        "{line} has {tiles} but your row has {n} card.",
        "{line} has {tiles} but your row has {n} cards.", row.length,
        {{"line", LineName(line)}, {"tiles", TrPlural("{n} tile", "{n} tiles", l.length)}});
  }
  std::array<int8_t, kMaxLineLength> symbols;
  row.Symbols(symbols.data());
  if (!LineReads(l, tiles_, symbols.data(), row.length)) {
    // TRANSLATORS: {row} and {shown} are symbols joined by hyphens ("Drop-Arrow-Gear"): the
    // player's row and the tiles of {line} ("r3t1-r3t4").
    return TrFormat(
        "{row} does not read along {line} (it shows {shown}).",
        {{"row", RowPattern(row)}, {"line", LineName(line)}, {"shown", Pattern(tiles_, l)}});
  }
  return {};
}

// A cube placed on a tile of the line just decorated.
std::string MyFirstChristmasTreeState::WhyNotPlaceCube(Action action) const {
  if (step_ != Step::kCubes) return NotNowReason();
  const int tile = act::TileOf(action);
  if (!(Lines()[decorated_line_].mask & TileBit(tile))) {
    // TRANSLATORS: {tile} names a tile by row and position ("r3t2"), {line} a line by its
    // end tiles ("r3t1-r3t4"); both are kept as they are.
    return TrFormat("{tile} is not on the line you decorate ({line}).",
                    {{"tile", TileName(tile)}, {"line", LineName(decorated_line_)}});
  }
  if (HasCube(mover_, tile)) {
    return TrFormat("You already have a cube on {tile}.", {{"tile", TileName(tile)}});
  }
  return {};
}

// The colour (two with a commit) counted for a decoration box.
std::string MyFirstChristmasTreeState::WhyNotCountBox(Action action) const {
  if (step_ != Step::kBox) return NotNowReason();
  if (act::IsCommitBox(action) && commit_used_) return Tr(kCommitSpent);
  const PreparationRow& row = rows_[mover_];
  const int first = act::FirstColourOf(action);
  if (row.CountOf(first) == 0) {
    // TRANSLATORS: {colour} is a card colour ("red").
    return TrFormat("Your row has no {colour} card.", {{"colour", TranslatedColourName(first)}});
  }
  if (act::IsCommitBox(action)) {
    const int second = act::SecondColourOf(action);
    if (row.CountOf(second) == 0) {
      return TrFormat("Your row has no {colour} card.", {{"colour", TranslatedColourName(second)}});
    }
  }
  return {};
}

std::string MyFirstChristmasTreeState::WhyIllegalDecision(Action action) const {
  if (act::IsTake(action) || act::IsCommitTake(action) || action == act::kCommitRefresh ||
      action == act::kSkipTake) {
    return WhyNotTake(action);
  }
  if (act::IsPlay(action) || act::IsCommitPlay(action)) return WhyNotPlay(action);
  if (act::IsDecorate(action)) return WhyNotDecorate(action);
  if (act::IsCube(action)) return WhyNotPlaceCube(action);
  if (act::IsBox(action) || act::IsCommitBox(action)) return WhyNotCountBox(action);
  if (action == act::kEndTurn) {
    if (step_ != Step::kAfterPlay) return NotNowReason();
    if (rows_[mover_].length >= MaxRowSize(mover_)) return MustDecorateReason();
    return {};
  }
  // TRANSLATORS: {game} is the game's name ("My First Christmas Tree").
  return TrFormat("That is not a move of {game}.", {{"game", "My First Christmas Tree"}});
}

}  // namespace tinsel::mfct
