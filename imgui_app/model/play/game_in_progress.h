// GameInProgress: the game on the table: its SessionDriver, the save slot it autosaves
// to (after every action; a failed write is reported and retried after the next action),
// and caches of what the screens show every frame (the redacted table, the log). No ImGui
// here.
#pragma once

#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "model/play/coach.h"
#include "model/play/session_driver.h"
#include "model/play/table.h"
#include "model/saves/save_library.h"

namespace tinsel::app {

// A reason as a sentence of its own: capitalised, ending with a full stop, so that the next
// sentence never runs into it ("...make room Place the red box...").
std::string AsSentence(std::string reason);

struct LogLine {
  int player;  // seat, or kChancePlayer
  std::string text;
};

class GameInProgress {
 public:
  GameInProgress(std::unique_ptr<Session> session, std::string slot, SaveTimes times);

  SessionDriver& driver() { return driver_; }
  // The coach of the seats that asked for one (model/play/coach.h).
  Coach& coach() { return coach_; }
  const Coach& coach() const { return coach_; }
  // Whether the coach's note may offer "Take it back": Undo would take back exactly the
  // decision it speaks of, and this device may ask for it.
  bool CoachMayTakeBack();
  const Session& session() const { return driver_.session(); }
  const std::string& slot() const { return slot_; }
  const SaveTimes& times() const { return times_; }

  // How long after a failed write (storage full, say) it is tried again.
  static constexpr double kSaveRetrySeconds = 2.0;
  // Writes the save when the history changed since the last attempt, or when the last write
  // failed and its retry is due (`now` is the frame clock, in seconds). Returns the write's
  // status (Ok when nothing needed writing).
  Status Autosave(SaveLibrary& library, const std::function<std::string()>& now_iso8601,
                  double now);
  // Autosave, with the retry of a failed write due at once.
  Status SaveNow(SaveLibrary& library, const std::function<std::string()>& now_iso8601,
                 double now) {
    retry_at_ = now;
    return Autosave(library, now_iso8601, now);
  }
  // One writer per game (SaveLibrary::Hold): the token this table writes as. With one set,
  // Autosave first checks the slot's holder; another tab's token there means the game was
  // opened elsewhere: nothing more is written from here (taken_elsewhere()).
  void set_holder_token(std::string token) { holder_token_ = std::move(token); }
  // Looks at the holder at most every kHolderCheckSeconds (`now`: the frame clock).
  void CheckHolder(SaveLibrary& library, double now);
  bool taken_elsewhere() const { return taken_elsewhere_; }
  static constexpr double kHolderCheckSeconds = 0.5;
  // The game was stored, and its save is gone while nobody else holds it: deleted in another
  // tab. Nothing more is written until the player keeps it (KeepAfterDeletion).
  bool deleted_elsewhere() const { return deleted_elsewhere_; }
  // The player keeps a game deleted elsewhere: it is held and written again at the next
  // Autosave.
  void KeepAfterDeletion();

  // The history as it is now is already stored (a game just loaded).
  void MarkSaved() {
    attempted_length_ = session().history().size();
    stored_once_ = true;
  }
  // Empty when the last write worked; otherwise what went wrong.
  const std::string& save_error() const { return save_error_; }
  // Moves this table has that its save does not (a write failed, or is still to come): the
  // game must not be dropped, and a reload asks first. Never for a game another tab holds or
  // one deleted elsewhere (the player was told and chose).
  bool HasUnsavedMoves() const;
  // The game as its save would be written now (Export writes this rather than a stale copy).
  std::string SaveText() const;

  // The table as `viewer` may know it this frame, for the table view (model/play/table.h).
  ViewerTable TableFor(int viewer, bool input_enabled, std::optional<Action> hint);

  // The move log as `viewer` may read it (replayed so each move is described from the
  // position it was made in).
  const std::vector<LogLine>& Log(int viewer);
  bool CanUndo();
  // The seat whose decision Undo would take back (Session::UndoSeat; -1: none).
  int UndoSeat() {
    CanUndo();
    return undo_seat_;
  }

 private:
  SessionDriver driver_;
  Coach coach_;
  std::vector<std::string> seat_names_;
  TableRedactor table_;
  std::string slot_;
  SaveTimes times_;
  size_t attempted_length_ = static_cast<size_t>(-1);
  std::string save_error_;
  double retry_at_ = 0;  // when a failed write is tried again
  std::string holder_token_;
  bool taken_elsewhere_ = false;
  bool stored_once_ = false;  // a write of this game worked (or it was loaded)
  bool deleted_elsewhere_ = false;
  bool hold_again_ = false;  // kept after a deletion elsewhere: take the slot before writing
  double holder_checked_at_ = -1e9;

  std::vector<LogLine> log_;
  size_t log_length_ = static_cast<size_t>(-1);
  int log_viewer_ = -100;
  std::string log_language_;
  size_t undo_length_ = static_cast<size_t>(-1);
  bool can_undo_ = false;
  int undo_seat_ = -1;
};

}  // namespace tinsel::app
