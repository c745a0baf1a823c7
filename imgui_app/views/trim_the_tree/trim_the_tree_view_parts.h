// Trim the Tree's view: helpers its files share (internal to views/trim_the_tree/).
#pragma once

#include <string>

#include "games/trim_the_tree/trim_the_tree.h"
#include "model/play/seat_names.h"
#include "tinsel/translate.h"
#include "views/game_view.h"

namespace tinsel::app::trim_view {

// "1 point", "3 points".
inline std::string PointsText(int points) { return TrPlural("{n} point", "{n} points", points); }

// As players read it: the names Tinsel gives in the chosen language (model/play/seat_names.h).
inline std::string SeatName(const ViewContext& context, int seat) {
  return NameAsShown(context.seat_names[seat]);
}

// An ornament's name as the player reads it ("purple bell"); trim::OrnamentName is the
// canonical one (action texts, ids).
inline const char* OrnamentWords(int kind) {
  // Kind = colour * 4 + shape (core/games/trim_the_tree/ornaments.h).
  static constexpr const char* kNames[trim::kNumKinds] = {
      N_("red box"),    N_("red bell"),    N_("red candle"),    N_("red bulb"),
      N_("yellow box"), N_("yellow bell"), N_("yellow candle"), N_("yellow bulb"),
      N_("blue box"),   N_("blue bell"),   N_("blue candle"),   N_("blue bulb"),
      N_("purple box"), N_("purple bell"), N_("purple candle"), N_("purple bulb")};
  return kind >= 0 && kind < trim::kNumKinds ? Tr(kNames[kind]) : Tr("no ornament");
}

// An ornament's shape alone ("bell"), under a tile whose colour shows.
inline const char* ShapeWords(trim::Shape shape) {
  switch (shape) {
    case trim::Shape::kBox:
      // TRANSLATORS: an ornament's shape in Trim the Tree (a gift box).
      return TrContext("ornament shape", "box");
    case trim::Shape::kBell:
      return TrContext("ornament shape", "bell");
    case trim::Shape::kCandle:
      return TrContext("ornament shape", "candle");
    case trim::Shape::kBulb:
      break;
  }
  return TrContext("ornament shape", "bulb");
}

}  // namespace tinsel::app::trim_view
