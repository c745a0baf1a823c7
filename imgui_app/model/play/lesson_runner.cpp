#include "model/play/lesson_runner.h"

#include <algorithm>
#include <nlohmann/json.hpp>

#include "tinsel/translate.h"

namespace tinsel::app {
namespace {

using nlohmann::json;

std::optional<json> ReadProgress(Storage& storage, const std::string& game_id) {
  const std::optional<std::string> text = storage.Get(LessonRunner::kProgressPrefix + game_id);
  if (!text) return std::nullopt;
  json progress = json::parse(*text, nullptr, /*allow_exceptions=*/false);
  if (!progress.is_object()) return std::nullopt;
  return progress;
}

}  // namespace

LessonRunner::LessonRunner(Lesson lesson, Storage* storage)
    : lesson_(std::move(lesson)), storage_(storage) {}

std::unique_ptr<LessonRunner> LessonRunner::Start(Lesson lesson, Storage* storage,
                                                  std::string* error) {
  std::unique_ptr<LessonRunner> runner(new LessonRunner(std::move(lesson), storage));
  runner->session_ = StartLesson(runner->lesson_, error);
  if (runner->session_ == nullptr) return nullptr;
  if (LessonDealDigest(*runner->session_) != runner->lesson_.deal) {
    *error = Tr("This lesson's deal is not the one its seed gives.");
    return nullptr;
  }
  // Resume: the moves kept, replayed step by step; anything that does not fit starts over.
  int resume_at = 0;
  std::vector<std::string> moves;
  if (storage != nullptr) {
    if (const std::optional<json> progress = ReadProgress(*storage, runner->lesson_.game_id)) {
      // Damaged progress (a hand-edited storage) starts over rather than throwing.
      const auto step = progress->find("step");
      if (step != progress->end() && step->is_number_integer()) resume_at = step->get<int>();
      const auto kept = progress->find("moves");
      if (kept != progress->end() && kept->is_array()) {
        for (const json& move : *kept) {
          if (move.is_string()) moves.push_back(move.get<std::string>());
        }
      }
    }
  }
  resume_at = std::clamp(resume_at, 0, runner->steps());
  size_t next_move = 0;
  bool fits = true;
  for (int step = 0; step < resume_at && fits; ++step) {
    if (runner->lesson_.steps[step].move.empty()) continue;
    fits = next_move < moves.size() &&
           PlayLessonMove(runner->lesson_, step, moves[next_move], *runner->session_).ok();
    if (fits) runner->played_.push_back(moves[next_move++]);
  }
  if (!fits) {
    runner->session_ = StartLesson(runner->lesson_, error);
    runner->played_.clear();
    resume_at = 0;
  }
  runner->Enter(resume_at, 0);
  return runner;
}

std::optional<Action> LessonRunner::Light() const {
  if (step_ >= steps()) return std::nullopt;
  const LessonStep& s = lesson_.steps[step_];
  std::string text;
  if (phase_ == Phase::kYourMove) text = s.light.empty() ? s.move : s.light;
  if (phase_ == Phase::kRead) text = s.light;
  const State& state = session_->state();
  if (text.empty() || state.IsTerminal() || state.IsChanceNode()) return std::nullopt;
  return state.StringToAction(state.CurrentPlayer(), text);
}

std::string LessonRunner::AskedMove() const {
  return phase_ == Phase::kYourMove ? lesson_.steps[step_].move : std::string();
}

void LessonRunner::Enter(int step, double now) {
  step_ = std::clamp(step, 0, steps());
  feedback_.clear();
  if (step_ == steps()) {
    phase_ = Phase::kEnd;
    words_ = lesson_.end;
  } else {
    const LessonStep& s = lesson_.steps[step_];
    const State& state = session_->state();
    if (s.move.empty()) {
      phase_ = Phase::kRead;
      words_ = s.say.empty() ? s.why : s.say;
    } else if (state.CurrentPlayer() == kLearnerSeat) {
      phase_ = Phase::kYourMove;
      words_ = s.say;
    } else {
      phase_ = Phase::kOthersMove;
      words_ = s.say.empty()
                   ? TrFormat("{name}'s turn.",
                              {{"name", session_->setup().seats[state.CurrentPlayer()].name}})
                   : s.say;
      due_ = now + kOthersDelay * pause_scale_;
    }
  }
  Keep();
}

void LessonRunner::Keep() {
  if (storage_ == nullptr) return;
  json progress = {{"step", step_}, {"moves", played_}, {"finished", phase_ == Phase::kEnd}};
  // A place that cannot be kept (a full storage) only means the lesson starts over next time.
  (void)storage_->Set(kProgressPrefix + lesson_.game_id, progress.dump());
}

Status LessonRunner::Play(const std::string& text, double now) {
  const Status played = PlayLessonMove(lesson_, step_, text, *session_);
  if (!played.ok()) return played;
  played_.push_back(text);
  const std::string& why = lesson_.steps[step_].why;
  if (why.empty()) {
    Enter(step_ + 1, now);
  } else {
    phase_ = Phase::kWhy;
    words_ = why;
    feedback_.clear();
    // Kept as the next step: a lesson left now resumes after this move.
    ++step_;
    Keep();
    --step_;
  }
  return Status::Ok();
}

Status LessonRunner::TryMove(Action action, double now) {
  if (phase_ != Phase::kYourMove) {
    return Status::Error(Tr("The lesson is not asking for a move now."));
  }
  const LessonStep& s = lesson_.steps[step_];
  const std::string text = session_->state().ActionToString(kLearnerSeat, action);
  if (text == s.move || std::find(s.also.begin(), s.also.end(), text) != s.also.end()) {
    return Play(text, now);
  }
  feedback_ = s.wrong.empty() ? Tr("Not that one this time. Try the move the coach describes: the "
                                   "ringed piece shows where.")
                              : s.wrong;
  return Status::Error(feedback_);
}

Status LessonRunner::Next(double now) {
  if (phase_ != Phase::kRead && phase_ != Phase::kWhy) {
    return Status::Error(phase_ == Phase::kYourMove ? Tr("Make the move the coach asks for first.")
                                                    : Tr("Nothing to go on to now."));
  }
  Enter(step_ + 1, now);
  return Status::Ok();
}

bool LessonRunner::Tick(double now) {
  if (phase_ != Phase::kOthersMove || now < due_) return false;
  return Play(lesson_.steps[step_].move, now).ok();
}

void LessonRunner::Restart(double now) {
  std::string error;
  std::unique_ptr<Session> fresh = StartLesson(lesson_, &error);
  if (fresh == nullptr) return;
  session_ = std::move(fresh);
  played_.clear();
  ++game_token_;
  Enter(0, now);
}

bool LessonRunner::Finished(Storage& storage, const std::string& game_id) {
  const std::optional<json> progress = ReadProgress(storage, game_id);
  if (!progress) return false;
  const auto finished = progress->find("finished");
  return finished != progress->end() && finished->is_boolean() && finished->get<bool>();
}

bool LessonRunner::Started(Storage& storage, const std::string& game_id) {
  return ReadProgress(storage, game_id).has_value();
}

}  // namespace tinsel::app
