// Saves: every game in progress or finished, newest first, with Continue and Delete (after
// a confirmation). A damaged save shows as damaged with the reason; the others still list.
// "Clear finished games" and "Clear old games" remove many at once, each after a confirmation
// that says how many (model/saves/save_cleanup.h); an old game's row says how long it has waited.
#pragma once

#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "model/play/clock.h"
#include "model/saves/save_cleanup.h"
#include "model/saves/save_library.h"
#include "screens/navigator.h"

namespace tinsel::app {

class SavesScreen {
 public:
  // `now_iso8601` tells which games are old; the wall clock unless the app passes its own.
  explicit SavesScreen(SaveLibrary& library, std::function<std::string()> now_iso8601 = NowIso8601)
      : library_(library), now_(std::move(now_iso8601)) {}

  // Rows for games whose latest moves are only in memory (the App's): they replace the stored
  // row of the same slot, or stand alone for a game never stored.
  void set_unsaved_rows(std::function<std::vector<SlotSummary>()> rows) {
    unsaved_rows_ = std::move(rows);
  }
  // Reads (and verifies) every slot again.
  void Refresh();
  void SetError(std::string error) { error_ = std::move(error); }
  void Draw(ScreenContext& context);

  const std::vector<SlotSummary>& list() const { return list_; }
  // Escape: keeps the save(s) the player was asked about. Returns false when nobody was asked.
  bool CancelDelete();

 private:
  // Whether a confirmation (one game, or a clearing) is waiting for an answer.
  bool Asking() const { return !pending_delete_.empty() || pending_clear_.has_value(); }
  // "Clear finished games (N)" and "Clear old games (N)", each only when N > 0.
  void DrawClearButtons(ScreenContext& context, float left, float column, const std::string& now);
  void DrawRow(ScreenContext& context, const SlotSummary& save, float width,
               const std::string& now);
  // The game's name, its players, and how far it got (or why it is damaged).
  void DrawRowText(const SlotSummary& save, float width, const std::string& now);
  void DrawDeleteConfirmation(ScreenContext& context);
  void DrawClearConfirmation(ScreenContext& context);

  SaveLibrary& library_;
  std::function<std::string()> now_;
  std::vector<SlotSummary> list_;
  std::function<std::vector<SlotSummary>()> unsaved_rows_;
  std::string pending_delete_;
  // A clearing waiting for the player's yes, and the slots it was offered with (the count the
  // confirmation states is what goes, at most).
  std::optional<ClearKind> pending_clear_;
  std::vector<std::string> pending_clear_slots_;
  std::string error_;
};

// "2024-12-24T10:15:00Z" -> "2024-12-24 10:15"
std::string ShortDate(const std::string& iso8601);

}  // namespace tinsel::app
