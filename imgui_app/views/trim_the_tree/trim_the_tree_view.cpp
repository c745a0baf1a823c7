#include "views/trim_the_tree/trim_the_tree_view.h"

#include <algorithm>
#include <cmath>
#include <vector>

#include "games/trim_the_tree/trim_the_tree.h"
#include "ui/controls.h"
#include "ui/drawn_text.h"
#include "ui/input_state.h"
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
void DrawGain(ImVec2 p, float d, int points) {
  // A tag above and right of the space, over its neighbours like any tooltip (its own window,
  // so it covers the tree on purpose).
  const std::string gain = "+" + std::to_string(points);
  ImGui::SetNextWindowPos(ImVec2(p.x + d * 0.32f, p.y - d * 0.55f));
  ImGui::PushStyleColor(ImGuiCol_PopupBg, ui::colour::kGold);
  ImGui::PushStyleColor(ImGuiCol_Border, ui::colour::kGold);
  ImGui::PushStyleColor(ImGuiCol_Text, ui::colour::kInk);
  ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(5, 2));
  ImGui::BeginTooltip();
  ImGui::PushFont(ui::GetFonts().bold);
  ui::Label(gain);
  ImGui::PopFont();
  ImGui::EndTooltip();
  ImGui::PopStyleVar();
  ImGui::PopStyleColor(3);
}

}  // namespace

void TrimTheTreeView::DrawTable(const ViewContext& context, const TrimTheTreeState& state,
                                bool my_turn, ViewResult& result) {
  PickTheOnlyOrnament(state, my_turn);
  if (context.size.x > context.size.y * 1.7f) {
    // Wide and short (a phone on its side): the Box down the left, the trees the full height.
    const float box_width = std::clamp(context.size.x * 0.3f, 210.0f, 320.0f);
    DrawBox(context, state, context.origin, ImVec2(box_width, context.size.y), my_turn,
            /*column=*/true);
    const ImVec2 area_min(context.origin.x + box_width + 10, context.origin.y);
    const ImVec2 area(context.size.x - box_width - 10, context.size.y);
    DrawTrees(context, state, kit::Box::Sized(area_min, area), my_turn, result);
  } else {
    const float box_height = BoxHeight(context, state);
    DrawBox(context, state, context.origin, ImVec2(context.size.x, box_height), my_turn,
            /*column=*/false);
    const ImVec2 area_min(context.origin.x, context.origin.y + box_height + 10);
    const ImVec2 area(context.size.x, context.size.y - box_height - 10);
    DrawTrees(context, state, kit::Box::Sized(area_min, area), my_turn, result);
  }
}

std::string TrimTheTreeView::Status(const TrimTheTreeState& /*state*/, bool my_turn) const {
  if (!my_turn) return "";
  return selected_ >= 0 ? "Place the " + trim::OrnamentName(selected_) +
                              " on a highlighted space of your tree."
                        : "Choose an ornament from the Box.";
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
    // On a touch screen the large tree takes what its spaces need to be a finger apart (the
    // lattice 6.5 spaces tall under two lines of label), the others what is left.
    const ui::Fonts& fonts = ui::GetFonts();
    const float finger_height =
        ui::MinHitSize() * 1.04f * 6.5f + 2 * FontPixels(fonts.heading) + 18 + gap;
    const float focus_height =
        std::min(area.h() * 0.75f, std::max(area.h() * (players == 2 ? 0.58f : 0.62f),
                                            std::min(finger_height, area.w() * 1.1f)));
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
    // A finger needs the large tree's spaces wider apart than a mouse does.
    const float focus_width = area.w() * (ui::Input().coarse_pointer ? 0.6f
                                          : players == 2             ? 0.56f
                                                                     : 0.54f);
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
  Try(state, trim::PlaceAction(selected_, space), result);
}

namespace {

constexpr const char* kLegend = "Letters: R red, Y yellow, B blue, P purple";
constexpr const char* kLegendShort = "R red, Y yellow, B blue, P purple";

// The words under a tile: the ornament's full name, or only its shape (its colour shows).
std::string TileLabel(const TrimTheTreeView::TileRow& row, int kind) {
  return row.full_labels ? trim::OrnamentName(kind)
                         : std::string(trim::ShapeName(trim::ShapeOf(kind)));
}

// A tile's room in its row: the tile, or its label when that is wider.
float SlotWidth(const TrimTheTreeView::TileRow& row, int kind) {
  const ui::Fonts& fonts = ui::GetFonts();
  return std::max(row.tile, TextWidth(fonts.body, row.label_pixels, TileLabel(row, kind)));
}

// The Box's info column (Round, Bag, the last placement) on a Box `width` wide.
float InfoWidth(float width) { return std::min(300.0f, width * (width < 600 ? 0.5f : 0.34f)); }

}  // namespace

std::vector<std::string> TrimTheTreeView::BoxInfo(const ViewContext& context,
                                                  const TrimTheTreeState& state) const {
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
                       ? "scored " + PointsText(last->result.points) + " (" +
                             std::to_string(last->result.good) + " good triangle" +
                             (last->result.good == 1 ? ")" : "s)")
                       : "no points");
  }
  return info;
}

float TrimTheTreeView::BoxHeight(const ViewContext& context, const TrimTheTreeState& state) const {
  // Tall enough for its words: the info column wrapped, and the legend under the title when
  // it does not fit beside it (a phone).
  const ui::Fonts& fonts = ui::GetFonts();
  const float width = context.size.x;
  const float small = FontPixels(fonts.body) * 0.8f;
  const float info_width = InfoWidth(width) - 10;
  float info_height = 24;
  for (const std::string& line : BoxInfo(context, state)) {
    info_height += fonts.body->CalcTextSizeA(small, 1e9f, info_width, line.c_str()).y + 2;
  }
  const float left_width = width - InfoWidth(width) - 12 - 36;
  const float title = FontPixels(fonts.bold);
  const bool legend_beside =
      TextWidth(fonts.bold, title, "The Box") + 18 + TextWidth(fonts.body, small, kLegend) <=
      left_width;
  const float legend_height =
      legend_beside ? 0 : fonts.body->CalcTextSizeA(small, 1e9f, left_width, kLegend).y + 4;
  const float tiles = 10 + title + 8 + legend_height + 40 + small + 14;
  const float base = std::clamp(context.size.y * 0.21f, 124.0f, 160.0f) + legend_height;
  return std::min(std::max({base, info_height, tiles}), context.size.y * 0.45f);
}

void TrimTheTreeView::DrawBox(const ViewContext& context, const TrimTheTreeState& state, ImVec2 min,
                              ImVec2 size, bool my_turn, bool column) {
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
  const float title = FontPixels(fonts.bold);
  Text(draw, fonts.bold, title, ImVec2(min.x + 18, min.y + 10), ui::colour::kCream, "The Box");
  // The info: a column on the right, or (a column Box) under the tiles.
  const float info_x = column ? max.x : max.x - InfoWidth(size.x) - 12;
  const float left_width = info_x - 12 - (min.x + 18);

  // Letters for telling colours apart without colour vision: beside the title where they fit,
  // else under it.
  const float title_width = TextWidth(fonts.bold, title, "The Box");
  float top = min.y + 10 + title + 8;
  if (title_width + 18 + TextWidth(fonts.body, small, kLegend) <= left_width) {
    Text(draw, fonts.body, small,
         ImVec2(min.x + 18 + title_width + 18, min.y + 10 + (title - small)), ui::colour::kCreamDim,
         kLegend);
  } else if (TextWidth(fonts.body, small, kLegendShort) <= left_width) {
    // Under the title, on one line when the shorter words fit (a column Box is tight).
    top += kit::WrappedText(draw, fonts.body, small, ImVec2(min.x + 18, top - 4), left_width,
                            ui::colour::kCreamDim, kLegendShort);
  } else {
    top += kit::WrappedText(draw, fonts.body, small, ImVec2(min.x + 18, top - 4), left_width,
                            ui::colour::kCreamDim, kLegend);
  }

  // A column Box too short for its tiles and every info line drops the last lines (what was
  // last placed, which the log keeps too) before the tiles shrink past a finger.
  std::vector<std::string> info = BoxInfo(context, state);
  float info_height = 0;
  TileRow row;
  while (true) {
    info_height = 0;
    for (const std::string& line : info) {
      info_height +=
          fonts.body
              ->CalcTextSizeA(small, 1e9f, column ? size.x - 36 : max.x - info_x - 10, line.c_str())
              .y +
          2;
    }
    const float tiles_bottom = column ? max.y - info_height - 16 : max.y;
    row = LayOutTiles(state, kit::Box::Corners(ImVec2(min.x, top), ImVec2(max.x, tiles_bottom)),
                      info_x, column);
    if (row.fits || info.size() <= 1) break;
    info.pop_back();
  }
  if (row.kinds.empty()) {
    Text(draw, fonts.body, body, ImVec2(row.left, row.top + row.tile * 0.3f), ui::colour::kCreamDim,
         state.IsTerminal() ? "Every tree is full." : "Empty: the next ornaments are drawn.");
  }
  float x = row.left;
  float y = row.top;
  for (size_t index = 0; index < row.kinds.size(); ++index) {
    // A column Box wraps its tiles into rows.
    if (column && x > row.left && x + SlotWidth(row, row.kinds[index]) > info_x - 12) {
      x = row.left;
      y += row.tile + row.label_pixels + 8;
    }
    TileRow at = row;
    at.top = y;
    x += DrawTile(context, state, at, index, x, my_turn) + row.gap;
  }

  float info_y = column ? max.y - info_height - 12 : min.y + 12;
  const float info_left = column ? min.x + 18 : info_x;
  const float info_width = column ? size.x - 36 : max.x - info_x - 10;
  for (const std::string& line : info) {
    // Wrapped in the info column (narrow on a phone) rather than cut.
    info_y += kit::WrappedText(draw, fonts.body, small, ImVec2(info_left, info_y), info_width,
                               ui::colour::kCream, line) +
              2;
  }
}

TrimTheTreeView::TileRow TrimTheTreeView::LayOutTiles(const TrimTheTreeState& state, kit::Box box,
                                                      float info_x, bool column) const {
  const ui::Fonts& fonts = ui::GetFonts();
  TileRow row;
  // The ornaments, one tile each, in the order of their kind (duplicates side by side).
  for (int kind = 0; kind < trim::kNumKinds; ++kind) {
    for (int copy = 0; copy < state.BoxCount(kind); ++copy) row.kinds.push_back(kind);
  }
  row.label_pixels = FontPixels(fonts.body) * 0.8f;
  row.top = box.min.y;
  row.left = box.min.x + 18;
  row.gap = 12;
  const float avail = info_x - 12 - row.left;
  row.tile = std::clamp(box.max.y - row.top - row.label_pixels - 14, 40.0f, 96.0f);
  if (column) {
    // Rows of tiles: as large as lets them all fit the Box's height.
    row.full_labels = false;
    for (float tile = std::min(row.tile, 72.0f); tile >= 40.0f; tile -= 4.0f) {
      row.tile = tile;
      // The rows DrawBox makes: a tile goes to a new row when its slot would pass the edge.
      int rows = 1;
      float x = row.left;
      for (int kind : row.kinds) {
        const float slot = SlotWidth(row, kind);
        if (x > row.left && x + slot > row.left + avail) {
          ++rows;
          x = row.left;
        }
        x += slot + row.gap;
      }
      row.fits = rows * (tile + row.label_pixels + 8) <= box.max.y - row.top;
      if (row.fits) break;
    }
    return row;
  }
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
  const std::string label = TileLabel(row, kind);
  const float label_width = TextWidth(fonts.body, row.label_pixels, label);
  const float tile = row.tile;
  const float slot = SlotWidth(row, kind);
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

  // Fit the tree (lattice + star above + pot below) into the rest of the cell; a short cell
  // (a phone on its side) gets a smaller star and pot, so the spaces stay a finger wide.
  const bool compact = size.y < size.x * 1.1f;
  const float tall = compact ? 5.3f : 6.5f;
  auto spacing = [&](float label_height) {
    return std::max(8.0f, std::min((size.x - 16) / 5.9f, (size.y - label_height - 8) / tall));
  };
  const std::string score = PointsText(state.Score(seat));
  const float small = FontPixels(fonts.body) * 0.85f;
  // Label: name, score, whose turn. The score keeps its room; the name has the rest. A short
  // wide cell puts them in the top corners beside the star, where the tree is narrow, when they
  // fit there: the tree gets the whole height.
  float d = spacing(0);
  const float corner = size.x * 0.5f - 1.1f * d - 14;  // beside the star and the top space
  const float corner_score = TextWidth(fonts.bold, FontPixels(fonts.bold), score);
  const bool in_corners = compact && focus && corner >= std::max(corner_score, 60.0f);
  ImFont* label_font = focus && !in_corners ? fonts.heading : fonts.bold;
  const float label = FontPixels(label_font);
  const float score_width = TextWidth(label_font, label, score);
  const float label_height = in_corners ? 0 : label + (to_move ? label : 0) + 10;
  if (!in_corners) d = spacing(label_height);

  Text(draw, label_font, label, ImVec2(max.x - 14 - score_width, min.y + 8), ui::colour::kGold,
       score);
  ui::NameText(context.widgets, "trim:name:" + std::to_string(seat), draw, label_font, label,
               ImVec2(min.x + 14, min.y + 8), ui::colour::kCream, SeatName(context, seat),
               in_corners ? corner : size.x - 28 - score_width - 10);
  if (to_move) {
    Text(draw, fonts.body, small, ImVec2(min.x + 14, min.y + 10 + label), ui::colour::kGold,
         "to play");
  }
  const Lattice lattice{
      ImVec2((min.x + max.x) * 0.5f, min.y + label_height + (compact ? 1.05f : 1.55f) * d), d};
  trim_drawing::DrawTree(draw, lattice.top, d, focus, compact);
  DrawTriangles(draw, state, seat, lattice);

  const bool placing_here = focus && my_turn && to_move;
  std::vector<Action> legal;
  if (placing_here) legal = state.LegalActions();
  for (int space = 0; space < trim::kNumSpaces; ++space) {
    DrawSpace(context, state, seat, space, lattice.At(space), d, focus, placing_here, legal,
              clicks);
  }
  return clicks;
}

void TrimTheTreeView::DrawSpace(const ViewContext& context, const TrimTheTreeState& state, int seat,
                                int space, ImVec2 p, float d, bool focus, bool placing_here,
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
  // Only the large tree's spaces are targets (the small ones are for looking, and too small for
  // a finger); a click on a small one still says whose tree it is.
  if (kit::HitArea(context.widgets, id,
                   kind == trim::kNoOrnament ? "empty" : trim::OrnamentName(kind), a, b,
                   /*registered=*/focus && context.input_enabled, &hovered, legal_target)) {
    clicks.space = space;
  }
  // With an ornament chosen, a space it may not go to says why (the rules' own words).
  if (focus && placing_here && selected_ >= 0 && !legal_target) {
    kit::Explain(hovered, state.WhyIllegal(trim::PlaceAction(selected_, space)));
  }

  if (kind == trim::kNoOrnament) {
    DrawEmptySpace(context, state, seat, space, p, d, placing_here, legal_target, hovered);
    return;
  }
  trim_drawing::DrawOrnament(draw, p, d * 0.74f, kind);
  const float r = d * 0.4f;
  recent_.Piece(context, draw,
                "trim:ornament:" + std::to_string(seat) + ":" +
                    std::to_string(trim::SpaceNumber(space)) + ":" + trim::OrnamentName(kind),
                seat, ImVec2(p.x - r, p.y - r), ImVec2(p.x + r, p.y + r), r);
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
  // The space's number, unless the chosen ornament is shown there (the pointer is on it).
  if (d >= 44 && !(legal_target && hovered)) {
    const float small = FontPixels(fonts.body) * 0.7f;
    const std::string number = std::to_string(trim::SpaceNumber(space));
    const float w = TextWidth(fonts.body, small, number);
    Text(draw, fonts.body, small, ImVec2(p.x - w * 0.5f, p.y - small * 0.5f), ui::colour::kCreamDim,
         number);
  }
  if (placing_here && context.hint && trim::IsPlaceAction(*context.hint) &&
      trim::SpaceOf(*context.hint) == space) {
    kit::HintRing(draw, p, d);
  }
  const float pulse = kit::Pulse();
  if (legal_target) {
    // Gold ring (shape, not only colour) on every space the chosen ornament may go.
    draw->AddCircle(p, d * (0.32f + 0.04f * pulse), ui::colour::kGold, 32, 3.0f + pulse);
    if (hovered) {
      trim_drawing::DrawOrnament(draw, p, d * 0.74f, selected_, 0.55f);
      const trim::PlacementResult preview = state.PreviewPlacement(seat, selected_, space);
      if (preview.points > 0) DrawGain(p, d, preview.points);
    }
  } else if (placing_here && selected_ < 0 && (state.PlayableSpaces(seat) & (1u << space))) {
    draw->AddCircle(p, d * 0.3f, ui::colour::kGoldDim, 32, 2.0f);
  }
}

}  // namespace tinsel::app
