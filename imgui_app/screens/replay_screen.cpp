#include "screens/replay_screen.h"

#include <algorithm>

#include "model/bots/search_pool.h"
#include "model/play/seat_names.h"
#include "model/saves/save_transfer.h"
#include "tinsel/registry.h"
#include "tinsel/translate.h"
#include "ui/controls.h"
#include "ui/drawn_text.h"
#include "ui/theme.h"
#include "views/kit.h"

namespace tinsel::app {

std::string StepSentence(Replay& replay) {
  const std::string steps = FormatNumber(replay.steps());
  if (replay.step() == 0) {
    return TrFormat("Step 0 of {steps}: the table before anything happened.", {{"steps", steps}});
  }
  const LogLine& line = replay.Log()[replay.step() - 1];
  // The sentence's first word starts with a capital (the name's, else the move's).
  auto capital = [](std::string text) {
    if (!text.empty() && text[0] >= 'a' && text[0] <= 'z') {
      text[0] = static_cast<char>(text[0] - 32);
    }
    return text;
  };
  const std::string step = FormatNumber(replay.step());
  if (line.player >= 0) {
    // TRANSLATORS: {name} is the player who made the move, {move} what the log says of it.
    return TrFormat(
        "Step {step} of {steps}: {name}: {move}",
        {{"step", step},
         {"steps", steps},
         {"name", NameAsShown(capital(replay.session().setup().seats[line.player].name))},
         {"move", line.text}});
  }
  // TRANSLATORS: {move} is what the log says of a step nobody chose (a card dealt).
  return TrFormat("Step {step} of {steps}: {move}",
                  {{"step", step}, {"steps", steps}, {"move", capital(line.text)}});
}

void ReplayScreen::Open(std::unique_ptr<Session> session, const std::string& slot) {
  const std::string id = session->setup().game_id;
  replay_ = std::make_unique<Replay>(std::move(session));
  slot_ = slot;
  from_link_ = slot.empty();
  if (from_link_) replay_->GoTo(0);
  notice_.clear();
  runner_.reset();
  review_.reset();
  if (!slot_.empty()) {
    // A review made before, if it is of this very game.
    if (std::optional<std::string> text = library_.LoadReviewText(slot_)) {
      Review stored;
      std::string error;
      if (ReviewFromJson(*text, &stored, &error) && ReviewIsFor(stored, replay_->session())) {
        review_ = std::move(stored);
        review_language_.clear();  // written in whichever language it was made in
      }
    }
  }
  marked_seen_ = -1;
  if (view_ == nullptr || view_game_ != id) {
    view_ = MakeGameView(id);
    view_game_ = id;
  }
  if (view_ != nullptr) view_->Reset();
}

void ReplayScreen::Draw(ScreenContext& context) {
  // A review made (or stored) in another language is read in the one chosen now.
  if (review_ && replay_ && review_language_ != CurrentLanguage()) {
    RewordReview(replay_->session(), *review_);
    review_language_ = CurrentLanguage();
  }
  StepReview();
  if (!continue_slot_.empty()) {
    context.nav.ContinueGame(continue_slot_);
    continue_slot_.clear();
  }
  ui::BeginScreen("replay");
  const ImVec2 origin = ImGui::GetMainViewport()->WorkPos;
  const ImVec2 full = ImGui::GetMainViewport()->WorkSize;
  // Phones upright: the table above, the controls and the log below it (they scroll); on its
  // side, and on larger screens, the controls beside the table.
  const bool compact = context.layout.panel_is_drawer;
  const bool below = compact && full.y > full.x;
  const float panel_width = below     ? full.x
                            : compact ? std::clamp(full.x * 0.38f, 280.0f, 400.0f)
                                      : std::clamp(full.x * 0.34f, 340.0f, 520.0f);
  const ImVec2 table_size =
      below ? ImVec2(full.x, full.y * 0.6f) : ImVec2(full.x - panel_width, full.y);
  if (view_ != nullptr && replay_ != nullptr) {
    const ViewContext view_context{replay_->TableFor(), ImVec2(origin.x + 8, origin.y + 8),
                                   ImVec2(table_size.x - 16, table_size.y - 16), context.widgets};
    // No input (the table is a picture of the past), and nothing it holds waits for anyone.
    view_->Draw(view_context);
  }
  const ImVec2 panel_min =
      below ? ImVec2(origin.x, origin.y + table_size.y) : ImVec2(origin.x + table_size.x, origin.y);
  const ImVec2 panel_size =
      below ? ImVec2(full.x, full.y - table_size.y) : ImVec2(panel_width, full.y);
  DrawPanel(context, panel_min, panel_size, compact, below);
  ui::EndScreen();
}

void ReplayScreen::DrawPanel(ScreenContext& context, ImVec2 min, ImVec2 size, bool compact,
                             bool below) {
  const ui::Fonts& fonts = ui::GetFonts();
  ImDrawList* draw = ImGui::GetWindowDrawList();
  draw->AddRectFilled(min, ImVec2(min.x + size.x, min.y + size.y), ui::colour::kPanel);
  draw->AddLine(min, below ? ImVec2(min.x + size.x, min.y) : ImVec2(min.x, min.y + size.y),
                ui::colour::kGoldDim, 2);
  const float pad = compact ? 12 : 22;
  float inner = size.x - 2 * pad;
  ImGui::SetCursorScreenPos(ImVec2(min.x + pad, min.y + (compact ? 10 : 18)));
  // Phones: the panel scrolls (a finger drags it), so every control and the log stay within
  // reach under the table.
  if (compact) {
    ImGui::BeginChild("replay-panel", ImVec2(inner, size.y - 14), ImGuiChildFlags_None,
                      ImGuiWindowFlags_NoBackground | ImGuiWindowFlags_AlwaysVerticalScrollbar);
    inner = ImGui::GetContentRegionAvail().x;  // beside the scroll bar
  } else {
    ImGui::BeginGroup();
  }
  ImGui::PushFont(fonts.bold);
  const float button = (inner - ImGui::GetStyle().ItemSpacing.x) * 0.5f;
  if (ui::Button(context.widgets, "replay:close", from_link_ ? Tr("Home") : Tr("Close"),
                 ImVec2(from_link_ ? button : inner, 0), ui::Tone::kQuiet)) {
    context.nav.CloseReplay();
  }
  if (from_link_) {
    ImGui::SameLine();
    if (ui::Button(context.widgets, "replay:keep", Tr("Keep this game"), ImVec2(button, 0))) Keep();
  }
  ImGui::PopFont();
  if (replay_ == nullptr) {
    if (compact) {
      ImGui::EndChild();
    } else {
      ImGui::EndGroup();
    }
    return;
  }
  const Session& session = replay_->session();
  ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + inner);
  ImGui::PushFont(compact ? fonts.bold : fonts.heading);
  ImGui::PushStyleColor(ImGuiCol_Text, ui::colour::kGold);
  const GameEntry* entry = FindGame(session.setup().game_id);
  // TRANSLATORS: the replay's title; {game} is the game's name.
  ui::Label(TrFormat("Replay: {game}", {{"game", entry ? entry->game->Name() : std::string()}}));
  ImGui::PopStyleColor();
  ImGui::PopFont();
  if (!notice_.empty()) ui::Label(notice_);
  ImGui::PopTextWrapPos();
  DrawSteps(context, inner);
  DrawReview(context, inner);
  DrawShowEverything(context, inner);
  // The log fills what is left; on a phone at least a few lines of it (the panel scrolls).
  const float left = min.y + size.y - ImGui::GetCursorScreenPos().y - 12;
  DrawLog(context, inner, compact ? std::max(left, 260.0f) : left);
  if (compact) {
    ui::RegisterScrollArea(context.widgets, "replay:panel");
    ImGui::EndChild();
  } else {
    ImGui::EndGroup();
  }
}

void ReplayScreen::DrawSteps(ScreenContext& context, float inner) {
  Replay& replay = *replay_;
  ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + inner);
  ui::Label(StepSentence(replay));
  if (const ReviewedDecision* reviewed = ReviewOf(replay.step() - 1)) {
    ui::TextWrappedIn((reviewed->marked ? "(!) " : "") + reviewed->text, ui::GetFonts().bold,
                      ui::colour::kGold);
  }
  ImGui::PopTextWrapPos();
  ImGui::PushFont(ui::GetFonts().bold);
  const float gap = ImGui::GetStyle().ItemSpacing.x;
  const ImVec2 quarter((inner - 3 * gap) / 4, 0);
  const bool at_start = replay.step() == 0;
  const bool at_end = replay.step() == replay.steps();
  if (ui::Button(context.widgets, "replay:first", Tr("First"), quarter, ui::Tone::kSecondary,
                 !at_start)) {
    replay.GoTo(0);
  }
  ImGui::SameLine();
  if (ui::Button(context.widgets, "replay:back", Tr("Back"), quarter, ui::Tone::kSecondary,
                 !at_start)) {
    replay.Back();
  }
  ImGui::SameLine();
  if (ui::Button(context.widgets, "replay:forward", Tr("Next"), quarter, ui::Tone::kPrimary,
                 !at_end)) {
    replay.Forward();
  }
  ImGui::SameLine();
  if (ui::Button(context.widgets, "replay:last", Tr("Last"), quarter, ui::Tone::kSecondary,
                 !at_end)) {
    replay.GoTo(replay.steps());
  }
  ImGui::PopFont();
  int step = replay.step();
  ImGui::SetNextItemWidth(inner);
  ImGui::PushStyleColor(ImGuiCol_Text, ui::colour::kInk);  // on the cream track
  // TRANSLATORS: on the replay's slider; {step} is the step's number.
  const char* const step_words = Tr("step {step}");
  // ImGui writes the number where the format says %d.
  const std::string format = FillPlaceholders(step_words, {{"step", "%d"}});
  if (ImGui::SliderInt("##step", &step, 0, replay.steps(), format.c_str())) replay.GoTo(step);
  ImGui::PopStyleColor();
  ui::RegisterLastItem(context.widgets, "replay:slider",
                       FillPlaceholders(step_words, {{"step", FormatNumber(replay.step())}}));
  DrawTryAgain(context, inner);
}

void ReplayScreen::DrawTryAgain(ScreenContext& context, float inner) {
  Replay& replay = *replay_;
  // A human decision the review judged: retry it. Any earlier step: play on from there.
  const ReviewedDecision* reviewed = ReviewOf(replay.step() - 1);
  const bool from_here = replay.step() < replay.steps();
  if (reviewed == nullptr && !from_here) return;
  ImGui::PushFont(ui::GetFonts().bold);
  const float gap = ImGui::GetStyle().ItemSpacing.x;
  const ImVec2 size(reviewed != nullptr && from_here ? (inner - gap) / 2 : inner, 0);
  if (reviewed != nullptr &&
      ui::Button(context.widgets, "replay:retry",
                 TrFormat("Try move {move} again", {{"move", FormatNumber(reviewed->index + 1)}}),
                 size, ui::Tone::kSecondary)) {
    TryAgain(reviewed->index);
  }
  if (reviewed != nullptr && from_here) ImGui::SameLine();
  if (from_here && ui::Button(context.widgets, "replay:again", Tr("Try again from here"), size,
                              ui::Tone::kSecondary)) {
    TryAgain(replay.step());
  }
  ImGui::PopFont();
}

Status ReplayScreen::TryAgain(int step) {
  std::string slot;
  const Status saved = SaveTryAgain(library_, replay_->session(), step, now_(), &slot);
  if (!saved.ok()) {
    notice_ = saved.message();
    return saved;
  }
  continue_slot_ = slot;  // Draw opens it (screens move on through the navigator)
  return Status::Ok();
}

void ReplayScreen::DrawShowEverything(ScreenContext& context, float inner) {
  Replay& replay = *replay_;
  const Session& session = replay.session();
  ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + inner);
  if (!replay.GameOver()) {
    const int viewer = replay.Viewer();
    ImGui::PushStyleColor(ImGuiCol_Text, ui::colour::kCreamDim);
    ui::Label(viewer >= 0 ? TrFormat("The game is not over: you see what {name} could see.",
                                     {{"name", NameAsShown(session.setup().seats[viewer].name)}})
                          : std::string(Tr("The game is not over: only the open table is shown.")));
    ImGui::PopStyleColor();
    ImGui::PopTextWrapPos();
    return;
  }
  ImGui::PopTextWrapPos();
  if (!replay.HasSecrets()) return;  // nothing was ever hidden: nothing more to show
  ImGui::PushFont(ui::GetFonts().bold);
  const bool everything = replay.show_everything();
  if (ui::Button(context.widgets, "replay:everything",
                 everything ? Tr("Showing everything (hide)") : Tr("Show everything"),
                 ImVec2(inner, 0), everything ? ui::Tone::kSelected : ui::Tone::kSecondary)) {
    replay.SetShowEverything(!everything);
  }
  if (everything) {
    // Whose hand the table shows: every seat's, one at a time.
    const float gap = ImGui::GetStyle().ItemSpacing.x;
    const int count = session.NumPlayers() + 1;
    const int per_row = std::min(count, 4);
    const ImVec2 size((inner - (per_row - 1) * gap) / per_row, 0);
    for (int i = 0; i < count; ++i) {
      const int seat = i - 1;
      if (i % per_row != 0) ImGui::SameLine();
      const std::string id = "replay:seen-by:" + std::to_string(seat);
      const ui::Tone tone = replay.Viewer() == seat ? ui::Tone::kSelected : ui::Tone::kQuiet;
      const bool chosen = seat < 0 ? ui::Button(context.widgets, id, Tr("Table"), size, tone)
                                   : ui::NameButton(context.widgets, id,
                                                    session.setup().seats[seat].name, size, tone);
      if (chosen) replay.SetSeenBy(seat);
    }
  }
  ImGui::PopFont();
}

void ReplayScreen::DrawLog(ScreenContext& context, float inner, float height) {
  Replay& replay = *replay_;
  const std::vector<LogLine>& log = replay.Log();
  ImGui::PushStyleColor(ImGuiCol_ChildBg, IM_COL32(0, 0, 0, 50));
  ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(10, 8));
  ImGui::BeginChild("replay-log", ImVec2(inner, std::max(80.0f, height)),
                    ImGuiChildFlags_AlwaysUseWindowPadding);
  ImGui::PushTextWrapPos(0.0f);
  const int marked = replay.step() - 1;  // the line of the step just shown
  for (int i = 0; i < static_cast<int>(log.size()); ++i) {
    const LogLine& line = log[i];
    const std::string text = std::to_string(i + 1) + ". " + line.text;
    ImGui::BeginGroup();
    ImGui::PushStyleColor(ImGuiCol_Text, i == marked        ? ui::colour::kGold
                                         : line.player >= 0 ? ui::colour::kCream
                                                            : ui::colour::kCreamDim);
    ui::Label(text);
    ImGui::PopStyleColor();
    if (const ReviewedDecision* reviewed = ReviewOf(i)) {
      // The review beside the move: marked ones stand out by a sign, not by colour alone.
      ImGui::PushStyleColor(ImGuiCol_Text,
                            reviewed->marked ? ui::colour::kGold : ui::colour::kCreamDim);
      ImGui::Indent(16);
      ui::Label(((reviewed->marked ? "(!) " : "") + reviewed->text));
      ImGui::Unindent(16);
      ImGui::PopStyleColor();
    }
    ImGui::EndGroup();
    // A line is a way to jump to its step.
    if (ImGui::IsItemClicked()) replay.GoTo(i + 1);
    if (i == marked) {
      // The current step: gold text, a bar beside it and a frame round it (not colour alone).
      const ImVec2 a = ImGui::GetItemRectMin();
      const ImVec2 b = ImGui::GetItemRectMax();
      ImDrawList* draw = ImGui::GetWindowDrawList();
      draw->AddRectFilled(ImVec2(a.x - 8, a.y), ImVec2(a.x - 4, b.y), ui::colour::kGold);
      draw->AddRect(ImVec2(a.x - 2, a.y - 1),
                    ImVec2(a.x + ImGui::GetContentRegionAvail().x, b.y + 1), ui::colour::kGoldDim,
                    4);
      if (marked != marked_seen_) ImGui::SetScrollHereY(0.5f);
    }
  }
  marked_seen_ = marked;
  ImGui::PopTextWrapPos();
  ui::RegisterScrollArea(context.widgets, "replay:log");
  ImGui::EndChild();
  ImGui::PopStyleVar();
  ImGui::PopStyleColor();
}

const ReviewedDecision* ReplayScreen::ReviewOf(int index) const {
  if (!review_ || index < 0) return nullptr;
  for (const ReviewedDecision& decision : review_->decisions) {
    if (decision.index == index) return &decision;
  }
  return nullptr;
}

void ReplayScreen::StartReview() {
  if (replay_ == nullptr || runner_ != nullptr) return;
  runner_ = std::make_unique<ReviewRunner>(replay_->session(), DefaultSearchPool());
  review_.reset();
}

void ReplayScreen::StepReview() {
  if (runner_ == nullptr || !runner_->Step()) return;
  review_ = runner_->review();
  review_language_.clear();  // written again once, in case the language changed meanwhile
  runner_.reset();
  if (!slot_.empty()) {
    const Status stored = library_.StoreReview(slot_, ReviewToJson(*review_));
    if (!stored.ok()) {
      notice_ = TrFormat("The review could not be kept: {error}", {{"error", stored.message()}});
    }
  }
}

void ReplayScreen::DrawReview(ScreenContext& context, float inner) {
  const Session& session = replay_->session();
  ImGui::PushFont(ui::GetFonts().bold);
  if (runner_ != nullptr) {
    // Progress: a bar with the count in words.
    const int total = std::max(1, runner_->total());
    const std::string words =
        TrPlural("Reviewing: {reviewed} of {n} decision", "Reviewing: {reviewed} of {n} decisions",
                 runner_->total(), {{"reviewed", FormatNumber(runner_->reviewed())}});
    ImGui::ProgressBar(static_cast<float>(runner_->reviewed()) / total, ImVec2(inner, 0),
                       words.c_str());
    ui::RegisterLastItem(context.widgets, "replay:review-progress", words, false);
    ImGui::PopFont();
    return;
  }
  if (!review_) {
    const bool over = session.state().IsTerminal();
    const bool decisions = !ReviewPoints(session).empty();
    if (over && decisions &&
        ui::Button(context.widgets, "replay:review", Tr("Review with the Hard bot"),
                   ImVec2(inner, 0), ui::Tone::kSecondary)) {
      StartReview();
    }
    ImGui::PopFont();
    return;
  }
  const std::vector<const ReviewedDecision*> costliest = CostliestDecisions(*review_);
  if (costliest.empty()) {
    ui::Label(Tr("Review: the bot found no costly decision."));
  } else {
    ui::Label(Tr("Costliest decisions:"));
    const float gap = ImGui::GetStyle().ItemSpacing.x;
    const ImVec2 size((inner - 2 * gap) / 3, 0);
    for (size_t i = 0; i < costliest.size(); ++i) {
      if (i > 0) ImGui::SameLine();
      const int index = costliest[i]->index;
      if (ui::Button(context.widgets, "replay:costly:" + std::to_string(i),
                     TrFormat("Move {move}", {{"move", FormatNumber(index + 1)}}), size,
                     ui::Tone::kSelected)) {
        replay_->GoTo(index + 1);
      }
    }
  }
  ImGui::PopFont();
}

Status ReplayScreen::Command(const std::string& what) {
  if (replay_ == nullptr) return Status::Error(Tr("There is no replay."));
  Replay& replay = *replay_;
  if (what == "first") {
    replay.GoTo(0);
  } else if (what == "back") {
    replay.Back();
  } else if (what == "forward") {
    replay.Forward();
  } else if (what == "last") {
    replay.GoTo(replay.steps());
  } else if (what == "review") {
    if (!replay.GameOver() || review_ || runner_) {
      return Status::Error(Tr("No review is on offer."));
    }
    StartReview();
  } else if (what == "everything") {
    if (!replay.SetShowEverything(!replay.show_everything())) {
      return Status::Error(replay.HasSecrets() ? Tr("Everything shows only once the game is over.")
                                               : Tr("Nothing in this game was hidden."));
    }
  } else if (what == "again") {
    if (replay.step() >= replay.steps()) {
      return Status::Error(Tr("Go back to a step to try again."));
    }
    return TryAgain(replay.step());
  } else if (what == "retry") {
    const ReviewedDecision* reviewed = ReviewOf(replay.step() - 1);
    if (reviewed == nullptr) return Status::Error(Tr("No reviewed decision is shown."));
    return TryAgain(reviewed->index);
  } else if (what == "keep") {
    if (!from_link_) return Status::Error(Tr("This game is already in your saved games."));
    Keep();
  } else {
    return Status::Error(TrFormat("The replay has no button \"{button}\".", {{"button", what}}));
  }
  return Status::Ok();
}

void ReplayScreen::Keep() {
  const Session& session = replay_->session();
  std::vector<SavedGame> games(1);
  games[0].session = SessionBefore(session, static_cast<int>(session.history().size()));
  const ImportPlan plan = PlanGames(library_, std::move(games));
  if (plan.Duplicates() > 0) {
    notice_ = Tr("This game is already in your saved games.");
    from_link_ = false;
    return;
  }
  std::vector<std::string> written;
  const Status status = CarryOutImport(library_, plan, false, now_(), &written);
  if (!status.ok()) {
    notice_ = status.message();
    return;
  }
  notice_ = Tr("Kept in your saved games.");
  from_link_ = false;
  slot_ = written.empty() ? "" : written.front();
}

}  // namespace tinsel::app
