// Ghosts of Christmas's scoring: the trick scoring shown era by era, then the hand summary.
#include <algorithm>
#include <optional>
#include <string>
#include <vector>

#include "tinsel/translate.h"
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

// The hand summary's words, seat by seat.
struct SummaryWords {
  int players = 0;
  bool tiny = false;  // Tiny Tim's game: no bids
  std::vector<bool> made;
  std::vector<std::string> names, bids, wreaths, whys, points, totals, details;
};

SummaryWords WordsOf(const GhostsOfChristmasState& state, const ghosts::HandResult& hand,
                     const std::vector<std::string>& names) {
  SummaryWords words;
  words.players = state.NumPlayers();
  words.tiny = state.TinyTim();
  for (int seat = 0; seat < words.players; ++seat) {
    words.made.push_back(hand.success[seat]);
    words.names.push_back(names[seat]);
    words.bids.push_back(ghosts::BidText(hand.purple[seat], hand.red[seat]));
    words.wreaths.push_back(std::to_string(hand.wreaths[seat]));
    const std::string reason = ghosts::HandReason(state, hand, seat);
    // TRANSLATORS: a player's hand in the summary: the bid was made; {reason} says how it
    // scored ("exactly as bid: 2 points per wreath").
    words.whys.push_back(hand.success[seat] ? TrFormat("made it: {reason}", {{"reason", reason}})
                                            // TRANSLATORS: the bid was missed; {reason} says why.
                                            : TrFormat("missed: {reason}", {{"reason", reason}}));
    words.points.push_back("+" + std::to_string(hand.points[seat]));
    words.totals.push_back(std::to_string(state.Score(seat)));
    const std::string wreaths = TrPlural("{n} wreath", "{n} wreaths", hand.wreaths[seat]);
    const std::string& why = words.whys.back();
    if (words.tiny) {
      // TRANSLATORS: a player's line in the hand summary (Tiny Tim: no bid): "2 wreaths; made
      // it: ...".
      words.details.push_back(TrFormat("{wreaths}; {why}", {{"wreaths", wreaths}, {"why", why}}));
    } else {
      words.details.push_back(
          // TRANSLATORS: a player's line in the hand summary: "3 doors, 2 wreaths; missed: ...".
          TrFormat("{bid}, {wreaths}; {why}",
                   {{"bid", words.bids.back()}, {"wreaths", wreaths}, {"why", why}}));
    }
  }
  return words;
}

// The summary table's column heads (translated where drawn).
constexpr const char* kPlayerHead = N_("Player");
constexpr const char* kBidHead = N_("Bid");
constexpr const char* kWreathsHead = N_("Wreaths");
constexpr const char* kPointsHead = N_("Points");
constexpr const char* kTotalHead = N_("Total");
// TRANSLATORS: a column head of the hand summary: why a player's bid was made or missed.
constexpr const char* kWhyHead = N_("Why");

// "+4 (12 in all)": a hand's points and the total so far.
std::string PointsInAll(const std::string& points, const std::string& total) {
  // TRANSLATORS: {points} is what the hand scored ("+4"), {total} the score so far.
  return TrFormat("{points} ({total} in all)", {{"points", points}, {"total", total}});
}

constexpr float kSummaryPad = 18;
constexpr float kColumnGap = 14;

// The summary table's text size and where its columns start.
struct SummaryColumns {
  float px = 0;
  float row_h = 0;
  float name_w = 0;
  float name = 0, bid = 0, wreaths = 0, points = 0, total = 0, why = 0;
};

// The largest size, down to three quarters of the body's, at which the table's columns fit the
// width (and at most a row's share of the height); none when they do not fit even then.
std::optional<SummaryColumns> FitSummaryTable(const SummaryWords& words, kit::Box box) {
  const ui::Fonts& fonts = ui::GetFonts();
  const float w = box.w() - 2 * kSummaryPad;
  const float gap = kColumnGap;
  for (float px = std::min(FontPixels(fonts.body), (box.h() / (words.players + 1)) - 14);
       px >= FontPixels(fonts.body) * 0.75f; px -= 1) {
    float name_w = TextWidth(fonts.bold, px, Tr(kPlayerHead));
    float bid_w = words.tiny ? 0 : TextWidth(fonts.body, px * 0.9f, Tr(kBidHead));
    float why_w = 0;
    for (int seat = 0; seat < words.players; ++seat) {
      name_w = std::max(name_w, TextWidth(fonts.bold, px, words.names[seat]));
      if (!words.tiny) bid_w = std::max(bid_w, TextWidth(fonts.body, px, words.bids[seat]));
      why_w = std::max(why_w, TextWidth(fonts.body, px, words.whys[seat]));
    }
    name_w = std::min(name_w, w * 0.22f);  // longer names shorten (whole on a press)
    const float wreaths_w = TextWidth(fonts.body, px * 0.9f, Tr(kWreathsHead));
    const float points_w = TextWidth(fonts.body, px * 0.9f, Tr(kPointsHead));
    const float total_w = TextWidth(fonts.body, px * 0.9f, Tr(kTotalHead));
    const float table_w = name_w + (words.tiny ? 0 : bid_w + gap) + wreaths_w + gap + points_w +
                          gap + total_w + gap + why_w + gap;
    if (table_w > w) continue;
    SummaryColumns c;
    c.px = px;
    c.row_h = px + 14;
    c.name_w = name_w;
    c.name = box.min.x + kSummaryPad;
    c.bid = c.name + name_w + gap;
    c.wreaths = words.tiny ? c.bid : c.bid + bid_w + gap;
    c.points = c.wreaths + wreaths_w + gap;
    c.total = c.points + points_w + gap;
    c.why = c.total + total_w + gap;
    return c;
  }
  return std::nullopt;
}

// A seat's band behind its row or block: gold where the bid was made.
void SeatBand(ImDrawList* draw, kit::Box box, float top, float bottom, bool made) {
  draw->AddRectFilled(ImVec2(box.min.x + kSummaryPad - 6, top),
                      ImVec2(box.max.x - kSummaryPad + 6, bottom),
                      made ? IM_COL32(232, 188, 74, 40) : IM_COL32(0, 0, 0, 50), 6);
}

void DrawSummaryTable(WidgetRegistry& widgets, const SummaryWords& words, const SummaryColumns& c,
                      kit::Box box) {
  const ui::Fonts& fonts = ui::GetFonts();
  ImDrawList* draw = ImGui::GetWindowDrawList();
  const float px = c.px;
  float y = box.min.y;
  auto header = [&](float x, const char* text) {
    Text(draw, fonts.body, px * 0.9f, ImVec2(x, y), ui::colour::kCreamDim, Tr(text));
  };
  header(c.name, kPlayerHead);
  if (!words.tiny) header(c.bid, kBidHead);
  header(c.wreaths, kWreathsHead);
  header(c.points, kPointsHead);
  header(c.total, kTotalHead);
  header(c.why, kWhyHead);
  y += c.row_h;
  for (int seat = 0; seat < words.players; ++seat) {
    const bool made = words.made[seat];
    SeatBand(draw, box, y - 3, y + c.row_h - 5, made);
    ui::NameText(widgets, "ghosts:summary-name:" + std::to_string(seat), draw, fonts.bold, px,
                 ImVec2(c.name, y), ui::colour::kCream, words.names[seat], c.name_w);
    if (!words.tiny) {
      Text(draw, fonts.body, px, ImVec2(c.bid, y), ui::colour::kCream, words.bids[seat]);
    }
    Text(draw, fonts.body, px, ImVec2(c.wreaths, y), ui::colour::kCream, words.wreaths[seat]);
    Text(draw, fonts.bold, px, ImVec2(c.points, y),
         made ? ui::colour::kGold : ui::colour::kCreamDim, words.points[seat]);
    Text(draw, fonts.body, px, ImVec2(c.total, y), ui::colour::kCream, words.totals[seat]);
    Text(draw, fonts.body, px, ImVec2(c.why, y), ui::colour::kCream, words.whys[seat]);
    y += c.row_h;
  }
}

// A block per player: the name and points, then the bid, the wreaths and why, wrapped; each as
// tall as its words, the words a little smaller where all would not fit. On a wide screen the
// words go beside the name (a phone on its side has the width but not the height for a line of
// name above them).
void DrawSummaryBlocks(WidgetRegistry& widgets, const SummaryWords& words, kit::Box box) {
  const ui::Fonts& fonts = ui::GetFonts();
  ImDrawList* draw = ImGui::GetWindowDrawList();
  const float w = box.w() - 2 * kSummaryPad;
  const bool beside = w >= 560;
  const float name_col = beside ? w * 0.28f : 0;
  const float points_col =
      TextWidth(fonts.bold, FontPixels(fonts.bold), PointsInAll("+00", "000")) + 8;
  const float inner = beside ? w - name_col - points_col - 12 : w - 12;
  float detail_px = FontPixels(fonts.body);
  float name_px = FontPixels(fonts.bold);
  auto block_height = [&](int seat) {
    const float text_h =
        fonts.body->CalcTextSizeA(detail_px, 1e9f, inner, words.details[seat].c_str()).y;
    return beside ? std::max(name_px, text_h) + 4 : name_px + 4 + text_h + 6;
  };
  for (; detail_px > FontPixels(fonts.body) * 0.7f; detail_px -= 1, name_px -= 1) {
    float total = 0;
    for (int seat = 0; seat < words.players; ++seat) total += block_height(seat) + 9;
    if (total <= box.h()) break;
  }
  float y = box.min.y;
  for (int seat = 0; seat < words.players; ++seat) {
    const bool made = words.made[seat];
    const float block_h = block_height(seat);
    SeatBand(draw, box, y - 3, y + block_h, made);
    const std::string points = PointsInAll(words.points[seat], words.totals[seat]);
    const float points_w = TextWidth(fonts.bold, name_px, points);
    Text(draw, fonts.bold, name_px, ImVec2(box.max.x - kSummaryPad - points_w, y),
         made ? ui::colour::kGold : ui::colour::kCreamDim, points);
    ui::NameText(widgets, "ghosts:summary-name:" + std::to_string(seat), draw, fonts.bold, name_px,
                 ImVec2(box.min.x + kSummaryPad, y), ui::colour::kCream, words.names[seat],
                 beside ? name_col - 10 : w - points_w - 12);
    const ImVec2 at = beside ? ImVec2(box.min.x + kSummaryPad + name_col, y)
                             : ImVec2(box.min.x + kSummaryPad + 6, y + name_px + 4);
    kit::WrappedText(draw, fonts.body, detail_px, at, inner, ui::colour::kCream,
                     words.details[seat]);
    y += block_h + 9;
  }
}

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
  const std::string title =
      // TRANSLATORS: the trick scoring's title; Past is the first era's name.
      TrFormat("Round {round} scored, Past first (the marked card sets the suit)",
               {{"round", FormatNumber(scoring_round_.round + 1)}});
  const float skip_w = std::min(120.0f, box.w() * 0.3f);
  // Wrapped beside Skip, never under it.
  const float title_h = kit::WrappedText(draw, fonts.bold, heading, ImVec2(min.x + 16, min.y + 8),
                                         box.w() - skip_w - 40, ui::colour::kGold, title);

  // Skip, top right.
  ImGui::PushFont(fonts.bold);
  ImGui::SetCursorScreenPos(ImVec2(max.x - skip_w - 12, min.y + 8));
  if (ui::Button(context.widgets, "ghosts:skip", Tr("Skip"), ImVec2(skip_w, 0), ui::Tone::kQuiet)) {
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
  const Arg hand{"hand", FormatNumber(summary_hand_ + 1)};
  const Arg hands{"hands", FormatNumber(state.NumHands())};
  kit::FittedText(draw, fonts.heading, heading, ImVec2(min.x + pad, min.y + 12),
                  max.x - min.x - 2 * pad, ui::colour::kGold,
                  {TrFormat("Hand {hand} of {hands} is over", {hand, hands}),
                   TrFormat("Hand {hand} of {hands}", {hand, hands})});

  // Continue, bottom right; each player's score so far is in their row.
  ImGui::PushFont(fonts.bold);
  const float button_w = std::min(220.0f, box.w() - 2 * pad);
  const float button_h = ImGui::GetFrameHeight() + 8;
  const float button_y = max.y - button_h - 12;
  ImGui::SetCursorScreenPos(ImVec2(max.x - pad - button_w, button_y));
  const std::string label = state.IsTerminal() ? Tr("See the results") : Tr("Continue");
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
  const SummaryWords words = WordsOf(state, state.HandResultAt(summary_hand_), Names(context));
  // A table (player, bid, wreaths, points, total, why) where its columns fit as measured, at a
  // size that fits the rows' height; else a block per player.
  const std::optional<SummaryColumns> columns = FitSummaryTable(words, box);
  if (columns && columns->row_h * (words.players + 1) <= box.h()) {
    DrawSummaryTable(context.widgets, words, *columns, box);
  } else {
    DrawSummaryBlocks(context.widgets, words, box);
  }
}

}  // namespace tinsel::app
