#include "screens/table_lobby_screen.h"

#include <algorithm>

#include "model/play/seat_names.h"
#include "tinsel/registry.h"
#include "tinsel/translate.h"
#include "ui/controls.h"
#include "ui/drawn_text.h"
#include "ui/theme.h"

namespace tinsel::app {
namespace {

std::string GameName(const std::string& id) {
  const GameEntry* entry = FindGame(id);
  return entry != nullptr ? entry->game->Name() : std::string(Tr("A game"));
}

// What a seat's row says: who plays it, or that it waits for a player.
std::string SeatWords(const TableSeat& seat, int index, bool mine) {
  const std::string number = FormatNumber(index + 1);
  if (seat.plan == "invited" && !seat.taken) {
    return TrFormat("Seat {seat}: waiting for a player", {{"seat", number}});
  }
  std::string words = TrFormat("Seat {seat}: a player", {{"seat", number}});
  if (!seat.name.empty()) {
    // TRANSLATORS: {seat} is the seat's number, {name} the name of who plays it.
    words = TrFormat("Seat {seat}: {name}", {{"seat", number}, {"name", NameAsShown(seat.name)}});
  }
  // TRANSLATORS: {seat_words} is "Seat 2: Holly"; this seat is the reader's own.
  if (mine) words = TrFormat("{seat_words} (you)", {{"seat_words", words}});
  // TRANSLATORS: {seat_words} is "Seat 2: Holly"; a bot plays the seat.
  if (seat.plan == "bot") words = TrFormat("{seat_words} (bot)", {{"seat_words", words}});
  if (seat.plan == "here") {
    // TRANSLATORS: {seat_words} is "Seat 2: Holly"; the seat is played on the host's device.
    words = TrFormat("{seat_words} (at the host's device)", {{"seat_words", words}});
  }
  // TRANSLATORS: {seat_words} is "Seat 2: Holly (you)"; its device lost the table.
  if (seat.away) words = TrFormat("{seat_words} - away", {{"seat_words", words}});
  return words;
}

}  // namespace

void DrawQrCode(const std::vector<std::string>& rows, float size) {
  if (rows.empty()) return;
  const int modules = static_cast<int>(rows.size());
  const int quiet = 4;  // modules of light border a camera needs
  const float cell = size / static_cast<float>(modules + 2 * quiet);
  ImDrawList* draw = ImGui::GetWindowDrawList();
  const ImVec2 origin = ImGui::GetCursorScreenPos();
  draw->AddRectFilled(origin, ImVec2(origin.x + size, origin.y + size),
                      IM_COL32(255, 255, 255, 255), 6);
  for (int y = 0; y < modules; ++y) {
    const std::string& row = rows[y];
    for (int x = 0; x < static_cast<int>(row.size()) && x < modules; ++x) {
      if (row[x] != '1') continue;
      const ImVec2 a(origin.x + (quiet + x) * cell, origin.y + (quiet + y) * cell);
      draw->AddRectFilled(a, ImVec2(a.x + cell, a.y + cell), IM_COL32(0, 0, 0, 255));
    }
  }
  ImGui::Dummy(ImVec2(size, size));
}

void TableLobbyScreen::Open() {
  copied_.clear();
  name_.fill(0);
}

void TableLobbyScreen::Draw(ScreenContext& context, SharedTable& table, FileExchange* files) {
  const ui::Fonts& fonts = ui::GetFonts();
  ui::BeginScreen("table");
  const float column = std::min(760.0f, ImGui::GetContentRegionAvail().x);
  const float left = std::max(0.0f, (ImGui::GetWindowWidth() - column) * 0.5f);
  const float footer = ImGui::GetFrameHeight() + 40;
  const bool host = table.role() == SharedTable::Role::kHost;

  ImGui::SetCursorPosX(left);
  ImGui::BeginChild("table-body", ImVec2(column, ImGui::GetContentRegionAvail().y - footer));
  ui::RegisterScrollArea(context.widgets, "table:body");
  const std::string game = table.game_id().empty() ? "" : GameName(table.game_id());
  ui::TextWrappedIn(game.empty() ? std::string(Tr("A table across devices")) : game, fonts.heading,
                    ui::colour::kGold);
  const ImU32 warning_colour = IM_COL32(255, 190, 170, 255);
  if (!table.problem().empty()) {
    ui::TextWrappedIn(table.problem(), fonts.bold, ui::colour::kCream);
  } else if (!table.elsewhere().empty() || !table.moved().empty()) {
    DrawElsewhere(context, table);
  } else if (table.broken()) {
    // The host's deal changed since this device first saw the table: it stopped for good.
    ui::TextWrappedIn(table.refusal(), fonts.bold, warning_colour);
    ui::TextWrappedIn(Tr("This device no longer talks to that table. If the host opened a new "
                         "table, ask for its new link."),
                      fonts.body, ui::colour::kCreamDim);
  } else if (table.replaced()) {
    ui::TextWrappedIn(
        Tr("This seat is now played from another tab or device, so this one stopped."), fonts.bold,
        ui::colour::kCream);
  } else if (host) {
    DrawInvitation(context, table, files, column);
    ImGui::Dummy(ImVec2(0, 8));
    DrawSeats(context, table);
  } else if (!table.connected()) {
    ui::TextWrappedIn(table.gone_seconds() >= 0
                          ? Tr("The host's device is not answering. Your seat is kept: the "
                               "game goes on when the host's page is back.")
                          : Tr("Looking for the table..."),
                      fonts.bold, ui::colour::kCream);
    ui::TextWrappedIn(
        Tr("The host's device must have the table open. This can take a few seconds; keep this "
           "page open."),
        fonts.body, ui::colour::kCreamDim);
    if (!table.warning().empty()) ui::TextWrappedIn(table.warning(), fonts.body, warning_colour);
    DrawDiagnosis(table);
  } else {
    if (table.seat() >= 0) {
      ui::TextWrappedIn(table.started() ? Tr("The game is starting...")
                                        : Tr("You have a seat. Waiting for the host to start."),
                        fonts.bold, ui::colour::kCream);
    } else if (table.started()) {
      ui::TextWrappedIn(Tr("This table has started without an open seat for you."), fonts.bold,
                        ui::colour::kCream);
    } else {
      ui::TextWrappedIn(Tr("Type your name and pick an open seat."), fonts.bold,
                        ui::colour::kCream);
      ImGui::PushStyleColor(ImGuiCol_Text, ui::colour::kInk);
      ImGui::SetNextItemWidth(std::min(320.0f, ImGui::GetContentRegionAvail().x));
      ui::TextField(context.widgets, "table:name", Tr("Your name"), name_.data(), name_.size());
      ImGui::PopStyleColor();
    }
    if (!table.refusal().empty()) {
      ImGui::PushStyleColor(ImGuiCol_Text, warning_colour);
      ui::TextWrappedIn(table.refusal(), fonts.body, warning_colour);
      ImGui::PopStyleColor();
    }
    if (!table.warning().empty()) ui::TextWrappedIn(table.warning(), fonts.body, warning_colour);
    if (table.unkept()) {
      ui::TextWrappedIn(Tr("This browser could not keep your seat (its storage is full): keep "
                           "this page open, since a reload would lose the seat."),
                        fonts.body, warning_colour);
    }
    ImGui::Dummy(ImVec2(0, 8));
    DrawSeats(context, table);
  }
  ImGui::EndChild();
  DrawFooter(context, table, left, column);
  ui::EndScreen();
}

void TableLobbyScreen::DrawElsewhere(ScreenContext& context, SharedTable& table) {
  const ui::Fonts& fonts = ui::GetFonts();
  const bool hosting = (table.elsewhere().empty() ? table.moved() : table.elsewhere()) == "host";
  const bool moved = !table.moved().empty();
  std::string said;
  if (hosting) {
    said = moved ? Tr("This table is now hosted in another tab of this browser, so this one "
                      "stopped.")
                 : Tr("This game is being hosted in another tab of this browser.");
  } else {
    said = moved ? Tr("Your seat moved to another tab of this browser, so this one stopped.")
                 : Tr("Your seat at this table is open in another tab of this browser.");
  }
  ui::TextWrappedIn(said, fonts.bold, ui::colour::kCream);
  ui::TextWrappedIn(hosting ? Tr("Host it here to move it to this tab: the other tab stops, and "
                                 "every guest's device follows. Or go home.")
                            : Tr("Play here to move your seat to this tab: the other tab stops. "
                                 "Or go home."),
                    fonts.body, ui::colour::kCreamDim);
  ImGui::Dummy(ImVec2(0, 8));
  ImGui::PushFont(fonts.bold);
  const std::string label = hosting ? (moved ? Tr("Host it here again") : Tr("Host it here"))
                                    : (moved ? Tr("Play here again") : Tr("Play here"));
  if (ui::Button(context.widgets, "table:take", label, ImVec2(0, 0))) {
    table.channel().Take(hosting ? "host" : "guest", table.room());
  }
  ImGui::PopFont();
}

void TableLobbyScreen::DrawDiagnosis(const SharedTable& table) {
  const std::vector<std::string> lines = table.Diagnosis();
  if (lines.empty()) return;
  const ui::Fonts& fonts = ui::GetFonts();
  ImGui::Dummy(ImVec2(0, 6));
  ui::TextWrappedIn(table.role() == SharedTable::Role::kHost
                        ? Tr("No guest has joined yet. The connection so far:")
                        : Tr("Still no connection. What was tried:"),
                    fonts.bold, ui::colour::kCream);
  for (const std::string& line : lines) ui::TextWrappedIn(line, fonts.body, ui::colour::kCreamDim);
}

void TableLobbyScreen::DrawInvitation(ScreenContext& context, SharedTable& table,
                                      FileExchange* files, float column) {
  const ui::Fonts& fonts = ui::GetFonts();
  ui::TextWrappedIn(Tr("Invite the players: each opens this link on their own phone or computer "
                       "(a phone's camera reads the code)."),
                    fonts.body, ui::colour::kCream);
  if (table.link().empty()) {
    ui::TextWrappedIn(Tr("Opening the table..."), fonts.bold, ui::colour::kCreamDim);
    return;
  }
  // Large on a big screen (a TV across the room), never wider than the column.
  const float size = std::min(column, std::clamp(column * 0.45f, 220.0f, 420.0f));
  DrawQrCode(table.qr(), size);
  ui::RegisterLastItem(context.widgets, "table:qr", Tr("Invitation QR code"));
  ui::TextWrappedIn(table.link(), fonts.body, ui::colour::kCreamDim);
  if (!table.notice().empty()) {
    ui::TextWrappedIn(table.notice(), fonts.body, IM_COL32(255, 190, 170, 255));
  }
  DrawDiagnosis(table);
  if (ui::Button(context.widgets, "table:copy", Tr("Copy link"), ImVec2(0, 0),
                 ui::Tone::kSecondary)) {
    const Status status =
        files ? files->Copy(table.link()) : Status::Error(Tr("No clipboard here."));
    copied_ = status.ok() ? std::string(Tr("Copied.")) : status.message();
  }
  if (files != nullptr && files->CanShare()) {
    // The phone's share sheet: the link straight into a family's chat.
    ImGui::SameLine();
    if (ui::Button(context.widgets, "table:share", Tr("Share"), ImVec2(0, 0),
                   ui::Tone::kSecondary)) {
      // TRANSLATORS: the title of the invitation link shared into a chat or a message.
      files->Share(Tr("Join my Tinsel table"), table.link());
    }
  }
  if (!copied_.empty()) {
    ImGui::SameLine();
    ImGui::AlignTextToFramePadding();
    ui::Label(copied_);
  }
}

void TableLobbyScreen::DrawSeats(ScreenContext& context, SharedTable& table) {
  const ui::Fonts& fonts = ui::GetFonts();
  const std::vector<TableSeat>& seats = table.seats();
  const bool guest = table.role() == SharedTable::Role::kGuest;
  for (int i = 0; i < static_cast<int>(seats.size()); ++i) {
    const TableSeat& seat = seats[i];
    const bool open = seat.plan == "invited" && !seat.taken;
    ImGui::AlignTextToFramePadding();
    ImGui::PushFont(open ? fonts.body : fonts.bold);
    ui::Label(SeatWords(seat, i, guest && i == table.seat()));
    ImGui::PopFont();
    if (guest && open && table.seat() < 0 && !table.started()) {
      // Beside the seat when it fits, else under it (a phone).
      const float button =
          ImGui::CalcTextSize(Tr("Sit here")).x + 2 * ImGui::GetStyle().FramePadding.x;
      if (ImGui::GetItemRectMax().x + ImGui::GetStyle().ItemSpacing.x + button <=
          ImGui::GetWindowPos().x + ImGui::GetWindowContentRegionMax().x) {
        ImGui::SameLine();
      }
      if (ui::Button(context.widgets, "table:sit:" + std::to_string(i), Tr("Sit here"),
                     ImVec2(0, 0), ui::Tone::kSecondary)) {
        std::string name = name_.data();
        if (name.empty()) name = "Player " + std::to_string(i + 1);
        table.channel().Sit(i, name);
      }
    }
  }
}

void TableLobbyScreen::DrawFooter(ScreenContext& context, SharedTable& table, float left,
                                  float column) {
  ImGui::SetCursorPosX(left);
  ImGui::Dummy(ImVec2(0, 4));
  ImGui::SetCursorPosX(left);
  ImGui::PushFont(ui::GetFonts().bold);
  const ui::FooterWidths widths = ui::FooterButtonWidths(column);
  // A table this tab no longer holds (another tab does, or its deal changed): only home.
  const bool stopped = !table.elsewhere().empty() || !table.moved().empty() || table.broken();
  if (ui::Button(context.widgets, "table:leave", stopped ? Tr("Home") : Tr("Leave"),
                 ImVec2(widths.back, 0), ui::Tone::kQuiet)) {
    context.nav.LeaveSharedTable();
  }
  if (!stopped && table.role() == SharedTable::Role::kHost && !table.started()) {
    bool ready = !table.link().empty();
    for (const TableSeat& seat : table.seats())
      ready = ready && (seat.plan != "invited" || seat.taken);
    ImGui::SameLine();
    ImGui::SetCursorPosX(left + column - widths.action);
    ImGui::BeginDisabled(!ready);
    if (ui::Button(context.widgets, "table:start", ready ? Tr("Start") : Tr("Waiting..."),
                   ImVec2(widths.action, 0))) {
      table.channel().Start();
    }
    ImGui::EndDisabled();
  }
  ImGui::PopFont();
}

}  // namespace tinsel::app
