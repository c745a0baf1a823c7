#include "model/undo_reason.h"

namespace tinsel::app {
namespace {

// What a chance step is called in each game.
std::string ChanceSince(const std::string& game_id) {
  if (game_id == "trim-the-tree") return "a new ornament was drawn since";
  if (game_id == "ghosts-of-christmas") return "new cards were dealt since";
  if (game_id == "santa-timea") return "new cards were drawn since";
  if (game_id == "my-first-christmas-tree") return "a new card was drawn since";
  return "something new was revealed since";
}

}  // namespace

std::string UndoBlockedReason(const Session& session) {
  if (session.CanUndo()) return "";
  const std::vector<HistoryEntry>& history = session.history();
  bool human_moved = false;
  for (const HistoryEntry& entry : history) {
    if (entry.player >= 0 && !session.setup().seats[entry.player].bot) human_moved = true;
  }
  if (!human_moved) return "no move of yours to take back yet";
  // The newest step that stands between the player and their last move.
  for (auto it = history.rbegin(); it != history.rend(); ++it) {
    if (it->player < 0) return ChanceSince(session.setup().game_id);
    if (!session.setup().seats[it->player].bot) return "a secret move was made since";
  }
  return "no move of yours to take back yet";
}

}  // namespace tinsel::app
