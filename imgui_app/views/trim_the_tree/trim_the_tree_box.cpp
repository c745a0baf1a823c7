// Trim the Tree's Box: the drawn ornaments as tiles to choose from, the legend of colour
// letters and the info (round, bag, the last placement).
#include <algorithm>
#include <cmath>
#include <vector>

#include "games/trim_the_tree/trim_the_tree.h"
#include "tinsel/translate.h"
#include "ui/controls.h"
#include "ui/drawn_text.h"
#include "ui/input_state.h"
#include "ui/theme.h"
#include "views/trim_the_tree/trim_the_tree_drawing.h"
#include "views/trim_the_tree/trim_the_tree_view.h"
#include "views/trim_the_tree/trim_the_tree_view_parts.h"

namespace tinsel::app {
namespace {

using kit::FontPixels;
using kit::Text;
using kit::TextWidth;
using trim::TrimTheTreeState;
using trim_view::OrnamentWords;
using trim_view::PointsText;
using trim_view::SeatName;
using trim_view::ShapeWords;

// Translated where drawn (Tr).
// TRANSLATORS: the letters drawn on Trim the Tree's ornaments (the initials of their colours);
// keep them the same as the letters translated for each colour.
constexpr const char* kLegend = N_("Letters: R red, Y yellow, B blue, P purple");
// TRANSLATORS: the shorter legend of the ornaments' letters (the initials of their colours).
constexpr const char* kLegendShort = N_("R red, Y yellow, B blue, P purple");

// The words under a tile: the ornament's full name, or only its shape (its colour shows).
std::string TileLabel(const TrimTheTreeView::TileRow& row, int kind) {
  return row.full_labels ? OrnamentWords(kind) : ShapeWords(trim::ShapeOf(kind));
}

// A tile's room in its row: the tile, or its label when that is wider.
float SlotWidth(const TrimTheTreeView::TileRow& row, int kind) {
  const ui::Fonts& fonts = ui::GetFonts();
  return std::max(row.tile, TextWidth(fonts.body, row.label_pixels, TileLabel(row, kind)));
}

// The Box's info column (Round, Bag, the last placement) on a Box `width` wide.
float InfoWidth(float width) { return std::min(300.0f, width * (width < 600 ? 0.5f : 0.34f)); }

// The Box's wooden tray, its title and the letters that tell colours apart without colour
// vision (beside the title where they fit in `left_width`, else under it). Returns where the
// tiles may start.
float DrawTray(ImVec2 min, ImVec2 max, float left_width) {
  const ui::Fonts& fonts = ui::GetFonts();
  ImDrawList* draw = ImGui::GetWindowDrawList();
  draw->AddRectFilled(min, max, IM_COL32(120, 78, 44, 255), 14);
  draw->AddRectFilled(ImVec2(min.x + 6, min.y + 6), ImVec2(max.x - 6, max.y - 6),
                      IM_COL32(146, 98, 58, 255), 10);
  draw->AddRect(min, max, ui::colour::kGold, 14, 0, 2);
  const float small = FontPixels(fonts.body) * 0.8f;
  const float title = FontPixels(fonts.bold);
  const char* box_title = Tr("The Box");
  const char* legend = Tr(kLegend);
  const char* legend_short = Tr(kLegendShort);
  Text(draw, fonts.bold, title, ImVec2(min.x + 18, min.y + 10), ui::colour::kCream, box_title);
  const float title_width = TextWidth(fonts.bold, title, box_title);
  float top = min.y + 10 + title + 8;
  if (title_width + 18 + TextWidth(fonts.body, small, legend) <= left_width) {
    Text(draw, fonts.body, small,
         ImVec2(min.x + 18 + title_width + 18, min.y + 10 + (title - small)), ui::colour::kCreamDim,
         legend);
  } else if (TextWidth(fonts.body, small, legend_short) <= left_width) {
    // Under the title, on one line when the shorter words fit (a column Box is tight).
    top += kit::WrappedText(draw, fonts.body, small, ImVec2(min.x + 18, top - 4), left_width,
                            ui::colour::kCreamDim, legend_short);
  } else {
    top += kit::WrappedText(draw, fonts.body, small, ImVec2(min.x + 18, top - 4), left_width,
                            ui::colour::kCreamDim, legend);
  }
  return top;
}

}  // namespace

std::vector<std::string> TrimTheTreeView::BoxInfo(const ViewContext& context,
                                                  const TrimTheTreeState& state) const {
  std::vector<std::string> info;
  info.push_back(TrFormat("Round {round} of {rounds}",
                          {{"round", FormatNumber(std::min(state.Round(), trim::kNumRounds))},
                           {"rounds", FormatNumber(trim::kNumRounds)}}));
  const Arg bag_count{"count", FormatNumber(state.BagSize())};
  info.push_back(
      context.seat_names[state.BagHolder()] == "You"
          // TRANSLATORS: the Bag of ornaments: how many are left in it, held by the player at
          // the device.
          ? TrFormat("Bag: {count} left, held by you", {bag_count})
          // TRANSLATORS: the Bag of ornaments: how many are left in it, and who holds it.
          : TrFormat("Bag: {count} left, held by {name}",
                     {bag_count, {"name", SeatName(context, state.BagHolder())}}));
  if (const auto& last = state.LastPlacement()) {
    // TRANSLATORS: the last placement; {name} may be "You".
    info.push_back(TrFormat("Last: {name} put a {ornament} on space {space}",
                            {{"name", SeatName(context, last->player)},
                             {"ornament", OrnamentWords(last->kind)},
                             {"space", FormatNumber(trim::SpaceNumber(last->space))}}));
    info.push_back(last->result.points > 0
                       // TRANSLATORS: what the last placement scored; {points} is "3 points".
                       ? TrPlural("scored {points} ({n} good triangle)",
                                  "scored {points} ({n} good triangles)", last->result.good,
                                  {{"points", PointsText(last->result.points)}})
                       : std::string(Tr("no points")));
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
  // The round and the Bag; the last placement's lines are dropped where they do not fit (the
  // log keeps them), rather than taking the trees' room (long words on a phone).
  float info_height = 24;
  const std::vector<std::string> info = BoxInfo(context, state);
  for (size_t line = 0; line < std::min<size_t>(info.size(), 2); ++line) {
    info_height += fonts.body->CalcTextSizeA(small, 1e9f, info_width, info[line].c_str()).y + 2;
  }
  const float left_width = width - InfoWidth(width) - 12 - 36;
  const float title = FontPixels(fonts.bold);
  const bool legend_beside = TextWidth(fonts.bold, title, Tr("The Box")) + 18 +
                                 TextWidth(fonts.body, small, Tr(kLegend)) <=
                             left_width;
  const float legend_height =
      legend_beside ? 0 : fonts.body->CalcTextSizeA(small, 1e9f, left_width, Tr(kLegend)).y + 4;
  const float tiles = 10 + title + 8 + legend_height + 40 + small + 14;
  const float base = std::clamp(context.size.y * 0.21f, 124.0f, 160.0f) + legend_height;
  return std::min(std::max({base, info_height, tiles}), context.size.y * 0.45f);
}

void TrimTheTreeView::DrawBox(const ViewContext& context, const TrimTheTreeState& state, ImVec2 min,
                              ImVec2 size, bool my_turn, bool column) {
  const ui::Fonts& fonts = ui::GetFonts();
  const ImVec2 max(min.x + size.x, min.y + size.y);
  const float small = FontPixels(fonts.body) * 0.8f;
  // The info: a column on the right, or (a column Box) under the tiles.
  const float info_x = column ? max.x : max.x - InfoWidth(size.x) - 12;
  const float info_width = column ? size.x - 36 : max.x - info_x - 10;
  const float top = DrawTray(min, max, info_x - 12 - (min.x + 18));

  // A column Box too short for its tiles and every info line drops the last lines (what was
  // last placed, which the log keeps too) before the tiles shrink past a finger.
  std::vector<std::string> info = BoxInfo(context, state);
  float info_height = 0;
  TileRow row;
  while (true) {
    info_height = 0;
    for (const std::string& line : info) {
      info_height += fonts.body->CalcTextSizeA(small, 1e9f, info_width, line.c_str()).y + 2;
    }
    const float tiles_bottom = column ? max.y - info_height - 16 : max.y;
    row = LayOutTiles(state, kit::Box::Corners(ImVec2(min.x, top), ImVec2(max.x, tiles_bottom)),
                      info_x, column);
    // A Box beside its info column drops lines the same way when they run past its bottom
    // (long words on a phone).
    const bool info_fits = column || min.y + 12 + info_height <= max.y - 6;
    if ((row.fits && info_fits) || info.size() <= 1) break;
    info.pop_back();
  }
  DrawTiles(context, state, row, info_x, column, my_turn);

  float info_y = column ? max.y - info_height - 12 : min.y + 12;
  const float info_left = column ? min.x + 18 : info_x;
  for (const std::string& line : info) {
    // Wrapped in the info column (narrow on a phone) rather than cut.
    info_y += kit::WrappedText(ImGui::GetWindowDrawList(), fonts.body, small,
                               ImVec2(info_left, info_y), info_width, ui::colour::kCream, line) +
              2;
  }
}

void TrimTheTreeView::DrawTiles(const ViewContext& context, const TrimTheTreeState& state,
                                const TileRow& row, float info_x, bool column, bool my_turn) {
  if (row.kinds.empty()) {
    const ui::Fonts& fonts = ui::GetFonts();
    kit::WrappedText(ImGui::GetWindowDrawList(), fonts.body, FontPixels(fonts.body),
                     ImVec2(row.left, row.top + row.tile * 0.3f), info_x - 12 - row.left,
                     ui::colour::kCreamDim,
                     state.IsTerminal() ? Tr("Every tree is full.")
                                        : Tr("Empty: the next ornaments are drawn."));
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
      const std::string label = full ? OrnamentWords(kind) : ShapeWords(trim::ShapeOf(kind));
      total += std::max(row.tile, TextWidth(fonts.body, row.label_pixels, label)) + row.gap;
    }
    return total;
  };
  row.full_labels = slots_width(true) <= avail;
  if (!row.full_labels && slots_width(false) > avail && !row.kinds.empty()) {
    row.tile = std::max(28.0f, avail / static_cast<float>(row.kinds.size()) - row.gap);
    // Shape words wider than their tiles (a long language on a phone) are drawn smaller, down
    // to 60%, so the tiles keep out of the info column.
    float widest = 0;
    for (int kind : row.kinds) {
      widest = std::max(widest,
                        TextWidth(fonts.body, row.label_pixels, ShapeWords(trim::ShapeOf(kind))));
    }
    if (widest > row.tile) row.label_pixels *= std::max(0.6f, row.tile / widest);
  }
  return row;
}

float TrimTheTreeView::DrawTile(const ViewContext& context, const TrimTheTreeState& state,
                                const TileRow& row, size_t index, float x, bool my_turn) {
  const ui::Fonts& fonts = ui::GetFonts();
  ImDrawList* draw = ImGui::GetWindowDrawList();
  const int kind = row.kinds[index];
  const bool first_copy = index == 0 || row.kinds[index - 1] != kind;
  const std::string name = OrnamentWords(kind);
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
      message_ = current >= 0 ? TrFormat("Wait for your turn: {name} is choosing.",
                                         {{"name", SeatName(context, current)}})
                              : "";
    } else {
      selected_ = kind;
      message_.clear();
    }
  }
  return slot;
}

}  // namespace tinsel::app
