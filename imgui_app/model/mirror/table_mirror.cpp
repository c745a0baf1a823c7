#include "model/mirror/table_mirror.h"

#include "model/mirror/mirror_parts.h"
#include "model/mirror/screen_mirrors.h"
#include "tinsel/translate.h"
#include "tinsel/words.h"

namespace tinsel::app {

using nlohmann::json;
using namespace mirror;

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
