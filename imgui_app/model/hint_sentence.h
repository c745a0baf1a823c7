// The hint in the status line as a sentence: the move in the log's words, said as advice
// ("Play the 4 of Stars into the Future"), and why, in plain numbers ("it wins about 4 games
// in 10 played out from here"), rather than the move's canonical text and the search's
// statistics ("S4 -> future (... expected result 39%)").
#pragma once

#include <string>
#include <vector>

#include "tinsel/game.h"

namespace tinsel::app {

// "Hint: <advice>: <why>." for `action` of `player`; `names` fill in the seats; `reason` is the
// hint bot's Explain().
std::string HintSentence(const State& state, int player, Action action,
                         const std::vector<std::string>& names, const std::string& reason);

// A move said to "you" (PredicateForYou: "play the 4 of Stars ...") as advice: capitalised
// ("Play the 4 of Stars ..."), the final full stop dropped.
std::string AsAdvice(const std::string& predicate);

// The search's Explain() ("chosen in 62% of 1200 simulated games; expected result 39%") in
// words; any other reason is returned as it is.
std::string ReasonInWords(const std::string& reason);

}  // namespace tinsel::app
