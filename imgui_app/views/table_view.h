// TableView<GameState>: the frame every game's table view shares, so a view draws only its
// table. Each frame it finds the game's state in the table (another game's draws nothing),
// notices a new or loaded game or an undo, lets the view follow the moves made since the last
// frame, marks the other seats' recent moves, decides whether the viewer may move now (never
// while a result is shown step by step), and writes the status line: the rules' refusal of the
// player's last click (Try) while there is one, else the view's sentence for the moment.
#pragma once

#include <string>

#include "model/play/seat_names.h"
#include "tinsel/translate.h"
#include "views/game_view.h"
#include "views/kit.h"
#include "views/recent_moves.h"

namespace tinsel::app::kit {

template <typename GameState>
class TableView : public GameView {
 public:
  ViewResult Draw(const ViewContext& context) final {
    ViewResult result;
    const auto* state = dynamic_cast<const GameState*>(&context.table);
    if (state == nullptr) return result;
    const bool started_over = watch_.StartedOver(context);
    recent_.BeginFrame(context);
    Follow(context, *state, started_over);
    const int current = state->CurrentPlayer();
    const bool my_turn =
        context.input_enabled && !Holding() && current >= 0 && current == context.viewer;
    DrawTable(context, *state, my_turn, result);
    result.hold = Holding();
    result.message = message_.empty() ? Status(*state, my_turn) : message_;
    return result;
  }

 protected:
  // Once a frame, before drawing: what happened since the last frame (a result to show step
  // by step). `started_over`: a new or loaded game, or an undo: show the table as it is.
  virtual void Follow(const ViewContext& /*context*/, const GameState& /*state*/,
                      bool /*started_over*/) {}
  // Whether the table is showing a result step by step: the bots wait, nobody's turn is
  // offered.
  virtual bool Holding() const { return false; }
  // The table, into context.origin / context.size. `my_turn`: the viewer may move now.
  virtual void DrawTable(const ViewContext& context, const GameState& state, bool my_turn,
                         ViewResult& result) = 0;
  // The status line's sentence when no refusal is showing ("" for none).
  virtual std::string Status(const GameState& state, bool my_turn) const = 0;

  // A move chosen by clicks: the rules are asked first (Propose); their refusal is shown in
  // the status line until the next click.
  void Try(const GameState& state, Action action, ViewResult& result) {
    message_ = Propose(state, action, result);
  }
  // Whether the hint (ViewContext::hint) suggests `action`.
  static bool Hinted(const ViewContext& context, Action action) {
    return kit::Hinted(context, action);
  }
  // A seat's name; "Nobody" for no seat.
  // As players read it: the names Tinsel gives in the chosen language (model/play/seat_names.h).
  static std::string Name(const ViewContext& context, int seat) {
    if (seat < 0 || seat >= static_cast<int>(context.seat_names.size())) return Tr("Nobody");
    return NameAsShown(context.seat_names[seat]);
  }

  std::string message_;  // the rules' refusal of the last click ("" when none)
  RecentMoves recent_;   // the other seats' moves since the viewer's last one

 private:
  TableWatch watch_;
};

}  // namespace tinsel::app::kit
