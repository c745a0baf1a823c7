#include "model/words/option_words.h"

#include <cctype>

#include "tinsel/registry.h"
#include "tinsel/utf8.h"

namespace tinsel::app {

OptionValueWords WordsForOptionValue(const std::string& game_id, const std::string& option,
                                     const std::string& value) {
  // The game's own words (its OptionSpec), when it has them for this value.
  if (const GameEntry* entry = FindGame(game_id)) {
    for (const OptionSpec& spec : entry->game->OptionSpecs()) {
      if (spec.name != option) continue;
      for (size_t i = 0; i < spec.values.size(); ++i) {
        if (spec.values[i] != value || i >= spec.value_names.size()) continue;
        return {spec.value_names[i],
                i < spec.value_explanations.size() ? spec.value_explanations[i] : ""};
      }
    }
  }
  std::string name = value;
  for (char& c : name) {
    if (c == '-' || c == '_') c = ' ';
  }
  name = CapitalizeFirst(name);
  return {name, ""};
}

}  // namespace tinsel::app
