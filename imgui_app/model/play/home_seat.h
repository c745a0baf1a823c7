// HomeSeat: the seat whose things stay in their place on this device (Trim the Tree's big
// tree). It is the seat viewing the table; while nobody's view is shown (a bot or chance
// moves) it stays the last viewer, so the player's own tree does not jump away on every bot
// turn, and in hot-seat it is the player the device was last passed to.
#pragma once

#include <cstdint>

namespace tinsel::app {

class HomeSeat {
 public:
  // This frame's home seat. `viewer`: the seat viewing the table or a negative number for
  // nobody; `game_token` (ViewerTable::game_token): a new game forgets the last viewer;
  // `fallback`: the seat to use before anybody viewed the table.
  int Update(int viewer, uint64_t game_token, int fallback);

 private:
  int seat_ = -1;
  uint64_t token_ = 0;
  bool known_ = false;
};

}  // namespace tinsel::app
