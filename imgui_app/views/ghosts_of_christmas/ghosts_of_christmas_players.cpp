// Ghosts of Christmas's players: a row per player with their doors and wreaths, their cards
// left and their tally.
#include <algorithm>
#include <string>

#include "tinsel/translate.h"
#include "ui/controls.h"
#include "ui/theme.h"
#include "views/ghosts_of_christmas/ghosts_of_christmas_drawing.h"
#include "views/ghosts_of_christmas/ghosts_of_christmas_view.h"
#include "views/ghosts_of_christmas/ghosts_of_christmas_view_parts.h"

namespace tinsel::app {
namespace {

using ghosts::GhostsOfChristmasState;
using ghosts::Phase;
using kit::FontPixels;
using kit::Text;
using kit::TextWidth;

}  // namespace

void GhostsOfChristmasView::DrawPlayers(const ViewContext& context,
                                        const GhostsOfChristmasState& state, Box box) {
  const int n = state.NumPlayers();
  const float gap = 8;
  const float w = (box.w() - gap * (n - 1)) / n;
  for (int seat = 0; seat < n; ++seat) {
    DrawPlayer(context, state, seat,
               Box::Sized(ImVec2(box.min.x + seat * (w + gap), box.min.y), ImVec2(w, box.h())));
  }
}

void GhostsOfChristmasView::DrawPlayer(const ViewContext& context,
                                       const GhostsOfChristmasState& state, int seat, Box box) {
  const ui::Fonts& fonts = ui::GetFonts();
  ImDrawList* draw = ImGui::GetWindowDrawList();
  const ImVec2 min = box.min;
  const ImVec2 max = box.max;
  const bool to_move = state.CurrentPlayer() == seat && !scoring_.Running() && summary_hand_ < 0;
  const bool viewer = seat == context.viewer;
  draw->AddRectFilled(min, max, to_move ? IM_COL32(232, 188, 74, 40) : IM_COL32(0, 0, 0, 46), 12);
  if (to_move) {
    draw->AddRect(min, max, ui::colour::kGold, 12, 0, 2.5f);
  } else if (viewer) {
    draw->AddRect(min, max, ui::colour::kCreamDim, 12, 0, 1.0f);
  }
  const float pad = 10;
  const float bold = FontPixels(fonts.bold);
  const float small = FontPixels(fonts.body) * 0.82f;

  // Row 1: start marker, name, score.
  float x = min.x + pad;
  const float row1 = min.y + 6;
  if (state.StartPlayer() == seat) {
    ghosts_drawing::DrawStartMarker(draw, ImVec2(x + bold * 0.45f, row1 + bold * 0.5f),
                                    bold * 0.45f);
    x += bold + 4;
  }
  const std::string score = std::to_string(state.Score(seat));
  // A narrow box (a phone): the name has the whole first row, the score goes to the last.
  const bool narrow = box.w() < 130;
  const float score_px = narrow ? bold : FontPixels(fonts.heading);
  const float score_w = TextWidth(narrow ? fonts.bold : fonts.heading, score_px, score);
  const std::string& name = context.seat_names[seat];
  ui::NameText(context.widgets, "ghosts:name:" + std::to_string(seat), draw, fonts.bold, bold,
               ImVec2(x, row1), ui::colour::kCream, name,
               max.x - pad - x - (narrow ? 0 : score_w + 8));
  if (narrow) {
    Text(draw, fonts.bold, score_px, ImVec2(max.x - pad - score_w, max.y - small - 6 - 1),
         ui::colour::kGold, score);
  } else {
    Text(draw, fonts.heading, score_px, ImVec2(max.x - pad - score_w, row1 - 3), ui::colour::kGold,
         score);
  }

  // Row 2: doors; row 3: cards left.
  const float row2 = row1 + bold + 6;
  const float row3 = max.y - small - 6;
  const float door_h = std::clamp(row3 - row2 - 6, 14.0f, 40.0f);
  DrawDoors(state, seat, min.x + pad, row2, door_h, box.w() - 2 * pad);
  DrawCardsLeft(context, state, seat,
                narrow ? Box::Corners(box.min, ImVec2(box.max.x - score_w - 6, box.max.y)) : box,
                row3);
}

void GhostsOfChristmasView::DrawDoors(const GhostsOfChristmasState& state, int seat, float x,
                                      float row2, float door_h, float width) {
  const ui::Fonts& fonts = ui::GetFonts();
  ImDrawList* draw = ImGui::GetWindowDrawList();
  const float small = FontPixels(fonts.body) * 0.82f;
  const int wreaths = state.Wreaths(seat);
  if (state.TinyTim()) {
    const float r = door_h * 0.3f;
    const float step = std::min(r * 2.6f, wreaths > 1 ? (width - 2 * r) / (wreaths - 1) : width);
    for (int i = 0; i < wreaths; ++i) {
      ghosts_drawing::DrawWreath(draw, ImVec2(x + r + i * step, row2 + door_h * 0.5f), r);
    }
    if (wreaths == 0) {
      Text(draw, fonts.body, small, ImVec2(x, row2 + (door_h - small) * 0.5f),
           ui::colour::kCreamDim, Tr("no wreaths yet"));
    }
    return;
  }
  if (!state.HasBid(seat)) {
    const bool to_move = state.CurrentPlayer() == seat && !scoring_.Running() && summary_hand_ < 0;
    const bool bidding = state.GetPhase() == Phase::kBid;
    if (!bidding || door_h < small) return;
    // The longest words that fit the box (narrow on a phone).
    std::string words = to_move ? Tr("choosing a bid...") : Tr("no bid yet");
    if (TextWidth(fonts.body, small, words) > width)
      words = to_move ? Tr("bidding...") : Tr("no bid");
    if (TextWidth(fonts.body, small, words) > width) return;
    Text(draw, fonts.body, small, ImVec2(x, row2 + (door_h - small) * 0.5f), ui::colour::kCreamDim,
         words);
    return;
  }
  const int purple = state.Purple(seat);
  const bool red = state.Red(seat);
  const int doors = purple + (red ? 1 : 0);
  const int extra = std::max(0, wreaths - doors);
  const int items = std::max(1, doors + extra);
  float h = door_h;
  float step = h * 0.58f + 4;
  if (items * step > width) {
    step = width / items;
    h = std::min(h, (step - 2) / 0.58f);
  }
  for (int i = 0; i < purple; ++i) {
    ghosts_drawing::DrawDoor(draw, ImVec2(x, row2 + door_h - h), h, false, i < wreaths);
    x += step;
  }
  if (red) {
    ghosts_drawing::DrawDoor(draw, ImVec2(x, row2 + door_h - h), h, true, wreaths > purple);
    x += step;
  }
  for (int i = 0; i < extra; ++i) {
    ghosts_drawing::DrawWreath(draw, ImVec2(x + h * 0.29f, row2 + door_h * 0.5f), h * 0.22f, true);
    x += step;
  }
  if (doors == 0 && extra == 0) {
    // TRANSLATORS: under a player who bid no purple door and not the red one.
    std::string words = Tr("bid 0: no doors");
    // TRANSLATORS: short for "bid 0: no doors".
    if (TextWidth(fonts.body, small, words) > width) words = Tr("bid 0");
    Text(draw, fonts.body, small, ImVec2(x, row2 + (door_h - small) * 0.5f), ui::colour::kCreamDim,
         words);
  }
}

void GhostsOfChristmasView::DrawCardsLeft(const ViewContext& context,
                                          const GhostsOfChristmasState& state, int seat, Box box,
                                          float row3) {
  const ui::Fonts& fonts = ui::GetFonts();
  ImDrawList* draw = ImGui::GetWindowDrawList();
  const float pad = 10;
  const float small = FontPixels(fonts.body) * 0.82f;
  float x = box.min.x + pad;
  const int cards = state.HandSize(seat);
  if (seat != context.viewer && cards > 0) {
    // A small stack of backs (at most three): the count is in the words beside it.
    const float back_w = small * 0.8f;
    const int shown = std::min(cards, 3);
    for (int i = 0; i < shown; ++i) {
      ghosts_drawing::DrawCardBack(draw, ImVec2(x + i * 4.0f, row3 - back_w * 0.35f + i * -1.0f),
                                   back_w);
    }
    x += back_w + (shown - 1) * 4.0f + 6;
  }
  const bool wreaths = state.HasBid(seat) || state.TinyTim();
  std::string tally = TrPlural("{n} card", "{n} cards", cards);
  if (wreaths) {
    // TRANSLATORS: a player's cards left and wreaths won, e.g. "{cards}, {wreaths}" = "5 cards,
    // 2 wreaths".
    tally = TrFormat("{cards}, {wreaths}",
                     {{"cards", tally},
                      {"wreaths", TrPlural("{n} wreath", "{n} wreaths", state.Wreaths(seat))}});
  }
  if (TextWidth(fonts.body, small, tally) <= box.max.x - pad - x) {
    Text(draw, fonts.body, small, ImVec2(x, row3), ui::colour::kCreamDim, tally);
    return;
  }
  // A narrow box (a phone): the counts beside small pictures of a card and a wreath, as many as
  // fit (the doors above already show the wreaths, so their count goes first).
  const bool card_picture = seat == context.viewer || cards == 0;
  const std::string card_count = std::to_string(cards);
  const float card_w =
      (card_picture ? small * 0.8f + 4 : 0) + TextWidth(fonts.body, small, card_count);
  if (x + card_w > box.max.x - pad) return;
  if (card_picture) {
    ghosts_drawing::DrawCardBack(draw, ImVec2(x, row3 - small * 0.3f), small * 0.8f);
    x += small * 0.8f + 4;
  }
  x += Text(draw, fonts.body, small, ImVec2(x, row3), ui::colour::kCreamDim, card_count) + 8;
  const std::string wreath_count = std::to_string(state.Wreaths(seat));
  if (wreaths && x + small + 3 + TextWidth(fonts.body, small, wreath_count) <= box.max.x - pad) {
    ghosts_drawing::DrawWreath(draw, ImVec2(x + small * 0.45f, row3 + small * 0.5f), small * 0.42f);
    Text(draw, fonts.body, small, ImVec2(x + small + 3, row3), ui::colour::kCreamDim, wreath_count);
  }
}

}  // namespace tinsel::app
