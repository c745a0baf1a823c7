// Replay: a game stepped through move by move (model/play/replay.h). The table as it stood after
// the chosen step beside (on phones: above) the controls: First, Back, Next, Last, a slider over
// the steps, the move log with the current step marked (a line is a button to jump there), and,
// once the game is over, "Show everything" with whose hand to show. Left and Right step, Home
// and End jump to either end (App::Shortcut). A game opened from a replay link is not saved
// here: Keep puts it in saved games. "Try again from here" continues the game from the step
// shown (or before the reviewed decision shown) as a new saved game, at the table.
#pragma once

#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <utility>

#include "model/play/replay.h"
#include "model/play/review_runner.h"
#include "model/play/try_again.h"
#include "model/saves/save_library.h"
#include "screens/navigator.h"
#include "views/game_view.h"

namespace tinsel::app {

class ReplayScreen {
 public:
  ReplayScreen(SaveLibrary& library, std::function<std::string()> now_iso8601)
      : library_(library), now_(std::move(now_iso8601)) {}

  // `slot`: the saved game shown ("" for a game from a link, not saved here yet: Keep is
  // offered). Starts at the first step of a game from a link (to be watched), at the last of a
  // saved one (to look back); its stored review, if any, shows at once.
  void Open(std::unique_ptr<Session> session, const std::string& slot);
  // Starts the review by the Hard bot (the Review button's job), on the bots' search pool.
  void StartReview();
  bool reviewing() const { return runner_ != nullptr; }
  bool from_link() const { return from_link_; }
  const std::string& slot() const { return slot_; }
  // A button by name, as the screen-reader table presses it: "first", "back", "forward",
  // "last", "review", "everything" (on or off), "keep", "again" (try again from the step
  // shown) or "retry" (the reviewed decision shown, again). Refused when it is not on offer.
  Status Command(const std::string& what);
  const std::optional<Review>& review() const { return review_; }
  bool HasGame() const { return replay_ != nullptr; }
  Replay* replay() { return replay_.get(); }
  const Replay* replay() const { return replay_.get(); }
  // Decisions reviewed so far and how many there are, while the review runs.
  std::pair<int, int> review_progress() const {
    return runner_ ? std::pair(runner_->reviewed(), runner_->total()) : std::pair(0, 0);
  }
  void Draw(ScreenContext& context);

  // What the screen said last (kept, or why not).
  const std::string& notice() const { return notice_; }

 private:
  void DrawPanel(ScreenContext& context, ImVec2 min, ImVec2 size, bool compact, bool below);
  void DrawSteps(ScreenContext& context, float inner);
  void DrawShowEverything(ScreenContext& context, float inner);
  void DrawLog(ScreenContext& context, float inner, float height);
  void Keep();
  // "Try again from here" (model/play/try_again.h): a new saved game of the first `step` entries,
  // then opened at the table.
  void DrawTryAgain(ScreenContext& context, float inner);
  Status TryAgain(int step);
  // The review: the Review button, the progress while it runs, the costliest decisions.
  void DrawReview(ScreenContext& context, float inner);
  void StepReview();
  // The review's sentence for history entry `index`, or nullptr.
  const ReviewedDecision* ReviewOf(int index) const;

  SaveLibrary& library_;
  std::function<std::string()> now_;
  std::unique_ptr<Replay> replay_;
  std::unique_ptr<GameView> view_;
  std::string view_game_;
  std::string slot_;
  bool from_link_ = false;
  std::unique_ptr<ReviewRunner> runner_;
  std::optional<Review> review_;
  // The language review_'s sentences are in ("" until written in the one chosen now).
  std::string review_language_;
  int marked_seen_ = -1;  // the step the log last scrolled to
  std::string notice_;
  std::string continue_slot_;  // a game to try again, opened by the next Draw
};

// "Step 14 of 120: Holly plays the 7 of bells."
std::string StepSentence(Replay& replay);

}  // namespace tinsel::app
