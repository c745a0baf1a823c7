// Learn to play: a guided first game (model/play/lesson_runner.h). The table as the learner sees it
// beside (on phones: above) the coach's panel: the step count, the coach's words, a kind
// sentence after a move the step did not ask for, Next, and at the end "Play a real game now"
// on the same seats. The piece the coach speaks of is ringed (the views' hint ring). Leaving
// keeps the learner's place for next time.
#pragma once

#include <memory>
#include <string>

#include "model/play/lesson_runner.h"
#include "model/play/table.h"
#include "screens/navigator.h"
#include "views/game_view.h"

namespace tinsel::app {

class LessonScreen {
 public:
  explicit LessonScreen(Storage& storage) : storage_(storage) {}

  // Starts (or resumes) `lesson`; refused in words when it cannot start.
  Status Open(Lesson lesson);
  bool HasLesson() const { return runner_ != nullptr; }
  const LessonRunner* runner() const { return runner_.get(); }
  const std::string& game_id() const { return game_id_; }
  // A button by name, as the screen-reader table presses it: "next", "again" (start over),
  // "real" (play a real game now) or "leave"; or a move of the learner ("move:<text>").
  Status Command(const std::string& what, Navigator& nav, double now);
  // Browser tests play lessons without the other seats' pause.
  void set_pause_scale(double scale);
  void Draw(ScreenContext& context);

 private:
  void DrawPanel(ScreenContext& context, ImVec2 min, ImVec2 size, bool compact, bool below);
  // The coach's height under the table on an upright phone: what its words need, within limits.
  float PanelHeightBelow(ImVec2 full) const;
  // The real game the end offers: the lesson's seats (the others Easy bots), a new deal.
  void PlayRealGame(Navigator& nav);

  Storage& storage_;
  std::unique_ptr<LessonRunner> runner_;
  std::unique_ptr<GameView> view_;
  std::string game_id_;
  TableRedactor redactor_;
  std::vector<std::string> names_;
  double pause_scale_ = 1.0;
};

}  // namespace tinsel::app
