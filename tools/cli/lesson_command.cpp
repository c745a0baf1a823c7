// lesson: checks a guided first game (core/games/<game>/lesson.json) and walks it, for the
// people who write lessons: the deal's digest, each step with whose move it is, and where the
// script stops (or at its end) the table and every legal move with its text.
#include <cstdio>
#include <fstream>
#include <sstream>

#include "args.h"
#include "commands.h"
#include "tinsel/lesson.h"

namespace tinsel::cli {
namespace {

constexpr const char* kUsage = "usage: tinsel lesson LESSON.json [--walk]";

void PrintMoves(const Session& session) {
  const State& state = session.state();
  std::printf("%s\n", state.ToString().c_str());
  if (state.IsTerminal()) {
    std::printf("The game is over.\n");
    return;
  }
  const int player = state.CurrentPlayer();
  std::printf("%s to move; legal moves:\n", session.setup().seats[player].name.c_str());
  for (const Action action : state.LegalActions()) {
    std::printf("  %-24s %s\n", state.ActionToString(player, action).c_str(),
                state.DescribeAction(player, action, player).c_str());
  }
}

}  // namespace

int RunLesson(int argc, char** argv) {
  std::string error;
  const auto args = Args::Parse(argc, argv, 2, {"walk"}, &error);
  if (!args) return Fail("lesson", error, 2);
  if (args->positional().size() != 1) return Fail("lesson", kUsage, 2);
  std::ifstream file(args->positional()[0]);
  if (!file) return Fail("lesson", "cannot read " + args->positional()[0], 1);
  std::stringstream text;
  text << file.rdbuf();
  Lesson lesson;
  if (const Status parsed = ParseLesson(text.str(), &lesson); !parsed.ok()) {
    return Fail("lesson", parsed.message(), 1);
  }
  std::unique_ptr<Session> session = StartLesson(lesson, &error);
  if (session == nullptr) return Fail("lesson", error, 1);
  std::printf("%s: %zu steps, deal %s\n", lesson.title.c_str(), lesson.steps.size(),
              LessonDealDigest(*session).c_str());
  if (args->Has("walk")) {
    for (size_t i = 0; i < lesson.steps.size(); ++i) {
      const LessonStep& step = lesson.steps[i];
      const State& state = session->state();
      const std::string who =
          state.IsTerminal() ? "-" : session->setup().seats[state.CurrentPlayer()].name;
      std::printf("step %zu (%s): %s\n", i + 1, who.c_str(),
                  (step.say.empty() ? step.why : step.say).c_str());
      if (step.move.empty()) continue;
      if (const Status played = PlayLessonMove(lesson, static_cast<int>(i), step.move, *session);
          !played.ok()) {
        std::printf("  stops here: %s\n", played.message().c_str());
        PrintMoves(*session);
        return 1;
      }
      std::printf("  played %s\n", step.move.c_str());
    }
    std::printf("At the end of the script:\n");
    PrintMoves(*session);
  }
  if (const Status valid = ValidateLesson(lesson); !valid.ok()) {
    return Fail("lesson", valid.message(), 1);
  }
  const std::vector<std::string> topics = LessonTopics(lesson);
  std::printf("valid; teaches:");
  for (const std::string& topic : topics) std::printf(" %s", topic.c_str());
  std::printf("\n");
  return 0;
}

}  // namespace tinsel::cli
