// GameView: draws one game's table with ImDrawList and turns clicks into actions chosen
// from the state's LegalActions(). A view holds no rules: it asks the state what is legal
// and why not (State::WhyIllegal, through kit::Propose) and shows that. It sees only what its
// viewer may know (model/play/table.h): never the Session, never the true state.
#pragma once

#include <imgui.h>

#include <memory>
#include <optional>
#include <string>

#include "model/play/table.h"
#include "widget_registry.h"

namespace tinsel::app {

// What a view is given each frame: the table as the viewer may know it (ViewerTable: the
// redacted state, the seat names, the history length, the game token, the viewer, whether a
// human may act, the hint), where to draw, and where to register what can be clicked.
struct ViewContext : ViewerTable {
  // The area the view draws into, in ImGui screen coordinates.
  ImVec2 origin;
  ImVec2 size;
  // Every clickable thing the view draws is registered here (browser test hooks).
  WidgetRegistry& widgets;
};

struct ViewResult {
  std::optional<Action> action;  // a complete move chosen by clicks
  std::string message;           // a sentence for the status line (e.g. why a click is illegal)
  // The view is showing something the players should follow before play goes on (e.g.
  // tricks scored one by one): bots wait while it is set.
  bool hold = false;
};

class GameView {
 public:
  virtual ~GameView() = default;
  // Called every frame. Views mark the hint (ViewerTable::hint: the play screen's Hint button,
  // the Hard bot thinking from the viewer's seat only) on the table (a distinct ring on the
  // piece and target, the card, the bid) without selecting or playing it.
  virtual ViewResult Draw(const ViewContext& context) = 0;
  // Forget any half-made choice (e.g. a selected ornament) after undo, load or a bot move.
  virtual void Reset() {}
  // Stops showing a result step by step (trick scoring, a ballot's reveal, a summary) at once:
  // the screen-reader table's Continue, once it has read the result out. Views that hold
  // nothing keep the default.
  virtual void Dismiss() {}
  // Whether the player has a half-made choice that Reset would forget (Escape cancels it;
  // with none, Escape leaves the table).
  virtual bool HasChoice() const { return false; }
};

// Makes the view for a game id; nullptr when the game has no view yet.
std::unique_ptr<GameView> MakeGameView(const std::string& game_id);

// For the tests alone (tests/games/test_games.cpp): the view of a game they register
// (RegisterGameForTests). Never called by the app.
using GameViewFactory = std::unique_ptr<GameView> (*)();
void RegisterGameViewForTests(const std::string& game_id, GameViewFactory make);

}  // namespace tinsel::app
