#include "screens/lesson_screen.h"

#include <algorithm>

#include "screens/setup_screen.h"
#include "tinsel/registry.h"
#include "tinsel/translate.h"
#include "ui/controls.h"
#include "ui/drawn_text.h"
#include "ui/theme.h"

namespace tinsel::app {

Status LessonScreen::Open(Lesson lesson) {
  std::string error;
  const std::string game_id = lesson.game_id;
  std::unique_ptr<LessonRunner> runner = LessonRunner::Start(std::move(lesson), &storage_, &error);
  if (runner == nullptr) {
    return Status::Error(TrFormat("This lesson could not start: {error}", {{"error", error}}));
  }
  std::unique_ptr<GameView> view = MakeGameView(game_id);
  if (view == nullptr) return Status::Error(Tr("This game has no table to learn on yet."));
  runner_ = std::move(runner);
  runner_->set_pause_scale(pause_scale_);
  view_ = std::move(view);
  game_id_ = game_id;
  redactor_ = TableRedactor();
  names_.clear();
  for (const Seat& seat : runner_->session().setup().seats) names_.push_back(seat.name);
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
  if (runner_ == nullptr) return Status::Error(Tr("There is no lesson."));
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
      return Status::Error(Tr("Finish the lesson first, or leave it."));
    }
    PlayRealGame(nav);
    return Status::Ok();
  }
  if (what.rfind("move:", 0) == 0) {
    const State& state = runner_->session().state();
    if (state.IsTerminal() || state.CurrentPlayer() != kLearnerSeat) {
      return Status::Error(Tr("It is not your move."));
    }
    const std::optional<Action> action = state.StringToAction(kLearnerSeat, what.substr(5));
    if (!action) return Status::Error(Tr("That is not a move of this game."));
    return runner_->TryMove(*action, now);
  }
  // TRANSLATORS: {button} is the name a screen reader or a test gave (English, as typed).
  return Status::Error(TrFormat("The lesson has no button \"{button}\".", {{"button", what}}));
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
  // Upright, the coach takes only the height its words need (within limits), so the table
  // keeps room for finger-sized targets.
  const ImVec2 table_size = below ? ImVec2(full.x, full.y - PanelHeightBelow(full))
                                  : ImVec2(full.x - panel_width, full.y);
  const LessonRunner::Phase phase = runner_->phase();
  const Session& session = runner_->session();
  const ViewerTable table =
      redactor_.For(session.state(), names_, session.history().size(), runner_->game_token(),
                    kLearnerSeat, phase == LessonRunner::Phase::kYourMove, runner_->Light());
  const ViewContext view_context{table, ImVec2(origin.x + 8, origin.y + 8),
                                 ImVec2(table_size.x - 16, table_size.y - 16), context.widgets};
  const ViewResult result = view_->Draw(view_context);
  // The view's own sentences (its instruction, why a click is not a move) give way to the
  // coach's words, which ask for the move; a move the step did not ask for gets the coach's
  // kind sentence (LessonRunner::feedback).
  if (result.action) {
    if (!runner_->TryMove(*result.action, context.now).ok()) view_->Reset();
  }
  // The other seats move once the table has shown the last move (a trick scored, a reveal).
  if (!result.hold) runner_->Tick(context.now);
  const ImVec2 panel_min =
      below ? ImVec2(origin.x, origin.y + table_size.y) : ImVec2(origin.x + table_size.x, origin.y);
  const ImVec2 panel_size =
      below ? ImVec2(full.x, full.y - table_size.y) : ImVec2(panel_width, full.y);
  DrawPanel(context, panel_min, panel_size, compact, below);
  ui::EndScreen();
}

float LessonScreen::PanelHeightBelow(ImVec2 full) const {
  const ui::Fonts& fonts = ui::GetFonts();
  const ImGuiStyle& style = ImGui::GetStyle();
  const float wrap = full.x - 2 * 12 - style.ScrollbarSize;
  auto height_of = [&](ImFont* font, const std::string& text) {
    if (text.empty()) return 0.0f;
    ImGui::PushFont(font);
    const float h = ImGui::CalcTextSize(text.c_str(), nullptr, false, wrap).y + style.ItemSpacing.y;
    ImGui::PopFont();
    return h;
  };
  const LessonRunner::Phase phase = runner_->phase();
  float words = height_of(fonts.bold, runner_->words());
  if (phase == LessonRunner::Phase::kYourMove) {
    words += height_of(fonts.bold, runner_->feedback());
  }
  ImGui::PushFont(fonts.bold);
  const float row = ImGui::GetFrameHeight() + style.ItemSpacing.y;
  ImGui::PopFont();
  const int buttons = phase == LessonRunner::Phase::kEnd ? 2
                      : phase == LessonRunner::Phase::kRead || phase == LessonRunner::Phase::kWhy
                          ? 1
                          : 0;
  const float wanted = 8 + row + 10 + words + buttons * row + 12;
  // Longer words scroll in the panel: the table keeps at least 70% of the height.
  return std::clamp(wanted, full.y * 0.2f, full.y * 0.3f);
}

void LessonScreen::DrawPanel(ScreenContext& context, ImVec2 min, ImVec2 size, bool compact,
                             bool below) {
  const ui::Fonts& fonts = ui::GetFonts();
  ImDrawList* draw = ImGui::GetWindowDrawList();
  draw->AddRectFilled(min, ImVec2(min.x + size.x, min.y + size.y), ui::colour::kPanel);
  draw->AddLine(min, below ? ImVec2(min.x + size.x, min.y) : ImVec2(min.x, min.y + size.y),
                ui::colour::kGoldDim, 2);
  const float pad = compact ? 12 : 22;
  const float inner = size.x - 2 * pad;
  const float left = min.x + pad;
  const LessonRunner& runner = *runner_;
  const LessonRunner::Phase phase = runner.phase();
  const ImGuiStyle& style = ImGui::GetStyle();

  // Leave (the place is kept) beside the step count, the title on larger screens, progress.
  ImGui::SetCursorScreenPos(ImVec2(left, min.y + (compact ? 8 : 18)));
  ImGui::PushFont(fonts.bold);
  const float leave = std::min(inner * 0.28f, 120.0f);
  const std::string step = FormatNumber(runner.step() + 1);
  const std::string steps = FormatNumber(runner.steps());
  const std::string count =
      phase == LessonRunner::Phase::kEnd ? std::string(Tr("Lesson done"))
      : phase == LessonRunner::Phase::kYourMove
          ? TrFormat("Step {step} of {steps}: your move", {{"step", step}, {"steps", steps}})
          : TrFormat("Step {step} of {steps}", {{"step", step}, {"steps", steps}});
  ImGui::PushStyleColor(ImGuiCol_Text, ui::colour::kGold);
  ui::Label(count);
  ImGui::PopStyleColor();
  ImGui::SameLine();
  ImGui::SetCursorScreenPos(ImVec2(left + inner - leave, ImGui::GetCursorScreenPos().y));
  if (ui::Button(context.widgets, "lesson:leave", Tr("Leave"), ImVec2(leave, 0),
                 ui::Tone::kQuiet)) {
    context.nav.GoHome();
  }
  ImGui::PopFont();
  if (!compact) {
    ImGui::SetCursorScreenPos(ImVec2(left, ImGui::GetCursorScreenPos().y));
    ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + inner);
    ui::TextWrappedIn(runner.title(), fonts.heading, ui::colour::kGold);
    ImGui::PopTextWrapPos();
  }
  ImGui::SetCursorScreenPos(ImVec2(left, ImGui::GetCursorScreenPos().y));
  ImGui::ProgressBar(static_cast<float>(runner.step()) / std::max(1, runner.steps()),
                     ImVec2(inner, 6), "");

  // The buttons keep the panel's foot, always in view; the words scroll above them if long.
  ImGui::PushFont(fonts.bold);
  const float button = ImGui::GetFrameHeight();
  const int buttons = phase == LessonRunner::Phase::kEnd ? 2
                      : phase == LessonRunner::Phase::kRead || phase == LessonRunner::Phase::kWhy
                          ? 1
                          : 0;
  ImGui::PopFont();
  const float footer = buttons * (button + style.ItemSpacing.y) + (compact ? 8 : 18);
  const float words_top = ImGui::GetCursorScreenPos().y;
  const float words_height = std::max(40.0f, min.y + size.y - footer - words_top);
  ImGui::SetCursorScreenPos(ImVec2(left, words_top));
  ImGui::BeginChild("lesson-words", ImVec2(inner, words_height), ImGuiChildFlags_None,
                    ImGuiWindowFlags_NoBackground);
  ui::RegisterScrollArea(context.widgets, "lesson:words");
  const float wrap = ImGui::GetContentRegionAvail().x;
  ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + wrap);
  // The coach's words, one idea at a time.
  ui::TextWrappedIn(runner.words(), compact ? fonts.bold : fonts.heading, ui::colour::kCream);
  if (!runner.feedback().empty() && phase == LessonRunner::Phase::kYourMove) {
    ui::TextWrappedIn(runner.feedback(), fonts.bold, ui::colour::kGold);
  }
  ImGui::PopTextWrapPos();
  ImGui::EndChild();

  ImGui::SetCursorScreenPos(ImVec2(left, min.y + size.y - footer + style.ItemSpacing.y));
  ImGui::PushFont(fonts.bold);
  if (buttons == 1 && ui::Button(context.widgets, "lesson:next", Tr("Next"), ImVec2(inner, 0))) {
    (void)runner_->Next(context.now);
  }
  if (phase == LessonRunner::Phase::kEnd) {
    if (ui::Button(context.widgets, "lesson:real", Tr("Play a real game now"), ImVec2(inner, 0))) {
      PlayRealGame(context.nav);
    }
    ImGui::SetCursorScreenPos(ImVec2(left, ImGui::GetCursorScreenPos().y));
    if (ui::Button(context.widgets, "lesson:again", Tr("Start the lesson again"), ImVec2(inner, 0),
                   ui::Tone::kSecondary)) {
      runner_->Restart(context.now);
      view_->Reset();
    }
  }
  ImGui::PopFont();
  // An item where the cursor was moved to (ImGui asserts a window's extent is never grown by
  // the cursor alone: a step without buttons moves it and adds nothing).
  ImGui::Dummy(ImVec2(0, 0));
}

}  // namespace tinsel::app
