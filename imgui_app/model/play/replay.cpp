#include "model/play/replay.h"

#include <algorithm>

#include "tinsel/translate.h"

namespace tinsel::app {

int ReplayViewerWhilePlaying(const Session& session) {
  int human = kPublicViewer;
  for (int seat = 0; seat < session.NumPlayers(); ++seat) {
    if (session.setup().seats[seat].bot) continue;
    if (human != kPublicViewer) return kPublicViewer;  // hot seat: nobody's secrets
    human = seat;
  }
  return human;
}

std::string DescribeStep(const State& before, const HistoryEntry& entry, int viewer,
                         bool everything, const std::vector<std::string>& names) {
  const std::string told = before.DescribeAction(entry.player, entry.action, viewer);
  if (everything) {
    // The game tells a secret only to the seat it concerns: ask each seat, keep the first
    // telling that says more than the open table's.
    const std::string open = before.DescribeAction(entry.player, entry.action, kPublicViewer);
    for (int seat = 0; seat < before.NumPlayers(); ++seat) {
      const std::string known = before.DescribeAction(entry.player, entry.action, seat);
      if (known != open) return LogSentence(known, entry.player, names);
    }
  }
  return LogSentence(told, entry.player, names);
}

Replay::Replay(std::unique_ptr<Session> session) : session_(std::move(session)) {
  for (const Seat& seat : session_->setup().seats) names_.push_back(seat.name);
  std::unique_ptr<State> state = session_->NewInitialState();
  for (const HistoryEntry& entry : session_->history()) {
    has_secrets_ = has_secrets_ || state->HasPrivateInformation();
    if (!state->ApplyAction(entry.action).ok()) break;
  }
  GoTo(steps());
}

void Replay::GoTo(int step) {
  step = std::clamp(step, 0, steps());
  if (state_ != nullptr && step == step_) return;
  // One step on is animated by the view; anything else starts the view over.
  if (state_ == nullptr || step != step_ + 1) ++view_token_;
  if (state_ == nullptr || step < step_) {
    state_ = session_->NewInitialState();
    step_ = 0;
  }
  for (; step_ < step; ++step_) {
    if (!state_->ApplyAction(session_->history()[step_].action).ok()) break;  // never: replayed
  }
}

bool Replay::SetShowEverything(bool on) {
  if (on && (!GameOver() || !has_secrets_)) return false;
  show_everything_ = on;
  if (!on) seen_by_ = kPublicViewer;
  return true;
}

void Replay::SetSeenBy(int seat) {
  if (!show_everything_) return;
  seen_by_ = (seat >= 0 && seat < session_->NumPlayers()) ? seat : kPublicViewer;
}

int Replay::Viewer() const {
  return show_everything_ ? seen_by_ : ReplayViewerWhilePlaying(*session_);
}

ViewerTable Replay::TableFor() {
  return table_.For(*state_, names_, static_cast<size_t>(step_), view_token_, Viewer(),
                    /*input_enabled=*/false, std::nullopt);
}

const std::vector<LogLine>& Replay::Log() {
  const int viewer = Viewer();
  // Written again when the language changes too (the sentences are in the one chosen).
  if (log_viewer_ == viewer && log_everything_ == show_everything_ && !log_.empty() &&
      log_language_ == CurrentLanguage()) {
    return log_;
  }
  log_.clear();
  std::unique_ptr<State> state = session_->NewInitialState();
  for (const HistoryEntry& entry : session_->history()) {
    log_.push_back({entry.player, DescribeStep(*state, entry, viewer, show_everything_, names_)});
    if (!state->ApplyAction(entry.action).ok()) break;
  }
  log_viewer_ = viewer;
  log_everything_ = show_everything_;
  log_language_ = CurrentLanguage();
  return log_;
}

}  // namespace tinsel::app
