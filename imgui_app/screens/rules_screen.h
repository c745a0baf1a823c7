// Rules: a game's rule summary and Tinsel's rulings for it, wrapped and scrollable.
#pragma once

#include <string>

#include "screens/navigator.h"

namespace tinsel::app {

class RulesScreen {
 public:
  void Open(const std::string& game_id) { game_id_ = game_id; }
  void Draw(ScreenContext& context);
  const std::string& game_id() const { return game_id_; }

 private:
  std::string game_id_;
};

}  // namespace tinsel::app
