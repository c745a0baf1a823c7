#include "screens/pass_screen.h"

#include <algorithm>

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
  ImFont* title = short_screen ? fonts.heading : fonts.title;
  ImGui::Dummy(ImVec2(0, short_screen ? 44.0f : height * 0.28f));
  ui::DrawStar(ImGui::GetWindowDrawList(),
               ImVec2(ImGui::GetWindowPos().x + ImGui::GetWindowWidth() * 0.5f,
                      ImGui::GetCursorScreenPos().y - (short_screen ? 24 : 40)),
               short_screen ? 18.0f : 30.0f, ui::colour::kGold, ui::colour::kRed);
  // The words hot-seat players must read: never cut, however long the name or small the
  // screen (each line wrapped and centred).
  const float column = std::min(560.0f, ImGui::GetContentRegionAvail().x - 16);
  ui::TextCenteredWrapped(TrFormat("Pass the device to {name}", {{"name", player_name}}), title,
                          ui::colour::kGold, column);
  ImGui::Dummy(ImVec2(0, 8));
  const bool you = player_name == "You";
  ui::TextCenteredWrapped(
      you ? std::string(Tr("Everyone else, look away: your hidden cards and choices are next."))
          : TrFormat("Everyone else, look away: {name}'s hidden cards and choices are next.",
                     {{"name", player_name}}),
      fonts.body, ui::colour::kCreamDim, column);
  ImGui::Dummy(ImVec2(0, short_screen ? 12.0f : 30.0f));
  const float width = std::min(420.0f, column);
  ImGui::SetCursorPosX((ImGui::GetWindowWidth() - width) * 0.5f);
  ImGui::PushFont(fonts.heading);
  // The name is on the screen above: the button says it too when it fits.
  const std::string named = TrFormat("I'm {name} - ready", {{"name", player_name}});
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
