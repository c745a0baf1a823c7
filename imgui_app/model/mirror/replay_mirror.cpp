// A replay in the mirror: the step on show, the review's marks, the replay's buttons.
#include "model/mirror/mirror_parts.h"
#include "model/mirror/screen_mirrors.h"
#include "tinsel/review.h"
#include "tinsel/translate.h"

namespace tinsel::app::mirror {

using nlohmann::json;

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

}  // namespace tinsel::app::mirror
