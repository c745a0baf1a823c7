// Why Undo is unavailable, in words for the Undo button ("a new ornament was drawn since"):
// the session refuses to take a move back once something random or hidden happened after it.
#pragma once

#include <string>

#include "tinsel/session.h"

namespace tinsel::app {

// Empty when the session can undo; otherwise a short reason starting in lower case.
std::string UndoBlockedReason(const Session& session);

}  // namespace tinsel::app
