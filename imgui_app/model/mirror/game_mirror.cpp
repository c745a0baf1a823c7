// The play, pass and game-over screens in the mirror: whose turn it is, what the viewer alone
// may see, their moves, the players, the table in detail, the news and the move log.
#include <algorithm>
#include <numeric>

#include "model/mirror/mirror_parts.h"
#include "model/mirror/table_mirror.h"
#include "model/play/seat_names.h"
#include "model/play/table_news.h"
#include "model/words/observation_text.h"
#include "tinsel/translate.h"
#include "tinsel/words.h"

namespace tinsel::app {
namespace {

using nlohmann::json;
using namespace mirror;

// The move log keeps its newest lines; long runs of chance steps (a deal of 36 cards) show
// their first and last two and how many were left out, as the play screen's log does.
constexpr size_t kLogLines = 30;
constexpr size_t kChanceRunShown = 5;

// Whose turn it is, in a sentence.
std::string TurnSentence(const MirrorTable& facts) {
  const std::vector<Seat>& seats = facts.setup.seats;
  if (facts.pass_to >= 0) {
    return TrFormat("Pass the device to {name}.",
                    {{"name", NameAsShown(seats[facts.pass_to].name)}});
  }
  const int current = facts.table.CurrentPlayer();
  if (facts.table.IsTerminal()) return Tr("The game is over.");
  if (current < 0 || current >= static_cast<int>(seats.size())) {
    // TRANSLATORS: whose turn it is, when chance moves next (cards dealt, a piece drawn).
    return Tr("Cards and pieces are drawn.");
  }
  const std::string& name = seats[current].name;
  if (seats[current].bot) return TrFormat("{name} is thinking.", {{"name", NameAsShown(name)}});
  if (facts.holding && !(facts.input_enabled && facts.viewer == current)) {
    if (IsYouSeat(name)) {
      return Tr("Your turn, once the table has shown what just happened (or Continue).");
    }
    return TrFormat("{name}'s turn, once the table has shown what just happened (or Continue).",
                    {{"name", NameAsShown(name)}});
  }
  if (IsYouSeat(name)) return Tr("Your turn.");
  return TrFormat("{name}'s turn.", {{"name", NameAsShown(name)}});
}

json PlayerLines(const MirrorTable& facts) {
  const std::vector<double> scores = facts.table.Scores();
  const int current = facts.table.CurrentPlayer();
  json lines = json::array();
  for (size_t i = 0; i < facts.setup.seats.size(); ++i) {
    const Seat& seat = facts.setup.seats[i];
    // TRANSLATORS: a seat played by a person (in the list of players, beside "bot, Easy").
    const std::string human = Tr("human");
    const std::string player = seat.bot ? BotLabel(facts.setup.game_id, seat.level) : human;
    const std::string points = PointsText(i < scores.size() ? scores[i] : 0);
    if (static_cast<int>(i) == current) {
      // TRANSLATORS: a line of the players' list: {name}, "human" or "bot, Easy", and the
      // score ("12 points"); this player is the one to move.
      lines.push_back(
          TrFormat("{name}: {player}, {points}, to play.",
                   {{"name", NameAsShown(seat.name)}, {"player", player}, {"points", points}}));
    } else {
      // TRANSLATORS: a line of the players' list: {name}, "human" or "bot, Easy", and the
      // score ("12 points").
      lines.push_back(
          TrFormat("{name}: {player}, {points}.",
                   {{"name", NameAsShown(seat.name)}, {"player", player}, {"points", points}}));
    }
  }
  return lines;
}

// The newest lines of the move log ("Holly plays H7 into the Past."), each with the index of
// its move so the page announces only the new ones.
json LogJson(const std::vector<LogLine>& log) {
  json lines = json::array();
  auto add = [&](size_t index, const std::string& text) {
    lines.push_back({{"i", index}, {"text", text}});
  };
  for (size_t i = 0; i < log.size(); ++i) {
    const LogLine& line = log[i];
    if (line.player >= 0) {
      add(i, line.text);
      continue;
    }
    size_t end = i;
    while (end < log.size() && log[end].player < 0) ++end;
    if (end - i > kChanceRunShown) {
      add(i, log[i].text);
      // TRANSLATORS: in the move log, where {n} steps of chance (cards dealt) are left out
      // (the English reads the same for one).
      add(i + 1, TrPlural("... {n} more ...", "... {n} more ...", end - i - 3));
      add(end - 2, log[end - 2].text);
      add(end - 1, log[end - 1].text);
      i = end - 1;
    } else {
      add(i, line.text);
    }
  }
  if (lines.size() > kLogLines) lines.erase(lines.begin(), lines.end() - kLogLines);
  return lines;
}

json NewsJson(const State& table, const std::vector<std::string>& names) {
  json news = json::array();
  for (const NewsItem& item : TableNews(table, names)) {
    news.push_back({{"id", item.id}, {"text", item.text}});
  }
  return news;
}

// The fields the play, pass and over screens share.
json GameBase(const MirrorTable& facts, const std::string& screen, const std::string& title,
              const std::string& turn) {
  const std::vector<std::string> names = SeatNames(facts.setup);
  json out = Screen(screen, "game:" + std::to_string(facts.game_token), title, turn);
  out["game"] = facts.setup.game_id;
  out["at"] = facts.history_length;
  out["viewer"] = facts.viewer;
  out["news"] = NewsJson(facts.table, names);
  out["log"] = LogJson(facts.log);
  out["log_total"] = facts.log.size();
  return out;
}

// The whole table as everyone sees it, for reading in detail.
json TableSection(const MirrorTable& facts) {
  return Section(Tr("The table in detail"),
                 LinesJson(ObservationText(facts.table.ObservationJson(kPublicViewer),
                                           SeatNames(facts.setup))),
                 /*details=*/true);
}

}  // namespace

json GameMirror(const MirrorTable& facts) {
  const State& table = facts.table;
  const std::vector<std::string> names = SeatNames(facts.setup);
  const std::string title = table.GetGame().Name();
  const bool pass = facts.pass_to >= 0;
  json out = GameBase(facts, pass ? "pass" : "play", title, TurnSentence(facts));

  if (pass) {
    const std::string& name = names[facts.pass_to];
    const bool you = name == "You";
    std::string look_away, ready;
    if (you) {
      look_away = Tr("Everyone else, look away: your hidden cards and choices are next.");
      // TRANSLATORS: the pass screen's button: the player says they hold the device.
      ready = Tr("I'm ready");
    } else {
      look_away = TrFormat("Everyone else, look away: {name}'s hidden cards and choices are next.",
                           {{"name", NameAsShown(name)}});
      // TRANSLATORS: the pass screen's button: the player named says they hold the device.
      ready = TrFormat("I'm {name} - ready", {{"name", NameAsShown(name)}});
    }
    out["sections"].push_back(
        Section(Tr("Pass the device"),
                json::array({TrFormat("Pass the device to {name}.", {{"name", NameAsShown(name)}}),
                             look_away})));
    out["actions"].push_back(Button("ready", ready));
    // Like the canvas' pass screen: its words and Ready, nothing else (the log and the news
    // come back with the table).
    out["news"] = json::array();
    out["log"] = json::array();
    out["log_total"] = 0;
    return out;
  }
  if (!facts.move_error.empty()) out["refused"] = facts.move_error;

  const int viewer = facts.viewer;
  if (viewer >= 0 && viewer < static_cast<int>(names.size())) {
    const std::vector<TextLine> secret =
        PrivateText(table.ObservationJson(viewer), table.ObservationJson(kPublicViewer), names);
    if (!secret.empty()) {
      out["sections"].push_back(Section(
          names[viewer] == "You"
              ? std::string(Tr("What only you can see"))
              : TrFormat("What only {name} can see", {{"name", NameAsShown(names[viewer])}}),
          LinesJson(secret)));
    }
    const int current = table.CurrentPlayer();
    if (facts.input_enabled && current == viewer) {
      out["moves_title"] = IsYouSeat(names[viewer])
                               ? std::string(Tr("Your moves"))
                               : TrFormat("{name}'s moves", {{"name", NameAsShown(names[viewer])}});
      for (Action action : table.LegalActions()) {
        out["moves"].push_back({{"arg", table.ActionToString(current, action)},
                                {"label", LogSentence(table.DescribeAction(current, action, viewer),
                                                      current, names)}});
      }
    } else if (!facts.early_actions.empty()) {
      // A guest's secret vote while the others vote: kept by the host, counted in turn.
      out["moves_title"] = table.GetGame().EarlyActionsTitle();
      for (Action action : facts.early_actions) {
        out["moves"].push_back(
            {{"arg", table.ActionToString(viewer, action)},
             {"label", LogSentence(table.DescribeAction(viewer, action, viewer), viewer, names)}});
      }
    }
  }
  if (facts.holding) {
    out["actions"].push_back(Button("continue", Tr("Continue: the table has shown what happened")));
  }
  if (!facts.coach_note.empty()) {
    out["sections"].push_back(Section(Tr("Your coach"), json::array({facts.coach_note})));
    if (facts.coach_take_back)
      out["actions"].push_back(Button("coach", Tr("Take it back"), "take-back"));
    out["actions"].push_back(Button("coach", Tr("Got it (the coach's note)"), "ok"));
  }
  out["sections"].push_back(Section(Tr("Players"), PlayerLines(facts)));
  out["sections"].push_back(TableSection(facts));
  out["actions"].push_back(
      Button("rules", TrFormat("Rules of {game}", {{"game", title}}), facts.setup.game_id));
  out["actions"].push_back(Button("home", Tr("Home (the game stays saved)")));
  return out;
}

json OverMirror(const MirrorTable& facts) {
  const State& table = facts.table;
  const std::vector<std::string> names = SeatNames(facts.setup);
  json out =
      GameBase(facts, "over", TrFormat("Game over: {game}", {{"game", table.GetGame().Name()}}),
               WinnersSentence(table, names));
  // Highest first; ties share a place.
  const std::vector<double> scores = table.Scores();
  const std::vector<bool> winners = table.Winners();
  std::vector<int> order(names.size());
  std::iota(order.begin(), order.end(), 0);
  std::stable_sort(order.begin(), order.end(), [&](int a, int b) { return scores[a] > scores[b]; });
  json ranking = json::array();
  int place = 0;
  for (size_t k = 0; k < order.size(); ++k) {
    const int seat = order[k];
    if (k == 0 || scores[seat] != scores[order[k - 1]]) place = static_cast<int>(k) + 1;
    const bool won =
        names.size() > 1 && static_cast<size_t>(seat) < winners.size() && winners[seat];
    const std::string points = PointsText(scores[seat]);
    std::string line;
    if (won) {
      line =
          // TRANSLATORS: a line of the final ranking: the place (1, 2...), the player's name and
          // the score ("12 points").
          TrFormat("{place}. {name}: {points}, winner.", {{"place", std::to_string(place)},
                                                          {"name", NameAsShown(names[seat])},
                                                          {"points", points}});
    } else {
      line =
          // TRANSLATORS: a line of the final ranking: the place (1, 2...), the player's name and
          // the score ("12 points").
          TrFormat("{place}. {name}: {points}.", {{"place", std::to_string(place)},
                                                  {"name", NameAsShown(names[seat])},
                                                  {"points", points}});
    }
    ranking.push_back(line);
  }
  out["sections"].push_back(Section(Tr("Scores"), ranking));
  out["sections"].push_back(TableSection(facts));
  out["actions"].push_back(Button("play-again", Tr("Play again with the same seats")));
  out["actions"].push_back(Button("home", Tr("Home")));
  return out;
}

}  // namespace tinsel::app
