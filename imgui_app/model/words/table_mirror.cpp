#include "model/words/table_mirror.h"

#include <algorithm>
#include <numeric>

#include "model/play/seat_names.h"
#include "model/play/table_news.h"
#include "model/words/observation_text.h"
#include "tinsel/registry.h"
#include "tinsel/translate.h"
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

// The seat the device's player goes by ("You"): sentences about it say "your".
bool IsYouSeat(const std::string& name) { return name == "You" || name == "you"; }

std::string GameName(const std::string& game_id) {
  const GameEntry* entry = FindGame(game_id);
  return entry != nullptr ? entry->game->Name() : game_id;
}

std::string BotLabel(const std::string& game_id, const std::string& level) {
  if (const GameEntry* entry = FindGame(game_id)) {
    for (const BotKind& kind : entry->bots) {
      // TRANSLATORS: a seat played by a bot, with its level ("bot, Easy").
      if (kind.id == level) return TrFormat("bot, {level}", {{"level", Tr(kind.label.c_str())}});
    }
  }
  // TRANSLATORS: a seat played by a bot (in the list of players).
  return Tr("bot");
}

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
      // TRANSLATORS: in the move log, where {n} steps of chance (cards dealt) are left out.
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

json HomeMirror(const MirrorFacts& facts) {
  json out =
      Screen("home", "home", Tr("Tinsel: holiday tabletop games"), Tr("Choose a game to play."));
  json games = json::array();
  if (facts.catalog != nullptr) {
    for (const CatalogEntry& game : *facts.catalog) {
      const std::string players = PlayerRange(game.min_players, game.max_players);
      if (game.has_view) {
        const std::string line =
            // TRANSLATORS: a game on the home screen: its name, "2-4 players" and its pitch.
            TrFormat("{game}: {players}. {pitch}",
                     {{"game", game.name}, {"players", players}, {"pitch", game.Pitch()}});
        games.push_back(line);
        out["actions"].push_back(
            Button("play", TrFormat("Play {game}", {{"game", game.name}}), game.id));
        out["actions"].push_back(
            Button("learn", TrFormat("Learn to play {game}", {{"game", game.name}}), game.id));
      } else {
        const std::string line =
            // TRANSLATORS: a game on the home screen that cannot be played yet: its name, "2-4
            // players" and its pitch.
            TrFormat("{game}: {players}. {pitch} (Coming soon: rules only.)",
                     {{"game", game.name}, {"players", players}, {"pitch", game.Pitch()}});
        games.push_back(line);
      }
    }
    for (const CatalogEntry& game : *facts.catalog) {
      out["actions"].push_back(
          Button("rules", TrFormat("Rules of {game}", {{"game", game.name}}), game.id));
    }
  }
  out["actions"].push_back(Button("saves", Tr("Saved games")));
  if (!facts.notice.empty())
    out["sections"].push_back(Section(Tr("Notice"), json::array({facts.notice})));
  // TRANSLATORS: a heading: the list of games (on the home screen, or the saved ones).
  out["sections"].push_back(Section(Tr("Games"), games));
  return out;
}

// Learn to play: the coach's words, the learner's moves when one is asked, and the buttons.
json LessonMirror(const MirrorFacts& facts) {
  const LessonRunner& lesson = *facts.lesson;
  using Phase = LessonRunner::Phase;
  const Phase phase = lesson.phase();
  std::string where = Tr("The lesson is done.");
  if (phase != Phase::kEnd) {
    // TRANSLATORS: where the learner is in a lesson ("Step 3 of 12").
    where = TrFormat("Step {step} of {steps}", {{"step", std::to_string(lesson.step() + 1)},
                                                {"steps", std::to_string(lesson.steps())}});
  }
  json out = Screen("lesson", "lesson:" + std::to_string(lesson.step()), lesson.title(), where);
  out["at"] = lesson.session().history().size();
  json words = json::array({lesson.words()});
  if (!lesson.feedback().empty()) words.push_back(lesson.feedback());
  out["sections"].push_back(Section(Tr("The coach"), words));
  const Session& session = lesson.session();
  const State& state = session.state();
  std::vector<std::string> names;
  for (const Seat& seat : session.setup().seats) names.push_back(seat.name);
  if (phase == Phase::kYourMove) {
    out["moves_title"] = Tr("Your moves (the coach asks for one)");
    for (const Action action : state.LegalActions()) {
      out["moves"].push_back(
          {{"arg", state.ActionToString(kLearnerSeat, action)},
           {"label", LogSentence(state.DescribeAction(kLearnerSeat, action, kLearnerSeat),
                                 kLearnerSeat, names)}});
    }
  }
  if (phase == Phase::kRead || phase == Phase::kWhy) {
    out["actions"].push_back(Button("lesson", Tr("Next"), "next"));
  }
  if (phase == Phase::kEnd) {
    out["actions"].push_back(Button("lesson", Tr("Play a real game now"), "real"));
    out["actions"].push_back(Button("lesson", Tr("Start the lesson again"), "again"));
  }
  out["actions"].push_back(Button("lesson", Tr("Leave the lesson (your place is kept)"), "leave"));
  return out;
}

json SetupMirror(const MirrorFacts& facts) {
  const std::string name = GameName(facts.screen_game);
  json out =
      Screen("setup", "setup:" + facts.screen_game, TrFormat("Set up {game}", {{"game", name}}),
             Tr("Start plays with the seats below. To change seats, names, bots or options, "
                "use the game table with a mouse, touch or the keyboard."));
  const GameEntry* entry = FindGame(facts.screen_game);
  if (entry == nullptr || !facts.setup_choices) {
    out["actions"].push_back(Button("back", Tr("Back")));
    return out;
  }
  json seats = json::array();
  const std::vector<Seat>& chosen = facts.setup_choices->seats;
  for (size_t i = 0; i < chosen.size(); ++i) {
    const std::string player =
        chosen[i].bot ? BotLabel(facts.screen_game, chosen[i].level) : std::string(Tr("human"));
    const std::string line =
        // TRANSLATORS: a seat at setup: its number, the name, and "human" or "bot, Easy".
        TrFormat("Seat {number}: {name}, {player}.", {{"number", std::to_string(i + 1)},
                                                      {"name", NameAsShown(chosen[i].name)},
                                                      {"player", player}});
    seats.push_back(line);
  }
  out["sections"].push_back(Section(Tr("Seats"), seats));
  json options = json::array();
  const int players = static_cast<int>(chosen.size());
  for (const OptionSpec& spec : entry->game->OptionSpecs()) {
    if (players < spec.min_players || players > spec.max_players || spec.values.empty()) continue;
    auto it = facts.setup_choices->options.find(spec.name);
    const std::string& value =
        it == facts.setup_choices->options.end() ? spec.values.front() : it->second;
    if (spec.help.empty()) {
      // TRANSLATORS: a game option at setup and the value chosen.
      options.push_back(TrFormat("{option}: {value}", {{"option", spec.label}, {"value", value}}));
    } else {
      // TRANSLATORS: a game option at setup, the value chosen, and what the option is for.
      options.push_back(TrFormat("{option}: {value}. {help}",
                                 {{"option", spec.label}, {"value", value}, {"help", spec.help}}));
    }
  }
  if (!options.empty()) out["sections"].push_back(Section(Tr("Options"), options));
  out["actions"].push_back(
      Button("start", TrFormat("Start {game} with these seats", {{"game", name}})));
  out["actions"].push_back(
      Button("rules", TrFormat("Rules of {game}", {{"game", name}}), facts.screen_game));
  out["actions"].push_back(Button("back", Tr("Back to the games")));
  return out;
}

json RulesMirror(const MirrorFacts& facts) {
  const GameEntry* entry = FindGame(facts.screen_game);
  const std::string name = GameName(facts.screen_game);
  json out =
      Screen("rules", "rules:" + facts.screen_game, TrFormat("Rules of {game}", {{"game", name}}),
             TrFormat("The rules of {game} and our rulings.", {{"game", name}}));
  if (entry != nullptr && facts.rules != nullptr) {
    // A paragraph is one line of the mirror, its lines (a list) joined by spaces.
    auto paragraphs = [](const std::vector<RulesParagraph>& page) {
      json lines = json::array();
      for (const RulesParagraph& paragraph : page)
        lines.push_back(TranslatedParagraph(paragraph, " "));
      return lines;
    };
    out["sections"].push_back(Section(Tr("Rules"), paragraphs(facts.rules->how_to_play)));
    out["sections"].push_back(Section(Tr("Our rulings"), paragraphs(facts.rules->rulings)));
  } else if (entry != nullptr) {
    out["sections"].push_back(
        Section(Tr("Rules"),
                json::array({facts.rules_problem.empty() ? std::string(Tr("Opening the rules..."))
                                                         : facts.rules_problem})));
  }
  out["actions"].push_back(Button("back", Tr("Back")));
  return out;
}

json SavesMirror(const MirrorFacts& facts) {
  json out = Screen("saves", "saves", Tr("Saved games"), Tr("Your saved games, newest first."));
  json lines = json::array();
  if (facts.saves != nullptr) {
    for (const SlotSummary& save : *facts.saves) {
      std::string players;
      for (const std::string& player : save.players) {
        // TRANSLATORS: between the names in a list of players ("Holly, Ivy, Noel").
        if (!players.empty()) players += Tr(", ");
        players += player;
      }
      const std::string what =
          // TRANSLATORS: a saved game: the game's name and its players ("Holly, Ivy, Noel").
          TrFormat("{game} with {players}", {{"game", save.game_name}, {"players", players}});
      if (save.damaged) {
        const std::string line =
            // TRANSLATORS: {save} is a saved game ("Trim the Tree with Holly, Ivy"), {error} why it
            // cannot be opened.
            TrFormat("{save}: damaged ({error}).", {{"save", what}, {"error", save.error}});
        lines.push_back(line);
        continue;
      }
      std::string line, open;
      if (save.over) {
        // TRANSLATORS: {save} is a saved game ("Trim the Tree with Holly, Ivy"), {n} the moves
        // made in it.
        line = TrPlural("{save}: finished, {n} move.", "{save}: finished, {n} moves.", save.moves,
                        {{"save", what}});
        // TRANSLATORS: a button: {save} is a saved game ("Trim the Tree with Holly, Ivy").
        open = TrFormat("See the result of {save}", {{"save", what}});
      } else {
        // TRANSLATORS: {save} is a saved game ("Trim the Tree with Holly, Ivy"), {n} the moves
        // made in it.
        line = TrPlural("{save}: in progress, {n} move.", "{save}: in progress, {n} moves.",
                        save.moves, {{"save", what}});
        // TRANSLATORS: a button: {save} is a saved game ("Trim the Tree with Holly, Ivy").
        open = TrFormat("Continue {save}", {{"save", what}});
      }
      lines.push_back(line);
      out["actions"].push_back(Button("open-save", open, save.slot));
      // TRANSLATORS: a button: {save} is a saved game ("Trim the Tree with Holly, Ivy").
      const std::string replay = TrFormat("Replay {save}", {{"save", what}});
      out["actions"].push_back(Button("open-replay", replay, save.slot));
    }
  }
  if (lines.empty()) lines.push_back(Tr("No saved games yet."));
  if (!facts.notice.empty())
    out["sections"].push_back(Section(Tr("Notice"), json::array({facts.notice})));
  out["sections"].push_back(Section(Tr("Games"), lines));
  out["actions"].push_back(Button("home", Tr("Home")));
  return out;
}

json ReplayMirror(const MirrorFacts& facts) {
  Replay& replay = *facts.replay;
  const Session& session = replay.session();
  const std::string name = GameName(session.setup().game_id);
  const std::vector<LogLine>& log = replay.Log();
  auto line_of = [&](int i) {
    const LogLine& line = log[i];
    // TRANSLATORS: a step of a replay: its number and what happened ("Holly plays H7.").
    return TrFormat("Step {step}. {line}", {{"step", std::to_string(i + 1)}, {"line", line.text}});
  };
  const std::string where = replay.step() == 0
                                ? TrFormat("Step 0 of {steps}: the table before anything happened.",
                                           {{"steps", std::to_string(replay.steps())}})
                                : line_of(replay.step() - 1);
  json out = Screen("replay", "replay:" + std::to_string(replay.step()),
                    TrFormat("Replay of {game}", {{"game", name}}), where);
  if (facts.replay_review != nullptr) {
    json marks = json::array();
    for (const ReviewedDecision* decision : CostliestDecisions(*facts.replay_review)) {
      marks.push_back(decision->text);
    }
    for (const ReviewedDecision& decision : facts.replay_review->decisions) {
      if (decision.index == replay.step() - 1) {
        out["sections"].push_back(
            Section(Tr("The bot's view of this move"), json::array({decision.text})));
      }
    }
    if (marks.empty()) marks.push_back(Tr("The bot found no costly decision."));
    out["sections"].push_back(Section(Tr("Costliest decisions"), marks));
  } else if (facts.replay_reviewing) {
    // TRANSLATORS: a heading: the Hard bot's review of a finished game.
    out["sections"].push_back(Section(TrContext("noun", "Review"),
                                      json::array({Tr("The Hard bot is reviewing the game.")})));
  }
  json moves = json::array();
  for (int i = 0; i < replay.step(); ++i) moves.push_back(line_of(i));
  if (moves.empty()) moves.push_back(Tr("Nothing has happened yet."));
  out["sections"].push_back(Section(Tr("Steps so far"), moves, /*details=*/true));
  if (replay.step() > 0) {
    out["actions"].push_back(Button("replay", Tr("First step"), "first"));
    out["actions"].push_back(Button("replay", Tr("Back a step"), "back"));
  }
  if (replay.step() < replay.steps()) {
    out["actions"].push_back(Button("replay", Tr("Next step"), "forward"));
    out["actions"].push_back(Button("replay", Tr("Last step"), "last"));
  }
  if (replay.GameOver() && facts.replay_review == nullptr && !facts.replay_reviewing &&
      !ReviewPoints(session).empty()) {
    out["actions"].push_back(Button("replay", Tr("Review with the Hard bot"), "review"));
  }
  if (replay.GameOver() && replay.HasSecrets()) {
    out["actions"].push_back(Button(
        "replay", replay.show_everything() ? Tr("Hide the secrets again") : Tr("Show everything"),
        "everything"));
  }
  if (facts.replay_review != nullptr) {
    for (const ReviewedDecision& decision : facts.replay_review->decisions) {
      if (decision.index != replay.step() - 1) continue;
      const std::string retry =
          // TRANSLATORS: a button: {move} is the number of the move the review marked.
          TrFormat("Try move {move} again", {{"move", std::to_string(decision.index + 1)}});
      out["actions"].push_back(Button("replay", retry, "retry"));
    }
  }
  if (replay.step() < replay.steps()) {
    out["actions"].push_back(Button("replay", Tr("Try again from here"), "again"));
  }
  if (facts.replay_from_link) {
    out["actions"].push_back(Button("replay", Tr("Keep this game"), "keep"));
  }
  out["actions"].push_back(Button("saves", Tr("Saved games")));
  out["actions"].push_back(Button("home", Tr("Home")));
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
          Section(Tr("Saving"),
                  // TRANSLATORS: {why} is the reason the game could not be saved (a sentence).
                  json::array({TrFormat("Not saved yet. {why} Play on; Tinsel keeps trying.",
                                        {{"why", AsSentence(game.save_error())}})})));
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
                    facts.refused + "|" + facts.screen_game + "|" +
                    (facts.rules != nullptr ? "rules" : "-") + "|" + facts.rules_problem + "|";
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
    *error = Tr("A request from the text table must name what to do.");
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
    // TRANSLATORS: {what} is the request's word as the page sent it ("move", "ready").
    *error = TrFormat("The text table cannot \"{what}\".", {{"what", what}});
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
    // TRANSLATORS: {what} is the request's word as the page sent it ("move", "rules").
    *error = TrFormat("The text table's \"{what}\" needs to say which.", {{"what", what}});
    return std::nullopt;
  }
  return out;
}

}  // namespace tinsel::app
