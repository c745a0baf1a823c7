// The rules of Trim the Tree: setup, draws, placements, scoring, turn order, the end.
#include <bit>

#include "games/trim_the_tree/trim_the_tree.h"

namespace tinsel::trim {

TrimTheTreeState::TrimTheTreeState(int players, bool calculating_solitaire, bool random_start)
    : num_players_(players),
      calculating_(calculating_solitaire && players == 1),
      sets_removed_(trim::SetsRemoved(players, calculating_)) {
  const int per_kind = kNumSets - sets_removed_;
  bag_.fill(static_cast<int8_t>(per_kind));
  bag_size_ = per_kind * kNumKinds;
  for (Tree& tree : trees_) tree.fill(kNoOrnament);
  draws_left_ = num_players_;
  start_pending_ = random_start && players > 1;
}

const Game& TrimTheTreeState::GetGame() const { return TrimTheTree(); }

int TrimTheTreeState::CurrentPlayer() const {
  if (GameOver()) return kTerminalPlayer;
  if (start_pending_ || draws_left_ > 0) return kChancePlayer;
  return PlacingPlayer();
}

int TrimTheTreeState::OrnamentsOnTree(int player) const {
  return std::popcount(static_cast<unsigned>(filled_[player]));
}

SpaceMask TrimTheTreeState::PlayableSpaces(int player) const {
  const SpaceMask empty = static_cast<SpaceMask>(kAllSpaces & ~filled_[player]);
  if (filled_[player] == 0) return empty;
  return static_cast<SpaceMask>(empty & touched_[player]);
}

std::vector<Action> TrimTheTreeState::LegalActions() const {
  std::vector<Action> actions;
  LegalActionsInto(actions);
  return actions;
}

void TrimTheTreeState::LegalActionsInto(std::vector<Action>& out) const {
  if (GameOver() || start_pending_ || draws_left_ > 0) {
    out.clear();
    return;
  }
  // Sized once, then written in place (no capacity check per action).
  const unsigned spaces = PlayableSpaces(PlacingPlayer());
  int kinds = 0;
  for (int kind = 0; kind < kNumKinds; ++kind) kinds += box_[kind] > 0;
  out.resize(kinds * std::popcount(spaces));
  Action* next = out.data();
  for (int kind = 0; kind < kNumKinds; ++kind) {
    if (box_[kind] == 0) continue;
    for (unsigned rest = spaces; rest != 0; rest &= rest - 1) {
      *next++ = PlaceAction(kind, std::countr_zero(rest));
    }
  }
}

Action TrimTheTreeState::SampleChanceOutcome(Rng& rng) const {
  if (start_pending_) {  // equal weights: the default walk over ChanceOutcomes()
    const int seat = static_cast<int>(rng.Unit() * num_players_);
    return StartAction(std::min(seat, num_players_ - 1));
  }
  // The same draw as State's default (Unit() * total walked over the weights, here the Bag's
  // counts in kind order), so a seed draws exactly what it always did, without a vector.
  int pick = static_cast<int>(rng.Unit() * bag_size_);
  if (pick >= bag_size_) pick = bag_size_ - 1;  // rounding: the last kind in the Bag
  for (int kind = 0; kind < kNumKinds; ++kind) {
    if (pick < bag_[kind]) return DrawAction(kind);
    pick -= bag_[kind];
  }
  return DrawAction(kNumKinds - 1);  // unreachable: bag_size_ is the sum of the counts
}

std::vector<std::pair<Action, double>> TrimTheTreeState::ChanceOutcomes() const {
  std::vector<std::pair<Action, double>> outcomes;
  if (start_pending_) {
    for (int seat = 0; seat < num_players_; ++seat) outcomes.emplace_back(StartAction(seat), 1);
    return outcomes;
  }
  if (GameOver() || draws_left_ == 0) return outcomes;
  for (int kind = 0; kind < kNumKinds; ++kind) {
    if (bag_[kind] > 0) outcomes.emplace_back(DrawAction(kind), bag_[kind]);
  }
  return outcomes;
}

void TrimTheTreeState::DoApplyAction(Action action) {
  if (start_pending_) {
    holder_ = StartSeat(action);
    start_pending_ = false;
  } else if (draws_left_ > 0) {
    ApplyDraw(KindOf(action));
  } else {
    ApplyPlacement(KindOf(action), SpaceOf(action));
  }
}

void TrimTheTreeState::ApplyDraw(int kind) {
  --bag_[kind];
  --bag_size_;
  ++box_[kind];
  ++box_size_;
  --draws_left_;
}

void TrimTheTreeState::ApplyPlacement(int kind, int space) {
  const int player = PlacingPlayer();
  Placement placement;
  placement.player = player;
  placement.kind = kind;
  placement.space = space;
  placement.result = ScorePlacement(trees_[player], space, kind);
  last_ = placement;

  if (placement.result.points > 0) {
    scoring_placements_[player] |= static_cast<uint16_t>(1u << OrnamentsOnTree(player));
  }
  --box_[kind];
  --box_size_;
  trees_[player][space] = static_cast<int8_t>(kind);
  filled_[player] |= static_cast<SpaceMask>(1u << space);
  touched_[player] |= Neighbours(space);
  scores_[player] += placement.result.points;
  ++placed_total_;

  if (++placed_this_round_ < num_players_) return;
  // The Box is empty: the Bag passes to the left and the new holder opens the next Box.
  placed_this_round_ = 0;
  holder_ = (holder_ + 1) % num_players_;
  if (GameOver()) return;
  ++round_;
  draws_left_ = num_players_;
}

void TrimTheTreeState::ScoresInto(std::vector<double>& out) const {
  out.assign(scores_.begin(), scores_.begin() + num_players_);
}

void TrimTheTreeState::WinnersInto(std::vector<bool>& out) const {
  HighestScoresWin(scores_, num_players_, out);  // ties share (rulings, Trim the Tree 6)
}

}  // namespace tinsel::trim
