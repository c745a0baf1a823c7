#include "views/santa_timea/santa_timea_drawing.h"

#include <algorithm>
#include <array>
#include <cmath>

#include "ui/theme.h"

namespace tinsel::app::santa_view {
namespace {

using santa::Boat;
using santa::Rank;
using santa::Seat;

ImU32 WithAlpha(ImU32 colour, float alpha) {
  const int a = static_cast<int>(((colour >> IM_COL32_A_SHIFT) & 0xFF) * alpha);
  return (colour & ~IM_COL32_A_MASK) | (static_cast<ImU32>(std::clamp(a, 0, 255)) << 24);
}

ImVec2 Rotate(ImVec2 p, ImVec2 centre, float angle) {
  const float c = std::cos(angle);
  const float s = std::sin(angle);
  const float x = p.x - centre.x;
  const float y = p.y - centre.y;
  return ImVec2(centre.x + x * c - y * s, centre.y + x * s + y * c);
}

float Px(ImFont* font) { return font->FontSize * ImGui::GetIO().FontGlobalScale; }

void CentredText(ImDrawList* draw, ImFont* font, float px, ImVec2 centre, ImU32 colour,
                 const std::string& text) {
  const ImVec2 size = font->CalcTextSizeA(px, 1e9f, 0, text.c_str());
  draw->AddText(font, px, ImVec2(centre.x - size.x * 0.5f, centre.y - size.y * 0.5f), colour,
                text.c_str());
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
  if (colour < 0) return "";
  if (colour == santa::kBlack) return "K";
  std::string name = santa::SantaTimeaState::PlayerName(colour);
  return name.substr(0, 1);
}

BoatShape DrawBoat(ImDrawList* draw, const Boat& boat, ImVec2 min, ImVec2 max,
                   const BoatLook& look) {
  BoatShape shape;
  const ImVec2 centre((min.x + max.x) * 0.5f, (min.y + max.y) * 0.5f);
  const float w = max.x - min.x;
  const float h = max.y - min.y;
  auto at = [&](ImVec2 unit, float scale) {
    return Rotate(ImVec2(centre.x + unit.x * w * scale, centre.y + unit.y * h * scale), centre,
                  look.tilt);
  };
  std::array<ImVec2, kHull.size()> outer;
  std::array<ImVec2, kHull.size()> inner;
  for (size_t i = 0; i < kHull.size(); ++i) {
    outer[i] = at(kHull[i], 1.0f);
    inner[i] = at(kHull[i], 0.84f);
  }
  const bool black = boat.colour == santa::kBlack;
  if (look.lit) {
    // A gold halo around a legal target.
    std::array<ImVec2, kHull.size()> halo;
    for (size_t i = 0; i < kHull.size(); ++i) halo[i] = at(kHull[i], 1.16f);
    draw->AddConvexPolyFilled(halo.data(), static_cast<int>(halo.size()),
                              WithAlpha(ui::colour::kGold, (look.hovered ? 0.6f : 0.3f)));
    draw->AddPolyline(halo.data(), static_cast<int>(halo.size()), ui::colour::kGold,
                      ImDrawFlags_Closed, look.hovered ? 3.5f : 2.5f);
  }
  draw->AddConvexPolyFilled(outer.data(), static_cast<int>(outer.size()),
                            Fill(boat.colour, static_cast<int>(255 * look.alpha)));
  // The deck: wood inside the coloured gunwale (the black boat keeps a dark deck).
  const ImU32 deck = black ? IM_COL32(70, 64, 60, 255) : IM_COL32(150, 104, 62, 255);
  draw->AddConvexPolyFilled(inner.data(), static_cast<int>(inner.size()),
                            WithAlpha(deck, look.alpha));
  const ImU32 edge = black ? IM_COL32(236, 226, 200, 255) : IM_COL32(30, 22, 16, 255);
  draw->AddPolyline(outer.data(), static_cast<int>(outer.size()), WithAlpha(edge, look.alpha),
                    ImDrawFlags_Closed, black ? 2.5f : 1.5f);
  if (black) {
    // Dashes along the black boat's gunwale: it looks different even in grey.
    draw->AddPolyline(inner.data(), static_cast<int>(inner.size()),
                      WithAlpha(IM_COL32(236, 226, 200, 140), look.alpha), ImDrawFlags_Closed,
                      1.0f);
  }
  shape.seat_radius = std::min(w * 0.19f, h * 0.095f);
  for (int i = 0; i < santa::kSeatsPerBoat; ++i) {
    const float x = (i % 2 == 0 ? -0.21f : 0.21f);
    const float y = -0.15f + (i / 2) * 0.22f;
    shape.seat[i] = at(ImVec2(x, y), 1.0f);
  }
  // The colour's initial on the bow, so a boat is named even in grey.
  ImFont* font = ui::GetFonts().mark;
  const float px = std::clamp(h * 0.13f, 9.0f, Px(font));
  CentredText(draw, font, px, at(ImVec2(0, -0.36f), 1.0f),
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
    const float px = std::clamp(radius * 1.25f, 8.0f, Px(font));
    CentredText(draw, font, px, ImVec2(centre.x, centre.y + radius * 0.28f),
                WithAlpha(Ink(player), alpha), Initial(player));
  } else {
    const float r = radius * 0.78f;
    draw->AddCircleFilled(centre, r, fill, 20);
    draw->AddCircle(centre, r, edge, 20, 1.2f);
    const float px = std::clamp(r * 1.25f, 7.0f, Px(font));
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
  const float px = std::min(Px(font), h * 0.45f);
  const std::string name = "Santa Timea (sinking)";
  const ImVec2 size = font->CalcTextSizeA(px, 1e9f, 0, name.c_str());
  const float tx = std::min(min.x + sw + 12, max.x - size.x - 4);
  draw->AddText(font, px, ImVec2(tx, min.y + (h - size.y) * 0.45f), ui::colour::kCream,
                name.c_str());
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

}  // namespace tinsel::app::santa_view
