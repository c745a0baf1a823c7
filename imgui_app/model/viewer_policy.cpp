#include "model/viewer_policy.h"

namespace tinsel::app {
namespace {

int HumanCount(const Session& session) {
  int humans = 0;
  for (const Seat& seat : session.setup().seats) humans += seat.bot ? 0 : 1;
  return humans;
}

}  // namespace

void ViewerPolicy::Reset() {
  revealed_to_ = -1;
  table_moves_ = 0;
}

TableTurn ViewerPolicy::Decide(const Session& session, bool view_hold) {
  const State& state = session.state();
  const int current = state.CurrentPlayer();
  TableTurn turn;
  if (HumanCount(session) == 1) {
    for (int i = 0; i < session.NumPlayers(); ++i) {
      if (!session.setup().seats[i].bot) turn.viewer = i;
    }
  } else if (current >= 0 && !session.setup().seats[current].bot) {
    if (state.HasPrivateInformation() && revealed_to_ != current) {
      turn.pass_screen = true;
      turn.pass_to = current;
    } else {
      turn.viewer = current;
      if (state.HasPrivateInformation()) revealed_to_ = current;
    }
  } else if (state.HasPrivateInformation()) {
    // A bot or chance moves: with secrets in play the next human must be handed the device
    // again.
    revealed_to_ = -1;
  }

  const size_t moves = session.history().size();
  bool public_result = false;
  if (turn.pass_screen && (view_hold || moves != table_moves_)) {
    // Finish showing the public result on the open table before the curtain. A move the
    // table has not drawn yet gets one open frame first, so the view can start holding to
    // show its result (trick scoring, a ballot's reveal) before the device is passed.
    turn.pass_screen = false;
    turn.pass_to = -1;
    public_result = true;
  }
  if (turn.pass_screen) return turn;
  turn.input_enabled = session.HumanToMove() && !view_hold && !public_result;
  table_moves_ = moves;
  return turn;
}

}  // namespace tinsel::app
