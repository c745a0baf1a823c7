// A guided first game ("Learn to play"): a real game on a chosen deal, scripted step by step.
// Each game keeps its lesson as data in its own folder (core/games/<game>/lesson.json):
//
//   {"game": "trim-the-tree", "title": "...", "seed": 12, "options": {},
//    "seats": [{"name": "You"}, {"name": "Holly"}],     // seat 0 is the learner
//    "deal": "9f2c...",                                   // LessonDealDigest of the seed's deal
//    "steps": [
//      {"say": "One idea, in plain words.", "light": "move text", "teaches": ["spaces"]},
//      {"say": "Your turn: ...", "move": "move text", "also": ["another move text"],
//       "wrong": "A kind sentence when another move is tried.", "why": "Why that move."},
//      {"move": "a bot seat's move", "why": "What just happened and why."}],
//    "end": "What the learner knows now."}
//
// A step with "move" is made by the seat to move: the learner makes it (the scripted move or
// one of "also", each of which the rest of the script allows), the other seats play it by
// themselves. Chance (deals, draws) comes from the seed, exactly as in a game. "light" marks a
// piece or a target on the table (a move's text: the view rings it as it rings a hint); a
// learner's step lights its move. ValidateLesson plays every path through the script.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "tinsel/session.h"

namespace tinsel {

struct LessonStep {
  std::string say;   // the coach's words before (or, for "say" alone, instead of) a move
  std::string move;  // the move's canonical text; empty: words only
  std::vector<std::string> also;  // other moves the learner may make here (free choice)
  std::string wrong;              // said when the learner tries another move
  std::string why;                // said once the move is made
  std::string light;              // a move's text to ring on the table (a learner's step: its move)
  std::vector<std::string> teaches;  // the rules this step teaches (topic names)
};

struct Lesson {
  std::string game_id;
  std::string title;
  SessionSetup setup;  // seat 0 is the learner; the others are played by the script
  std::string deal;    // LessonDealDigest the seed must give
  std::vector<LessonStep> steps;
  std::string end;
};

// The learner's seat.
constexpr int kLearnerSeat = 0;

// Reads a lesson. Refused in words (nothing half-read) when the text is not one.
Status ParseLesson(const std::string& text, Lesson* lesson);

// The game at the start of the lesson: its setup, chance resolved up to the first decision.
std::unique_ptr<Session> StartLesson(const Lesson& lesson, std::string* error);

// A digest of the deal: the chance outcomes drawn before the first decision, as hex text.
std::string LessonDealDigest(const Session& start);

// Applies step `step`'s move (`text`: the scripted move or one of its "also"), then resolves
// chance. Refused when the step has no move or the text is not one of its moves.
Status PlayLessonMove(const Lesson& lesson, int step, const std::string& text, Session& session);

// The whole script checked: the game and setup exist; the seed gives `deal`; every scripted
// move, and every "also" with the rest of the script after it, is legal at its step and made
// by the seat the step expects (a learner's step asks the learner); every "light" names a
// legal move of that moment; every step says something. Errors name the step (1-based).
Status ValidateLesson(const Lesson& lesson);

// Every topic some step teaches.
std::vector<std::string> LessonTopics(const Lesson& lesson);

}  // namespace tinsel
