#include "model/table_news.h"

#include <cmath>
#include <cstdio>

#include "games/ghosts_of_christmas/ghosts_of_christmas.h"
#include "games/santa_timea/santa_timea.h"
#include "tinsel/words.h"

namespace tinsel::app {
namespace {

// Santa Timea's events are the whole game's: the newest few are news.
constexpr size_t kRecentEvents = 8;

std::string Name(const std::vector<std::string>& names, int seat) {
  if (seat < 0 || seat >= static_cast<int>(names.size())) return "Nobody";
  return names[seat];
}

// Ghosts of Christmas: the tricks of the last round, and how everyone did in the last hand.
void GhostsNews(const ghosts::GhostsState& state, const std::vector<std::string>& names,
                std::vector<NewsItem>& news) {
  const ghosts::RoundResult& round = state.LastRound();
  if (round.valid) {
    for (int era = 0; era < round.num_eras; ++era) {
      const std::string caption = ghosts::TrickCaption(round.tricks[era], names);
      if (caption.empty()) continue;
      news.push_back({"trick:" + std::to_string(round.hand) + ":" + std::to_string(round.round) +
                          ":" + std::to_string(era),
                      caption + "."});
    }
  }
  const int hands = state.CompletedHands();
  if (hands == 0) return;
  const ghosts::HandResult& hand = state.HandResultAt(hands - 1);
  for (int seat = 0; seat < state.NumPlayers(); ++seat) {
    news.push_back({"hand:" + std::to_string(hands - 1) + ":" + std::to_string(seat),
                    "Hand " + std::to_string(hands) + ": " + Name(names, seat) +
                        (hand.success[seat] ? " made it with " : " missed with ") +
                        Plural(hand.wreaths[seat], "wreath") + " (" +
                        ghosts::HandReason(state, hand, seat) +
                        "): " + PointsText(hand.points[seat]) + "."});
  }
}

// One revealed ballot's cards and result.
void BallotNews(const santa::SantaTimeaState& state, const santa::BallotRecord& ballot,
                const std::vector<std::string>& names, std::vector<NewsItem>& news) {
  if (ballot.kind != santa::BallotKind::kNone) {
    const std::string number = std::to_string(ballot.number);
    std::string cards;
    for (int p = 0; p < state.NumPlayers(); ++p) {
      const int vote = ballot.votes[p];
      if (vote == santa::kNoVote) continue;
      cards += (cards.empty() ? "" : ", ") + Name(names, p) + " " +
               (vote == santa::kHatVote ? std::string("a Captain's Hat")
                                        : santa::SantaTimeaState::ColourName(vote));
      if (ballot.weights[p] > 1) cards += " (" + Plural(ballot.weights[p], "vote") + ")";
    }
    if (!cards.empty()) {
      news.push_back({"ballot:" + number, "Ballot " + number + " revealed: " + cards + "."});
    }
    news.push_back({"ballot:" + number + ":result:" + std::to_string(ballot.result),
                    state.ExplainBallot(ballot)});
  }
}

// Santa Timea: the last two ballots' cards and results (a ballot is followed at once by one
// with a single possible outcome, which would hide it), and the boats' latest events.
void SantaNews(const santa::SantaTimeaState& state, const std::vector<std::string>& names,
               std::vector<NewsItem>& news) {
  BallotNews(state, state.previous_ballot(), names, news);
  BallotNews(state, state.last_ballot(), names, news);
  const std::vector<santa::Event>& events = state.events();
  const size_t first = events.size() > kRecentEvents ? events.size() - kRecentEvents : 0;
  for (size_t i = first; i < events.size(); ++i) {
    news.push_back({"event:" + std::to_string(i), state.DescribeEvent(events[i])});
  }
}

}  // namespace

std::string PointsText(double points) {
  char buffer[32];
  if (std::floor(points) == points) {
    std::snprintf(buffer, sizeof buffer, "%lld", static_cast<long long>(points));
  } else {
    std::snprintf(buffer, sizeof buffer, "%.1f", points);
  }
  return std::string(buffer) + (points == 1 ? " point" : " points");
}

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
  std::vector<NewsItem> news;
  if (const auto* ghosts = dynamic_cast<const ghosts::GhostsState*>(&table)) {
    GhostsNews(*ghosts, seat_names, news);
  } else if (const auto* santa = dynamic_cast<const santa::SantaTimeaState*>(&table)) {
    SantaNews(*santa, seat_names, news);
  }
  if (table.IsTerminal()) {
    news.push_back({"over", "The game is over. " + WinnersSentence(table, seat_names)});
  }
  return news;
}

}  // namespace tinsel::app
