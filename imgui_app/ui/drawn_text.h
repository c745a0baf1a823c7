// Every text the interface draws in a frame: what it says in full, what was shown of it, and
// where. It is what the layout check (ui/layout_check.h) reads, so every text drawn anywhere in
// imgui_app goes through the functions below (tests/ui/text_calls_test.cpp fails on a call to
// ImGui's text functions anywhere else): a text cut short, running out of its panel or lying
// over another cannot be missed.
#pragma once

#include <imgui.h>

#include <string>
#include <string_view>
#include <vector>

namespace tinsel::app::ui {

struct DrawnText {
  std::string text;   // what it says in full
  std::string shown;  // what was drawn: the text, or a shortened form ending in "..."
  ImVec2 min;         // the box of what was drawn
  ImVec2 max;
  ImVec2 clip_min;  // the clip rectangle in force: what lies outside it is not seen
  ImVec2 clip_max;
  // Drawn inside a region that scrolls: what is outside the clip rectangle can be scrolled to.
  bool scrolls = false;
  // A player's name: it may be shortened where its full form is one press away (a widget over
  // it whose label holds it).
  bool name = false;
  // The window (a screen, a dialog) or the foreground it was drawn in: texts overlap only
  // within one layer (a dialog covers the screen beneath it on purpose).
  ImGuiID layer = 0;
  ImGuiID window = 0;  // the window it was drawn in (a scrolling list's texts scroll)
  int order = 0;       // when it was drawn, among the frame's texts and covers
};

// An opaque shape drawn over what was drawn before it (a card laid on another): what it covers
// of earlier texts is not seen, on purpose.
struct Cover {
  ImVec2 min;
  ImVec2 max;
  ImGuiID layer = 0;
  int order = 0;
};

// The layer of what the current window draws (its root window: the screen, or a dialog).
ImGuiID CurrentLayer();

// The current window scrolls (a finger's drag moves it: ui::RegisterScrollArea): what its texts
// run out of can be scrolled to.
void MarkScrollingWindow();

// Starts a frame's list (the App, at the start of every frame).
void BeginDrawnTexts();
const std::vector<DrawnText>& DrawnTexts();
const std::vector<Cover>& DrawnCovers();

// Records an opaque shape just drawn into `draw` over [min, max] (a card, a tile, a panel laid
// over others).
void RecordCover(ImDrawList* draw, ImVec2 min, ImVec2 max);
// Records a symbol that says something, drawn among texts over [min, max] (a suit's dial, a
// marker): checked as a text named `what`, so no text may run under it.
void RecordMark(ImDrawList* draw, ImVec2 min, ImVec2 max, std::string_view what);

// `text` cut to fit `width` pixels in `font` at `pixels`, ending in "..." when cut. The cut is
// remembered for the rest of the frame, so that drawing the shortened text records the whole.
std::string FitText(ImFont* font, float pixels, const std::string& text, float width);
// The same for a player's name (which may be shortened where pressing shows it whole).
std::string FitName(ImFont* font, float pixels, const std::string& name, float width);

// Draws `text` into `draw` with its top-left corner at `at` (wrapped at `wrap_width` when it is
// not 0) and records it. Returns the size it took.
ImVec2 DrawText(ImDrawList* draw, ImFont* font, float pixels, ImVec2 at, ImU32 colour,
                std::string_view text, float wrap_width = 0.0f);

// ImGui's text item (ImGui::TextUnformatted, in the current font, colour and wrap position),
// recorded.
void Label(std::string_view text);

// Records an ImGui widget's own text (a button's label), which ImGui draws centred in
// [min, max] in the current font, clipped to it: one too wide for it is cut.
void RecordWidgetText(std::string_view label, ImVec2 min, ImVec2 max);

}  // namespace tinsel::app::ui
