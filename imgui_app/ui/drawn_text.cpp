#include "ui/drawn_text.h"

#include <imgui_internal.h>

#include <algorithm>
#include <map>

namespace tinsel::app::ui {
namespace {

struct Frame {
  std::vector<DrawnText> texts;
  std::vector<Cover> covers;
  int order = 0;
  // Shortened text -> the whole, for the texts FitText cut this frame.
  std::map<std::string, std::string, std::less<>> cuts;
  std::map<std::string, bool, std::less<>> cut_is_name;
  std::vector<ImGuiID> scrolling;  // windows registered as scrolling this frame
};

Frame& Current() {
  static Frame frame;
  return frame;
}

float Width(ImFont* font, float pixels, const std::string& text) {
  return font->CalcTextSizeA(pixels, 1e9f, 0, text.c_str()).x;
}

std::string Cut(ImFont* font, float pixels, const std::string& text, float width, bool name) {
  if (Width(font, pixels, text) <= width) return text;
  std::string cut = text;
  while (!cut.empty()) {
    cut.pop_back();
    // Never half a character: drop UTF-8 continuation bytes with their lead byte.
    while (!cut.empty() && (static_cast<unsigned char>(cut.back()) & 0xC0) == 0x80) cut.pop_back();
    if (Width(font, pixels, cut + "...") <= width) break;
  }
  const std::string shown = cut + "...";
  Current().cuts[shown] = text;
  Current().cut_is_name[shown] = name;
  return shown;
}

// Whether the current window, or one it is inside, can be scrolled by the player: it has more
// than it shows, and a scrollbar or the wheel and a finger's drag move it (a screen's own
// window, fixed on purpose, does not count).
bool InScrollingWindow() {
  const std::vector<ImGuiID>& marked = Current().scrolling;
  for (ImGuiWindow* window = ImGui::GetCurrentWindowRead(); window != nullptr;
       window = window->ParentWindow) {
    if (std::find(marked.begin(), marked.end(), window->ID) != marked.end()) return true;
    const bool more = window->ScrollMax.y > 0.0f || window->ScrollMax.x > 0.0f;
    const bool movable = window->ScrollbarX || window->ScrollbarY ||
                         !(window->Flags & ImGuiWindowFlags_NoScrollWithMouse);
    if (more && movable) return true;
  }
  return false;
}

ImGuiID LayerOf(ImDrawList* draw) {
  if (draw == ImGui::GetForegroundDrawList()) return 1;  // over everything
  if (draw == ImGui::GetBackgroundDrawList()) return 2;  // under everything
  return CurrentLayer();
}

void Record(std::string_view shown, ImVec2 min, ImVec2 max, ImVec2 clip_min, ImVec2 clip_max,
            ImGuiID layer) {
  // A window ImGui keeps hidden for a frame while it measures itself (a tooltip's first frame)
  // shows nothing yet.
  const ImGuiWindow* window = ImGui::GetCurrentWindowRead();
  if (window != nullptr && (window->Hidden || window->HiddenFramesCanSkipItems > 0 ||
                            window->HiddenFramesCannotSkipItems > 0)) {
    return;
  }
  Frame& frame = Current();
  DrawnText drawn;
  drawn.shown = std::string(shown);
  auto cut = frame.cuts.find(shown);
  if (cut != frame.cuts.end()) {
    drawn.text = cut->second;
    drawn.name = frame.cut_is_name[drawn.shown];
  } else {
    drawn.text = drawn.shown;
  }
  drawn.min = min;
  drawn.max = max;
  drawn.clip_min = clip_min;
  drawn.clip_max = clip_max;
  drawn.scrolls = InScrollingWindow();
  drawn.window = window != nullptr ? window->ID : 0;
  drawn.layer = layer;
  drawn.order = frame.order++;
  frame.texts.push_back(std::move(drawn));
}

}  // namespace

ImGuiID CurrentLayer() {
  const ImGuiWindow* window = ImGui::GetCurrentWindowRead();
  return window != nullptr ? window->RootWindow->ID : 0;
}

void BeginDrawnTexts() {
  Frame& frame = Current();
  frame.texts.clear();
  frame.covers.clear();
  frame.order = 0;
  frame.cuts.clear();
  frame.cut_is_name.clear();
  frame.scrolling.clear();
}

void MarkScrollingWindow() {
  const ImGuiWindow* window = ImGui::GetCurrentWindowRead();
  if (window == nullptr) return;
  Frame& frame = Current();
  frame.scrolling.push_back(window->ID);
  // Texts it (or a window inside it) drew before the mark scroll too.
  for (DrawnText& text : frame.texts) {
    for (const ImGuiWindow* w = ImGui::FindWindowByID(text.window); w != nullptr && !text.scrolls;
         w = w->ParentWindow) {
      text.scrolls = w->ID == window->ID;
    }
  }
}

const std::vector<DrawnText>& DrawnTexts() { return Current().texts; }
const std::vector<Cover>& DrawnCovers() { return Current().covers; }

void RecordCover(ImDrawList* draw, ImVec2 min, ImVec2 max) {
  Frame& frame = Current();
  frame.covers.push_back({min, max, LayerOf(draw), frame.order++});
}

void RecordMark(ImDrawList* draw, ImVec2 min, ImVec2 max, std::string_view what) {
  Record(what, min, max, draw->GetClipRectMin(), draw->GetClipRectMax(), LayerOf(draw));
}

std::string FitText(ImFont* font, float pixels, const std::string& text, float width) {
  return Cut(font, pixels, text, width, /*name=*/false);
}

std::string FitName(ImFont* font, float pixels, const std::string& name, float width) {
  return Cut(font, pixels, name, width, /*name=*/true);
}

ImVec2 DrawText(ImDrawList* draw, ImFont* font, float pixels, ImVec2 at, ImU32 colour,
                std::string_view text, float wrap_width) {
  const char* begin = text.data();
  const char* end = begin + text.size();
  draw->AddText(font, pixels, at, colour, begin, end, wrap_width);
  const ImVec2 size = font->CalcTextSizeA(pixels, 1e9f, wrap_width, begin, end);
  if (!text.empty()) {
    Record(text, at, ImVec2(at.x + size.x, at.y + size.y), draw->GetClipRectMin(),
           draw->GetClipRectMax(), LayerOf(draw));
  }
  return size;
}

void Label(std::string_view text) {
  ImGui::TextUnformatted(text.data(), text.data() + text.size());
  if (text.empty()) return;
  ImDrawList* draw = ImGui::GetWindowDrawList();
  Record(text, ImGui::GetItemRectMin(), ImGui::GetItemRectMax(), draw->GetClipRectMin(),
         draw->GetClipRectMax(), LayerOf(draw));
}

void RecordWidgetText(std::string_view label, ImVec2 min, ImVec2 max) {
  const size_t hidden = label.find("##");
  if (hidden != std::string_view::npos) label = label.substr(0, hidden);
  if (label.empty()) return;
  const ImVec2 size = ImGui::CalcTextSize(label.data(), label.data() + label.size());
  // Centred, as ImGui draws it, and clipped to the frame (ButtonEx's RenderTextClipped).
  const ImVec2 at((min.x + max.x - size.x) * 0.5f, (min.y + max.y - size.y) * 0.5f);
  // Clipped to the frame, and to what clips the window (a list that scrolls).
  ImDrawList* draw = ImGui::GetWindowDrawList();
  const ImVec2 clip_min(std::max(min.x, draw->GetClipRectMin().x),
                        std::max(min.y, draw->GetClipRectMin().y));
  const ImVec2 clip_max(std::min(max.x, draw->GetClipRectMax().x),
                        std::min(max.y, draw->GetClipRectMax().y));
  Record(label, at, ImVec2(at.x + size.x, at.y + size.y), clip_min, clip_max, LayerOf(draw));
  // A label wider than its own button is cut by the button, which no scrolling undoes.
  std::vector<DrawnText>& texts = Current().texts;
  if (!texts.empty() && texts.back().shown == label && size.x > max.x - min.x) {
    texts.back().scrolls = false;
  }
}

}  // namespace tinsel::app::ui
