// Ghosts of Christmas's scoring: the trick scoring shown era by era, then the hand summary.
#include <algorithm>
#include <string>
#include <vector>

#include "ui/controls.h"
#include "ui/theme.h"
#include "views/ghosts_of_christmas/ghosts_of_christmas_view.h"
#include "views/ghosts_of_christmas/ghosts_of_christmas_view_parts.h"

namespace tinsel::app {
namespace {

using ghosts::GhostsOfChristmasState;
using ghosts_view::kFirstStep;
using ghosts_view::kStepSeconds;
using kit::FontPixels;
using kit::Text;
using kit::TextWidth;

}  // namespace

void GhostsOfChristmasView::DrawScoring(const ViewContext& context, Box box) {
  const ui::Fonts& fonts = ui::GetFonts();
  ImDrawList* draw = ImGui::GetWindowDrawList();
  const ImVec2 min = box.min;
  const ImVec2 max = box.max;
  kit::FramedPanel(draw, min, max, IM_COL32(60, 36, 20, 190), ui::colour::kGold, 14, 2.0f);
  const std::vector<std::string> names = Names(context);
  const int eras = scoring_round_.num_eras;
  const double t = scoring_.Elapsed();
  const int revealed = std::clamp(static_cast<int>((t - kFirstStep) / kStepSeconds) + 1, 0, eras);
  const float heading = FontPixels(fonts.bold);
  const std::string title = "Round " + std::to_string(scoring_round_.round + 1) +
                            " scored, Past first (the marked card sets the suit)";
  const float skip_w = std::min(120.0f, box.w() * 0.3f);
  // Wrapped beside Skip, never under it.
  const float title_h = kit::WrappedText(draw, fonts.bold, heading, ImVec2(min.x + 16, min.y + 8),
                                         box.w() - skip_w - 40, ui::colour::kGold, title);

  // Skip, top right.
  ImGui::PushFont(fonts.bold);
  ImGui::SetCursorScreenPos(ImVec2(max.x - skip_w - 12, min.y + 8));
  if (ui::Button(context.widgets, "ghosts:skip", "Skip", ImVec2(skip_w, 0), ui::Tone::kQuiet)) {
    scoring_.Stop();
  }
  ImGui::PopFont();

  // Roomy tables (1080p) read the captions in the larger font.
  const float body = box.h() >= 200 ? FontPixels(fonts.heading) : FontPixels(fonts.body);
  float y = min.y + 8 + std::max(title_h, ImGui::GetFrameHeight()) + 8;
  const float room = box.w() - 58;
  // Each caption whole: a little smaller when the lines would not fit, then wrapped; where even
  // then they do not (a phone, long names), the newest ones (the older winners stay lit on
  // the eras above).
  auto height_from = [&](int first, float px) {
    float total = 0;
    for (int era = first; era < revealed; ++era) {
      const std::string caption = ghosts::TrickCaption(scoring_round_.tricks[era], names);
      total += fonts.bold->CalcTextSizeA(px, 1e9f, room, caption.c_str()).y + 4;
    }
    return total;
  };
  float px = body;
  for (; px > body * 0.75f; px -= 1.0f) {
    if (y + height_from(0, px) <= max.y - 6) break;
  }
  int first = 0;
  while (first < revealed - 1 && y + height_from(first, px) > max.y - 6) ++first;
  for (int era = first; era < revealed; ++era) {
    const std::string caption = ghosts::TrickCaption(scoring_round_.tricks[era], names);
    const bool newest = era == revealed - 1;
    ui::DrawStar(draw, ImVec2(min.x + 26, y + px * 0.5f), px * 0.45f,
                 newest ? ui::colour::kGold : ui::colour::kGoldDim, ui::colour::kGoldDim);
    y += kit::WrappedText(draw, newest ? fonts.bold : fonts.body, px, ImVec2(min.x + 42, y), room,
                          newest ? ui::colour::kCream : ui::colour::kCreamDim, caption) +
         4;
  }
}

void GhostsOfChristmasView::DrawSummary(const ViewContext& context,
                                        const GhostsOfChristmasState& state, Box box) {
  const ui::Fonts& fonts = ui::GetFonts();
  ImDrawList* draw = ImGui::GetWindowDrawList();
  const ImVec2 min = box.min;
  const ImVec2 max = box.max;
  kit::FramedPanel(draw, min, max, IM_COL32(12, 46, 33, 240), ui::colour::kGold, 14, 2.0f);
  const std::vector<std::string> names = Names(context);
  const float pad = 18;
  const float heading = FontPixels(fonts.heading);
  Text(draw, fonts.heading, heading, ImVec2(min.x + pad, min.y + 12), ui::colour::kGold,
       "Hand " + std::to_string(summary_hand_ + 1) + " of " + std::to_string(state.NumHands()) +
           " is over");

  // Continue, bottom right; each player's score so far is in their row.
  ImGui::PushFont(fonts.bold);
  const float button_w = std::min(220.0f, box.w() - 2 * pad);
  const float button_h = ImGui::GetFrameHeight() + 8;
  const float button_y = max.y - button_h - 12;
  ImGui::SetCursorScreenPos(ImVec2(max.x - pad - button_w, button_y));
  const std::string label = state.IsTerminal() ? "See the results" : "Continue";
  const bool closed =
      ui::Button(context.widgets, "ghosts:continue", label, ImVec2(button_w, button_h));
  ImGui::PopFont();
  if (closed) {
    summary_hand_ = -1;  // nothing more to show from the next frame
    return;
  }
  const float rows_top = min.y + 12 + heading + 12;
  DrawSummaryRows(context, state,
                  Box::Corners(ImVec2(min.x, rows_top), ImVec2(max.x, button_y - 8)));
}

void GhostsOfChristmasView::DrawSummaryRows(const ViewContext& context,
                                            const GhostsOfChristmasState& state, Box box) {
  const ui::Fonts& fonts = ui::GetFonts();
  ImDrawList* draw = ImGui::GetWindowDrawList();
  const ghosts::HandResult& hand = state.HandResultAt(summary_hand_);
  const std::vector<std::string> names = Names(context);
  const int players = state.NumPlayers();
  const float pad = 18;
  const float w = box.w() - 2 * pad;
  const bool tiny = state.TinyTim();
  const float bold = FontPixels(fonts.bold);
  auto bid_text = [&](int seat) { return ghosts::BidText(hand.purple[seat], hand.red[seat]); };
  auto why_text = [&](int seat) {
    return (hand.success[seat] ? "made it: " : "missed: ") + ghosts::HandReason(state, hand, seat);
  };
  auto points_text = [&](int seat) { return "+" + std::to_string(hand.points[seat]); };
  auto total_text = [&](int seat) { return std::to_string(state.Score(seat)); };

  // A table (player, bid, wreaths, points, total, why) where its columns fit as measured, at a size
  // that fits the rows' height; else a block per player: the name and points, then the bid,
  // the wreaths and why, wrapped.
  const float gap = 14;
  float px = std::min(FontPixels(fonts.body), (box.h() / (players + 1)) - 14);
  float name_w = 0, bid_w = 0, wreaths_w = 0, points_w = 0, total_w = 0;
  bool table = false;
  // The largest size, down to three quarters, at which the table's columns fit the width.
  for (; px >= FontPixels(fonts.body) * 0.75f; px -= 1) {
    name_w = TextWidth(fonts.bold, px, "Player");
    bid_w = tiny ? 0 : TextWidth(fonts.body, px * 0.9f, "Bid");
    float why_w = 0;
    for (int seat = 0; seat < players; ++seat) {
      name_w = std::max(name_w, TextWidth(fonts.bold, px, names[seat]));
      if (!tiny) bid_w = std::max(bid_w, TextWidth(fonts.body, px, bid_text(seat)));
      why_w = std::max(why_w, TextWidth(fonts.body, px, why_text(seat)));
    }
    name_w = std::min(name_w, w * 0.22f);  // longer names shorten (whole on a press)
    wreaths_w = TextWidth(fonts.body, px * 0.9f, "Wreaths");
    points_w = TextWidth(fonts.body, px * 0.9f, "Points");
    total_w = TextWidth(fonts.body, px * 0.9f, "Total");
    const float table_w = name_w + (tiny ? 0 : bid_w + gap) + wreaths_w + gap + points_w + gap +
                          total_w + gap + why_w + gap;
    if (table_w <= w) {
      table = true;
      break;
    }
  }
  const float row_h = px + 14;
  if (table && row_h * (players + 1) <= box.h()) {
    const float c_name = box.min.x + pad;
    const float c_bid = c_name + name_w + gap;
    const float c_wreaths = tiny ? c_bid : c_bid + bid_w + gap;
    const float c_points = c_wreaths + wreaths_w + gap;
    const float c_total = c_points + points_w + gap;
    const float c_why = c_total + total_w + gap;
    float y = box.min.y;
    auto header = [&](float x, const char* text) {
      Text(draw, fonts.body, px * 0.9f, ImVec2(x, y), ui::colour::kCreamDim, text);
    };
    header(c_name, "Player");
    if (!tiny) header(c_bid, "Bid");
    header(c_wreaths, "Wreaths");
    header(c_points, "Points");
    header(c_total, "Total");
    header(c_why, "Why");
    y += row_h;
    for (int seat = 0; seat < players; ++seat) {
      const bool ok = hand.success[seat];
      draw->AddRectFilled(ImVec2(box.min.x + pad - 6, y - 3),
                          ImVec2(box.max.x - pad + 6, y + row_h - 5),
                          ok ? IM_COL32(232, 188, 74, 40) : IM_COL32(0, 0, 0, 50), 6);
      ui::NameText(context.widgets, "ghosts:summary-name:" + std::to_string(seat), draw, fonts.bold,
                   px, ImVec2(c_name, y), ui::colour::kCream, names[seat], name_w);
      if (!tiny) Text(draw, fonts.body, px, ImVec2(c_bid, y), ui::colour::kCream, bid_text(seat));
      Text(draw, fonts.body, px, ImVec2(c_wreaths, y), ui::colour::kCream,
           std::to_string(hand.wreaths[seat]));
      Text(draw, fonts.bold, px, ImVec2(c_points, y),
           ok ? ui::colour::kGold : ui::colour::kCreamDim, points_text(seat));
      Text(draw, fonts.body, px, ImVec2(c_total, y), ui::colour::kCream, total_text(seat));
      Text(draw, fonts.body, px, ImVec2(c_why, y), ui::colour::kCream, why_text(seat));
      y += row_h;
    }
    return;
  }
  // Blocks: each as tall as its wrapped words, the words a little smaller where all would not
  // fit. On a wide screen the words go beside the name (a phone on its side has the width but
  // not the height for a line of name above them).
  auto detail = [&](int seat) {
    const std::string wreaths =
        std::to_string(hand.wreaths[seat]) + (hand.wreaths[seat] == 1 ? " wreath" : " wreaths");
    return (tiny ? wreaths : bid_text(seat) + ", " + wreaths) + "; " + why_text(seat);
  };
  const bool beside = w >= 560;
  const float name_col = beside ? w * 0.28f : 0;
  auto block_points = [&](int seat) {
    return points_text(seat) + " (" + total_text(seat) + " in all)";
  };
  const float points_col = TextWidth(fonts.bold, bold, "+00 (000 in all)") + 8;
  const float inner = beside ? w - name_col - points_col - 12 : w - 12;
  float detail_px = FontPixels(fonts.body);
  float name_px = bold;
  auto block_height = [&](int seat) {
    const float text_h = fonts.body->CalcTextSizeA(detail_px, 1e9f, inner, detail(seat).c_str()).y;
    return beside ? std::max(name_px, text_h) + 4 : name_px + 4 + text_h + 6;
  };
  for (; detail_px > FontPixels(fonts.body) * 0.7f; detail_px -= 1, name_px -= 1) {
    float total = 0;
    for (int seat = 0; seat < players; ++seat) total += block_height(seat) + 9;
    if (total <= box.h()) break;
  }
  float y = box.min.y;
  for (int seat = 0; seat < players; ++seat) {
    const bool ok = hand.success[seat];
    const float block_h = block_height(seat);
    draw->AddRectFilled(ImVec2(box.min.x + pad - 6, y - 3),
                        ImVec2(box.max.x - pad + 6, y + block_h),
                        ok ? IM_COL32(232, 188, 74, 40) : IM_COL32(0, 0, 0, 50), 6);
    const std::string points = block_points(seat);
    const float points_w_here = TextWidth(fonts.bold, name_px, points);
    Text(draw, fonts.bold, name_px, ImVec2(box.max.x - pad - points_w_here, y),
         ok ? ui::colour::kGold : ui::colour::kCreamDim, points);
    ui::NameText(context.widgets, "ghosts:summary-name:" + std::to_string(seat), draw, fonts.bold,
                 name_px, ImVec2(box.min.x + pad, y), ui::colour::kCream, names[seat],
                 beside ? name_col - 10 : w - points_w_here - 12);
    const ImVec2 at = beside ? ImVec2(box.min.x + pad + name_col, y)
                             : ImVec2(box.min.x + pad + 6, y + name_px + 4);
    kit::WrappedText(draw, fonts.body, detail_px, at, inner, ui::colour::kCream, detail(seat));
    y += block_h + 9;
  }
}

}  // namespace tinsel::app
