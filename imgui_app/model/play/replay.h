// Replay: any game, finished or not, stepped through move by move. Every step of the history
// is a step here (players' moves, bots', draws and deals), described with the move log's
// sentences, and the table is the state after the chosen number of steps.
//
// Who the replay shows the table to follows the game's hidden information:
//  - while the game is not over: the one human's view when there is exactly one (their own
//    hand), else only the open table (hot-seat players must not learn each other's secrets);
//  - once it is over, "show everything" may be switched on: the log then tells every secret
//    (hands dealt, ballots) and the table can be seen from any seat.
// No ImGui here: tests/app/replay_test.cpp walks real games through it.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "model/play/game_in_progress.h"
#include "model/play/table.h"
#include "tinsel/session.h"

namespace tinsel::app {

class Replay {
 public:
  explicit Replay(std::unique_ptr<Session> session);

  const Session& session() const { return *session_; }
  int steps() const { return static_cast<int>(session_->history().size()); }
  // Steps shown: 0 is the table before anything happened, steps() the table now.
  int step() const { return step_; }
  // Moves to `step` (clamped to 0..steps()).
  void GoTo(int step);
  void Forward() { GoTo(step_ + 1); }
  void Back() { GoTo(step_ - 1); }

  // The true state after step() steps (for the view, through TableFor only).
  const State& state() const { return *state_; }
  // Whether the game itself is over (at its last step): only then may everything be shown.
  bool GameOver() const { return session_->state().IsTerminal(); }
  bool show_everything() const { return show_everything_; }
  // Whether anything in the game was ever hidden from some seat (a hand, a ballot): only then
  // is there more to show.
  bool HasSecrets() const { return has_secrets_; }
  // Refused (false) while the game is not over.
  bool SetShowEverything(bool on);
  // With everything shown: whose hand the table shows (a seat, or kPublicViewer).
  void SetSeenBy(int seat);
  // Whose private information the table shows now.
  int Viewer() const;

  // The table for the view: redacted for Viewer(), no input.
  ViewerTable TableFor();
  // Changes whenever the view must start over rather than animate (a step back, a jump).
  uint64_t view_token() const { return view_token_; }

  // The whole log as the replay may tell it: line i is step i+1.
  const std::vector<LogLine>& Log();

 private:
  std::unique_ptr<Session> session_;
  std::vector<std::string> names_;
  std::unique_ptr<State> state_;
  int step_ = 0;
  bool show_everything_ = false;
  bool has_secrets_ = false;
  int seen_by_ = kPublicViewer;
  uint64_t view_token_ = 1;
  TableRedactor table_;
  std::vector<LogLine> log_;
  int log_viewer_ = -100;
  std::string log_language_;
  bool log_everything_ = false;
};

// The viewer of a game not yet over: its one human seat, else kPublicViewer.
int ReplayViewerWhilePlaying(const Session& session);

// Step `step` (0-based) of `session` described for `viewer`; with `everything`, the secret it
// holds is told (the sentence the seat who knew it read).
std::string DescribeStep(const State& before, const HistoryEntry& entry, int viewer,
                         bool everything, const std::vector<std::string>& names);

}  // namespace tinsel::app
