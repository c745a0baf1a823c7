#include "views/santa_timea/santa_timea_view.h"

#include <algorithm>
#include <cmath>

#include "ui/controls.h"
#include "ui/drawn_text.h"
#include "ui/input_state.h"
#include "ui/theme.h"

namespace tinsel::app {
namespace {

using kit::Fit;
using kit::FontPixels;
using kit::Text;
using kit::TextWidth;
using kit::WrappedText;
using santa::BallotKind;
using santa::BallotRecord;
using santa::Boat;
using santa::BoatStatus;
using santa::Rank;
using santa::SantaTimeaState;
using santa::Step;
namespace act = santa::act;
namespace sd = santa_drawing;

// The reveal: a pause, one card every kCardStep, then the count, then the sentence; it
// closes by itself kLinger seconds after the sentence (Continue closes it at once).
constexpr double kFirstStep = 0.3;
constexpr double kCardStep = 0.55;
constexpr double kLinger = 3.0;

std::string Colour(int colour) { return SantaTimeaState::ColourName(colour); }

// Whether the hint (ViewContext::hint) suggests `action`.
bool Hinted(const ViewContext& context, Action action) {
  return context.hint.has_value() && *context.hint == action;
}

// Whether the hint seats a pawn of `rank` (into any boat).
bool HintSeats(const ViewContext& context, Rank rank) {
  for (int boat = 0; boat < santa::kNumColours; ++boat) {
    if (Hinted(context, act::SeatPawn(rank, boat))) return true;
  }
  return false;
}

std::string Question(BallotKind kind, int boat) {
  switch (kind) {
    case BallotKind::kLeak:
      return "Which boat gets a leak?";
    case BallotKind::kMove:
      return "Which boat moves one row?";
    case BallotKind::kOverboard:
      return "The " + Colour(boat) + " boat is full: whose pawn goes overboard?";
    case BallotKind::kNone:
      break;
  }
  return "";
}

// The score board's columns: name | left | middle | right | lost | hats | points.
struct ScoreColumns {
  float name, islands, island_width, lost, hats, points;

  explicit ScoreColumns(kit::Box box) {
    const float pad = 10;
    const float w = box.w() - 2 * pad;
    // Shares of the width adding up to 1, so the last column ("Pts") is never cut off.
    name = box.min.x + pad;
    islands = name + w * 0.27f;
    island_width = w * 0.14f;
    lost = islands + 3 * island_width;
    hats = lost + w * 0.11f;
    points = hats + w * 0.11f;
  }
};

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

// Titles and lines written down the panel, each below the last.
struct SantaTimeaView::PanelWriter {
  ImDrawList* draw;
  Box now;
  float pad;
  float width;
  float y;

  void Title(const std::string& text) {
    const ui::Fonts& fonts = ui::GetFonts();
    y += WrappedText(draw, fonts.bold, FontPixels(fonts.bold), ImVec2(now.min.x + pad, y), width,
                     ui::colour::kGold, text) +
         8;
  }
  void Line(const std::string& text, ImU32 colour = ui::colour::kCream) {
    const ui::Fonts& fonts = ui::GetFonts();
    y += WrappedText(draw, fonts.body, FontPixels(fonts.body), ImVec2(now.min.x + pad, y), width,
                     colour, text) +
         4;
  }
};

std::string SantaTimeaView::Name(const ViewContext& context, int player) const {
  const std::vector<std::string>& names = context.seat_names;
  if (player < 0 || player >= static_cast<int>(names.size())) return "Nobody";
  return names[player];
}

void SantaTimeaView::Try(const SantaTimeaState& state, Action action, ViewResult& result) {
  message_ = kit::Propose(state, action, result);
}

void SantaTimeaView::Follow(const ViewContext& context, const SantaTimeaState& state) {
  const BallotRecord& last = state.last_ballot();
  const int number = last.kind == BallotKind::kNone ? 0 : last.number;
  if (watch_.StartedOver(context)) {
    // A new or loaded game, or an undo: show the table as it is, replay nothing.
    ballot_seen_ = number;
    revealing_ = false;
  } else if (number > ballot_seen_) {
    // A ballot with one possible outcome had no cards: nothing to reveal. When it came at once
    // after a real one (an overboard vote in a boat with one crew), that one is shown.
    const BallotRecord& previous = state.previous_ballot();
    const BallotRecord* shown = nullptr;
    if (last.tally.rule != santa::TallyRule::kOnlyOption) {
      shown = &last;
    } else if (previous.kind != BallotKind::kNone && previous.number > ballot_seen_ &&
               previous.tally.rule != santa::TallyRule::kOnlyOption) {
      shown = &previous;
    }
    ballot_seen_ = number;
    if (shown != nullptr) {
      revealing_ = true;
      reveal_start_ = ImGui::GetTime();
      reveal_ = *shown;
    }
  }
  if (revealing_) {
    int voters = 0;
    for (int p = 0; p < state.NumPlayers(); ++p) voters += reveal_.votes[p] != santa::kNoVote;
    if (ImGui::GetTime() - reveal_start_ > kFirstStep + kCardStep * (voters + 2) + kLinger) {
      revealing_ = false;
    }
  }
}

ViewResult SantaTimeaView::Draw(const ViewContext& context) {
  ViewResult result;
  const auto* state = dynamic_cast<const SantaTimeaState*>(&context.table);
  if (state == nullptr) return result;
  Follow(context, *state);
  recent_.BeginFrame(context);

  const int current = state->CurrentPlayer();
  const bool my_turn =
      context.input_enabled && !revealing_ && current >= 0 && current == context.viewer;
  if (!my_turn) message_.clear();

  // Layout: an info line over the sea (left) and the panel (right); on a tall screen (a phone
  // held upright) the sea on top, the panel under it, both the full width.
  const ImVec2 o = context.origin;
  const ImVec2 s = context.size;
  // The info line, or two where it does not fit on one (a phone).
  const ui::Fonts& fonts = ui::GetFonts();
  const float bold_px = FontPixels(fonts.bold);
  const bool info_fits = TextWidth(fonts.bold, bold_px, InfoLeft(*state)) + 24 +
                             TextWidth(fonts.body, FontPixels(fonts.body), "14 leaks left") <=
                         s.x;
  const float info_h = (info_fits ? bold_px : 2 * bold_px + 4) + 8;
  const float gap = 12;
  const Box info = Box::Corners(o, ImVec2(o.x + s.x, o.y + info_h));
  Box sea, panel;
  if (s.y > s.x * 1.1f) {
    const float sea_h = (s.y - info_h - 4) * 0.55f;
    sea = Box::Corners(ImVec2(o.x, o.y + info_h + 4), ImVec2(o.x + s.x, o.y + info_h + 4 + sea_h));
    panel = Box::Corners(ImVec2(o.x, sea.max.y + gap * 0.5f), ImVec2(o.x + s.x, o.y + s.y));
  } else {
    const float panel_w = std::clamp(s.x * 0.36f, 250.0f, 480.0f);
    sea = Box::Corners(ImVec2(o.x, o.y + info_h + 4), ImVec2(o.x + s.x - panel_w - gap, o.y + s.y));
    panel =
        Box::Corners(ImVec2(o.x + s.x - panel_w, o.y + info_h + 4), ImVec2(o.x + s.x, o.y + s.y));
  }

  DrawInfo(context, *state, info);
  DrawSea(context, *state, sea, my_turn, result);
  DrawPanel(context, *state, panel, my_turn, result);

  result.hold = revealing_;
  result.message = StatusMessage(*state, my_turn);
  return result;
}

std::string SantaTimeaView::StatusMessage(const SantaTimeaState& state, bool my_turn) const {
  if (!message_.empty()) return message_;
  if (revealing_) return "The votes are revealed...";
  if (!my_turn) return "";
  const std::string verb = ui::PressVerb();  // "tap" on a touch screen, "click" with a mouse
  switch (state.step()) {
    case Step::kPlaceBoat:
      return "Place your boat: " + verb + " a lit start field (lanes 1-7).";
    case Step::kPlaceBlack:
      return "You are the start player: " + verb + " a lit start field for the black boat.";
    case Step::kSeatPawn:
      return "Seat a pawn: choose officer or sailor, then " + verb + " a lit boat.";
    case Step::kVote:
      return "Your secret vote: " + verb + " a colour card or a Captain's Hat.";
    case Step::kPick:
      switch (state.last_ballot().tally.rule) {
        case santa::TallyRule::kOneHat:
          return "Your Captain's Hat wins the ballot: pick the outcome.";
        case santa::TallyRule::kAllHats:
          return "Every card was a hat: as the start player you pick the outcome.";
        default:
          return "A tie: as the start player you pick among the tied colours.";
      }
    case Step::kLeaveBoat:
      return "Phase 3: take one of your pawns out of a boat (" + verb + " a lit pawn).";
    case Step::kBoard:
      return "Phase 3: put your pawn into a lit boat.";
    default:
      return "";
  }
}

std::string SantaTimeaView::InfoLeft(const SantaTimeaState& state) const {
  std::string left;
  switch (state.phase()) {
    case santa::Phase::kSetup:
      left = state.step() == Step::kSeatPawn ? "Setup: seat the pawns" : "Setup: place the boats";
      break;
    case santa::Phase::kLeak:
      left = "Turn " + std::to_string(state.turn()) + "  ·  Phase 1: a boat gets a leak";
      break;
    case santa::Phase::kMove:
      left = "Turn " + std::to_string(state.turn()) + "  ·  Phase 2: a boat moves";
      break;
    case santa::Phase::kChange:
      left = "Turn " + std::to_string(state.turn()) + "  ·  Phase 3: change boats";
      break;
    case santa::Phase::kOver:
      left = "The game is over";
      break;
  }
  return left;
}

void SantaTimeaView::DrawInfo(const ViewContext& context, const SantaTimeaState& state, Box box) {
  const ui::Fonts& fonts = ui::GetFonts();
  ImDrawList* draw = ImGui::GetWindowDrawList();
  const float px = FontPixels(fonts.bold);
  const std::string left = InfoLeft(state);
  Text(draw, fonts.bold, px, box.min, ui::colour::kCream, left);
  std::string right = "Leaks left: " + std::to_string(state.leak_supply());
  if (state.start_player() >= 0) {
    right = "Start player: " + Name(context, state.start_player()) + " (" +
            Colour(state.start_player()) + ")  ·  " + right;
  }
  const float body = FontPixels(fonts.body);
  // Two lines (a phone): the right part goes under the left, right-aligned.
  const bool two_lines = box.h() > px * 2;
  const float room = two_lines ? box.w() : box.w() - TextWidth(fonts.bold, px, left) - 24;
  // The longest wording that fits (the start player's name is on the score board too).
  const std::string leaks = std::to_string(state.leak_supply());
  for (const std::string& shorter :
       {state.start_player() >= 0
            ? "Start: " + Colour(state.start_player()) + "  ·  " + leaks + " leaks left"
            : leaks + " leaks left",
        leaks + " leaks left", leaks + " leaks"}) {
    if (TextWidth(fonts.body, body, right) <= room) break;
    right = shorter;
  }
  Text(draw, fonts.body, body,
       ImVec2(box.max.x - TextWidth(fonts.body, body, right),
              box.min.y + 1 + (two_lines ? px + 4 : 0)),
       ui::colour::kCreamDim, right);
}

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
  constexpr const char* kNames[santa::kNumIslands] = {"Left island", "Middle island",
                                                      "Right island"};
  for (int i = 0; i < santa::kNumIslands; ++i) {
    const ImVec2 a(sea.LaneX(kFirstLane[i]) + 3, sea.box.min.y + sea.pad);
    const ImVec2 b(sea.LaneX(kFirstLane[i] + kLanes[i]) - 3, sea.sea_top - 4);
    sd::DrawIsland(draw, a, b);
    // The name and values right of the palm (sd::DrawIsland: trunk and fronds).
    const float tx = sd::IslandTextLeft(a, b);
    // "Left island", or "Left" on a narrow island (a phone).
    std::string name = kNames[i];
    if (TextWidth(fonts.bold, small, name) > b.x - tx - 4) name = name.substr(0, name.find(' '));
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
          kit::HitArea(context.widgets, "santa:lane:" + number, "start field " + number, a, b,
                       !taken, &hovered, state.WhyIllegal(act::PlaceBoat(colour, lane)).empty());
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
  const std::string text = Colour(boat.colour) + " sunk";
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
    const std::string words[] = {Colour(boat.colour), "sunk"};
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
  // Clickable as a whole while seating or boarding.
  const std::string id = seating ? "santa:seat:" + colour : "santa:board:" + colour;
  const Action action = seating ? act::SeatPawn(rank_, boat.colour) : act::Board(boat.colour);
  bool hovered = false;
  bool clicked = false;
  const bool clickable = (seating || boarding) && boat.AtSea();
  sd::BoatLook look;
  look.lit = clickable && state.WhyIllegal(action).empty();
  if (clickable) {
    clicked = kit::HitArea(context.widgets, id, colour + " boat", a, b, true, &hovered, look.lit);
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
  const float label_px = kit::FitPixels(fonts.bold, sea.small, colour, sea.lane_w - 2, 0.6f);
  if (label_px > 0) {
    Text(draw, fonts.bold, label_px,
         ImVec2(cx - TextWidth(fonts.bold, label_px, colour) * 0.5f, b.y + 1), ui::colour::kCream,
         colour);
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
    const bool hit = kit::HitArea(
        context.widgets, pid, std::string(santa::RankName(seat.rank)) + " out of " + colour,
        ImVec2(c.x - r, c.y - r), ImVec2(c.x + r, c.y + r), finger_wide, &over, legal);
    if (legal) draw->AddCircle(c, r, ui::colour::kGold, 20, over ? 3.5f : 2.5f);
    if (Hinted(context, out)) {
      kit::HintFrame(draw, ImVec2(c.x - r, c.y - r), ImVec2(c.x + r, c.y + r));
    }
    if (!legal) kit::Explain(over, state.WhyIllegal(out));
    if (hit) Try(state, out, result);
  }
}

void SantaTimeaView::DrawPanel(const ViewContext& context, const SantaTimeaState& state, Box box,
                               bool my_turn, ViewResult& result) {
  ImDrawList* draw = ImGui::GetWindowDrawList();
  const ui::Fonts& fonts = ui::GetFonts();
  // The score board takes the bottom, sized for the players; the rest is what happens now.
  // Where that would leave too little (a phone) while the player decides or a ballot is
  // revealed, the board gives way to a line of points: what happens now comes first.
  const float body = FontPixels(fonts.body);
  const float row = body + 6;
  // The header, a row per player and the note under them, wrapped (long names in a tie).
  const float note_h = fonts.body
                           ->CalcTextSizeA(body * 0.9f * 0.85f, 1e9f, box.w() - 20,
                                           ScoresNote(context, state).c_str())
                           .y;
  const float scores_h = row * (state.NumPlayers() + 1) + std::max(note_h, body * 1.6f) + 22;
  const Step step = state.step();
  const bool busy =
      revealing_ || (my_turn && (step == Step::kVote || step == Step::kPick ||
                                 step == Step::kLeaveBoat || step == Step::kSeatPawn));
  const bool board = box.h() - scores_h >= (busy ? 420.0f : 150.0f);
  const float points_h =
      fonts.body->CalcTextSizeA(body * 0.9f, 1e9f, box.w() - 20, PointsLine(context, state).c_str())
          .y +
      14;
  const float bottom_h = board ? scores_h : points_h;
  const Box now = Box::Corners(box.min, ImVec2(box.max.x, box.max.y - bottom_h - 8));
  const Box scores = Box::Corners(ImVec2(box.min.x, box.max.y - bottom_h), box.max);
  kit::FramedPanel(draw, now.min, now.max, IM_COL32(0, 0, 0, 60), ui::colour::kGoldDim, 12, 1.5f);
  if (board) {
    DrawScores(context, state, scores);
  } else {
    kit::FramedPanel(draw, scores.min, scores.max, IM_COL32(0, 0, 0, 60), ui::colour::kGoldDim, 12,
                     1.5f);
    WrappedText(draw, fonts.body, body * 0.9f, ImVec2(scores.min.x + 10, scores.min.y + 6),
                scores.w() - 20, ui::colour::kCreamDim, PointsLine(context, state));
  }
  // What happens now scrolls when it is taller than its space (a phone on its side): all of
  // it is always there, a swipe away.
  ImGui::SetCursorScreenPos(now.min);
  ImGui::BeginChild("santa-now", ImVec2(now.w(), now.h()), ImGuiChildFlags_None,
                    ImGuiWindowFlags_NoBackground | ImGuiWindowFlags_NoScrollbar);
  ui::RegisterScrollArea(context.widgets, "santa:now");
  const float scrolled = ImGui::GetScrollY();
  const Box inside = Box::Corners(ImVec2(now.min.x, now.min.y - scrolled),
                                  ImVec2(now.max.x, now.max.y - scrolled));
  float bottom = inside.min.y;
  if (revealing_) {
    bottom = DrawReveal(context, state, inside);
  } else {
    const float pad = 12;
    PanelWriter panel{ImGui::GetWindowDrawList(), inside, pad, inside.w() - 2 * pad,
                      DrawNow(context, state, inside, my_turn, result)};
    // The last ballot's result, under what happens now.
    if (state.last_ballot().kind != BallotKind::kNone && step != Step::kVote) {
      panel.y += 6;
      panel.draw->AddLine(ImVec2(inside.min.x + pad, panel.y), ImVec2(inside.max.x - pad, panel.y),
                          ui::colour::kGoldDim);
      panel.y += 6;
      panel.Line("Last ballot: " + Question(state.last_ballot().kind, state.last_ballot().boat),
                 ui::colour::kCreamDim);
      panel.Line(state.ExplainLastBallot());
    }
    bottom = DrawCrews(context, state, inside, panel.y + 10);
  }
  // The content's height, for scrolling.
  ImGui::SetCursorScreenPos(ImVec2(inside.min.x, bottom + 8));
  ImGui::Dummy(ImVec2(1, 1));
  ImGui::EndChild();
}

std::string SantaTimeaView::PointsLine(const ViewContext& context,
                                       const SantaTimeaState& state) const {
  std::string line = "Points: ";
  const std::vector<double> scores = state.Scores();
  for (int p = 0; p < state.NumPlayers(); ++p) {
    line +=
        (p > 0 ? ",  " : "") + Name(context, p) + " " + std::to_string(static_cast<int>(scores[p]));
  }
  return line;
}

float SantaTimeaView::DrawCrews(const ViewContext& context, const SantaTimeaState& state, Box now,
                                float y) {
  const ui::Fonts& fonts = ui::GetFonts();
  ImDrawList* draw = ImGui::GetWindowDrawList();
  const float pad = 12;
  const float body = FontPixels(fonts.body);
  const float small = FontPixels(fonts.mark);
  const float pawn = body * 0.55f;  // a pawn's radius
  const float line = std::max(body, pawn * 2.4f) + small + 10;
  const int players = state.NumPlayers();
  // Only where the panel has room for all of it (a wide screen): never half a list.
  if (now.max.y - y < body + 14 + players * line) return y;
  draw->AddLine(ImVec2(now.min.x + pad, y), ImVec2(now.max.x - pad, y), ui::colour::kGoldDim);
  y += 8;
  Text(draw, fonts.bold, body, ImVec2(now.min.x + pad, y), ui::colour::kCream, "The crews");
  y += body + 8;
  for (int p = 0; p < players; ++p) {
    float x = now.min.x + pad;
    const float mid = y + body * 0.5f;
    draw->AddCircleFilled(ImVec2(x + body * 0.4f, mid), body * 0.4f, sd::Fill(p), 20);
    x += body + 4;
    ui::NameText(context.widgets, "santa:crew-name:" + std::to_string(p), draw, fonts.bold, body,
                 ImVec2(x, y), ui::colour::kCream, Name(context, p), now.w() * 0.3f);
    x = now.min.x + pad + body + 4 + now.w() * 0.3f + 6;
    // The pawns still waiting to board, officers first: their shapes tell the ranks apart.
    const santa::Crew& crew = state.crew(p);
    for (Rank rank : {Rank::kOfficer, Rank::kSailor}) {
      for (int n = 0; n < crew.unseated[santa::RankIndex(rank)]; ++n) {
        if (x + pawn * 2 > now.max.x - pad) break;
        sd::DrawPawn(draw, p, rank, ImVec2(x + pawn, mid), pawn);
        x += pawn * 2.2f;
      }
    }
    if (state.UnseatedPawns(p) == 0) {
      Text(draw, fonts.body, body, ImVec2(x, y), ui::colour::kCreamDim, "all seated");
    }
    std::string where = std::to_string(state.SeatedPawns(p)) + " on the boats  ·  " +
                        std::to_string(state.LandedPawns(p)) + " landed  ·  " +
                        std::to_string(state.LostPawns(p)) + " lost";
    const float room = now.w() - 2 * pad - body - 4;
    if (TextWidth(fonts.mark, small, where) > room) {
      where = std::to_string(state.SeatedPawns(p)) + " aboard · " +
              std::to_string(state.LandedPawns(p)) + " landed · " +
              std::to_string(state.LostPawns(p)) + " lost";
    }
    const float where_px =
        std::max(kit::FitPixels(fonts.mark, small, where, room, 0.7f), small * 0.7f);
    Text(draw, fonts.mark, where_px, ImVec2(now.min.x + pad + body + 4, y + body + 4),
         ui::colour::kCreamDim, where);
    y += line;
  }
  return y;
}

float SantaTimeaView::DrawNow(const ViewContext& context, const SantaTimeaState& state, Box now,
                              bool my_turn, ViewResult& result) {
  const float pad = 12;
  PanelWriter panel{ImGui::GetWindowDrawList(), now, pad, now.w() - 2 * pad, now.min.y + 10};
  const int current = state.CurrentPlayer();
  const std::string who = current >= 0 ? Name(context, current) : std::string();
  switch (state.step()) {
    case Step::kPlaceBoat:
      panel.Title(my_turn ? "Place your " + Colour(current) + " boat on a start field"
                          : who + " places the " + Colour(current) + " boat");
      panel.Line("Start fields are next to the sinking ship; a boat never changes lane.",
                 ui::colour::kCreamDim);
      break;
    case Step::kPlaceBlack:
      panel.Title(my_turn ? "Place the black boat on a start field"
                          : who + " (start player) places the black boat");
      break;
    case Step::kSeatPawn:
      panel.Title(my_turn ? "Seat one of your pawns" : who + " seats a pawn");
      if (my_turn && current >= 0) DrawRankChoice(context, state, panel);
      break;
    case Step::kVote:
      panel.y = DrawBallot(context, state, now, panel.y, my_turn, result);
      break;
    case Step::kPick:
      panel.Title(my_turn ? "You decide: pick the outcome" : who + " picks the outcome");
      panel.Line(Question(state.last_ballot().kind, state.last_ballot().boat),
                 ui::colour::kCreamDim);
      if (my_turn) DrawPickChoice(context, state, panel, result);
      break;
    case Step::kLeaveBoat:
      panel.Title(my_turn ? "Phase 3: take one of your pawns out of a boat"
                          : who + " takes a pawn out of a boat");
      panel.Line(
          "Only one pawn may leave each boat; then, in reverse order, each re-boards another.",
          ui::colour::kCreamDim);
      if (my_turn) DrawLeaveChoice(context, state, panel, result);
      break;
    case Step::kBoard: {
      const santa::Behind& behind = state.behind().back();
      panel.Title(my_turn
                      ? "Put your " + std::string(santa::RankName(behind.rank)) + " into a lit boat"
                      : who + " re-boards a " + santa::RankName(behind.rank));
      panel.Line("It came out of the " + Colour(behind.from_boat) +
                     " boat and may not go back to it. No seat anywhere: it drowns.",
                 ui::colour::kCreamDim);
      break;
    }
    case Step::kGameOver:
      panel.Title("The game is over");
      break;
    case Step::kChooseStart:
      panel.Title("Choosing the start player...");
      break;
  }
  return panel.y;
}

void SantaTimeaView::DrawRankChoice(const ViewContext& context, const SantaTimeaState& state,
                                    PanelWriter& panel) {
  const santa::Crew& crew = state.crew(state.CurrentPlayer());
  const int officers = crew.unseated[santa::RankIndex(Rank::kOfficer)];
  const int sailors = crew.unseated[santa::RankIndex(Rank::kSailor)];
  if (rank_ == Rank::kOfficer && officers == 0) rank_ = Rank::kSailor;
  if (rank_ == Rank::kSailor && sailors == 0) rank_ = Rank::kOfficer;
  ImGui::PushFont(ui::GetFonts().bold);
  const float bw = (panel.width - 8) * 0.5f;
  const float x = panel.now.min.x + panel.pad;
  RankButton(context, Rank::kOfficer, "Officer", officers, ImVec2(x, panel.y), bw);
  RankButton(context, Rank::kSailor, "Sailor", sailors, ImVec2(x + bw + 8, panel.y), bw);
  panel.y += ImGui::GetFrameHeight() + 8;
  ImGui::PopFont();
  panel.Line(
      std::string("Then ") + ui::PressVerb() +
          " a lit boat. Officers count 2 votes when a full boat throws someone overboard, and "
          "score more.",
      ui::colour::kCreamDim);
}

void SantaTimeaView::RankButton(const ViewContext& context, Rank rank, const char* name, int left,
                                ImVec2 at, float width) {
  ImGui::SetCursorScreenPos(at);
  if (ui::Button(context.widgets, std::string("santa:rank:") + santa::RankName(rank),
                 std::string(name) + " (" + std::to_string(left) + " left)", ImVec2(width, 0),
                 rank_ == rank ? ui::Tone::kSelected : ui::Tone::kSecondary, left > 0)) {
    rank_ = rank;
  }
  if (HintSeats(context, rank)) kit::HintFrameLastItem();
}

void SantaTimeaView::DrawPickChoice(const ViewContext& context, const SantaTimeaState& state,
                                    PanelWriter& panel, ViewResult& result) {
  const ui::Fonts& fonts = ui::GetFonts();
  ImGui::PushFont(fonts.bold);
  float x = panel.now.min.x + panel.pad;
  const float bh = ImGui::GetFrameHeight();
  for (int c = 0; c < santa::kNumColours; ++c) {
    if (!santa::HasOption(state.pick_options(), c)) continue;
    const std::string label = Colour(c);
    const float bw = std::max(70.0f, TextWidth(fonts.bold, FontPixels(fonts.bold), label) + 24);
    if (x + bw > panel.now.max.x - panel.pad) {
      x = panel.now.min.x + panel.pad;
      panel.y += bh + 6;
    }
    ImGui::SetCursorScreenPos(ImVec2(x, panel.y));
    if (ui::Button(context.widgets, "santa:pick:" + label, label, ImVec2(bw, 0))) {
      Try(state, act::Pick(c), result);
    }
    if (Hinted(context, act::Pick(c))) kit::HintFrameLastItem();
    x += bw + 6;
  }
  panel.y += bh + 10;
  ImGui::PopFont();
}

void SantaTimeaView::DrawLeaveChoice(const ViewContext& context, const SantaTimeaState& state,
                                     PanelWriter& panel, ViewResult& result) {
  ImGui::PushFont(ui::GetFonts().body);
  for (const Action a : state.LegalActions()) {
    if (a < act::kOut || a >= act::kOut + santa::kNumRanks * santa::kNumColours) continue;
    const Rank rank = static_cast<Rank>((a - act::kOut) / santa::kNumColours);
    const int boat = (a - act::kOut) % santa::kNumColours;
    const std::string text = std::string(santa::RankName(rank)) + " out of " + Colour(boat);
    ImGui::SetCursorScreenPos(ImVec2(panel.now.min.x + panel.pad, panel.y));
    if (ui::Button(context.widgets,
                   "santa:out:" + std::string(santa::RankName(rank)) + ":" + Colour(boat), text,
                   ImVec2(panel.width, 0), ui::Tone::kSecondary)) {
      Try(state, a, result);
    }
    if (Hinted(context, a)) kit::HintFrameLastItem();
    panel.y += ImGui::GetFrameHeight() + 4;
    if (panel.y > panel.now.max.y - 40) break;
  }
  ImGui::PopFont();
}

float SantaTimeaView::DrawBallot(const ViewContext& context, const SantaTimeaState& state, Box now,
                                 float y, bool my_turn, ViewResult& result) {
  const ui::Fonts& fonts = ui::GetFonts();
  ImDrawList* draw = ImGui::GetWindowDrawList();
  const float pad = 12;
  y += WrappedText(draw, fonts.bold, FontPixels(fonts.bold), ImVec2(now.min.x + pad, y),
                   now.w() - 2 * pad, ui::colour::kGold,
                   "Ballot: " + Question(state.ballot_kind(), state.ballot_boat())) +
       6;
  y = DrawVoters(context, state, now, y);
  if (!my_turn || context.viewer < 0) return y + 4;
  y = DrawVoteCards(context, state, now, y, result);
  return DrawAnnouncements(context, state, now, y, result);
}

float SantaTimeaView::DrawVoters(const ViewContext& context, const SantaTimeaState& state, Box now,
                                 float y) {
  const ui::Fonts& fonts = ui::GetFonts();
  ImDrawList* draw = ImGui::GetWindowDrawList();
  const float pad = 12;
  const float width = now.w() - 2 * pad;
  const float body = FontPixels(fonts.body);
  const int n = state.NumPlayers();
  const int me = context.viewer;
  // Who votes (from the start player on), who has voted, who announced what. Never what.
  const float small = body * 0.9f;
  for (int k = 0; k < n; ++k) {
    const int p = (state.start_player() + k) % n;
    if (!state.IsEligible(p)) continue;
    std::string text = Name(context, p);
    if (state.ballot_kind() == BallotKind::kOverboard) {
      text += " (" + std::to_string(state.BallotWeight(p)) + " votes)";
    }
    text += state.HasVoted(p) ? ": has voted" : (p == state.CurrentPlayer() ? ": voting..." : "");
    for (const santa::Announcement& said : state.announcements()) {
      if (said.ballot == state.ballot_number() && said.player == p) {
        text += "  - says \"" + Colour(said.colour) + "\"";
      }
    }
    sd::DrawPawn(draw, p, Rank::kSailor, ImVec2(now.min.x + pad + small * 0.5f, y + small * 0.55f),
                 small * 0.6f);
    // Whole, wrapped where a name is long or the panel narrow.
    y += WrappedText(draw, fonts.body, small, ImVec2(now.min.x + pad + small + 6, y),
                     width - small - 6,
                     state.HasVoted(p) ? ui::colour::kCream : ui::colour::kCreamDim, text) +
         5;
  }
  // The viewer's own vote, once cast, until the reveal.
  if (me >= 0 && me < n) {
    if (const std::optional<int> vote = state.OwnPendingVote(me)) {
      const std::string what = *vote == santa::kHatVote ? "a Captain's Hat" : Colour(*vote);
      y += WrappedText(draw, fonts.bold, body, ImVec2(now.min.x + pad, y), width, ui::colour::kGold,
                       "Your vote: " + what + " (secret until the reveal)") +
           4;
    }
  }
  return y;
}

float SantaTimeaView::DrawVoteCards(const ViewContext& context, const SantaTimeaState& state,
                                    Box now, float y, ViewResult& result) {
  const ui::Fonts& fonts = ui::GetFonts();
  ImDrawList* draw = ImGui::GetWindowDrawList();
  const float pad = 12;
  const float width = now.w() - 2 * pad;
  const float body = FontPixels(fonts.body);
  const int me = context.viewer;
  // The viewer's hand: a card per boat in play and the hats left.
  y += 6;
  std::vector<int> cards = state.ColourCards(me);
  const int hats = state.HatsLeft(me);
  if (hats > 0) cards.push_back(santa::kHatVote);
  const int count = static_cast<int>(cards.size());
  const float spacing = 6;
  int cols = count;
  float w = (width - (cols - 1) * spacing) / cols;
  if (w < 44) {
    cols = (count + 1) / 2;
    w = (width - (cols - 1) * spacing) / cols;
  }
  w = std::min(w, 72.0f);
  const float h = w * 1.3f;
  const ImVec2 mouse = ImGui::GetIO().MousePos;
  for (int i = 0; i < count; ++i) {
    const int vote = cards[i];
    const ImVec2 a(now.min.x + pad + (i % cols) * (w + spacing), y + (i / cols) * (h + spacing));
    const ImVec2 b(a.x + w, a.y + h);
    const Action action = vote == santa::kHatVote ? act::kVoteHat : act::Vote(vote);
    const std::string why = state.WhyIllegal(action);
    const std::string id =
        vote == santa::kHatVote ? "santa:vote:hat" : "santa:vote:" + Colour(vote);
    const std::string label = vote == santa::kHatVote
                                  ? "Captain's Hat (" + std::to_string(hats) + " left)"
                                  : Colour(vote);
    bool hovered = false;
    const bool clicked =
        kit::HitArea(context.widgets, id, label, a, b, true, &hovered, why.empty());
    hovered = hovered && kit::Inside(mouse, a, b);
    const float lift = hovered && why.empty() ? 4.0f : 0.0f;
    sd::DrawVoteCard(draw, ImVec2(a.x, a.y - lift), ImVec2(b.x, b.y - lift), vote, !why.empty(),
                     hovered && why.empty());
    if (vote == santa::kHatVote) {
      const std::string left = "x" + std::to_string(hats);
      Text(draw, fonts.bold, body * 0.8f,
           ImVec2(b.x - TextWidth(fonts.bold, body * 0.8f, left) - 4, a.y + 2 - lift),
           ui::colour::kCream, left);
    }
    if (Hinted(context, action)) {
      kit::HintFrame(draw, ImVec2(a.x, a.y - lift), ImVec2(b.x, b.y - lift));
    }
    kit::Explain(hovered, why);
    if (clicked) Try(state, action, result);
  }
  return y + (((count + cols - 1) / cols) * (h + spacing) + 6);
}

float SantaTimeaView::DrawAnnouncements(const ViewContext& context, const SantaTimeaState& state,
                                        Box now, float y, ViewResult& result) {
  // An optional announcement before voting (binds nothing).
  if (state.HasAnnounced(context.viewer)) return y;
  const ui::Fonts& fonts = ui::GetFonts();
  ImDrawList* draw = ImGui::GetWindowDrawList();
  const float pad = 12;
  const float body = FontPixels(fonts.body);
  Text(draw, fonts.body, body * 0.85f, ImVec2(now.min.x + pad, y), ui::colour::kCreamDim,
       "Announce first (not binding):");
  y += body * 0.85f + 4;
  ImGui::PushFont(fonts.body);
  float x = now.min.x + pad;
  const float bh = ImGui::GetFrameHeight();
  for (int c = 0; c < santa::kNumColours; ++c) {
    if (!santa::HasOption(state.ballot_options(), c)) continue;
    const std::string label = "say " + Colour(c);
    const float bw = TextWidth(fonts.body, body, label) + 20;
    if (x + bw > now.max.x - pad) {
      x = now.min.x + pad;
      y += bh + 4;
    }
    ImGui::SetCursorScreenPos(ImVec2(x, y));
    if (ui::Button(context.widgets, "santa:say:" + Colour(c), label, ImVec2(bw, 0),
                   ui::Tone::kQuiet)) {
      Try(state, act::Say(c), result);
    }
    if (Hinted(context, act::Say(c))) kit::HintFrameLastItem();
    x += bw + 4;
  }
  ImGui::PopFont();
  return y + (bh + 6);
}

std::vector<int> SantaTimeaView::RevealVoters(int players) const {
  std::vector<int> voters;
  for (int k = 0; k < players; ++k) {
    const int p = (reveal_.start_player + k) % players;
    if (reveal_.votes[p] != santa::kNoVote) voters.push_back(p);
  }
  return voters;
}

std::string SantaTimeaView::RevealCount() const {
  std::string count;
  for (int c = 0; c < santa::kNumColours; ++c) {
    if (reveal_.tally.counts[c] == 0) continue;
    count +=
        (count.empty() ? "" : ",  ") + Colour(c) + " " + std::to_string(reveal_.tally.counts[c]);
  }
  if (count.empty()) count = "no colour votes";
  if (reveal_.tally.hats > 0) {
    count += ";  " + std::to_string(reveal_.tally.hats) +
             (reveal_.tally.hats == 1 ? " Captain's Hat" : " Captain's Hats");
  }
  return count;
}

float SantaTimeaView::DrawReveal(const ViewContext& context, const SantaTimeaState& state,
                                 Box box) {
  const ui::Fonts& fonts = ui::GetFonts();
  ImDrawList* draw = ImGui::GetWindowDrawList();
  draw->AddRect(box.min, box.max, ui::colour::kGold, 12, 0, 2.5f);
  const float pad = 12;
  const float width = box.w() - 2 * pad;
  const float body = FontPixels(fonts.body);
  const float bold = FontPixels(fonts.bold);
  const std::vector<int> voters = RevealVoters(state.NumPlayers());
  const double t = ImGui::GetTime() - reveal_start_;
  const int shown = std::clamp(static_cast<int>((t - kFirstStep) / kCardStep) + 1, 0,
                               static_cast<int>(voters.size()) + 2);
  const bool done = shown >= static_cast<int>(voters.size()) + 2;

  // Skip / Continue, top right.
  ImGui::PushFont(fonts.bold);
  const float bw = std::min(130.0f, width * 0.4f);
  ImGui::SetCursorScreenPos(ImVec2(box.max.x - pad - bw, box.min.y + 8));
  if (ui::Button(context.widgets, "santa:continue", done ? "Continue" : "Skip", ImVec2(bw, 0),
                 done ? ui::Tone::kPrimary : ui::Tone::kQuiet)) {
    revealing_ = false;
  }
  ImGui::PopFont();
  float y = box.min.y + 10;
  y += WrappedText(draw, fonts.bold, bold, ImVec2(box.min.x + pad, y), width - bw - 8,
                   ui::colour::kGold, "The cards: " + Question(reveal_.kind, reveal_.boat)) +
       8;
  // Below Skip, whatever the title's length.
  y = std::max(y, box.min.y + 8 + ImGui::GetFrameHeight() + 6);
  y = DrawRevealedCards(context, box, y, shown, voters) + 4;
  // The count per option and the hats, then the result in one sentence.
  if (shown >= static_cast<int>(voters.size()) + 1) {
    y += WrappedText(draw, fonts.bold, body, ImVec2(box.min.x + pad, y), width, ui::colour::kCream,
                     "Count: " + RevealCount()) +
         8;
  }
  if (done) {
    y += WrappedText(draw, fonts.bold, bold, ImVec2(box.min.x + pad, y), width, ui::colour::kGold,
                     state.ExplainBallot(reveal_));
  }
  return y;
}

float SantaTimeaView::DrawRevealedCards(const ViewContext& context, Box box, float y, int shown,
                                        const std::vector<int>& voters) {
  const ui::Fonts& fonts = ui::GetFonts();
  ImDrawList* draw = ImGui::GetWindowDrawList();
  const float pad = 12;
  const float width = box.w() - 2 * pad;
  const float body = FontPixels(fonts.body);
  // Every voter, each card big enough to read (the panel scrolls when they do not all fit).
  const float card_h =
      std::clamp((box.h() - 160) / std::max<size_t>(voters.size(), 3) - 6, 34.0f, 54.0f);
  const float card_w = card_h / 1.3f;
  for (size_t i = 0; i < voters.size(); ++i) {
    const int p = voters[i];
    const int vote = reveal_.votes[p];
    const ImVec2 a(box.min.x + pad, y);
    if (static_cast<int>(i) < shown) {
      sd::DrawVoteCard(draw, a, ImVec2(a.x + card_w, a.y + card_h), vote, false, false);
      std::string text = Name(context, p) + ": " +
                         (vote == santa::kHatVote ? std::string("Captain's Hat") : Colour(vote));
      if (reveal_.kind == BallotKind::kOverboard) {
        text += "  (" + std::to_string(reveal_.weights[p]) + " votes)";
      }
      // Whole: wrapped beside the card where it is long.
      const float text_h =
          fonts.body->CalcTextSizeA(body, 1e9f, width - card_w - 10, text.c_str()).y;
      WrappedText(draw, fonts.body, body,
                  ImVec2(a.x + card_w + 10, a.y + std::max(0.0f, (card_h - text_h) * 0.5f)),
                  width - card_w - 10, ui::colour::kCream, text);
      // Registered read-only (not a target): which votes are shown, for the tests.
      context.widgets.Add("santa:revealed:" + std::to_string(p), text, a,
                          ImVec2(a.x + width, a.y + std::max(card_h, text_h)), /*enabled=*/false,
                          /*legal=*/false, ui::CurrentLayer());
      context.widgets.ClipLast(draw->GetClipRectMin(), draw->GetClipRectMax());
      y += std::max(0.0f, text_h - card_h);
    } else {
      draw->AddRectFilled(a, ImVec2(a.x + card_w, a.y + card_h), IM_COL32(90, 40, 40, 255), 5);
      draw->AddRect(a, ImVec2(a.x + card_w, a.y + card_h), ui::colour::kCreamDim, 5);
      const std::string waiting = Name(context, p) + ": ...";
      const float text_h =
          fonts.body->CalcTextSizeA(body, 1e9f, width - card_w - 10, waiting.c_str()).y;
      WrappedText(draw, fonts.body, body,
                  ImVec2(a.x + card_w + 10, a.y + std::max(0.0f, (card_h - text_h) * 0.5f)),
                  width - card_w - 10, ui::colour::kCreamDim, waiting);
      y += std::max(0.0f, text_h - card_h);
    }
    y += card_h + 6;
  }
  return y;
}

void SantaTimeaView::DrawScores(const ViewContext& context, const SantaTimeaState& state, Box box) {
  const ui::Fonts& fonts = ui::GetFonts();
  ImDrawList* draw = ImGui::GetWindowDrawList();
  kit::FramedPanel(draw, box.min, box.max, IM_COL32(0, 0, 0, 60), ui::colour::kGoldDim, 12, 1.5f);
  const float pad = 10;
  const float body = FontPixels(fonts.body);
  const float px = body * 0.9f;
  const float row = body + 6;
  const ScoreColumns columns(box);
  float y = box.min.y + 8;
  draw->PushClipRect(box.min, box.max, true);
  auto header = [&](float x, const std::string& text) {
    Text(draw, fonts.body, px * 0.85f, ImVec2(x, y), ui::colour::kCreamDim, text);
  };
  header(columns.name, "Landed:");
  // The islands' names, or their initials in a narrow board.
  const bool narrow = TextWidth(fonts.body, px * 0.85f, "Middle") > columns.island_width - 4;
  header(columns.islands, narrow ? "L" : "Left");
  header(columns.islands + columns.island_width, narrow ? "M" : "Middle");
  header(columns.islands + 2 * columns.island_width, narrow ? "R" : "Right");
  // The last columns' words, or their initials where the columns are narrow.
  const bool tight = TextWidth(fonts.body, px * 0.85f, "Hats") > columns.points - columns.hats - 4;
  header(columns.lost, tight ? "L" : "Lost");
  header(columns.hats, tight ? "H" : "Hats");
  header(columns.points, tight ? "P" : "Pts");
  y += row;
  for (int p = 0; p < state.NumPlayers(); ++p) {
    DrawScoreRow(context, state, p, box, y);
    y += row;
  }
  WrappedText(draw, fonts.body, px * 0.85f, ImVec2(columns.name, y + 2),
              box.max.x - pad - columns.name, ui::colour::kCreamDim, ScoresNote(context, state));
  draw->PopClipRect();
}

void SantaTimeaView::DrawScoreRow(const ViewContext& context, const SantaTimeaState& state, int p,
                                  Box box, float y) {
  const ui::Fonts& fonts = ui::GetFonts();
  ImDrawList* draw = ImGui::GetWindowDrawList();
  const float body = FontPixels(fonts.body);
  const float px = body * 0.9f;
  const float row = body + 6;
  const ScoreColumns columns(box);
  const santa::Crew& crew = state.crew(p);
  if (state.IsTerminal() && state.Winners()[p]) {
    draw->AddRectFilled(ImVec2(box.min.x + 4, y - 2), ImVec2(box.max.x - 4, y + row - 3),
                        IM_COL32(232, 188, 74, 60), 5);
  }
  const float r = px * 0.5f;
  sd::DrawPawn(draw, p, Rank::kSailor, ImVec2(columns.name + r, y + px * 0.55f), r * 1.2f);
  ui::NameText(context.widgets, "santa:score-name:" + std::to_string(p), draw, fonts.bold, px,
               ImVec2(columns.name + 2 * r + 5, y), ui::colour::kCream, Name(context, p),
               columns.islands - columns.name - 2 * r - 9);
  for (int i = 0; i < santa::kNumIslands; ++i) {
    const int off = crew.landed[i][santa::RankIndex(Rank::kOfficer)];
    const int sail = crew.landed[i][santa::RankIndex(Rank::kSailor)];
    const float x = columns.islands + i * columns.island_width;
    if (off + sail == 0) {
      Text(draw, fonts.body, px, ImVec2(x, y), ui::colour::kCreamDim, "-");
      continue;
    }
    // "2o 1s": officers and sailors landed there.
    std::string text;
    if (off > 0) text += std::to_string(off) + "o";
    if (sail > 0) text += (text.empty() ? "" : " ") + std::to_string(sail) + "s";
    const float fit_px =
        std::max(kit::FitPixels(fonts.body, px, text, columns.island_width - 2, 0.6f), px * 0.6f);
    Text(draw, fonts.body, fit_px, ImVec2(x, y), ui::colour::kCream, text);
  }
  const int lost = crew.lost[0] + crew.lost[1];
  Text(draw, fonts.body, px, ImVec2(columns.lost, y), ui::colour::kCream, std::to_string(lost));
  Text(draw, fonts.body, px, ImVec2(columns.hats, y), ui::colour::kCream,
       std::to_string(state.HatsLeft(p)));
  char points[16];
  std::snprintf(points, sizeof points, "%d", static_cast<int>(state.Scores()[p]));
  Text(draw, fonts.bold, px, ImVec2(columns.points, y), ui::colour::kGold, points);
}

std::string SantaTimeaView::ScoresNote(const ViewContext& context,
                                       const SantaTimeaState& state) const {
  if (!state.IsTerminal()) return "o = officer, s = sailor. Ties: the first boat to land wins.";
  const std::vector<double> scores = state.Scores();
  const std::vector<bool> winners = state.Winners();
  const double best = *std::max_element(scores.begin(), scores.end());
  int tied = 0;
  int winner = -1;
  int winning = 0;
  for (int p = 0; p < state.NumPlayers(); ++p) {
    tied += scores[p] == best;
    if (winners[p]) {
      winner = p;
      ++winning;
    }
  }
  if (tied > 1 && winning == 1) {
    return "Tie on " + std::to_string(static_cast<int>(best)) +
           " points: " + Name(context, winner) + "'s boat landed first (stage " +
           std::to_string(state.boat(winner).landing_stage + 1) + "), so " + Name(context, winner) +
           " wins the tie-break.";
  }
  if (tied > 1) {
    return "Tie on " + std::to_string(static_cast<int>(best)) +
           " points and none of the tied players' boats landed: they share the win.";
  }
  return Name(context, winner) + " has the most points.";
}

}  // namespace tinsel::app
