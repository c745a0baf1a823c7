// My First Christmas Tree: why a move is refused, in the player's words.
#include "games/my_first_christmas_tree/my_first_christmas_tree.h"

namespace tinsel::mfct {
namespace {

constexpr const char* kCommitSpent = "You have already used your commit ability this turn.";

std::string Pattern(const TreeSymbols& symbols, const Line& line) {
  std::string text;
  for (int i = 0; i < line.length; ++i) {
    text += (i > 0 ? "-" : "") + SymbolTitle(symbols[line.tiles[i]]);
  }
  return text;
}

std::string RowPattern(const PreparationRow& row) {
  std::string text;
  for (int i = 0; i < row.length; ++i) {
    text += (i > 0 ? "-" : "") + SymbolTitle(SymbolOf(row.at(i)));
  }
  return text;
}

}  // namespace

std::string MyFirstChristmasTreeState::WhyIllegal(Action action) const {
  if (step_ == Step::kGameOver) return "The game is over.";
  if (current_ == kChancePlayer) {
    switch (step_) {
      case Step::kRandomTiles:
        if (act::IsRandomTile(action)) return {};
        break;
      case Step::kTreeTiles:
        if (act::IsTreeTile(action)) {
          if (tiles_left_[act::SymbolOfTile(action)] > 0) return {};
          return std::string("No ") + SymbolName(act::SymbolOfTile(action)) +
                 " tile is left to place.";
        }
        break;
      case Step::kChooseFirst:
        if (act::IsStart(action)) return {};
        break;
      default:
        if (deck_ == 0) {
          if (action == act::kReshuffle) return {};
          return "The deck is empty: the discards must be shuffled into a new deck first.";
        }
        if (act::IsDraw(action)) {
          if (HasCard(deck_, act::CardOf(action))) return {};
          return "The " + CardName(act::CardOf(action)) + " is not in the deck.";
        }
        break;
    }
    return "That outcome cannot happen now.";
  }
  if (act::IsChanceAction(action)) {
    return "The tiles, the first player and the cards from the deck are left to chance.";
  }
  std::string why = WhyIllegalDecision(action);
  if (why.empty() && !Contains(LegalActions(), action)) why = "That move is not allowed now.";
  return why;
}

std::string MyFirstChristmasTreeState::WhyIllegalDecision(Action action) const {
  const int player = mover_;
  const PreparationRow& row = rows_[player];
  const int maximum = MaxRowSize(player);
  const bool at_maximum = row.length >= maximum;
  std::string prompt;
  switch (step_) {
    case Step::kTake:
      prompt = "take a card from the pool, commit to a fresh pool, or skip taking";
      break;
    case Step::kExtraTake:
      prompt = "commit to take an extra card, or skip it";
      break;
    case Step::kPlay:
      prompt = "play a card from your hand to your row";
      break;
    case Step::kAfterPlay:
      prompt = at_maximum ? "decorate, as your row has reached your maximum"
                          : "decorate, commit to play an extra card, or end your turn";
      break;
    case Step::kCubes:
      prompt =
          "choose a tile for each of your " + std::to_string(cubes_to_place_) + " remaining cubes";
      break;
    case Step::kBox:
      prompt = "name the colour you count for a decoration box (two with your commit)";
      break;
    default:
      prompt = "wait";
      break;
  }
  const std::string not_now = "Not now: " + prompt + ".";

  if (act::IsTake(action) || act::IsCommitTake(action)) {
    const Card card = act::CardOf(action);
    if (act::IsTake(action) && step_ == Step::kExtraTake) {
      return "You have taken your card: an extra one needs your commit (\"commit take " +
             CardName(card) + "\").";
    }
    if (act::IsCommitTake(action) && step_ == Step::kTake) {
      return commit_used_ ? kCommitSpent : "Take a first card before committing to an extra one.";
    }
    if (step_ != Step::kTake && step_ != Step::kExtraTake) return not_now;
    if (!HasCard(pool_, card)) return "The " + CardName(card) + " is not in the pool.";
    return {};
  }
  if (action == act::kCommitRefresh) {
    if (step_ == Step::kExtraTake) return "You may refresh the pool only before taking a card.";
    if (step_ != Step::kTake) return not_now;
    if (commit_used_) return kCommitSpent;
    return {};
  }
  if (action == act::kSkipTake) {
    if (step_ != Step::kTake && step_ != Step::kExtraTake) return not_now;
    return {};
  }
  if (act::IsPlay(action) || act::IsCommitPlay(action)) {
    const Card card = act::CardOf(action);
    if (act::IsPlay(action) && step_ == Step::kAfterPlay) {
      if (at_maximum) return not_now;
      return "You have played your card: another needs your commit (\"commit play " +
             CardName(card) + " ...\").";
    }
    if (act::IsCommitPlay(action)) {
      if (step_ == Step::kPlay) return "Play your first card before committing to an extra one.";
      if (step_ != Step::kAfterPlay) return not_now;
      if (commit_used_) return kCommitSpent;
      if (at_maximum) {
        return "Your row has reached your maximum of " + std::to_string(maximum) +
               " cards: you must decorate.";
      }
    } else if (step_ != Step::kPlay) {
      return not_now;
    }
    if (!HasCard(hands_[player], card)) return "You do not hold the " + CardName(card) + ".";
    if (row.length == 0 && act::SideOf(action) == act::kLeft) {
      return "Your row is empty: the card starts it (\"play " + CardName(card) + "\").";
    }
    return {};
  }
  if (act::IsDecorate(action)) {
    if (step_ != Step::kAfterPlay) return not_now;
    if (row.length < kMinDecoration) {
      return "Your row has " + std::to_string(row.length) + (row.length == 1 ? " card" : " cards") +
             ": decorating needs at least " + std::to_string(kMinDecoration) + ".";
    }
    const int line = act::LineOf(action);
    const Line& l = Lines()[line];
    if (l.length != row.length) {
      return LineName(line) + " has " + std::to_string(l.length) + " tiles but your row has " +
             std::to_string(row.length) + " cards.";
    }
    std::array<int8_t, kMaxLineLength> symbols;
    row.Symbols(symbols.data());
    if (!LineReads(l, tiles_, symbols.data(), row.length)) {
      return RowPattern(row) + " does not read along " + LineName(line) + " (it shows " +
             Pattern(tiles_, l) + ").";
    }
    return {};
  }
  if (act::IsCube(action)) {
    if (step_ != Step::kCubes) return not_now;
    const int tile = act::TileOf(action);
    if (!(Lines()[decorated_line_].mask & TileBit(tile))) {
      return TileName(tile) + " is not on the line you decorate (" + LineName(decorated_line_) +
             ").";
    }
    if (HasCube(player, tile)) return "You already have a cube on " + TileName(tile) + ".";
    return {};
  }
  if (act::IsBox(action) || act::IsCommitBox(action)) {
    if (step_ != Step::kBox) return not_now;
    if (act::IsCommitBox(action) && commit_used_) return kCommitSpent;
    const int first = act::FirstColourOf(action);
    if (row.CountOf(first) == 0)
      return std::string("Your row has no ") + ColourName(first) + " card.";
    if (act::IsCommitBox(action)) {
      const int second = act::SecondColourOf(action);
      if (row.CountOf(second) == 0) {
        return std::string("Your row has no ") + ColourName(second) + " card.";
      }
    }
    return {};
  }
  if (action == act::kEndTurn) {
    if (step_ != Step::kAfterPlay) return not_now;
    if (at_maximum) {
      return "Your row has reached your maximum of " + std::to_string(maximum) +
             " cards: you must decorate.";
    }
    return {};
  }
  return "That is not a move of My First Christmas Tree.";
}

}  // namespace tinsel::mfct
