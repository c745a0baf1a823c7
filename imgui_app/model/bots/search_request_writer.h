// SearchRequestWriter: what a SearchPool sends its workers, the same on every platform (web
// workers and desktop threads): the whole save the first time, then a follow-up naming only
// the moves made since (tinsel/search_request.h), as long as the workers hold a start of the
// same game. A worker that could not place a follow-up answers "need save"; the pool then
// calls Forget() and the next request carries the whole save again.
#pragma once

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "tinsel/session.h"

namespace tinsel::app {

class SearchRequestWriter {
 public:
  // The request for the player to move in `session` at `level`; from now on the workers are
  // taken to hold `session`'s moves. `whole`: send the whole save even when a follow-up would do.
  std::string Write(const Session& session, const std::string& level, bool whole = false);
  // The workers hold nothing we know of: the next request is the whole save.
  void Forget();
  // Whether the last request written was a follow-up (for tests and measurements).
  bool last_was_follow_up() const { return last_was_follow_up_; }

 private:
  // What the workers were last sent: that game's moves (seat and text of each).
  std::string game_;
  uint64_t chance_seed_ = 0;
  std::vector<std::pair<int, std::string>> moves_;
  bool holding_ = false;
  bool last_was_follow_up_ = false;
};

}  // namespace tinsel::app
