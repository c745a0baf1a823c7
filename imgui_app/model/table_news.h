// What just happened on the table, for the screen-reader table (model/table_mirror.h) to
// announce: each game's own sentences for results the move log does not spell out (Ghosts of
// Christmas: who won each trick, how each player did in a hand; Santa Timea: a ballot's cards
// and result, the boats' events), and for every game the end with its winners. Only what
// everyone may see: it reads the table as the screen's viewer may know it, and uses nothing
// private.
#pragma once

#include <string>
#include <vector>

#include "tinsel/game.h"

namespace tinsel::app {

struct NewsItem {
  // Stable while the item stays news, so an item is announced once ("trick:1:3:past").
  std::string id;
  std::string text;
};

// The latest news at this position, oldest first.
std::vector<NewsItem> TableNews(const State& table, const std::vector<std::string>& seat_names);

// "Holly wins with 12 points.", "Holly and You share the win with 9 points each.", or for one
// player "The game is over with 31 points.".
std::string WinnersSentence(const State& table, const std::vector<std::string>& seat_names);

// "12 points", "1 point", "2.5 points".
std::string PointsText(double points);

}  // namespace tinsel::app
