// Internal to the Santa Timea view: what more than one of its files uses.
#pragma once

#include <string>

#include "games/santa_timea/santa_timea.h"
#include "tinsel/translate.h"
#include "views/game_view.h"
#include "views/santa_timea/santa_timea_drawing.h"

namespace tinsel::app::santa_view {

using santa::BallotKind;
using santa::SantaTimeaState;

// The reveal: a pause, one card every kCardStep, then the count, then the sentence; it
// closes by itself kLinger seconds after the sentence (Continue closes it at once).
inline constexpr double kFirstStep = 0.3;
inline constexpr double kCardStep = 0.55;
inline constexpr double kLinger = 3.0;

// The canonical colour name ("red"): widget ids and piece keys.
inline std::string Colour(int colour) { return SantaTimeaState::ColourName(colour); }
// The colour's name as the player reads it.
inline std::string ColourWords(int colour) { return santa_drawing::ColourWords(colour); }

inline std::string Question(BallotKind kind, int boat) {
  switch (kind) {
    case BallotKind::kLeak:
      return Tr("Which boat gets a leak?");
    case BallotKind::kMove:
      return Tr("Which boat moves one row?");
    case BallotKind::kOverboard:
      // TRANSLATORS: {colour} is a boat's colour ("red").
      return TrFormat("The {colour} boat is full: whose pawn goes overboard?",
                      {{"colour", ColourWords(boat)}});
    case BallotKind::kNone:
      break;
  }
  return "";
}

// "officer out of red": a pawn that may leave a boat in phase 3 (a button, a pawn's label).
inline std::string OutOf(santa::Rank rank, int boat) {
  if (rank == santa::Rank::kOfficer) {
    // TRANSLATORS: a button: take your officer out of the boat of colour {colour}.
    return TrFormat("officer out of {colour}", {{"colour", ColourWords(boat)}});
  }
  // TRANSLATORS: a button: take your sailor out of the boat of colour {colour}.
  return TrFormat("sailor out of {colour}", {{"colour", ColourWords(boat)}});
}

}  // namespace tinsel::app::santa_view
