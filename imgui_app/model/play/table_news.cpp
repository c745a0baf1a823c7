#include "model/play/table_news.h"

#include "model/play/seat_names.h"
#include "tinsel/translate.h"
#include "tinsel/words.h"

namespace tinsel::app {
namespace {

std::string Name(const std::vector<std::string>& names, int seat) {
  if (seat < 0 || seat >= static_cast<int>(names.size())) return Tr("Nobody");
  return names[seat];
}

}  // namespace

std::string WinnersSentence(const State& table, const std::vector<std::string>& seat_names) {
  const std::vector<double> scores = table.Scores();
  if (table.NumPlayers() == 1) {
    // TRANSLATORS: the end of a one-player game; {points} is the score ("31 points").
    return TrFormat("The game is over with {points}.",
                    {{"points", PointsText(scores.empty() ? 0 : scores[0])}});
  }
  const std::vector<bool> winners = table.Winners();
  std::vector<int> seats;
  for (int p = 0; p < table.NumPlayers(); ++p) {
    if (p < static_cast<int>(winners.size()) && winners[p]) seats.push_back(p);
  }
  if (seats.empty()) return Tr("Nobody wins this time.");
  const std::string points = PointsText(scores[seats[0]]);
  if (seats.size() == 1) {
    const std::string name = Name(seat_names, seats[0]);
    // TRANSLATORS: {points} is the winner's score ("12 points").
    if (name == "You") return TrFormat("You win with {points}.", {{"points", points}});
    // TRANSLATORS: {name} is the winner, {points} their score ("12 points").
    return TrFormat("{name} wins with {points}.",
                    {{"name", NameAsShown(name)}, {"points", points}});
  }
  std::string list;
  for (size_t i = 0; i + 1 < seats.size(); ++i) {
    // TRANSLATORS: between the names of the winners but the last ("Holly, Ivy and Noel").
    if (i > 0) list += Tr(", ");
    list += NameAsShown(Name(seat_names, seats[i]));
  }
  // TRANSLATORS: {names} is one winner or several with commas between ("Holly, Ivy"), {last}
  // the last winner's name, {points} the score each has ("9 points").
  return TrFormat(
      "{names} and {last} share the win with {points} each.",
      {{"names", list}, {"last", NameAsShown(Name(seat_names, seats.back()))}, {"points", points}});
}

std::vector<NewsItem> TableNews(const State& table, const std::vector<std::string>& seat_names) {
  std::vector<NewsItem> news = table.TableNews(seat_names);
  if (table.IsTerminal()) {
    // TRANSLATORS: {winners} is who won ("Holly wins with 12 points.").
    news.push_back({"over", TrFormat("The game is over. {winners}",
                                     {{"winners", WinnersSentence(table, seat_names)}})});
  }
  return news;
}

}  // namespace tinsel::app
