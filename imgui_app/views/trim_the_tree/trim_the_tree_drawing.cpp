#include "views/trim_the_tree/trim_the_tree_drawing.h"

#include <algorithm>
#include <cmath>
#include <vector>

#include "ui/theme.h"

namespace tinsel::app::trim_view {
namespace {

constexpr int kShapes = 4;
enum { kBox = 0, kBell = 1, kCandle = 2, kBulb = 3 };

ImU32 WithAlpha(ImU32 c, float alpha) {
  const auto a = static_cast<unsigned>(((c >> IM_COL32_A_SHIFT) & 0xFF) * alpha);
  return (c & ~IM_COL32_A_MASK) | (a << IM_COL32_A_SHIFT);
}

ImU32 Lighter(ImU32 c, float t) {
  ImVec4 v = ImGui::ColorConvertU32ToFloat4(c);
  v.x += (1 - v.x) * t;
  v.y += (1 - v.y) * t;
  v.z += (1 - v.z) * t;
  return ImGui::ColorConvertFloat4ToU32(v);
}

// Fills a polygon that every ray from `centre` crosses once (a bell), as a fan. Fill
// anti-aliasing is off for the fan so its inner edges leave no seams; the outline smooths
// the border.
void FillFan(ImDrawList* draw, ImVec2 centre, const std::vector<ImVec2>& points, ImU32 fill) {
  const ImDrawListFlags flags = draw->Flags;
  draw->Flags &= ~ImDrawListFlags_AntiAliasedFill;
  for (size_t i = 0; i < points.size(); ++i) {
    draw->AddTriangleFilled(centre, points[i], points[(i + 1) % points.size()], fill);
  }
  draw->Flags = flags;
}

void Letter(ImDrawList* draw, ImVec2 centre, float size, int colour, float alpha) {
  ImFont* font = ui::GetFonts().mark != nullptr ? ui::GetFonts().mark : ImGui::GetFont();
  const float pixels = std::max(9.0f, size * 0.36f);
  const char* text = ColourLetter(colour);
  const ImVec2 extent = font->CalcTextSizeA(pixels, 1e9f, 0, text);
  const ImVec2 at(centre.x - extent.x * 0.5f, centre.y - extent.y * 0.5f);
  // Yellow is light: dark letter; the others are dark: light letter. A halo keeps either
  // readable on any fill.
  const bool dark_letter = colour == 1;
  const ImU32 ink = dark_letter ? IM_COL32(40, 30, 20, 255) : IM_COL32(255, 255, 255, 255);
  const ImU32 halo = dark_letter ? IM_COL32(255, 250, 220, 150) : IM_COL32(0, 0, 0, 150);
  for (int dx = -1; dx <= 1; ++dx) {
    for (int dy = -1; dy <= 1; ++dy) {
      if (dx != 0 || dy != 0) {
        draw->AddText(font, pixels, ImVec2(at.x + dx, at.y + dy), WithAlpha(halo, alpha), text);
      }
    }
  }
  draw->AddText(font, pixels, at, WithAlpha(ink, alpha), text);
}

}  // namespace

ImU32 OrnamentColour(int colour, float alpha) {
  static const ImU32 kColours[] = {IM_COL32(206, 38, 44, 255), IM_COL32(246, 200, 36, 255),
                                   IM_COL32(38, 108, 220, 255), IM_COL32(140, 62, 196, 255)};
  return WithAlpha(kColours[colour & 3], alpha);
}

const char* ColourLetter(int colour) {
  static const char* kLetters[] = {"R", "Y", "B", "P"};
  return kLetters[colour & 3];
}

void DrawOrnament(ImDrawList* draw, ImVec2 c, float size, int kind, float alpha) {
  const int colour = kind / kShapes;
  const int shape = kind % kShapes;
  const ImU32 fill = OrnamentColour(colour, alpha);
  const ImU32 shine = WithAlpha(Lighter(OrnamentColour(colour), 0.45f), alpha);
  const ImU32 outline = WithAlpha(IM_COL32(30, 20, 14, 255), alpha);
  const float s = size;
  const float line = std::max(1.5f, s * 0.05f);
  auto P = [&](float x, float y) { return ImVec2(c.x + x * s, c.y + y * s); };
  ImVec2 letter_at = c;

  switch (shape) {
    case kBox: {
      // A gift: square, ribbon cross, a bow on top.
      const ImVec2 a = P(-0.36f, -0.28f), b = P(0.36f, 0.44f);
      draw->AddRectFilled(a, b, fill, s * 0.06f);
      draw->AddRectFilled(P(-0.05f, -0.28f), P(0.05f, 0.44f), shine);
      draw->AddRectFilled(P(-0.36f, 0.03f), P(0.36f, 0.13f), shine);
      draw->AddCircle(P(-0.1f, -0.36f), s * 0.09f, outline, 12, line);
      draw->AddCircle(P(0.1f, -0.36f), s * 0.09f, outline, 12, line);
      draw->AddRect(a, b, outline, s * 0.06f, 0, line);
      letter_at = P(0.0f, 0.08f);
      break;
    }
    case kBell: {
      // Dome on top, flared skirt, a clapper below.
      std::vector<ImVec2> points;
      for (int i = 0; i <= 12; ++i) {
        const float t = 3.14159265f + 3.14159265f * static_cast<float>(i) / 12.0f;
        points.push_back(P(0.24f * std::cos(t), -0.08f + 0.26f * std::sin(t)));
      }
      points.push_back(P(0.27f, 0.12f));
      points.push_back(P(0.44f, 0.30f));
      points.push_back(P(-0.44f, 0.30f));
      points.push_back(P(-0.27f, 0.12f));
      FillFan(draw, P(0, 0.05f), points, fill);
      draw->AddPolyline(points.data(), static_cast<int>(points.size()), outline, ImDrawFlags_Closed,
                        line);
      draw->AddCircleFilled(P(0, 0.40f), s * 0.085f, fill);
      draw->AddCircle(P(0, 0.40f), s * 0.085f, outline, 12, line);
      draw->AddCircleFilled(P(0, -0.38f), s * 0.06f, outline);  // the loop it hangs by
      letter_at = P(0.0f, 0.06f);
      break;
    }
    case kCandle: {
      // Tall narrow body with a flame: unmistakably taller than it is wide.
      const ImVec2 a = P(-0.15f, -0.18f), b = P(0.15f, 0.46f);
      draw->AddRectFilled(a, b, fill, s * 0.03f);
      draw->AddRectFilled(P(-0.15f, -0.18f), P(-0.06f, 0.46f), shine, s * 0.03f);
      draw->AddRect(a, b, outline, s * 0.03f, 0, line);
      draw->AddLine(P(0, -0.18f), P(0, -0.25f), outline, line);
      const ImU32 flame = WithAlpha(IM_COL32(255, 150, 30, 255), alpha);
      const ImU32 core = WithAlpha(IM_COL32(255, 236, 140, 255), alpha);
      draw->AddTriangleFilled(P(-0.09f, -0.32f), P(0.09f, -0.32f), P(0, -0.50f), flame);
      draw->AddCircleFilled(P(0, -0.32f), s * 0.09f, flame);
      draw->AddCircleFilled(P(0, -0.31f), s * 0.045f, core);
      letter_at = P(0.0f, 0.16f);
      break;
    }
    case kBulb:
    default: {
      // A round bauble with a metal cap and hook.
      draw->AddCircleFilled(P(0, 0.08f), s * 0.36f, fill, 32);
      draw->AddCircleFilled(P(-0.12f, -0.05f), s * 0.09f, shine, 16);
      draw->AddCircle(P(0, 0.08f), s * 0.36f, outline, 32, line);
      const ImU32 cap = WithAlpha(IM_COL32(212, 176, 90, 255), alpha);
      draw->AddRectFilled(P(-0.12f, -0.36f), P(0.12f, -0.25f), cap, s * 0.02f);
      draw->AddRect(P(-0.12f, -0.36f), P(0.12f, -0.25f), outline, s * 0.02f, 0, line * 0.8f);
      draw->AddCircle(P(0, -0.42f), s * 0.06f, outline, 10, line * 0.8f);
      letter_at = P(0.0f, 0.10f);
      break;
    }
  }
  Letter(draw, letter_at, size, colour, alpha);
}

}  // namespace tinsel::app::trim_view
