#include "model/play/undo_reason.h"

#include "tinsel/translate.h"

namespace tinsel::app {

std::string UndoBlockedReason(const Session& session) {
  if (session.CanUndo()) return "";
  const std::vector<HistoryEntry>& history = session.history();
  bool human_moved = false;
  for (const HistoryEntry& entry : history) {
    if (entry.player >= 0 && !session.setup().seats[entry.player].bot) human_moved = true;
  }
  // TRANSLATORS: why Undo is unavailable ("No undo: {reason}."; lower case, no full stop).
  if (!human_moved) return Tr("no move of yours to take back yet");
  // The newest step that stands between the player and their last move.
  for (auto it = history.rbegin(); it != history.rend(); ++it) {
    if (it->player < 0) return session.game().ChanceSinceWords();
    // TRANSLATORS: why Undo is unavailable (lower case): a hidden decision came after it.
    if (!session.setup().seats[it->player].bot) return Tr("a secret move was made since");
  }
  return Tr("no move of yours to take back yet");
}

}  // namespace tinsel::app
