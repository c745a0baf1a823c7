// "Try again from here": a game continued from one of its steps as a new saved game, e.g. to
// retry the costliest decision a review marked. The new game has the same setup (game, rules
// version, options, seats with their bots and humans, seed) and the first `step` entries of
// the history; the game it came from is not touched.
#pragma once

#include <string>

#include "model/saves/save_library.h"
#include "tinsel/session.h"

namespace tinsel::app {

// Whether play may go on from `step` (0..history length): not where the game is over.
bool MayTryAgainFrom(const Session& session, int step);

// Saves the game as it stood after `step` entries as a new slot (created and updated
// `now_iso8601`) and sets `*slot` to it. Refused in words, with nothing written, where play
// cannot go on from there or storage refuses.
Status SaveTryAgain(SaveLibrary& library, const Session& session, int step,
                    const std::string& now_iso8601, std::string* slot);

}  // namespace tinsel::app
