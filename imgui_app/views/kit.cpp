#include "views/kit.h"

#include <imgui_internal.h>

#include <algorithm>
#include <cmath>

#include "tinsel/translate.h"
#include "ui/drawn_text.h"
#include "ui/input_state.h"
#include "ui/theme.h"

namespace tinsel::app::kit {

bool Inside(ImVec2 p, ImVec2 min, ImVec2 max) {
  return p.x >= min.x && p.y >= min.y && p.x < max.x && p.y < max.y;
}

float FontPixels(ImFont* font) { return font->FontSize * ImGui::GetIO().FontGlobalScale; }

float TextWidth(ImFont* font, float pixels, const std::string& text) {
  return font->CalcTextSizeA(pixels, 1e9f, 0, text.c_str()).x;
}

float FitPixels(ImFont* font, float pixels, const std::string& text, float width, float smallest) {
  const float whole = TextWidth(font, pixels, text);
  if (whole <= width) return pixels;
  const float fitted = pixels * width / whole;
  return fitted >= pixels * smallest ? fitted : 0.0f;
}

std::string Fit(ImFont* font, float pixels, const std::string& text, float width) {
  return ui::FitText(font, pixels, text, width);
}

float Text(ImDrawList* draw, ImFont* font, float pixels, ImVec2 at, ImU32 colour,
           const std::string& text) {
  return ui::DrawText(draw, font, pixels, at, colour, text).x;
}

float FittedText(ImDrawList* draw, ImFont* font, float pixels, ImVec2 at, float width, ImU32 colour,
                 const std::vector<std::string>& wordings) {
  if (wordings.empty()) return 0.0f;
  for (const std::string& wording : wordings) {
    const float fitted = FitPixels(font, pixels, wording, width);
    if (fitted > 0.0f) return Text(draw, font, fitted, at, colour, wording);
  }
  return Text(draw, font, pixels * 0.75f, at, colour, wordings.back());
}

void CentredText(ImDrawList* draw, ImFont* font, float pixels, ImVec2 centre, ImU32 colour,
                 const std::string& text) {
  const ImVec2 size = font->CalcTextSizeA(pixels, 1e9f, 0, text.c_str());
  ui::DrawText(draw, font, pixels, ImVec2(centre.x - size.x * 0.5f, centre.y - size.y * 0.5f),
               colour, text);
}

float WrappedText(ImDrawList* draw, ImFont* font, float pixels, ImVec2 at, float width,
                  ImU32 colour, const std::string& text) {
  return ui::DrawText(draw, font, pixels, at, colour, text, width).y;
}

void FramedPanel(ImDrawList* draw, ImVec2 min, ImVec2 max, ImU32 fill, ImU32 border, float rounding,
                 float thickness) {
  draw->AddRectFilled(min, max, fill, rounding);
  draw->AddRect(min, max, border, rounding, 0, thickness);
}

void DashedFrame(ImDrawList* draw, ImVec2 min, ImVec2 max, ImU32 colour, float rounding) {
  draw->AddRectFilled(min, max, IM_COL32(0, 0, 0, 40), rounding);
  const float dash = std::max(4.0f, (max.x - min.x) * 0.12f);
  for (float x = min.x + rounding; x < max.x - rounding; x += dash * 2) {
    const float e = std::min(x + dash, max.x - rounding);
    draw->AddLine(ImVec2(x, min.y), ImVec2(e, min.y), colour, 1.5f);
    draw->AddLine(ImVec2(x, max.y), ImVec2(e, max.y), colour, 1.5f);
  }
  for (float y = min.y + rounding; y < max.y - rounding; y += dash * 2) {
    const float e = std::min(y + dash, max.y - rounding);
    draw->AddLine(ImVec2(min.x, y), ImVec2(min.x, e), colour, 1.5f);
    draw->AddLine(ImVec2(max.x, y), ImVec2(max.x, e), colour, 1.5f);
  }
}

ImU32 WithAlpha(ImU32 colour, float alpha) {
  const int a =
      static_cast<int>(((colour >> IM_COL32_A_SHIFT) & 0xFF) * std::clamp(alpha, 0.0f, 1.0f));
  return (colour & ~IM_COL32_A_MASK) | (static_cast<ImU32>(a) << IM_COL32_A_SHIFT);
}

float Pulse() {
  if (ui::Input().reduced_motion) return 1.0f;
  return 0.5f + 0.5f * std::sin(static_cast<float>(ImGui::GetTime()) * 5.0f);
}

bool HitArea(WidgetRegistry& widgets, const std::string& id, const std::string& label, ImVec2 min,
             ImVec2 max, bool registered, bool* hovered, bool legal) {
  ImGui::SetCursorScreenPos(min);
  const bool clicked = ImGui::InvisibleButton(
      id.c_str(), ImVec2(std::max(1.0f, max.x - min.x), std::max(1.0f, max.y - min.y)));
  if (hovered != nullptr) *hovered = ImGui::IsItemHovered();
  if (!registered) return clicked;
  widgets.Add(id, label, min, max, /*enabled=*/true, legal, ui::CurrentLayer());
  widgets.ClipLast(ImGui::GetWindowDrawList()->GetClipRectMin(),
                   ImGui::GetWindowDrawList()->GetClipRectMax());
  if (widgets.FocusArrived(id)) ImGui::ScrollToItem(ImGuiScrollFlags_KeepVisibleEdgeY);
  return clicked || widgets.Chosen(id);
}

void Explain(bool over, const std::string& why) {
  if (!over || why.empty()) return;
  // A finger only hovers while it is down: a tap would flash the tip, so it takes a hold.
  if (ui::Input().pointer == ui::Pointer::kTouch && !ui::Input().held) return;
  ImGui::SetTooltip("%s", why.c_str());
}

bool RuledButton(WidgetRegistry& widgets, const std::string& id, const std::string& label,
                 ImVec2 size, ui::Tone tone, const std::string& why, std::string& message) {
  const bool refused = !why.empty();
  if (refused) ImGui::PushStyleVar(ImGuiStyleVar_Alpha, ImGui::GetStyle().Alpha * 0.4f);
  const bool clicked = ui::Button(widgets, id, label, size, tone, /*enabled=*/true, !refused);
  if (refused) ImGui::PopStyleVar();
  Explain(ImGui::IsItemHovered(), why);
  if (clicked && refused) message = why;
  return clicked && !refused;
}

void HintFrame(ImDrawList* draw, ImVec2 min, ImVec2 max) {
  draw->AddRect(ImVec2(min.x - 5, min.y - 5), ImVec2(max.x + 5, max.y + 5), ui::colour::kCream, 12,
                0, 2.0f);
  draw->AddRect(ImVec2(min.x - 3, min.y - 3), ImVec2(max.x + 3, max.y + 3), ui::colour::kRed, 10, 0,
                3.5f);
}

void HintFrameLastItem() {
  HintFrame(ImGui::GetWindowDrawList(), ImGui::GetItemRectMin(), ImGui::GetItemRectMax());
}

void CardShadow(ImDrawList* draw, ImVec2 min, ImVec2 max, float rounding, float alpha) {
  draw->AddRectFilled(ImVec2(min.x + 1, min.y + 2), ImVec2(max.x + 1, max.y + 3),
                      IM_COL32(0, 0, 0, static_cast<int>(70 * alpha)), rounding);
}

void CardBlank(ImDrawList* draw, ImVec2 min, ImVec2 max, float rounding, ImU32 face, ImU32 edge,
               float alpha) {
  ui::RecordCover(draw, min, max);
  CardShadow(draw, min, max, rounding, alpha);
  draw->AddRectFilled(min, max, face, rounding);
  draw->AddRect(min, max, edge, rounding, 0, 1.0f);
}

void HintRing(ImDrawList* draw, ImVec2 centre, float diameter) {
  const ui::Fonts& fonts = ui::GetFonts();
  draw->AddCircle(centre, diameter * 0.47f, ui::colour::kCream, 32, 2.0f);
  draw->AddCircle(centre, diameter * 0.43f, ui::colour::kRed, 32, 3.5f);
  // The tag sits inside the ring, on the empty space itself: above it, it would cover the
  // space above in a close tree (the layout check's "half over the widget").
  const float room = diameter * 0.62f;
  float tag = FontPixels(fonts.bold) * 0.8f;
  // TRANSLATORS: a short tag drawn inside the red ring that marks the hint's space on a tree.
  const std::string word = TrContext("tag on the table", "hint");
  float tag_w = TextWidth(fonts.bold, tag, word);
  if (tag_w > room) {
    tag *= room / tag_w;
    tag_w = room;
  }
  const ImVec2 at(centre.x - tag_w * 0.5f, centre.y - tag * 0.5f);
  draw->AddRectFilled(ImVec2(at.x - 2, at.y - 1), ImVec2(at.x + tag_w + 2, at.y + tag + 1),
                      ui::colour::kRed, 4);
  Text(draw, fonts.bold, tag, at, ui::colour::kCream, word);
}

Pressing HowPressing() {
  // As ui::PressVerb decides.
  const ui::InputState& input = ui::Input();
  const bool touch = input.coarse_pointer || input.pointer != ui::Pointer::kMouse;
  if (!touch) return Pressing::kClick;
  return input.mouse_seen ? Pressing::kChoose : Pressing::kTap;
}

std::string Propose(const State& state, Action action, ViewResult& result) {
  std::string why = state.WhyIllegal(action);
  if (why.empty()) result.action = action;
  return why;
}

}  // namespace tinsel::app::kit
