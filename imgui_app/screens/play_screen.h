// Play: the game's view filling most of the window, a side panel (players with scores and
// whose turn, the move log, Undo, Home, Hint) and a status line (the view's message, e.g. why a
// click was illegal). Runs the bots between frames (model/play/session_driver.h) and shows the
// table to whom the viewer policy says (model/play/viewer_policy.h), or the pass-the-device
// curtain when hot-seat players must not see each other's secrets.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "model/peer/shared_table.h"
#include "model/play/game_in_progress.h"
#include "model/play/viewer_policy.h"
#include "screens/navigator.h"
#include "views/game_view.h"

namespace tinsel::app {

class PlayScreen {
 public:
  enum class Showing { kTable, kPass };

  // A game was put on the table (new, loaded, or after Play again).
  void Open(const GameInProgress& game);
  Showing Draw(ScreenContext& context, GameInProgress& game);

  // The status line as shown in the last frame.
  const std::string& status() const { return status_; }
  // Whether a human could act in the last frame, and as whom.
  bool input_enabled() const { return turn_.input_enabled; }
  int viewer() const { return turn_.viewer; }
  // The seat the pass screen named in the last frame (-1: none), whether the table view was
  // showing a result step by step, and why the last move was refused.
  int pass_to() const { return turn_.pass_screen ? turn_.pass_to : -1; }
  bool holding() const { return view_hold_; }
  const std::string& move_error() const { return move_error_; }

  // The screen-reader table's buttons (play_screen_mirror.cpp), between frames and only as the
  // last frame allowed: a move by its action text, offered at history length `at` (the same
  // path as a click: SessionDriver::ApplyHuman, only when a human may act); the pass screen's
  // Ready; Continue past a result the table view is showing step by step; the coach's note's
  // "ok" (Got it) and "take-back" (the note's own buttons go this way too).
  Status MirrorMove(GameInProgress& game, const std::string& text, size_t at, double now);
  Status MirrorReady(const GameInProgress& game, size_t at);
  Status MirrorContinue();
  Status MirrorCoach(GameInProgress& game, const std::string& what, double now);

  // At a table across devices (null otherwise): who is away, and on the host's device a way
  // on when the player to move is (a bot takes the seat, or it is played here).
  void set_shared_table(SharedTable* table) { shared_ = table; }

  // Escape on the table: closes the menu, else forgets the view's half-made choice. Returns
  // false when there was neither (Escape then leaves the table).
  bool Cancel();

 private:
  // The host's choice for an away player whose turn it is (nothing otherwise), offered once
  // the seat has been away kAwayGraceSeconds: a phone reloading or changing networks is back
  // within that, and its seat is not handed to a bot by a hasty tap meanwhile.
  void DrawAwayChoice(ScreenContext& context, const Session& session, float inner);
  static constexpr double kAwayGraceSeconds = 8.0;
  SharedTable* shared_ = nullptr;
  int away_seat_ = -1;         // the seat to move last seen away, or -1
  double away_seen_at_ = 0.0;  // since when (the frame clock)
  void DrawTopBar(ScreenContext& context, const Session& session, float width);
  // Phones and portrait tablets (ScreenLayout::panel_is_drawer): the table fills the screen
  // under a slim bar; players, log and menu live in a drawer opened from the bar.
  void DrawCompact(ScreenContext& context, GameInProgress& game, int current);
  void DrawDrawer(ScreenContext& context, GameInProgress& game, int current, ImVec2 min,
                  ImVec2 size);
  // Undo (saying why when it is unavailable), Home and Hint in `inner` pixels; `with_home`
  // false where Home is elsewhere.
  void DrawUndoButton(ScreenContext& context, GameInProgress& game, ImVec2 size);
  // Why Undo is off now ("": it is on); at a table across devices, also when the decision is
  // another device's seat's.
  static std::string UndoRefusal(GameInProgress& game);
  // Undo, as the Undo button and the coach's Take it back do it: the view starts over, a
  // refusal goes to the status line.
  Status UndoNow(GameInProgress& game, double now);
  // What the viewer may decide before its turn this frame (a guest's secret vote while the
  // others vote: SessionDriver::EarlyMoves); none while it may move, or the table holds.
  std::vector<Action> EarlyChoices(GameInProgress& game) const;
  void DrawHintButton(ScreenContext& context, GameInProgress& game, int current, ImVec2 size);
  // Saving failed (e.g. storage full): a red banner under the top bar. Returns the y below it.
  // The coach's note on the seat's last decision (model/play/coach.h): a sheet along the bottom of
  // the table's area [min, min + size] while that seat's table is shown (the table waits
  // under it), with "Take it back" while Undo would take back that decision, and "Got it".
  void DrawCoachNote(ScreenContext& context, GameInProgress& game, ImVec2 min, ImVec2 size);
  float DrawSaveError(ScreenContext& context, const GameInProgress& game, ImVec2 origin,
                      float table_width, float top);
  // The game's own view; applies the move it proposes. Returns the view's status sentence.
  std::string DrawTable(ScreenContext& context, GameInProgress& game, int current, ImVec2 min,
                        ImVec2 size);
  // Names the keyboard's first stop on the table and asks for the focus there when the
  // viewer's decision begins (`deciding` turns true).
  void FocusTheDecision(WidgetRegistry& widgets, size_t first_view_widget, bool deciding);
  // What the status line says: a refused move, a bot's problem, the hint, the view's words.
  std::string StatusLine(const Session& session, const SessionDriver& driver, int current,
                         const std::string& view_message, double now) const;
  void DrawStatus(ImVec2 min, ImVec2 size);
  std::string DefaultStatus(const Session& session, double now) const;
  void DrawSidePanel(ScreenContext& context, GameInProgress& game, ImVec2 min, ImVec2 size);
  void DrawPlayerRows(ScreenContext& context, const Session& session, float inner);
  // Undo, Home and Hint.
  // Home and why Undo is off; with `undo_and_hint`, Undo and Hint too (the side panel's).
  void DrawControls(ScreenContext& context, GameInProgress& game, int current, float inner,
                    bool undo_and_hint);
  void DrawLog(ScreenContext& context, GameInProgress& game, ImVec2 min, ImVec2 size, float inner);

  std::unique_ptr<GameView> view_;
  std::string view_game_;
  ViewerPolicy policy_;
  TableTurn turn_;             // who saw the table in the last frame, and how
  bool was_deciding_ = false;  // the viewer could move last frame (FocusTheDecision)
  bool view_hold_ = false;     // the view asked play to wait (last frame's ViewResult::hold)
  std::string move_error_;     // a refused move (shown until the next move)
  std::string status_;
  size_t log_seen_ = 0;
  bool drawer_open_ = false;
  bool coach_showing_ = false;  // the coach's note is up (the table waits under it)
  bool menu_open_ = false;      // the menu showed in the last frame
  bool close_menu_ = false;     // Escape asked to close it
};

// "Your turn" / "Holly's turn": seat names read naturally when the seat is "You".
std::string Possessive(const std::string& name);

}  // namespace tinsel::app
