#include "ui/language_choice.h"

#include <imgui.h>

#include <algorithm>

#include "model/words/languages.h"
#include "tinsel/translate.h"
#include "ui/controls.h"
#include "ui/theme.h"

namespace tinsel::app::ui {

void LanguageChoice(WidgetRegistry& widgets, const std::string& id, std::string& language,
                    float width, bool compact) {
  const Language* current = FindLanguage(language);
  const std::string popup = id + ":menu";
  ImGui::PushFont(GetFonts().bold);
  const std::string label =
      compact ? std::string(current != nullptr ? current->short_name : "English")
              : TrFormat("Language: {language}",
                         {{"language", current != nullptr ? current->name : "English"}});
  if (Button(widgets, id, label, ImVec2(width, 0), Tone::kQuiet)) {
    ImGui::OpenPopup(popup.c_str());
  }
  ImGui::PopFont();
  ImGui::SetNextWindowPos(ImGui::GetMainViewport()->GetCenter(), ImGuiCond_Appearing,
                          ImVec2(0.5f, 0.5f));
  ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(18, 14));
  if (ImGui::BeginPopup(popup.c_str(), ImGuiWindowFlags_NoMove)) {
    // While the list shows, the keyboard stays in it (and in the menu it opened from).
    const bool in_menu = widgets.InModal();
    widgets.BeginModal();
    ImGui::PushFont(GetFonts().bold);
    // As wide as the widest name, and no wider than the screen.
    float names = 0;
    for (const Language& each : Languages()) {
      names = std::max(names, ImGui::CalcTextSize(each.name).x);
    }
    const float button = std::min(names + 2 * ImGui::GetStyle().FramePadding.x + 24,
                                  ImGui::GetMainViewport()->Size.x - 60);
    for (const Language& each : Languages()) {
      const bool chosen = current != nullptr && std::string(current->code) == each.code;
      if (Button(widgets, id + ":" + each.code, each.name, ImVec2(button, 0),
                 chosen ? Tone::kSelected : Tone::kSecondary)) {
        language = each.code;
        ImGui::CloseCurrentPopup();
      }
    }
    ImGui::PopFont();
    if (!in_menu) widgets.EndModal();
    ImGui::EndPopup();
  }
  ImGui::PopStyleVar();
}

}  // namespace tinsel::app::ui
