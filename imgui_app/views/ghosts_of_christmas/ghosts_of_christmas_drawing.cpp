#include "views/ghosts_of_christmas/ghosts_of_christmas_drawing.h"

#include <algorithm>
#include <cmath>
#include <string>

#include "games/ghosts_of_christmas/cards.h"
#include "ui/controls.h"
#include "ui/drawn_text.h"
#include "ui/theme.h"
#include "views/kit.h"

namespace tinsel::app::ghosts_drawing {
namespace {

using ghosts::kBells;
using ghosts::kCandles;
using ghosts::kHearts;
using ghosts::kStars;
using kit::WithAlpha;

constexpr ImU32 kPaper = IM_COL32(253, 250, 242, 255);
constexpr ImU32 kPurple = IM_COL32(118, 72, 168, 255);
constexpr ImU32 kHolly = IM_COL32(36, 120, 60, 255);

}  // namespace

ImU32 SuitColour(int suit, float alpha) {
  // Dark enough to read on the white card, apart in hue and in lightness.
  static constexpr ImU32 kColours[4] = {
      IM_COL32(196, 30, 44, 255),   // Hearts: holly red
      IM_COL32(170, 110, 10, 255),  // Bells: brass
      IM_COL32(36, 78, 170, 255),   // Stars: night blue
      IM_COL32(24, 110, 64, 255),   // Candles: pine green
  };
  if (suit < 0 || suit > 3) return WithAlpha(ui::colour::kInk, alpha);
  return WithAlpha(kColours[suit], alpha);
}

void DrawSuit(ImDrawList* draw, ImVec2 c, float s, int suit, float alpha) {
  const ImU32 fill = SuitColour(suit, alpha);
  switch (suit) {
    case kHearts: {
      const float r = 0.26f * s;
      draw->AddCircleFilled(ImVec2(c.x - 0.23f * s, c.y - 0.14f * s), r, fill, 20);
      draw->AddCircleFilled(ImVec2(c.x + 0.23f * s, c.y - 0.14f * s), r, fill, 20);
      draw->AddTriangleFilled(ImVec2(c.x - 0.47f * s, c.y - 0.06f * s),
                              ImVec2(c.x + 0.47f * s, c.y - 0.06f * s),
                              ImVec2(c.x, c.y + 0.46f * s), fill);
      break;
    }
    case kBells: {
      const float top = c.y - 0.14f * s;
      draw->AddCircle(ImVec2(c.x, c.y - 0.42f * s), 0.07f * s, fill, 12, std::max(1.f, 0.04f * s));
      draw->PathArcTo(ImVec2(c.x, top), 0.26f * s, 3.14159f, 6.28318f, 16);
      draw->PathLineTo(ImVec2(c.x + 0.42f * s, c.y + 0.27f * s));
      draw->PathLineTo(ImVec2(c.x - 0.42f * s, c.y + 0.27f * s));
      draw->PathFillConvex(fill);
      draw->AddRectFilled(ImVec2(c.x - 0.47f * s, c.y + 0.24f * s),
                          ImVec2(c.x + 0.47f * s, c.y + 0.33f * s), fill, 0.04f * s);
      draw->AddCircleFilled(ImVec2(c.x, c.y + 0.39f * s), 0.09f * s, fill, 12);
      break;
    }
    case kStars:
      ui::DrawStar(draw, ImVec2(c.x, c.y + 0.03f * s), 0.5f * s, fill, fill);
      break;
    case kCandles: {
      draw->AddRectFilled(ImVec2(c.x - 0.15f * s, c.y - 0.1f * s),
                          ImVec2(c.x + 0.15f * s, c.y + 0.42f * s), fill, 0.03f * s);
      draw->AddRectFilled(ImVec2(c.x - 0.26f * s, c.y + 0.38f * s),
                          ImVec2(c.x + 0.26f * s, c.y + 0.48f * s), fill, 0.03f * s);
      draw->AddLine(ImVec2(c.x, c.y - 0.1f * s), ImVec2(c.x, c.y - 0.18f * s),
                    WithAlpha(ui::colour::kInk, alpha), std::max(1.f, 0.03f * s));
      // The flame: a teardrop (circle + point), gold with the suit colour around it.
      const ImU32 flame = WithAlpha(IM_COL32(236, 160, 30, 255), alpha);
      draw->AddCircleFilled(ImVec2(c.x, c.y - 0.27f * s), 0.1f * s, flame, 14);
      draw->AddTriangleFilled(ImVec2(c.x - 0.095f * s, c.y - 0.3f * s),
                              ImVec2(c.x + 0.095f * s, c.y - 0.3f * s), ImVec2(c.x, c.y - 0.5f * s),
                              flame);
      break;
    }
    default:
      break;
  }
}

void DrawCardFace(ImDrawList* draw, ImVec2 min, float w, int card, const CardLook& look) {
  const ui::Fonts& fonts = ui::GetFonts();
  const float h = w * kCardAspect;
  const ImVec2 max(min.x + w, min.y + h);
  const float a = look.alpha;
  const float round = std::max(3.0f, w * 0.1f);
  kit::CardBlank(draw, min, max, round, WithAlpha(kPaper, a),
                 WithAlpha(IM_COL32(90, 70, 50, 255), a), a);
  const int suit = ghosts::SuitOf(card);
  const ImU32 ink = SuitColour(suit, a);
  if (suit == kHearts) {
    // Trump: a red inner frame, a shape cue that does not need colour.
    const float inset = std::max(2.0f, w * 0.06f);
    draw->AddRect(ImVec2(min.x + inset, min.y + inset), ImVec2(max.x - inset, max.y - inset), ink,
                  round * 0.6f, 0, std::max(1.5f, w * 0.03f));
  }
  // The corner index: rank, big, with the suit letter under it (so it stays readable where
  // the next card of a fanned hand covers the rest).
  const std::string rank = std::to_string(ghosts::RankOf(card));
  const float rank_px = std::max(13.0f, w * 0.42f);
  ImFont* big = rank_px > kit::FontPixels(fonts.heading) ? fonts.title : fonts.heading;
  const float pad = std::max(3.0f, w * 0.08f);
  ui::DrawText(draw, big, rank_px, ImVec2(min.x + pad, min.y + pad * 0.5f), ink, rank);
  const float rank_w = big->CalcTextSizeA(rank_px, 1e9f, 0, rank.c_str()).x;
  const float letter_px = std::max(11.0f, w * 0.24f);
  const char letter[2] = {ghosts::SuitLetter(suit), 0};
  const float letter_w = fonts.bold->CalcTextSizeA(letter_px, 1e9f, 0, letter).x;
  ui::DrawText(draw, fonts.bold, letter_px,
               ImVec2(min.x + pad + std::max(0.0f, (rank_w - letter_w) * 0.5f),
                      min.y + pad * 0.5f + rank_px * 0.98f),
               ink, letter);
  // The symbol, large, in the lower part.
  const float symbol = w * 0.5f;
  DrawSuit(draw, ImVec2(min.x + w * 0.56f, max.y - symbol * 0.5f - h * 0.08f), symbol, suit, a);

  if (look.dimmed)
    draw->AddRectFilled(min, max, IM_COL32(20, 30, 26, static_cast<int>(150 * a)), round);
  if (look.highlighted) {
    draw->AddRect(ImVec2(min.x - 2, min.y - 2), ImVec2(max.x + 2, max.y + 2), ui::colour::kGold,
                  round + 2, 0, 3.0f);
  }
}

void DrawCardBack(ImDrawList* draw, ImVec2 min, float w, float alpha) {
  const float h = w * kCardAspect;
  const ImVec2 max(min.x + w, min.y + h);
  ui::RecordCover(draw, min, max);  // laid over what is beneath it
  const float round = std::max(2.0f, w * 0.1f);
  draw->AddRectFilled(min, max, WithAlpha(IM_COL32(128, 26, 36, 255), alpha), round);
  const float inset = std::max(2.0f, w * 0.1f);
  draw->AddRect(ImVec2(min.x + inset, min.y + inset), ImVec2(max.x - inset, max.y - inset),
                WithAlpha(ui::colour::kGold, alpha), round * 0.5f, 0, std::max(1.0f, w * 0.04f));
  if (w >= 18) {
    ui::DrawStar(draw, ImVec2(min.x + w * 0.5f, min.y + h * 0.5f), w * 0.2f,
                 WithAlpha(ui::colour::kGold, alpha), WithAlpha(ui::colour::kGold, alpha));
  }
  draw->AddRect(min, max, WithAlpha(IM_COL32(60, 10, 16, 255), alpha), round, 0, 1.0f);
}

void DrawCardSlot(ImDrawList* draw, ImVec2 min, float w, ImU32 colour) {
  kit::DashedFrame(draw, min, ImVec2(min.x + w, min.y + w * kCardAspect), colour,
                   std::max(3.0f, w * 0.1f));
}

void DrawDial(ImDrawList* draw, ImVec2 c, float r, int suit) {
  if (suit < 0) {
    // Face down: a dark disc with a spiral of dots, like the dial's back.
    draw->AddCircleFilled(c, r, IM_COL32(40, 34, 52, 255), 28);
    draw->AddCircle(c, r, ui::colour::kGoldDim, 28, 2.0f);
    for (int i = 0; i < 8; ++i) {
      const float angle = static_cast<float>(i) * 0.785398f;
      draw->AddCircleFilled(
          ImVec2(c.x + std::cos(angle) * r * 0.55f, c.y + std::sin(angle) * r * 0.55f),
          std::max(1.2f, r * 0.08f), ui::colour::kGoldDim, 8);
    }
    return;
  }
  draw->AddCircleFilled(c, r, kPaper, 28);
  draw->AddCircle(c, r, ui::colour::kGold, 28, 2.5f);
  DrawSuit(draw, c, r * 1.25f, suit);
}

void DrawDoor(ImDrawList* draw, ImVec2 min, float h, bool red, bool wreath) {
  const float w = h * 0.58f;
  const ImU32 fill = red ? ui::colour::kRedLight : kPurple;
  // An arched door: a rectangle with a half-circle on top.
  const float r = w * 0.5f;
  draw->AddCircleFilled(ImVec2(min.x + r, min.y + r), r, fill, 16);
  draw->AddRectFilled(ImVec2(min.x, min.y + r), ImVec2(min.x + w, min.y + h), fill);
  draw->AddCircleFilled(ImVec2(min.x + w * 0.78f, min.y + h * 0.62f), std::max(1.0f, w * 0.08f),
                        ui::colour::kGold, 8);
  if (wreath) DrawWreath(draw, ImVec2(min.x + r, min.y + h * 0.42f), w * 0.36f);
}

void DrawWreath(ImDrawList* draw, ImVec2 c, float r, bool loose) {
  draw->AddCircle(c, r, kHolly, 16, std::max(2.0f, r * 0.55f));
  draw->AddCircleFilled(ImVec2(c.x, c.y + r), std::max(1.2f, r * 0.28f), ui::colour::kRed, 8);
  if (loose) draw->AddCircle(c, r * 1.45f, ui::colour::kCreamDim, 16, 1.0f);
}

void DrawStartMarker(ImDrawList* draw, ImVec2 c, float r) {
  draw->AddCircleFilled(c, r, ui::colour::kGold, 20);
  draw->AddCircle(c, r, IM_COL32(120, 80, 20, 255), 20, 1.5f);
  ui::DrawStar(draw, c, r * 0.7f, ui::colour::kRed, ui::colour::kRed);
}

}  // namespace tinsel::app::ghosts_drawing
