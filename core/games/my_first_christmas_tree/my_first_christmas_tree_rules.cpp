// The rules of My First Christmas Tree: setup, the steps of a turn, chance, the end and
// scoring; what follows a play (decorating, boxes, the end of a turn) is in
// my_first_christmas_tree_decoration.cpp.
#include <bit>

#include "games/my_first_christmas_tree/my_first_christmas_tree.h"

namespace tinsel::mfct {
namespace {

// floor(Unit() * count), kept below count: the outcome State's default sampler picks among
// `count` outcomes of equal weight.
int UnitIndex(Rng& rng, int count) {
  const int index = static_cast<int>(rng.Unit() * count);
  return index < count ? index : count - 1;
}

// The k-th card (0-based, lowest id first) of `mask`.
Card NthCard(CardMask mask, int k) {
  // Skip whole bytes first, then clear the lowest bits one at a time.
  int base = 0;
  for (int count = std::popcount(mask & 0xFF); k >= count; count = std::popcount(mask & 0xFF)) {
    k -= count;
    mask >>= 8;
    base += 8;
  }
  for (; k > 0; --k) mask &= mask - 1;
  return base + std::countr_zero(mask);
}

}  // namespace

// ---------------------------------------------------------------- the preparation row

CardMask PreparationRow::Mask() const {
  CardMask mask = 0;
  for (int i = 0; i < length; ++i) mask |= Bit(cards[i]);
  return mask;
}

void PreparationRow::Symbols(int8_t* out) const {
  for (int i = 0; i < length; ++i) out[i] = static_cast<int8_t>(SymbolOf(cards[i]));
}

int PreparationRow::CountOf(int colour) const {
  int count = 0;
  for (int i = 0; i < length; ++i) count += ColourOf(cards[i]) == colour;
  return count;
}

PatternCode PreparationRow::Code() const {
  PatternCode code = 0;
  for (int i = length - 1; i >= 0; --i) {
    code = (code << kCodeBits) | static_cast<PatternCode>(SymbolOf(cards[i]));
  }
  return code;
}

int PreparationRow::MostCommonColourCount() const {
  std::array<int, kNumColours> counts{};
  int best = 0;
  for (int i = 0; i < length; ++i) best = std::max(best, ++counts[ColourOf(cards[i])]);
  return best;
}

// ---------------------------------------------------------------- flow

MyFirstChristmasTreeState::MyFirstChristmasTreeState() {
  tiles_.fill(-1);
  tiles_left_.fill(kTilesPerSymbol);
  Advance();
}

int MyFirstChristmasTreeState::MaxRowSize(int player) const {
  const int taken = own_boxes_taken_[player];
  return taken < kNumBoxValues ? kFirstMaximum + taken : kUnlimited;
}

int MyFirstChristmasTreeState::CompletedRows(int player) const {
  int rows = 0;
  for (int row = 0; row < kNumRows; ++row) rows += CompletedRow(player, row);
  return rows;
}

int MyFirstChristmasTreeState::DealSeat() const {
  return deals_done_ == 0 ? first_player_ : Other(first_player_);
}

void MyFirstChristmasTreeState::Advance() {
  while (true) {
    if (step_ == Step::kGameOver) {
      current_ = kTerminalPlayer;
      return;
    }
    // The pool is topped up whenever it is short and cards are left (ruling 13).
    if (step_ >= Step::kFillPool && PoolNeedsCards()) {
      current_ = kChancePlayer;
      return;
    }
    switch (step_) {
      case Step::kRandomTiles:
      case Step::kTreeTiles:
      case Step::kChooseFirst:
        current_ = kChancePlayer;
        return;
      case Step::kFillPool:
        step_ = Step::kDeal;
        continue;
      case Step::kDeal:
        if (deals_done_ < kSetupDeals) {
          current_ = kChancePlayer;
          return;
        }
        step_ = Step::kTake;
        mover_ = static_cast<int8_t>(first_player_);
        continue;
      case Step::kTake:
        if (pool_ == 0) {  // nothing to take (ruling 12)
          step_ = Step::kPlay;
          continue;
        }
        break;
      case Step::kExtraTake:
        if (pool_ == 0) {  // the deck and the discards ran out
          step_ = Step::kPlay;
          continue;
        }
        break;
      case Step::kPlay:
        if (hands_[mover_] == 0) {  // nothing to play (ruling 12)
          step_ = Step::kAfterPlay;
          continue;
        }
        break;
      case Step::kAfterPlay:
        if (!HasAfterPlayChoice()) {
          EndTurn();
          continue;
        }
        break;
      case Step::kCubes:
        break;
      case Step::kBox:
        if (!AnyBoxGain()) {
          EndTurn();
          continue;
        }
        break;
      case Step::kGameOver:
        break;
    }
    current_ = mover_;
    return;
  }
}

void MyFirstChristmasTreeState::DoApplyAction(Action action) {
  if (current_ == kChancePlayer) {
    ApplyChance(action);
  } else {
    ApplyDecision(action);
  }
  Advance();
}

// ---------------------------------------------------------------- chance

void MyFirstChristmasTreeState::ApplyChance(Action action) {
  if (act::IsRandomTile(action)) {
    const int symbol = act::SymbolOfTile(action);
    random_tiles_[random_tiles_drawn_++] = static_cast<int8_t>(symbol);
    ++tiles_left_[symbol];
    if (random_tiles_drawn_ == kRandomTileCount) step_ = Step::kTreeTiles;
  } else if (act::IsTreeTile(action)) {
    const int symbol = act::SymbolOfTile(action);
    tiles_[tiles_placed_++] = static_cast<int8_t>(symbol);
    --tiles_left_[symbol];
    if (tiles_placed_ == kNumTiles) {
      // The tree is complete: every play from now on checks its row against these tables.
      line_codes_ = EncodeLines(tiles_);
      for (int line = kFirstLineOfLength[2]; line < kFirstLineOfLength[3]; ++line) {
        const int top = tiles_[Lines()[line].tiles[0]], bottom = tiles_[Lines()[line].tiles[1]];
        pairs_[top] |= static_cast<uint8_t>(1u << bottom);
        pairs_[bottom] |= static_cast<uint8_t>(1u << top);
      }
      step_ = Step::kChooseFirst;
    }
  } else if (act::IsStart(action)) {
    first_player_ = static_cast<int8_t>(action - act::kStart);
    step_ = Step::kFillPool;
  } else if (action == act::kReshuffle) {
    deck_ |= discards_;
    discards_ = 0;
    ++reshuffles_;
  } else if (act::IsDraw(action)) {
    const Card card = act::CardOf(action);
    deck_ &= ~Bit(card);
    if (step_ == Step::kDeal) {
      hands_[DealSeat()] |= Bit(card);
      ++deals_done_;
    } else {
      pool_ |= Bit(card);
      seen_ |= Bit(card);
    }
  }
}

std::vector<std::pair<Action, double>> MyFirstChristmasTreeState::ChanceOutcomes() const {
  std::vector<std::pair<Action, double>> outcomes;
  if (current_ != kChancePlayer) return outcomes;
  switch (step_) {
    case Step::kRandomTiles:
      for (int symbol = 0; symbol < kNumSymbols; ++symbol) {
        outcomes.emplace_back(act::RandomTile(symbol), 1.0);
      }
      return outcomes;
    case Step::kTreeTiles:
      for (int symbol = 0; symbol < kNumSymbols; ++symbol) {
        if (tiles_left_[symbol] > 0)
          outcomes.emplace_back(act::TreeTile(symbol), tiles_left_[symbol]);
      }
      return outcomes;
    case Step::kChooseFirst:
      for (int seat = 0; seat < kNumPlayers; ++seat) outcomes.emplace_back(act::Start(seat), 1.0);
      return outcomes;
    default:
      if (deck_ == 0) {
        outcomes.emplace_back(act::kReshuffle, 1.0);
        return outcomes;
      }
      ForEachCard(deck_, [&](Card card) { outcomes.emplace_back(act::Draw(card), 1.0); });
      return outcomes;
  }
}

Action MyFirstChristmasTreeState::SampleChanceOutcome(Rng& rng) const {
  // The same draws as State's default over ChanceOutcomes(), without listing them.
  switch (step_) {
    case Step::kRandomTiles:
      return act::RandomTile(UnitIndex(rng, kNumSymbols));
    case Step::kTreeTiles: {
      double pick = rng.Unit() * (kNumTiles - tiles_placed_);
      int last = 0;
      for (int symbol = 0; symbol < kNumSymbols; ++symbol) {
        if (tiles_left_[symbol] == 0) continue;
        if (pick < tiles_left_[symbol]) return act::TreeTile(symbol);
        pick -= tiles_left_[symbol];
        last = symbol;
      }
      return act::TreeTile(last);  // rounding: the last symbol left
    }
    case Step::kChooseFirst:
      return act::Start(UnitIndex(rng, kNumPlayers));
    default:
      if (deck_ == 0) return act::kReshuffle;
      return act::Draw(NthCard(deck_, UnitIndex(rng, CountCards(deck_))));
  }
}

// ---------------------------------------------------------------- decisions

std::vector<Action> MyFirstChristmasTreeState::LegalActions() const {
  std::vector<Action> actions;
  LegalActionsInto(actions);
  return actions;
}

void MyFirstChristmasTreeState::LegalActionsInto(std::vector<Action>& out) const {
  out.clear();
  if (current_ < 0) return;
  const int player = mover_;
  const PreparationRow& row = rows_[player];
  switch (step_) {
    case Step::kTake:
      ForEachCard(pool_, [&](Card card) { out.push_back(act::Take(card)); });
      if (!commit_used_) out.push_back(act::kCommitRefresh);
      out.push_back(act::kSkipTake);
      return;
    case Step::kExtraTake:
      ForEachCard(pool_, [&](Card card) { out.push_back(act::CommitTake(card)); });
      out.push_back(act::kSkipTake);
      return;
    case Step::kPlay:
      ForEachCard(hands_[player], [&](Card card) {
        if (row.length > 0) out.push_back(act::Play(card, act::kLeft));
        out.push_back(act::Play(card, act::kRight));
      });
      return;
    case Step::kAfterPlay: {
      const bool at_maximum = row.length >= MaxRowSize(player);
      if (!at_maximum && !commit_used_) {
        ForEachCard(hands_[player], [&](Card card) {
          if (row.length > 0) out.push_back(act::CommitPlay(card, act::kLeft));
          out.push_back(act::CommitPlay(card, act::kRight));
        });
      }
      if (row.length >= kMinDecoration) {
        ForEachLineOf(row, [&](int line) { out.push_back(act::Decorate(line)); });
      }
      if (!at_maximum) out.push_back(act::kEndTurn);
      return;
    }
    case Step::kCubes: {
      TileMask free = Lines()[decorated_line_].mask & ~Cubes(player);
      for (; free != 0; free &= free - 1) out.push_back(act::Cube(std::countr_zero(free)));
      return;
    }
    case Step::kBox:
      for (int colour = 0; colour < kNumColours; ++colour) {
        if (row.CountOf(colour) > 0) out.push_back(act::Box(colour));
      }
      if (!commit_used_) {
        for (int first = 0; first < kNumColours; ++first) {
          if (row.CountOf(first) == 0) continue;
          for (int second = first + 1; second < kNumColours; ++second) {
            if (row.CountOf(second) > 0) out.push_back(act::CommitBox(first, second));
          }
        }
      }
      return;
    default:
      return;
  }
}

void MyFirstChristmasTreeState::ApplyDecision(Action action) {
  const int player = mover_;
  if (act::IsTake(action)) {
    Take(act::CardOf(action));
    step_ = commit_used_ ? Step::kPlay : Step::kExtraTake;
  } else if (act::IsCommitTake(action)) {
    Take(act::CardOf(action));
    commit_used_ = true;
    step_ = Step::kPlay;
  } else if (action == act::kCommitRefresh) {
    discards_ |= pool_;
    pool_ = 0;
    commit_used_ = true;  // the take step goes on once the pool is refilled
  } else if (action == act::kSkipTake) {
    step_ = Step::kPlay;
  } else if (act::IsPlay(action) || act::IsCommitPlay(action)) {
    if (act::IsCommitPlay(action)) commit_used_ = true;
    PlayCard(act::CardOf(action), act::SideOf(action));
    step_ = Step::kAfterPlay;
  } else if (act::IsDecorate(action)) {
    StartDecoration(act::LineOf(action));
  } else if (act::IsCube(action)) {
    PlaceCube(player, act::TileOf(action));
    if (--cubes_to_place_ == 0) step_ = Step::kBox;
  } else if (act::IsBox(action)) {
    ClaimBox(rows_[player].CountOf(act::FirstColourOf(action)));
    EndTurn();
  } else if (act::IsCommitBox(action)) {
    commit_used_ = true;  // spent even when it gains nothing (ruling 18)
    ClaimBox(rows_[player].CountOf(act::FirstColourOf(action)) +
             rows_[player].CountOf(act::SecondColourOf(action)));
    EndTurn();
  } else if (action == act::kEndTurn) {
    EndTurn();
  }
}

void MyFirstChristmasTreeState::Take(Card card) {
  pool_ &= ~Bit(card);
  hands_[mover_] |= Bit(card);
}

PreparationRow MyFirstChristmasTreeState::RowAfterPlay(int player, Card card, act::Side side,
                                                       bool* kept) const {
  const PreparationRow& row = rows_[player];
  PreparationRow longer;
  *kept = false;
  if (row.length < kMaxLineLength) {
    longer.length = static_cast<int8_t>(row.length + 1);
    const int shift = side == act::kLeft ? 1 : 0;
    for (int i = 0; i < row.length; ++i) longer.cards[i + shift] = row.cards[i];
    longer.cards[side == act::kLeft ? 0 : row.length] = static_cast<int8_t>(card);
    *kept = OnTree(longer);
  }
  if (*kept) return longer;
  // No line reads the longer row (ruling 15): the new card starts a fresh row.
  PreparationRow fresh;
  fresh.length = 1;
  fresh.cards[0] = static_cast<int8_t>(card);
  return fresh;
}

void MyFirstChristmasTreeState::PlayCard(Card card, act::Side side) {
  const int player = mover_;
  bool kept = false;
  const PreparationRow after = RowAfterPlay(player, card, side, &kept);
  if (!kept) discards_ |= rows_[player].Mask();
  rows_[player] = after;
  hands_[player] &= ~Bit(card);
  seen_ |= Bit(card);
  ++plays_this_turn_;
}

ScoreItems MyFirstChristmasTreeState::ScoreOf(int player) const {
  ScoreItems score;
  if (star_ == player) score.star = kStarPoints;
  for (int side = 0; side < 2; ++side) {
    if (base_[side] == player) score.base += kBasePoints[side];
  }
  for (int row = 0; row < kNumRows; ++row) {
    if (finishing_[row] == player) {
      score.finishing_touches += kRowSize[row];
    } else if (CompletedRow(player, row)) {
      score.completed_rows += kRowSize[row] / 2;
    }
  }
  for (int value = kLowestBox; value <= kHighestBox; ++value) {
    score.boxes += value * claimed_[player][value - kLowestBox];
  }
  score.unplaced = -decoration_left_[player];
  return score;
}

void MyFirstChristmasTreeState::ScoresInto(std::vector<double>& out) const {
  out.resize(kNumPlayers);
  for (int player = 0; player < kNumPlayers; ++player) out[player] = ScoreOf(player).Total();
}

void MyFirstChristmasTreeState::WinnersInto(std::vector<bool>& out) const {
  const std::array<int, kNumPlayers> scores = {ScoreOf(0).Total(), ScoreOf(1).Total()};
  HighestScoresWin(scores, kNumPlayers, out);  // ties share (ruling 9)
}

}  // namespace tinsel::mfct
