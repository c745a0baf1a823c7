#include "model/table_news.h"

#include "tinsel/words.h"

namespace tinsel::app {
namespace {

std::string Name(const std::vector<std::string>& names, int seat) {
  if (seat < 0 || seat >= static_cast<int>(names.size())) return "Nobody";
  return names[seat];
}

}  // namespace

std::string WinnersSentence(const State& table, const std::vector<std::string>& seat_names) {
  const std::vector<double> scores = table.Scores();
  if (table.NumPlayers() == 1) {
    return "The game is over with " + PointsText(scores.empty() ? 0 : scores[0]) + ".";
  }
  const std::vector<bool> winners = table.Winners();
  std::vector<int> seats;
  for (int p = 0; p < table.NumPlayers(); ++p) {
    if (p < static_cast<int>(winners.size()) && winners[p]) seats.push_back(p);
  }
  if (seats.empty()) return "Nobody wins this time.";
  const std::string points = PointsText(scores[seats[0]]);
  if (seats.size() == 1) {
    const std::string& name = Name(seat_names, seats[0]);
    return name + (name == "You" ? " win" : " wins") + " with " + points + ".";
  }
  std::string list;
  for (size_t i = 0; i < seats.size(); ++i) {
    if (i > 0) list += i + 1 == seats.size() ? " and " : ", ";
    list += Name(seat_names, seats[i]);
  }
  return list + " share the win with " + points + " each.";
}

std::vector<NewsItem> TableNews(const State& table, const std::vector<std::string>& seat_names) {
  std::vector<NewsItem> news = table.TableNews(seat_names);
  if (table.IsTerminal()) {
    news.push_back({"over", "The game is over. " + WinnersSentence(table, seat_names)});
  }
  return news;
}

}  // namespace tinsel::app
