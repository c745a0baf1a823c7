#include "tinsel/words.h"

namespace tinsel {

std::string Plural(int count, std::string_view word) {
  std::string text = std::to_string(count) + " ";
  text += word;
  if (count != 1) text += "s";
  return text;
}

}  // namespace tinsel
