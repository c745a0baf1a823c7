#include "screens/rules_screen.h"

#include <algorithm>

#include "tinsel/registry.h"
#include "ui/controls.h"
#include "ui/theme.h"

namespace tinsel::app {
namespace {

// Paragraphs are separated by blank lines; single line breaks are kept (lists).
void DrawParagraphs(const std::string& text) {
  size_t start = 0;
  while (start <= text.size()) {
    size_t end = text.find("\n\n", start);
    if (end == std::string::npos) end = text.size();
    const std::string paragraph = text.substr(start, end - start);
    if (!paragraph.empty()) {
      ui::TextWrappedIn(paragraph, ui::GetFonts().body, ui::colour::kCream);
      ImGui::Dummy(ImVec2(0, 6));
    }
    start = end + 2;
  }
}

}  // namespace

void RulesScreen::Draw(ScreenContext& context) {
  const ui::Fonts& fonts = ui::GetFonts();
  ui::BeginScreen("rules");
  const GameEntry* entry = FindGame(game_id_);
  const float column = std::min(900.0f, ImGui::GetContentRegionAvail().x);
  const float left = std::max(0.0f, (ImGui::GetWindowWidth() - column) * 0.5f);

  if (ui::BackAndTitle(context.widgets, "rules:back",
                       entry != nullptr ? entry->game->Name() : "Rules", left)) {
    context.nav.CloseRules();
  }

  ImGui::SetCursorPosX(left);
  ImGui::PushStyleColor(ImGuiCol_ChildBg, ui::colour::kPanel);
  ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(28, 22));
  ImGui::BeginChild("rules-text", ImVec2(column, ImGui::GetContentRegionAvail().y),
                    ImGuiChildFlags_AlwaysUseWindowPadding);
  if (entry == nullptr) {
    ImGui::TextUnformatted("The rules of this game are coming soon.");
  } else {
    ImGui::PushFont(fonts.heading);
    ImGui::TextUnformatted("How to play");
    ImGui::PopFont();
    DrawParagraphs(entry->game->RulesSummary());
    ImGui::Separator();
    ImGui::PushFont(fonts.heading);
    ImGui::TextUnformatted("How Tinsel reads the rulebook");
    ImGui::PopFont();
    DrawParagraphs(entry->game->Rulings());
  }
  ImGui::EndChild();
  ImGui::PopStyleVar();
  ImGui::PopStyleColor();
  ui::EndScreen();
}

}  // namespace tinsel::app
