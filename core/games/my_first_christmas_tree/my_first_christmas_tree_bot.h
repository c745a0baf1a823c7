// A rule-of-thumb My First Christmas Tree bot. It sees only its own hand and the open table
// (pool, rows, discards, cubes, boxes), never the other hand or the deck. Each decision
// scores the choices of that step:
//  - take the pool card that best extends its row (by symbol, then by colour), using the
//    extra-take commit for a second good one and the refresh when nothing helps;
//  - play the card that keeps the row on a line and its colours together;
//  - decorate at once when it places cubes or claims a box, when the maximum forces it, or
//    when no card in hand could extend the row next turn; otherwise grow the row;
//  - put cubes first where they complete a row (a finishing touch), then in rows it has no
//    cube in yet (the star), then in the rows closest to complete;
//  - in the box step take the most valuable box card.
#pragma once

#include <memory>

#include "tinsel/bot.h"

namespace tinsel::mfct {

class MyFirstChristmasTreeState;

std::unique_ptr<Bot> MakeMfctHeuristicBot();

// The bot's choice for the player to move (exposed for tests), with a short reason.
Action HeuristicChoice(const MyFirstChristmasTreeState& state, std::string* reason = nullptr);

}  // namespace tinsel::mfct
