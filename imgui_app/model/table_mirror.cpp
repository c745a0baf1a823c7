#include "model/table_mirror.h"

#include <algorithm>
#include <numeric>

#include "model/observation_text.h"
#include "model/table_news.h"
#include "tinsel/registry.h"
#include "tinsel/words.h"

namespace tinsel::app {
namespace {

using nlohmann::json;

// The move log keeps its newest lines; long runs of chance steps (a deal of 36 cards) show
// their first and last two and how many were left out, as the play screen's log does.
constexpr size_t kLogLines = 30;
constexpr size_t kChanceRunShown = 5;

json Section(const std::string& title, const json& lines, bool details = false) {
  json section = {{"title", title}, {"lines", lines}};
  if (details) section["details"] = true;
  return section;
}

json Button(const std::string& what, const std::string& label, const std::string& arg = "") {
  json action = {{"do", what}, {"label", label}};
  if (!arg.empty()) action["arg"] = arg;
  return action;
}

// A base mirror: every screen has these fields.
json Screen(const std::string& screen, const std::string& token, const std::string& title,
            const std::string& turn) {
  return {{"screen", screen},
          {"token", token},
          {"title", title},
          {"turn", turn},
          {"at", 0},
          {"viewer", kPublicViewer},
          {"sections", json::array()},
          {"moves", json::array()},
          {"actions", json::array()},
          {"news", json::array()},
          {"log", json::array()}};
}

std::vector<std::string> SeatNames(const SessionSetup& setup) {
  std::vector<std::string> names;
  for (const Seat& seat : setup.seats) names.push_back(seat.name);
  return names;
}

std::string Possessive(const std::string& name) {
  return name == "You" || name == "you" ? "Your" : name + "'s";
}

std::string GameName(const std::string& game_id) {
  const GameEntry* entry = FindGame(game_id);
  return entry != nullptr ? entry->game->Name() : game_id;
}

std::string BotLabel(const std::string& game_id, const std::string& level) {
  if (const GameEntry* entry = FindGame(game_id)) {
    for (const BotKind& kind : entry->bots) {
      if (kind.id == level) return "bot, " + kind.label;
    }
  }
  return "bot";
}

// Whose turn it is, in a sentence.
std::string TurnSentence(const MirrorTable& facts) {
  const std::vector<Seat>& seats = facts.setup.seats;
  if (facts.pass_to >= 0) return "Pass the device to " + seats[facts.pass_to].name + ".";
  const int current = facts.table.CurrentPlayer();
  if (facts.table.IsTerminal()) return "The game is over.";
  if (current < 0 || current >= static_cast<int>(seats.size()))
    return "Cards and pieces are drawn.";
  const std::string& name = seats[current].name;
  if (seats[current].bot) return name + " is thinking.";
  if (facts.input_enabled && facts.viewer == current) return Possessive(name) + " turn.";
  if (facts.holding) {
    return Possessive(name) + " turn, once the table has shown what just happened (or Continue).";
  }
  return Possessive(name) + " turn.";
}

json PlayerLines(const MirrorTable& facts) {
  const std::vector<double> scores = facts.table.Scores();
  const int current = facts.table.CurrentPlayer();
  json lines = json::array();
  for (size_t i = 0; i < facts.setup.seats.size(); ++i) {
    const Seat& seat = facts.setup.seats[i];
    std::string line = seat.name + ": " +
                       (seat.bot ? BotLabel(facts.setup.game_id, seat.level) : "human") + ", " +
                       PointsText(i < scores.size() ? scores[i] : 0);
    if (static_cast<int>(i) == current) line += ", to play";
    lines.push_back(line + ".");
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
      add(i + 1, "... " + std::to_string(end - i - 3) + " more ...");
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
  return Section("The table in detail",
                 LinesJson(ObservationText(facts.table.ObservationJson(kPublicViewer),
                                           SeatNames(facts.setup))),
                 /*details=*/true);
}

json HomeMirror(const MirrorFacts& facts) {
  json out = Screen("home", "home", "Tinsel: holiday tabletop games", "Choose a game to play.");
  json games = json::array();
  if (facts.catalog != nullptr) {
    for (const CatalogEntry& game : *facts.catalog) {
      games.push_back(game.name + ": " + PlayerRange(game.min_players, game.max_players) + ". " +
                      game.pitch + (game.has_view ? "" : " (Coming soon: rules only.)"));
      if (game.has_view) {
        out["actions"].push_back(Button("play", "Play " + game.name, game.id));
        out["actions"].push_back(Button("learn", "Learn to play " + game.name, game.id));
      }
    }
    for (const CatalogEntry& game : *facts.catalog) {
      out["actions"].push_back(Button("rules", "Rules of " + game.name, game.id));
    }
  }
  out["actions"].push_back(Button("saves", "Saved games"));
  if (!facts.notice.empty())
    out["sections"].push_back(Section("Notice", json::array({facts.notice})));
  out["sections"].push_back(Section("Games", games));
  return out;
}

// Learn to play: the coach's words, the learner's moves when one is asked, and the buttons.
json LessonMirror(const MirrorFacts& facts) {
  const LessonRunner& lesson = *facts.lesson;
  using Phase = LessonRunner::Phase;
  const Phase phase = lesson.phase();
  const std::string where = phase == Phase::kEnd ? "The lesson is done."
                                                 : "Step " + std::to_string(lesson.step() + 1) +
                                                       " of " + std::to_string(lesson.steps());
  json out =
      Screen("lesson", "lesson:" + std::to_string(lesson.step()), lesson.lesson().title, where);
  out["at"] = lesson.session().history().size();
  json words = json::array({lesson.words()});
  if (!lesson.feedback().empty()) words.push_back(lesson.feedback());
  out["sections"].push_back(Section("The coach", words));
  const Session& session = lesson.session();
  const State& state = session.state();
  std::vector<std::string> names;
  for (const Seat& seat : session.setup().seats) names.push_back(seat.name);
  if (phase == Phase::kYourMove) {
    out["moves_title"] = "Your moves (the coach asks for one)";
    for (const Action action : state.LegalActions()) {
      out["moves"].push_back(
          {{"arg", state.ActionToString(kLearnerSeat, action)},
           {"label", LogSentence(state.DescribeAction(kLearnerSeat, action, kLearnerSeat),
                                 kLearnerSeat, names)}});
    }
  }
  if (phase == Phase::kRead || phase == Phase::kWhy) {
    out["actions"].push_back(Button("lesson", "Next", "next"));
  }
  if (phase == Phase::kEnd) {
    out["actions"].push_back(Button("lesson", "Play a real game now", "real"));
    out["actions"].push_back(Button("lesson", "Start the lesson again", "again"));
  }
  out["actions"].push_back(Button("lesson", "Leave the lesson (your place is kept)", "leave"));
  return out;
}

json SetupMirror(const MirrorFacts& facts) {
  const std::string name = GameName(facts.screen_game);
  json out = Screen("setup", "setup:" + facts.screen_game, "Set up " + name,
                    "Start plays with the seats below. To change seats, names, bots or options, "
                    "use the game table with a mouse, touch or the keyboard.");
  const GameEntry* entry = FindGame(facts.screen_game);
  if (entry == nullptr || !facts.setup_choices) {
    out["actions"].push_back(Button("back", "Back"));
    return out;
  }
  json seats = json::array();
  const std::vector<Seat>& chosen = facts.setup_choices->seats;
  for (size_t i = 0; i < chosen.size(); ++i) {
    seats.push_back("Seat " + std::to_string(i + 1) + ": " + chosen[i].name + ", " +
                    (chosen[i].bot ? BotLabel(facts.screen_game, chosen[i].level) : "human") + ".");
  }
  out["sections"].push_back(Section("Seats", seats));
  json options = json::array();
  const int players = static_cast<int>(chosen.size());
  for (const OptionSpec& spec : entry->game->OptionSpecs()) {
    if (players < spec.min_players || players > spec.max_players || spec.values.empty()) continue;
    auto it = facts.setup_choices->options.find(spec.name);
    const std::string& value =
        it == facts.setup_choices->options.end() ? spec.values.front() : it->second;
    options.push_back(spec.label + ": " + value + (spec.help.empty() ? "" : ". " + spec.help));
  }
  if (!options.empty()) out["sections"].push_back(Section("Options", options));
  out["actions"].push_back(Button("start", "Start " + name + " with these seats"));
  out["actions"].push_back(Button("rules", "Rules of " + name, facts.screen_game));
  out["actions"].push_back(Button("back", "Back to the games"));
  return out;
}

json RulesMirror(const MirrorFacts& facts) {
  const GameEntry* entry = FindGame(facts.screen_game);
  const std::string name = GameName(facts.screen_game);
  json out = Screen("rules", "rules:" + facts.screen_game, "Rules of " + name,
                    "The rules of " + name + " and our rulings.");
  if (entry != nullptr) {
    auto paragraphs = [](const std::string& text) {
      json lines = json::array();
      size_t start = 0;
      while (start < text.size()) {
        size_t end = text.find("\n\n", start);
        if (end == std::string::npos) end = text.size();
        std::string paragraph = text.substr(start, end - start);
        std::replace(paragraph.begin(), paragraph.end(), '\n', ' ');
        if (paragraph.find_first_not_of(' ') != std::string::npos) lines.push_back(paragraph);
        start = end + 2;
      }
      return lines;
    };
    out["sections"].push_back(Section("Rules", paragraphs(entry->game->RulesSummary())));
    out["sections"].push_back(Section("Our rulings", paragraphs(entry->game->Rulings())));
  }
  out["actions"].push_back(Button("back", "Back"));
  return out;
}

json SavesMirror(const MirrorFacts& facts) {
  json out = Screen("saves", "saves", "Saved games", "Your saved games, newest first.");
  json lines = json::array();
  if (facts.saves != nullptr) {
    for (const SlotSummary& save : *facts.saves) {
      std::string players;
      for (const std::string& player : save.players)
        players += (players.empty() ? "" : ", ") + player;
      const std::string what = save.game_name + " with " + players;
      if (save.damaged) {
        lines.push_back(what + ": damaged (" + save.error + ").");
        continue;
      }
      lines.push_back(what + ": " + (save.over ? "finished" : "in progress") + ", " +
                      Plural(save.moves, "move") + ".");
      out["actions"].push_back(
          Button("open-save", (save.over ? "See the result of " : "Continue ") + what, save.slot));
      out["actions"].push_back(Button("open-replay", "Replay " + what, save.slot));
    }
  }
  if (lines.empty()) lines.push_back("No saved games yet.");
  if (!facts.notice.empty())
    out["sections"].push_back(Section("Notice", json::array({facts.notice})));
  out["sections"].push_back(Section("Games", lines));
  out["actions"].push_back(Button("home", "Home"));
  return out;
}

json ReplayMirror(const MirrorFacts& facts) {
  Replay& replay = *facts.replay;
  const Session& session = replay.session();
  const std::string name = GameName(session.setup().game_id);
  const std::vector<LogLine>& log = replay.Log();
  auto line_of = [&](int i) {
    const LogLine& line = log[i];
    return "Step " + std::to_string(i + 1) + ". " + line.text;
  };
  const std::string where = replay.step() == 0 ? "Step 0 of " + std::to_string(replay.steps()) +
                                                     ": the table before anything happened."
                                               : line_of(replay.step() - 1);
  json out =
      Screen("replay", "replay:" + std::to_string(replay.step()), "Replay of " + name, where);
  if (facts.replay_review != nullptr) {
    json marks = json::array();
    for (const ReviewedDecision* decision : CostliestDecisions(*facts.replay_review)) {
      marks.push_back(decision->text);
    }
    for (const ReviewedDecision& decision : facts.replay_review->decisions) {
      if (decision.index == replay.step() - 1) {
        out["sections"].push_back(
            Section("The bot's view of this move", json::array({decision.text})));
      }
    }
    if (marks.empty()) marks.push_back("The bot found no costly decision.");
    out["sections"].push_back(Section("Costliest decisions", marks));
  } else if (facts.replay_reviewing) {
    out["sections"].push_back(
        Section("Review", json::array({"The Hard bot is reviewing the game."})));
  }
  json moves = json::array();
  for (int i = 0; i < replay.step(); ++i) moves.push_back(line_of(i));
  if (moves.empty()) moves.push_back("Nothing has happened yet.");
  out["sections"].push_back(Section("Steps so far", moves, /*details=*/true));
  if (replay.step() > 0) {
    out["actions"].push_back(Button("replay", "First step", "first"));
    out["actions"].push_back(Button("replay", "Back a step", "back"));
  }
  if (replay.step() < replay.steps()) {
    out["actions"].push_back(Button("replay", "Next step", "forward"));
    out["actions"].push_back(Button("replay", "Last step", "last"));
  }
  if (replay.GameOver() && facts.replay_review == nullptr && !facts.replay_reviewing &&
      !ReviewPoints(session).empty()) {
    out["actions"].push_back(Button("replay", "Review with the Hard bot", "review"));
  }
  if (replay.GameOver() && replay.HasSecrets()) {
    out["actions"].push_back(
        Button("replay", replay.show_everything() ? "Hide the secrets again" : "Show everything",
               "everything"));
  }
  if (facts.replay_review != nullptr) {
    for (const ReviewedDecision& decision : facts.replay_review->decisions) {
      if (decision.index != replay.step() - 1) continue;
      out["actions"].push_back(
          Button("replay", "Try move " + std::to_string(decision.index + 1) + " again", "retry"));
    }
  }
  if (replay.step() < replay.steps()) {
    out["actions"].push_back(Button("replay", "Try again from here", "again"));
  }
  if (facts.replay_from_link) out["actions"].push_back(Button("replay", "Keep this game", "keep"));
  out["actions"].push_back(Button("saves", "Saved games"));
  out["actions"].push_back(Button("home", "Home"));
  return out;
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
    out["sections"].push_back(Section(
        "Pass the device",
        json::array({"Pass the device to " + name + ".",
                     "Everyone else, look away: " + (you ? std::string("your") : name + "'s") +
                         " hidden cards and choices are next."})));
    out["actions"].push_back(
        Button("ready", you ? std::string("I'm ready") : "I'm " + name + " - ready"));
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
      const std::string who = names[viewer] == "You" ? "you" : names[viewer];
      out["sections"].push_back(Section("What only " + who + " can see", LinesJson(secret)));
    }
    const int current = table.CurrentPlayer();
    if (facts.input_enabled && current == viewer) {
      out["moves_title"] = Possessive(names[viewer]) + " moves";
      for (Action action : table.LegalActions()) {
        out["moves"].push_back({{"arg", table.ActionToString(current, action)},
                                {"label", LogSentence(table.DescribeAction(current, action, viewer),
                                                      current, names)}});
      }
    } else if (!facts.early_actions.empty()) {
      // A guest's secret vote while the others vote: kept by the host, counted in turn.
      out["moves_title"] = "Vote now (secret; it counts when your turn comes)";
      for (Action action : facts.early_actions) {
        out["moves"].push_back(
            {{"arg", table.ActionToString(viewer, action)},
             {"label", LogSentence(table.DescribeAction(viewer, action, viewer), viewer, names)}});
      }
    }
  }
  if (facts.holding) {
    out["actions"].push_back(Button("continue", "Continue: the table has shown what happened"));
  }
  if (!facts.coach_note.empty()) {
    out["sections"].push_back(Section("Your coach", json::array({facts.coach_note})));
    if (facts.coach_take_back)
      out["actions"].push_back(Button("coach", "Take it back", "take-back"));
    out["actions"].push_back(Button("coach", "Got it (the coach's note)", "ok"));
  }
  out["sections"].push_back(Section("Players", PlayerLines(facts)));
  out["sections"].push_back(TableSection(facts));
  out["actions"].push_back(Button("rules", "Rules of " + title, facts.setup.game_id));
  out["actions"].push_back(Button("home", "Home (the game stays saved)"));
  return out;
}

json OverMirror(const MirrorTable& facts) {
  const State& table = facts.table;
  const std::vector<std::string> names = SeatNames(facts.setup);
  json out = GameBase(facts, "over", "Game over: " + table.GetGame().Name(),
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
    ranking.push_back(std::to_string(place) + ". " + names[seat] + ": " + PointsText(scores[seat]) +
                      (won ? ", winner." : "."));
  }
  out["sections"].push_back(Section("Scores", ranking));
  out["sections"].push_back(TableSection(facts));
  out["actions"].push_back(Button("play-again", "Play again with the same seats"));
  out["actions"].push_back(Button("home", "Home"));
  return out;
}

json TableMirror(const MirrorFacts& facts) {
  json out;
  const bool at_table = facts.screen == "play" || facts.screen == "pass" || facts.screen == "over";
  if (at_table && facts.game != nullptr) {
    GameInProgress& game = *facts.game;
    const Session& session = game.session();
    // Behind the pass screen and after the game, only what everyone may see.
    const int viewer = facts.screen == "play" ? facts.viewer : kPublicViewer;
    MirrorTable table{game.TableFor(viewer, facts.input_enabled, std::nullopt).table,
                      session.setup(),
                      game.Log(viewer),
                      session.history().size(),
                      game.driver().game_token(),
                      viewer,
                      facts.screen == "play" && facts.input_enabled,
                      facts.screen == "pass" ? facts.pass_to : -1,
                      facts.screen == "play" && facts.holding,
                      facts.move_error,
                      facts.screen == "play" && !facts.input_enabled && !facts.holding
                          ? game.driver().EarlyMoves(viewer)
                          : std::vector<Action>()};
    // The coach's note speaks of the viewer's own hand: only on that seat's play screen.
    const Coach::Note* note = game.coach().NoteFor(viewer);
    if (facts.screen == "play" && note != nullptr) {
      table.coach_note = note->words;
      table.coach_take_back = game.CoachMayTakeBack();
    }
    out = facts.screen == "over" ? OverMirror(table) : GameMirror(table);
    if (!game.save_error().empty()) {
      out["sections"].insert(
          out["sections"].begin(),
          Section("Saving", json::array({"Not saved yet. " + AsSentence(game.save_error()) +
                                         " Play on; Tinsel keeps trying."})));
    }
  } else if (facts.screen == "setup") {
    out = SetupMirror(facts);
  } else if (facts.screen == "rules") {
    out = RulesMirror(facts);
  } else if (facts.screen == "saves") {
    out = SavesMirror(facts);
  } else if (facts.screen == "replay" && facts.replay != nullptr) {
    out = ReplayMirror(facts);
  } else if (facts.screen == "lesson" && facts.lesson != nullptr) {
    out = LessonMirror(facts);
  } else {
    out = HomeMirror(facts);
  }
  out["request"] = {{"n", facts.requests}, {"refused", facts.refused}};
  return out;
}

std::string MirrorChangeKey(const MirrorFacts& facts) {
  std::string key = facts.screen + "|" + facts.notice + "|" + std::to_string(facts.requests) + "|" +
                    facts.refused + "|" + facts.screen_game + "|";
  if (facts.setup_choices) {
    for (const Seat& seat : facts.setup_choices->seats) {
      key += seat.name + (seat.bot ? "/bot/" + seat.level : "/human") + ";";
    }
    for (const auto& [name, value] : facts.setup_choices->options) key += name + "=" + value + ";";
  }
  if (facts.screen == "saves" && facts.saves != nullptr) {
    for (const SlotSummary& save : *facts.saves) key += save.slot + "@" + save.updated + ";";
  }
  if (facts.replay != nullptr) {
    key += "replay|" + std::to_string(facts.replay->step()) + "|" +
           (facts.replay->show_everything() ? "all" : "-") + "|" +
           (facts.replay_reviewing ? "reviewing" : "-") + "|" +
           (facts.replay_review ? "reviewed" : "-") + "|" + (facts.replay_from_link ? "link" : "-");
  }
  if (facts.lesson != nullptr) {
    key += "lesson|" + std::to_string(facts.lesson->step()) + "|" +
           std::to_string(static_cast<int>(facts.lesson->phase())) + "|" +
           std::to_string(facts.lesson->session().history().size()) + "|" +
           facts.lesson->feedback();
  }
  if (facts.game != nullptr) {
    GameInProgress& game = *facts.game;
    key += std::to_string(game.driver().game_token()) + "|" +
           std::to_string(game.session().history().size()) + "|" + std::to_string(facts.viewer) +
           "|" + (facts.input_enabled ? "in" : "-") + "|" + std::to_string(facts.pass_to) + "|" +
           (facts.holding ? "hold" : "-") + "|" + facts.move_error + "|" + game.save_error() + "|" +
           std::to_string(game.driver().EarlyMoves(facts.viewer).size()) + "|" +
           (game.coach().note() ? game.coach().note()->words : "") + "|" +
           (game.CoachMayTakeBack() ? "back" : "-");
  }
  return key;
}

std::optional<MirrorRequest> ParseMirrorRequest(const std::string& text, std::string* error) {
  static const std::pair<const char*, MirrorRequest::Kind> kKinds[] = {
      {"move", MirrorRequest::Kind::kMove},
      {"ready", MirrorRequest::Kind::kReady},
      {"continue", MirrorRequest::Kind::kContinue},
      {"coach", MirrorRequest::Kind::kCoach},
      {"play", MirrorRequest::Kind::kPlay},
      {"start", MirrorRequest::Kind::kStart},
      {"back", MirrorRequest::Kind::kBack},
      {"home", MirrorRequest::Kind::kHome},
      {"rules", MirrorRequest::Kind::kRules},
      {"open-replay", MirrorRequest::Kind::kOpenReplay},
      {"replay", MirrorRequest::Kind::kReplay},
      {"saves", MirrorRequest::Kind::kSaves},
      {"play-again", MirrorRequest::Kind::kPlayAgain},
      {"open-save", MirrorRequest::Kind::kOpenSave},
      {"learn", MirrorRequest::Kind::kLearn},
      {"lesson", MirrorRequest::Kind::kLesson},
  };
  const json request = json::parse(text, nullptr, /*allow_exceptions=*/false);
  if (request.is_discarded() || !request.is_object() || !request.contains("do") ||
      !request["do"].is_string()) {
    *error = "A request from the text table must name what to do.";
    return std::nullopt;
  }
  MirrorRequest out;
  const std::string what = request["do"].get<std::string>();
  bool known = false;
  for (const auto& [word, kind] : kKinds) {
    if (what == word) {
      out.kind = kind;
      known = true;
    }
  }
  if (!known) {
    *error = "The text table cannot \"" + what + "\".";
    return std::nullopt;
  }
  if (request.contains("arg") && request["arg"].is_string()) out.arg = request["arg"];
  if (request.contains("at") && request["at"].is_number_unsigned()) {
    out.at = request["at"].get<size_t>();
  }
  const bool needs_arg =
      out.kind == MirrorRequest::Kind::kMove || out.kind == MirrorRequest::Kind::kPlay ||
      out.kind == MirrorRequest::Kind::kRules || out.kind == MirrorRequest::Kind::kOpenSave ||
      out.kind == MirrorRequest::Kind::kOpenReplay || out.kind == MirrorRequest::Kind::kReplay;
  if (needs_arg && out.arg.empty()) {
    *error = "The text table's \"" + what + "\" needs to say which.";
    return std::nullopt;
  }
  return out;
}

}  // namespace tinsel::app
