#include "tinsel/words.h"

namespace tinsel {

std::string Plural(int count, std::string_view word) {
  std::string text = std::to_string(count) + " ";
  text += word;
  if (count != 1) text += "s";
  return text;
}

std::string PlayerRange(int min_players, int max_players) {
  if (min_players == max_players) return Plural(min_players, "player");
  return std::to_string(min_players) + "-" + std::to_string(max_players) + " players";
}

}  // namespace tinsel
