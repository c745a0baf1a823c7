// Ghosts of Christmas's hand: the viewer's cards, which may be played and why not, and
// playing one.
#include <algorithm>
#include <string>
#include <vector>

#include "tinsel/translate.h"
#include "ui/theme.h"
#include "views/ghosts_of_christmas/ghosts_of_christmas_drawing.h"
#include "views/ghosts_of_christmas/ghosts_of_christmas_view.h"
#include "views/ghosts_of_christmas/ghosts_of_christmas_view_parts.h"

namespace tinsel::app {
namespace {

using ghosts::Card;
using ghosts::GhostsOfChristmasState;
using ghosts_drawing::CardLook;
using ghosts_drawing::kCardAspect;
using kit::FontPixels;

// Where the hand's cards lie: side by side, overlapping when there are too many for the width;
// on a narrow screen (a phone), which would leave slivers too thin for a finger, two rows.
struct HandLayout {
  float card_w = 0;
  float step = 0;  // from one card's left edge to the next one's
  int per_row = 0;
  float row_step = 0;
  float left = 0;
};

HandLayout LayOutHand(int count, kit::Box box, float top) {
  const float avail_h = box.max.y - top - 8;
  const float avail_w = box.w() - 32;
  HandLayout hand;
  float w = std::min(avail_h / kCardAspect, 120.0f);
  float step = w + 8;
  if (count * step - 8 > avail_w) step = (avail_w - w) / std::max(1, count - 1);
  int per_row = count;
  constexpr float kFinger = 44;
  if (step < kFinger && count > 1) {
    per_row = (count + 1) / 2;
    const float row_gap = 6;
    w = std::min({(avail_h - row_gap) * 0.5f / kCardAspect, 120.0f,
                  (avail_w - row_gap * (per_row - 1)) / per_row});
    step = w + row_gap;
    if (per_row * step - row_gap > avail_w) step = (avail_w - w) / std::max(1, per_row - 1);
  }
  hand.card_w = w;
  hand.step = step;
  hand.per_row = per_row;
  hand.row_step = w * kCardAspect + 6;
  hand.left = box.min.x + (box.w() - (step * (per_row - 1) + w)) * 0.5f;
  return hand;
}

}  // namespace

std::string GhostsOfChristmasView::WhyNotPlayable(const GhostsOfChristmasState& state, int seat,
                                                  int card, int era) {
  if (era >= 0) return state.WhyCannotPlay(card, era);
  std::string first_reason;
  for (int e = 0; e < state.NumEras(); ++e) {
    const std::string reason = state.WhyCannotPlay(card, e);
    if (reason.empty()) return {};
    if (first_reason.empty() && !state.PlayedInto(seat, e)) first_reason = reason;
  }
  return first_reason;
}

void GhostsOfChristmasView::DrawHand(const ViewContext& context,
                                     const GhostsOfChristmasState& state, Box box, bool my_play,
                                     ViewResult& result) {
  const ui::Fonts& fonts = ui::GetFonts();
  ImDrawList* draw = ImGui::GetWindowDrawList();
  const int seat = context.viewer;
  const float label = FontPixels(fonts.bold);
  const ImVec2 min = box.min;
  kit::FramedPanel(draw, min, box.max, IM_COL32(60, 36, 20, 150), ui::colour::kGoldDim, 14, 1.5f);
  if (seat < 0 || seat >= state.NumPlayers()) {
    kit::WrappedText(draw, fonts.bold, label, ImVec2(min.x + 16, min.y + 10), box.w() - 32,
                     ui::colour::kCreamDim, Tr("Hands stay hidden while the others play."));
    return;
  }
  const int era = my_play ? ActiveEra() : -1;
  std::vector<Card> cards;
  ghosts::ForEachCard(state.Hand(seat), [&](Card card) { cards.push_back(card); });
  // The seat named "You" (a seat name, not translated) reads "Your hand".
  const std::string& name = context.seat_names[seat];
  const bool you = name == "You";
  std::string title =
      you ? std::string(Tr("Your hand")) : TrFormat("{name}'s hand", {{"name", name}});
  if (era >= 0) {
    const std::string era_words = ghosts_view::EraWords(era);
    // TRANSLATORS: {era} is an era's name: Past, Present, Future or Beyond.
    title = you ? TrFormat("Your hand: lit cards may go into the {era}", {{"era", era_words}})
                // TRANSLATORS: {era} is an era's name: Past, Present, Future or Beyond.
                : TrFormat("{name}'s hand: lit cards may go into the {era}",
                           {{"name", name}, {"era", era_words}});
  }
  // Wrapped in a narrow hand (beside the eras on a phone on its side).
  const float title_h =
      kit::WrappedText(draw, fonts.bold, label, ImVec2(min.x + 16, min.y + 8), box.w() - 32,
                       my_play ? ui::colour::kGold : ui::colour::kCream, title);
  if (cards.empty()) return;

  const float top = min.y + 8 + title_h + 14;
  const int count = static_cast<int>(cards.size());
  const HandLayout hand = LayOutHand(count, box, top);
  const float w = hand.card_w;
  const float step = hand.step;
  const int per_row = hand.per_row;
  int hovered_now = -1;
  std::string first_playable;
  for (int i = 0; i < count; ++i) {
    const Card card = cards[i];
    // Playable now? Against the chosen or hovered era, else against any open era.
    const std::string why = my_play ? WhyNotPlayable(state, seat, card, era) : std::string();
    const bool selected = card == selected_card_;
    const int column = i % per_row;
    const bool last_in_row = column + 1 == per_row || i + 1 == count;
    const float hit_w = last_in_row ? w : std::min(step, w);
    const ImVec2 base(hand.left + column * step, top + (i / per_row) * hand.row_step);
    // The chosen card, and a playable one under the pointer, rise out of a single row (two
    // rows have no room above the second); where it is drawn is where it is pressed.
    const bool rises = per_row == count && my_play;
    const float lift = !rises     ? 0.0f
                       : selected ? 12.0f
                                  : (card == hovered_card_ && why.empty() ? 6.0f : 0.0f);
    const std::string text = ghosts::CardToString(card);
    // The keyboard starts at the first card that may be played (before the eras above it).
    if (my_play && why.empty() && (first_playable.empty() || selected)) {
      first_playable = "ghosts:card:" + text;
    }
    const HandCardSpot spot{ImVec2(base.x, base.y - lift), hit_w, w, my_play, era};
    if (DrawHandCard(context, state, card, spot, why, result)) hovered_now = card;
  }
  hovered_card_ = hovered_now;
  if (!first_playable.empty()) context.widgets.SetFirstStop(first_playable);
}

bool GhostsOfChristmasView::DrawHandCard(const ViewContext& context,
                                         const GhostsOfChristmasState& state, Card card,
                                         const HandCardSpot& spot, const std::string& why,
                                         ViewResult& result) {
  ImDrawList* draw = ImGui::GetWindowDrawList();
  const bool selected = card == selected_card_;
  const float card_h = spot.card_w * kCardAspect;
  const ImVec2 at = spot.at;
  const ImVec2 hit_max(at.x + spot.hit_w, at.y + card_h);
  const std::string text = ghosts::CardToString(card);
  bool hovered = false;
  const bool clicked = kit::HitArea(context.widgets, "ghosts:card:" + text, text, at, hit_max,
                                    spot.my_play, &hovered, why.empty());
  hovered = hovered && kit::Inside(ImGui::GetIO().MousePos, at, hit_max);
  CardLook look;
  look.dimmed = spot.my_play && !why.empty();
  look.highlighted = selected || (spot.my_play && spot.era >= 0 && why.empty());
  ghosts_drawing::DrawCardFace(draw, at, spot.card_w, card, look);
  if (spot.my_play && context.hint && ghosts::IsPlayAction(*context.hint) &&
      ghosts::PlayCard(*context.hint) == card) {
    kit::HintFrame(draw, at, ImVec2(at.x + spot.card_w, at.y + card_h));
  }
  kit::Explain(hovered, why);
  if (clicked && spot.my_play) ClickHandCard(state, card, selected, why, result);
  return hovered;
}

void GhostsOfChristmasView::ClickHandCard(const GhostsOfChristmasState& state, int card,
                                          bool selected, const std::string& why,
                                          ViewResult& result) {
  if (selected_era_ >= 0) {
    TryPlay(state, card, selected_era_, result);
  } else if (!why.empty()) {
    message_ = why;
  } else {
    selected_card_ = selected ? -1 : card;
    message_.clear();
  }
}

}  // namespace tinsel::app
