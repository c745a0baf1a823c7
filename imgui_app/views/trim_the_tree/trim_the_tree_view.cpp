#include "views/trim_the_tree/trim_the_tree_view.h"

#include <algorithm>
#include <cmath>
#include <vector>

#include "games/trim_the_tree/trim_the_tree.h"
#include "ui/theme.h"
#include "views/trim_the_tree/trim_the_tree_drawing.h"

namespace tinsel::app {
namespace {

using kit::FontPixels;
using kit::Text;
using kit::TextWidth;
using trim::TrimTheTreeState;

constexpr float kSqrt3Half = 0.8660254f;

// Where the lattice of one tree sits on screen.
struct Lattice {
  ImVec2 top;  // centre of space 1
  float d;     // distance between adjacent spaces

  ImVec2 At(int space) const {
    const int row = trim::SpaceRow(space) - 1;
    const int column = trim::SpaceColumn(space) - 1;
    return ImVec2(top.x + (static_cast<float>(column) - row * 0.5f) * d,
                  top.y + static_cast<float>(row) * d * kSqrt3Half);
  }
};

std::string PointsText(int points) {
  return std::to_string(points) + (points == 1 ? " point" : " points");
}

const std::string& SeatName(const ViewContext& context, int seat) {
  return context.seat_names[seat];
}

// The 16 small triangles of a tree: faint, gold once completed with three colours and shapes,
// brighter where the last placement just scored.
void DrawTriangles(ImDrawList* draw, const TrimTheTreeState& state, int seat,
                   const Lattice& lattice) {
  const auto& last = state.LastPlacement();
  const auto& triangles = trim::Triangles();
  for (int t = 0; t < trim::kNumTriangles; ++t) {
    const ImVec2 a = lattice.At(triangles[t][0]);
    const ImVec2 b = lattice.At(triangles[t][1]);
    const ImVec2 c = lattice.At(triangles[t][2]);
    ImU32 fill = trim::TrianglePointsUp(t) ? IM_COL32(255, 255, 255, 16) : IM_COL32(0, 0, 0, 26);
    const int ka = state.OrnamentAt(seat, triangles[t][0]);
    const int kb = state.OrnamentAt(seat, triangles[t][1]);
    const int kc = state.OrnamentAt(seat, triangles[t][2]);
    if (ka != trim::kNoOrnament && kb != trim::kNoOrnament && kc != trim::kNoOrnament &&
        trim::AllDifferent(ka, kb, kc)) {
      fill = IM_COL32(232, 188, 74, 90);
      if (last && last->player == seat) {
        for (int i = 0; i < last->result.completed; ++i) {
          if (last->result.triangles[i] == t && last->result.scored[i]) {
            fill = IM_COL32(255, 214, 90, 170);  // just scored
          }
        }
      }
    }
    draw->AddTriangleFilled(a, b, c, fill);
  }
  for (const auto& segment : trim::Segments()) {
    draw->AddLine(lattice.At(segment[0]), lattice.At(segment[1]), IM_COL32(248, 238, 214, 110),
                  std::max(1.0f, lattice.d * 0.035f));
  }
}

// "+3" beside a space: what placing the chosen ornament there would score.
void DrawGain(ImDrawList* draw, ImVec2 p, float d, int points) {
  const ui::Fonts& fonts = ui::GetFonts();
  const std::string gain = "+" + std::to_string(points);
  const float label_size = FontPixels(fonts.bold);
  const ImVec2 at(p.x + d * 0.32f, p.y - d * 0.55f);
  draw->AddRectFilled(
      ImVec2(at.x - 4, at.y - 2),
      ImVec2(at.x + TextWidth(fonts.bold, label_size, gain) + 4, at.y + label_size + 2),
      ui::colour::kGold, 6);
  Text(draw, fonts.bold, label_size, at, ui::colour::kInk, gain);
}

// The hint's space: a red ring with a cream edge, outside the gold legal ring, and a "hint"
// tag so it is not taken for the newest ornament's ring.
void DrawHintRing(ImDrawList* draw, ImVec2 p, float d) {
  const ui::Fonts& fonts = ui::GetFonts();
  draw->AddCircle(p, d * 0.47f, ui::colour::kCream, 32, 2.0f);
  draw->AddCircle(p, d * 0.43f, ui::colour::kRed, 32, 3.5f);
  const float tag = FontPixels(fonts.bold) * 0.8f;
  const float tag_w = TextWidth(fonts.bold, tag, "hint");
  const ImVec2 at(p.x - tag_w * 0.5f, p.y - d * 0.47f - tag - 4);
  draw->AddRectFilled(ImVec2(at.x - 5, at.y - 1), ImVec2(at.x + tag_w + 5, at.y + tag + 1),
                      ui::colour::kRed, 6);
  Text(draw, fonts.bold, tag, at, ui::colour::kCream, "hint");
}

}  // namespace

ViewResult TrimTheTreeView::Draw(const ViewContext& context) {
  ViewResult result;
  const auto* state = dynamic_cast<const TrimTheTreeState*>(&context.table);
  if (state == nullptr) return result;
  const bool my_turn = context.input_enabled && state->CurrentPlayer() >= 0;
  PickTheOnlyOrnament(*state, my_turn);

  const float box_height = std::clamp(context.size.y * 0.21f, 124.0f, 160.0f);
  DrawBox(context, *state, context.origin, ImVec2(context.size.x, box_height), my_turn);
  const ImVec2 area_min(context.origin.x, context.origin.y + box_height + 10);
  const ImVec2 area(context.size.x, context.size.y - box_height - 10);
  DrawTrees(context, *state, kit::Box::Sized(area_min, area), my_turn, result);

  if (message_.empty() && my_turn) {
    result.message = selected_ >= 0 ? "Place the " + trim::OrnamentName(selected_) +
                                          " on a highlighted space of your tree."
                                    : "Choose an ornament from the Box.";
  } else {
    result.message = message_;
  }
  return result;
}

void TrimTheTreeView::PickTheOnlyOrnament(const TrimTheTreeState& state, bool my_turn) {
  if (my_turn && selected_ < 0) {
    int kinds = 0, only = -1;
    for (int kind = 0; kind < trim::kNumKinds; ++kind) {
      if (state.BoxCount(kind) > 0) {
        ++kinds;
        only = kind;
      }
    }
    if (kinds == 1) selected_ = only;
    only_choice_ = kinds == 1;
  }
  if (selected_ >= 0 && state.BoxCount(selected_) == 0) selected_ = -1;
}

int TrimTheTreeView::FocusSeat(const ViewContext& context, const TrimTheTreeState& state) {
  // Before anybody viewed the table (all bots): the player to move, else the winner.
  int fallback = state.CurrentPlayer();
  if (fallback < 0 && state.IsTerminal()) {
    const std::vector<bool> winners = state.Winners();
    fallback = static_cast<int>(std::find(winners.begin(), winners.end(), true) - winners.begin());
  }
  if (fallback < 0) fallback = state.BagHolder();
  const int seat = home_seat_.Update(context.viewer, context.game_token, fallback);
  return seat >= 0 && seat < state.NumPlayers() ? seat : 0;
}

void TrimTheTreeView::DrawTrees(const ViewContext& context, const TrimTheTreeState& state,
                                kit::Box area, bool my_turn, ViewResult& result) {
  // Your tree large (the seat at the device), the others beside it in turn order after it;
  // on a tall screen (a phone held upright) the others go in a row under it.
  const int players = state.NumPlayers();
  const int focus = FocusSeat(context, state);
  std::vector<std::pair<int, Clicks>> clicks;
  if (players == 1) {
    clicks.push_back(
        {0, DrawTree(context, state, 0, area.min, ImVec2(area.w(), area.h()), true, my_turn)});
  } else if (area.h() > area.w() * 1.15f) {
    const float gap = 8;
    const float focus_height = area.h() * (players == 2 ? 0.58f : 0.62f);
    clicks.push_back({focus, DrawTree(context, state, focus, area.min,
                                      ImVec2(area.w(), focus_height - gap), true, my_turn)});
    const int others = players - 1;
    const ImVec2 cell((area.w() - gap * (others - 1)) / others, area.h() - focus_height);
    for (int offset = 1; offset < players; ++offset) {
      const int seat = (focus + offset) % players;
      const ImVec2 min(area.min.x + (offset - 1) * (cell.x + gap), area.min.y + focus_height);
      clicks.push_back({seat, DrawTree(context, state, seat, min, cell, false, my_turn)});
    }
  } else {
    const float focus_width = area.w() * (players == 2 ? 0.56f : 0.54f);
    clicks.push_back({focus, DrawTree(context, state, focus, area.min,
                                      ImVec2(focus_width - 8, area.h()), true, my_turn)});
    const int others = players - 1;
    const int columns = others <= 2 ? 1 : 2;
    const int rows = (others + columns - 1) / columns;
    const float gap = 8;
    const ImVec2 side_min(area.min.x + focus_width, area.min.y);
    const ImVec2 cell((area.w() - focus_width - gap * (columns - 1)) / columns,
                      (area.h() - gap * (rows - 1)) / rows);
    int k = 0;
    for (int offset = 1; offset < players; ++offset, ++k) {
      const int seat = (focus + offset) % players;
      const ImVec2 min(side_min.x + (k % columns) * (cell.x + gap),
                       side_min.y + (k / columns) * (cell.y + gap));
      clicks.push_back({seat, DrawTree(context, state, seat, min, cell, false, my_turn)});
    }
  }
  for (const auto& [seat, click] : clicks) {
    if (click.space) ClickSpace(context, state, seat, *click.space, result);
  }
}

void TrimTheTreeView::ClickSpace(const ViewContext& context, const TrimTheTreeState& state,
                                 int seat, int space, ViewResult& result) {
  const int current = state.CurrentPlayer();
  if (!context.input_enabled || current < 0) {
    message_ = current >= 0 ? "Wait for " + SeatName(context, current) + "." : "";
    return;
  }
  if (seat != current) {
    message_ = "That is " + SeatName(context, seat) + "'s tree: place on your own, the large one.";
    return;
  }
  if (selected_ < 0) {
    message_ = "First choose an ornament from the Box, then a space.";
    return;
  }
  message_ = kit::Propose(state, trim::PlaceAction(selected_, space), result);
}

void TrimTheTreeView::DrawBox(const ViewContext& context, const TrimTheTreeState& state, ImVec2 min,
                              ImVec2 size, bool my_turn) {
  const ui::Fonts& fonts = ui::GetFonts();
  ImDrawList* draw = ImGui::GetWindowDrawList();
  const ImVec2 max(min.x + size.x, min.y + size.y);
  // The Box: a wooden tray.
  draw->AddRectFilled(min, max, IM_COL32(120, 78, 44, 255), 14);
  draw->AddRectFilled(ImVec2(min.x + 6, min.y + 6), ImVec2(max.x - 6, max.y - 6),
                      IM_COL32(146, 98, 58, 255), 10);
  draw->AddRect(min, max, ui::colour::kGold, 14, 0, 2);

  const float body = FontPixels(fonts.body);
  const float small = body * 0.8f;
  Text(draw, fonts.bold, FontPixels(fonts.bold), ImVec2(min.x + 18, min.y + 10), ui::colour::kCream,
       "The Box");
  const float info_width = std::min(300.0f, size.x * (size.x < 600 ? 0.5f : 0.34f));
  const float info_x = max.x - info_width - 12;
  DrawBoxInfo(context, state, info_x, kit::Box::Corners(min, max));

  // Legend for telling colours apart without colour vision, beside the title.
  const float title_width = TextWidth(fonts.bold, FontPixels(fonts.bold), "The Box");
  draw->PushClipRect(min, ImVec2(info_x - 8, max.y), true);
  Text(draw, fonts.body, small,
       ImVec2(min.x + 18 + title_width + 18, min.y + 10 + (FontPixels(fonts.bold) - small)),
       ui::colour::kCreamDim, "Letters: R red, Y yellow, B blue, P purple");
  draw->PopClipRect();

  const TileRow row = LayOutTiles(state, kit::Box::Corners(min, max), info_x);
  if (row.kinds.empty()) {
    Text(draw, fonts.body, body, ImVec2(row.left, row.top + row.tile * 0.3f), ui::colour::kCreamDim,
         state.IsTerminal() ? "Every tree is full." : "Empty: the next ornaments are drawn.");
  }
  float x = row.left;
  for (size_t index = 0; index < row.kinds.size(); ++index) {
    x += DrawTile(context, state, row, index, x, my_turn) + row.gap;
  }
}

void TrimTheTreeView::DrawBoxInfo(const ViewContext& context, const TrimTheTreeState& state,
                                  float info_x, kit::Box box) {
  const ui::Fonts& fonts = ui::GetFonts();
  ImDrawList* draw = ImGui::GetWindowDrawList();
  const float small = FontPixels(fonts.body) * 0.8f;
  std::vector<std::string> info;
  info.push_back("Round " + std::to_string(std::min(state.Round(), trim::kNumRounds)) + " of " +
                 std::to_string(trim::kNumRounds));
  info.push_back("Bag: " + std::to_string(state.BagSize()) + " left, held by " +
                 SeatName(context, state.BagHolder()));
  if (const auto& last = state.LastPlacement()) {
    info.push_back("Last: " + SeatName(context, last->player) + " put a " +
                   trim::OrnamentName(last->kind) + " on space " +
                   std::to_string(trim::SpaceNumber(last->space)));
    info.push_back(last->result.points > 0
                       ? "  scored " + PointsText(last->result.points) + " (" +
                             std::to_string(last->result.good) + " good triangle" +
                             (last->result.good == 1 ? ")" : "s)")
                       : "  no points");
  }
  float y = box.min.y + 12;
  draw->PushClipRect(ImVec2(info_x, box.min.y), box.max, true);
  for (const std::string& line : info) {
    // Wrapped in the info column (narrow on a phone) rather than cut.
    y += kit::WrappedText(draw, fonts.body, small, ImVec2(info_x, y), box.max.x - info_x - 10,
                          ui::colour::kCream, line) +
         2;
  }
  draw->PopClipRect();
}

TrimTheTreeView::TileRow TrimTheTreeView::LayOutTiles(const TrimTheTreeState& state, kit::Box box,
                                                      float info_x) const {
  const ui::Fonts& fonts = ui::GetFonts();
  TileRow row;
  // The ornaments, one tile each, in the order of their kind (duplicates side by side).
  for (int kind = 0; kind < trim::kNumKinds; ++kind) {
    for (int copy = 0; copy < state.BoxCount(kind); ++copy) row.kinds.push_back(kind);
  }
  row.label_pixels = FontPixels(fonts.body) * 0.8f;
  row.top = box.min.y + 10 + FontPixels(fonts.bold) + 8;
  row.left = box.min.x + 18;
  row.gap = 12;
  const float avail = info_x - 12 - row.left;
  row.tile = std::clamp(box.max.y - row.top - row.label_pixels - 14, 40.0f, 96.0f);
  // Labels: the full name when there is room, else only the shape (the colour shows in the
  // ornament and its letter); tiles shrink as a last resort.
  auto slots_width = [&](bool full) {
    float total = 0;
    for (int kind : row.kinds) {
      const std::string label =
          full ? trim::OrnamentName(kind) : std::string(trim::ShapeName(trim::ShapeOf(kind)));
      total += std::max(row.tile, TextWidth(fonts.body, row.label_pixels, label)) + row.gap;
    }
    return total;
  };
  row.full_labels = slots_width(true) <= avail;
  if (!row.full_labels && slots_width(false) > avail && !row.kinds.empty()) {
    row.tile = std::max(28.0f, avail / static_cast<float>(row.kinds.size()) - row.gap);
  }
  return row;
}

float TrimTheTreeView::DrawTile(const ViewContext& context, const TrimTheTreeState& state,
                                const TileRow& row, size_t index, float x, bool my_turn) {
  const ui::Fonts& fonts = ui::GetFonts();
  ImDrawList* draw = ImGui::GetWindowDrawList();
  const int kind = row.kinds[index];
  const bool first_copy = index == 0 || row.kinds[index - 1] != kind;
  const std::string name = trim::OrnamentName(kind);
  const std::string label =
      row.full_labels ? name : std::string(trim::ShapeName(trim::ShapeOf(kind)));
  const float label_width = TextWidth(fonts.body, row.label_pixels, label);
  const float tile = row.tile;
  const float slot = std::max(tile, label_width);
  const float tx = x + (slot - tile) * 0.5f;
  const ImVec2 a(tx, row.top), b(tx + tile, row.top + tile);
  bool hovered = false;
  const bool clicked = kit::HitArea(context.widgets, "trim:box:" + std::to_string(index), name, a,
                                    b, true, &hovered, /*legal=*/my_turn && first_copy);
  hovered = hovered && my_turn;
  const bool selected = kind == selected_ && first_copy;
  draw->AddRectFilled(a, b, selected ? IM_COL32(255, 246, 214, 255) : ui::colour::kCream, 12);
  if (selected) {
    draw->AddRect(ImVec2(a.x - 3, a.y - 3), ImVec2(b.x + 3, b.y + 3), ui::colour::kGold, 14, 0, 4);
  } else if (hovered) {
    draw->AddRect(a, b, ui::colour::kGold, 12, 0, 2);
  } else if (my_turn && selected_ < 0) {
    // Invite a choice.
    draw->AddRect(a, b, IM_COL32(232, 188, 74, static_cast<int>(60 + 120 * kit::Pulse())), 12, 0,
                  2);
  }
  trim_drawing::DrawOrnament(draw, ImVec2(tx + tile * 0.5f, row.top + tile * 0.47f), tile * 0.78f,
                             kind);
  if (first_copy && context.hint && trim::IsPlaceAction(*context.hint) &&
      trim::KindOf(*context.hint) == kind) {
    // The hint's ornament: a red frame (not gold, which means "selected" or "legal").
    draw->AddRect(ImVec2(a.x - 6, a.y - 6), ImVec2(b.x + 6, b.y + 6), ui::colour::kRed, 16, 0, 3);
  }
  Text(draw, fonts.body, row.label_pixels, ImVec2(x + (slot - label_width) * 0.5f, b.y + 2),
       ui::colour::kCream, label);
  if (clicked) {
    if (!my_turn) {
      const int current = state.CurrentPlayer();
      message_ =
          current >= 0 ? "Wait for your turn: " + SeatName(context, current) + " is choosing." : "";
    } else {
      selected_ = kind;
      message_.clear();
    }
  }
  return slot;
}

TrimTheTreeView::Clicks TrimTheTreeView::DrawTree(const ViewContext& context,
                                                  const TrimTheTreeState& state, int seat,
                                                  ImVec2 min, ImVec2 size, bool focus,
                                                  bool my_turn) {
  Clicks clicks;
  const ui::Fonts& fonts = ui::GetFonts();
  ImDrawList* draw = ImGui::GetWindowDrawList();
  const ImVec2 max(min.x + size.x, min.y + size.y);
  const bool to_move = seat == state.CurrentPlayer();
  draw->AddRectFilled(min, max, to_move ? IM_COL32(232, 188, 74, 34) : IM_COL32(0, 0, 0, 36), 14);
  if (to_move) draw->AddRect(min, max, ui::colour::kGoldDim, 14, 0, 2);

  // Label: name, score, whose turn.
  ImFont* label_font = focus ? fonts.heading : fonts.bold;
  const float label = FontPixels(label_font);
  Text(draw, label_font, label, ImVec2(min.x + 14, min.y + 8), ui::colour::kCream,
       SeatName(context, seat));
  const std::string score = PointsText(state.Score(seat));
  const float score_width = TextWidth(label_font, label, score);
  Text(draw, label_font, label, ImVec2(max.x - 14 - score_width, min.y + 8), ui::colour::kGold,
       score);
  if (to_move) {
    const float small = FontPixels(fonts.body) * 0.85f;
    Text(draw, fonts.body, small, ImVec2(min.x + 14, min.y + 10 + label), ui::colour::kGold,
         "to play");
  }

  // Fit the tree (lattice + star above + pot below) into the rest of the cell.
  const float label_height = label + (to_move ? label : 0) + 10;
  const float d =
      std::max(8.0f, std::min((size.x - 16) / 5.9f, (size.y - label_height - 8) / 6.5f));
  const Lattice lattice{ImVec2((min.x + max.x) * 0.5f, min.y + label_height + 1.55f * d), d};
  trim_drawing::DrawTree(draw, lattice.top, d, focus);
  DrawTriangles(draw, state, seat, lattice);

  const bool placing_here = focus && my_turn && to_move;
  std::vector<Action> legal;
  if (placing_here) legal = state.LegalActions();
  for (int space = 0; space < trim::kNumSpaces; ++space) {
    DrawSpace(context, state, seat, space, lattice.At(space), d, placing_here, legal, clicks);
  }
  return clicks;
}

void TrimTheTreeView::DrawSpace(const ViewContext& context, const TrimTheTreeState& state, int seat,
                                int space, ImVec2 p, float d, bool placing_here,
                                const std::vector<Action>& legal, Clicks& clicks) {
  ImDrawList* draw = ImGui::GetWindowDrawList();
  const int kind = state.OrnamentAt(seat, space);
  const float hit = d * 0.84f;
  const ImVec2 a(p.x - hit * 0.5f, p.y - hit * 0.5f), b(p.x + hit * 0.5f, p.y + hit * 0.5f);
  const bool legal_target = kind == trim::kNoOrnament && placing_here && selected_ >= 0 &&
                            Contains(legal, trim::PlaceAction(selected_, space));
  const std::string id =
      "trim:space:" + std::to_string(seat) + ":" + std::to_string(trim::SpaceNumber(space));
  bool hovered = false;
  if (kit::HitArea(context.widgets, id,
                   kind == trim::kNoOrnament ? "empty" : trim::OrnamentName(kind), a, b, true,
                   &hovered, legal_target)) {
    clicks.space = space;
  }

  if (kind == trim::kNoOrnament) {
    DrawEmptySpace(context, state, seat, space, p, d, placing_here, legal_target, hovered);
    return;
  }
  trim_drawing::DrawOrnament(draw, p, d * 0.74f, kind);
  const auto& last = state.LastPlacement();
  if (last && last->player == seat && last->space == space) {
    // The newest ornament on this tree: a ring in cream and red.
    draw->AddCircle(p, d * 0.46f, ui::colour::kCream, 32, 2.5f);
    draw->AddCircle(p, d * 0.5f, ui::colour::kRed, 32, 2.0f);
  }
}

void TrimTheTreeView::DrawEmptySpace(const ViewContext& context, const TrimTheTreeState& state,
                                     int seat, int space, ImVec2 p, float d, bool placing_here,
                                     bool legal_target, bool hovered) {
  const ui::Fonts& fonts = ui::GetFonts();
  ImDrawList* draw = ImGui::GetWindowDrawList();
  draw->AddCircleFilled(p, d * 0.2f, IM_COL32(10, 44, 28, 255), 24);
  draw->AddCircle(p, d * 0.2f, IM_COL32(248, 238, 214, 140), 24, 1.5f);
  if (d >= 44) {
    const float small = FontPixels(fonts.body) * 0.7f;
    const std::string number = std::to_string(trim::SpaceNumber(space));
    const float w = TextWidth(fonts.body, small, number);
    Text(draw, fonts.body, small, ImVec2(p.x - w * 0.5f, p.y - small * 0.5f), ui::colour::kCreamDim,
         number);
  }
  if (placing_here && context.hint && trim::IsPlaceAction(*context.hint) &&
      trim::SpaceOf(*context.hint) == space) {
    DrawHintRing(draw, p, d);
  }
  const float pulse = kit::Pulse();
  if (legal_target) {
    // Gold ring (shape, not only colour) on every space the chosen ornament may go.
    draw->AddCircle(p, d * (0.32f + 0.04f * pulse), ui::colour::kGold, 32, 3.0f + pulse);
    if (hovered) {
      trim_drawing::DrawOrnament(draw, p, d * 0.74f, selected_, 0.55f);
      const trim::PlacementResult preview = state.PreviewPlacement(seat, selected_, space);
      if (preview.points > 0) DrawGain(draw, p, d, preview.points);
    }
  } else if (placing_here && selected_ < 0 && (state.PlayableSpaces(seat) & (1u << space))) {
    draw->AddCircle(p, d * 0.3f, ui::colour::kGoldDim, 32, 2.0f);
  }
}

}  // namespace tinsel::app
