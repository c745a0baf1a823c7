// LessonRunner: a guided first game (tinsel/lesson.h) as the learner plays it, one step at a
// time. It says the coach's words, rings the piece a step speaks of, takes the learner's move
// (the scripted one, or a choice the step allows; another gets a kind sentence and another
// try, the game untouched), plays the other seats' scripted moves a moment after, and keeps the
// learner's place in storage so a lesson left is resumed where it was. No ImGui here.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "model/saves/storage.h"
#include "tinsel/lesson.h"
#include "tinsel/translate.h"

namespace tinsel::app {

class LessonRunner {
 public:
  enum class Phase {
    kRead,        // words only: Next goes on
    kYourMove,    // the learner is asked for a move
    kOthersMove,  // another seat's scripted move, played a moment after (Tick)
    kWhy,         // a move was made: why; Next goes on
    kEnd,         // the lesson is over: play a real game now
  };
  // Pause before another seat's scripted move, in seconds (scaled by set_pause_scale).
  static constexpr double kOthersDelay = 0.8;
  static constexpr const char* kProgressPrefix = "tinsel/lesson/";

  // Starts `lesson` for the learner, resuming the place kept in `storage` (if it still fits
  // the script). Nullptr with the reason when the lesson cannot start.
  static std::unique_ptr<LessonRunner> Start(Lesson lesson, Storage* storage, std::string* error);

  const Lesson& lesson() const { return lesson_; }
  const Session& session() const { return *session_; }
  Phase phase() const { return phase_; }
  int step() const { return step_; }  // the step shown (steps().size() at the end)
  int steps() const { return static_cast<int>(lesson_.steps.size()); }
  // What the coach says now, and a kind sentence after a move the step did not ask for ("").
  // In the chosen language, asked at each draw: the lessons' English words are the catalogs'
  // messages (tools/web/i18n.mjs extracts them from each lesson.json).
  std::string words() const { return Tr(words_.c_str()); }
  std::string feedback() const { return Tr(feedback_.c_str()); }
  std::string title() const { return Tr(lesson_.title.c_str()); }
  // The move ringed on the table now (a learner's step: the move asked for).
  std::optional<Action> Light() const;
  // The move the current learner's step asks for, in its text form ("" when none is asked).
  std::string AskedMove() const;
  // Changes whenever the game starts over (the views forget what they showed).
  uint64_t game_token() const { return game_token_; }

  // The learner's move. Accepted: played, the phase becomes kWhy (or the next step). Refused:
  // the game untouched, feedback() says why kindly.
  Status TryMove(Action action, double now);
  // The Next button, in kRead and kWhy.
  Status Next(double now);
  // Plays another seat's scripted move once its moment has come. True when the game changed.
  bool Tick(double now);
  // Starts the lesson over from its first step.
  void Restart(double now);
  void set_pause_scale(double scale) { pause_scale_ = scale < 0 ? 0 : scale; }
  // Whether the learner has finished this game's lesson before (kept in storage).
  static bool Finished(Storage& storage, const std::string& game_id);
  // Whether the learner has started it (finished or not).
  static bool Started(Storage& storage, const std::string& game_id);

 private:
  LessonRunner(Lesson lesson, Storage* storage);
  // Shows step `step` (playing nothing): its words and phase.
  void Enter(int step, double now);
  void Keep();  // the learner's place, in storage
  Status Play(const std::string& text, double now);

  Lesson lesson_;
  Storage* storage_;
  std::unique_ptr<Session> session_;
  int step_ = 0;
  Phase phase_ = Phase::kRead;
  std::string words_;
  std::string feedback_;
  std::vector<std::string> played_;  // the moves made, in order (a resume replays them)
  double due_ = 0;
  double pause_scale_ = 1.0;
  uint64_t game_token_ = 1;
};

}  // namespace tinsel::app
