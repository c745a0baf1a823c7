// Learn to play in the mirror: the coach's words, the learner's moves, the lesson's buttons.
#include "model/mirror/mirror_parts.h"
#include "model/mirror/screen_mirrors.h"
#include "tinsel/translate.h"
#include "tinsel/words.h"

namespace tinsel::app::mirror {

using nlohmann::json;

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

}  // namespace tinsel::app::mirror
