// Rules: a game's rules page (tinsel/rules_page.h: the rulebook in short and Tinsel's rulings
// for it), wrapped and scrollable. The page is the game's data, which the platform hands over
// when it is first asked for (App's game file loader); it is kept for the program's life.
#pragma once

#include <map>
#include <set>
#include <string>

#include "screens/navigator.h"
#include "tinsel/rules_page.h"

namespace tinsel::app {

class RulesScreen {
 public:
  void Open(const std::string& game_id) { game_id_ = game_id; }
  // Whether `game_id`'s page must still be asked for (not here, not on its way; one refused
  // is asked for again).
  bool Wants(const std::string& game_id) const {
    return pages_.count(game_id) == 0 && asked_.count(game_id) == 0;
  }
  void Asked(const std::string& game_id) { asked_.insert(game_id); }
  // The platform's answer: the page's text, or "" and why not (a page that does not read is
  // refused in words too, and asked for again the next time the rules are opened).
  void Receive(const std::string& game_id, const std::string& text, const std::string& error);
  void Draw(ScreenContext& context);
  const std::string& game_id() const { return game_id_; }
  // The page on screen (nullptr while it is on its way or could not be read) and why not.
  const RulesPage* page() const;
  std::string problem() const;

 private:
  std::string game_id_;
  std::map<std::string, RulesPage> pages_;
  std::map<std::string, std::string> problems_;
  std::set<std::string> asked_;  // games whose page is on its way
};

}  // namespace tinsel::app
