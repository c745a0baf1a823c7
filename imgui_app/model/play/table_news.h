// What just happened on the table, for the screen-reader table (model/mirror/table_mirror.h) to
// announce: each game's own sentences for results the move log does not spell out
// (State::TableNews, in the game's _text.cpp: who won a trick, a ballot's cards), and for
// every game the end with its winners. Only what everyone may see: it reads the table as the
// screen's viewer may know it, and uses nothing private.
#pragma once

#include <string>
#include <vector>

#include "tinsel/game.h"

namespace tinsel::app {

using NewsItem = TableNewsItem;

// The latest news at this position, oldest first.
std::vector<NewsItem> TableNews(const State& table, const std::vector<std::string>& seat_names);

// "Holly wins with 12 points.", "Holly and You share the win with 9 points each.", or for one
// player "The game is over with 31 points.".
std::string WinnersSentence(const State& table, const std::vector<std::string>& seat_names);

}  // namespace tinsel::app
