#include "views/santa_timea/santa_timea_view.h"

#include <algorithm>
#include <cfloat>
#include <cmath>

#include "ui/controls.h"
#include "ui/theme.h"
#include "views/kit.h"
#include "views/santa_timea/santa_timea_drawing.h"

namespace tinsel::app {
namespace {

using santa::BallotKind;
using santa::BallotRecord;
using santa::Boat;
using santa::BoatStatus;
using santa::Rank;
using santa::SantaTimeaState;
using santa::Step;
namespace act = santa::act;
namespace sv = santa_view;

// The reveal: a pause, one card every kCardStep, then the count, then the sentence; it
// closes by itself kLinger seconds after the sentence (Continue closes it at once).
constexpr double kFirstStep = 0.3;
constexpr double kCardStep = 0.55;
constexpr double kLinger = 3.0;

float Px(ImFont* font) { return font->FontSize * ImGui::GetIO().FontGlobalScale; }

float TextWidth(ImFont* font, float px, const std::string& text) {
  return font->CalcTextSizeA(px, FLT_MAX, 0, text.c_str()).x;
}

void Text(ImDrawList* draw, ImFont* font, float px, ImVec2 at, ImU32 colour,
          const std::string& text) {
  draw->AddText(font, px, at, colour, text.c_str());
}

// Wrapped text; returns its height.
float Wrapped(ImDrawList* draw, ImFont* font, float px, ImVec2 at, float width, ImU32 colour,
              const std::string& text) {
  draw->AddText(font, px, at, colour, text.c_str(), nullptr, width);
  return font->CalcTextSizeA(px, FLT_MAX, width, text.c_str()).y;
}

std::string Fit(ImFont* font, float px, const std::string& text, float width) {
  if (TextWidth(font, px, text) <= width) return text;
  std::string cut = text;
  while (!cut.empty() && TextWidth(font, px, cut + "...") > width) cut.pop_back();
  return cut + "...";
}

std::string Colour(int colour) { return SantaTimeaState::ColourName(colour); }

bool Inside(ImVec2 p, ImVec2 min, ImVec2 max) {
  return p.x >= min.x && p.y >= min.y && p.x < max.x && p.y < max.y;
}

// An invisible clickable area, registered for the browser tests when `registered`.
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

bool HitArea(const ViewContext& context, const std::string& id, const std::string& label,
             ImVec2 min, ImVec2 max, bool registered, bool* hovered = nullptr) {
  ImGui::SetCursorScreenPos(min);
  const bool clicked = ImGui::InvisibleButton(
      id.c_str(), ImVec2(std::max(1.0f, max.x - min.x), std::max(1.0f, max.y - min.y)));
  if (hovered != nullptr) *hovered = ImGui::IsItemHovered();
  if (registered) context.widgets.Add(id, label, min, max);
  return clicked;
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

// A card of the viewer's hand (or of the reveal): a boat colour or a Captain's Hat.
void DrawCard(ImDrawList* draw, ImVec2 min, ImVec2 max, int vote, bool dim, bool lit) {
  const float w = max.x - min.x;
  const float r = w * 0.12f;
  const ImU32 paper = dim ? IM_COL32(120, 112, 96, 255) : ui::colour::kCream;
  draw->AddRectFilled(min, max, paper, r);
  const ImVec2 in_min(min.x + w * 0.1f, min.y + w * 0.1f);
  const ImVec2 in_max(max.x - w * 0.1f, max.y - (max.y - min.y) * 0.3f);
  ImFont* font = ui::GetFonts().bold;
  const float px = std::clamp(w * 0.24f, 9.0f, Px(ui::GetFonts().body));
  std::string name;
  if (vote == santa::kHatVote) {
    draw->AddRectFilled(in_min, in_max, IM_COL32(28, 36, 70, 255), r * 0.6f);
    const float cx = (in_min.x + in_max.x) * 0.5f;
    const float cy = in_min.y + (in_max.y - in_min.y) * 0.55f;
    const float hw = (in_max.x - in_min.x) * 0.42f;
    const ImVec2 hat[4] = {ImVec2(cx - hw, cy + hw * 0.3f), ImVec2(cx - hw * 0.4f, cy - hw * 0.6f),
                           ImVec2(cx + hw * 0.4f, cy - hw * 0.6f), ImVec2(cx + hw, cy + hw * 0.3f)};
    draw->AddConvexPolyFilled(hat, 4, IM_COL32(10, 10, 14, 255));
    draw->AddLine(ImVec2(cx - hw * 0.8f, cy + hw * 0.05f), ImVec2(cx + hw * 0.8f, cy + hw * 0.05f),
                  ui::colour::kGold, 2);
    name = "Hat";
  } else {
    draw->AddRectFilled(in_min, in_max, sv::Fill(vote), r * 0.6f);
    if (vote == santa::kBlack || vote == 5) {
      draw->AddRect(in_min, in_max, IM_COL32(60, 50, 40, 255), r * 0.6f, 0, 1);
    }
    const float ipx = std::clamp(w * 0.4f, 10.0f, Px(ui::GetFonts().heading));
    const std::string initial = sv::Initial(vote);
    const float iw = TextWidth(font, ipx, initial);
    Text(draw, font, ipx,
         ImVec2((in_min.x + in_max.x - iw) * 0.5f, (in_min.y + in_max.y - ipx) * 0.5f),
         sv::Ink(vote), initial);
    name = Colour(vote);
  }
  const float nw = TextWidth(font, px, name);
  Text(draw, font, px, ImVec2((min.x + max.x - nw) * 0.5f, max.y - (max.y - min.y) * 0.27f),
       ui::colour::kInk, name);
  draw->AddRect(min, max, lit ? ui::colour::kGold : IM_COL32(60, 50, 40, 255), r, 0,
                lit ? 3.0f : 1.0f);
  if (dim) draw->AddRectFilled(min, max, IM_COL32(0, 0, 0, 90), r);
}

}  // namespace

std::string SantaView::Name(const ViewContext& context, int player) const {
  const auto& seats = context.session.setup().seats;
  if (player < 0 || player >= static_cast<int>(seats.size())) return "Nobody";
  return seats[player].name;
}

void SantaView::Try(const SantaTimeaState& state, Action action, ViewResult& result) {
  const std::string why = state.WhyIllegal(action);
  if (!why.empty()) {
    message_ = why;
    return;
  }
  message_.clear();
  result.action = action;
}

void SantaView::Follow(const ViewContext& context, const SantaTimeaState& state) {
  const size_t length = context.session.history().size();
  const BallotRecord& last = state.last_ballot();
  const int number = last.kind == BallotKind::kNone ? 0 : last.number;
  if (&context.session != session_seen_ || length < history_seen_) {
    // A new or loaded game, or an undo: show the table as it is, replay nothing.
    session_seen_ = &context.session;
    ballot_seen_ = number;
    revealing_ = false;
  } else if (number > ballot_seen_) {
    ballot_seen_ = number;
    // A ballot with one possible outcome had no cards: nothing to reveal.
    if (last.tally.rule != santa::TallyRule::kOnlyOption) {
      revealing_ = true;
      reveal_start_ = ImGui::GetTime();
      reveal_ = last;
    }
  }
  history_seen_ = length;
  if (revealing_) {
    int voters = 0;
    for (int p = 0; p < state.NumPlayers(); ++p) voters += reveal_.votes[p] != santa::kNoVote;
    if (ImGui::GetTime() - reveal_start_ > kFirstStep + kCardStep * (voters + 2) + kLinger) {
      revealing_ = false;
    }
  }
}

ViewResult SantaView::Draw(const ViewContext& context) {
  ViewResult result;
  const auto* state = dynamic_cast<const SantaTimeaState*>(&context.session.state());
  if (state == nullptr) return result;
  Follow(context, *state);

  const int current = state->CurrentPlayer();
  const bool my_turn =
      context.input_enabled && !revealing_ && current >= 0 && current == context.viewer;
  if (!my_turn) message_.clear();

  // Layout: an info line over the sea (left) and the panel (right).
  const ImVec2 o = context.origin;
  const ImVec2 s = context.size;
  const float info_h = Px(ui::GetFonts().bold) + 8;
  const float gap = 12;
  const float panel_w = std::clamp(s.x * 0.4f, 250.0f, 520.0f);
  const Box info{o, ImVec2(o.x + s.x, o.y + info_h)};
  const Box sea{ImVec2(o.x, o.y + info_h + 4), ImVec2(o.x + s.x - panel_w - gap, o.y + s.y)};
  const Box panel{ImVec2(o.x + s.x - panel_w, o.y + info_h + 4), ImVec2(o.x + s.x, o.y + s.y)};

  DrawInfo(context, *state, info);
  DrawSea(context, *state, sea, my_turn, result);
  DrawPanel(context, *state, panel, my_turn, result);

  result.hold = revealing_;
  if (!message_.empty()) {
    result.message = message_;
  } else if (revealing_) {
    result.message = "The votes are revealed...";
  } else if (my_turn) {
    switch (state->step()) {
      case Step::kPlaceBoat:
        result.message = "Place your boat: click a lit start field (lanes 1-7).";
        break;
      case Step::kPlaceBlack:
        result.message = "You are the start player: click a lit start field for the black boat.";
        break;
      case Step::kSeatPawn:
        result.message = "Seat a pawn: choose officer or sailor, then click a lit boat.";
        break;
      case Step::kVote:
        result.message = "Your secret vote: click a colour card or a Captain's Hat.";
        break;
      case Step::kPick:
        switch (state->last_ballot().tally.rule) {
          case santa::TallyRule::kOneHat:
            result.message = "Your Captain's Hat wins the ballot: pick the outcome.";
            break;
          case santa::TallyRule::kAllHats:
            result.message = "Every card was a hat: as the start player you pick the outcome.";
            break;
          default:
            result.message = "A tie: as the start player you pick among the tied colours.";
            break;
        }
        break;
      case Step::kLeaveBoat:
        result.message = "Phase 3: take one of your pawns out of a boat (click a lit pawn).";
        break;
      case Step::kBoard:
        result.message = "Phase 3: put your pawn into a lit boat.";
        break;
      default:
        break;
    }
  }
  return result;
}

void SantaView::DrawInfo(const ViewContext& context, const SantaTimeaState& state, Box box) {
  const ui::Fonts& fonts = ui::GetFonts();
  ImDrawList* draw = ImGui::GetWindowDrawList();
  const float px = Px(fonts.bold);
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
  Text(draw, fonts.bold, px, box.min, ui::colour::kCream, left);
  std::string right = "Leaks left: " + std::to_string(state.leak_supply());
  if (state.start_player() >= 0) {
    right = "Start player: " + Name(context, state.start_player()) + " (" +
            Colour(state.start_player()) + ")  ·  " + right;
  }
  const float body = Px(fonts.body);
  right = Fit(fonts.body, body, right, box.w() - TextWidth(fonts.bold, px, left) - 24);
  Text(draw, fonts.body, body,
       ImVec2(box.max.x - TextWidth(fonts.body, body, right), box.min.y + 1), ui::colour::kCreamDim,
       right);
}

void SantaView::DrawSea(const ViewContext& context, const SantaTimeaState& state, Box box,
                        bool my_turn, ViewResult& result) {
  const ui::Fonts& fonts = ui::GetFonts();
  ImDrawList* draw = ImGui::GetWindowDrawList();
  draw->AddRectFilled(box.min, box.max, IM_COL32(24, 86, 128, 255), 12);
  draw->AddRect(box.min, box.max, ui::colour::kGoldDim, 12, 0, 1.5f);
  const float pad = 6;
  const float lane_w = (box.w() - 2 * pad) / santa::kNumLanes;
  const float island_h = std::clamp(box.h() * 0.2f, 64.0f, 170.0f);
  const float wreck_h = std::clamp(box.h() * 0.09f, 34.0f, 80.0f);
  const float sea_top = box.min.y + pad + island_h;
  const float sea_bottom = box.max.y - pad - wreck_h;
  const float row_h = (sea_bottom - sea_top) / santa::kNumRows;
  const float small = Px(fonts.body) * 0.8f;
  auto lane_x = [&](int lane) { return box.min.x + pad + lane * lane_w; };
  // Row 0 (the start fields) is next to the wreck at the bottom.
  auto row_y = [&](int row) { return sea_bottom - (row + 1) * row_h; };

  // Islands over their lanes, with the points per sailor and officer.
  constexpr int kFirstLane[santa::kNumIslands] = {0, 2, 5};
  constexpr int kLanes[santa::kNumIslands] = {2, 3, 2};
  constexpr const char* kNames[santa::kNumIslands] = {"Left island", "Middle island",
                                                      "Right island"};
  for (int i = 0; i < santa::kNumIslands; ++i) {
    const ImVec2 a(lane_x(kFirstLane[i]) + 3, box.min.y + pad);
    const ImVec2 b(lane_x(kFirstLane[i] + kLanes[i]) - 3, sea_top - 4);
    sv::DrawIsland(draw, a, b);
    const float w = b.x - a.x;
    const float tx = a.x + std::min(w * 0.1f, 18.0f) + 16;
    const std::string name = Fit(fonts.bold, small, kNames[i], b.x - tx - 4);
    Text(draw, fonts.bold, small, ImVec2(tx, a.y + 3), ui::colour::kInk, name);
    // The values: a sailor icon and its points, an officer icon and its points.
    const float r = std::clamp(small * 0.5f, 5.0f, 9.0f);
    float x = tx + r;
    const float y = a.y + 3 + small + r + 5;
    const santa::IslandInfo& values = santa::kIslands[i];
    sv::DrawPawn(draw, -1, Rank::kSailor, ImVec2(x, y), r);
    Text(draw, fonts.bold, small, ImVec2(x + r + 2, y - small * 0.5f), ui::colour::kInk,
         std::to_string(values.sailor_points));
    x += r * 2 + TextWidth(fonts.bold, small, "00") + 8;
    sv::DrawPawn(draw, -1, Rank::kOfficer, ImVec2(x, y), r);
    Text(draw, fonts.bold, small, ImVec2(x + r + 2, y - small * 0.5f), ui::colour::kInk,
         std::to_string(values.officer_points));
  }

  // Lanes and rows: waves, the start fields named by their lane number.
  const Step step = state.step();
  const bool placing = my_turn && (step == Step::kPlaceBoat || step == Step::kPlaceBlack);
  for (int lane = 0; lane < santa::kNumLanes; ++lane) {
    for (int row = 0; row < santa::kNumRows; ++row) {
      const ImVec2 a(lane_x(lane) + 2, row_y(row) + 2);
      const ImVec2 b(lane_x(lane + 1) - 2, row_y(row) + row_h - 2);
      draw->AddRectFilled(a, b, row == 0 ? IM_COL32(34, 104, 150, 255) : IM_COL32(30, 96, 142, 255),
                          6);
      sv::DrawWaves(draw, a, b, IM_COL32(170, 210, 235, 90));
    }
    const ImVec2 a(lane_x(lane) + 2, row_y(0) + 2);
    const ImVec2 b(lane_x(lane + 1) - 2, row_y(0) + row_h - 2);
    bool taken = false;
    for (const Boat& boat : state.boats()) taken = taken || boat.lane == lane;
    const std::string number = std::to_string(lane + 1);
    if (placing) {
      const int colour = step == Step::kPlaceBlack ? santa::kBlack : state.CurrentPlayer();
      bool hovered = false;
      const bool clicked =
          HitArea(context, "santa:lane:" + number, "start field " + number, a, b, true, &hovered);
      if (!taken) {
        draw->AddRectFilled(a, b, IM_COL32(232, 188, 74, hovered ? 110 : 50), 6);
        draw->AddRect(a, b, ui::colour::kGold, 6, 0, 2.5f);
      }
      if (Hinted(context, act::PlaceBoat(colour, lane))) kit::HintFrame(draw, a, b);
      if (clicked) Try(state, act::PlaceBoat(colour, lane), result);
    }
    // The lane's number under an empty start field.
    if (taken) continue;
    const float nw = TextWidth(fonts.bold, small, number);
    Text(draw, fonts.bold, small, ImVec2((a.x + b.x - nw) * 0.5f, b.y - small - 1),
         ui::colour::kCreamDim, number);
  }
  sv::DrawWreck(draw, ImVec2(box.min.x + pad, sea_bottom + 2),
                ImVec2(box.max.x - pad, box.max.y - 2));

  // The boats, one per lane.
  const bool seating = my_turn && step == Step::kSeatPawn;
  const bool boarding = my_turn && step == Step::kBoard;
  const bool leaving = my_turn && step == Step::kLeaveBoat;
  const int me = state.CurrentPlayer();
  for (const Boat& boat : state.boats()) {
    if (boat.lane < 0 || !state.InPlay(boat.colour)) continue;
    const float cx = lane_x(boat.lane) + lane_w * 0.5f;
    if (boat.status == BoatStatus::kLanded) {
      // On its island, with its landing stage.
      const float bh = std::min(island_h * 0.42f, lane_w * 0.9f);
      const ImVec2 a(cx - bh * 0.3f, sea_top - 6 - bh);
      sv::BoatLook look;
      look.seats = false;
      sv::DrawBoat(draw, boat, a, ImVec2(cx + bh * 0.3f, sea_top - 6), look);
      const std::string stage = "#" + std::to_string(boat.landing_stage + 1);
      draw->AddCircleFilled(ImVec2(cx + bh * 0.45f, a.y + small * 0.6f), small * 0.75f,
                            ui::colour::kRed, 16);
      const float sw = TextWidth(fonts.bold, small * 0.9f, stage);
      Text(draw, fonts.bold, small * 0.9f,
           ImVec2(cx + bh * 0.45f - sw * 0.5f, a.y + small * 0.6f - small * 0.45f),
           ui::colour::kCream, stage);
      continue;
    }
    const float top = row_y(boat.row);
    const float hull_h = row_h * 0.78f;
    const float hull_w = std::min(lane_w * 0.9f, hull_h * 0.7f);
    const ImVec2 a(cx - hull_w * 0.5f, top + 3);
    const ImVec2 b(cx + hull_w * 0.5f, top + 3 + hull_h);
    const std::string colour = Colour(boat.colour);
    if (boat.status == BoatStatus::kSunk) {
      sv::BoatLook look;
      look.tilt = 0.5f;
      look.alpha = 0.35f;
      look.seats = false;
      sv::DrawBoat(draw, boat, a, b, look);
      const std::string text = colour + " sunk";
      const float tw = TextWidth(fonts.bold, small, text);
      Text(draw, fonts.bold, small, ImVec2(cx - tw * 0.5f, b.y + 1), IM_COL32(255, 190, 180, 255),
           Fit(fonts.bold, small, text, lane_w));
      continue;
    }
    // Clickable as a whole while seating or boarding.
    const std::string id = seating ? "santa:seat:" + colour : "santa:board:" + colour;
    const Action action = seating ? act::SeatPawn(rank_, boat.colour) : act::Board(boat.colour);
    bool hovered = false;
    bool clicked = false;
    const bool clickable = (seating || boarding) && boat.AtSea();
    if (clickable) {
      clicked = HitArea(context, id, colour + " boat", a, b, true, &hovered);
    }
    sv::BoatLook look;
    look.lit = clickable && state.WhyIllegal(action).empty();
    look.hovered = hovered;
    const sv::BoatShape shape = sv::DrawBoat(draw, boat, a, b, look);
    // A hint to seat a pawn here (of either rank: the rank buttons carry their own mark) or
    // to re-board into this boat.
    if (clickable && (Hinted(context, act::SeatPawn(Rank::kOfficer, boat.colour)) ||
                      Hinted(context, act::SeatPawn(Rank::kSailor, boat.colour)) ||
                      Hinted(context, act::Board(boat.colour)))) {
      kit::HintFrame(draw, a, b);
    }
    if (clicked) Try(state, action, result);
    if (hovered && !look.lit) ImGui::SetTooltip("%s", state.WhyIllegal(action).c_str());
    // Phase 3: own pawns that may leave are lit and clickable.
    for (int i = 0; i < santa::kSeatsPerBoat && leaving; ++i) {
      const santa::Seat& seat = boat.seats[i];
      if (!seat.pawn() || seat.player != me) continue;
      const Action out = act::Out(seat.rank, boat.colour);
      const bool legal = state.WhyIllegal(out).empty();
      const float r = shape.seat_radius * 1.15f;
      const ImVec2 c = shape.seat[i];
      bool over = false;
      const std::string pid = "santa:pawn:" + colour + ":" + std::to_string(i);
      const bool hit =
          HitArea(context, pid, std::string(santa::RankName(seat.rank)) + " out of " + colour,
                  ImVec2(c.x - r, c.y - r), ImVec2(c.x + r, c.y + r), true, &over);
      if (legal) draw->AddCircle(c, r, ui::colour::kGold, 20, over ? 3.5f : 2.5f);
      if (Hinted(context, out))
        kit::HintFrame(draw, ImVec2(c.x - r, c.y - r), ImVec2(c.x + r, c.y + r));
      if (over && !legal) ImGui::SetTooltip("%s", state.WhyIllegal(out).c_str());
      if (hit) Try(state, out, result);
    }
    // The colour name under the hull; pawns waiting behind the stern in phase 3.
    const std::string label = Fit(fonts.bold, small, colour, lane_w - 4);
    const float lw = TextWidth(fonts.bold, small, label);
    Text(draw, fonts.bold, small, ImVec2(cx - lw * 0.5f, b.y + 1), ui::colour::kCream, label);
    float bx = b.x + 2;
    for (const santa::Behind& behind : state.behind()) {
      if (behind.from_boat != boat.colour) continue;
      const float r = std::max(5.0f, shape.seat_radius * 0.8f);
      sv::DrawPawn(draw, behind.player, behind.rank, ImVec2(bx, b.y - r), r);
      bx += r * 2;
    }
  }
}

void SantaView::DrawPanel(const ViewContext& context, const SantaTimeaState& state, Box box,
                          bool my_turn, ViewResult& result) {
  const ui::Fonts& fonts = ui::GetFonts();
  ImDrawList* draw = ImGui::GetWindowDrawList();
  // The score board takes the bottom, sized for the players; the rest is what happens now.
  const float body = Px(fonts.body);
  const float row = body + 6;
  const float scores_h = row * (state.NumPlayers() + 1) + body * 2.6f + 20;
  const Box now{box.min, ImVec2(box.max.x, box.max.y - scores_h - 8)};
  const Box scores{ImVec2(box.min.x, box.max.y - scores_h), box.max};
  draw->AddRectFilled(now.min, now.max, IM_COL32(0, 0, 0, 60), 12);
  draw->AddRect(now.min, now.max, ui::colour::kGoldDim, 12, 0, 1.5f);
  DrawScores(context, state, scores);
  if (revealing_) {
    DrawReveal(context, state, now);
    return;
  }
  const float pad = 12;
  const float width = now.w() - 2 * pad;
  float y = now.min.y + 10;
  const float bold = Px(fonts.bold);
  const int current = state.CurrentPlayer();
  const Step step = state.step();
  draw->PushClipRect(now.min, now.max, true);

  auto title = [&](const std::string& text) {
    y += Wrapped(draw, fonts.bold, bold, ImVec2(now.min.x + pad, y), width, ui::colour::kGold,
                 text) +
         8;
  };
  auto line = [&](const std::string& text, ImU32 colour = ui::colour::kCream) {
    y += Wrapped(draw, fonts.body, body, ImVec2(now.min.x + pad, y), width, colour, text) + 4;
  };
  const std::string who = current >= 0 ? Name(context, current) : std::string();
  switch (step) {
    case Step::kPlaceBoat:
      title(my_turn ? "Place your " + Colour(current) + " boat on a start field"
                    : who + " places the " + Colour(current) + " boat");
      line("Start fields are next to the sinking ship; a boat never changes lane.",
           ui::colour::kCreamDim);
      break;
    case Step::kPlaceBlack:
      title(my_turn ? "Place the black boat on a start field"
                    : who + " (start player) places the black boat");
      break;
    case Step::kSeatPawn: {
      title(my_turn ? "Seat one of your pawns" : who + " seats a pawn");
      if (!my_turn || current < 0) break;
      const santa::Crew& crew = state.crew(current);
      const int officers = crew.unseated[santa::RankIndex(Rank::kOfficer)];
      const int sailors = crew.unseated[santa::RankIndex(Rank::kSailor)];
      if (rank_ == Rank::kOfficer && officers == 0) rank_ = Rank::kSailor;
      if (rank_ == Rank::kSailor && sailors == 0) rank_ = Rank::kOfficer;
      ImGui::PushFont(fonts.bold);
      const float bw = (width - 8) * 0.5f;
      ImGui::SetCursorScreenPos(ImVec2(now.min.x + pad, y));
      if (ui::Button(context.widgets, "santa:rank:officer",
                     "Officer (" + std::to_string(officers) + " left)", ImVec2(bw, 0),
                     rank_ == Rank::kOfficer ? ui::Tone::kSelected : ui::Tone::kSecondary,
                     officers > 0)) {
        rank_ = Rank::kOfficer;
      }
      if (HintSeats(context, Rank::kOfficer)) kit::HintFrameLastItem();
      ImGui::SetCursorScreenPos(ImVec2(now.min.x + pad + bw + 8, y));
      if (ui::Button(context.widgets, "santa:rank:sailor",
                     "Sailor (" + std::to_string(sailors) + " left)", ImVec2(bw, 0),
                     rank_ == Rank::kSailor ? ui::Tone::kSelected : ui::Tone::kSecondary,
                     sailors > 0)) {
        rank_ = Rank::kSailor;
      }
      if (HintSeats(context, Rank::kSailor)) kit::HintFrameLastItem();
      y += ImGui::GetFrameHeight() + 8;
      ImGui::PopFont();
      line(
          "Then click a lit boat. Officers count 2 votes when a full boat throws someone "
          "overboard, and score more.",
          ui::colour::kCreamDim);
      break;
    }
    case Step::kVote:
      y = DrawBallot(context, state, now, y, my_turn, result);
      break;
    case Step::kPick: {
      title(my_turn ? "You decide: pick the outcome" : who + " picks the outcome");
      line(Question(state.last_ballot().kind, state.last_ballot().boat), ui::colour::kCreamDim);
      if (!my_turn) break;
      ImGui::PushFont(fonts.bold);
      float x = now.min.x + pad;
      const float bh = ImGui::GetFrameHeight();
      for (int c = 0; c < santa::kNumColours; ++c) {
        if (!santa::HasOption(state.pick_options(), c)) continue;
        const std::string label = Colour(c);
        const float bw = std::max(70.0f, TextWidth(fonts.bold, bold, label) + 24);
        if (x + bw > now.max.x - pad) {
          x = now.min.x + pad;
          y += bh + 6;
        }
        ImGui::SetCursorScreenPos(ImVec2(x, y));
        if (ui::Button(context.widgets, "santa:pick:" + label, label, ImVec2(bw, 0))) {
          Try(state, act::Pick(c), result);
        }
        if (Hinted(context, act::Pick(c))) kit::HintFrameLastItem();
        x += bw + 6;
      }
      y += bh + 10;
      ImGui::PopFont();
      break;
    }
    case Step::kLeaveBoat: {
      title(my_turn ? "Phase 3: take one of your pawns out of a boat"
                    : who + " takes a pawn out of a boat");
      line("Only one pawn may leave each boat; then, in reverse order, each re-boards another.",
           ui::colour::kCreamDim);
      if (!my_turn) break;
      ImGui::PushFont(fonts.body);
      for (const Action a : state.LegalActions()) {
        if (a < act::kOut || a >= act::kOut + santa::kNumRanks * santa::kNumColours) continue;
        const Rank rank = static_cast<Rank>((a - act::kOut) / santa::kNumColours);
        const int boat = (a - act::kOut) % santa::kNumColours;
        const std::string text = std::string(santa::RankName(rank)) + " out of " + Colour(boat);
        ImGui::SetCursorScreenPos(ImVec2(now.min.x + pad, y));
        if (ui::Button(context.widgets,
                       "santa:out:" + std::string(santa::RankName(rank)) + ":" + Colour(boat), text,
                       ImVec2(width, 0), ui::Tone::kSecondary)) {
          Try(state, a, result);
        }
        if (Hinted(context, a)) kit::HintFrameLastItem();
        y += ImGui::GetFrameHeight() + 4;
        if (y > now.max.y - 40) break;
      }
      ImGui::PopFont();
      break;
    }
    case Step::kBoard: {
      const santa::Behind& behind = state.behind().back();
      title(my_turn ? "Put your " + std::string(santa::RankName(behind.rank)) + " into a lit boat"
                    : who + " re-boards a " + santa::RankName(behind.rank));
      line("It came out of the " + Colour(behind.from_boat) +
               " boat and may not go back to it. No seat anywhere: it drowns.",
           ui::colour::kCreamDim);
      break;
    }
    case Step::kGameOver:
      title("The game is over");
      break;
    case Step::kChooseStart:
      title("Choosing the start player...");
      break;
  }

  // The last ballot's result, under what happens now.
  if (state.last_ballot().kind != BallotKind::kNone && step != Step::kVote) {
    y += 6;
    draw->AddLine(ImVec2(now.min.x + pad, y), ImVec2(now.max.x - pad, y), ui::colour::kGoldDim);
    y += 6;
    line("Last ballot: " + Question(state.last_ballot().kind, state.last_ballot().boat),
         ui::colour::kCreamDim);
    line(state.ExplainLastBallot());
  }
  draw->PopClipRect();
}

float SantaView::DrawBallot(const ViewContext& context, const SantaTimeaState& state, Box now,
                            float y, bool my_turn, ViewResult& result) {
  const ui::Fonts& fonts = ui::GetFonts();
  ImDrawList* draw = ImGui::GetWindowDrawList();
  const float pad = 12;
  const float width = now.w() - 2 * pad;
  const float body = Px(fonts.body);
  const float bold = Px(fonts.bold);
  const int n = state.NumPlayers();
  const int me = context.viewer;
  y += Wrapped(draw, fonts.bold, bold, ImVec2(now.min.x + pad, y), width, ui::colour::kGold,
               "Ballot: " + Question(state.ballot_kind(), state.ballot_boat())) +
       6;

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
    sv::DrawPawn(draw, p, Rank::kSailor, ImVec2(now.min.x + pad + small * 0.5f, y + small * 0.55f),
                 small * 0.6f);
    Text(draw, fonts.body, small, ImVec2(now.min.x + pad + small + 6, y),
         state.HasVoted(p) ? ui::colour::kCream : ui::colour::kCreamDim,
         Fit(fonts.body, small, text, width - small - 6));
    y += small + 5;
  }
  if (me >= 0 && me < n) {
    if (const std::optional<int> vote = state.OwnPendingVote(me)) {
      const std::string what = *vote == santa::kHatVote ? "a Captain's Hat" : Colour(*vote);
      y += Wrapped(draw, fonts.bold, body, ImVec2(now.min.x + pad, y), width, ui::colour::kGold,
                   "Your vote: " + what + " (secret until the reveal)") +
           4;
    }
  }
  if (!my_turn || me < 0) return y + 4;

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
    const bool clicked = HitArea(context, id, label, a, b, true, &hovered);
    hovered = hovered && Inside(mouse, a, b);
    const float lift = hovered && why.empty() ? 4.0f : 0.0f;
    DrawCard(draw, ImVec2(a.x, a.y - lift), ImVec2(b.x, b.y - lift), vote, !why.empty(),
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
    if (hovered && !why.empty()) ImGui::SetTooltip("%s", why.c_str());
    if (clicked) Try(state, action, result);
  }
  y += ((count + cols - 1) / cols) * (h + spacing) + 6;

  // An optional announcement before voting (binds nothing).
  if (!state.HasAnnounced(me)) {
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
    y += bh + 6;
  }
  return y;
}

void SantaView::DrawReveal(const ViewContext& context, const SantaTimeaState& state, Box box) {
  const ui::Fonts& fonts = ui::GetFonts();
  ImDrawList* draw = ImGui::GetWindowDrawList();
  draw->AddRect(box.min, box.max, ui::colour::kGold, 12, 0, 2.5f);
  const float pad = 12;
  const float width = box.w() - 2 * pad;
  const float body = Px(fonts.body);
  const float bold = Px(fonts.bold);
  const int n = state.NumPlayers();
  std::vector<int> voters;
  for (int k = 0; k < n; ++k) {
    const int p = (reveal_.start_player + k) % n;
    if (reveal_.votes[p] != santa::kNoVote) voters.push_back(p);
  }
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
  draw->PushClipRect(box.min, box.max, true);
  float y = box.min.y + 10;
  y += Wrapped(draw, fonts.bold, bold, ImVec2(box.min.x + pad, y), width - bw - 8,
               ui::colour::kGold, "The cards: " + Question(reveal_.kind, reveal_.boat)) +
       8;

  // One row per voter: the card, whose, its weight.
  const float card_h =
      std::clamp((box.h() - 140) / std::max<size_t>(voters.size(), 3) - 6, 24.0f, 54.0f);
  const float card_w = card_h / 1.3f;
  for (size_t i = 0; i < voters.size(); ++i) {
    const int p = voters[i];
    const int vote = reveal_.votes[p];
    const ImVec2 a(box.min.x + pad, y);
    if (static_cast<int>(i) < shown) {
      DrawCard(draw, a, ImVec2(a.x + card_w, a.y + card_h), vote, false, false);
      std::string text = Name(context, p) + ": " +
                         (vote == santa::kHatVote ? std::string("Captain's Hat") : Colour(vote));
      if (reveal_.kind == BallotKind::kOverboard) {
        text += "  (" + std::to_string(reveal_.weights[p]) + " votes)";
      }
      Text(draw, fonts.body, body, ImVec2(a.x + card_w + 10, a.y + (card_h - body) * 0.5f),
           ui::colour::kCream, Fit(fonts.body, body, text, width - card_w - 10));
    } else {
      draw->AddRectFilled(a, ImVec2(a.x + card_w, a.y + card_h), IM_COL32(90, 40, 40, 255), 5);
      draw->AddRect(a, ImVec2(a.x + card_w, a.y + card_h), ui::colour::kCreamDim, 5);
      Text(draw, fonts.body, body, ImVec2(a.x + card_w + 10, a.y + (card_h - body) * 0.5f),
           ui::colour::kCreamDim, Name(context, p) + ": ...");
    }
    y += card_h + 6;
  }
  y += 4;
  if (shown >= static_cast<int>(voters.size()) + 1) {
    // The count per option, and the hats.
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
    y += Wrapped(draw, fonts.bold, body, ImVec2(box.min.x + pad, y), width, ui::colour::kCream,
                 "Count: " + count) +
         8;
  }
  if (done) {
    const std::string sentence = state.last_ballot().number == reveal_.number
                                     ? state.ExplainLastBallot()
                                     : std::string("The ballot is settled.");
    Wrapped(draw, fonts.bold, bold, ImVec2(box.min.x + pad, y), width, ui::colour::kGold, sentence);
  }
  draw->PopClipRect();
}

void SantaView::DrawScores(const ViewContext& context, const SantaTimeaState& state, Box box) {
  const ui::Fonts& fonts = ui::GetFonts();
  ImDrawList* draw = ImGui::GetWindowDrawList();
  draw->AddRectFilled(box.min, box.max, IM_COL32(0, 0, 0, 60), 12);
  draw->AddRect(box.min, box.max, ui::colour::kGoldDim, 12, 0, 1.5f);
  const float pad = 10;
  const float body = Px(fonts.body);
  const float px = body * 0.9f;
  const float row = body + 6;
  const float w = box.w() - 2 * pad;
  // Columns: name | left | middle | right | lost | hats | points.
  const float c_name = box.min.x + pad;
  const float c_isl = c_name + w * 0.3f;
  const float isl_w = w * 0.16f;
  const float c_lost = c_isl + 3 * isl_w;
  const float c_hats = c_lost + w * 0.1f;
  const float c_pts = c_hats + w * 0.1f;
  float y = box.min.y + 8;
  draw->PushClipRect(box.min, box.max, true);
  auto header = [&](float x, const std::string& text) {
    Text(draw, fonts.body, px * 0.85f, ImVec2(x, y), ui::colour::kCreamDim, text);
  };
  header(c_name, "Landed:");
  header(c_isl, "Left");
  header(c_isl + isl_w, "Middle");
  header(c_isl + 2 * isl_w, "Right");
  header(c_lost, "Lost");
  header(c_hats, "Hats");
  header(c_pts, "Pts");
  y += row;
  const std::vector<double> scores = state.Scores();
  const std::vector<bool> winners = state.Winners();
  const bool over = state.IsTerminal();
  for (int p = 0; p < state.NumPlayers(); ++p) {
    const santa::Crew& crew = state.crew(p);
    if (over && winners[p]) {
      draw->AddRectFilled(ImVec2(box.min.x + 4, y - 2), ImVec2(box.max.x - 4, y + row - 3),
                          IM_COL32(232, 188, 74, 60), 5);
    }
    const float r = px * 0.5f;
    sv::DrawPawn(draw, p, Rank::kSailor, ImVec2(c_name + r, y + px * 0.55f), r * 1.2f);
    Text(draw, fonts.bold, px, ImVec2(c_name + 2 * r + 5, y), ui::colour::kCream,
         Fit(fonts.bold, px, Name(context, p), c_isl - c_name - 2 * r - 9));
    for (int i = 0; i < santa::kNumIslands; ++i) {
      const int off = crew.landed[i][santa::RankIndex(Rank::kOfficer)];
      const int sail = crew.landed[i][santa::RankIndex(Rank::kSailor)];
      const float x = c_isl + i * isl_w;
      if (off + sail == 0) {
        Text(draw, fonts.body, px, ImVec2(x, y), ui::colour::kCreamDim, "-");
        continue;
      }
      // "2o 1s": officers and sailors landed there.
      std::string text;
      if (off > 0) text += std::to_string(off) + "o";
      if (sail > 0) text += (text.empty() ? "" : " ") + std::to_string(sail) + "s";
      Text(draw, fonts.body, px, ImVec2(x, y), ui::colour::kCream,
           Fit(fonts.body, px, text, isl_w - 2));
    }
    const int lost = crew.lost[0] + crew.lost[1];
    Text(draw, fonts.body, px, ImVec2(c_lost, y), ui::colour::kCream, std::to_string(lost));
    Text(draw, fonts.body, px, ImVec2(c_hats, y), ui::colour::kCream,
         std::to_string(state.HatsLeft(p)));
    char points[16];
    std::snprintf(points, sizeof points, "%d", static_cast<int>(scores[p]));
    Text(draw, fonts.bold, px, ImVec2(c_pts, y), ui::colour::kGold, points);
    y += row;
  }
  // The key, or at the end how a tie was broken.
  std::string note = "o = officer, s = sailor. Ties: the first boat to land wins.";
  if (over) {
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
      note = "Tie on " + std::to_string(static_cast<int>(best)) +
             " points: " + Name(context, winner) + "'s boat landed first (stage " +
             std::to_string(state.boat(winner).landing_stage + 1) + "), so " +
             Name(context, winner) + " wins the tie-break.";
    } else if (tied > 1) {
      note = "Tie on " + std::to_string(static_cast<int>(best)) +
             " points and none of the tied players' boats landed: they share the win.";
    } else {
      note = Name(context, winner) + " has the most points.";
    }
  }
  Wrapped(draw, fonts.body, px * 0.85f, ImVec2(c_name, y + 2), w, ui::colour::kCreamDim, note);
  draw->PopClipRect();
}

}  // namespace tinsel::app
