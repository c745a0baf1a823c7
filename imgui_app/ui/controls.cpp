#include "ui/controls.h"

#include <imgui_internal.h>

#include <algorithm>
#include <cmath>

#include "ui/theme.h"

namespace tinsel::app::ui {

void RegisterLastItem(WidgetRegistry& widgets, const std::string& id, const std::string& label,
                      bool enabled, bool legal) {
  widgets.Add(id, label, ImGui::GetItemRectMin(), ImGui::GetItemRectMax(), enabled, legal);
  // In a scrolled list (setup, saved games) the focused widget comes into view.
  if (widgets.FocusArrived(id)) ImGui::ScrollToItem(ImGuiScrollFlags_KeepVisibleEdgeY);
}

bool TextField(WidgetRegistry& widgets, const std::string& id, const char* hint, char* buffer,
               size_t size, ImGuiInputTextFlags flags) {
  // ImGui tabs between text fields on its own: the keyboard focus does it for every widget.
  ImGui::PushTabStop(false);
  const bool changed = ImGui::InputTextWithHint(("##" + id).c_str(), hint, buffer, size, flags);
  ImGui::PopTabStop();
  RegisterLastItem(widgets, id, buffer);
  if (widgets.Chosen(id)) ImGui::SetKeyboardFocusHere(-1);  // start editing
  return changed;
}

bool Button(WidgetRegistry& widgets, const std::string& id, const std::string& label, ImVec2 size,
            Tone tone, bool enabled, bool legal) {
  int colours = 0;
  auto push = [&](ImGuiCol which, ImU32 c) {
    ImGui::PushStyleColor(which, c);
    ++colours;
  };
  switch (tone) {
    case Tone::kPrimary:
      break;
    case Tone::kSecondary:
      push(ImGuiCol_Button, colour::kPine);
      push(ImGuiCol_ButtonHovered, colour::kPineLight);
      push(ImGuiCol_ButtonActive, IM_COL32(28, 90, 52, 255));
      break;
    case Tone::kSelected:
      push(ImGuiCol_Button, colour::kGold);
      push(ImGuiCol_ButtonHovered, IM_COL32(242, 202, 96, 255));
      push(ImGuiCol_ButtonActive, IM_COL32(210, 168, 60, 255));
      push(ImGuiCol_Text, colour::kInk);
      break;
    case Tone::kQuiet:
      push(ImGuiCol_Button, IM_COL32(0, 0, 0, 0));
      push(ImGuiCol_ButtonHovered, IM_COL32(255, 255, 255, 28));
      push(ImGuiCol_ButtonActive, IM_COL32(255, 255, 255, 50));
      break;
  }
  if (tone == Tone::kQuiet) {
    ImGui::PushStyleVar(ImGuiStyleVar_FrameBorderSize, 2.0f);
    ImGui::PushStyleColor(ImGuiCol_Border, colour::kCreamDim);
    ++colours;
  }
  if (!enabled) ImGui::BeginDisabled();
  // The id after "##" keeps ImGui ids unique when two buttons share a label.
  const bool clicked = ImGui::Button((label + "##" + id).c_str(), size);
  if (!enabled) ImGui::EndDisabled();
  if (tone == Tone::kQuiet) ImGui::PopStyleVar();
  ImGui::PopStyleColor(colours);
  RegisterLastItem(widgets, id, label, enabled, legal);
  return (clicked || widgets.Chosen(id)) && enabled;
}

void BeginScreen(const char* name) {
  const ImGuiViewport* viewport = ImGui::GetMainViewport();
  ImGui::SetNextWindowPos(viewport->WorkPos);
  ImGui::SetNextWindowSize(viewport->WorkSize);
  constexpr ImGuiWindowFlags kFlags =
      ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoSavedSettings |
      ImGuiWindowFlags_NoBringToFrontOnFocus | ImGuiWindowFlags_NoBackground |
      ImGuiWindowFlags_NoScrollWithMouse;
  ImGui::Begin(name, nullptr, kFlags);
  // Screens place everything themselves and may draw up to the window's edge (a phone has no
  // pixels to spare); the window's own clip rect would cut half its padding off every side.
  ImGui::PushClipRect(viewport->WorkPos,
                      ImVec2(viewport->WorkPos.x + viewport->WorkSize.x,
                             viewport->WorkPos.y + viewport->WorkSize.y),
                      false);

  // The table: a soft vertical gradient with a few quiet snowflakes.
  ImDrawList* draw = ImGui::GetBackgroundDrawList();
  const ImVec2 a = viewport->Pos;
  const ImVec2 b(a.x + viewport->Size.x, a.y + viewport->Size.y);
  draw->AddRectFilledMultiColor(a, b, colour::kTable, colour::kTable, colour::kTableDark,
                                colour::kTableDark);
  uint32_t h = 2166136261u;
  for (int i = 0; i < 60; ++i) {
    h = (h ^ static_cast<uint32_t>(i)) * 16777619u;
    const float x = a.x + static_cast<float>(h % 10007) / 10007.0f * viewport->Size.x;
    const float y = a.y + static_cast<float>((h >> 8) % 9973) / 9973.0f * viewport->Size.y;
    const float r = 1.2f + static_cast<float>((h >> 20) % 3);
    draw->AddCircleFilled(ImVec2(x, y), r, IM_COL32(255, 255, 255, 22));
  }
}

void EndScreen() {
  ImGui::PopClipRect();
  ImGui::End();
}

bool BackAndTitle(WidgetRegistry& widgets, const std::string& back_id, const std::string& title,
                  float left) {
  const Fonts& fonts = GetFonts();
  ImGui::SetCursorPosX(left);
  ImGui::PushFont(fonts.bold);
  const bool back = Button(widgets, back_id, "Back", ImVec2(140, 0), Tone::kQuiet);
  ImGui::PopFont();
  ImGui::SetCursorPosX(left);
  ImGui::PushFont(fonts.title);
  ImGui::PushStyleColor(ImGuiCol_Text, colour::kGold);
  ImGui::TextUnformatted(title.c_str());
  ImGui::PopStyleColor();
  ImGui::PopFont();
  return back;
}

void TextCentered(const std::string& text, ImFont* font, ImU32 colour) {
  ImGui::PushFont(font);
  const float width = ImGui::CalcTextSize(text.c_str()).x;
  const float avail = ImGui::GetContentRegionAvail().x;
  ImGui::SetCursorPosX(ImGui::GetCursorPosX() + std::max(0.0f, (avail - width) * 0.5f));
  ImGui::PushStyleColor(ImGuiCol_Text, colour);
  ImGui::TextUnformatted(text.c_str());
  ImGui::PopStyleColor();
  ImGui::PopFont();
}

void TextWrappedIn(const std::string& text, ImFont* font, ImU32 colour) {
  ImGui::PushFont(font);
  ImGui::PushStyleColor(ImGuiCol_Text, colour);
  ImGui::PushTextWrapPos(0.0f);
  ImGui::TextUnformatted(text.c_str());
  ImGui::PopTextWrapPos();
  ImGui::PopStyleColor();
  ImGui::PopFont();
}

void SizeChoice(WidgetRegistry& widgets, const std::string& id_prefix, UiSize& size, float width) {
  ImGui::PushFont(GetFonts().bold);
  // Narrow (a phone's drawer): "Size" above the three; the words need little side padding.
  const bool stacked = width < 380;
  ImGui::PushStyleVar(ImGuiStyleVar_FramePadding, ImVec2(6, ImGui::GetStyle().FramePadding.y));
  ImGui::AlignTextToFramePadding();
  ImGui::TextUnformatted("Size");
  const float spacing = ImGui::GetStyle().ItemSpacing.x;
  const float label = stacked ? 0 : ImGui::CalcTextSize("Size").x + spacing;
  const float each = std::max(60.0f, (width - label - 2 * spacing) / 3.0f);
  if (!stacked) ImGui::SameLine();
  const UiSize choices[] = {UiSize::kSmaller, UiSize::kNormal, UiSize::kLarger};
  const char* ids[] = {"smaller", "normal", "larger"};
  for (int i = 0; i < 3; ++i) {
    if (i > 0) ImGui::SameLine();
    const bool chosen = size == choices[i];
    if (Button(widgets, id_prefix + ":" + ids[i], UiSizeLabel(choices[i]), ImVec2(each, 0),
               chosen ? Tone::kSelected : Tone::kQuiet)) {
      size = choices[i];
    }
  }
  ImGui::PopStyleVar();
  ImGui::PopFont();
}

std::string Ellipsize(const std::string& text, ImFont* font, float width) {
  const float pixels = font->FontSize * ImGui::GetIO().FontGlobalScale;
  if (font->CalcTextSizeA(pixels, 1e9f, 0, text.c_str()).x <= width) return text;
  std::string cut = text;
  while (!cut.empty()) {
    cut.pop_back();
    while (!cut.empty() && (static_cast<unsigned char>(cut.back()) & 0xC0) == 0x80) cut.pop_back();
    const std::string candidate = cut + "...";
    if (font->CalcTextSizeA(pixels, 1e9f, 0, candidate.c_str()).x <= width) return candidate;
  }
  return "...";
}

void DrawStar(ImDrawList* draw, ImVec2 centre, float radius, ImU32 fill, ImU32 outline) {
  ImVec2 points[10];
  for (int i = 0; i < 10; ++i) {
    const float r = (i % 2 == 0) ? radius : radius * 0.45f;
    const float angle = -1.5707963f + static_cast<float>(i) * 0.6283185f;
    points[i] = ImVec2(centre.x + r * std::cos(angle), centre.y + r * std::sin(angle));
  }
  // Concave: fill as triangles from the centre.
  for (int i = 0; i < 10; ++i) {
    draw->AddTriangleFilled(centre, points[i], points[(i + 1) % 10], fill);
  }
  draw->AddPolyline(points, 10, outline, ImDrawFlags_Closed, 1.5f);
}

void RegisterScrollArea(WidgetRegistry& widgets, const std::string& id) {
  const ImVec2 at = ImGui::GetWindowPos();
  widgets.AddScrollArea(id, at,
                        ImVec2(at.x + ImGui::GetWindowWidth(), at.y + ImGui::GetWindowHeight()),
                        ImGui::GetScrollY(), ImGui::GetScrollMaxY());
}

}  // namespace tinsel::app::ui
