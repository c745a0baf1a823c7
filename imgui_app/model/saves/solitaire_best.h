// The best solitaire score on this device: solitaire has no opponent, so the game-over screen
// shows the player's own best as the one to beat. Kept in Storage under
// "tinsel/best/<game id>" as a JSON number.
#pragma once

#include <optional>
#include <string>

#include "model/saves/storage.h"

namespace tinsel::app {

// Records a finished solitaire game's score and returns the best before it (nullopt: the
// first on this device, or the stored best is unreadable). A better score replaces it.
std::optional<double> RecordSolitaireScore(Storage& storage, const std::string& game_id,
                                           double score);

}  // namespace tinsel::app
