// Win-chance estimates for the heuristic bot, from one seat's point of view: its own hand
// and public information only (never other hands).
#pragma once

#include <array>

#include "games/ghosts_of_christmas/ghosts_of_christmas.h"

namespace tinsel::ghosts {

class TrickModel {
 public:
  TrickModel(const GhostsOfChristmasState& state, int me);

  // Chance that `card` played by me into `era` now wins that era's trick.
  double WinChance(Card card, int era) const;
  // Chance that the card I already put into `era` this round wins it.
  double CurrentWinChance(int era) const;
  // Chance that another seat holds at least one card of `mask` (mask: unseen cards).
  double HoldChance(int seat, CardMask mask) const;

 private:
  using Table = std::array<std::array<int, kMaxPlayers>, kMaxEras>;
  double Evaluate(const Table& table, const std::array<int, kMaxEras>& dials, int era) const;
  int PredictLeader(const Table& table, int era) const;

  const GhostsOfChristmasState& state_;
  int me_;
  int players_;
  CardMask unseen_;
  Table table_;
  std::array<int, kMaxEras> dials_;
};

}  // namespace tinsel::ghosts
