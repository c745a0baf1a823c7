// The play screen's side panel (and what the compact layout's drawer shares with it): the
// players' rows, Undo, Hint and Home, the choice for an away player's seat, and the move log.
#include <cmath>
#include <cstdio>

#include "model/play/seat_names.h"
#include "model/play/undo_reason.h"
#include "screens/play_screen.h"
#include "tinsel/registry.h"
#include "tinsel/translate.h"
#include "ui/controls.h"
#include "ui/drawn_text.h"
#include "ui/theme.h"
#include "views/kit.h"

namespace tinsel::app {
namespace {

std::string BotLabel(const Session& session, const Seat& seat) {
  const GameEntry* entry = FindGame(session.setup().game_id);
  if (entry != nullptr) {
    for (const BotKind& kind : entry->bots) {
      // TRANSLATORS: under a bot's name in the players' list; {level} is its level ("Easy").
      if (kind.id == seat.level)
        return TrFormat("bot, {level}", {{"level", Tr(kind.label.c_str())}});
    }
  }
  return Tr("bot");
}

std::string FormatScore(double score) {
  if (std::floor(score) == score) return std::to_string(static_cast<long long>(score));
  char buffer[32];
  std::snprintf(buffer, sizeof buffer, "%.1f", score);
  return buffer;
}

}  // namespace

void PlayScreen::DrawSidePanel(ScreenContext& context, GameInProgress& game, ImVec2 min,
                               ImVec2 size) {
  const ui::Fonts& fonts = ui::GetFonts();
  ImDrawList* draw = ImGui::GetWindowDrawList();
  draw->AddRectFilled(min, ImVec2(min.x + size.x, min.y + size.y), ui::colour::kPanel);
  draw->AddLine(min, ImVec2(min.x, min.y + size.y), ui::colour::kGoldDim, 2);

  const float pad = 18;
  const float inner = size.x - 2 * pad;
  // The player to move as the panel starts (a move made on the table in this frame counts; an
  // undo pressed below does not).
  const int current = game.session().state().CurrentPlayer();
  ImGui::SetCursorScreenPos(ImVec2(min.x + pad, min.y + 16));
  ImGui::BeginGroup();
  ImGui::PushFont(fonts.heading);
  ui::Label(Tr("Players"));
  ImGui::PopFont();
  DrawPlayerRows(context, game.session(), inner);
  ImGui::Dummy(ImVec2(0, 4));
  DrawControls(context, game, current, inner, /*undo_and_hint=*/true);
  ImGui::Dummy(ImVec2(0, 6));
  ImGui::PushFont(fonts.heading);
  ui::Label(Tr("Moves"));
  ImGui::PopFont();
  ImGui::EndGroup();
  DrawLog(context, game, min, size, inner);
}

void PlayScreen::DrawPlayerRows(ScreenContext& context, const Session& session, float inner) {
  // One row per seat: a marker and a gold frame for whose turn it is (shape and colour),
  // the name, human or bot, the score.
  const ui::Fonts& fonts = ui::GetFonts();
  ImDrawList* draw = ImGui::GetWindowDrawList();
  const std::vector<double> scores = session.state().Scores();
  const int current = session.state().CurrentPlayer();
  const float row = 50;
  for (int i = 0; i < session.NumPlayers(); ++i) {
    const Seat& seat = session.setup().seats[i];
    const ImVec2 a = ImGui::GetCursorScreenPos();
    const ImVec2 b(a.x + inner, a.y + row - 6);
    const bool to_move = i == current;
    draw->AddRectFilled(a, b, to_move ? IM_COL32(232, 188, 74, 60) : IM_COL32(0, 0, 0, 40), 10);
    if (to_move) {
      draw->AddRect(a, b, ui::colour::kGold, 10, 0, 2);
      const float cy = (a.y + b.y) * 0.5f;
      draw->AddTriangleFilled(ImVec2(a.x + 8, cy - 8), ImVec2(a.x + 8, cy + 8),
                              ImVec2(a.x + 20, cy), ui::colour::kGold);
    }
    const float fs = kit::FontPixels(fonts.bold);
    const std::string score = i < static_cast<int>(scores.size()) ? FormatScore(scores[i]) : "";
    const float hs = kit::FontPixels(fonts.heading);
    const float sw = kit::TextWidth(fonts.heading, hs, score);
    const float score_x = b.x - 14 - sw;
    ui::DrawText(draw, fonts.heading, hs, ImVec2(score_x, (a.y + b.y - hs) * 0.5f),
                 ui::colour::kGold, score);
    // The score keeps its room; the name and what it is have the rest.
    const float room = score_x - 10 - (a.x + 28);
    ui::NameText(context.widgets, "play:name:" + std::to_string(i), draw, fonts.bold, fs,
                 ImVec2(a.x + 28, a.y + 3), ui::colour::kCream, seat.name, room);
    // TRANSLATORS: under a player's name in the players' list ("human", "bot, Easy").
    std::string kind = seat.bot ? BotLabel(session, seat) : std::string(Tr("human"));
    if (shared_ != nullptr && i < static_cast<int>(shared_->seats().size()) &&
        shared_->seats()[i].away) {
      // TRANSLATORS: {kind} is "human" or "bot, Easy"; the player's device lost the table.
      kind = TrFormat("{kind}, away", {{"kind", kind}});
    }
    // TRANSLATORS: {kind} is "human", "bot, Easy" or "human, away"; it is this player's turn.
    if (to_move) kind = TrFormat("{kind}, to play", {{"kind", kind}});
    ui::DrawText(draw, fonts.body, fs * 0.78f, ImVec2(a.x + 28, a.y + 3 + fs),
                 ui::colour::kCreamDim, ui::FitText(fonts.body, fs * 0.78f, kind, room));
    ImGui::Dummy(ImVec2(inner, row));
  }
}

void PlayScreen::DrawControls(ScreenContext& context, GameInProgress& game, int current,
                              float inner, bool undo_and_hint) {
  ImGui::PushFont(ui::GetFonts().bold);
  if (undo_and_hint) {
    const float button = (inner - ImGui::GetStyle().ItemSpacing.x) * 0.5f;
    DrawUndoButton(context, game, ImVec2(button, 0));
    ImGui::SameLine();
    if (ui::Button(context.widgets, "play:home", Tr("Home"), ImVec2(button, 0), ui::Tone::kQuiet)) {
      context.nav.GoHome();
    }
    DrawHintButton(context, game, current, ImVec2(inner, 0));
  } else if (ui::Button(context.widgets, "play:home", Tr("Home"), ImVec2(inner, 44),
                        ui::Tone::kQuiet)) {
    context.nav.GoHome();
  }
  ImGui::PopFont();
  DrawAwayChoice(context, game.session(), inner);
  // Why Undo is unavailable, right under it.
  const std::string why = UndoRefusal(game);
  if (!why.empty() && game.session().HumanToMove()) {
    ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + inner);
    ImGui::PushStyleColor(ImGuiCol_Text, ui::colour::kCreamDim);
    // TRANSLATORS: {reason} says why the last move cannot be undone.
    ui::Label(TrFormat("No undo: {reason}.", {{"reason", why}}));
    ImGui::PopStyleColor();
    ImGui::PopTextWrapPos();
  }
}

void PlayScreen::DrawAwayChoice(ScreenContext& context, const Session& session, float inner) {
  if (shared_ == nullptr || shared_->role() != SharedTable::Role::kHost) return;
  const int current = session.state().CurrentPlayer();
  const std::vector<TableSeat>& seats = shared_->seats();
  if (current < 0 || current >= static_cast<int>(seats.size()) || !seats[current].away ||
      seats[current].plan != "invited") {
    away_seat_ = -1;
    return;
  }
  if (away_seat_ != current) {
    away_seat_ = current;
    away_seen_at_ = context.now;
  }
  const std::string& name = session.setup().seats[current].name;
  const bool waited = context.now - away_seen_at_ >= kAwayGraceSeconds;
  ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + inner);
  ImGui::PushStyleColor(ImGuiCol_Text, ui::colour::kCream);
  ui::Label(waited ? TrFormat("{name} is away (their device lost the table). Wait for them, or:",
                              {{"name", NameAsShown(name)}})
                   : TrFormat("{name} is away: waiting for their device to come back...",
                              {{"name", NameAsShown(name)}}));
  ImGui::PopStyleColor();
  ImGui::PopTextWrapPos();
  if (!waited) return;
  ImGui::PushFont(ui::GetFonts().bold);
  if (ui::Button(context.widgets, "play:away:bot",
                 TrFormat("A bot plays for {name}", {{"name", NameAsShown(name)}}),
                 ImVec2(inner, 0), ui::Tone::kSecondary)) {
    shared_->channel().Reseat(current, "bot", kDefaultBotLevel);
  }
  if (ui::Button(context.widgets, "play:away:here",
                 TrFormat("Play {name}'s seat here", {{"name", NameAsShown(name)}}),
                 ImVec2(inner, 0), ui::Tone::kQuiet)) {
    shared_->channel().Reseat(current, "here", "");
  }
  ImGui::PopFont();
}

std::string PlayScreen::UndoRefusal(GameInProgress& game) {
  // At a table across devices, only the seat that made the decision (played here) may.
  if (game.driver().AtSharedTable() && game.CanUndo() &&
      !game.driver().MayUndoAtTable(game.UndoSeat())) {
    return SessionDriver::kSharedTableOthersMove;
  }
  return UndoBlockedReason(game.session());
}

void PlayScreen::DrawUndoButton(ScreenContext& context, GameInProgress& game, ImVec2 size) {
  const Session& session = game.session();
  const std::string refusal = UndoRefusal(game);
  const bool can_undo = game.CanUndo() && !session.setup().seats.empty() && refusal.empty();
  const std::string why = can_undo ? "" : refusal;
  // The registered label says why Undo is off (what a screen reader or a test reads).
  const std::string label =
      why.empty() ? std::string(Tr("Undo")) : TrFormat("Undo ({reason})", {{"reason", why}});
  // Off, it looks greyed but still answers a press (a tap on a phone, where no side panel
  // says why) with the reason in the status line; the keyboard passes it by.
  if (!can_undo) ImGui::PushStyleVar(ImGuiStyleVar_Alpha, ImGui::GetStyle().Alpha * 0.45f);
  const bool pressed =
      ui::Button(context.widgets, "play:undo", Tr("Undo"), size, ui::Tone::kSecondary,
                 /*enabled=*/true, /*legal=*/can_undo);
  if (!can_undo) ImGui::PopStyleVar();
  if (pressed && !can_undo) {
    move_error_ = TrFormat("No undo: {reason}.", {{"reason", why}});
  } else if (pressed) {
    UndoNow(game, context.now);
  }
  if (!why.empty()) {
    context.widgets.RelabelLast(label);
    if (ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled))
      ImGui::SetTooltip("%s", label.c_str());
  }
}

void PlayScreen::DrawHintButton(ScreenContext& context, GameInProgress& game, int current,
                                ImVec2 size) {
  // Hint: the Hard bot thinks for the human to move (from that seat's view only); the move
  // is marked on the table and explained in the status line. A move made in this frame has
  // handed the turn on: the hint is not theirs.
  const bool can_hint =
      turn_.HintAllowed(current) && !game.driver().HintThinking() && !game.driver().hint();
  if (ui::Button(context.widgets, "play:hint",
                 game.driver().HintThinking() ? Tr("Thinking...") : Tr("Hint"), size,
                 ui::Tone::kSecondary, can_hint)) {
    game.driver().RequestHint();
  }
}
void PlayScreen::DrawLog(ScreenContext& context, GameInProgress& game, ImVec2 min, ImVec2 size,
                         float inner) {
  // The log fills the rest of the panel and follows the newest move.
  const std::vector<LogLine>& log = game.Log(turn_.viewer);
  const float pad = 18;
  ImGui::SetCursorScreenPos(ImVec2(min.x + pad, ImGui::GetCursorScreenPos().y));
  // What is left of the panel (where it stands unscrolled), at least a readable share of it.
  const float left = min.y + size.y - (ImGui::GetCursorScreenPos().y + ImGui::GetScrollY()) - 16;
  const float log_height = std::max(size.y * 0.4f, left);
  ImGui::PushStyleColor(ImGuiCol_ChildBg, IM_COL32(0, 0, 0, 50));
  ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(12, 10));
  ImGui::BeginChild("log", ImVec2(inner, std::max(60.0f, log_height)),
                    ImGuiChildFlags_AlwaysUseWindowPadding);
  ui::MarkScrollingWindow();  // a move just added may lie below until it is scrolled to
  ImGui::PushTextWrapPos(0.0f);
  // Long runs of chance steps (a deal of 36 cards) would bury the moves: show the first
  // and the last two of a run and how many were skipped.
  constexpr size_t kRunShown = 5;
  for (size_t i = 0; i < log.size(); ++i) {
    const LogLine& line = log[i];
    if (line.player >= 0) {
      ui::Label(line.text);
      continue;
    }
    size_t end = i;
    while (end < log.size() && log[end].player < 0) ++end;
    ImGui::PushStyleColor(ImGuiCol_Text, ui::colour::kCreamDim);
    if (end - i > kRunShown) {
      ui::Label(log[i].text);
      const long long skipped = static_cast<long long>(end - i - 3);
      // TRANSLATORS: in the moves' list, in place of a long run of chance steps (a deal; the
      // English reads the same for one).
      ui::Label(TrPlural("... {n} more ...", "... {n} more ...", skipped));
      ui::Label(log[end - 2].text);
      ui::Label(log[end - 1].text);
      i = end - 1;
    } else {
      ui::Label(line.text);
    }
    ImGui::PopStyleColor();
  }
  ImGui::PopTextWrapPos();
  // Follow the newest move, unless the player scrolled up to read.
  if (log.size() != log_seen_ || ImGui::GetScrollY() >= ImGui::GetScrollMaxY() - 4) {
    ImGui::SetScrollHereY(1.0f);
  }
  log_seen_ = log.size();
  ui::RegisterScrollArea(context.widgets, "play:log");
  ImGui::EndChild();
  ImGui::PopStyleVar();
  ImGui::PopStyleColor();
}

}  // namespace tinsel::app
