// What a table view may know of the game, and nothing more. A view never sees the Session or
// the true state: it gets the state as its viewer may know it (State::Resample for the
// viewer, with a fixed seed: everything the viewer cannot see, such as other players' hands
// or votes not yet revealed, is replaced by a consistent made-up world), and the public
// facts it needs. So a view cannot peek even by mistake, like the bots
// (tests/views/no_peeking_test.cpp proves it for every registered game's view).
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "tinsel/game.h"

namespace tinsel::app {

// One frame's view of the table for one viewer.
struct ViewerTable {
  // The state as `viewer` may know it: their own hand and votes are there, nobody else's.
  const State& table;
  const std::vector<std::string>& seat_names;
  // Moves made so far (chance included): views compare it with the last frame's only to
  // notice new moves, for their animations.
  size_t history_length;
  // Changes with a new or loaded game and with an undo: the view starts over, replaying
  // nothing.
  uint64_t game_token;
  // The seat whose private information is shown, or kPublicViewer (nobody's).
  int viewer;
  // Whether a human may act now (false while a bot thinks or a result is shown).
  bool input_enabled;
  // A move suggested to the viewer (one of the state's LegalActions()); nullopt when no hint
  // is showing.
  std::optional<Action> hint;
  // At a table across devices, while another seat moves: what the viewer may decide before
  // its turn (State::EarlyActions: a secret vote while others vote), and what it decided
  // (nullopt: nothing yet). Views that have no such step ignore both.
  std::vector<Action> early_actions = {};
  std::optional<Action> early_decided = std::nullopt;
};

// Builds ViewerTables from the true state, keeping the last redaction: it is made again only
// when the game (its token), its history length or the viewer changes.
class TableRedactor {
 public:
  ViewerTable For(const State& truth, const std::vector<std::string>& seat_names,
                  size_t history_length, uint64_t game_token, int viewer, bool input_enabled,
                  std::optional<Action> hint);

 private:
  std::unique_ptr<State> redacted_;
  uint64_t token_ = 0;
  size_t history_length_ = 0;
  int viewer_ = kPublicViewer;
};

}  // namespace tinsel::app
