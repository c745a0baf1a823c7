// The layout check: what a tired eye misses on a screenshot, found in one frame's drawn texts
// (ui/drawn_text.h) and widgets (widget_registry.h):
//  - a text cut short ("Hearts are tr...") when it carries meaning (a player's name may be
//    shortened where a widget over it holds the whole name, pressed to read it);
//  - a text running out of what clips it (its panel, its button), unless it can be scrolled to;
//  - a text or widget off the screen;
//  - two texts over each other, a text half over a widget, two widgets over each other;
//  - anything under the foreground (the banner along the bottom) that it hides;
//  - on a touch screen, a widget smaller than a finger (44 CSS pixels);
//  - a line of text too small to read (under 6 CSS pixels: a layout squeezed to nothing).
// Each problem is a sentence naming what it found. The App asks for it in its test state
// (App::TestState, "layout"), the native walk over every screen (tests/app_flow) and the
// browser tests read it.
#pragma once

#include <imgui.h>

#include <string>
#include <vector>

#include "ui/drawn_text.h"
#include "widget_registry.h"

namespace tinsel::app::ui {

struct LayoutFrame {
  const std::vector<DrawnText>* texts = nullptr;
  const std::vector<Cover>* covers = nullptr;
  const WidgetRegistry* widgets = nullptr;
  ImVec2 display;  // logical pixels
  // CSS pixels per logical pixel (the layout's scale): a finger's 44 CSS pixels are 44 / this.
  float css_per_logical = 1.0f;
  bool touch = false;
};

// The smallest a widget may be on a touch screen, in CSS pixels.
constexpr float kFingerCssPixels = 44.0f;
// The smallest line of text the check accepts, in CSS pixels: the mini trees' letters on a
// phone are about 7 (their colours say it too); less is a layout squeezed to nothing.
constexpr float kSmallestTextCssPixels = 6.0f;

std::vector<std::string> CheckLayout(const LayoutFrame& frame);

}  // namespace tinsel::app::ui
