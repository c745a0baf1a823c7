// Trim the Tree's view: helpers its files share (internal to views/trim_the_tree/).
#pragma once

#include <string>

#include "views/game_view.h"

namespace tinsel::app::trim_view {

// "1 point", "3 points".
inline std::string PointsText(int points) {
  return std::to_string(points) + (points == 1 ? " point" : " points");
}

inline const std::string& SeatName(const ViewContext& context, int seat) {
  return context.seat_names[seat];
}

}  // namespace tinsel::app::trim_view
