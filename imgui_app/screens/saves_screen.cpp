#include "screens/saves_screen.h"

#include <algorithm>

#include "ui/controls.h"
#include "ui/theme.h"

namespace tinsel::app {

std::string ShortDate(const std::string& iso8601) {
  if (iso8601.size() >= 16 && iso8601[10] == 'T') {
    return iso8601.substr(0, 10) + " " + iso8601.substr(11, 5);
  }
  return iso8601.empty() ? "unknown date" : iso8601;
}

void SavesScreen::Refresh() {
  list_ = library_.List(/*verify=*/true);
  error_.clear();
}

void SavesScreen::Draw(ScreenContext& context) {
  const ui::Fonts& fonts = ui::GetFonts();
  ui::BeginScreen("saves");
  const float column = std::min(1000.0f, ImGui::GetContentRegionAvail().x);
  const float left = std::max(0.0f, (ImGui::GetWindowWidth() - column) * 0.5f);

  if (ui::BackAndTitle(context.widgets, "saves:back", "Saved games", left)) context.nav.GoHome();
  // Moving games in and out: a backup, another browser.
  ImGui::SetCursorPosX(left);
  ImGui::PushFont(fonts.bold);
  if (ui::Button(context.widgets, "saves:import", "Import", ImVec2(150, 0), ui::Tone::kSecondary)) {
    context.nav.OpenImport();
  }
  ImGui::SameLine();
  if (ui::Button(context.widgets, "saves:export-all", "Export all", ImVec2(150, 0),
                 ui::Tone::kSecondary, !list_.empty())) {
    context.nav.OpenExportAll();
  }
  ImGui::PopFont();
  if (!error_.empty()) {
    ImGui::SetCursorPosX(left);
    ImGui::PushStyleColor(ImGuiCol_Text, IM_COL32(255, 190, 170, 255));
    ImGui::TextUnformatted(error_.c_str());
    ImGui::PopStyleColor();
  }

  ImGui::SetCursorPosX(left);
  ImGui::BeginChild("saves-list", ImVec2(column, ImGui::GetContentRegionAvail().y));
  if (list_.empty()) {
    ImGui::Dummy(ImVec2(0, 20));
    ui::TextCentered("No saved games yet. Every game you start is saved as you play.", fonts.body,
                     ui::colour::kCreamDim);
  }
  {
    // Behind the delete confirmation the rows cannot be clicked: keep them out of the
    // registry the tests read.
    WidgetRegistry hidden;
    ScreenContext rows{pending_delete_.empty() ? context.widgets : hidden, context.nav,
                       context.now};
    for (const SlotSummary& save : list_) DrawRow(rows, save, column - 20);
  }
  ImGui::EndChild();

  DrawDeleteConfirmation(context);
  ui::EndScreen();
}

bool SavesScreen::CancelDelete() {
  if (pending_delete_.empty()) return false;
  pending_delete_.clear();
  return true;
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
    ImGui::TextUnformatted("Delete this saved game?");
    ImGui::PopFont();
    ImGui::TextUnformatted("It cannot be brought back.");
    ImGui::Dummy(ImVec2(0, 8));
    ImGui::PushFont(fonts.bold);
    if (ui::Button(context.widgets, "saves:confirm-delete", "Delete", ImVec2(150, 0))) {
      Status removed = library_.Remove(pending_delete_);
      pending_delete_.clear();
      ImGui::CloseCurrentPopup();
      Refresh();
      if (!removed.ok()) error_ = "Could not delete: " + removed.message();
    }
    ImGui::SameLine();
    if (ui::Button(context.widgets, "saves:cancel-delete", "Keep it", ImVec2(150, 0),
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

void SavesScreen::DrawRowText(const SlotSummary& save, float width) {
  ImGui::PushStyleVar(ImGuiStyleVar_ItemSpacing, ImVec2(12, 4));
  ImGui::PushStyleColor(ImGuiCol_Text, ui::colour::kInk);
  ImGui::PushFont(ui::GetFonts().heading);
  ImGui::TextUnformatted(save.game_name.c_str());
  ImGui::PopFont();
  std::string players;
  for (const std::string& name : save.players) players += (players.empty() ? "" : ", ") + name;
  std::string detail;
  if (!save.cannot_open.empty()) {
    detail = save.cannot_open;
  } else if (save.damaged) {
    detail = "Damaged: " + save.error;
  } else {
    detail = (save.over ? std::string("Finished")
                        : std::to_string(save.moves) + (save.moves == 1 ? " move" : " moves") +
                              " played") +
             ", last played " + ShortDate(save.updated);
  }
  ImGui::PushTextWrapPos(width - 40);
  ImGui::TextUnformatted(players.empty() ? "(players unknown)" : players.c_str());
  if (save.damaged) ImGui::PushStyleColor(ImGuiCol_Text, ui::colour::kRed);
  ImGui::TextUnformatted(detail.c_str());
  if (save.damaged) ImGui::PopStyleColor();
  ImGui::PopTextWrapPos();
  ImGui::PopStyleColor();
  ImGui::PopStyleVar();
}

void SavesScreen::DrawRow(ScreenContext& context, const SlotSummary& save, float width) {
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

  DrawRowText(save, width);
  ImGui::Dummy(ImVec2(0, 2));
  ImGui::PushFont(fonts.bold);
  const ImVec2 size(button_width, 0);
  if (ui::Button(context.widgets, "saves:continue:" + save.slot,
                 save.over ? "See result" : "Continue", size, ui::Tone::kPrimary, openable)) {
    context.nav.ContinueGame(save.slot);
  }
  ImGui::SameLine();
  if (ui::Button(context.widgets, "saves:replay:" + save.slot, "Replay", size, ui::Tone::kSecondary,
                 openable)) {
    context.nav.OpenReplay(save.slot);
  }
  if (one_line) ImGui::SameLine();
  if (ui::Button(context.widgets, "saves:export:" + save.slot, "Export", size, ui::Tone::kSecondary,
                 openable)) {
    context.nav.OpenExport(save.slot);
  }
  ImGui::SameLine();
  if (ui::Button(context.widgets, "saves:delete:" + save.slot, "Delete", size,
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
