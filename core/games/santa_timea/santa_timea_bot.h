// A rule-of-thumb Santa Timea player. It sees only a resampled state (never others'
// secret votes) and values each pawn as its island's points times a rough chance that its
// boat survives (leak margin against the rows still to go). It votes leaks and ejections
// onto others' pawns (weighted toward the leader), moves boats that carry its pawns,
// changes into safer and richer boats, announces its leak and move votes, and plays a
// Captain's Hat when much of its own crew is at stake.
#pragma once

#include <memory>

#include "tinsel/bot.h"

namespace tinsel::santa {

// The bot the registry lists as "heuristic", and the heuristic behind the Easy level.
std::unique_ptr<Bot> MakeSantaHeuristicBot();

}  // namespace tinsel::santa
