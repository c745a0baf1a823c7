// Internal to the Ghosts of Christmas view: what more than one of its files uses.
#pragma once

#include <string>

namespace tinsel::app::ghosts_view {

// Trick scoring: a short pause, then one era every kStepSeconds.
inline constexpr double kFirstStep = 0.3;
inline constexpr double kStepSeconds = 1.2;

inline std::string Plural(int n, const char* one, const char* many) {
  return std::to_string(n) + " " + (n == 1 ? one : many);
}

}  // namespace tinsel::app::ghosts_view
