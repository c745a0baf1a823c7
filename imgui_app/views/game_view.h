// GameView: draws one game's table with ImDrawList and turns clicks into actions chosen
// from the state's LegalActions(). A view holds no rules: it asks the state what is legal
// and why not (State::WhyIllegal) and shows that.
#pragma once

#include <imgui.h>

#include <memory>
#include <optional>
#include <string>

#include "tinsel/game.h"
#include "tinsel/session.h"
#include "widget_registry.h"

namespace tinsel::app {

struct ViewContext {
  const Session& session;
  // The seat whose private information may be shown (a human's hand), or kPublicViewer
  // while the device is being passed or only bots are to move.
  int viewer = kPublicViewer;
  // Whether a human may act now (false while a bot thinks or an animation plays).
  bool input_enabled = false;
  // The area the view draws into, in ImGui screen coordinates.
  ImVec2 origin;
  ImVec2 size;
  // Every clickable thing the view draws is registered here (browser test hooks).
  WidgetRegistry& widgets;
  // A move suggested to the human to move (the play screen's Hint button: the Hard bot,
  // thinking from that seat's view only). One of the state's LegalActions(); nullopt when no
  // hint is showing. Views mark it on the table (a distinct ring on the piece and target,
  // the card, the bid) without selecting or playing it; the human still makes the move.
  std::optional<Action> hint;
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
  // Called every frame.
  virtual ViewResult Draw(const ViewContext& context) = 0;
  // Forget any half-made choice (e.g. a selected ornament) after undo, load or a bot move.
  virtual void Reset() {}
};

// Makes the view for a game id; nullptr when the game has no view yet.
std::unique_ptr<GameView> MakeGameView(const std::string& game_id);

}  // namespace tinsel::app
