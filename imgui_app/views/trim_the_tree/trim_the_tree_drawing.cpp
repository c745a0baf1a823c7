#include "views/trim_the_tree/trim_the_tree_drawing.h"

#include <algorithm>
#include <cmath>
#include <vector>

#include "tinsel/translate.h"
#include "ui/controls.h"
#include "ui/drawn_text.h"
#include "ui/theme.h"
#include "views/kit.h"

namespace tinsel::app::trim_drawing {
namespace {

using kit::WithAlpha;

constexpr int kShapes = 4;
enum { kBox = 0, kBell = 1, kCandle = 2, kBulb = 3 };

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
        ui::DrawText(draw, font, pixels, ImVec2(at.x + dx, at.y + dy), WithAlpha(halo, alpha),
                     text);
      }
    }
  }
  ui::DrawText(draw, font, pixels, at, WithAlpha(ink, alpha), text);
}

}  // namespace

ImU32 OrnamentColour(int colour, float alpha) {
  static const ImU32 kColours[] = {IM_COL32(206, 38, 44, 255), IM_COL32(246, 200, 36, 255),
                                   IM_COL32(38, 108, 220, 255), IM_COL32(140, 62, 196, 255)};
  return WithAlpha(kColours[colour & 3], alpha);
}

const char* ColourLetter(int colour) {
  switch (colour & 3) {
    case 0:
      // TRANSLATORS: the letter drawn on red pieces and cards: the colour's initial.
      return TrContext("initial of the colour red", "R");
    case 1:
      // TRANSLATORS: the letter drawn on yellow pieces and cards: the colour's initial.
      return TrContext("initial of the colour yellow", "Y");
    case 2:
      // TRANSLATORS: the letter drawn on blue pieces and cards: the colour's initial.
      return TrContext("initial of the colour blue", "B");
    default:
      // TRANSLATORS: the letter drawn on purple pieces and cards: the colour's initial.
      return TrContext("initial of the colour purple", "P");
  }
}

namespace {

// One ornament's paints and geometry: P(x, y) is a point of its square in units of its side,
// (0, 0) the centre. Each shape returns where its letter goes.
struct OrnamentPen {
  ImDrawList* draw;
  ImVec2 c;
  float s;
  float alpha;
  ImU32 fill;
  ImU32 shine;
  ImU32 outline;
  float line;

  ImVec2 P(float x, float y) const { return ImVec2(c.x + x * s, c.y + y * s); }
};

// A gift: square, ribbon cross, a bow on top.
ImVec2 DrawGift(const OrnamentPen& pen) {
  ImDrawList* draw = pen.draw;
  const float s = pen.s;
  const ImVec2 a = pen.P(-0.36f, -0.28f), b = pen.P(0.36f, 0.44f);
  draw->AddRectFilled(a, b, pen.fill, s * 0.06f);
  draw->AddRectFilled(pen.P(-0.05f, -0.28f), pen.P(0.05f, 0.44f), pen.shine);
  draw->AddRectFilled(pen.P(-0.36f, 0.03f), pen.P(0.36f, 0.13f), pen.shine);
  draw->AddCircle(pen.P(-0.1f, -0.36f), s * 0.09f, pen.outline, 12, pen.line);
  draw->AddCircle(pen.P(0.1f, -0.36f), s * 0.09f, pen.outline, 12, pen.line);
  draw->AddRect(a, b, pen.outline, s * 0.06f, 0, pen.line);
  return pen.P(0.0f, 0.08f);
}

// Dome on top, flared skirt, a clapper below.
ImVec2 DrawBell(const OrnamentPen& pen) {
  ImDrawList* draw = pen.draw;
  const float s = pen.s;
  std::vector<ImVec2> points;
  for (int i = 0; i <= 12; ++i) {
    const float t = 3.14159265f + 3.14159265f * static_cast<float>(i) / 12.0f;
    points.push_back(pen.P(0.24f * std::cos(t), -0.08f + 0.26f * std::sin(t)));
  }
  points.push_back(pen.P(0.27f, 0.12f));
  points.push_back(pen.P(0.44f, 0.30f));
  points.push_back(pen.P(-0.44f, 0.30f));
  points.push_back(pen.P(-0.27f, 0.12f));
  FillFan(draw, pen.P(0, 0.05f), points, pen.fill);
  draw->AddPolyline(points.data(), static_cast<int>(points.size()), pen.outline, ImDrawFlags_Closed,
                    pen.line);
  draw->AddCircleFilled(pen.P(0, 0.40f), s * 0.085f, pen.fill);
  draw->AddCircle(pen.P(0, 0.40f), s * 0.085f, pen.outline, 12, pen.line);
  draw->AddCircleFilled(pen.P(0, -0.38f), s * 0.06f, pen.outline);  // the loop it hangs by
  return pen.P(0.0f, 0.06f);
}

// Tall narrow body with a flame: unmistakably taller than it is wide.
ImVec2 DrawCandle(const OrnamentPen& pen) {
  ImDrawList* draw = pen.draw;
  const float s = pen.s;
  const ImVec2 a = pen.P(-0.15f, -0.18f), b = pen.P(0.15f, 0.46f);
  draw->AddRectFilled(a, b, pen.fill, s * 0.03f);
  draw->AddRectFilled(pen.P(-0.15f, -0.18f), pen.P(-0.06f, 0.46f), pen.shine, s * 0.03f);
  draw->AddRect(a, b, pen.outline, s * 0.03f, 0, pen.line);
  draw->AddLine(pen.P(0, -0.18f), pen.P(0, -0.25f), pen.outline, pen.line);
  const ImU32 flame = WithAlpha(IM_COL32(255, 150, 30, 255), pen.alpha);
  const ImU32 core = WithAlpha(IM_COL32(255, 236, 140, 255), pen.alpha);
  draw->AddTriangleFilled(pen.P(-0.09f, -0.32f), pen.P(0.09f, -0.32f), pen.P(0, -0.50f), flame);
  draw->AddCircleFilled(pen.P(0, -0.32f), s * 0.09f, flame);
  draw->AddCircleFilled(pen.P(0, -0.31f), s * 0.045f, core);
  return pen.P(0.0f, 0.16f);
}

// A round bauble with a metal cap and hook.
ImVec2 DrawBulb(const OrnamentPen& pen) {
  ImDrawList* draw = pen.draw;
  const float s = pen.s;
  draw->AddCircleFilled(pen.P(0, 0.08f), s * 0.36f, pen.fill, 32);
  draw->AddCircleFilled(pen.P(-0.12f, -0.05f), s * 0.09f, pen.shine, 16);
  draw->AddCircle(pen.P(0, 0.08f), s * 0.36f, pen.outline, 32, pen.line);
  const ImU32 cap = WithAlpha(IM_COL32(212, 176, 90, 255), pen.alpha);
  draw->AddRectFilled(pen.P(-0.12f, -0.36f), pen.P(0.12f, -0.25f), cap, s * 0.02f);
  draw->AddRect(pen.P(-0.12f, -0.36f), pen.P(0.12f, -0.25f), pen.outline, s * 0.02f, 0,
                pen.line * 0.8f);
  draw->AddCircle(pen.P(0, -0.42f), s * 0.06f, pen.outline, 10, pen.line * 0.8f);
  return pen.P(0.0f, 0.10f);
}

}  // namespace

void DrawOrnament(ImDrawList* draw, ImVec2 c, float size, int kind, float alpha) {
  const int colour = kind / kShapes;
  const OrnamentPen pen{draw,
                        c,
                        size,
                        alpha,
                        OrnamentColour(colour, alpha),
                        WithAlpha(Lighter(OrnamentColour(colour), 0.45f), alpha),
                        WithAlpha(IM_COL32(30, 20, 14, 255), alpha),
                        std::max(1.5f, size * 0.05f)};
  ImVec2 letter_at;
  switch (kind % kShapes) {
    case kBox:
      letter_at = DrawGift(pen);
      break;
    case kBell:
      letter_at = DrawBell(pen);
      break;
    case kCandle:
      letter_at = DrawCandle(pen);
      break;
    case kBulb:
    default:
      letter_at = DrawBulb(pen);
      break;
  }
  Letter(draw, letter_at, size, colour, alpha);
}

void DrawTree(ImDrawList* draw, ImVec2 top, float spacing, bool focus, bool compact) {
  const float d = spacing;
  // Margin around the lattice, measured across the edges.
  const float m = (compact ? 0.35f : 0.55f) * d;
  const ImVec2 apex(top.x, top.y - 2 * m);
  const float bottom = top.y + 4 * d * 0.8660254f;
  const ImVec2 left(top.x - 2 * d - m * 1.732f, bottom + m);
  const ImVec2 right(top.x + 2 * d + m * 1.732f, bottom + m);
  const float cx = top.x;

  draw->AddRectFilled(ImVec2(cx - 0.28f * d, left.y - 2), ImVec2(cx + 0.28f * d, left.y + 0.4f * d),
                      ui::colour::kBark);
  // Pot: a red tub with a gold band.
  const float pot_top = left.y + (compact ? 0.12f : 0.32f) * d;
  const float pot_h = (compact ? 0.38f : 0.62f) * d;
  const ImVec2 pot[4] = {ImVec2(cx - 0.62f * d, pot_top), ImVec2(cx + 0.62f * d, pot_top),
                         ImVec2(cx + 0.46f * d, pot_top + pot_h),
                         ImVec2(cx - 0.46f * d, pot_top + pot_h)};
  draw->AddConvexPolyFilled(pot, 4, ui::colour::kRed);
  draw->AddRectFilled(ImVec2(cx - 0.6f * d, pot_top + 0.08f * d),
                      ImVec2(cx + 0.6f * d, pot_top + 0.18f * d), ui::colour::kGold);

  // Foliage: the big triangle and two darker bands suggesting tiers of branches.
  draw->AddTriangleFilled(apex, right, left, focus ? ui::colour::kPine : IM_COL32(30, 98, 58, 255));
  for (int tier = 1; tier <= 2; ++tier) {
    const float t = static_cast<float>(tier) / 3.0f;
    const float y = apex.y + (left.y - apex.y) * t;
    const float half = (right.x - left.x) * 0.5f * t;
    draw->AddTriangleFilled(ImVec2(cx - half, y), ImVec2(cx + half, y), ImVec2(cx, y + 0.35f * d),
                            IM_COL32(20, 80, 46, 120));
  }
  draw->AddTriangle(apex, right, left, IM_COL32(14, 60, 34, 255), 2.0f);
  ui::DrawStar(draw, apex, (compact ? 0.3f : 0.42f) * d, ui::colour::kGold,
               IM_COL32(150, 100, 20, 255));
}

}  // namespace tinsel::app::trim_drawing
