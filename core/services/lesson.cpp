#include "tinsel/lesson.h"

#include <algorithm>
#include <cstdio>
#include <nlohmann/json.hpp>
#include <set>

#include "tinsel/translate.h"

namespace tinsel {
namespace {

using nlohmann::json;

std::string StepName(int step) { return "step " + std::to_string(step + 1); }

std::string Text(const json& object, const char* key) {
  const auto it = object.find(key);
  return it != object.end() && it->is_string() ? it->get<std::string>() : std::string();
}

std::vector<std::string> Texts(const json& object, const char* key) {
  std::vector<std::string> out;
  const auto it = object.find(key);
  if (it == object.end() || !it->is_array()) return out;
  for (const json& item : *it) {
    if (item.is_string()) out.push_back(item.get<std::string>());
  }
  return out;
}

// Whether `text` is a legal decision now.
bool LegalNow(const Session& session, const std::string& text) {
  const State& state = session.state();
  if (state.IsTerminal() || state.IsChanceNode()) return false;
  const std::optional<Action> action = state.StringToAction(state.CurrentPlayer(), text);
  if (!action) return false;
  const std::vector<Action> legal = state.LegalActions();
  return std::find(legal.begin(), legal.end(), *action) != legal.end();
}

Status ValidateFrom(const Lesson& lesson, int from, const Session& session, int depth);

// A copy of the game as it stands (its setup and history replayed).
std::unique_ptr<Session> CopyOf(const Session& session) {
  std::string error;
  std::unique_ptr<Session> copy = Session::Create(session.setup(), &error);
  if (copy == nullptr || !copy->Replay(session.HistoryTexts()).ok()) return nullptr;
  return copy;
}

Status ValidateStep(const Lesson& lesson, int step, const Session& session, int depth) {
  const LessonStep& s = lesson.steps[step];
  if (s.say.empty() && s.why.empty()) return Status::Error(StepName(step) + " says nothing.");
  if (!s.light.empty() && !LegalNow(session, s.light)) {
    return Status::Error(StepName(step) + " lights \"" + s.light + "\", not a legal move then.");
  }
  if (s.move.empty()) {
    if (!s.also.empty()) return Status::Error(StepName(step) + " has \"also\" but no move.");
    return ValidateFrom(lesson, step + 1, session, depth);
  }
  if (session.state().IsTerminal()) {
    return Status::Error(StepName(step) + " asks for a move after the game is over.");
  }
  const bool learner = session.state().CurrentPlayer() == kLearnerSeat;
  if (!learner && !s.also.empty()) {
    return Status::Error(StepName(step) + ": only the learner's steps may offer a choice.");
  }
  if (learner && s.say.empty()) {
    return Status::Error(StepName(step) + " asks the learner for a move without saying what.");
  }
  std::vector<std::string> moves = {s.move};
  moves.insert(moves.end(), s.also.begin(), s.also.end());
  for (const std::string& move : moves) {
    std::unique_ptr<Session> next = CopyOf(session);
    if (next == nullptr) return Status::Error(StepName(step) + ": the game could not be copied.");
    if (!LegalNow(*next, move)) {
      return Status::Error(StepName(step) + ": \"" + move + "\" is not a legal move for " +
                           session.setup().seats[session.state().CurrentPlayer()].name + " then.");
    }
    const Status played = PlayLessonMove(lesson, step, move, *next);
    if (!played.ok()) return Status::Error(StepName(step) + ": " + played.message());
    // Only the scripted move continues the walk in full; a choice is walked too, once per
    // branch, but never nested more than a few choices deep (their number multiplies).
    if (move != s.move && depth >= 3) continue;
    const Status rest = ValidateFrom(lesson, step + 1, *next, depth + (move != s.move));
    if (!rest.ok()) {
      return move == s.move ? rest
                            : Status::Error("after \"" + move + "\" at " + StepName(step) + ", " +
                                            rest.message());
    }
  }
  return Status::Ok();
}

Status ValidateFrom(const Lesson& lesson, int from, const Session& session, int depth) {
  if (from >= static_cast<int>(lesson.steps.size())) return Status::Ok();
  return ValidateStep(lesson, from, session, depth);
}

}  // namespace

Status ParseLesson(const std::string& text, Lesson* lesson) {
  const json parsed = json::parse(text, nullptr, /*allow_exceptions=*/false);
  if (!parsed.is_object()) return Status::Error(Tr("The lesson is not a JSON object."));
  Lesson out;
  out.game_id = Text(parsed, "game");
  out.title = Text(parsed, "title");
  out.deal = Text(parsed, "deal");
  out.end = Text(parsed, "end");
  if (out.game_id.empty() || out.title.empty()) {
    // TRANSLATORS: a damaged lesson file; the words in quotation marks are its field names, as
    // written in the file.
    return Status::Error(Tr("The lesson needs a \"game\" and a \"title\"."));
  }
  out.setup.game_id = out.game_id;
  const auto seed = parsed.find("seed");
  if (seed == parsed.end() || !seed->is_number_unsigned()) {
    // TRANSLATORS: a damaged lesson file; "seed" is a field name, as written in the file.
    return Status::Error(Tr("The lesson needs a \"seed\" (a whole number)."));
  }
  out.setup.seed = seed->get<uint64_t>();
  if (const auto options = parsed.find("options"); options != parsed.end()) {
    if (!options->is_object()) {
      // TRANSLATORS: a damaged lesson file; "options" is a field name, as written in the file.
      return Status::Error(Tr("\"options\" must be an object."));
    }
    for (const auto& [key, value] : options->items()) {
      if (!value.is_string()) {
        // TRANSLATORS: a damaged lesson file; {option} is an option's name, as written in it.
        return Status::Error(TrFormat("Option \"{option}\" must be text.", {{"option", key}}));
      }
      out.setup.options[key] = value.get<std::string>();
    }
  }
  const auto seats = parsed.find("seats");
  if (seats == parsed.end() || !seats->is_array() || seats->empty()) {
    // TRANSLATORS: a damaged lesson file; "seats" is a field name, as written in the file.
    return Status::Error(Tr("The lesson needs \"seats\", the learner first."));
  }
  for (const json& seat : *seats) {
    const std::string name = seat.is_object() ? Text(seat, "name") : "";
    // TRANSLATORS: a damaged lesson file; "name" is a field name, as written in the file.
    if (name.empty()) return Status::Error(Tr("Every seat needs a \"name\"."));
    // The learner plays; the script plays the others (as Easy bots in a real game).
    const bool bot = !out.setup.seats.empty();
    out.setup.seats.push_back({name, bot, bot ? "easy" : ""});
  }
  const auto steps = parsed.find("steps");
  if (steps == parsed.end() || !steps->is_array() || steps->empty()) {
    // TRANSLATORS: a damaged lesson file; "steps" is a field name, as written in the file.
    return Status::Error(Tr("The lesson needs \"steps\"."));
  }
  for (const json& item : *steps) {
    if (!item.is_object()) return Status::Error(Tr("Every step must be an object."));
    LessonStep step;
    step.say = Text(item, "say");
    step.move = Text(item, "move");
    step.also = Texts(item, "also");
    step.wrong = Text(item, "wrong");
    step.why = Text(item, "why");
    step.light = Text(item, "light");
    step.teaches = Texts(item, "teaches");
    out.steps.push_back(std::move(step));
  }
  *lesson = std::move(out);
  return Status::Ok();
}

std::unique_ptr<Session> StartLesson(const Lesson& lesson, std::string* error) {
  std::unique_ptr<Session> session = Session::Create(lesson.setup, error);
  if (session != nullptr) session->ResolveChance();
  return session;
}

std::string LessonDealDigest(const Session& start) {
  // FNV-1a over the chance outcomes' texts: the same seed and rules give the same digest.
  uint64_t hash = 1469598103934665603ull;
  for (const HistoryEntry& entry : start.history()) {
    for (const char c : entry.text + "\n") {
      hash = (hash ^ static_cast<unsigned char>(c)) * 1099511628211ull;
    }
  }
  char hex[17];
  std::snprintf(hex, sizeof hex, "%016llx", static_cast<unsigned long long>(hash));
  return hex;
}

Status PlayLessonMove(const Lesson& lesson, int step, const std::string& text, Session& session) {
  if (step < 0 || step >= static_cast<int>(lesson.steps.size())) {
    return Status::Error("There is no " + StepName(step) + ".");
  }
  const LessonStep& s = lesson.steps[step];
  if (s.move.empty()) return Status::Error(StepName(step) + " asks for no move.");
  if (text != s.move && std::find(s.also.begin(), s.also.end(), text) == s.also.end()) {
    return Status::Error("\"" + text + "\" is not the move " + StepName(step) + " asks for.");
  }
  const Status applied = session.ApplyText(text);
  if (!applied.ok()) return applied;
  session.ResolveChance();
  return Status::Ok();
}

Status ValidateLesson(const Lesson& lesson) {
  std::string error;
  std::unique_ptr<Session> start = StartLesson(lesson, &error);
  if (start == nullptr) return Status::Error("The lesson's setup is refused: " + error);
  if (LessonDealDigest(*start) != lesson.deal) {
    return Status::Error("The seed deals " + LessonDealDigest(*start) + ", not the lesson's \"" +
                         lesson.deal + "\".");
  }
  if (lesson.end.empty()) return Status::Error("The lesson needs an \"end\".");
  return ValidateFrom(lesson, 0, *start, 0);
}

std::vector<std::string> LessonTopics(const Lesson& lesson) {
  std::set<std::string> topics;
  for (const LessonStep& step : lesson.steps)
    topics.insert(step.teaches.begin(), step.teaches.end());
  return {topics.begin(), topics.end()};
}

}  // namespace tinsel
