// SessionDriver: runs a Session inside the frame loop. Chance outcomes are resolved at
// once; bots think in small time slices (Bot::Begin/Think/Decision, no threads, so the page
// never freezes) and their moves are held back a moment so a person can follow them.
// No ImGui here.
#pragma once

#include <memory>
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

  // Whether a bot is to move (thinking, or waiting for its move to be shown).
  bool BotToMove() const { return session_->BotToMove(); }
  // Seconds since the last move was applied (for animations).
  double SinceLastMove(double now) const { return now - last_move_at_; }
  // Set when a bot returned an illegal move (a bug): its move was replaced.
  const std::string& problem() const { return problem_; }

 private:
  void Forget();

  std::unique_ptr<Session> session_;
  std::unique_ptr<Bot> bot_;
  size_t bot_history_length_ = 0;  // the position bot_ is thinking about
  bool bot_done_ = false;
  double ready_at_ = 0;  // the next bot move is not shown before this time
  double last_move_at_ = -1e9;
  bool clock_started_ = false;
  std::string problem_;
};

}  // namespace tinsel::app
