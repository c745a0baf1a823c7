// Santa Timea's sea: the islands, the lanes and their start fields, and the boats (landed,
// sunk, at sea with their seats and the pawns leaving them).
#include <algorithm>
#include <string>

#include "tinsel/translate.h"
#include "ui/drawn_text.h"
#include "ui/input_state.h"
#include "ui/theme.h"
#include "views/santa_timea/santa_timea_drawing.h"
#include "views/santa_timea/santa_timea_view.h"
#include "views/santa_timea/santa_timea_view_parts.h"

namespace tinsel::app {
namespace {

using kit::FontPixels;
using kit::Hinted;
using kit::Text;
using kit::TextWidth;
using santa::Boat;
using santa::BoatStatus;
using santa::Rank;
using santa::SantaTimeaState;
using santa::Step;
using santa_view::Colour;
using santa_view::ColourWords;
namespace act = santa::act;
namespace sd = santa_drawing;

}  // namespace

// Where the lanes, rows and islands lie: row 0 (the start fields) is next to the wreck at
// the bottom, the islands along the top.
struct SantaTimeaView::Sea {
  Box box;
  float pad = 6;
  float lane_w;
  float island_h;
  float wreck_h;
  float sea_top;
  float sea_bottom;
  float row_h;
  float small;

  explicit Sea(Box b) : box(b) {
    lane_w = (box.w() - 2 * pad) / santa::kNumLanes;
    island_h = std::clamp(box.h() * 0.2f, 64.0f, 170.0f);
    wreck_h = std::clamp(box.h() * 0.09f, 34.0f, 80.0f);
    sea_top = box.min.y + pad + island_h;
    sea_bottom = box.max.y - pad - wreck_h;
    row_h = (sea_bottom - sea_top) / santa::kNumRows;
    small = FontPixels(ui::GetFonts().body) * 0.8f;
  }
  float LaneX(int lane) const { return box.min.x + pad + lane * lane_w; }
  float RowY(int row) const { return sea_bottom - (row + 1) * row_h; }
  float LaneCentre(int lane) const { return LaneX(lane) + lane_w * 0.5f; }
  // Where the hull of a boat at sea (or sunk) lies in its lane and row.
  Box Hull(const Boat& boat) const {
    const float cx = LaneCentre(boat.lane);
    const float top = RowY(boat.row);
    const float hull_h = row_h * 0.78f;
    const float hull_w = std::min(lane_w * 0.9f, hull_h * 0.7f);
    return Box::Corners(ImVec2(cx - hull_w * 0.5f, top + 3),
                        ImVec2(cx + hull_w * 0.5f, top + 3 + hull_h));
  }
};

void SantaTimeaView::DrawSea(const ViewContext& context, const SantaTimeaState& state, Box box,
                             bool my_turn, ViewResult& result) {
  ImDrawList* draw = ImGui::GetWindowDrawList();
  kit::FramedPanel(draw, box.min, box.max, IM_COL32(24, 86, 128, 255), ui::colour::kGoldDim, 12,
                   1.5f);
  const Sea sea(box);
  DrawIslands(sea);
  DrawLanes(context, state, sea, my_turn, result);
  sd::DrawWreck(draw, ImVec2(box.min.x + sea.pad, sea.sea_bottom + 2),
                ImVec2(box.max.x - sea.pad, box.max.y - 2));
  // The boats, one per lane.
  for (const Boat& boat : state.boats()) {
    if (boat.lane < 0 || !state.InPlay(boat.colour)) continue;
    if (boat.status == BoatStatus::kLanded) {
      DrawLandedBoat(boat, sea);
    } else if (boat.status == BoatStatus::kSunk) {
      DrawSunkBoat(boat, sea);
    } else {
      DrawBoatAtSea(context, state, boat, sea, my_turn, result);
    }
  }
}

void SantaTimeaView::DrawIslands(const Sea& sea) {
  const ui::Fonts& fonts = ui::GetFonts();
  ImDrawList* draw = ImGui::GetWindowDrawList();
  const float small = sea.small;
  // Islands over their lanes, with the points per sailor and officer.
  constexpr int kFirstLane[santa::kNumIslands] = {0, 2, 5};
  constexpr int kLanes[santa::kNumIslands] = {2, 3, 2};
  // Each island's name, and the shorter one for a narrow island (a phone).
  const std::string names[santa::kNumIslands][2] = {
      {Tr("Left island"), TrContext("island", "Left")},
      {Tr("Middle island"), TrContext("island", "Middle")},
      {Tr("Right island"), TrContext("island", "Right")}};
  for (int i = 0; i < santa::kNumIslands; ++i) {
    const ImVec2 a(sea.LaneX(kFirstLane[i]) + 3, sea.box.min.y + sea.pad);
    const ImVec2 b(sea.LaneX(kFirstLane[i] + kLanes[i]) - 3, sea.sea_top - 4);
    sd::DrawIsland(draw, a, b);
    // The name and values right of the palm (sd::DrawIsland: trunk and fronds).
    const float tx = sd::IslandTextLeft(a, b);
    // "Left island", or "Left" on a narrow island (a phone).
    std::string name = names[i][0];
    if (TextWidth(fonts.bold, small, name) > b.x - tx - 4) name = names[i][1];
    const float name_px =
        std::max(kit::FitPixels(fonts.bold, small, name, b.x - tx - 4, 0.7f), small * 0.7f);
    Text(draw, fonts.bold, name_px, ImVec2(tx, a.y + 3), ui::colour::kInk, name);
    // The values: a sailor icon and its points, an officer icon and its points.
    const float r = std::clamp(small * 0.5f, 5.0f, 9.0f);
    const santa::IslandInfo& values = santa::kIslands[i];
    // On a narrow island the row starts further left (over the palm's trunk) to stay on the
    // sand.
    const float row_w = r * 2 + TextWidth(fonts.bold, small, "00") + 8 + r * 2 + 2 +
                        TextWidth(fonts.bold, small, std::to_string(values.officer_points));
    float x = std::max(a.x + r + 4, std::min(tx, b.x - 6 - row_w)) + r;
    const float y = a.y + 3 + small + r + 5;
    sd::DrawPawn(draw, -1, Rank::kSailor, ImVec2(x, y), r);
    Text(draw, fonts.bold, small, ImVec2(x + r + 2, y - small * 0.5f), ui::colour::kInk,
         std::to_string(values.sailor_points));
    x += r * 2 + TextWidth(fonts.bold, small, "00") + 8;
    sd::DrawPawn(draw, -1, Rank::kOfficer, ImVec2(x, y), r);
    Text(draw, fonts.bold, small, ImVec2(x + r + 2, y - small * 0.5f), ui::colour::kInk,
         std::to_string(values.officer_points));
  }
}

void SantaTimeaView::DrawLanes(const ViewContext& context, const SantaTimeaState& state,
                               const Sea& sea, bool my_turn, ViewResult& result) {
  const ui::Fonts& fonts = ui::GetFonts();
  ImDrawList* draw = ImGui::GetWindowDrawList();
  const Step step = state.step();
  const bool placing = my_turn && (step == Step::kPlaceBoat || step == Step::kPlaceBlack);
  for (int lane = 0; lane < santa::kNumLanes; ++lane) {
    for (int row = 0; row < santa::kNumRows; ++row) {
      const ImVec2 a(sea.LaneX(lane) + 2, sea.RowY(row) + 2);
      const ImVec2 b(sea.LaneX(lane + 1) - 2, sea.RowY(row) + sea.row_h - 2);
      draw->AddRectFilled(a, b, row == 0 ? IM_COL32(34, 104, 150, 255) : IM_COL32(30, 96, 142, 255),
                          6);
      sd::DrawWaves(draw, a, b, IM_COL32(170, 210, 235, 90));
    }
    const ImVec2 a(sea.LaneX(lane) + 2, sea.RowY(0) + 2);
    const ImVec2 b(sea.LaneX(lane + 1) - 2, sea.RowY(0) + sea.row_h - 2);
    bool taken = false;
    for (const Boat& boat : state.boats()) taken = taken || boat.lane == lane;
    const std::string number = std::to_string(lane + 1);
    if (placing) {
      const int colour = step == Step::kPlaceBlack ? santa::kBlack : state.CurrentPlayer();
      bool hovered = false;
      // Only free start fields are targets (a taken one holds a boat and its name).
      const bool clicked =
          kit::HitArea(context.widgets, "santa:lane:" + number,
                       // TRANSLATORS: a place to put a boat at the start of lane {number} (1-7).
                       TrFormat("start field {number}", {{"number", number}}), a, b, !taken,
                       &hovered, state.WhyIllegal(act::PlaceBoat(colour, lane)).empty());
      if (!taken) {
        draw->AddRectFilled(a, b, IM_COL32(232, 188, 74, hovered ? 110 : 50), 6);
        draw->AddRect(a, b, ui::colour::kGold, 6, 0, 2.5f);
      }
      if (Hinted(context, act::PlaceBoat(colour, lane))) kit::HintFrame(draw, a, b);
      if (clicked) Try(state, act::PlaceBoat(colour, lane), result);
    }
    // The lane's number under an empty start field.
    if (taken) continue;
    const float nw = TextWidth(fonts.bold, sea.small, number);
    Text(draw, fonts.bold, sea.small, ImVec2((a.x + b.x - nw) * 0.5f, b.y - sea.small - 1),
         ui::colour::kCreamDim, number);
  }
}

void SantaTimeaView::DrawLandedBoat(const Boat& boat, const Sea& sea) {
  const ui::Fonts& fonts = ui::GetFonts();
  ImDrawList* draw = ImGui::GetWindowDrawList();
  const float small = sea.small;
  // On its island, with its landing stage.
  const float cx = sea.LaneCentre(boat.lane);
  // Below the island's points (DrawIslands: name, then a row of pawns and values).
  const float r = std::clamp(small * 0.5f, 5.0f, 9.0f);
  const float values_bottom = sea.box.min.y + sea.pad + 3 + small + 2 * r + 7;
  const float bh = std::max(
      8.0f, std::min({sea.island_h * 0.42f, sea.lane_w * 0.9f, sea.sea_top - 6 - values_bottom}));
  const ImVec2 a(cx - bh * 0.3f, sea.sea_top - 6 - bh);
  sd::BoatLook look;
  look.seats = false;
  sd::DrawBoat(draw, boat, a, ImVec2(cx + bh * 0.3f, sea.sea_top - 6), look);
  // The boat lies on the island, over what is written beneath it.
  ui::RecordCover(draw, a, ImVec2(cx + bh * 0.3f, sea.sea_top - 6));
  const std::string stage = "#" + std::to_string(boat.landing_stage + 1);
  draw->AddCircleFilled(ImVec2(cx + bh * 0.45f, a.y + small * 0.6f), small * 0.75f,
                        ui::colour::kRed, 16);
  const float sw = TextWidth(fonts.bold, small * 0.9f, stage);
  Text(draw, fonts.bold, small * 0.9f,
       ImVec2(cx + bh * 0.45f - sw * 0.5f, a.y + small * 0.6f - small * 0.45f), ui::colour::kCream,
       stage);
}

void SantaTimeaView::DrawSunkBoat(const Boat& boat, const Sea& sea) {
  const ui::Fonts& fonts = ui::GetFonts();
  ImDrawList* draw = ImGui::GetWindowDrawList();
  const float cx = sea.LaneCentre(boat.lane);
  const Box hull = sea.Hull(boat);
  const ImVec2 a = hull.min;
  const ImVec2 b = hull.max;
  sd::BoatLook look;
  look.tilt = 0.5f;
  look.alpha = 0.35f;
  look.seats = false;
  sd::DrawBoat(draw, boat, a, b, look);
  // "yellow sunk" on one line where it fits, else the colour over "sunk".
  // TRANSLATORS: under a sunk boat: its colour, "yellow sunk".
  const std::string text = TrFormat("{colour} sunk", {{"colour", ColourWords(boat.colour)}});
  const ImU32 ink = IM_COL32(255, 190, 180, 255);
  // Under the hull, or above it where the sea ends below it (the first row: a lane holds one
  // boat, so above it is free).
  auto place = [&](float height) {
    return b.y + 1 + height <= sea.sea_bottom ? b.y + 1 : a.y - height - 1;
  };
  if (const float px = kit::FitPixels(fonts.bold, sea.small, text, sea.lane_w); px > 0) {
    const float y = place(px);
    Text(draw, fonts.bold, px, ImVec2(cx - TextWidth(fonts.bold, px, text) * 0.5f, y), ink, text);
  } else {
    // TRANSLATORS: under a sunk boat, under its colour where "{colour} sunk" is too wide.
    const std::string words[] = {ColourWords(boat.colour), TrContext("boat", "sunk")};
    auto pixels = [&](const std::string& word) {
      return std::max(kit::FitPixels(fonts.bold, sea.small, word, sea.lane_w, 0.6f),
                      sea.small * 0.6f);
    };
    float y = place(pixels(words[0]) + pixels(words[1]));
    for (const std::string& word : words) {
      const float px = pixels(word);
      Text(draw, fonts.bold, px, ImVec2(cx - TextWidth(fonts.bold, px, word) * 0.5f, y), ink, word);
      y += px;
    }
  }
}

void SantaTimeaView::DrawBoatAtSea(const ViewContext& context, const SantaTimeaState& state,
                                   const Boat& boat, const Sea& sea, bool my_turn,
                                   ViewResult& result) {
  const ui::Fonts& fonts = ui::GetFonts();
  ImDrawList* draw = ImGui::GetWindowDrawList();
  const Step step = state.step();
  const bool seating = my_turn && step == Step::kSeatPawn;
  const bool boarding = my_turn && step == Step::kBoard;
  const float cx = sea.LaneCentre(boat.lane);
  const Box hull = sea.Hull(boat);
  const ImVec2 a = hull.min;
  const ImVec2 b = hull.max;
  const std::string colour = Colour(boat.colour);
  const std::string colour_words = ColourWords(boat.colour);
  // Clickable as a whole while seating or boarding.
  const std::string id = seating ? "santa:seat:" + colour : "santa:board:" + colour;
  const Action action = seating ? act::SeatPawn(rank_, boat.colour) : act::Board(boat.colour);
  bool hovered = false;
  bool clicked = false;
  const bool clickable = (seating || boarding) && boat.AtSea();
  sd::BoatLook look;
  look.lit = clickable && state.WhyIllegal(action).empty();
  if (clickable) {
    // TRANSLATORS: a boat (a target to seat or board a pawn), "red boat".
    const std::string label = TrFormat("{colour} boat", {{"colour", colour_words}});
    clicked = kit::HitArea(context.widgets, id, label, a, b, true, &hovered, look.lit);
  }
  look.hovered = hovered;
  const sd::BoatShape shape = sd::DrawBoat(draw, boat, a, b, look);
  // A boat that sailed, a pawn newly seated: marked until this player's next move.
  recent_.Piece(
      context, draw,
      "santa:boat:" + colour + ":" + std::to_string(boat.lane) + ":" + std::to_string(boat.row), -1,
      a, b);
  for (int i = 0; i < santa::kSeatsPerBoat; ++i) {
    const santa::Seat& seat = boat.seats[i];
    if (!seat.pawn()) continue;
    const float r = shape.seat_radius;
    const ImVec2 c = shape.seat[i];
    recent_.Piece(context, draw,
                  "santa:seated:" + colour + ":" + std::to_string(i) + ":" +
                      std::to_string(seat.player) + ":" + santa::RankName(seat.rank),
                  seat.player, ImVec2(c.x - r, c.y - r), ImVec2(c.x + r, c.y + r), r);
  }
  // A hint to seat a pawn here (of either rank: the rank buttons carry their own mark) or
  // to re-board into this boat.
  if (clickable && (Hinted(context, act::SeatPawn(Rank::kOfficer, boat.colour)) ||
                    Hinted(context, act::SeatPawn(Rank::kSailor, boat.colour)) ||
                    Hinted(context, act::Board(boat.colour)))) {
    kit::HintFrame(draw, a, b);
  }
  if (clicked) Try(state, action, result);
  if (clickable && !look.lit) kit::Explain(hovered, state.WhyIllegal(action));
  if (my_turn && step == Step::kLeaveBoat) DrawLeavingPawns(context, state, boat, shape, result);
  // The colour name under the hull; pawns waiting behind the stern in phase 3.
  // A little smaller where the lane is narrow (a phone); the hull's letter says it too.
  const float label_px = kit::FitPixels(fonts.bold, sea.small, colour_words, sea.lane_w - 2, 0.6f);
  if (label_px > 0) {
    Text(draw, fonts.bold, label_px,
         ImVec2(cx - TextWidth(fonts.bold, label_px, colour_words) * 0.5f, b.y + 1),
         ui::colour::kCream, colour_words);
  }
  float bx = b.x + 2;
  for (const santa::Behind& behind : state.behind()) {
    if (behind.from_boat != boat.colour) continue;
    const float r = std::max(5.0f, shape.seat_radius * 0.8f);
    sd::DrawPawn(draw, behind.player, behind.rank, ImVec2(bx, b.y - r), r);
    bx += r * 2;
  }
}

void SantaTimeaView::DrawLeavingPawns(const ViewContext& context, const SantaTimeaState& state,
                                      const Boat& boat, const sd::BoatShape& shape,
                                      ViewResult& result) {
  ImDrawList* draw = ImGui::GetWindowDrawList();
  const std::string colour = Colour(boat.colour);
  // Phase 3: own pawns that may leave are lit and clickable.
  for (int i = 0; i < santa::kSeatsPerBoat; ++i) {
    const santa::Seat& seat = boat.seats[i];
    if (!seat.pawn() || seat.player != state.CurrentPlayer()) continue;
    const Action out = act::Out(seat.rank, boat.colour);
    const bool legal = state.WhyIllegal(out).empty();
    const float r = shape.seat_radius * 1.15f;
    const ImVec2 c = shape.seat[i];
    bool over = false;
    const std::string pid = "santa:pawn:" + colour + ":" + std::to_string(i);
    // Seats packed in a small boat are too close for a finger: there the panel's buttons
    // (santa:out:*) take the choice, and the pawns only answer a mouse.
    const bool finger_wide = !ui::Input().coarse_pointer || shape.seat_radius * 2 >= 44;
    const bool hit =
        kit::HitArea(context.widgets, pid, santa_view::OutOf(seat.rank, boat.colour),
                     ImVec2(c.x - r, c.y - r), ImVec2(c.x + r, c.y + r), finger_wide, &over, legal);
    if (legal) draw->AddCircle(c, r, ui::colour::kGold, 20, over ? 3.5f : 2.5f);
    if (Hinted(context, out)) {
      kit::HintFrame(draw, ImVec2(c.x - r, c.y - r), ImVec2(c.x + r, c.y + r));
    }
    if (!legal) kit::Explain(over, state.WhyIllegal(out));
    if (hit) Try(state, out, result);
  }
}

}  // namespace tinsel::app
