#include "screens/pass_screen.h"

#include "ui/controls.h"
#include "ui/theme.h"

namespace tinsel::app {

bool DrawPassScreen(ScreenContext& context, const std::string& player_name) {
  const ui::Fonts& fonts = ui::GetFonts();
  ui::BeginScreen("pass");
  const float height = ImGui::GetContentRegionAvail().y;
  ImGui::Dummy(ImVec2(0, height * 0.28f));
  ui::DrawStar(ImGui::GetWindowDrawList(),
               ImVec2(ImGui::GetWindowPos().x + ImGui::GetWindowWidth() * 0.5f,
                      ImGui::GetCursorScreenPos().y - 40),
               30, ui::colour::kGold, ui::colour::kRed);
  ui::TextCentered("Pass the device to " + player_name, fonts.title, ui::colour::kGold);
  ImGui::Dummy(ImVec2(0, 8));
  const bool you = player_name == "You";
  ui::TextCentered(std::string("Everyone else, look away: ") +
                       (you ? std::string("your") : player_name + "'s") +
                       " hidden cards and choices are next.",
                   fonts.body, ui::colour::kCreamDim);
  ImGui::Dummy(ImVec2(0, 30));
  const float width = 420;
  ImGui::SetCursorPosX((ImGui::GetWindowWidth() - width) * 0.5f);
  ImGui::PushFont(fonts.heading);
  const bool ready = ui::Button(context.widgets, "pass:ready",
                                you ? std::string("I'm ready") : "I'm " + player_name + " - ready",
                                ImVec2(width, 0));
  ImGui::PopFont();
  ui::EndScreen();
  return ready;
}

}  // namespace tinsel::app
