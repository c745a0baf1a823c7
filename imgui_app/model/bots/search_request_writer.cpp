#include "model/bots/search_request_writer.h"

#include "tinsel/search_request.h"

namespace tinsel::app {

std::string SearchRequestWriter::Write(const Session& session, const std::string& level,
                                       bool whole) {
  // A follow-up when the workers hold a start of this game: the moves they were sent are still
  // the first ones of its history (an undo or another game breaks that).
  const std::vector<HistoryEntry>& history = session.history();
  bool follow_up = !whole && holding_ && game_ == session.setup().game_id &&
                   chance_seed_ == session.chance_seed() && moves_.size() <= history.size();
  for (size_t i = 0; follow_up && i < moves_.size(); ++i) {
    follow_up = moves_[i].first == history[i].player && moves_[i].second == history[i].text;
  }
  const std::string request = follow_up ? MakeSearchFollowUp(session, moves_.size(), level)
                                        : MakeSearchRequest(session, level);
  game_ = session.setup().game_id;
  chance_seed_ = session.chance_seed();
  if (!follow_up) moves_.clear();
  for (size_t i = moves_.size(); i < history.size(); ++i) {
    moves_.emplace_back(history[i].player, history[i].text);
  }
  holding_ = true;
  last_was_follow_up_ = follow_up;
  return request;
}

void SearchRequestWriter::Forget() {
  moves_.clear();
  holding_ = false;
}

}  // namespace tinsel::app
