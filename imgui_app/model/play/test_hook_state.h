// The summary of what the app shows that the browser test hooks return
// (window.tinsel.state(), App::TestState(); the fields are in docs/test-hooks.md), built
// from plain facts about the current screen so that it is unit-tested without ImGui.
#pragma once

#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "model/play/game_in_progress.h"
#include "model/saves/save_library.h"

namespace tinsel::app {

struct TestHookFacts {
  // "home", "setup", "play", "pass", "over", "saves" or "rules".
  std::string screen;
  // The home and saves screens' banner (e.g. a save that would not open).
  std::string notice;
  // The game of the setup or rules screen.
  std::string screen_game;
  // The saves screen's list.
  const std::vector<SlotSummary>* saves = nullptr;
  // The game on the table, if any (its move log is read through it).
  GameInProgress* game = nullptr;
  // The play screen in the last frame: whether a human could act, as which viewer, and its
  // status line.
  bool input_enabled = false;
  int viewer = kPublicViewer;
  std::string status;
};

nlohmann::json TestHookState(const TestHookFacts& facts);

}  // namespace tinsel::app
