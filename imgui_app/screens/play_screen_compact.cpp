// The play screen on a small screen (a phone, a narrow window): the table full width under a
// bar, Undo and Hint in the bar or under the thumb, and a drawer with the players, the menu
// and the log.
#include <algorithm>

#include "screens/play_screen.h"
#include "tinsel/translate.h"
#include "ui/controls.h"
#include "ui/drawn_text.h"
#include "ui/language_choice.h"
#include "ui/theme.h"
#include "views/kit.h"

namespace tinsel::app {

void PlayScreen::DrawCompact(ScreenContext& context, GameInProgress& game, int current) {
  const ui::Fonts& fonts = ui::GetFonts();
  const Session& session = game.session();
  const ImVec2 origin = ImGui::GetMainViewport()->WorkPos;
  const ImVec2 full = ImGui::GetMainViewport()->WorkSize;
  const float margin = 8;
  const float bar = 56;
  const float button_h = 44;
  // Landscape and tablets: Undo and Hint join the bar; a portrait phone keeps them at the
  // bottom, under the thumb.
  const bool buttons_in_bar = full.x >= 640;
  const float menu_w = 96, small_w = 92;

  // The bar: the game's name, then the buttons from the right.
  ImGui::PushFont(fonts.bold);
  float right = origin.x + full.x - margin;
  ImGui::SetCursorScreenPos(ImVec2(right - menu_w, origin.y + (bar - button_h) * 0.5f));
  if (ui::Button(context.widgets, "play:drawer", drawer_open_ ? Tr("Close") : Tr("Menu"),
                 ImVec2(menu_w, button_h), drawer_open_ ? ui::Tone::kSelected : ui::Tone::kQuiet)) {
    drawer_open_ = !drawer_open_;
  }
  right -= menu_w + margin;
  if (buttons_in_bar) {
    ImGui::SetCursorScreenPos(ImVec2(right - small_w, origin.y + (bar - button_h) * 0.5f));
    DrawHintButton(context, game, current, ImVec2(small_w, button_h));
    right -= small_w + margin;
    ImGui::SetCursorScreenPos(ImVec2(right - small_w, origin.y + (bar - button_h) * 0.5f));
    DrawUndoButton(context, game, ImVec2(small_w, button_h));
    right -= small_w + margin;
  }
  ImGui::PopFont();
  ImDrawList* draw = ImGui::GetWindowDrawList();
  // The game's name in the largest of the heading, bold and body fonts it fits in whole.
  const float title_room = right - origin.x - 2 * margin;
  ImFont* title_font = fonts.heading;
  for (ImFont* font : {fonts.heading, fonts.bold, fonts.body}) {
    title_font = font;
    if (kit::TextWidth(font, kit::FontPixels(font), session.game().Name()) <= title_room) break;
  }
  const float title_px = kit::FontPixels(title_font);
  ui::DrawText(draw, title_font, title_px,
               ImVec2(origin.x + margin + 4, origin.y + (bar - title_px) * 0.5f), ui::colour::kGold,
               ui::FitText(title_font, title_px, session.game().Name(), title_room));

  // The bottom: the status (two lines on a portrait phone) and, there, Undo and Hint.
  const float status_h = buttons_in_bar ? 44 : 58;
  const float bottom_buttons = buttons_in_bar ? 0 : button_h + margin;
  const float status_top = origin.y + full.y - margin - bottom_buttons - status_h;
  const float top = DrawSaveError(context, game, origin, full.x, bar);
  const ImVec2 view_min(origin.x + margin * 0.5f, origin.y + top);
  const ImVec2 view_size(full.x - margin, status_top - margin * 0.5f - (origin.y + top));
  const std::string view_message = DrawTable(context, game, current, view_min, view_size);
  status_ = StatusLine(session, game.driver(), current, view_message, context.now);
  DrawStatus(ImVec2(origin.x + margin, status_top), ImVec2(full.x - 2 * margin, status_h));
  DrawCoachNote(context, game, ImVec2(origin.x + margin, view_min.y),
                ImVec2(full.x - 2 * margin, view_size.y));
  if (!buttons_in_bar) {
    ImGui::PushFont(fonts.bold);
    const float half = (full.x - 3 * margin) * 0.5f;
    ImGui::SetCursorScreenPos(ImVec2(origin.x + margin, origin.y + full.y - margin - button_h));
    DrawUndoButton(context, game, ImVec2(half, button_h));
    ImGui::SetCursorScreenPos(
        ImVec2(origin.x + 2 * margin + half, origin.y + full.y - margin - button_h));
    DrawHintButton(context, game, current, ImVec2(half, button_h));
    ImGui::PopFont();
  }

  if (drawer_open_) {
    // Over the table from the right edge, under the bar; a tap beside it closes it.
    const float width = std::min(full.x, std::max(340.0f, full.x * 0.45f));
    const ImVec2 min(origin.x + full.x - width, origin.y + bar);
    // Down to the bottom, or on a portrait phone to Undo and Hint, which stay in reach.
    const ImVec2 size(width, full.y - bar - (buttons_in_bar ? 0 : button_h + 2 * margin));
    ImGui::GetForegroundDrawList()->AddRectFilled(
        ImVec2(origin.x, origin.y + bar),
        min.x > origin.x ? ImVec2(min.x, origin.y + full.y) : ImVec2(origin.x, origin.y + bar),
        IM_COL32(0, 0, 0, 110));
    const ImVec2 mouse = ImGui::GetIO().MousePos;
    if (ImGui::IsMouseReleased(ImGuiMouseButton_Left) && mouse.x < min.x && mouse.y > min.y) {
      drawer_open_ = false;
    }
    DrawDrawer(context, game, current, min, size);
  }
}

void PlayScreen::DrawDrawer(ScreenContext& context, GameInProgress& game, int current, ImVec2 min,
                            ImVec2 size) {
  const ui::Fonts& fonts = ui::GetFonts();
  ImGui::SetNextWindowPos(min);
  ImGui::SetNextWindowSize(size);
  ImGui::PushStyleColor(ImGuiCol_WindowBg, IM_COL32(12, 46, 33, 250));
  ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(16, 12));
  // A short screen (a phone on its side) scrolls the drawer: the log keeps a readable height.
  ImGui::Begin(
      "play-drawer", nullptr,
      ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoSavedSettings);
  ui::RegisterScrollArea(context.widgets, "play:drawer-body");
  ImGui::GetWindowDrawList()->AddLine(min, ImVec2(min.x, min.y + size.y), ui::colour::kGoldDim, 2);
  const float inner = size.x - 32;
  ImGui::PushFont(fonts.heading);
  ui::Label(Tr("Players"));
  ImGui::PopFont();
  DrawPlayerRows(context, game.session(), inner);
  // Undo and Hint stay where they were, beside or under the drawer: never twice on screen.
  DrawControls(context, game, current, inner, /*undo_and_hint=*/false);
  ImGui::PushFont(fonts.bold);
  const float half = (inner - ImGui::GetStyle().ItemSpacing.x) * 0.5f;
  if (ui::Button(context.widgets, "play:menu:rules", Tr("Rules"), ImVec2(half, 44),
                 ui::Tone::kQuiet)) {
    context.nav.OpenRules(game.session().setup().game_id);
  }
  ImGui::SameLine();
  if (ui::Button(context.widgets, "play:menu:saves", Tr("Saved games"), ImVec2(half, 44),
                 ui::Tone::kQuiet)) {
    context.nav.OpenSaves();
  }
  ImGui::PopFont();
  ui::SizeChoice(context.widgets, "play:size", context.ui_size, inner);
  ui::LanguageChoice(context.widgets, "play:language", context.language, inner);
  ImGui::PushFont(fonts.heading);
  ui::Label(Tr("Moves"));
  ImGui::PopFont();
  DrawLog(context, game, ImVec2(min.x - 2, min.y), size, inner);
  ImGui::End();
  ImGui::PopStyleVar();
  ImGui::PopStyleColor();
}

}  // namespace tinsel::app
