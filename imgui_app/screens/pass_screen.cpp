#include "screens/pass_screen.h"

#include <algorithm>

#include "model/play/seat_names.h"
#include "tinsel/translate.h"
#include "ui/controls.h"
#include "ui/theme.h"

namespace tinsel::app {

bool DrawPassScreen(ScreenContext& context, const std::string& player_name) {
  const ui::Fonts& fonts = ui::GetFonts();
  ui::BeginScreen("pass");
  const float height = ImGui::GetContentRegionAvail().y;
  // A short screen (a phone on its side) gets a smaller title and less room above it.
  const bool short_screen = height < 560;
  const float column = std::min(560.0f, ImGui::GetContentRegionAvail().x - 16);
  const std::string heading =
      TrFormat("Pass the device to {name}", {{"name", NameAsShown(player_name)}});
  const bool you = player_name == "You";
  const std::string look_away =
      you ? std::string(Tr("Everyone else, look away: your hidden cards and choices are next."))
          : TrFormat("Everyone else, look away: {name}'s hidden cards and choices are next.",
                     {{"name", NameAsShown(player_name)}});
  // Above the words a quarter of the screen, less where long words (a long name, a long
  // language on a phone) would push the button off its bottom; and the title smaller where
  // even that is not enough.
  auto words_height = [&](ImFont* font, const std::string& text) {
    const float pixels = font->FontSize * ImGui::GetIO().FontGlobalScale;
    // Lines 1.15 apart, as ui::TextCenteredWrapped draws them.
    return font->CalcTextSizeA(pixels, 1e9f, column, text.c_str()).y * 1.15f;
  };
  const ImGuiStyle& style = ImGui::GetStyle();
  auto room_above = [&](ImFont* title_font) {
    const float below = words_height(title_font, heading) + 8 +
                        words_height(fonts.body, look_away) + (short_screen ? 12.0f : 30.0f) +
                        words_height(fonts.heading, "I") + 2 * style.FramePadding.y +
                        4 * style.ItemSpacing.y + 16;
    return height - below - 16;
  };
  ImFont* title = short_screen || room_above(fonts.title) < 80 ? fonts.heading : fonts.title;
  const float above = short_screen ? 44.0f : std::clamp(room_above(title), 80.0f, height * 0.28f);
  ImGui::Dummy(ImVec2(0, above));
  ui::DrawStar(ImGui::GetWindowDrawList(),
               ImVec2(ImGui::GetWindowPos().x + ImGui::GetWindowWidth() * 0.5f,
                      ImGui::GetCursorScreenPos().y - (short_screen ? 24 : 40)),
               short_screen ? 18.0f : 30.0f, ui::colour::kGold, ui::colour::kRed);
  // The words hot-seat players must read: never cut, however long the name or small the
  // screen (each line wrapped and centred).
  ui::TextCenteredWrapped(heading, title, ui::colour::kGold, column);
  ImGui::Dummy(ImVec2(0, 8));
  ui::TextCenteredWrapped(look_away, fonts.body, ui::colour::kCreamDim, column);
  ImGui::Dummy(ImVec2(0, short_screen ? 12.0f : 30.0f));
  const float width = std::min(420.0f, column);
  ImGui::SetCursorPosX((ImGui::GetWindowWidth() - width) * 0.5f);
  ImGui::PushFont(fonts.heading);
  // The name is on the screen above: the button says it too when it fits.
  const std::string named = TrFormat("I'm {name} - ready", {{"name", NameAsShown(player_name)}});
  const bool fits =
      ImGui::CalcTextSize(named.c_str()).x + 2 * ImGui::GetStyle().FramePadding.x <= width;
  const bool ready =
      ui::Button(context.widgets, "pass:ready", you || !fits ? std::string(Tr("I'm ready")) : named,
                 ImVec2(width, 0));
  ImGui::PopFont();
  ui::EndScreen();
  return ready;
}

}  // namespace tinsel::app
