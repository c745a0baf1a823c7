#include "screens/elsewhere_screen.h"

#include <algorithm>

#include "tinsel/translate.h"
#include "ui/controls.h"
#include "ui/drawn_text.h"
#include "ui/theme.h"

namespace tinsel::app {

ElsewhereChoice DrawElsewhereScreen(ScreenContext& context, ElsewhereWhat what) {
  const bool deleted = what == ElsewhereWhat::kDeletedThere;
  const ui::Fonts& fonts = ui::GetFonts();
  ui::BeginScreen("elsewhere");
  const float height = ImGui::GetContentRegionAvail().y;
  const float width = std::min(ImGui::GetContentRegionAvail().x, 520.0f);
  ImGui::Dummy(ImVec2(0, height * 0.22f));
  ImGui::SetCursorPosX((ImGui::GetWindowWidth() - width) * 0.5f);
  ImGui::BeginGroup();
  ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + width);
  ImGui::PushFont(fonts.heading);
  ImGui::PushStyleColor(ImGuiCol_Text, ui::colour::kGold);
  ui::Label(deleted ? Tr("This game was deleted in another tab")
                    : Tr("This game is open in another tab"));
  ImGui::PopStyleColor();
  ImGui::PopFont();
  ImGui::Dummy(ImVec2(0, 6));
  ImGui::PushStyleColor(ImGuiCol_Text, ui::colour::kCreamDim);
  ui::Label(deleted
                ? Tr("It is no longer in your saved games, so nothing more is saved from here. "
                     "Keep it to save it again and play on, or let it go.")
                : Tr("Its moves there are newer than this table, so nothing is saved from here. "
                     "Play on there, or take the game here: it comes back with every move made "
                     "there."));
  ImGui::PopStyleColor();
  ImGui::PopTextWrapPos();
  ImGui::Dummy(ImVec2(0, 18));
  ImGui::PushFont(fonts.bold);
  ElsewhereChoice choice = ElsewhereChoice::kNone;
  const float button = (width - ImGui::GetStyle().ItemSpacing.x) * 0.5f;
  if (ui::Button(context.widgets, "elsewhere:take", deleted ? Tr("Keep it") : Tr("Take it here"),
                 ImVec2(button, 0))) {
    choice = ElsewhereChoice::kTakeHere;
  }
  ImGui::SameLine();
  if (ui::Button(context.widgets, "elsewhere:home", deleted ? Tr("Let it go") : Tr("Home"),
                 ImVec2(button, 0), ui::Tone::kQuiet)) {
    choice = ElsewhereChoice::kHome;
  }
  ImGui::PopFont();
  ImGui::EndGroup();
  ui::EndScreen();
  return choice;
}

}  // namespace tinsel::app
