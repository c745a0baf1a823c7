#include "model/play/game_in_progress.h"

#include "model/play/seat_names.h"
#include "tinsel/translate.h"

namespace tinsel::app {

std::string AsSentence(std::string reason) {
  if (reason.empty()) return reason;
  if (reason.front() >= 'a' && reason.front() <= 'z') reason.front() -= 'a' - 'A';
  const char last = reason.back();
  if (last != '.' && last != '!' && last != '?') reason += '.';
  return reason;
}

GameInProgress::GameInProgress(std::unique_ptr<Session> session, std::string slot, SaveTimes times)
    : driver_(std::move(session)),
      coach_(DefaultSearchPool()),
      slot_(std::move(slot)),
      times_(std::move(times)) {
  for (const Seat& seat : driver_.session().setup().seats) seat_names_.push_back(seat.name);
}

bool GameInProgress::CoachMayTakeBack() {
  const std::optional<Coach::Note>& note = coach_.note();
  if (!note || !CanUndo() || UndoSeat() != note->seat) return false;
  if (session().UndoTarget() != note->index) return false;
  return !driver_.AtSharedTable() || driver_.MayUndoAtTable(note->seat);
}

ViewerTable GameInProgress::TableFor(int viewer, bool input_enabled, std::optional<Action> hint) {
  const Session& s = session();
  return table_.For(s.state(), seat_names_, s.history().size(), driver_.game_token(), viewer,
                    input_enabled, hint);
}

Status GameInProgress::Autosave(SaveLibrary& library,
                                const std::function<std::string()>& now_iso8601, double now) {
  // A guest's copy at a table across devices (no slot): the host keeps the game, and the
  // guest's device keeps the true one at the end.
  if (slot_.empty()) return Status::Ok();
  const Session& s = session();
  // Nothing new, and the last write worked (or its retry is not due): nothing to do. A failed
  // write is tried again every kSaveRetrySeconds even when the history stays as it is (the
  // game's last move, a table left alone): never every frame, never given up.
  const bool changed = s.history().size() != attempted_length_;
  if (!changed && (save_error_.empty() || now < retry_at_)) return Status::Ok();
  if (hold_again_ && !holder_token_.empty()) {
    hold_again_ = !library.Hold(slot_, holder_token_).ok();
  }
  // Another tab has this game now: its save is newer than ours, never write over it.
  if (!holder_token_.empty()) {
    holder_checked_at_ = -1e9;  // look now, not at the last check
    CheckHolder(library, now);
    if (taken_elsewhere_ || deleted_elsewhere_) return Status::Ok();
  }
  attempted_length_ = s.history().size();
  times_.updated = now_iso8601();
  if (times_.created.empty()) times_.created = times_.updated;
  Status written = library.Write(slot_, s, times_);
  if (written.ok()) {
    // An unfinished game is the one to return to after a reload; a finished one is not.
    written = s.state().IsTerminal() ? library.ClearLast() : library.SetLast(slot_);
  }
  if (written.ok()) stored_once_ = true;
  save_error_ = written.ok() ? "" : written.message();
  retry_at_ = now + kSaveRetrySeconds;
  return written;
}

void GameInProgress::CheckHolder(SaveLibrary& library, double now) {
  if (slot_.empty() || holder_token_.empty() || taken_elsewhere_ || deleted_elsewhere_) return;
  if (now - holder_checked_at_ < kHolderCheckSeconds) return;
  holder_checked_at_ = now;
  const std::optional<std::string> holder = library.Holder(slot_);
  // Nobody recorded (an older Tinsel, or the key failed to write): ours, unless the game's
  // save is gone too: then another tab deleted it (deleting removes both).
  taken_elsewhere_ = holder.has_value() && *holder != holder_token_;
  deleted_elsewhere_ = !holder.has_value() && stored_once_ && !library.SlotText(slot_).has_value();
}

void GameInProgress::KeepAfterDeletion() {
  deleted_elsewhere_ = false;
  stored_once_ = false;
  hold_again_ = true;
  attempted_length_ = static_cast<size_t>(-1);  // written at the next Autosave
}

bool GameInProgress::HasUnsavedMoves() const {
  if (slot_.empty() || taken_elsewhere_ || deleted_elsewhere_) return false;
  return !save_error_.empty() || attempted_length_ != session().history().size();
}

std::string GameInProgress::SaveText() const {
  SaveTimes times = times_;
  if (times.updated.empty()) times.updated = times.created;
  return WriteSave(session(), times);
}

const std::vector<LogLine>& GameInProgress::Log(int viewer) {
  const Session& s = session();
  // Written again when the language changes too (the sentences are in the one chosen).
  if (log_length_ == s.history().size() && log_viewer_ == viewer &&
      log_language_ == CurrentLanguage()) {
    return log_;
  }
  log_.clear();
  std::unique_ptr<State> state = s.NewInitialState();  // under the save's own rules version
  // The names Tinsel gives as players read them, but "You" as it is: the log's sentences
  // take their "you" forms from it.
  std::vector<std::string> names;
  for (const Seat& seat : s.setup().seats) {
    names.push_back(IsYou(seat.name) ? seat.name : NameAsShown(seat.name));
  }
  for (const HistoryEntry& entry : s.history()) {
    const std::string told = state->DescribeAction(entry.player, entry.action, viewer);
    log_.push_back({entry.player, LogSentence(told, entry.player, names)});
    if (!state->ApplyAction(entry.action).ok()) break;
  }
  log_length_ = s.history().size();
  log_viewer_ = viewer;
  log_language_ = CurrentLanguage();
  return log_;
}

bool GameInProgress::CanUndo() {
  const Session& s = session();
  if (undo_length_ != s.history().size()) {
    undo_seat_ = s.UndoSeat();
    can_undo_ = undo_seat_ >= 0;
    undo_length_ = s.history().size();
  }
  return can_undo_;
}

}  // namespace tinsel::app
