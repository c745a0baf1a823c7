#include "ui/controls.h"

#include <imgui_internal.h>

#include <algorithm>
#include <cmath>

#include "model/play/seat_names.h"
#include "tinsel/translate.h"
#include "ui/drawn_text.h"
#include "ui/theme.h"

namespace tinsel::app::ui {

void RegisterLastItem(WidgetRegistry& widgets, const std::string& id, const std::string& label,
                      bool enabled, bool legal) {
  widgets.Add(id, label, ImGui::GetItemRectMin(), ImGui::GetItemRectMax(), enabled, legal,
              CurrentLayer());
  widgets.ClipLast(ImGui::GetWindowDrawList()->GetClipRectMin(),
                   ImGui::GetWindowDrawList()->GetClipRectMax());
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

namespace {

// `label` on two lines, broken at the space that makes the longer line shortest; `label`
// itself when it has no space.
std::string SplitInTwoLines(const std::string& label) {
  std::string best = label;
  float best_width = 1e9f;
  for (size_t space = label.find(' '); space != std::string::npos;
       space = label.find(' ', space + 1)) {
    const std::string first = label.substr(0, space);
    const std::string second = label.substr(space + 1);
    const float width =
        std::max(ImGui::CalcTextSize(first.c_str()).x, ImGui::CalcTextSize(second.c_str()).x);
    if (width < best_width) {
      best_width = width;
      best = first + "\n" + second;
    }
  }
  return best;
}

// A button showing `label`, registered (for screen readers, tests and the layout check) as
// `registered`: the same words, or the whole of a name shortened to fit.
bool LabelledButton(WidgetRegistry& widgets, const std::string& id, const std::string& label,
                    const std::string& registered, ImVec2 size, Tone tone, bool enabled,
                    bool legal) {
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
      push(ImGuiCol_Border, colour::kCreamDim);
      break;
    case Tone::kQuietOnCard:
      push(ImGuiCol_Button, IM_COL32(0, 0, 0, 0));
      push(ImGuiCol_ButtonHovered, IM_COL32(40, 30, 22, 24));
      push(ImGuiCol_ButtonActive, IM_COL32(40, 30, 22, 44));
      push(ImGuiCol_Border, IM_COL32(40, 30, 22, 150));
      push(ImGuiCol_Text, colour::kInk);
      break;
  }
  const bool outlined = tone == Tone::kQuiet || tone == Tone::kQuietOnCard;
  if (outlined) ImGui::PushStyleVar(ImGuiStyleVar_FrameBorderSize, 2.0f);
  if (!enabled) ImGui::BeginDisabled();
  // A label longer than its button (a long language's words) is drawn smaller, down to
  // kSmallestLabelScale of the font; where even that is too wide, on two lines (split at the
  // space that balances them) as large as the button's height allows; only below that is it
  // cut (and the layout check says so).
  constexpr float kSmallestLabelScale = 0.72f;
  const float room = size.x - 2 * ImGui::GetStyle().FramePadding.x;
  const float wide = ImGui::CalcTextSize(label.c_str()).x;
  float scale = size.x > 0 && wide > room ? std::max(kSmallestLabelScale, room / wide) : 1.0f;
  if (scale < 1.0f && size.y <= 0) size.y = ImGui::GetFrameHeight();  // as tall as the others
  std::string shown = label;
  if (size.x > 0 && wide * kSmallestLabelScale > room) {
    const std::string two_lines = SplitInTwoLines(label);
    const ImVec2 two = ImGui::CalcTextSize(two_lines.c_str());
    const float line_scale = std::min(room / two.x, (size.y - 4) / two.y);
    if (two_lines != label && line_scale > scale) {
      shown = two_lines;
      scale = std::min(1.0f, line_scale);
    }
  }
  const float window_scale = ImGui::GetCurrentWindowRead()->FontWindowScale;
  if (scale < 1.0f) ImGui::SetWindowFontScale(window_scale * scale);
  // The id after "##" keeps ImGui ids unique when two buttons share a label.
  const bool clicked = ImGui::Button((shown + "##" + id).c_str(), size);
  RecordWidgetText(shown, ImGui::GetItemRectMin(), ImGui::GetItemRectMax());
  if (scale < 1.0f) ImGui::SetWindowFontScale(window_scale);
  if (!enabled) ImGui::EndDisabled();
  if (outlined) ImGui::PopStyleVar();
  ImGui::PopStyleColor(colours);
  RegisterLastItem(widgets, id, registered, enabled, legal);
  return (clicked || widgets.Chosen(id)) && enabled;
}

}  // namespace

bool Button(WidgetRegistry& widgets, const std::string& id, const std::string& label, ImVec2 size,
            Tone tone, bool enabled, bool legal) {
  return LabelledButton(widgets, id, label, label, size, tone, enabled, legal);
}

bool NameButton(WidgetRegistry& widgets, const std::string& id, const std::string& name,
                ImVec2 size, Tone tone) {
  const std::string whole = NameAsShown(name);
  const std::string shown = FitName(ImGui::GetFont(), ImGui::GetFontSize(), whole,
                                    size.x - 2 * ImGui::GetStyle().FramePadding.x);
  const bool clicked = LabelledButton(widgets, id, shown, whole, size, tone, true, true);
  if (shown != whole && ImGui::IsItemHovered()) ImGui::SetTooltip("%s", whole.c_str());
  return clicked;
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
  const bool back = Button(widgets, back_id, Tr("Back"), ImVec2(140, 0), Tone::kQuiet);
  ImGui::PopFont();
  ImGui::SetCursorPosX(left);
  ImGui::PushFont(fonts.title);
  ImGui::PushStyleColor(ImGuiCol_Text, colour::kGold);
  // Wrapped on a narrow screen (a game's name in the title font is wider than a phone).
  ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + ImGui::GetContentRegionAvail().x);
  ui::Label(title);
  ImGui::PopTextWrapPos();
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
  ui::Label(text);
  ImGui::PopStyleColor();
  ImGui::PopFont();
}

float NameText(WidgetRegistry& widgets, const std::string& id, ImDrawList* draw, ImFont* font,
               float pixels, ImVec2 at, ImU32 colour, const std::string& name, float width,
               float align) {
  const std::string whole = NameAsShown(name);
  const std::string shown = FitName(font, pixels, whole, width);
  if (align > 0) {
    const float shown_width = font->CalcTextSizeA(pixels, 1e9f, 0, shown.c_str()).x;
    at.x += std::max(0.0f, width - shown_width) * align;
  }
  const ImVec2 size = DrawText(draw, font, pixels, at, colour, shown);
  if (shown == whole) return size.x;
  // Shortened: the whole name is one press away (a hovering mouse, a finger held on it). No
  // ImGui item: the layout around it is the caller's.
  const ImVec2 end(at.x + size.x, at.y + size.y);
  const bool shown_whole = ImGui::IsMouseHoveringRect(at, end) &&
                           ImGui::IsWindowHovered(ImGuiHoveredFlags_ChildWindows |
                                                  ImGuiHoveredFlags_AllowWhenBlockedByActiveItem);
  // Registered as read-only (not a tap target: a finger held on it shows the name).
  widgets.Add(id, whole, at, ImVec2(at.x + size.x, at.y + size.y), /*enabled=*/false,
              /*legal=*/false, CurrentLayer());
  widgets.ClipLast(draw->GetClipRectMin(), draw->GetClipRectMax());
  if (shown_whole) ImGui::SetTooltip("%s", whole.c_str());
  return size.x;
}

void TextCenteredWrapped(const std::string& text, ImFont* font, ImU32 colour, float width) {
  const float pixels = font->FontSize * ImGui::GetIO().FontGlobalScale;
  const float window = ImGui::GetContentRegionAvail().x;
  width = std::min(width, window);
  const float left = ImGui::GetCursorScreenPos().x;
  float y = ImGui::GetCursorScreenPos().y;
  ImDrawList* draw = ImGui::GetWindowDrawList();
  const char* line = text.c_str();
  const char* end = line + text.size();
  while (line < end) {
    const char* cut = font->CalcWordWrapPositionA(pixels / font->FontSize, line, end, width);
    if (cut == line) cut = line + 1;  // a word wider than the width: at least one character
    std::string_view piece(line, static_cast<size_t>(cut - line));
    while (!piece.empty() && piece.back() == ' ') piece.remove_suffix(1);
    const float w =
        font->CalcTextSizeA(pixels, 1e9f, 0, piece.data(), piece.data() + piece.size()).x;
    DrawText(draw, font, pixels, ImVec2(left + (window - w) * 0.5f, y), colour, piece);
    y += pixels * 1.15f;
    line = cut;
    while (line < end && *line == ' ') ++line;
  }
  ImGui::Dummy(ImVec2(window, y - ImGui::GetCursorScreenPos().y));
}

void TextWrappedIn(const std::string& text, ImFont* font, ImU32 colour) {
  ImGui::PushFont(font);
  ImGui::PushStyleColor(ImGuiCol_Text, colour);
  ImGui::PushTextWrapPos(0.0f);
  ui::Label(text);
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
  // TRANSLATORS: before the choice of Smaller, Normal, Larger (how big everything is drawn).
  ui::Label(Tr("Size"));
  const float spacing = ImGui::GetStyle().ItemSpacing.x;
  const float label = stacked ? 0 : ImGui::CalcTextSize(Tr("Size")).x + spacing;
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

FooterWidths FooterButtonWidths(float column) {
  const float spacing = ImGui::GetStyle().ItemSpacing.x;
  const float back = std::min(160.0f, (column - spacing) * 0.4f);
  return {back, std::min(220.0f, column - back - spacing)};
}

void RegisterScrollArea(WidgetRegistry& widgets, const std::string& id) {
  const ImVec2 at = ImGui::GetWindowPos();
  widgets.AddScrollArea(id, at,
                        ImVec2(at.x + ImGui::GetWindowWidth(), at.y + ImGui::GetWindowHeight()),
                        ImGui::GetScrollY(), ImGui::GetScrollMaxY());
  MarkScrollingWindow();
}

}  // namespace tinsel::app::ui
