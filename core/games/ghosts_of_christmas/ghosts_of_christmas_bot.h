// A rule-of-thumb Ghosts of Christmas bot. It uses only its own hand and public
// information (cards on the table, cards played this hand, dials, bids, wreaths, shown
// voids): it bids its expected trick count from hand strength, then each turn picks the
// (card, era) whose estimated chance of winning best fits its bid (take tricks while below
// the bid, shed high cards safely once the bid is met; Tiny Tim: stay inside the scoring
// window).
#pragma once

#include <memory>
#include <string>

#include "tinsel/bot.h"

namespace tinsel::ghosts {

class GhostsOfChristmasState;

// The bot the registry lists as "heuristic", and the heuristic behind the Easy level.
std::unique_ptr<Bot> MakeGhostsHeuristicBot();

// Expected number of tricks the hand of `seat` wins (what the bot bids from). Exposed
// for tests.
double EstimateTricks(const GhostsOfChristmasState& state, int seat);

}  // namespace tinsel::ghosts
