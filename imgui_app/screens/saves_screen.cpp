#include "screens/saves_screen.h"

#include <algorithm>
#include <cfloat>

#include "tinsel/translate.h"
#include "ui/controls.h"
#include "ui/drawn_text.h"
#include "ui/theme.h"

namespace tinsel::app {

std::string ShortDate(const std::string& iso8601) {
  if (iso8601.size() >= 16 && iso8601[10] == 'T') {
    return iso8601.substr(0, 10) + " " + iso8601.substr(11, 5);
  }
  return iso8601.empty() ? std::string(Tr("unknown date")) : iso8601;
}

void SavesScreen::Refresh() {
  list_ = library_.List(/*verify=*/true);
  if (unsaved_rows_) {
    for (SlotSummary& row : unsaved_rows_()) {
      auto it = std::find_if(list_.begin(), list_.end(),
                             [&](const SlotSummary& s) { return s.slot == row.slot; });
      if (it != list_.end()) {
        *it = std::move(row);
      } else {
        list_.insert(list_.begin(), std::move(row));
      }
    }
  }
  error_.clear();
}

void SavesScreen::Draw(ScreenContext& context) {
  const ui::Fonts& fonts = ui::GetFonts();
  ui::BeginScreen("saves");
  const float column = std::min(1000.0f, ImGui::GetContentRegionAvail().x);
  const float left = std::max(0.0f, (ImGui::GetWindowWidth() - column) * 0.5f);

  if (ui::BackAndTitle(context.widgets, "saves:back", Tr("Saved games"), left)) {
    context.nav.GoHome();
  }
  // Moving games in and out: a backup, another browser.
  ImGui::SetCursorPosX(left);
  ImGui::PushFont(fonts.bold);
  if (ui::Button(context.widgets, "saves:import", Tr("Import"), ImVec2(150, 0),
                 ui::Tone::kSecondary)) {
    context.nav.OpenImport();
  }
  ImGui::SameLine();
  if (ui::Button(context.widgets, "saves:export-all", Tr("Export all"), ImVec2(150, 0),
                 ui::Tone::kSecondary, !list_.empty())) {
    context.nav.OpenExportAll();
  }
  ImGui::PopFont();
  const std::string now = now_();
  DrawClearButtons(context, left, column, now);
  if (!error_.empty()) {
    ImGui::SetCursorPosX(left);
    ImGui::PushStyleColor(ImGuiCol_Text, IM_COL32(255, 190, 170, 255));
    ui::Label(error_);
    ImGui::PopStyleColor();
  }

  ImGui::SetCursorPosX(left);
  ImGui::BeginChild("saves-list", ImVec2(column, ImGui::GetContentRegionAvail().y));
  ui::RegisterScrollArea(context.widgets, "saves:list");
  if (list_.empty()) {
    ImGui::Dummy(ImVec2(0, 20));
    ui::TextCentered(Tr("No saved games yet. Every game you start is saved as you play."),
                     fonts.body, ui::colour::kCreamDim);
  }
  {
    // Behind a confirmation the rows cannot be clicked: keep them out of the registry the
    // tests read.
    WidgetRegistry hidden;
    ScreenContext rows{Asking() ? hidden : context.widgets, context.nav, context.now};
    for (const SlotSummary& save : list_) DrawRow(rows, save, column - 20, now);
  }
  ImGui::EndChild();

  DrawDeleteConfirmation(context);
  DrawClearConfirmation(context);
  ui::EndScreen();
}

bool SavesScreen::CancelDelete() {
  if (!Asking()) return false;
  pending_delete_.clear();
  pending_clear_.reset();
  pending_clear_slots_.clear();
  return true;
}

void SavesScreen::DrawClearButtons(ScreenContext& context, float left, float column,
                                   const std::string& now) {
  const ui::Fonts& fonts = ui::GetFonts();
  const std::vector<std::string> finished = ClearCandidates(list_, ClearKind::kFinished, now);
  const std::vector<std::string> old = ClearCandidates(list_, ClearKind::kOld, now);
  if (finished.empty() && old.empty()) return;
  ImGui::PushFont(fonts.bold);
  const float spacing = ImGui::GetStyle().ItemSpacing.x;
  const float padding = ImGui::GetStyle().FramePadding.x * 2;
  bool first = true;
  auto offer = [&](ClearKind kind, const std::vector<std::string>& slots,
                   const std::string& label) {
    if (slots.empty()) return;
    const float width = std::min(column, ImGui::CalcTextSize(label.c_str()).x + padding + 24);
    // Side by side where both fit, one under the other on a phone.
    if (!first &&
        ImGui::GetItemRectMax().x + spacing + width <= ImGui::GetWindowPos().x + left + column) {
      ImGui::SameLine();
    } else {
      ImGui::SetCursorPosX(left);
    }
    first = false;
    const std::string id =
        kind == ClearKind::kFinished ? "saves:clear-finished" : "saves:clear-old";
    if (ui::Button(context.widgets, id, label, ImVec2(width, 0), ui::Tone::kSecondary)) {
      pending_clear_ = kind;
      pending_clear_slots_ = slots;
    }
  };
  offer(ClearKind::kFinished, finished,
        // TRANSLATORS: a button; {count} is how many saved games it would delete.
        TrFormat("Clear finished games ({count})", {{"count", FormatNumber(finished.size())}}));
  offer(ClearKind::kOld, old,
        // TRANSLATORS: a button; {count} is how many saved games, long unplayed, it would delete.
        TrFormat("Clear old games ({count})", {{"count", FormatNumber(old.size())}}));
  ImGui::PopFont();
}

void SavesScreen::DrawClearConfirmation(ScreenContext& context) {
  const ui::Fonts& fonts = ui::GetFonts();
  const char* const popup = "Clear saved games?";
  if (pending_clear_) ImGui::OpenPopup(popup);
  const ImVec2 centre = ImGui::GetMainViewport()->GetCenter();
  ImGui::SetNextWindowPos(centre, ImGuiCond_Always, ImVec2(0.5f, 0.5f));
  // Never wider than the window (a phone): the sentences wrap.
  const float width = std::min(560.0f, ImGui::GetMainViewport()->Size.x - 32);
  ImGui::SetNextWindowSizeConstraints(ImVec2(0, 0), ImVec2(width, FLT_MAX));
  ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(28, 24));
  if (ImGui::BeginPopupModal(popup, nullptr,
                             ImGuiWindowFlags_AlwaysAutoResize | ImGuiWindowFlags_NoTitleBar |
                                 ImGuiWindowFlags_NoMove)) {
    // Asked only while a clearing waits for an answer (Escape answers "keep them").
    if (!pending_clear_) ImGui::CloseCurrentPopup();
    context.widgets.BeginModal();
    const int count = static_cast<int>(pending_clear_slots_.size());
    const bool finished = pending_clear_ == ClearKind::kFinished;
    ImGui::PushTextWrapPos(width - 56);
    ImGui::PushFont(fonts.heading);
    if (finished) {
      ui::Label(TrPlural("Delete {n} finished game?", "Delete {n} finished games?", count));
    } else {
      // TRANSLATORS: {days} is a number of days, always more than one (30).
      ui::Label(TrPlural("Delete {n} game not played for over {days} days?",
                         "Delete {n} games not played for over {days} days?", count,
                         {{"days", FormatNumber(kOldGameDays)}}));
    }
    ImGui::PopFont();
    ui::Label(finished ? Tr("Games still being played are kept. This cannot be undone.")
                       : Tr("They were never finished. Finished and recent games are kept. This "
                            "cannot be undone."));
    ImGui::PopTextWrapPos();
    ImGui::Dummy(ImVec2(0, 8));
    ImGui::PushFont(fonts.bold);
    const float spacing = ImGui::GetStyle().ItemSpacing.x;
    const float button = std::min(180.0f, (width - 56 - spacing) / 2);
    if (ui::Button(context.widgets, "saves:confirm-clear",
                   // TRANSLATORS: the button that deletes {n} saved games (the English reads
                   // the same for one).
                   TrPlural("Delete {n}", "Delete {n}", count), ImVec2(button, 0))) {
      int removed = 0;
      const Status cleared =
          ClearSaves(library_, pending_clear_slots_, *pending_clear_, now_(), &removed);
      pending_clear_.reset();
      pending_clear_slots_.clear();
      Refresh();
      if (!cleared.ok()) {
        SetError(TrFormat("Could not delete them all: {error}", {{"error", cleared.message()}}));
      }
      ImGui::CloseCurrentPopup();
    }
    ImGui::SameLine();
    if (ui::Button(context.widgets, "saves:cancel-clear", Tr("Keep them"), ImVec2(button, 0),
                   ui::Tone::kQuiet)) {
      pending_clear_.reset();
      pending_clear_slots_.clear();
      ImGui::CloseCurrentPopup();
    }
    ImGui::PopFont();
    context.widgets.EndModal();
    ImGui::EndPopup();
  }
  ImGui::PopStyleVar();
}

void SavesScreen::DrawDeleteConfirmation(ScreenContext& context) {
  const ui::Fonts& fonts = ui::GetFonts();
  if (!pending_delete_.empty()) ImGui::OpenPopup("Delete saved game?");
  const ImVec2 centre = ImGui::GetMainViewport()->GetCenter();
  ImGui::SetNextWindowPos(centre, ImGuiCond_Always, ImVec2(0.5f, 0.5f));
  ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(28, 24));
  if (ImGui::BeginPopupModal("Delete saved game?", nullptr,
                             ImGuiWindowFlags_AlwaysAutoResize | ImGuiWindowFlags_NoTitleBar |
                                 ImGuiWindowFlags_NoMove)) {
    // Asked only while a save waits for an answer (Escape answers "keep it").
    if (pending_delete_.empty()) ImGui::CloseCurrentPopup();
    context.widgets.BeginModal();
    ImGui::PushFont(fonts.heading);
    ui::Label(Tr("Delete this saved game?"));
    ImGui::PopFont();
    ui::Label(Tr("It cannot be brought back."));
    ImGui::Dummy(ImVec2(0, 8));
    ImGui::PushFont(fonts.bold);
    if (ui::Button(context.widgets, "saves:confirm-delete", Tr("Delete"), ImVec2(150, 0))) {
      context.nav.DeleteSave(pending_delete_);
      pending_delete_.clear();
      ImGui::CloseCurrentPopup();
    }
    ImGui::SameLine();
    if (ui::Button(context.widgets, "saves:cancel-delete", Tr("Keep it"), ImVec2(150, 0),
                   ui::Tone::kQuiet)) {
      pending_delete_.clear();
      ImGui::CloseCurrentPopup();
    }
    ImGui::PopFont();
    context.widgets.EndModal();
    ImGui::EndPopup();
  }
  ImGui::PopStyleVar();
}

void SavesScreen::DrawRowText(const SlotSummary& save, float width, const std::string& now) {
  ImGui::PushStyleVar(ImGuiStyleVar_ItemSpacing, ImVec2(12, 4));
  ImGui::PushStyleColor(ImGuiCol_Text, ui::colour::kInk);
  ImGui::PushFont(ui::GetFonts().heading);
  ui::Label(save.game_name);
  ImGui::PopFont();
  std::string players;
  for (const std::string& name : save.players) players += (players.empty() ? "" : ", ") + name;
  std::string detail;
  if (!save.cannot_open.empty()) {
    detail = save.cannot_open;
  } else if (save.damaged) {
    detail = TrFormat("Damaged: {error}", {{"error", save.error}});
  } else if (!save.unsaved.empty()) {
    detail = TrPlural(
        // TRANSLATORS: {problem} is why the latest moves are not saved ("the storage is full").
        "{n} move played. The latest are not saved yet ({problem}): Tinsel keeps trying. "
        "Continue plays on from the last one.",
        "{n} moves played. The latest are not saved yet ({problem}): Tinsel keeps trying. "
        "Continue plays on from the last one.",
        save.moves, {{"problem", save.unsaved}});
  } else if (save.over) {
    // TRANSLATORS: {date} is the date and time ("2024-12-24 18:30").
    detail = TrFormat("Finished, last played {date}", {{"date", ShortDate(save.updated)}});
  } else {
    // TRANSLATORS: {date} is the date and time ("2024-12-24 18:30").
    detail = TrPlural("{n} move played, last played {date}", "{n} moves played, last played {date}",
                      save.moves, {{"date", ShortDate(save.updated)}});
  }
  ImGui::PushTextWrapPos(width - 40);
  ui::Label(players.empty() ? std::string(Tr("(players unknown)")) : players);
  if (save.damaged) ImGui::PushStyleColor(ImGuiCol_Text, ui::colour::kRed);
  ui::Label(detail);
  if (save.damaged) ImGui::PopStyleColor();
  // Offered for clearing above ("Clear old games"): say why.
  const std::string waiting = NotPlayedFor(save, now);
  if (!waiting.empty()) {
    ImGui::PushStyleColor(ImGuiCol_Text, ui::colour::kRed);
    ui::Label(waiting);
    ImGui::PopStyleColor();
  }
  ImGui::PopTextWrapPos();
  ImGui::PopStyleColor();
  ImGui::PopStyleVar();
}

void SavesScreen::DrawRow(ScreenContext& context, const SlotSummary& save, float width,
                          const std::string& now) {
  const ui::Fonts& fonts = ui::GetFonts();
  const bool openable = !save.damaged && save.cannot_open.empty();
  const float gap = ImGui::GetStyle().ItemSpacing.x;
  const float inner = width - 40;
  // The four buttons on one line where they fit, else two lines of two (phones).
  const bool one_line = inner >= 4 * 130 + 3 * gap;
  const float button_width = one_line ? 130 : (inner - gap) / 2;
  ImGui::PushID(save.slot.c_str());
  ImGui::PushStyleColor(ImGuiCol_ChildBg,
                        save.damaged ? IM_COL32(232, 214, 200, 255) : ui::colour::kCream);
  ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(20, 12));
  // As tall as its text and buttons (names wrap on phones).
  ImGui::BeginChild("row", ImVec2(width, 0),
                    ImGuiChildFlags_AlwaysUseWindowPadding | ImGuiChildFlags_AutoResizeY,
                    ImGuiWindowFlags_NoScrollbar);
  ImDrawList* draw = ImGui::GetWindowDrawList();
  const ImVec2 min = ImGui::GetWindowPos();
  draw->AddRectFilled(min, ImVec2(min.x + 8, min.y + ImGui::GetWindowHeight()),
                      save.damaged ? IM_COL32(120, 110, 100, 255) : ui::colour::kRed, 14,
                      ImDrawFlags_RoundCornersLeft);

  DrawRowText(save, width, now);
  ImGui::Dummy(ImVec2(0, 2));
  ImGui::PushFont(fonts.bold);
  const ImVec2 size(button_width, 0);
  if (ui::Button(context.widgets, "saves:continue:" + save.slot,
                 save.over ? Tr("See result") : Tr("Continue"), size, ui::Tone::kPrimary,
                 openable)) {
    context.nav.ContinueGame(save.slot);
  }
  ImGui::SameLine();
  if (ui::Button(context.widgets, "saves:replay:" + save.slot, Tr("Replay"), size,
                 ui::Tone::kSecondary, openable)) {
    context.nav.OpenReplay(save.slot);
  }
  if (one_line) ImGui::SameLine();
  // A save for a newer Tinsel exports as it is (to open it there).
  if (ui::Button(context.widgets, "saves:export:" + save.slot, Tr("Export"), size,
                 ui::Tone::kSecondary, openable || !save.cannot_open.empty())) {
    context.nav.OpenExport(save.slot);
  }
  ImGui::SameLine();
  if (ui::Button(context.widgets, "saves:delete:" + save.slot, Tr("Delete"), size,
                 ui::Tone::kSecondary)) {
    pending_delete_ = save.slot;
  }
  ImGui::PopFont();
  ImGui::EndChild();
  ImGui::PopStyleVar();
  ImGui::PopStyleColor();
  ImGui::PopID();
}

}  // namespace tinsel::app
