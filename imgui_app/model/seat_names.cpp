#include "model/seat_names.h"

#include "tinsel/utf8.h"

namespace tinsel::app {

bool IsYou(const std::string& name) {
  return name.size() == 3 && (name[0] == 'Y' || name[0] == 'y') &&
         (name[1] == 'O' || name[1] == 'o') && (name[2] == 'U' || name[2] == 'u');
}

std::string SeatName(const std::string& typed, int seat, bool several_humans) {
  // English in every language: the name is the seat's own, kept in the save.
  const std::string fallback = "Player " + std::to_string(seat + 1);
  if (!IsValidUtf8(typed) || !HasVisibleCharacter(typed)) return fallback;
  if (several_humans && IsYou(typed)) return fallback;
  return typed;
}

}  // namespace tinsel::app
