// Internal to the Santa Timea view: what more than one of its files uses.
#pragma once

#include <string>

#include "games/santa_timea/santa_timea.h"
#include "views/game_view.h"

namespace tinsel::app::santa_view {

using santa::BallotKind;
using santa::SantaTimeaState;

// The reveal: a pause, one card every kCardStep, then the count, then the sentence; it
// closes by itself kLinger seconds after the sentence (Continue closes it at once).
inline constexpr double kFirstStep = 0.3;
inline constexpr double kCardStep = 0.55;
inline constexpr double kLinger = 3.0;

inline std::string Colour(int colour) { return SantaTimeaState::ColourName(colour); }

inline std::string Question(BallotKind kind, int boat) {
  switch (kind) {
    case BallotKind::kLeak:
      return "Which boat gets a leak?";
    case BallotKind::kMove:
      return "Which boat moves one row?";
    case BallotKind::kOverboard:
      return "The " + Colour(boat) + " boat is full: whose pawn goes overboard?";
    case BallotKind::kNone:
      break;
  }
  return "";
}

}  // namespace tinsel::app::santa_view
