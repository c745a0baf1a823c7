#include "model/play/viewer_policy.h"

namespace tinsel::app {

bool HumanHere(const Session& session, const std::vector<bool>& seats_here, int seat) {
  if (seat < 0 || session.setup().seats[seat].bot) return false;
  return seat >= static_cast<int>(seats_here.size()) || seats_here[seat];
}

int HumanCount(const Session& session, const std::vector<bool>& seats_here) {
  int humans = 0;
  for (int seat = 0; seat < session.NumPlayers(); ++seat) {
    humans += HumanHere(session, seats_here, seat) ? 1 : 0;
  }
  return humans;
}

void ViewerPolicy::Reset() {
  revealed_to_ = -1;
  table_moves_ = 0;
}

TableTurn ViewerPolicy::Decide(const Session& session, bool view_hold,
                               const std::vector<bool>& seats_here) {
  const State& state = session.state();
  const int current = state.CurrentPlayer();
  TableTurn turn;
  if (HumanCount(session, seats_here) == 1) {
    for (int i = 0; i < session.NumPlayers(); ++i) {
      if (HumanHere(session, seats_here, i)) turn.viewer = i;
    }
  } else if (HumanHere(session, seats_here, current)) {
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
  turn.input_enabled = HumanHere(session, seats_here, current) && !view_hold && !public_result;
  table_moves_ = moves;
  return turn;
}

}  // namespace tinsel::app
