// A game's history as one seat may know it, for a guest's device at a table across devices.
//
// The host's device holds the true game. A guest's device gets, for its seat, the history
// with every step that seat has not seen (another seat's secret card or vote) replaced by a
// made-up one, consistent with everything the seat has seen: it replays, step by step, to the
// same observations as the truth, and ends in the seat's resampled world (State::Resample).
// So the guest runs the same core, views, log, hints and news on its own copy, and its device
// never receives a secret, even by mistake: what this returns depends only on what the seat
// knows and on `world_seed` (tests/services/seat_history_test.cpp proves it for every game).
// When a secret is revealed the made-up past may change; the host then sends it again whole.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "tinsel/game.h"
#include "tinsel/session.h"

namespace tinsel {

// The actions of `truth`'s history as `seat` (0..n-1) may know them, the unseen ones made up
// from `world_seed`.
std::vector<Action> SeatHistory(const Session& truth, int seat, uint64_t world_seed);

// The same history in its canonical text form (what a save and a guest's Session::Replay read).
std::vector<std::string> SeatHistoryTexts(const Session& truth, int seat, uint64_t world_seed);

}  // namespace tinsel
