#include "views/santa_timea/santa_timea_drawing.h"

#include <algorithm>
#include <array>
#include <cmath>

#include "tinsel/translate.h"
#include "ui/drawn_text.h"
#include "ui/theme.h"
#include "views/kit.h"

namespace tinsel::app::santa_drawing {
namespace {

using kit::CentredText;
using kit::WithAlpha;
using santa::Boat;
using santa::Rank;
using santa::Seat;

ImVec2 Rotate(ImVec2 p, ImVec2 centre, float angle) {
  const float c = std::cos(angle);
  const float s = std::sin(angle);
  const float x = p.x - centre.x;
  const float y = p.y - centre.y;
  return ImVec2(centre.x + x * c - y * s, centre.y + x * s + y * c);
}

// The hull outline in unit coordinates (x, y in -0.5..0.5, y down, bow at the top).
const std::array<ImVec2, 13> kHull = {{
    {0.0f, -0.5f},
    {0.22f, -0.42f},
    {0.36f, -0.30f},
    {0.45f, -0.14f},
    {0.5f, 0.05f},
    {0.5f, 0.38f},
    {0.44f, 0.5f},
    {-0.44f, 0.5f},
    {-0.5f, 0.38f},
    {-0.5f, 0.05f},
    {-0.45f, -0.14f},
    {-0.36f, -0.30f},
    {-0.22f, -0.42f},
}};

// A Captain's Hat card's picture: a black bicorne with a gold band on night blue.
void DrawHat(ImDrawList* draw, ImVec2 in_min, ImVec2 in_max, float rounding) {
  draw->AddRectFilled(in_min, in_max, IM_COL32(28, 36, 70, 255), rounding);
  const float cx = (in_min.x + in_max.x) * 0.5f;
  const float cy = in_min.y + (in_max.y - in_min.y) * 0.55f;
  const float hw = (in_max.x - in_min.x) * 0.42f;
  const ImVec2 hat[4] = {ImVec2(cx - hw, cy + hw * 0.3f), ImVec2(cx - hw * 0.4f, cy - hw * 0.6f),
                         ImVec2(cx + hw * 0.4f, cy - hw * 0.6f), ImVec2(cx + hw, cy + hw * 0.3f)};
  draw->AddConvexPolyFilled(hat, 4, IM_COL32(10, 10, 14, 255));
  draw->AddLine(ImVec2(cx - hw * 0.8f, cy + hw * 0.05f), ImVec2(cx + hw * 0.8f, cy + hw * 0.05f),
                ui::colour::kGold, 2);
}

}  // namespace

ImU32 Fill(int colour, int alpha) {
  if (colour < 0) return IM_COL32(236, 226, 200, alpha);  // a pawn of nobody (icons)
  static constexpr std::array<ImU32, santa::kNumColours> kFills = {
      IM_COL32(46, 156, 74, 255),    // green
      IM_COL32(206, 48, 52, 255),    // red
      IM_COL32(240, 204, 46, 255),   // yellow
      IM_COL32(52, 104, 214, 255),   // blue
      IM_COL32(138, 70, 178, 255),   // purple
      IM_COL32(244, 242, 234, 255),  // white
      IM_COL32(34, 34, 40, 255),     // black
  };
  if (colour >= santa::kNumColours) return IM_COL32(128, 128, 128, alpha);
  return WithAlpha(kFills[colour], alpha / 255.0f);
}

ImU32 Ink(int colour) { return colour == 2 || colour == 5 ? ui::colour::kInk : ui::colour::kCream; }

std::string Initial(int colour) {
  switch (colour) {
    case 0:
      // TRANSLATORS: the letter drawn on green pieces and cards: the colour's initial.
      return TrContext("initial of the colour green", "G");
    case 1:
      // TRANSLATORS: the letter drawn on red pieces and cards: the colour's initial.
      return TrContext("initial of the colour red", "R");
    case 2:
      // TRANSLATORS: the letter drawn on yellow pieces and cards: the colour's initial.
      return TrContext("initial of the colour yellow", "Y");
    case 3:
      // TRANSLATORS: the letter drawn on blue pieces and cards: the colour's initial.
      return TrContext("initial of the colour blue", "B");
    case 4:
      // TRANSLATORS: the letter drawn on purple pieces and cards: the colour's initial.
      return TrContext("initial of the colour purple", "P");
    case 5:
      // TRANSLATORS: the letter drawn on white pieces and cards: the colour's initial.
      return TrContext("initial of the colour white", "W");
    case santa::kBlack:
      // TRANSLATORS: the letter drawn on black pieces and cards (K, as B is blue's).
      return TrContext("initial of the colour black", "K");
    default:
      return "";
  }
}

const char* ColourWords(int colour) {
  // As santa::kColourNames.
  static constexpr const char* kNames[santa::kNumColours] = {
      N_("green"), N_("red"), N_("yellow"), N_("blue"), N_("purple"), N_("white"), N_("black")};
  return colour >= 0 && colour < santa::kNumColours ? Tr(kNames[colour]) : "?";
}

namespace {

// Where a boat lies: points of its box in unit coordinates (-0.5..0.5, bow up), turned by the
// boat's tilt around the centre.
struct BoatFrame {
  ImVec2 centre;
  float w;
  float h;
  float tilt;

  ImVec2 At(ImVec2 unit, float scale) const {
    return Rotate(ImVec2(centre.x + unit.x * w * scale, centre.y + unit.y * h * scale), centre,
                  tilt);
  }
  std::array<ImVec2, kHull.size()> Hull(float scale) const {
    std::array<ImVec2, kHull.size()> points;
    for (size_t i = 0; i < kHull.size(); ++i) points[i] = At(kHull[i], scale);
    return points;
  }
};

// A gold halo around a legal target.
void DrawHalo(ImDrawList* draw, const BoatFrame& frame, bool hovered) {
  const std::array<ImVec2, kHull.size()> halo = frame.Hull(1.16f);
  draw->AddConvexPolyFilled(halo.data(), static_cast<int>(halo.size()),
                            WithAlpha(ui::colour::kGold, (hovered ? 0.6f : 0.3f)));
  draw->AddPolyline(halo.data(), static_cast<int>(halo.size()), ui::colour::kGold,
                    ImDrawFlags_Closed, hovered ? 3.5f : 2.5f);
}

// The coloured hull with its wooden deck (the black boat keeps a dark deck and a dashed
// gunwale, so it looks different even in grey).
void DrawHull(ImDrawList* draw, const BoatFrame& frame, int colour, float alpha) {
  const std::array<ImVec2, kHull.size()> outer = frame.Hull(1.0f);
  const std::array<ImVec2, kHull.size()> inner = frame.Hull(0.84f);
  const bool black = colour == santa::kBlack;
  draw->AddConvexPolyFilled(outer.data(), static_cast<int>(outer.size()),
                            Fill(colour, static_cast<int>(255 * alpha)));
  const ImU32 deck = black ? IM_COL32(70, 64, 60, 255) : IM_COL32(150, 104, 62, 255);
  draw->AddConvexPolyFilled(inner.data(), static_cast<int>(inner.size()), WithAlpha(deck, alpha));
  const ImU32 edge = black ? IM_COL32(236, 226, 200, 255) : IM_COL32(30, 22, 16, 255);
  draw->AddPolyline(outer.data(), static_cast<int>(outer.size()), WithAlpha(edge, alpha),
                    ImDrawFlags_Closed, black ? 2.5f : 1.5f);
  if (black) {
    draw->AddPolyline(inner.data(), static_cast<int>(inner.size()),
                      WithAlpha(IM_COL32(236, 226, 200, 140), alpha), ImDrawFlags_Closed, 1.0f);
  }
}

}  // namespace

BoatShape DrawBoat(ImDrawList* draw, const Boat& boat, ImVec2 min, ImVec2 max,
                   const BoatLook& look) {
  BoatShape shape;
  const float w = max.x - min.x;
  const float h = max.y - min.y;
  const BoatFrame frame{ImVec2((min.x + max.x) * 0.5f, (min.y + max.y) * 0.5f), w, h, look.tilt};
  if (look.lit) DrawHalo(draw, frame, look.hovered);
  DrawHull(draw, frame, boat.colour, look.alpha);
  // As large as the seats' spacing allows: the crew is what players look for.
  shape.seat_radius = std::min(w * 0.205f, h * 0.105f);
  for (int i = 0; i < santa::kSeatsPerBoat; ++i) {
    const float x = (i % 2 == 0 ? -0.21f : 0.21f);
    const float y = -0.15f + (i / 2) * 0.22f;
    shape.seat[i] = frame.At(ImVec2(x, y), 1.0f);
  }
  // The colour's initial on the bow, so a boat is named even in grey.
  ImFont* font = ui::GetFonts().mark;
  const float px = std::clamp(h * 0.13f, 9.0f, kit::FontPixels(font));
  const bool black = boat.colour == santa::kBlack;
  CentredText(draw, font, px, frame.At(ImVec2(0, -0.36f), 1.0f),
              WithAlpha(black ? ui::colour::kCream : ui::colour::kInk, look.alpha),
              Initial(boat.colour));
  if (look.seats) {
    for (int i = 0; i < santa::kSeatsPerBoat; ++i) {
      DrawSeat(draw, boat.seats[i], shape.seat[i], shape.seat_radius, look.alpha);
    }
  }
  return shape;
}

void DrawSeat(ImDrawList* draw, const Seat& seat, ImVec2 centre, float radius, float alpha) {
  draw->AddCircleFilled(centre, radius, WithAlpha(IM_COL32(40, 26, 16, 255), alpha), 20);
  if (seat.leak()) {
    DrawLeak(draw, centre, radius * 0.9f, alpha);
  } else if (seat.pawn()) {
    DrawPawn(draw, seat.player, seat.rank, centre, radius, alpha);
  }
}

void DrawPawn(ImDrawList* draw, int player, Rank rank, ImVec2 centre, float radius, float alpha) {
  const ImU32 fill = Fill(player, static_cast<int>(255 * alpha));
  const ImU32 edge = WithAlpha(IM_COL32(20, 14, 10, 255), alpha);
  ImFont* font = ui::GetFonts().mark;
  if (rank == Rank::kOfficer) {
    // Tall: a body that overflows the seat and a black bicorne with a gold band.
    const float bw = radius * 0.95f;
    const ImVec2 body_min(centre.x - bw, centre.y - radius * 0.55f);
    const ImVec2 body_max(centre.x + bw, centre.y + radius * 1.05f);
    draw->AddRectFilled(body_min, body_max, fill, radius * 0.45f);
    draw->AddRect(body_min, body_max, edge, radius * 0.45f, 0, 1.2f);
    const float hy = body_min.y;
    const ImVec2 hat[4] = {ImVec2(centre.x - bw * 1.25f, hy + radius * 0.1f),
                           ImVec2(centre.x - bw * 0.45f, hy - radius * 0.75f),
                           ImVec2(centre.x + bw * 0.45f, hy - radius * 0.75f),
                           ImVec2(centre.x + bw * 1.25f, hy + radius * 0.1f)};
    draw->AddConvexPolyFilled(hat, 4, WithAlpha(IM_COL32(24, 22, 26, 255), alpha));
    draw->AddLine(ImVec2(centre.x - bw * 1.05f, hy), ImVec2(centre.x + bw * 1.05f, hy),
                  WithAlpha(ui::colour::kGold, alpha), std::max(1.5f, radius * 0.16f));
    const float px = std::clamp(radius * 1.25f, 8.0f, kit::FontPixels(font));
    CentredText(draw, font, px, ImVec2(centre.x, centre.y + radius * 0.28f),
                WithAlpha(Ink(player), alpha), Initial(player));
  } else {
    const float r = radius * 0.9f;
    draw->AddCircleFilled(centre, r, fill, 20);
    draw->AddCircle(centre, r, edge, 20, 1.2f);
    const float px = std::clamp(r * 1.25f, 7.0f, kit::FontPixels(font));
    CentredText(draw, font, px, centre, WithAlpha(Ink(player), alpha), Initial(player));
  }
}

void DrawLeak(ImDrawList* draw, ImVec2 centre, float radius, float alpha) {
  // A water drop: a round belly and a point upwards.
  const ImU32 water = WithAlpha(IM_COL32(96, 178, 244, 255), alpha);
  const ImVec2 belly(centre.x, centre.y + radius * 0.25f);
  const float r = radius * 0.62f;
  draw->AddCircleFilled(belly, r, water, 20);
  draw->AddTriangleFilled(ImVec2(belly.x - r * 0.92f, belly.y - r * 0.35f),
                          ImVec2(belly.x + r * 0.92f, belly.y - r * 0.35f),
                          ImVec2(centre.x, centre.y - radius * 0.95f), water);
  draw->AddCircleFilled(ImVec2(belly.x - r * 0.3f, belly.y - r * 0.1f), r * 0.22f,
                        WithAlpha(IM_COL32(235, 248, 255, 255), alpha), 10);
}

void DrawWreck(ImDrawList* draw, ImVec2 min, ImVec2 max) {
  const float w = max.x - min.x;
  const float h = max.y - min.y;
  // The ship on the left half, going down by the bow, under a strip of water.
  const float sw = std::min(w * 0.42f, h * 5.0f);
  const ImVec2 centre(min.x + sw * 0.55f, min.y + h * 0.55f);
  const float tilt = -0.1f;
  auto at = [&](float x, float y) {
    return Rotate(ImVec2(centre.x + x * sw, centre.y + y * h), centre, tilt);
  };
  draw->AddLine(at(0.08f, -0.1f), at(0.12f, -0.45f), IM_COL32(70, 44, 26, 255), 3);
  draw->AddLine(at(0.12f, -0.45f), at(0.2f, -0.3f), IM_COL32(70, 44, 26, 255), 2);
  const ImVec2 hull[5] = {at(-0.4f, -0.12f), at(0.4f, -0.12f), at(0.34f, 0.3f), at(-0.3f, 0.35f),
                          at(-0.46f, 0.05f)};
  draw->AddConvexPolyFilled(hull, 5, IM_COL32(92, 56, 32, 255));
  draw->AddPolyline(hull, 5, IM_COL32(40, 24, 14, 255), ImDrawFlags_Closed, 2);
  draw->AddRectFilled(ImVec2(min.x, min.y + h * 0.72f), max, IM_COL32(20, 70, 120, 200), 4);
  ImFont* font = ui::GetFonts().bold;
  const float px = std::min(kit::FontPixels(font), h * 0.45f);
  // TRANSLATORS: the sinking ship drawn along the sea; Santa Timea is its name.
  const std::string name = Tr("Santa Timea (sinking)");
  const ImVec2 size = font->CalcTextSizeA(px, 1e9f, 0, name.c_str());
  const float tx = std::min(min.x + sw + 12, max.x - size.x - 4);
  ui::DrawText(draw, font, px, ImVec2(tx, min.y + (h - size.y) * 0.45f), ui::colour::kCream, name);
}

float IslandTextLeft(ImVec2 min, ImVec2 max) {
  const float w = max.x - min.x;
  const float h = max.y - min.y;
  // The palm's trunk and its fronds' reach (see DrawIsland), then a little air.
  return min.x + std::min(w * 0.1f, 18.0f) + 3 + h * 0.22f + 8;
}

void DrawIsland(ImDrawList* draw, ImVec2 min, ImVec2 max) {
  const float w = max.x - min.x;
  const float h = max.y - min.y;
  draw->AddRectFilled(min, max, IM_COL32(226, 204, 146, 255), h * 0.35f);
  draw->AddRect(min, max, IM_COL32(160, 130, 80, 255), h * 0.35f, 0, 1.5f);
  // A palm on the left edge.
  const ImVec2 foot(min.x + std::min(w * 0.1f, 18.0f), max.y - h * 0.12f);
  const ImVec2 top(foot.x + 3, min.y + h * 0.22f);
  draw->AddLine(foot, top, ui::colour::kBark, 3);
  for (int i = 0; i < 4; ++i) {
    const float a = -2.6f + i * 0.75f;
    draw->AddLine(top, ImVec2(top.x + std::cos(a) * h * 0.22f, top.y + std::sin(a) * h * 0.18f + 4),
                  ui::colour::kPine, 3);
  }
}

void DrawVoteCard(ImDrawList* draw, ImVec2 min, ImVec2 max, int vote, bool dim, bool lit) {
  const float w = max.x - min.x;
  ui::RecordCover(draw, min, max);  // laid over what is beneath it
  const float r = w * 0.12f;
  const ImU32 paper = dim ? IM_COL32(120, 112, 96, 255) : ui::colour::kCream;
  draw->AddRectFilled(min, max, paper, r);
  const ImVec2 in_min(min.x + w * 0.1f, min.y + w * 0.1f);
  const ImVec2 in_max(max.x - w * 0.1f, max.y - (max.y - min.y) * 0.3f);
  ImFont* font = ui::GetFonts().bold;
  const float px = std::clamp(w * 0.24f, 9.0f, kit::FontPixels(ui::GetFonts().body));
  std::string name;
  if (vote == santa::kHatVote) {
    DrawHat(draw, in_min, in_max, r * 0.6f);
    // TRANSLATORS: the name on a Captain's Hat ballot card.
    name = TrContext("ballot card", "Hat");
  } else {
    draw->AddRectFilled(in_min, in_max, Fill(vote), r * 0.6f);
    if (vote == santa::kBlack || vote == 5) {
      draw->AddRect(in_min, in_max, IM_COL32(60, 50, 40, 255), r * 0.6f, 0, 1);
    }
    const float ipx = std::clamp(w * 0.4f, 10.0f, kit::FontPixels(ui::GetFonts().heading));
    const std::string initial = Initial(vote);
    const float iw = kit::TextWidth(font, ipx, initial);
    kit::Text(draw, font, ipx,
              ImVec2((in_min.x + in_max.x - iw) * 0.5f, (in_min.y + in_max.y - ipx) * 0.5f),
              Ink(vote), initial);
    name = ColourWords(vote);
  }
  // The name under the colour, smaller where a language's word is wider than the card; left
  // off where it would be too small to read (the colour and its letter say it, and the
  // card's label carries the word for a screen reader).
  const float fitted_px = kit::FitPixels(font, px, name, w * 0.92f, /*smallest=*/0.0f);
  if (fitted_px >= 8.0f) {
    const float nw = kit::TextWidth(font, fitted_px, name);
    kit::Text(draw, font, fitted_px,
              ImVec2((min.x + max.x - nw) * 0.5f,
                     max.y - (max.y - min.y) * 0.27f + (px - fitted_px) * 0.5f),
              ui::colour::kInk, name);
  }
  draw->AddRect(min, max, lit ? ui::colour::kGold : IM_COL32(60, 50, 40, 255), r, 0,
                lit ? 3.0f : 1.0f);
  if (dim) draw->AddRectFilled(min, max, IM_COL32(0, 0, 0, 90), r);
}

void DrawWaves(ImDrawList* draw, ImVec2 min, ImVec2 max, ImU32 colour) {
  const float w = max.x - min.x;
  const float h = max.y - min.y;
  for (int row = 0; row < 3; ++row) {
    const float y = min.y + h * (0.2f + row * 0.3f);
    const float x0 = min.x + w * (row % 2 == 0 ? 0.12f : 0.4f);
    const float span = w * 0.36f;
    draw->AddBezierCubic(ImVec2(x0, y), ImVec2(x0 + span * 0.33f, y - 5),
                         ImVec2(x0 + span * 0.66f, y + 5), ImVec2(x0 + span, y), colour, 1.5f);
  }
}

}  // namespace tinsel::app::santa_drawing
