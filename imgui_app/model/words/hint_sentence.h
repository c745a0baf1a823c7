// The hint in the status line as a sentence: the move in the log's words, said as advice
// ("Place a red bell on space 7"), why in the game's own words (State::MoveReason: "it closes a
// triangle of three colours and three shapes: 1 point now"), then the search's numbers in plain
// words ("played out 1,200 times from here, it wins about 4 games in 10"), rather than the
// move's canonical text and the search's statistics ("S4 -> future (... expected result 39%)").
//
// The hint bot searches resampled worlds, but the sentence is made from the true state: safe
// because DescribeAction(player, action, player) and MoveReason(player, action) use only what
// `player` may see (tests/*/..._reasons_test.cpp check MoveReason on indistinguishable states).
#pragma once

#include <string>
#include <vector>

#include "tinsel/game.h"

namespace tinsel::app {

// "Hint: <advice>: <game's reason> (<numbers>)." for `action` of `player` ("Hint: <advice>:
// <numbers>." when the game gives no reason); `names` fill in the seats; `reason` is the hint
// bot's Explain().
std::string HintSentence(const State& state, int player, Action action,
                         const std::vector<std::string>& names, const std::string& reason);

// A move said to "you" (PredicateForYou: "play the 4 of Stars ...") as advice: capitalised
// ("Play the 4 of Stars ..."), the final full stop dropped.
std::string AsAdvice(const std::string& predicate);

// The search's Explain() ("chosen in 62% of 1200 simulated games; expected result 39%") in
// words; any other reason is returned as it is.
std::string ReasonInWords(const std::string& reason);

}  // namespace tinsel::app
