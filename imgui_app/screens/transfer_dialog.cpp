#include "screens/transfer_dialog.h"

#include <algorithm>
#include <chrono>

#include "tinsel/registry.h"
#include "tinsel/replay_link.h"
#include "tinsel/translate.h"
#include "ui/controls.h"
#include "ui/drawn_text.h"
#include "ui/theme.h"

namespace tinsel::app {
namespace {

constexpr const char* kPopup = "transfer";

// "Export Trim the Tree (You, Holly)": the game and its players.
std::string ExportTitle(const Session& session) {
  const GameEntry* entry = FindGame(session.setup().game_id);
  std::string players;
  for (const Seat& seat : session.setup().seats) {
    players += (players.empty() ? "" : ", ") + seat.name;
  }
  return TrFormat(
      // TRANSLATORS: {game} is the game's name, {players} its players' names ("You, Holly").
      "Export {game} ({players})",
      {{"game", entry ? entry->game->Name() : session.setup().game_id}, {"players", players}});
}

// An import works at most this long in a frame, so the page keeps drawing (and its bar moves).
constexpr std::chrono::milliseconds kImportSlice(12);

// The export text shown for selecting: the whole of a small one; the start of a big one (a
// field of megabytes would cost ImGui every frame). Download and Copy take the whole.
constexpr size_t kShownTextBytes = 32 * 1024;

}  // namespace

void TransferDialog::OpenExport(const std::string& slot) {
  Close();
  mode_ = Mode::kExport;
  std::optional<std::string> text = unsaved_ ? unsaved_(slot) : std::nullopt;
  std::string error;
  if (!text) {
    text_ = ExportSlot(library_, slot, &error);
    if (text_.empty()) {
      refused_ = TrFormat("This game cannot be exported: {error}", {{"error", error}});
      return;
    }
  } else {
    text_ = std::move(*text);
  }
  SaveTimes times;
  std::unique_ptr<Session> session = LoadSave(text_, &error, &times);
  if (session == nullptr) {
    // Kept for a newer Tinsel: it travels as it is, and says so.
    title_ = Tr("Export a save for a newer Tinsel");
    file_name_ = ExportFileNameOfText(text_);
    said_ = NewerTinselNeeded(text_);
    return;
  }
  title_ = ExportTitle(*session);
  file_name_ = ExportFileName(*session, times);
  const std::string address = files_ != nullptr ? files_->PageAddress() : "";
  link_ = address + std::string(kReplayLinkMarker) + ReplayLinkPayload(*session);
}

void TransferDialog::OpenExportAll() {
  Close();
  int left_out = 0;
  text_ = ExportAll(library_, &left_out, unsaved_);
  mode_ = Mode::kExport;
  title_ = Tr("Export every saved game");
  file_name_ = ExportAllFileName(now_());
  if (left_out > 0) {
    said_ =
        TrPlural("{n} damaged save was left out.", "{n} damaged saves were left out.", left_out);
  }
}

void TransferDialog::OpenImport() {
  Close();
  mode_ = Mode::kImport;
}

void TransferDialog::Close() {
  // An import cut short writes nothing: the job takes back what it wrote.
  job_.reset();
  mode_ = Mode::kClosed;
  title_.clear();
  file_name_.clear();
  text_.clear();
  link_.clear();
  said_.clear();
  refused_.clear();
}

void TransferDialog::Receive(std::string text) {
  OpenImport();
  job_ = std::make_unique<ImportJob>(library_, std::move(text), now_());
}

void TransferDialog::Refuse(const std::string& why) {
  OpenImport();
  // TRANSLATORS: {reason} says why, a sentence of its own.
  refused_ = TrFormat("Nothing was imported. {reason}", {{"reason", why}});
}

bool TransferDialog::WorkOnImport() {
  if (job_ == nullptr) return false;
  const auto until = std::chrono::steady_clock::now() + kImportSlice;
  job_->Work([&] { return std::chrono::steady_clock::now() < until; });
  if (job_->phase() == ImportJob::Phase::kDone) {
    said_ = job_->outcome();
    const bool changed = !job_->written().empty();
    job_.reset();
    return changed;
  }
  if (job_->phase() == ImportJob::Phase::kFailed) {
    refused_ = job_->outcome();
    job_.reset();
  }
  return false;
}

nlohmann::json TransferDialog::TestState() const {
  const bool asking = job_ != nullptr && job_->phase() == ImportJob::Phase::kAsking;
  return {{"mode", mode_ == Mode::kExport   ? "export"
                   : mode_ == Mode::kImport ? "import"
                                            : ""},
          {"said", said_},
          {"refused", refused_},
          {"file_name", file_name_},
          {"asking", asking ? job_->duplicates() : 0},
          {"importing", job_ != nullptr},
          {"progress", job_ != nullptr ? job_->progress() : 0.0},
          {"progress_text", job_ != nullptr ? job_->ProgressText() : ""},
          {"text_bytes", text_.size()}};
}

bool TransferDialog::Draw(ScreenContext& context) {
  if (mode_ == Mode::kClosed) return false;
  bool changed = WorkOnImport();
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
      changed = DrawImport(context) || changed;
    }
    if (!said_.empty()) ui::TextWrappedIn(said_, ui::GetFonts().bold, ui::colour::kGold);
    if (!refused_.empty()) {
      ui::TextWrappedIn(refused_, ui::GetFonts().bold, IM_COL32(255, 190, 170, 255));
    }
    ImGui::PopTextWrapPos();
    ImGui::Dummy(ImVec2(0, 6));
    ImGui::PushFont(ui::GetFonts().bold);
    if (ui::Button(context.widgets, "transfer:close",
                   importing() ? Tr("Cancel the import") : Tr("Close"), ImVec2(-1, 0),
                   ui::Tone::kQuiet)) {
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
  ui::Label(title_);
  ImGui::PopFont();
  if (text_.empty()) return;
  const bool whole = text_.size() <= kShownTextBytes;
  // TRANSLATORS: {file} is the file's name ("tinsel-2024-12-24.json").
  ui::Label(whole ? TrFormat("As the file {file}, or as text to copy:", {{"file", file_name_}})
                  // TRANSLATORS: {file} is the file's name, {size} its size in kilobytes.
                  : TrFormat("As the file {file}, or as text to copy ({size} KB; its start is "
                             "shown):",
                             {{"file", file_name_},
                              {"size", std::to_string((text_.size() + 1023) / 1024)}}));
  // Read-only: the text can be selected (and copied on the desktop) but not changed.
  ImGui::PushStyleColor(ImGuiCol_Text, ui::colour::kInk);  // on the cream field
  if (whole) {
    ImGui::InputTextMultiline("##text", text_.data(), text_.size() + 1, ImVec2(-1, 110),
                              ImGuiInputTextFlags_ReadOnly);
  } else {
    std::string start = text_.substr(0, kShownTextBytes) + "…";
    ImGui::InputTextMultiline("##text", start.data(), start.size() + 1, ImVec2(-1, 110),
                              ImGuiInputTextFlags_ReadOnly);
  }
  ImGui::PopStyleColor();
  ImGui::PushFont(ui::GetFonts().bold);
  const float gap = ImGui::GetStyle().ItemSpacing.x;
  const int buttons = link_.empty() ? 2 : 3;
  const float room = ImGui::GetContentRegionAvail().x;
  // Side by side where the labels fit, else one under the other (phones).
  const bool stacked = room < 520;
  const ImVec2 size(stacked ? room : (room - (buttons - 1) * gap) / buttons, 0);
  if (ui::Button(context.widgets, "transfer:download", Tr("Download"), size)) {
    std::string where;
    const Status status =
        files_ ? files_->Offer(file_name_, text_, &where) : Status::Error(Tr("No files here."));
    said_ = status.ok() ? where : "";
    refused_ = status.ok()
                   ? ""
                   : TrFormat("Could not save the file: {error}", {{"error", status.message()}});
  }
  if (!stacked) ImGui::SameLine();
  if (ui::Button(context.widgets, "transfer:copy", Tr("Copy text"), size, ui::Tone::kSecondary)) {
    const Status status = files_ ? files_->Copy(text_) : Status::Error(Tr("No clipboard here."));
    said_ = status.ok() ? Tr("The save is on the clipboard.") : "";
    refused_ =
        status.ok() ? "" : TrFormat("Could not copy: {error}", {{"error", status.message()}});
  }
  if (!link_.empty()) {
    if (!stacked) ImGui::SameLine();
    if (ui::Button(context.widgets, "transfer:copy-link", Tr("Copy replay link"), size,
                   ui::Tone::kSecondary)) {
      const Status status = files_ ? files_->Copy(link_) : Status::Error(Tr("No clipboard here."));
      said_.clear();
      if (status.ok()) {
        said_ = TrPlural(
            // TRANSLATORS: {count} is the link's length in characters (without separators).
            "The replay link ({count} character) is on the clipboard: anyone who "
            "opens it sees this game, and nothing is sent to any server.",
            "The replay link ({count} characters) is on the clipboard: anyone who "
            "opens it sees this game, and nothing is sent to any server.",
            static_cast<long long>(link_.size()), {{"count", std::to_string(link_.size())}});
      }
      refused_ =
          status.ok() ? "" : TrFormat("Could not copy: {error}", {{"error", status.message()}});
    }
  }
  ImGui::PopFont();
}

bool TransferDialog::DrawImport(ScreenContext& context) {
  bool changed = false;
  ImGui::PushFont(ui::GetFonts().heading);
  ui::Label(Tr("Import games"));
  ImGui::PopFont();
  if (job_ != nullptr && job_->phase() != ImportJob::Phase::kAsking) {
    DrawProgress(context);
    return changed;
  }
  if (job_ != nullptr) {
    const int duplicates = job_->duplicates();
    const int total = job_->total();
    std::string question;
    if (total == 1) {
      question = Tr("This game is already in your saved games. Keep both copies, or skip it?");
    } else {
      question = TrPlural(
          // TRANSLATORS: {n} of the {total} games imported are already saved; "it"/"them" are they.
          "{n} of these {total} games are already in your saved games. Keep both copies, or skip "
          "it?",
          "{n} of these {total} games are already in your saved games. Keep both copies, or skip "
          "them?",
          duplicates, {{"total", FormatNumber(total)}});
    }
    ui::Label(question);
    ImGui::PushFont(ui::GetFonts().bold);
    const float half = (ImGui::GetContentRegionAvail().x - ImGui::GetStyle().ItemSpacing.x) / 2;
    if (ui::Button(context.widgets, "transfer:keep-both", Tr("Keep both"), ImVec2(half, 0))) {
      job_->Answer(true);
    }
    ImGui::SameLine();
    if (ui::Button(context.widgets, "transfer:skip",
                   duplicates == total ? Tr("Skip") : Tr("Skip those"), ImVec2(half, 0),
                   ui::Tone::kSecondary)) {
      job_->Answer(false);
    }
    ImGui::PopFont();
    return changed;
  }
  ui::Label((files_ ? files_->ImportHelp()
                    : std::string(Tr("Paste a save, a file of saved games or a replay link."))));
  ImGui::PushFont(ui::GetFonts().bold);
  const bool picker = files_ != nullptr;
  const float half = (ImGui::GetContentRegionAvail().x - ImGui::GetStyle().ItemSpacing.x) / 2;
  if (picker &&
      ui::Button(context.widgets, "transfer:choose", Tr("Choose a file"), ImVec2(half, 0))) {
    said_.clear();
    refused_.clear();
    if (!files_->PickFile())
      refused_ = Tr("There is no file picker here: drop the file on the window.");
  }
  if (picker) ImGui::SameLine();
  if (ui::Button(context.widgets, "transfer:paste", Tr("Paste"), ImVec2(half, 0),
                 ui::Tone::kSecondary)) {
    said_.clear();
    refused_.clear();
    if (files_) files_->Paste();
  }
  ImGui::PopFont();
  return changed;
}

void TransferDialog::DrawProgress(ScreenContext& context) {
  const std::string words = job_->ProgressText();
  ui::Label(words);
  ImGui::ProgressBar(static_cast<float>(job_->progress()), ImVec2(-1, 0), "");
  ui::RegisterLastItem(context.widgets, "transfer:progress", words, false);
}

}  // namespace tinsel::app
