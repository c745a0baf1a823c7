// Buttons for a step's choices that know no game: labels that fit, the gold commit button and
// the plain choice button.
#include "views/choice_buttons.h"

#include "ui/controls.h"
#include "ui/theme.h"

namespace tinsel::app {

std::string CommitLabel(std::initializer_list<const char*> labels, float width) {
  const float room = width - ImGui::CalcTextSize("      ").x - 2 * ImGui::GetStyle().FramePadding.x;
  for (const char* label : labels) {
    if (ImGui::CalcTextSize(label).x <= room) return label;
  }
  return *(labels.end() - 1);
}

std::string ButtonLabel(std::initializer_list<const char*> labels, float width) {
  const float room = width - 2 * ImGui::GetStyle().FramePadding.x;
  for (const char* label : labels) {
    if (ImGui::CalcTextSize(label).x <= room) return label;
  }
  return *(labels.end() - 1);
}

bool CommitButton(const ViewContext& context, const std::string& id, const std::string& label,
                  ImVec2 at, ImVec2 size, bool armed, bool hinted) {
  // Bronze with a gold border and a star; armed, bright gold: a commit is a once-a-turn
  // power, unlike the pine choices and the red main action.
  ImGui::PushStyleColor(ImGuiCol_Button, armed ? ui::colour::kGold : IM_COL32(122, 82, 22, 255));
  ImGui::PushStyleColor(ImGuiCol_ButtonHovered,
                        armed ? IM_COL32(242, 202, 96, 255) : IM_COL32(150, 104, 30, 255));
  ImGui::PushStyleColor(ImGuiCol_ButtonActive, IM_COL32(210, 168, 60, 255));
  ImGui::PushStyleColor(ImGuiCol_Text, armed ? ui::colour::kInk : ui::colour::kCream);
  ImGui::PushStyleColor(ImGuiCol_Border, ui::colour::kGold);
  ImGui::PushStyleVar(ImGuiStyleVar_FrameBorderSize, 2.0f);
  ImGui::SetCursorScreenPos(at);
  const bool clicked = ImGui::Button(("      " + label + "##" + id).c_str(), size);
  ImGui::PopStyleVar();
  ImGui::PopStyleColor(5);
  ui::RegisterLastItem(context.widgets, id, label);
  const bool chosen = context.widgets.Chosen(id);  // Enter or Space on its focus ring
  const ImVec2 min = ImGui::GetItemRectMin();
  const float r = size.y * 0.28f;
  ui::DrawStar(ImGui::GetWindowDrawList(), ImVec2(min.x + r + 10, min.y + size.y * 0.5f), r,
               armed ? ui::colour::kRed : ui::colour::kGold, ui::colour::kInk);
  if (armed) {
    ImGui::GetWindowDrawList()->AddRect(ImVec2(min.x - 2, min.y - 2),
                                        ImVec2(min.x + size.x + 2, min.y + size.y + 2),
                                        kit::WithAlpha(ui::colour::kGold, kit::Pulse()), 8, 0, 2);
  }
  if (hinted) kit::HintFrameLastItem();
  return clicked || chosen;
}

bool ChoiceButton(const ViewContext& context, const std::string& id, const std::string& label,
                  ImVec2 at, ImVec2 size, bool hinted) {
  ImGui::SetCursorScreenPos(at);
  const bool clicked = ui::Button(context.widgets, id, label, size, ui::Tone::kSecondary);
  if (hinted) kit::HintFrameLastItem();
  return clicked;
}

}  // namespace tinsel::app
