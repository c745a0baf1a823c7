#include "model/play/test_hook_state.h"

namespace tinsel::app {

nlohmann::json TestHookState(const TestHookFacts& facts) {
  using nlohmann::json;
  json out = {{"screen", facts.screen},
              {"game", ""},
              {"players", json::array()},
              {"current", kTerminalPlayer},
              {"legal", json::array()},
              {"log", json::array()},
              {"over", false},
              {"history_length", 0},
              {"message", facts.notice}};
  if (facts.screen == "setup" || facts.screen == "rules") out["game"] = facts.screen_game;
  if (facts.screen == "saves" && facts.saves != nullptr) {
    json saves = json::array();
    for (const SlotSummary& s : *facts.saves) saves.push_back(s.ToJson());
    out["saves"] = saves;
  }
  if (facts.game == nullptr) return out;

  GameInProgress& game = *facts.game;
  const Session& session = game.session();
  const State& state = session.state();
  out["game"] = session.setup().game_id;
  out["slot"] = game.slot();
  out["save_error"] = game.save_error();
  // The coach's note (shown only while its seat's table is: `coach.seat` against `viewer`).
  const std::optional<Coach::Note>& note = game.coach().note();
  out["coach"] =
      note ? nlohmann::json{{"seat", note->seat}, {"move", note->index + 1}, {"words", note->words}}
           : nlohmann::json(nullptr);
  out["coach_thinking"] = game.coach().thinking();
  const std::vector<double> scores = state.Scores();
  for (int i = 0; i < session.NumPlayers(); ++i) {
    const Seat& seat = session.setup().seats[i];
    out["players"].push_back({{"name", seat.name},
                              {"kind", seat.bot ? "bot" : "human"},
                              {"level", seat.level},
                              {"score", i < static_cast<int>(scores.size()) ? scores[i] : 0.0}});
  }
  const int current = state.CurrentPlayer();
  out["current"] = current;
  out["over"] = state.IsTerminal();
  out["history_length"] = session.history().size();
  out["bot_thinking"] = session.BotToMove();
  const bool table = facts.screen == "play";
  // Whose secrets the table shows (-1: nobody's, the open table).
  out["viewer"] = table ? facts.viewer : kPublicViewer;
  if (table && facts.input_enabled && current >= 0) {
    for (Action action : state.LegalActions()) {
      out["legal"].push_back(state.ActionToString(current, action));
    }
    if (const std::optional<Action> hint = game.driver().hint()) {
      out["hint"] = state.ActionToString(current, *hint);
      out["hint_reason"] = game.driver().hint_reason();
    }
  }
  // A guest's secret vote while the others vote: what it may cast, and what it cast.
  if (table && !facts.input_enabled && facts.viewer >= 0) {
    json early = json::array();
    for (Action action : game.driver().EarlyMoves(facts.viewer)) {
      early.push_back(state.ActionToString(facts.viewer, action));
    }
    out["early"] = early;
    if (const std::optional<Action> decided = game.driver().EarlyDecided(facts.viewer)) {
      out["early_decided"] = state.ActionToString(facts.viewer, *decided);
    }
  }
  if (table || facts.screen == "pass") {
    // A failed save is news the player must see: the banner's words come first.
    out["message"] = game.save_error().empty()
                         ? facts.status
                         : "Not saved yet. " + AsSentence(game.save_error()) + " " + facts.status;
  }
  for (const LogLine& line : game.Log(table ? facts.viewer : kPublicViewer)) {
    out["log"].push_back(line.text);
  }
  if (state.IsTerminal()) {
    json winners = json::array();
    for (bool w : state.Winners()) winners.push_back(w);
    out["winners"] = winners;
  }
  return out;
}

}  // namespace tinsel::app
