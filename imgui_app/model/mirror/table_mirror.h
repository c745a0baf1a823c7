// The screen-reader table: what the page's text mirror of the game says (web/page/mirror.mjs
// renders it beside the canvas; docs/accessibility.md). For each screen a compact JSON: a title,
// the turn in a sentence, sections of lines, the buttons a player may press (for the player to
// move: their legal moves in the move log's sentences), what just happened and the move log.
//
// It shows only what the seat at the device may know, exactly as the canvas does: it reads the
// game through the play screen's viewer (model/play/viewer_policy.h) and the table redacted for
// that viewer (model/play/table.h); behind the pass-the-device screen, only what everyone may see.
// Private views are whatever a game's ObservationJson(viewer) shows beyond
// ObservationJson(kPublicViewer), read out by model/words/observation_text.h, so every registered
// game has a mirror. No ImGui here (tests/app/table_mirror_test.cpp).
#pragma once

#include <cstddef>
#include <cstdint>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "model/play/game_catalog.h"
#include "model/play/game_in_progress.h"
#include "model/play/lesson_runner.h"
#include "model/play/replay.h"
#include "model/saves/save_library.h"
#include "tinsel/review.h"
#include "tinsel/rules_page.h"
#include "tinsel/session.h"

namespace tinsel::app {

// What the mirror may know of the game on the table in this frame.
struct MirrorTable {
  // The state as `viewer` may know it (GameInProgress::TableFor), never the true state.
  const State& table;
  const SessionSetup& setup;
  // The move log as `viewer` may read it (GameInProgress::Log).
  const std::vector<LogLine>& log;
  size_t history_length = 0;
  // Changes with a new or loaded game and with an undo (SessionDriver::game_token).
  uint64_t game_token = 0;
  // Whose private view may show (a seat, or kPublicViewer) and whether they may move now.
  int viewer = kPublicViewer;
  bool input_enabled = false;
  // The pass-the-device screen names this seat (-1: no pass screen).
  int pass_to = -1;
  // The table view is showing what just happened step by step (play waits for it).
  bool holding = false;
  // Why the last move was refused (empty when it was not).
  std::string move_error;
  // What the viewer may decide before its turn (a guest's secret vote: ViewerTable).
  std::vector<Action> early_actions = {};
  // The coach's note for the viewer (empty: none) and whether it offers "Take it back".
  std::string coach_note = {};
  bool coach_take_back = false;
};

// The mirror of the play and pass screens.
nlohmann::json GameMirror(const MirrorTable& facts);
// The mirror of the game over screen: the ranking, the winners, the final table.
nlohmann::json OverMirror(const MirrorTable& facts);

// Everything the app knows about its screens that the mirror reads (App fills it in).
struct MirrorFacts {
  // "home", "setup", "play", "pass", "over", "saves" or "rules".
  std::string screen;
  // The home and saves screens' banner.
  std::string notice;
  // Home: the games and whether each can be played (has a table view); the unfinished game
  // Continue takes the player back to (its slot, "" for none, and its button's words).
  const std::vector<CatalogEntry>* catalog = nullptr;
  std::string continue_slot;
  std::string continue_label;
  // Setup: the choices made so far (seats and options; the seed is drawn at Start).
  std::optional<SessionSetup> setup_choices;
  // The game of the setup or rules screen.
  std::string screen_game;
  // Rules: the game's page (nullptr while it is on its way or could not be read) and why not.
  const RulesPage* rules = nullptr;
  std::string rules_problem;
  // Saves: the list.
  const std::vector<SlotSummary>* saves = nullptr;
  // Replay: the game stepped through, its review (if any, or while it runs) and whether it
  // came from a link (Keep is offered).
  Replay* replay = nullptr;
  const Review* replay_review = nullptr;
  bool replay_reviewing = false;
  bool replay_from_link = false;
  // Learn to play: the lesson on screen.
  const LessonRunner* lesson = nullptr;
  // The game on the table, if any, and the play screen as it was in the last frame.
  GameInProgress* game = nullptr;
  int viewer = kPublicViewer;
  bool input_enabled = false;
  int pass_to = -1;
  bool holding = false;
  std::string move_error;
  // Requests the mirror made so far, and why the last one was refused (empty: it was not).
  int requests = 0;
  std::string refused;
};

// The mirror of the current screen.
nlohmann::json TableMirror(const MirrorFacts& facts);

// Cheap to make every frame: changes whenever the mirror would say something new (the screen,
// the game and its history length, the viewer, whether a human may act, a refused request, the
// setup choices...), so the JSON is made only then.
std::string MirrorChangeKey(const MirrorFacts& facts);

// A button pressed in the mirror, as web/page/mirror.mjs sends it: {"do": ..., "arg": ..., "at":
// n}.
struct MirrorRequest {
  enum class Kind {
    kMove,        // arg: an action text of the player to move
    kReady,       // the pass screen's Ready
    kContinue,    // stop showing a result step by step (the mirror has read it out)
    kPlay,        // home: set up game `arg`
    kStart,       // setup: Start with the choices made
    kBack,        // setup and rules: Back
    kHome,        // to the home screen
    kRules,       // the rules of game `arg`
    kSaves,       // the saved games
    kPlayAgain,   // game over: the same seats again
    kOpenSave,    // saves: continue slot `arg`
    kOpenReplay,  // saves: replay slot `arg`
    kReplay,      // replay: `arg` first, back, forward, last, review, everything or keep
    kLearn,       // home: learn game `arg`
    kLesson,      // lesson: `arg` next, again, real, leave, or move:<action text>
    kCoach,       // play: the coach's note, `arg` ok or take-back
  };
  Kind kind = Kind::kHome;
  std::string arg;
  // The history length the button was made at: a move or Ready offered at another position
  // is refused (the table changed under the player's finger).
  size_t at = 0;
};

// Parses a request; nullopt (and `error`) when it is not one.
std::optional<MirrorRequest> ParseMirrorRequest(const std::string& text, std::string* error);

}  // namespace tinsel::app
