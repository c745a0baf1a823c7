// The play screen's side of the screen-reader table (model/mirror/table_mirror.h): its buttons act
// exactly as the clicks they stand for, and only when the last frame let a player act.
#include "model/play/seat_names.h"
#include "screens/play_screen.h"
#include "tinsel/translate.h"

namespace tinsel::app {

Status PlayScreen::MirrorMove(GameInProgress& game, const std::string& text, size_t at,
                              double now) {
  const Session& session = game.session();
  const State& state = session.state();
  const int current = state.CurrentPlayer();
  Status refused = Status::Ok();
  // A guest's secret vote while the others vote (SessionDriver::EarlyMoves).
  const std::vector<Action> early = EarlyChoices(game);
  if (at != session.history().size()) {
    refused = Status::Error(Tr("The table changed after that move was offered: choose again."));
  } else if (turn_.pass_screen) {
    refused = Status::Error(Tr("Pass the device first."));
  } else if (!early.empty()) {
    const std::optional<Action> action = state.StringToAction(turn_.viewer, text);
    refused =
        action
            ? game.driver().DecideEarly(turn_.viewer, *action)
            : Status::Error(TrFormat("\"{move}\" is not a move of this game.", {{"move", text}}));
    if (refused.ok()) {
      move_error_.clear();
      return refused;
    }
  } else if (!turn_.input_enabled || turn_.viewer != current || current < 0) {
    refused = Status::Error(
        session.BotToMove() ? TrFormat("Not now: {name} is thinking.",
                                       {{"name", NameAsShown(session.setup().seats[current].name)}})
        : view_hold_ ? Tr("Not now: the table is showing what just happened (Continue first).")
                     : Tr("Not now: nobody may move at the moment."));
  } else if (std::optional<Action> action = state.StringToAction(current, text)) {
    Status applied = game.driver().ApplyHuman(*action, now);
    if (applied.ok()) {
      move_error_.clear();
      if (view_ != nullptr) view_->Reset();
      return applied;
    }
    refused = applied;
  } else {
    refused = Status::Error(TrFormat("\"{move}\" is not a move of this game.", {{"move", text}}));
  }
  move_error_ = refused.message();
  return refused;
}

Status PlayScreen::MirrorReady(const GameInProgress& game, size_t at) {
  if (!turn_.pass_screen) return Status::Error(Tr("Nobody is waiting for the device now."));
  if (at != game.session().history().size()) {
    return Status::Error(Tr("The table changed after that button was offered: try again."));
  }
  policy_.Ready(turn_.pass_to);
  return Status::Ok();
}

Status PlayScreen::MirrorCoach(GameInProgress& game, const std::string& what, double now) {
  if (game.coach().NoteFor(turn_.viewer) == nullptr) {
    return Status::Error(Tr("The coach has nothing to say now."));
  }
  if (what == "ok") {
    game.coach().Dismiss();
    return Status::Ok();
  }
  if (what != "take-back") {
    return Status::Error(TrFormat("The coach has no button \"{button}\".", {{"button", what}}));
  }
  if (!game.CoachMayTakeBack()) {
    const std::string why = UndoRefusal(game);
    if (why.empty()) {
      return Status::Error(Tr("That move can no longer be taken back: the table moved on."));
    }
    return Status::Error(
        TrFormat("That move can no longer be taken back: {reason}.", {{"reason", why}}));
  }
  Status undone = UndoNow(game, now);
  if (undone.ok()) game.coach().Dismiss();
  return undone;
}

Status PlayScreen::MirrorContinue() {
  if (!view_hold_ || view_ == nullptr)
    return Status::Error(Tr("The table is not showing anything to wait for."));
  view_->Dismiss();
  return Status::Ok();
}

}  // namespace tinsel::app
