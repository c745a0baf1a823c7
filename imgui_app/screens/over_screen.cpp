#include "screens/over_screen.h"

#include <algorithm>
#include <numeric>

#include "model/play/score_breakdown.h"
#include "model/play/seat_names.h"
#include "screens/setup_screen.h"
#include "tinsel/review.h"
#include "tinsel/translate.h"
#include "tinsel/words.h"
#include "ui/controls.h"
#include "ui/drawn_text.h"
#include "ui/theme.h"
#include "views/kit.h"

namespace tinsel::app {

std::string WinnerSentence(const Session& session) {
  const std::vector<bool> winners = session.state().Winners();
  std::vector<std::string> names;
  for (size_t i = 0; i < winners.size(); ++i) {
    if (winners[i]) names.push_back(session.setup().seats[i].name);
  }
  if (session.NumPlayers() == 1) return Tr("The tree is trimmed!");
  if (names.empty()) return Tr("Nobody wins this time.");
  if (names.size() == 1) {
    return names[0] == "You" ? std::string(Tr("You win!"))
                             : TrFormat("{name} wins!", {{"name", NameAsShown(names[0])}});
  }
  std::string list;
  for (size_t i = 0; i + 1 < names.size(); ++i) {
    if (i > 0) list += ", ";
    list += NameAsShown(names[i]);
  }
  // TRANSLATORS: {names} is one winner or several with commas between ("Holly, Ivy"), {last}
  // the last winner's name.
  return TrFormat("{names} and {last} share the victory!",
                  {{"names", list}, {"last", NameAsShown(names.back())}});
}

void OverScreen::Open(const GameInProgress& game, std::optional<double> best) {
  const std::string& id = game.session().setup().game_id;
  if (view_ == nullptr || view_game_ != id) {
    view_ = MakeGameView(id);
    view_game_ = id;
  }
  if (view_ != nullptr) view_->Reset();
  best_ = best;
}

void OverScreen::Draw(ScreenContext& context, GameInProgress& game) {
  const ui::Fonts& fonts = ui::GetFonts();
  const Session& session = game.session();
  ui::BeginScreen("over");
  const ImVec2 origin = ImGui::GetMainViewport()->WorkPos;
  const ImVec2 full = ImGui::GetMainViewport()->WorkSize;
  // Phones: the results take the whole screen (the table would be a sliver beside them).
  const bool whole = context.layout.panel_is_drawer;
  const float panel_width = whole ? full.x : std::clamp(full.x * 0.36f, 340.0f, 560.0f);
  const float table_width = full.x - panel_width;

  // The final table, for looking back (no input).
  if (view_ != nullptr && !whole) {
    const ViewContext view_context{game.TableFor(kPublicViewer, false, std::nullopt),
                                   ImVec2(origin.x + 14, origin.y + 14),
                                   ImVec2(table_width - 28, full.y - 28), context.widgets};
    view_->Draw(view_context);
  }

  ImDrawList* draw = ImGui::GetWindowDrawList();
  const ImVec2 panel_min(origin.x + table_width, origin.y);
  draw->AddRectFilled(panel_min, ImVec2(origin.x + full.x, origin.y + full.y), ui::colour::kPanel);
  draw->AddLine(panel_min, ImVec2(panel_min.x, origin.y + full.y), ui::colour::kGoldDim, 2);

  const float pad = whole ? 16 : 28;
  const float inner = panel_width - 2 * pad;
  if (whole) {
    // Phones: one column that scrolls: the results, the buttons, the final table, and how the
    // points came.
    ImGui::SetCursorScreenPos(origin);
    ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(pad, 16));
    ImGui::BeginChild("over-column", full, ImGuiChildFlags_AlwaysUseWindowPadding,
                      ImGuiWindowFlags_NoBackground | ImGuiWindowFlags_NoScrollbar);
    ui::RegisterScrollArea(context.widgets, "over:column");
  } else {
    ImGui::SetCursorScreenPos(ImVec2(panel_min.x + pad, origin.y + 30));
    ImGui::BeginGroup();
  }
  ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + inner);
  ImGui::PushFont(whole ? fonts.heading : fonts.title);
  ImGui::PushStyleColor(ImGuiCol_Text, ui::colour::kGold);
  ui::Label(Tr("Game over"));
  ImGui::PopStyleColor();
  ImGui::PopFont();
  ImGui::PushFont(fonts.heading);
  ui::Label(WinnerSentence(session));
  ImGui::PopFont();
  if (!table_note_.empty()) {
    ImGui::PushFont(fonts.bold);
    ui::Label(table_note_);
    ImGui::PopFont();
  }
  ImGui::PopTextWrapPos();
  ImGui::Dummy(ImVec2(0, 10));
  DrawRanking(context, session, inner);
  if (session.NumPlayers() == 1) DrawBest(session);
  ImGui::Dummy(ImVec2(0, 8));
  DrawButtons(context, game, inner);
  ImGui::Dummy(ImVec2(0, 8));
  if (whole) {
    if (view_ != nullptr) {
      // The final table, as the laptop shows it beside the results.
      // Nearly a screen high: the table's phone layout, which stacks its parts, needs it.
      const float table_height = full.y * 0.85f;
      const ViewContext view_context{game.TableFor(kPublicViewer, false, std::nullopt),
                                     ImGui::GetCursorScreenPos(), ImVec2(inner, table_height),
                                     context.widgets};
      const ImVec2 at = ImGui::GetCursorScreenPos();
      view_->Draw(view_context);
      ImGui::SetCursorScreenPos(at);
      ImGui::Dummy(ImVec2(inner, table_height + 8));
    }
    DrawBreakdown(game, inner, 0);
    ImGui::EndChild();
    ImGui::PopStyleVar();
  } else {
    DrawBreakdown(game, inner, origin.y + full.y - ImGui::GetCursorScreenPos().y - 16);
    ImGui::EndGroup();
  }
  ui::EndScreen();
}

void OverScreen::DrawRanking(ScreenContext& context, const Session& session, float inner) {
  // Highest first; ties share a place.
  const ui::Fonts& fonts = ui::GetFonts();
  ImDrawList* draw = ImGui::GetWindowDrawList();
  const std::vector<double> scores = session.state().Scores();
  const std::vector<bool> winners = session.state().Winners();
  std::vector<int> order(session.NumPlayers());
  std::iota(order.begin(), order.end(), 0);
  std::stable_sort(order.begin(), order.end(), [&](int a, int b) { return scores[a] > scores[b]; });
  int place = 0;
  for (size_t k = 0; k < order.size(); ++k) {
    const int seat = order[k];
    if (k == 0 || scores[seat] != scores[order[k - 1]]) place = static_cast<int>(k) + 1;
    const ImVec2 a = ImGui::GetCursorScreenPos();
    const ImVec2 b(a.x + inner, a.y + 54);
    // Solitaire has nobody to beat: no winner's star, the best score below instead.
    const bool won =
        session.NumPlayers() > 1 && winners.size() > static_cast<size_t>(seat) && winners[seat];
    draw->AddRectFilled(a, b, won ? IM_COL32(232, 188, 74, 70) : IM_COL32(0, 0, 0, 50), 12);
    if (won) {
      draw->AddRect(a, b, ui::colour::kGold, 12, 0, 2);
      ui::DrawStar(draw, ImVec2(b.x - 26, (a.y + b.y) * 0.5f), 15, ui::colour::kGold,
                   ui::colour::kRed);
    }
    const float fs = kit::FontPixels(fonts.heading);
    const float y = a.y + (54 - fs) * 0.5f;
    // TRANSLATORS: a place in the final ranking ("1.", "2."), before the player's name.
    const std::string rank = TrFormat("{place}.", {{"place", FormatNumber(place)}});
    const float rank_w =
        ui::DrawText(draw, fonts.heading, fs, ImVec2(a.x + 14, y), ui::colour::kCream, rank).x;
    // The points keep their room; the name has the rest (shortened there, whole on a press).
    const std::string points = PointsText(scores[seat]);
    const float bs = kit::FontPixels(fonts.bold);
    const float pw = kit::TextWidth(fonts.bold, bs, points);
    const float points_x = b.x - (won ? 52 : 16) - pw;
    ui::DrawText(draw, fonts.bold, bs, ImVec2(points_x, a.y + (54 - bs) * 0.5f), ui::colour::kCream,
                 points);
    const float name_x = a.x + 14 + rank_w + 10;
    ui::NameText(context.widgets, "over:name:" + std::to_string(seat), draw, fonts.heading, fs,
                 ImVec2(name_x, y), ui::colour::kCream, session.setup().seats[seat].name,
                 points_x - 12 - name_x);
    ImGui::Dummy(ImVec2(inner, 60));
  }
}

void OverScreen::DrawBest(const Session& session) {
  const std::vector<double> scores = session.state().Scores();
  ImGui::Dummy(ImVec2(0, 6));
  const double score = scores.empty() ? 0 : scores[0];
  std::string text = best_ ? TrFormat("Best on this device: {points}",
                                      {{"points", PointsText(std::max(*best_, score))}})
                           : std::string(Tr("Your first trimmed tree on this device."));
  if (best_ && score > *best_) text = Tr("A new best on this device!");
  ui::TextWrappedIn(text, ui::GetFonts().bold, ui::colour::kGold);
}

void OverScreen::DrawBreakdown(GameInProgress& game, float inner, float height) {
  const Session& session = game.session();
  const std::vector<LogLine>& log = game.Log(kPublicViewer);
  // In a box of its own that scrolls (`height`), or (0) inline in a column that scrolls.
  const bool boxed = height > 0;
  if (boxed) {
    ImGui::PushStyleColor(ImGuiCol_ChildBg, IM_COL32(0, 0, 0, 50));
    ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(12, 10));
    ImGui::BeginChild("breakdown", ImVec2(inner, std::max(80.0f, height)),
                      ImGuiChildFlags_AlwaysUseWindowPadding);
  }
  ImGui::PushTextWrapPos(boxed ? 0.0f : ImGui::GetCursorPosX() + inner);
  ui::TextWrappedIn(Tr("How the points came"), ui::GetFonts().heading, ui::colour::kGold);
  for (int seat = 0; seat < session.NumPlayers(); ++seat) {
    std::vector<std::string> own;
    for (const LogLine& line : log) {
      if (line.player == seat) own.push_back(line.text);
    }
    const std::vector<std::string> lines = ScoreBreakdown(session.state(), seat, own);
    if (lines.empty()) continue;
    ui::TextWrappedIn(session.setup().seats[seat].name, ui::GetFonts().bold, ui::colour::kCream);
    ImGui::Indent(12);
    for (const std::string& line : lines) {
      ui::TextWrappedIn(line, ui::GetFonts().body, ui::colour::kCreamDim);
    }
    ImGui::Unindent(12);
  }
  ImGui::PopTextWrapPos();
  if (boxed) {
    ImGui::EndChild();
    ImGui::PopStyleVar();
    ImGui::PopStyleColor();
  }
}

void OverScreen::DrawButtons(ScreenContext& context, const GameInProgress& game, float inner) {
  const Session& session = game.session();
  ImGui::PushFont(ui::GetFonts().bold);
  const float button = (inner - ImGui::GetStyle().ItemSpacing.x) * 0.5f;
  if (ui::Button(context.widgets, "over:play-again", Tr("Play again"), ImVec2(button, 0))) {
    SessionSetup setup = session.setup();
    setup.seed = SetupScreen::RandomSeed();
    context.nav.StartGame(std::move(setup));
  }
  ImGui::SameLine();
  if (ui::Button(context.widgets, "over:home", Tr("Home"), ImVec2(button, 0), ui::Tone::kQuiet)) {
    context.nav.GoHome();
  }
  // Looking back at the game, or taking it elsewhere (it is saved: the slot is up to date).
  const float third = (inner - 2 * ImGui::GetStyle().ItemSpacing.x) / 3;
  if (ui::Button(context.widgets, "over:replay", Tr("Replay"), ImVec2(third, 0),
                 ui::Tone::kSecondary)) {
    context.nav.OpenReplay(game.slot());
  }
  ImGui::SameLine();
  if (ui::Button(context.widgets, "over:review", Tr("Review"), ImVec2(third, 0),
                 ui::Tone::kSecondary, !ReviewPoints(session).empty())) {
    context.nav.OpenReplay(game.slot(), /*review=*/true);
  }
  ImGui::SameLine();
  if (ui::Button(context.widgets, "over:export", Tr("Export"), ImVec2(third, 0),
                 ui::Tone::kSecondary)) {
    context.nav.OpenExport(game.slot());
  }
  ImGui::PopFont();
}

}  // namespace tinsel::app
