// SessionDriver: runs a Session inside the frame loop. Chance outcomes are resolved at
// once; the search levels (Medium, Hard) search root-parallel in a SearchPool when there is
// one (threads on the desktop, web workers in the browser: model/bots/search_pool.h), and the
// other bots, or every bot when there is no pool or it fails, think in small time slices of
// the frame (Bot::Begin/Think/Decision), so the page never freezes. Bots' moves are held
// back a moment so a person can follow them. Hints are the same: the Hard level for the
// human to move, searching that seat's resampled view like any bot (never the true state).
// No ImGui here.
#pragma once

#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "model/bots/search_pool.h"
#include "tinsel/bot.h"
#include "tinsel/session.h"
#include "tinsel/translate.h"

namespace tinsel::app {

class SessionDriver {
 public:
  // Pauses before a bot's move, in seconds: longer after a human's move so it can be seen.
  static constexpr double kBotDelay = 0.5;
  static constexpr double kAfterHumanDelay = 0.9;

  // `pool`: where searches run (nullptr: in slices of the frame); it must outlive the driver.
  explicit SessionDriver(std::unique_ptr<Session> session, SearchPool* pool = DefaultSearchPool());

  // A table across devices (model/peer/shared_table.h). `seats_here[i]`: seat i is played at this
  // device (a person here or a bot); the others' moves arrive through Follow. With `send`,
  // this device's moves are not applied here but sent, with their seat (a guest's device: the
  // host applies them and sends the game back).
  void SetSharedTable(std::vector<bool> seats_here, std::function<Status(int, Action)> send);
  // The game as the table has it now. A continuation of this one is taken as new moves (the
  // views animate them); anything else starts the views over.
  // `taken_back`: the table took a decision back, so a shorter game is the table's too.
  void Follow(std::unique_ptr<Session> latest, double now, bool taken_back = false);
  // Whether `seat` is played at this device (every seat, away from a table across devices).
  bool SeatHere(int seat) const {
    return seat < 0 || seat >= static_cast<int>(seats_here_.size()) || seats_here_[seat];
  }
  const std::vector<bool>& seats_here() const { return seats_here_; }
  // Part of a table across devices (SetSharedTable): its moves are the table's, so Undo asks
  // the table (`undo`: this device's request), which takes a decision back only for the seat
  // that made it, before anyone else decides (tinsel/table_host.h); every device follows.
  bool AtSharedTable() const { return !seats_here_.empty(); }
  void SetSharedUndo(std::function<Status()> undo) { undo_ = std::move(undo); }
  // Whether this device may ask to take back the decision of `undo_seat` (Session::UndoSeat).
  bool MayUndoAtTable(int undo_seat) const;
  // Why Undo is refused then, in English (shown as Tr(kSharedTableOthersMove)).
  static constexpr const char* kSharedTableOthersMove =
      // TRANSLATORS: why Undo is unavailable at a table across devices ("No undo: {reason}.").
      N_("only the player who made the last move may take it back, before anyone else moves");
  // Whether a person plays at this device (not so for a living-room table, where everyone
  // plays from their own phone: then nothing shown here holds the game up).
  bool PeopleHere() const;

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
  // At a guest's device (a table across devices, moves sent): what `seat`, played here, may
  // decide before its turn (State::EarlyActions; a secret vote while others vote), nothing
  // once it has decided; DecideEarly sends one. The host plays it when the turn comes.
  std::vector<Action> EarlyMoves(int seat) const;
  Status DecideEarly(int seat, Action action);
  // The move this device's seat decided before its turn, as the table reports it ("": none).
  void set_early_decided(const std::string& text) { early_decided_ = text; }
  // That move, read for `seat`'s eyes (nullopt: none).
  std::optional<Action> EarlyDecided(int seat) const;
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
  bool HintThinking() const { return hint_bot_.Active() && !hint_.has_value(); }
  // The suggested move for the current position, once ready (dropped by any move or undo),
  // and the search's reason ("chosen in 60% of ... simulated games; expected result 70%").
  const std::optional<Action>& hint() const { return hint_; }
  const std::string& hint_reason() const { return hint_reason_; }

 private:
  // One position being thought about: the bot of the seat to move, or the hint. Either a
  // search in the pool (`job`) or a bot thinking in slices of the frame (`bot`).
  struct Thinking {
    std::unique_ptr<SearchJob> job;  // searching in the pool
    std::unique_ptr<Bot> bot;        // thinking in frames
    std::string level;               // the seat's level (the hint: kHintBotLevel)
    size_t position = 0;             // the history length of the position it thinks about
    bool done = false;               // `decision` and `reason` are ready
    Action decision = 0;
    std::string reason;

    bool Active() const { return job != nullptr || bot != nullptr; }
    bool About(size_t history_length) const { return Active() && position == history_length; }
  };

  // Starts thinking about the current position for the player to move at `level`: in the
  // pool when it can search that level, else in frames (an unknown level: a random bot).
  void Start(Thinking& thinking, const std::string& level) const;
  // Thinks for at most `budget_seconds` of wall time (a pool's search: only looks whether it
  // is done; a failed one goes on in frames); returns `done`.
  bool Think(Thinking& thinking, double budget_seconds) const;
  // Starts `thinking`'s bot in frames.
  void StartInFrames(Thinking& thinking) const;
  void Forget() { bot_ = Thinking(); }
  void ForgetHint();
  void ThinkHint(double budget_seconds);

  std::unique_ptr<Session> session_;
  SearchPool* pool_;
  std::vector<bool> seats_here_;  // empty: every seat
  std::function<Status(int, Action)> send_;
  std::function<Status()> undo_;  // asks the table to take back this device's decision
  std::string early_decided_;     // the seat's move decided before its turn (a guest's device)
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
