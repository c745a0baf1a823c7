// Internal to the Ghosts of Christmas view: what more than one of its files uses.
#pragma once

#include <string>

#include "games/ghosts_of_christmas/ghosts_of_christmas.h"
#include "tinsel/translate.h"

namespace tinsel::app::ghosts_view {

// Trick scoring: a short pause, then one era every kStepSeconds.
inline constexpr double kFirstStep = 0.3;
inline constexpr double kStepSeconds = 1.2;

// An era's name as the player reads it ("Past"); ghosts::EraName and EraId are the canonical
// ones (action texts, ids).
inline const char* EraWords(int era) {
  switch (era) {
    case 0:
      // TRANSLATORS: an era of Ghosts of Christmas (a column of the table the cards go into).
      return TrContext("era", "Past");
    case 1:
      // TRANSLATORS: an era of Ghosts of Christmas (the present time, not a gift).
      return TrContext("era", "Present");
    case 2:
      return TrContext("era", "Future");
    default:
      return TrContext("era", "Beyond");
  }
}

// A suit's name as the player reads it ("Hearts"), as an era's dial shows it.
inline const char* SuitWords(int suit) {
  switch (suit) {
    case ghosts::kHearts:
      // TRANSLATORS: a suit of Ghosts of Christmas's cards.
      return TrContext("suit", "Hearts");
    case ghosts::kBells:
      return TrContext("suit", "Bells");
    case ghosts::kStars:
      return TrContext("suit", "Stars");
    default:
      return TrContext("suit", "Candles");
  }
}

}  // namespace tinsel::app::ghosts_view
