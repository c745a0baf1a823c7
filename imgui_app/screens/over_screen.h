// Game over: the final table beside the ranking (each player's points, the winners
// starred and named), Play again with the same seats, Home. Solitaire shows the best
// score on this device.
#pragma once

#include <memory>
#include <optional>
#include <string>

#include "model/play/game_in_progress.h"
#include "screens/navigator.h"
#include "views/game_view.h"

namespace tinsel::app {

class OverScreen {
 public:
  // `best`: the best solitaire score on this device (before this game), if any.
  void Open(const GameInProgress& game, std::optional<double> best);
  void Draw(ScreenContext& context, GameInProgress& game);
  // A line under the winners: at a table across devices, the check of its deal ("Fair deal:
  // checked.", or which move broke, or that the check is on its way).
  void set_table_note(std::string note) { table_note_ = std::move(note); }

 private:
  void DrawRanking(ScreenContext& context, const Session& session, float inner);
  // Solitaire: the best score on this device, or that this one is the first or a new best.
  void DrawBest(const Session& session);
  // Play again with the same seats (a new deal), Home, Replay, Export.
  void DrawButtons(ScreenContext& context, const GameInProgress& game, float inner);
  // How each player's points came about (model/play/score_breakdown.h), filling `height`.
  void DrawBreakdown(GameInProgress& game, float inner, float height);

  std::unique_ptr<GameView> view_;
  std::string view_game_;
  std::optional<double> best_;
  std::string table_note_;
};

// "Holly wins!", "Holly and You share the victory!"
std::string WinnerSentence(const Session& session);

}  // namespace tinsel::app
