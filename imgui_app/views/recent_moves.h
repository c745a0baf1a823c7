// What the other seats did since the viewer's own last move, marked on the table until the
// viewer moves again: a bot's card in its era, an ornament on its space, a boat where it
// sailed, a cube where it was placed. A piece seen for the first time ripples out once (none
// when the player asked for less motion), then keeps a pale ring. Views name each piece by
// what it is and where it stands ("trim:ornament:13:red-bulb"), so a piece that moves is a
// new piece where it now stands.
#pragma once

#include <imgui.h>

#include <map>
#include <set>
#include <string>

#include "views/game_view.h"
#include "views/kit.h"

namespace tinsel::app::kit {

class RecentMoves {
 public:
  // Once a frame, before the pieces: notices a new game, an undo and the viewer's own move
  // (what the table showed just before it is what they know).
  void BeginFrame(const ViewContext& context);
  // A piece on the table at [min, max], placed by seat `owner` (-1: nobody's, a boat the
  // table sailed): marked when it is new since the viewer's last move and not theirs.
  // Returns whether it is.
  bool Piece(const ViewContext& context, ImDrawList* draw, const std::string& key, int owner,
             ImVec2 min, ImVec2 max, float rounding = 8);

 private:
  // Per viewer, the pieces on the table when they last moved (or first saw it).
  std::map<int, std::set<std::string>> known_;
  std::set<std::string> drawn_;               // this frame's pieces
  std::map<std::string, double> first_seen_;  // when each marked piece was first drawn
  std::set<std::string> before_move_;         // the last frame's pieces the viewer could move in
  TableWatch watch_;
  bool first_look_ = false;  // the viewer sees this table for the first time: nothing is new
  bool could_move_ = false;  // the viewer could move last frame
  size_t history_length_ = 0;
  int viewer_ = -2;
};

}  // namespace tinsel::app::kit
