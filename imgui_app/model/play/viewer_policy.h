// ViewerPolicy: who may see the table now; the heart of hot-seat secrecy.
//  - One human: the table is theirs, whoever is to move (there is nobody to hide from).
//  - Several humans at a game with hidden information now (State::HasPrivateInformation):
//    a human's private view (their hand, their secret vote) is shown only after the
//    pass-the-device screen named them and they pressed Ready, and it is hidden again once a
//    bot or chance moves (then the next human is handed the device again).
//  - What everyone may see goes on the open table before the curtain: a move the open table
//    has not drawn yet gets one open frame, and a result the table view holds on to (trick
//    scoring, a ballot's reveal: ViewResult::hold) stays open until the view lets go.
//  - Otherwise (bots or chance to move, the game over) only the table, nobody's secrets.
// No ImGui here: tests/app/viewer_policy_test.cpp plays real games through it.
#pragma once

#include <cstddef>
#include <vector>

#include "tinsel/game.h"
#include "tinsel/session.h"

namespace tinsel::app {

// A person plays `seat` at this device (`seats_here` empty: every seat is played here).
bool HumanHere(const Session& session, const std::vector<bool>& seats_here, int seat);
// How many seats people play at this device.
int HumanCount(const Session& session, const std::vector<bool>& seats_here);

// What the play screen shows this frame.
struct TableTurn {
  // Whose private information the table may show: a seat, or kPublicViewer (nobody's).
  int viewer = kPublicViewer;
  // Show the pass-the-device screen for seat `pass_to` instead of the table.
  bool pass_screen = false;
  int pass_to = -1;
  // A human may act on the table now.
  bool input_enabled = false;

  // Whether the player to move now (`current`; a move made this frame changes it) sees the
  // table as themselves: only then may a hint be asked for and shown.
  bool HintAllowed(int current) const { return input_enabled && viewer == current; }
};

class ViewerPolicy {
 public:
  // A game was put on the table (new, loaded, or Play again): nobody has seen it yet.
  void Reset();
  // Decides this frame, after bots and chance have moved. `view_hold`: the table view asked
  // in the last frame to keep showing a result (ViewResult::hold). `seats_here`: at a table
  // across devices, the seats played at this device (empty: every seat); the others' players
  // hold their own devices, so they are never handed this one and their secrets never show.
  TableTurn Decide(const Session& session, bool view_hold,
                   const std::vector<bool>& seats_here = {});
  // The human the pass screen named pressed Ready: their private view may show.
  void Ready(int seat) { revealed_to_ = seat; }

 private:
  int revealed_to_ = -1;    // the human whose private view was last shown
  size_t table_moves_ = 0;  // the history length last shown on the open table
};

}  // namespace tinsel::app
