// The setup screen's words for game options: a name and a one-line explanation for each value
// (the core's OptionSpec values are machine names such as "doors" or "tiny-tim", kept in saves
// and on the command line).
#pragma once

#include <string>

namespace tinsel::app {

struct OptionValueWords {
  std::string name;         // "Door bids"
  std::string explanation;  // one line: what choosing it means
};

// Words for `value` of option `option` in game `game_id`. Unknown values get their machine
// name in words ("tiny-tim" -> "Tiny tim") and no explanation.
OptionValueWords WordsForOptionValue(const std::string& game_id, const std::string& option,
                                     const std::string& value);

}  // namespace tinsel::app
