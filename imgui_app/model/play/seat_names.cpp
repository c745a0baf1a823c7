#include "model/play/seat_names.h"

#include "tinsel/translate.h"
#include "tinsel/utf8.h"

namespace tinsel::app {

bool IsYou(const std::string& name) {
  return name.size() == 3 && (name[0] == 'Y' || name[0] == 'y') &&
         (name[1] == 'O' || name[1] == 'o') && (name[2] == 'U' || name[2] == 'u');
}

namespace {

// The number after `word` and a space ("Player 12" -> "12"), or "" when `name` is not that.
std::string NumberAfter(const std::string& name, std::string_view word) {
  if (name.size() <= word.size() + 1 || name.compare(0, word.size(), word) != 0 ||
      name[word.size()] != ' ' || name.size() > word.size() + 4) {
    return "";
  }
  const std::string number = name.substr(word.size() + 1);
  for (const char c : number) {
    if (c < '0' || c > '9') return "";
  }
  return number;
}

}  // namespace

std::string NameAsShown(const std::string& name) {
  if (name == "You") return TrContext("seat", "You");
  // TRANSLATORS: the name a table across devices gives, on the guests' devices, the seat of a
  // host who kept the name "You".
  if (name == "Host") return TrContext("seat", "Host");
  if (const std::string number = NumberAfter(name, "Player"); !number.empty()) {
    // TRANSLATORS: the name Tinsel gives a seat left without one ("Player 2").
    return TrFormat("Player {number}", {{"number", FormatNumber(std::stoi(number))}});
  }
  if (const std::string number = NumberAfter(name, "Guest"); !number.empty()) {
    // TRANSLATORS: the name Tinsel gives a seat a guest device takes at a shared table.
    return TrFormat("Guest {number}", {{"number", FormatNumber(std::stoi(number))}});
  }
  return name;
}

std::string NameFromShown(const std::string& shown, int seats) {
  if (shown == NameAsShown("You")) return "You";
  for (int seat = 1; seat <= seats; ++seat) {
    const std::string given = "Player " + std::to_string(seat);
    if (shown == NameAsShown(given)) return given;
  }
  return shown;
}

std::string SeatName(const std::string& typed, int seat, bool several_humans) {
  // English in every language: the name is the seat's own, kept in the save.
  const std::string fallback = "Player " + std::to_string(seat + 1);
  if (!IsValidUtf8(typed) || !HasVisibleCharacter(typed)) return fallback;
  if (several_humans && IsYou(typed)) return fallback;
  return typed;
}

}  // namespace tinsel::app
