// SessionDriver: runs a Session inside the frame loop. Chance outcomes are resolved at
// once; bots think in small time slices (Bot::Begin/Think/Decision, no threads, so the page
// never freezes) and their moves are held back a moment so a person can follow them.
// Hints are the same: the Hard bot thinks in slices for the human to move, fed that seat's
// resampled view like any bot (never the true state). No ImGui here.
#pragma once

#include <memory>
#include <optional>
#include <string>

#include "tinsel/bot.h"
#include "tinsel/session.h"

namespace tinsel::app {

class SessionDriver {
 public:
  // Pauses before a bot's move, in seconds: longer after a human's move so it can be seen.
  static constexpr double kBotDelay = 0.5;
  static constexpr double kAfterHumanDelay = 0.9;

  explicit SessionDriver(std::unique_ptr<Session> session);

  // Scales the pauses above (1 = as players see them; 0 = none, for browser tests that play
  // whole games). Thinking time is not affected.
  void set_pause_scale(double scale) { pause_scale_ = scale < 0 ? 0 : scale; }

  Session& session() { return *session_; }
  const Session& session() const { return *session_; }

  // Advances chance and bot moves, thinking for at most `budget_seconds` of wall time.
  // `now` is the frame clock in seconds. Returns true when the history grew.
  bool Tick(double now, double budget_seconds);
  // A human's decision. Refused (state untouched) when illegal.
  Status ApplyHuman(Action action, double now);
  Status Undo(double now);
  // The table is still showing the last move step by step (ViewResult::hold): bots and
  // chance wait, and the move counts as just made, so they resume a moment after the hold.
  void Hold(double now);

  // Changes when this game is set up or loaded and with every undo (never repeats): the
  // table views start over instead of replaying what they missed.
  uint64_t game_token() const { return game_token_; }

  // Whether a bot is to move (thinking, or waiting for its move to be shown).
  bool BotToMove() const { return session_->BotToMove(); }
  // Seconds since the last move was applied (for animations).
  double SinceLastMove(double now) const { return now - last_move_at_; }
  // Set when a bot returned an illegal move (a bug): its move was replaced.
  const std::string& problem() const { return problem_; }

  // Asks for a hint for the human to move; Tick thinks it over in slices. Ignored when no
  // human is to move or a hint for this position is already on its way.
  void RequestHint();
  // Whether a hint for the current position is being thought about.
  bool HintThinking() const { return hint_bot_.bot != nullptr && !hint_.has_value(); }
  // The suggested move for the current position, once ready (dropped by any move or undo),
  // and the search's reason ("chosen in 60% of ... simulated games; expected result 70%").
  const std::optional<Action>& hint() const { return hint_; }
  const std::string& hint_reason() const { return hint_reason_; }

 private:
  // A bot thinking about one position in slices: the bot of the seat to move, or the hint.
  struct Thinking {
    std::unique_ptr<Bot> bot;  // nullptr: nothing is being thought about
    size_t position = 0;       // the history length of the position it thinks about
    bool done = false;         // its Decision() is ready

    bool About(size_t history_length) const { return bot != nullptr && position == history_length; }
    // Thinks for at most `budget_seconds` of wall time; returns `done`.
    bool Think(double budget_seconds);
  };

  // Starts `bot` (nullptr: nothing) thinking about the current position for the player to
  // move.
  void Start(Thinking& thinking, std::unique_ptr<Bot> bot) const;
  void Forget() { bot_ = Thinking(); }
  void ForgetHint();
  void ThinkHint(double budget_seconds);

  std::unique_ptr<Session> session_;
  double pause_scale_ = 1.0;
  uint64_t game_token_;
  Thinking bot_;
  double ready_at_ = 0;  // the next bot move is not shown before this time
  double last_move_at_ = -1e9;
  bool clock_started_ = false;
  std::string problem_;
  Thinking hint_bot_;
  std::optional<Action> hint_;
  std::string hint_reason_;
};

}  // namespace tinsel::app
