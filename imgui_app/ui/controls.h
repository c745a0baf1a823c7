// Small building blocks for screens: full-window screens without ImGui's window chrome,
// buttons and text fields that register their rectangle (for the browser tests, the keyboard
// focus and fingers: widget_registry.h), centred text.
#pragma once

#include <imgui.h>

#include <string>

#include "model/screen/screen_layout.h"
#include "widget_registry.h"

namespace tinsel::app::ui {

enum class Tone {
  kPrimary,      // holly red: the main thing to do
  kSecondary,    // pine green: other choices
  kSelected,     // gold: the chosen one of a group
  kQuiet,        // outline only: back, cancel (cream on the green table)
  kQuietOnCard,  // outline only, in ink: a quiet choice on a cream card (home's Rules)
};

// An ImGui button whose rectangle is recorded under `id` (label = the visible text). Returns
// true when clicked, tapped, or chosen with the keyboard (Enter or Space on its focus, or a
// shortcut naming it). Disabled buttons are still registered, so tests can see them, but
// clicking does nothing and the keyboard passes them by. `legal` false: the button works (a
// click explains why not) but the keyboard passes it by, as it does what may not be chosen.
bool Button(WidgetRegistry& widgets, const std::string& id, const std::string& label,
            ImVec2 size = ImVec2(0, 0), Tone tone = Tone::kPrimary, bool enabled = true,
            bool legal = true);
// A button labelled with a player's name, shortened to fit `size` (its width given): the whole
// name shows while the pointer or a held finger rests on it, and is the button's registered
// label.
bool NameButton(WidgetRegistry& widgets, const std::string& id, const std::string& name,
                ImVec2 size, Tone tone = Tone::kPrimary);
// Records the last ImGui item's rectangle (and scrolls it into view when the keyboard focus
// arrives on it).
void RegisterLastItem(WidgetRegistry& widgets, const std::string& id, const std::string& label,
                      bool enabled = true, bool legal = true);
// Records the current window (a child being drawn) as a scrolling region under `id`: where it
// is and how far it is scrolled (a finger's drag scrolls it; browser tests read it).
void RegisterScrollArea(WidgetRegistry& widgets, const std::string& id);
// A one-line text field recorded under `id` (label = its text). The keyboard focus stops on it
// like on a button; Enter or Space there starts editing, Enter or Escape ends it. Returns true
// when the text changed.
bool TextField(WidgetRegistry& widgets, const std::string& id, const char* hint, char* buffer,
               size_t size, ImGuiInputTextFlags flags = 0);

// A screen's footer row in a column `column` wide: Back (or Leave) on the left and the
// screen's action (Start) on the right, sharing the row without overlapping however narrow.
struct FooterWidths {
  float back;
  float action;
};
FooterWidths FooterButtonWidths(float column);

// A full-window undecorated window painted as the table; pair with EndScreen.
void BeginScreen(const char* name);
void EndScreen();

// A page's Back button (registered under `back_id`) over its title in gold, both from `left`
// in the window. Returns whether Back was clicked.
bool BackAndTitle(WidgetRegistry& widgets, const std::string& back_id, const std::string& title,
                  float left);

// Text centred horizontally in the current window at the cursor.
void TextCentered(const std::string& text, ImFont* font, ImU32 colour);
// Text wrapped to `width` (at most the window's) with each line centred in the window, at the
// cursor; moves the cursor below it.
void TextCenteredWrapped(const std::string& text, ImFont* font, ImU32 colour, float width);
// Text in `font` and `colour`, wrapped at the window's edge.
void TextWrappedIn(const std::string& text, ImFont* font, ImU32 colour);

// "Size: Smaller Normal Larger", the chosen one gold (model/screen/screen_layout.h); ids
// "<id_prefix>:smaller" and so on. Changes `size` when one is clicked.
void SizeChoice(WidgetRegistry& widgets, const std::string& id_prefix, UiSize& size, float width);

// A player's name drawn at `at` in at most `width` pixels: whole when it fits, else shortened
// with "..." over an area registered under `id` (read-only, not a tap target) whose label is
// the whole name, which a press (a held finger, a hovering mouse) shows in full. Returns the
// width drawn.
// `align`: where in the `width` it sits (0 left, 0.5 centred, 1 right).
float NameText(WidgetRegistry& widgets, const std::string& id, ImDrawList* draw, ImFont* font,
               float pixels, ImVec2 at, ImU32 colour, const std::string& name, float width,
               float align = 0.0f);

// A five-pointed star (the tree tops, the winners).
void DrawStar(ImDrawList* draw, ImVec2 centre, float radius, ImU32 fill, ImU32 outline);

}  // namespace tinsel::app::ui
