#include "screens/lesson_screen.h"

#include <algorithm>

#include "screens/setup_screen.h"
#include "tinsel/registry.h"
#include "ui/controls.h"
#include "ui/drawn_text.h"
#include "ui/theme.h"

namespace tinsel::app {

Status LessonScreen::Open(Lesson lesson) {
  std::string error;
  const std::string game_id = lesson.game_id;
  std::unique_ptr<LessonRunner> runner = LessonRunner::Start(std::move(lesson), &storage_, &error);
  if (runner == nullptr) return Status::Error("This lesson could not start: " + error);
  std::unique_ptr<GameView> view = MakeGameView(game_id);
  if (view == nullptr) return Status::Error("This game has no table to learn on yet.");
  runner_ = std::move(runner);
  runner_->set_pause_scale(pause_scale_);
  view_ = std::move(view);
  game_id_ = game_id;
  redactor_ = TableRedactor();
  names_.clear();
  for (const Seat& seat : runner_->session().setup().seats) names_.push_back(seat.name);
  message_.clear();
  return Status::Ok();
}

void LessonScreen::set_pause_scale(double scale) {
  pause_scale_ = scale;
  if (runner_ != nullptr) runner_->set_pause_scale(scale);
}

void LessonScreen::PlayRealGame(Navigator& nav) {
  SessionSetup setup = runner_->session().setup();
  setup.seed = SetupScreen::RandomSeed();
  setup.rules_version = 0;
  nav.StartGame(std::move(setup));
}

Status LessonScreen::Command(const std::string& what, Navigator& nav, double now) {
  if (runner_ == nullptr) return Status::Error("There is no lesson.");
  if (what == "next") return runner_->Next(now);
  if (what == "again") {
    runner_->Restart(now);
    view_->Reset();
    return Status::Ok();
  }
  if (what == "leave") {
    nav.GoHome();
    return Status::Ok();
  }
  if (what == "real") {
    if (runner_->phase() != LessonRunner::Phase::kEnd) {
      return Status::Error("Finish the lesson first, or leave it.");
    }
    PlayRealGame(nav);
    return Status::Ok();
  }
  if (what.rfind("move:", 0) == 0) {
    const State& state = runner_->session().state();
    if (state.IsTerminal() || state.CurrentPlayer() != kLearnerSeat) {
      return Status::Error("It is not your move.");
    }
    const std::optional<Action> action = state.StringToAction(kLearnerSeat, what.substr(5));
    if (!action) return Status::Error("That is not a move of this game.");
    return runner_->TryMove(*action, now);
  }
  return Status::Error("The lesson has no button \"" + what + "\".");
}

void LessonScreen::Draw(ScreenContext& context) {
  ui::BeginScreen("lesson");
  if (runner_ == nullptr || view_ == nullptr) {
    ui::EndScreen();
    return;
  }
  const ImVec2 origin = ImGui::GetMainViewport()->WorkPos;
  const ImVec2 full = ImGui::GetMainViewport()->WorkSize;
  // As the replay: phones upright put the coach under the table, everything else beside it.
  const bool compact = context.layout.panel_is_drawer;
  const bool below = compact && full.y > full.x;
  const float panel_width = below     ? full.x
                            : compact ? std::clamp(full.x * 0.38f, 280.0f, 400.0f)
                                      : std::clamp(full.x * 0.30f, 340.0f, 480.0f);
  const ImVec2 table_size =
      below ? ImVec2(full.x, full.y * 0.62f) : ImVec2(full.x - panel_width, full.y);
  const LessonRunner::Phase phase = runner_->phase();
  const Session& session = runner_->session();
  const ViewerTable table =
      redactor_.For(session.state(), names_, session.history().size(), runner_->game_token(),
                    kLearnerSeat, phase == LessonRunner::Phase::kYourMove, runner_->Light());
  const ViewContext view_context{table, ImVec2(origin.x + 8, origin.y + 8),
                                 ImVec2(table_size.x - 16, table_size.y - 16), context.widgets};
  const ViewResult result = view_->Draw(view_context);
  if (!result.message.empty()) message_ = result.message;
  if (result.action) {
    message_.clear();
    if (!runner_->TryMove(*result.action, context.now).ok()) view_->Reset();
  }
  // The other seats move once the table has shown the last move (a trick scored, a reveal).
  if (!result.hold && runner_->Tick(context.now)) message_.clear();
  const ImVec2 panel_min =
      below ? ImVec2(origin.x, origin.y + table_size.y) : ImVec2(origin.x + table_size.x, origin.y);
  const ImVec2 panel_size =
      below ? ImVec2(full.x, full.y - table_size.y) : ImVec2(panel_width, full.y);
  DrawPanel(context, panel_min, panel_size, compact, below);
  ui::EndScreen();
}

void LessonScreen::DrawPanel(ScreenContext& context, ImVec2 min, ImVec2 size, bool compact,
                             bool below) {
  const ui::Fonts& fonts = ui::GetFonts();
  ImDrawList* draw = ImGui::GetWindowDrawList();
  draw->AddRectFilled(min, ImVec2(min.x + size.x, min.y + size.y), ui::colour::kPanel);
  draw->AddLine(min, below ? ImVec2(min.x + size.x, min.y) : ImVec2(min.x, min.y + size.y),
                ui::colour::kGoldDim, 2);
  const float pad = compact ? 12 : 22;
  ImGui::SetCursorScreenPos(ImVec2(min.x + pad, min.y + (compact ? 8 : 18)));
  // The panel scrolls where the words are long for its height (a phone on its side).
  ImGui::BeginChild("lesson-panel", ImVec2(size.x - 2 * pad, size.y - (compact ? 12 : 30)),
                    ImGuiChildFlags_None, ImGuiWindowFlags_NoBackground);
  const float inner = ImGui::GetContentRegionAvail().x;
  const LessonRunner& runner = *runner_;
  const LessonRunner::Phase phase = runner.phase();

  // Leave (the place is kept) beside the step count.
  ImGui::PushFont(fonts.bold);
  const float leave = std::min(inner * 0.4f, 150.0f);
  const std::string count =
      phase == LessonRunner::Phase::kEnd
          ? "Lesson done"
          : "Step " + std::to_string(runner.step() + 1) + " of " + std::to_string(runner.steps());
  ImGui::PushStyleColor(ImGuiCol_Text, ui::colour::kGold);
  ui::Label(count);
  ImGui::PopStyleColor();
  ImGui::SameLine(inner - leave);
  if (ui::Button(context.widgets, "lesson:leave", "Leave", ImVec2(leave, 0), ui::Tone::kQuiet)) {
    context.nav.GoHome();
  }
  ImGui::PopFont();
  if (!compact) {
    ImGui::PushFont(fonts.heading);
    ImGui::PushStyleColor(ImGuiCol_Text, ui::colour::kGold);
    ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + inner);
    ui::Label(runner.lesson().title);
    ImGui::PopTextWrapPos();
    ImGui::PopStyleColor();
    ImGui::PopFont();
  }
  ImGui::ProgressBar(static_cast<float>(runner.step()) / std::max(1, runner.steps()),
                     ImVec2(inner, 6), "");

  // The coach's words, one idea at a time.
  ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + inner);
  ImGui::PushFont(compact ? fonts.bold : fonts.heading);
  ImGui::PushStyleColor(ImGuiCol_Text, ui::colour::kCream);
  ui::Label(runner.words());
  ImGui::PopStyleColor();
  ImGui::PopFont();
  const std::string& kind = runner.feedback().empty() ? message_ : runner.feedback();
  if (!kind.empty() && phase == LessonRunner::Phase::kYourMove) {
    ui::TextWrappedIn(kind, fonts.bold, ui::colour::kGold);
  }
  ImGui::PopTextWrapPos();

  ImGui::PushFont(fonts.bold);
  switch (phase) {
    case LessonRunner::Phase::kRead:
    case LessonRunner::Phase::kWhy:
      if (ui::Button(context.widgets, "lesson:next", "Next", ImVec2(inner, 0))) {
        (void)runner_->Next(context.now);
        message_.clear();
      }
      break;
    case LessonRunner::Phase::kYourMove:
      ImGui::PushStyleColor(ImGuiCol_Text, ui::colour::kCreamDim);
      ui::Label("Your move: the ringed piece shows where.");
      ImGui::PopStyleColor();
      break;
    case LessonRunner::Phase::kOthersMove:
      break;
    case LessonRunner::Phase::kEnd: {
      if (ui::Button(context.widgets, "lesson:real", "Play a real game now", ImVec2(inner, 0))) {
        PlayRealGame(context.nav);
      }
      if (ui::Button(context.widgets, "lesson:again", "Start the lesson again", ImVec2(inner, 0),
                     ui::Tone::kSecondary)) {
        runner_->Restart(context.now);
        view_->Reset();
      }
      break;
    }
  }
  ImGui::PopFont();
  ImGui::EndChild();
}

}  // namespace tinsel::app
