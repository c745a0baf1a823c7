// Small helpers for the sentences games write (log lines, explanations, dumps).
#pragma once

#include <string>
#include <string_view>

namespace tinsel {

// "1 wreath", "3 wreaths", "0 points": the count and the word, with an "s" unless the
// count is 1. English grammar only: what a player reads is written with TrPlural instead
// (tinsel/translate.h).
std::string Plural(int count, std::string_view word);

// The base form of a verb in the third person: "plays" -> "play", "passes" -> "pass",
// "carries" -> "carry", "has" -> "have". English only (the tests read the log's verbs with it).
std::string VerbBaseForm(const std::string& verb);

// "12 points", "1 point", "2.5 points", in the player's language.
std::string PointsText(double points);

// A player count or range, in the player's language: "1 player", "2 players", "3-6 players".
std::string PlayerRange(int min_players, int max_players);

// A move's words with the game's reason for it ("place a red bell on space 7: it closes ..."),
// in the player's language: the log's own account of the move after a colon gives way to the
// reason, which says more. `move` unchanged when `reason` is empty.
std::string MoveWithReason(std::string move, const std::string& reason);

}  // namespace tinsel
