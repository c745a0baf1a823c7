// Ghosts of Christmas's bidding: the door supply, the purple door buttons, the red door and
// Confirm.
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
using kit::FontPixels;
using kit::Text;
using kit::TextWidth;

}  // namespace

void GhostsOfChristmasView::DrawBidding(const ViewContext& context,
                                        const GhostsOfChristmasState& state, Box box, bool my_bid,
                                        ViewResult& result) {
  const ui::Fonts& fonts = ui::GetFonts();
  ImDrawList* draw = ImGui::GetWindowDrawList();
  const ImVec2 min = box.min;
  const ImVec2 max = box.max;
  kit::FramedPanel(draw, min, max, IM_COL32(0, 0, 0, 60), ui::colour::kGoldDim, 14, 1.5f);
  const float pad = 18;
  float y = min.y + 14;
  if (!my_bid) {
    const int current = state.CurrentPlayer();
    // The seat named "You" (a seat name, not translated) reads as a "you" sentence.
    const std::string who = current >= 0 ? Names(context)[current] : std::string();
    const std::string bidding = current < 0 ? std::string(Tr("Bidding: Everyone chooses doors..."))
                                : context.seat_names[current] == "You"
                                    ? std::string(Tr("Bidding: You choose doors..."))
                                    : TrFormat("Bidding: {name} chooses doors...", {{"name", who}});
    // Wrapped: a long name, a narrow table.
    y += kit::WrappedText(draw, fonts.heading, FontPixels(fonts.heading), ImVec2(min.x + pad, y),
                          box.w() - 2 * pad, ui::colour::kGold, bidding) +
         10;
    y += kit::WrappedText(draw, fonts.body, FontPixels(fonts.body), ImVec2(min.x + pad, y),
                          box.w() - 2 * pad, ui::colour::kCreamDim,
                          Tr("Each purple door is a trick to win; the red door allows one more.")) +
         10;
    DrawDoorSupply(state, ImVec2(min.x + pad, y), box.w() - 2 * pad);
    return;
  }
  // Rows: title, purple doors 0..12, red door + Confirm, the rule for this bid. Roomy
  // tables get the larger title and more air between rows.
  // A narrow panel wraps the title to more lines: it needs more height to be roomy.
  const bool roomy = box.h() >= (box.w() < 480 ? 360 : 260);
  ImFont* title_font = roomy ? fonts.heading : fonts.bold;
  const float title = FontPixels(title_font);
  const float row_gap = roomy ? 16.0f : 8.0f;
  const float avail = box.w() - 2 * pad;
  // Wrapped on a narrow screen rather than cut.
  y += kit::WrappedText(draw, title_font, title, ImVec2(min.x + pad, y), avail, ui::colour::kGold,
                        Tr("Your bid: purple doors = tricks you will win (of 12)")) +
       row_gap * 0.5f;
  y += DrawDoorSupply(state, ImVec2(min.x + pad, y), avail) + row_gap * 0.5f;

  ImGui::PushFont(fonts.bold);
  const float button_h = ImGui::GetFrameHeight() + (roomy ? 10.0f : 4.0f);
  y += DrawPurpleDoors(context, state, ImVec2(min.x + pad, y), avail, button_h) + row_gap;
  DrawRedDoorAndConfirm(context, state, box, y, button_h, result);
  ImGui::PopFont();
  y += button_h + row_gap;

  // What this bid needs.
  const std::string rule = bid_purple_ >= 0
                               ? ghosts::BidRule(bid_purple_, bid_red_)
                               : std::string(Tr("Choose a number of purple doors (0 to 12)."));
  // Bold where it fits in the panel; smaller, still whole, where it would run out.
  ImFont* rule_font = fonts.bold;
  float rule_px = FontPixels(fonts.bold);
  if (y + rule_font->CalcTextSizeA(rule_px, 1e9f, avail, rule.c_str()).y > max.y - 4) {
    rule_font = fonts.body;
    rule_px = FontPixels(fonts.body) * 0.85f;
  }
  // No room even so (a phone on its side): the status line asks for the bid already.
  if (y + rule_font->CalcTextSizeA(rule_px, 1e9f, avail, rule.c_str()).y > max.y - 2) return;
  kit::WrappedText(draw, rule_font, rule_px, ImVec2(min.x + pad, y), avail, ui::colour::kCream,
                   rule);
}

float GhostsOfChristmasView::DrawDoorSupply(const GhostsOfChristmasState& state, ImVec2 at,
                                            float width) {
  // Rules version 2 on: a hand's bids share the supply's doors.
  if (!state.DoorSupply()) return 0;
  const ui::Fonts& fonts = ui::GetFonts();
  ImDrawList* draw = ImGui::GetWindowDrawList();
  const float px = FontPixels(fonts.body);
  const float door = px * 1.2f;
  const int purple = state.PurpleDoorsLeft();
  const int red = state.RedDoorsLeft();
  // The sentence in the longest wording that fits the width: "Left in the door supply this
  // hand: [door] 10 purple doors, [door] 3 red doors", then shorter, then the counts alone.
  struct Wording {
    std::string lead, purple, red;
  };
  // Each part follows a door drawn in its colour.
  const Wording wordings[] = {
      {Tr("Left in the door supply this hand:"),
       TrPlural("{n} purple door,", "{n} purple doors,", purple),
       TrPlural("{n} red door", "{n} red doors", red)},
      // TRANSLATORS: the door supply in short: "Door supply: [door] 10 purple, [door] 3 red".
      {Tr("Door supply:"),
       // TRANSLATORS: the purple doors in the door supply in short (the English reads the
       // same for one).
       TrPlural("{n} purple,", "{n} purple,", purple),
       // TRANSLATORS: the red doors in the door supply in short (the English reads the same
       // for one).
       TrPlural("{n} red", "{n} red", red)},
      {"", FormatNumber(purple) + ",", FormatNumber(red)},
  };
  auto width_of = [&](const Wording& w) {
    float total = 2 * (door * 0.58f + 4);
    for (const std::string* part : {&w.lead, &w.purple, &w.red}) {
      if (!part->empty()) total += TextWidth(fonts.body, px, *part) + 6;
    }
    return total;
  };
  const Wording* chosen = &wordings[2];
  for (const Wording& w : wordings) {
    if (width_of(w) <= width) {
      chosen = &w;
      break;
    }
  }
  float x = at.x;
  auto words = [&](const std::string& text) {
    if (text.empty()) return;
    Text(draw, fonts.body, px, ImVec2(x, at.y + door - px), ui::colour::kCream, text);
    x += TextWidth(fonts.body, px, text) + 6;
  };
  words(chosen->lead);
  ghosts_drawing::DrawDoor(draw, ImVec2(x, at.y), door, /*red=*/false, /*wreath=*/false);
  x += door * 0.58f + 4;
  words(chosen->purple);
  ghosts_drawing::DrawDoor(draw, ImVec2(x, at.y), door, /*red=*/true, /*wreath=*/false);
  x += door * 0.58f + 4;
  words(chosen->red);
  return door;
}

float GhostsOfChristmasView::DrawPurpleDoors(const ViewContext& context,
                                             const GhostsOfChristmasState& state, ImVec2 at,
                                             float width, float button_h) {
  const bool hint_bid = context.hint && ghosts::IsBidAction(*context.hint);
  const float spacing = 6;
  // One row of 13 where a finger fits each; two rows (0-6, 7-12) on a phone.
  const int per_row = (width - 12 * spacing) / 13 >= 44 ? 13 : 7;
  const float button =
      std::clamp((width - (per_row - 1) * spacing) / per_row, 30.0f, per_row == 13 ? 72.0f : 60.0f);
  for (int n = 0; n <= ghosts::kMaxPurple; ++n) {
    ImGui::SetCursorScreenPos(ImVec2(at.x + (n % per_row) * (button + spacing),
                                     at.y + (n / per_row) * (button_h + spacing)));
    // More doors than the supply holds: dimmed, the rules' reason on hover and click.
    const std::string why = state.WhyIllegal(ghosts::BidAction(n, false));
    if (kit::RuledButton(context.widgets, "ghosts:bid:" + std::to_string(n), std::to_string(n),
                         ImVec2(button, button_h),
                         n == bid_purple_ ? ui::Tone::kSelected : ui::Tone::kSecondary, why,
                         message_)) {
      bid_purple_ = n;
      message_.clear();
    }
    if (hint_bid && ghosts::BidPurple(*context.hint) == n) kit::HintFrameLastItem();
  }
  return per_row == 13 ? button_h : 2 * button_h + spacing;
}

void GhostsOfChristmasView::DrawRedDoorAndConfirm(const ViewContext& context,
                                                  const GhostsOfChristmasState& state, Box box,
                                                  float y, float button_h, ViewResult& result) {
  const bool hint_bid = context.hint && ghosts::IsBidAction(*context.hint);
  const float pad = 18;
  const float spacing = 6;
  const float avail = box.w() - 2 * pad;
  const float confirm_w = std::min(260.0f, avail * 0.36f);
  const float red_w = std::min(230.0f, (avail - confirm_w - 3 * spacing) / 2);
  ImGui::SetCursorScreenPos(ImVec2(box.min.x + pad, y));
  // Short labels where the long ones would be cut.
  const bool narrow = red_w < 190;
  if (ui::Button(context.widgets, "ghosts:red:off", narrow ? Tr("No red") : Tr("No red door"),
                 ImVec2(red_w, button_h), bid_red_ ? ui::Tone::kSecondary : ui::Tone::kSelected)) {
    bid_red_ = false;
  }
  if (hint_bid && !ghosts::BidRed(*context.hint)) kit::HintFrameLastItem();
  ImGui::SetCursorScreenPos(ImVec2(box.min.x + pad + red_w + spacing, y));
  const std::string why_red =
      state.RedDoorsLeft() > 0 ? std::string() : state.WhyIllegal(ghosts::BidAction(0, true));
  if (kit::RuledButton(context.widgets, "ghosts:red:on",
                       // TRANSLATORS: short for "Add the red door" (a button).
                       narrow ? Tr("+ Red") : Tr("Add the red door"), ImVec2(red_w, button_h),
                       bid_red_ ? ui::Tone::kSelected : ui::Tone::kSecondary, why_red, message_)) {
    bid_red_ = true;
    message_.clear();
  }
  if (hint_bid && ghosts::BidRed(*context.hint)) kit::HintFrameLastItem();
  std::string confirm_label = Tr("Confirm");
  if (bid_purple_ >= 0 && !narrow) {
    const std::string bid = ghosts::BidText(bid_purple_, bid_red_);
    // TRANSLATORS: a button; {bid} is the bid chosen, e.g. "3 doors + red".
    confirm_label = TrFormat("Confirm: {bid}", {{"bid", bid}});
  }
  ImGui::SetCursorScreenPos(ImVec2(box.max.x - pad - confirm_w, y));
  if (ui::Button(context.widgets, "ghosts:bid:confirm", confirm_label, ImVec2(confirm_w, button_h),
                 ui::Tone::kPrimary, bid_purple_ >= 0)) {
    Try(state, ghosts::BidAction(bid_purple_, bid_red_), result);
  }
}

}  // namespace tinsel::app
