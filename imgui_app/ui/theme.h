// The warm holiday look: colours, fonts and the ImGui style shared by every screen.
#pragma once

#include <imgui.h>

namespace tinsel::app::ui {

// Palette (deep green table, cream paper, holly red, gold).
namespace colour {
constexpr ImU32 kTable = IM_COL32(16, 58, 42, 255);
constexpr ImU32 kTableDark = IM_COL32(10, 40, 29, 255);
constexpr ImU32 kPanel = IM_COL32(12, 46, 33, 235);
constexpr ImU32 kCream = IM_COL32(248, 238, 214, 255);
constexpr ImU32 kCreamDim = IM_COL32(248, 238, 214, 150);
constexpr ImU32 kInk = IM_COL32(40, 30, 22, 255);
constexpr ImU32 kRed = IM_COL32(178, 36, 46, 255);
constexpr ImU32 kRedLight = IM_COL32(206, 58, 66, 255);
constexpr ImU32 kGold = IM_COL32(232, 188, 74, 255);
constexpr ImU32 kGoldDim = IM_COL32(232, 188, 74, 110);
constexpr ImU32 kPine = IM_COL32(34, 112, 64, 255);
constexpr ImU32 kPineLight = IM_COL32(52, 140, 82, 255);
constexpr ImU32 kBark = IM_COL32(122, 74, 40, 255);
}  // namespace colour

struct Fonts {
  ImFont* body = nullptr;     // ~20 px: everything by default
  ImFont* bold = nullptr;     // ~20 px bold: names, buttons that matter
  ImFont* heading = nullptr;  // ~28 px bold
  ImFont* title = nullptr;    // ~56 px bold: the home screen's title
  ImFont* mark = nullptr;     // ~15 px bold: letters drawn on ornaments
};

// Loads the embedded fonts into the atlas (call before the renderer builds its font
// texture). HiDPI: `ui_scale` (the monitor's content scale where windows are measured in
// pixels) is baked into the font sizes; `framebuffer_scale` (Retina: framebuffer larger
// than the window) rasterises glyphs that much finer and draws them at 1/scale, so text is
// sharp at the same layout size.
void LoadFonts(float ui_scale, float framebuffer_scale);
const Fonts& GetFonts();

// Colours, rounding and spacing of ImGui's own widgets.
void ApplyTheme(float ui_scale);

}  // namespace tinsel::app::ui
