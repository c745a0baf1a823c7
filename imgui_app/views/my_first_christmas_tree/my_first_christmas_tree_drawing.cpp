#include "views/my_first_christmas_tree/my_first_christmas_tree_drawing.h"

#include <algorithm>
#include <array>
#include <cmath>

#include "games/my_first_christmas_tree/my_first_christmas_tree.h"
#include "tinsel/translate.h"
#include "ui/controls.h"
#include "ui/drawn_text.h"
#include "ui/theme.h"
#include "views/kit.h"
#include "views/my_first_christmas_tree/my_first_christmas_tree_view_parts.h"

namespace tinsel::app::mfct_drawing {
namespace {

// The smallest letters a card draws, in pixels (ui/layout_check.h: six CSS pixels).
constexpr float kSmallestCardText = 6.5f;

using kit::WithAlpha;

constexpr ImU32 kPaper = IM_COL32(253, 248, 236, 255);
constexpr ImU32 kTileEdge = IM_COL32(120, 96, 62, 255);
constexpr float kPi = 3.14159265f;

// Points of a shape given in units of `s` around `c`, turned by `angle` (radians).
struct Pen {
  ImVec2 c;
  float s;
  float cos_a = 1;
  float sin_a = 0;

  Pen(ImVec2 centre, float size, float angle = 0)
      : c(centre), s(size), cos_a(std::cos(angle)), sin_a(std::sin(angle)) {}
  ImVec2 P(float x, float y) const {
    return ImVec2(c.x + (x * cos_a - y * sin_a) * s, c.y + (x * sin_a + y * cos_a) * s);
  }
  void Quad(ImDrawList* draw, float x0, float y0, float x1, float y1, ImU32 fill) const {
    const ImVec2 points[4] = {P(x0, y0), P(x1, y0), P(x1, y1), P(x0, y1)};
    draw->AddConvexPolyFilled(points, 4, fill);
  }
};

void DrawDrop(ImDrawList* draw, ImVec2 c, float s, ImU32 ink, ImU32 paper) {
  // A circle and the two tangents to its tip.
  const ImVec2 centre(c.x, c.y + 0.13f * s);
  const float r = 0.27f * s;
  const float tip_distance = 0.58f * s;
  const float spread = kPi * 0.5f - std::asin(r / tip_distance);
  draw->PathLineTo(ImVec2(c.x, centre.y - tip_distance));
  draw->PathArcTo(centre, r, -kPi * 0.5f + spread, kPi * 1.5f - spread, 20);
  draw->PathFillConvex(ink);
  draw->AddCircleFilled(ImVec2(centre.x - r * 0.4f, centre.y - r * 0.15f), r * 0.2f,
                        WithAlpha(paper, 0.8f), 10);
}

void DrawHammer(ImDrawList* draw, ImVec2 c, float s, ImU32 ink) {
  // Tilted: a handle and a head with a flat face on one side and a claw on the other.
  const Pen pen(ImVec2(c.x + 0.04f * s, c.y), s, 0.55f);
  pen.Quad(draw, -0.06f, -0.22f, 0.06f, 0.48f, ink);
  pen.Quad(draw, -0.3f, -0.44f, 0.14f, -0.22f, ink);
  const ImVec2 claw[4] = {pen.P(0.14f, -0.42f), pen.P(0.36f, -0.5f), pen.P(0.3f, -0.3f),
                          pen.P(0.14f, -0.24f)};
  draw->AddConvexPolyFilled(claw, 4, ink);
}

void DrawThreeDots(ImDrawList* draw, ImVec2 c, float s, ImU32 ink) {
  for (int i = -1; i <= 1; ++i) {
    draw->AddCircleFilled(ImVec2(c.x + i * 0.31f * s, c.y), 0.12f * s, ink, 14);
  }
}

void DrawBricks(ImDrawList* draw, ImVec2 c, float s, ImU32 ink) {
  // Three courses of bricks, the middle one offset by half a brick.
  const float w = 0.84f * s;
  const float course = 0.2f * s;
  const float gap = std::max(1.0f, 0.05f * s);
  const float left = c.x - w * 0.5f;
  constexpr float kWhole[] = {0.0f, 0.5f, 1.0f};
  constexpr float kOffset[] = {0.0f, 0.25f, 0.75f, 1.0f};
  for (int row = 0; row < 3; ++row) {
    const float top = c.y - 1.5f * course + row * course;
    const float* cuts = row == 1 ? kOffset : kWhole;
    const int bricks = row == 1 ? 3 : 2;
    for (int b = 0; b < bricks; ++b) {
      draw->AddRectFilled(ImVec2(left + cuts[b] * w + gap * 0.5f, top + gap * 0.5f),
                          ImVec2(left + cuts[b + 1] * w - gap * 0.5f, top + course - gap * 0.5f),
                          ink, 0.02f * s);
    }
  }
}

void DrawGear(ImDrawList* draw, ImVec2 c, float s, ImU32 ink, ImU32 paper) {
  constexpr int kTeeth = 8;
  for (int k = 0; k < kTeeth; ++k) {
    const Pen tooth(c, s, k * 2 * kPi / kTeeth);
    tooth.Quad(draw, -0.08f, -0.46f, 0.08f, -0.2f, ink);
  }
  draw->AddCircleFilled(c, 0.32f * s, ink, 24);
  draw->AddCircleFilled(c, 0.12f * s, paper, 16);
}

void DrawArrow(ImDrawList* draw, ImVec2 c, float s, ImU32 ink) {
  // Pointing up and to the right: a shaft and a head.
  const Pen pen(c, s, -0.45f);
  pen.Quad(draw, -0.44f, -0.075f, 0.12f, 0.075f, ink);
  draw->AddTriangleFilled(pen.P(0.46f, 0.0f), pen.P(0.06f, -0.26f), pen.P(0.06f, 0.26f), ink);
}

// The frames every card and tile gets for its look.
void DrawLook(ImDrawList* draw, ImVec2 min, ImVec2 max, float round, const Look& look) {
  if (look.dimmed) {
    draw->AddRectFilled(min, max, IM_COL32(16, 30, 24, static_cast<int>(150 * look.alpha)), round);
  }
  if (look.chosen) {
    draw->AddRect(ImVec2(min.x - 3, min.y - 3), ImVec2(max.x + 3, max.y + 3), ui::colour::kGold,
                  round + 3, 0, 4.0f);
  } else if (look.lit) {
    draw->AddRect(ImVec2(min.x - 2, min.y - 2), ImVec2(max.x + 2, max.y + 2),
                  WithAlpha(ui::colour::kGold, 0.55f + 0.45f * kit::Pulse()), round + 2, 0, 2.5f);
  }
}

// The shape of a seat's cube filled with `fill`.
void CubeShape(ImDrawList* draw, ImVec2 c, float size, int seat, ImU32 fill, ImU32 edge) {
  const float r = size * 0.5f;
  if (seat == 0) {
    draw->AddRectFilled(ImVec2(c.x - r, c.y - r), ImVec2(c.x + r, c.y + r), fill, r * 0.2f);
    draw->AddRect(ImVec2(c.x - r, c.y - r), ImVec2(c.x + r, c.y + r), edge, r * 0.2f, 0,
                  std::max(1.0f, size * 0.09f));
  } else {
    draw->AddCircleFilled(c, r, fill, 20);
    draw->AddCircle(c, r, edge, 20, std::max(1.0f, size * 0.09f));
  }
  // A highlight on the upper left: a cube, not a hole.
  draw->AddCircleFilled(ImVec2(c.x - r * 0.42f, c.y - r * 0.42f), r * 0.2f,
                        IM_COL32(255, 255, 255, (fill >> IM_COL32_A_SHIFT) * 90 / 255), 8);
}

}  // namespace

ImU32 CardColour(int colour, float alpha) {
  static constexpr std::array<ImU32, mfct::kNumColours> kColours = {
      IM_COL32(204, 44, 52, 255), IM_COL32(44, 100, 206, 255),  IM_COL32(244, 198, 44, 255),
      IM_COL32(38, 140, 72, 255), IM_COL32(246, 244, 236, 255), IM_COL32(38, 36, 42, 255)};
  if (colour < 0 || colour >= mfct::kNumColours) return WithAlpha(ui::colour::kGold, alpha);
  return WithAlpha(kColours[colour], alpha);
}

ImU32 CardInk(int colour, float alpha) {
  const bool light = colour == mfct::kYellow || colour == mfct::kWhite || colour < 0;
  return WithAlpha(light ? ui::colour::kInk : IM_COL32(255, 255, 255, 255), alpha);
}

const char* ColourInitial(int colour) {
  switch (colour) {
    case mfct::kRed:
      // TRANSLATORS: the letter drawn on red pieces and cards: the colour's initial.
      return TrContext("initial of the colour red", "R");
    case mfct::kBlue:
      // TRANSLATORS: the letter drawn on blue pieces and cards: the colour's initial.
      return TrContext("initial of the colour blue", "B");
    case mfct::kYellow:
      // TRANSLATORS: the letter drawn on yellow pieces and cards: the colour's initial.
      return TrContext("initial of the colour yellow", "Y");
    case mfct::kGreen:
      // TRANSLATORS: the letter drawn on green pieces and cards: the colour's initial.
      return TrContext("initial of the colour green", "G");
    case mfct::kWhite:
      // TRANSLATORS: the letter drawn on white pieces and cards: the colour's initial.
      return TrContext("initial of the colour white", "W");
    case mfct::kBlack:
      // TRANSLATORS: the letter drawn on black pieces and cards (K, as B is blue's).
      return TrContext("initial of the colour black", "K");
    default:
      return "?";
  }
}

void DrawSymbol(ImDrawList* draw, ImVec2 centre, float size, int symbol, ImU32 ink, ImU32 paper) {
  switch (symbol) {
    case mfct::kDrop:
      DrawDrop(draw, centre, size, ink, paper);
      break;
    case mfct::kHammer:
      DrawHammer(draw, centre, size, ink);
      break;
    case mfct::kThreeDots:
      DrawThreeDots(draw, centre, size, ink);
      break;
    case mfct::kBricks:
      DrawBricks(draw, centre, size, ink);
      break;
    case mfct::kGear:
      DrawGear(draw, centre, size, ink, paper);
      break;
    case mfct::kArrow:
      DrawArrow(draw, centre, size, ink);
      break;
    default:
      break;
  }
}

void DrawCard(ImDrawList* draw, ImVec2 min, float w, int card, const Look& look) {
  const ui::Fonts& fonts = ui::GetFonts();
  const float h = w * kCardAspect;
  const ImVec2 max(min.x + w, min.y + h);
  const float a = look.alpha;
  const float round = std::max(3.0f, w * 0.1f);
  const int colour = mfct::ColourOf(card);
  const ImU32 ink = CardInk(colour, a);
  kit::CardBlank(draw, min, max, round, CardColour(colour, a),
                 WithAlpha(IM_COL32(70, 56, 40, 255), a), a);
  // The top band: the colour's initial and the value.
  const float band = h * 0.2f;
  const float side = std::max(3.0f, w * 0.09f);
  const std::string value = std::to_string(mfct::ValueOf(card));
  // The letter and the value side by side: smaller on a small card, never one over the other.
  const float pair_width = kit::TextWidth(fonts.bold, 10.0f, std::string(ColourInitial(colour))) +
                           kit::TextWidth(fonts.bold, 10.0f, value) + 2;
  const float px =
      std::min(std::clamp(band * 0.9f, 10.0f, 34.0f), 10.0f * (w - 2 * side) / pair_width);
  // A card too small to read them on (a replay on a phone) shows its colour and picture only.
  if (px >= kSmallestCardText) {
    kit::Text(draw, fonts.bold, px, ImVec2(min.x + side, min.y + (band - px) * 0.5f + 1), ink,
              ColourInitial(colour));
    kit::Text(draw, fonts.bold, px,
              ImVec2(max.x - side - kit::TextWidth(fonts.bold, px, value),
                     min.y + (band - px) * 0.5f + 1),
              ink, value);
  }
  // The name along the bottom when it fits, else a plain frame.
  const float name_px = std::clamp(h * 0.12f, 10.0f, 24.0f);
  const char* name = mfct_view::ColourWords(colour);
  const bool named = kit::TextWidth(fonts.bold, name_px, name) <= w - 2 * side;
  const float bottom = named ? name_px + 4 : side;
  const ImVec2 paper_min(min.x + side, min.y + band);
  const ImVec2 paper_max(max.x - side, max.y - bottom);
  draw->AddRectFilled(paper_min, paper_max, WithAlpha(kPaper, a), round * 0.5f);
  if (named) {
    kit::CentredText(draw, fonts.bold, name_px,
                     ImVec2((min.x + max.x) * 0.5f, max.y - bottom * 0.5f), ink, name);
  }
  const float symbol = std::min(paper_max.x - paper_min.x, paper_max.y - paper_min.y) * 0.86f;
  DrawSymbol(draw, ImVec2((paper_min.x + paper_max.x) * 0.5f, (paper_min.y + paper_max.y) * 0.5f),
             symbol, mfct::SymbolOf(card), WithAlpha(ui::colour::kInk, a), WithAlpha(kPaper, a));
  DrawLook(draw, min, max, round, look);
}

void DrawCardBack(ImDrawList* draw, ImVec2 min, float w, float alpha) {
  const float h = w * kCardAspect;
  const ImVec2 max(min.x + w, min.y + h);
  ui::RecordCover(draw, min, max);  // laid over what is beneath it
  const float round = std::max(2.0f, w * 0.1f);
  kit::CardShadow(draw, min, max, round, alpha);
  draw->AddRectFilled(min, max, WithAlpha(IM_COL32(22, 84, 52, 255), alpha), round);
  const float inset = std::max(2.0f, w * 0.1f);
  draw->AddRect(ImVec2(min.x + inset, min.y + inset), ImVec2(max.x - inset, max.y - inset),
                WithAlpha(ui::colour::kGold, alpha), round * 0.5f, 0, std::max(1.0f, w * 0.04f));
  // A little gold tree.
  const ImVec2 c(min.x + w * 0.5f, min.y + h * 0.5f);
  draw->AddTriangleFilled(ImVec2(c.x, c.y - w * 0.3f), ImVec2(c.x + w * 0.24f, c.y + w * 0.22f),
                          ImVec2(c.x - w * 0.24f, c.y + w * 0.22f),
                          WithAlpha(ui::colour::kGold, alpha));
  draw->AddRect(min, max, WithAlpha(IM_COL32(8, 40, 24, 255), alpha), round, 0, 1.0f);
}

void DrawBoxCard(ImDrawList* draw, ImVec2 min, float w, int colour, int value, const Look& look) {
  const ui::Fonts& fonts = ui::GetFonts();
  const float h = w * kCardAspect;
  const ImVec2 max(min.x + w, min.y + h);
  ui::RecordCover(draw, min, max);  // laid over what is beneath it
  const float a = look.alpha;
  const float round = std::max(3.0f, w * 0.1f);
  kit::CardShadow(draw, min, max, round, a);
  draw->AddRectFilled(min, max, WithAlpha(kPaper, a), round);
  draw->AddRect(min, max, CardColour(colour, a), round, 0, std::max(2.0f, w * 0.07f));
  // The gift: a box in the card's colour with a ribbon cross and a bow.
  const float g = w * 0.56f;
  const ImVec2 c(min.x + w * 0.5f, min.y + h * 0.62f);
  const ImU32 fill = CardColour(colour, a);
  const ImU32 ribbon = colour == mfct::kYellow || colour < 0 ? WithAlpha(ui::colour::kRed, a)
                                                             : WithAlpha(ui::colour::kGold, a);
  draw->AddRectFilled(ImVec2(c.x - g * 0.5f, c.y - g * 0.4f),
                      ImVec2(c.x + g * 0.5f, c.y + g * 0.5f), fill, g * 0.06f);
  draw->AddRect(ImVec2(c.x - g * 0.5f, c.y - g * 0.4f), ImVec2(c.x + g * 0.5f, c.y + g * 0.5f),
                WithAlpha(IM_COL32(70, 56, 40, 255), a), g * 0.06f);
  draw->AddRectFilled(ImVec2(c.x - g * 0.08f, c.y - g * 0.4f),
                      ImVec2(c.x + g * 0.08f, c.y + g * 0.5f), ribbon);
  draw->AddCircle(ImVec2(c.x - g * 0.16f, c.y - g * 0.5f), g * 0.13f, ribbon, 12,
                  std::max(1.5f, g * 0.07f));
  draw->AddCircle(ImVec2(c.x + g * 0.16f, c.y - g * 0.5f), g * 0.13f, ribbon, 12,
                  std::max(1.5f, g * 0.07f));
  const float px = std::clamp(h * 0.26f, 11.0f, 44.0f);
  const std::string text = std::to_string(value);
  kit::Text(draw, fonts.heading, px, ImVec2(min.x + w * 0.1f, min.y + h * 0.03f),
            WithAlpha(ui::colour::kInk, a), text);
  DrawLook(draw, min, max, round, look);
}

void DrawTile(ImDrawList* draw, ImVec2 min, float size, int symbol, const Look& look) {
  const ImVec2 max(min.x + size, min.y + size);
  ui::RecordCover(draw, min, max);  // laid over what is beneath it
  const float round = size * 0.14f;
  kit::CardShadow(draw, min, max, round, look.alpha);
  draw->AddRectFilled(min, max, WithAlpha(kPaper, look.alpha), round);
  draw->AddRect(min, max, WithAlpha(kTileEdge, look.alpha), round, 0, std::max(1.0f, size * 0.03f));
  DrawSymbol(draw, ImVec2(min.x + size * 0.5f, min.y + size * 0.42f), size * 0.62f, symbol,
             WithAlpha(ui::colour::kInk, look.alpha), WithAlpha(kPaper, look.alpha));
  DrawLook(draw, min, max, round, look);
}

void DrawStarTile(ImDrawList* draw, ImVec2 min, float size) {
  const ImVec2 max(min.x + size, min.y + size);
  ui::RecordCover(draw, min, max);  // laid over what is beneath it
  const float round = size * 0.14f;
  kit::CardShadow(draw, min, max, round, 1);
  draw->AddRectFilled(min, max, IM_COL32(20, 70, 46, 255), round);
  draw->AddRect(min, max, ui::colour::kGold, round, 0, std::max(1.5f, size * 0.04f));
  ui::DrawStar(draw, ImVec2(min.x + size * 0.5f, min.y + size * 0.46f), size * 0.34f,
               ui::colour::kGold, ui::colour::kRed);
}

void DrawBaseTile(ImDrawList* draw, ImVec2 min, float size, int points) {
  const ui::Fonts& fonts = ui::GetFonts();
  const ImVec2 max(min.x + size, min.y + size);
  ui::RecordCover(draw, min, max);  // laid over what is beneath it
  const float round = size * 0.14f;
  kit::CardShadow(draw, min, max, round, 1);
  draw->AddRectFilled(min, max, ui::colour::kBark, round);
  // Wood grain.
  for (int i = 1; i <= 3; ++i) {
    const float y = min.y + size * (0.2f + 0.2f * i);
    draw->AddLine(ImVec2(min.x + size * 0.12f, y), ImVec2(max.x - size * 0.12f, y - size * 0.04f),
                  IM_COL32(90, 52, 26, 255), std::max(1.0f, size * 0.03f));
  }
  draw->AddRect(min, max, IM_COL32(70, 40, 20, 255), round, 0, std::max(1.0f, size * 0.03f));
  const float px = std::clamp(size * 0.3f, 10.0f, 36.0f);
  kit::Text(draw, fonts.bold, px, ImVec2(min.x + size * 0.1f, min.y + size * 0.06f),
            ui::colour::kCream, std::to_string(points));
}

void DrawPine(ImDrawList* draw, ImVec2 top, float bottom_row_y, float half_width, float trunk_y) {
  const float trunk = half_width * 0.16f;
  draw->AddRectFilled(ImVec2(top.x - trunk, bottom_row_y), ImVec2(top.x + trunk, trunk_y),
                      ui::colour::kBark);
  draw->AddTriangleFilled(top, ImVec2(top.x + half_width, bottom_row_y),
                          ImVec2(top.x - half_width, bottom_row_y), IM_COL32(26, 96, 56, 255));
  draw->AddTriangle(top, ImVec2(top.x + half_width, bottom_row_y),
                    ImVec2(top.x - half_width, bottom_row_y), IM_COL32(60, 140, 84, 255), 2.0f);
}

void DrawCube(ImDrawList* draw, ImVec2 centre, float size, int seat, bool stand_in, float alpha) {
  const int colour =
      stand_in ? mfct::kFinishingColour[seat & 1] : mfct::kDecorationColour[seat & 1];
  CubeShape(draw, centre, size, seat & 1, CardColour(colour, alpha),
            WithAlpha(IM_COL32(20, 16, 12, 255), alpha));
  if (stand_in) {
    ui::DrawStar(draw, centre, size * 0.32f, CardInk(colour, alpha), CardInk(colour, alpha));
  }
}

void DrawFinishingTouch(ImDrawList* draw, ImVec2 centre, float size, int seat) {
  // A rosette: gold petals around the cube.
  const float r = size * 0.5f;
  for (int k = 0; k < 8; ++k) {
    const float angle = k * kPi / 4;
    draw->AddCircleFilled(
        ImVec2(centre.x + std::cos(angle) * r * 0.62f, centre.y + std::sin(angle) * r * 0.62f),
        r * 0.38f, ui::colour::kGold, 12);
  }
  draw->AddCircleFilled(centre, r * 0.66f, IM_COL32(150, 100, 30, 255), 20);
  CubeShape(draw, centre, size * 0.58f, seat & 1, CardColour(mfct::kFinishingColour[seat & 1]),
            IM_COL32(20, 16, 12, 255));
}

void DrawScoreIcon(ImDrawList* draw, ScoreItem item, ImVec2 c, float size) {
  const float r = size * 0.5f;
  switch (item) {
    case ScoreItem::kStar:
      ui::DrawStar(draw, c, r, ui::colour::kGold, ui::colour::kRed);
      break;
    case ScoreItem::kBase:
      draw->AddRectFilled(ImVec2(c.x - r * 0.8f, c.y - r * 0.8f),
                          ImVec2(c.x + r * 0.8f, c.y + r * 0.8f), ui::colour::kBark, r * 0.2f);
      break;
    case ScoreItem::kTouches:
      for (int k = 0; k < 8; ++k) {
        const float angle = k * kPi / 4;
        draw->AddCircleFilled(
            ImVec2(c.x + std::cos(angle) * r * 0.6f, c.y + std::sin(angle) * r * 0.6f), r * 0.36f,
            ui::colour::kGold, 10);
      }
      draw->AddCircleFilled(c, r * 0.5f, IM_COL32(150, 100, 30, 255), 14);
      break;
    case ScoreItem::kRows:
      for (int k = -1; k <= 1; ++k) {
        const ImVec2 t(c.x + k * r * 0.66f, c.y);
        draw->AddRectFilled(ImVec2(t.x - r * 0.28f, t.y - r * 0.28f),
                            ImVec2(t.x + r * 0.28f, t.y + r * 0.28f), kPaper, r * 0.08f);
      }
      break;
    case ScoreItem::kBoxes:
      draw->AddRectFilled(ImVec2(c.x - r * 0.75f, c.y - r * 0.5f),
                          ImVec2(c.x + r * 0.75f, c.y + r * 0.8f), ui::colour::kRedLight, r * 0.1f);
      draw->AddRectFilled(ImVec2(c.x - r * 0.14f, c.y - r * 0.5f),
                          ImVec2(c.x + r * 0.14f, c.y + r * 0.8f), ui::colour::kGold);
      draw->AddCircle(ImVec2(c.x - r * 0.25f, c.y - r * 0.7f), r * 0.22f, ui::colour::kGold, 10,
                      1.5f);
      draw->AddCircle(ImVec2(c.x + r * 0.25f, c.y - r * 0.7f), r * 0.22f, ui::colour::kGold, 10,
                      1.5f);
      break;
    case ScoreItem::kCubes:
      draw->AddRectFilled(ImVec2(c.x - r * 0.6f, c.y - r * 0.6f),
                          ImVec2(c.x + r * 0.6f, c.y + r * 0.6f), IM_COL32(180, 170, 160, 255),
                          r * 0.15f);
      draw->AddLine(ImVec2(c.x - r * 0.35f, c.y), ImVec2(c.x + r * 0.35f, c.y), ui::colour::kInk,
                    std::max(1.5f, r * 0.18f));
      break;
    case ScoreItem::kTotal:
      draw->AddCircleFilled(c, r * 0.8f, ui::colour::kGold, 18);
      draw->AddCircle(c, r * 0.55f, IM_COL32(150, 100, 30, 255), 18, std::max(1.0f, r * 0.12f));
      break;
  }
}

}  // namespace tinsel::app::mfct_drawing
