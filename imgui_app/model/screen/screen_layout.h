// Screen layout: which arrangement of the screens fits a window, and how much larger than the
// laptop design everything is drawn. Pure logic (no ImGui): the runner asks every frame, so a
// rotation or a resize re-lays out at once.
//
// Sizes are CSS pixels (the browser's, or the desktop window's logical pixels). The interface is
// designed for a 1366x768 laptop; bigger windows draw everything `scale` times larger (the
// runner hands ImGui a display of size / scale), so a 4K screen is not a band of cards in an
// empty room. Phones and tablets keep scale 1 (already dense; 44 px targets need no more).
// The player's size setting (Smaller / Normal / Larger) multiplies the scale and persists.
#pragma once

#include <string>

#include "model/saves/storage.h"

namespace tinsel::app {

enum class LayoutKind { kPhonePortrait, kPhoneLandscape, kTablet, kLaptop, kDesktop };

enum class UiSize { kSmaller, kNormal, kLarger };

struct ScreenLayout {
  LayoutKind kind = LayoutKind::kLaptop;
  // Logical (ImGui) pixels are `scale` CSS pixels.
  float scale = 1.0f;
  // Font glyphs are rasterised this many device pixels per logical pixel (quantised so a
  // window being dragged does not rebuild the fonts every frame).
  float raster_scale = 1.0f;
  // The players/log/menu panel is a drawer over the table rather than a column beside it.
  bool panel_is_drawer = false;
  // The logical size the screens lay out in.
  float width = 0;
  float height = 0;
};

// The arrangement for a window of css_width x css_height CSS pixels at devicePixelRatio
// `device_pixel_ratio` (<= 0 counts as 1).
ScreenLayout ChooseLayout(float css_width, float css_height, float device_pixel_ratio, UiSize size);

const char* LayoutKindName(LayoutKind kind);
// "Smaller", "Normal", "Larger", in the player's language.
const char* UiSizeLabel(UiSize size);

// The size setting, kept in storage under "tinsel/settings/ui-size" (Normal when missing or
// unreadable).
UiSize LoadUiSize(Storage& storage);
tinsel::Status SaveUiSize(Storage& storage, UiSize size);

}  // namespace tinsel::app
