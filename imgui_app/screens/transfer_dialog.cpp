#include "screens/transfer_dialog.h"

#include <algorithm>

#include "tinsel/registry.h"
#include "tinsel/replay_link.h"
#include "ui/controls.h"
#include "ui/theme.h"

namespace tinsel::app {
namespace {

constexpr const char* kPopup = "transfer";

std::string Title(const Session& session) {
  const GameEntry* entry = FindGame(session.setup().game_id);
  std::string players;
  for (const Seat& seat : session.setup().seats) {
    players += (players.empty() ? "" : ", ") + seat.name;
  }
  return (entry ? entry->game->Name() : session.setup().game_id) + " (" + players + ")";
}

}  // namespace

void TransferDialog::OpenExport(const std::string& slot) {
  Close();
  SaveTimes times;
  std::unique_ptr<Session> session = library_.Load(slot, &refused_, &times);
  mode_ = Mode::kExport;
  if (session == nullptr) {
    refused_ = "This game cannot be exported: " + refused_;
    return;
  }
  title_ = "Export " + Title(*session);
  file_name_ = ExportFileName(*session, times);
  text_ = WriteSave(*session, times);
  const std::string address = files_ != nullptr ? files_->PageAddress() : "";
  link_ = address + std::string(kReplayLinkMarker) + ReplayLinkPayload(*session);
}

void TransferDialog::OpenExportAll() {
  Close();
  int left_out = 0;
  text_ = ExportAll(library_, &left_out);
  mode_ = Mode::kExport;
  title_ = "Export every saved game";
  file_name_ = ExportAllFileName(now_());
  if (left_out > 0) {
    said_ = std::to_string(left_out) +
            (left_out == 1 ? " damaged save was" : " damaged saves were") + " left out.";
  }
}

void TransferDialog::OpenImport() {
  Close();
  mode_ = Mode::kImport;
}

void TransferDialog::Close() {
  mode_ = Mode::kClosed;
  title_.clear();
  file_name_.clear();
  text_.clear();
  link_.clear();
  plan_ = {};
  said_.clear();
  refused_.clear();
}

void TransferDialog::Receive(const std::string& text) {
  OpenImport();
  std::string error;
  plan_ = PlanImport(library_, text, &error);
  if (plan_.games.empty()) {
    refused_ = "Nothing was imported. " + error;
    return;
  }
  // Games already here wait for the player's answer; otherwise they come in at once.
  if (plan_.Duplicates() == 0) Import(false);
}

bool TransferDialog::Import(bool keep_both) {
  std::vector<std::string> written;
  const Status status = CarryOutImport(library_, plan_, keep_both, now_(), &written);
  if (!status.ok()) {
    refused_ = status.message();
  } else {
    said_ = ImportSentence(plan_, keep_both);
  }
  plan_ = {};
  return status.ok() && !written.empty();
}

nlohmann::json TransferDialog::TestState() const {
  return {{"mode", mode_ == Mode::kExport   ? "export"
                   : mode_ == Mode::kImport ? "import"
                                            : ""},
          {"said", said_},
          {"refused", refused_},
          {"file_name", file_name_},
          {"asking", plan_.Duplicates()}};
}

bool TransferDialog::Draw(ScreenContext& context) {
  if (mode_ == Mode::kClosed) return false;
  bool changed = false;
  ImGui::OpenPopup(kPopup);
  const ImGuiViewport* viewport = ImGui::GetMainViewport();
  const float width = std::min(620.0f, viewport->WorkSize.x - 24);
  ImGui::SetNextWindowPos(viewport->GetCenter(), ImGuiCond_Always, ImVec2(0.5f, 0.5f));
  ImGui::SetNextWindowSize(ImVec2(width, 0));
  ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(24, 20));
  if (ImGui::BeginPopupModal(kPopup, nullptr,
                             ImGuiWindowFlags_AlwaysAutoResize | ImGuiWindowFlags_NoTitleBar |
                                 ImGuiWindowFlags_NoMove)) {
    context.widgets.BeginModal();
    ImGui::PushTextWrapPos(0.0f);
    if (mode_ == Mode::kExport) {
      DrawExport(context);
    } else {
      changed = DrawImport(context);
    }
    if (!said_.empty()) ui::TextWrappedIn(said_, ui::GetFonts().bold, ui::colour::kGold);
    if (!refused_.empty()) {
      ui::TextWrappedIn(refused_, ui::GetFonts().bold, IM_COL32(255, 190, 170, 255));
    }
    ImGui::PopTextWrapPos();
    ImGui::Dummy(ImVec2(0, 6));
    ImGui::PushFont(ui::GetFonts().bold);
    if (ui::Button(context.widgets, "transfer:close", "Close", ImVec2(-1, 0), ui::Tone::kQuiet)) {
      Close();
      ImGui::CloseCurrentPopup();
    }
    ImGui::PopFont();
    context.widgets.EndModal();
    ImGui::EndPopup();
  }
  ImGui::PopStyleVar();
  return changed;
}

void TransferDialog::DrawExport(ScreenContext& context) {
  ImGui::PushFont(ui::GetFonts().heading);
  ImGui::TextUnformatted(title_.c_str());
  ImGui::PopFont();
  if (text_.empty()) return;
  ImGui::TextUnformatted(("As the file " + file_name_ + ", or as text to copy:").c_str());
  // Read-only: the text can be selected (and copied on the desktop) but not changed.
  ImGui::PushStyleColor(ImGuiCol_Text, ui::colour::kInk);  // on the cream field
  ImGui::InputTextMultiline("##text", text_.data(), text_.size() + 1, ImVec2(-1, 110),
                            ImGuiInputTextFlags_ReadOnly);
  ImGui::PopStyleColor();
  ImGui::PushFont(ui::GetFonts().bold);
  const float gap = ImGui::GetStyle().ItemSpacing.x;
  const int buttons = link_.empty() ? 2 : 3;
  const float room = ImGui::GetContentRegionAvail().x;
  // Side by side where the labels fit, else one under the other (phones).
  const bool stacked = room < 520;
  const ImVec2 size(stacked ? room : (room - (buttons - 1) * gap) / buttons, 0);
  if (ui::Button(context.widgets, "transfer:download", "Download", size)) {
    std::string where;
    const Status status =
        files_ ? files_->Offer(file_name_, text_, &where) : Status::Error("No files here.");
    said_ = status.ok() ? where : "";
    refused_ = status.ok() ? "" : "Could not save the file: " + status.message();
  }
  if (!stacked) ImGui::SameLine();
  if (ui::Button(context.widgets, "transfer:copy", "Copy text", size, ui::Tone::kSecondary)) {
    const Status status = files_ ? files_->Copy(text_) : Status::Error("No clipboard here.");
    said_ = status.ok() ? "The save is on the clipboard." : "";
    refused_ = status.ok() ? "" : "Could not copy: " + status.message();
  }
  if (!link_.empty()) {
    if (!stacked) ImGui::SameLine();
    if (ui::Button(context.widgets, "transfer:copy-link", "Copy replay link", size,
                   ui::Tone::kSecondary)) {
      const Status status = files_ ? files_->Copy(link_) : Status::Error("No clipboard here.");
      said_ = status.ok() ? "The replay link (" + std::to_string(link_.size()) +
                                " characters) is on the clipboard: anyone who opens it sees "
                                "this game, and nothing is sent to any server."
                          : "";
      refused_ = status.ok() ? "" : "Could not copy: " + status.message();
    }
  }
  ImGui::PopFont();
}

bool TransferDialog::DrawImport(ScreenContext& context) {
  bool changed = false;
  ImGui::PushFont(ui::GetFonts().heading);
  ImGui::TextUnformatted("Import games");
  ImGui::PopFont();
  if (plan_.Duplicates() > 0) {
    const int duplicates = plan_.Duplicates();
    const int total = static_cast<int>(plan_.games.size());
    const std::string question = (total == 1 ? std::string("This game is")
                                             : std::to_string(duplicates) + " of these " +
                                                   std::to_string(total) + " games are") +
                                 " already in your saved games. Keep both copies, or skip " +
                                 (duplicates == 1 ? "it" : "them") + "?";
    ImGui::TextUnformatted(question.c_str());
    ImGui::PushFont(ui::GetFonts().bold);
    const float half = (ImGui::GetContentRegionAvail().x - ImGui::GetStyle().ItemSpacing.x) / 2;
    if (ui::Button(context.widgets, "transfer:keep-both", "Keep both", ImVec2(half, 0))) {
      changed = Import(true);
    }
    ImGui::SameLine();
    if (ui::Button(context.widgets, "transfer:skip", duplicates == total ? "Skip" : "Skip those",
                   ImVec2(half, 0), ui::Tone::kSecondary)) {
      changed = Import(false);
    }
    ImGui::PopFont();
    return changed;
  }
  ImGui::TextUnformatted(
      (files_ ? files_->ImportHelp()
              : std::string("Paste a save, a file of saved games or a replay link."))
          .c_str());
  ImGui::PushFont(ui::GetFonts().bold);
  const bool picker = files_ != nullptr;
  const float half = (ImGui::GetContentRegionAvail().x - ImGui::GetStyle().ItemSpacing.x) / 2;
  if (picker && ui::Button(context.widgets, "transfer:choose", "Choose a file", ImVec2(half, 0))) {
    said_.clear();
    refused_.clear();
    if (!files_->PickFile())
      refused_ = "There is no file picker here: drop the file on the window.";
  }
  if (picker) ImGui::SameLine();
  if (ui::Button(context.widgets, "transfer:paste", "Paste", ImVec2(half, 0),
                 ui::Tone::kSecondary)) {
    said_.clear();
    refused_.clear();
    if (files_) files_->Paste();
  }
  ImGui::PopFont();
  return changed;
}

}  // namespace tinsel::app
