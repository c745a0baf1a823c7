// My First Christmas Tree's viewer's area along the bottom: their name line and stats, their
// row with its two ends to play at, and their hand.
#include <algorithm>
#include <string>
#include <vector>

#include "tinsel/translate.h"
#include "ui/controls.h"
#include "ui/input_state.h"
#include "ui/theme.h"
#include "views/my_first_christmas_tree/my_first_christmas_tree_drawing.h"
#include "views/my_first_christmas_tree/my_first_christmas_tree_view.h"
#include "views/my_first_christmas_tree/my_first_christmas_tree_view_parts.h"

namespace tinsel::app {
namespace {

using kit::FontPixels;
using kit::Text;
using kit::TextWidth;
using mfct::Card;
using mfct::Step;
using mfct_view::CardsOf;
using mfct_view::CardWithValue;
using mfct_view::CardWords;
using mfct_view::kPad;
namespace act = mfct::act;
namespace md = mfct_drawing;

// The strips' names: the viewer's preparation row and hand.
// TRANSLATORS: the name beside the player's preparation row of cards.
const char* RowWord() { return TrContext("cards", "Row"); }
// TRANSLATORS: the name beside the player's hand of cards.
const char* HandWord() { return TrContext("cards", "Hand"); }

// The wider of the strips' names, in bold at `px`.
float StripNameWidth(float px) {
  const ui::Fonts& fonts = ui::GetFonts();
  return std::max(TextWidth(fonts.bold, px, RowWord()), TextWidth(fonts.bold, px, HandWord()));
}

// A strip of cards named at its left ("Row", "Hand"), vertically centred in `box`: draws the
// name and returns where the cards start. Both strips start after the wider name ("Hand" in
// English), so the row's cards stand over the hand's.
ImVec2 StripStart(kit::Box box, float card_w, const char* name, bool label_above) {
  const ui::Fonts& fonts = ui::GetFonts();
  const float card_h = card_w * md::kCardAspect;
  if (label_above) {
    // A narrow screen: the name small over the strip, the cards the full width.
    const float small = FontPixels(fonts.mark);
    Text(ImGui::GetWindowDrawList(), fonts.mark, small, box.min, ui::colour::kCreamDim, name);
    return ImVec2(box.min.x, box.min.y + small + 2);
  }
  const float px = FontPixels(fonts.bold);
  const float top = box.min.y + std::max(0.0f, (box.h() - card_h) * 0.5f);
  Text(ImGui::GetWindowDrawList(), fonts.bold, px, ImVec2(box.min.x, top + (card_h - px) * 0.5f),
       ui::colour::kCream, name);
  return ImVec2(box.min.x + StripNameWidth(px) + 14, top);
}

// "red-gear": a card in a widget id.
std::string CardId(Card card) {
  std::string id = mfct::CardName(card);
  std::replace(id.begin(), id.end(), ' ', '-');
  return id;
}

}  // namespace

void MyFirstChristmasTreeView::DrawMine(const ViewContext& context,
                                        const MyFirstChristmasTreeState& state, const Turn& turn,
                                        Box box, ViewResult& result) {
  const ui::Fonts& fonts = ui::GetFonts();
  ImDrawList* draw = ImGui::GetWindowDrawList();
  const int seat = turn.me;
  const bool to_move = state.Mover() == seat && !state.IsTerminal();
  kit::FramedPanel(draw, box.min, box.max, IM_COL32(60, 36, 20, 150),
                   to_move ? ui::colour::kGold : ui::colour::kGoldDim, 14, 1.5f);
  float y = box.min.y + 8;
  const float name_h = DrawNameLine(context, state, seat, box, y);
  if (!compact_) {
    // The stats after the name, right of the middle (the compact name line has them).
    // The score's room on the name line ("-00 points").
    const std::string widest_score = "-" + mfct_view::PointsWords(88);
    DrawStats(state, seat, ImVec2(box.min.x + box.w() * 0.36f, y), FontPixels(fonts.body),
              box.max.x - kPad - TextWidth(fonts.bold, FontPixels(fonts.bold), widest_score) - 12);
  }
  y += name_h + 4;
  // Row over hand on the left; the step's choices on the right (compact: in the pool's strip).
  // Compact: the strips' names over them, the cards the full width.
  const float label_w = compact_ ? 0 : StripNameWidth(FontPixels(fonts.bold)) + 14;
  const float label_h = compact_ ? FontPixels(fonts.mark) + 2 : 0;
  const float line_h = (box.max.y - y - 8 - 6) / 2;
  // Places for the longest row allowed now and its two ends.
  const int places = std::min(state.MaxRowSize(seat), mfct::kMaxLineLength) + 2;
  const float strips_w = compact_ ? box.w() - 2 * kPad : box.w() * 0.6f;
  const float card_w = std::clamp(
      std::min((line_h - 4 - label_h) / md::kCardAspect, (strips_w - label_w) / places - 6),
      compact_ ? 16.0f : 22.0f, 110.0f);
  const float left_w = compact_ ? strips_w : label_w + places * (card_w + 6) + kPad;
  // On a touch screen the hand, which fingers choose from, gets the larger share of the height.
  const float hand_h = compact_ && ui::Input().coarse_pointer ? line_h * 1.2f : line_h;
  const float row_h = 2 * line_h - hand_h;
  DrawMyRow(context, state, turn, Box::Sized(ImVec2(box.min.x + kPad, y), ImVec2(left_w, row_h)),
            std::min(card_w, (row_h - 4 - label_h) / md::kCardAspect), result);
  DrawMyHand(context, state, turn,
             Box::Sized(ImVec2(box.min.x + kPad, y + row_h + 6), ImVec2(left_w, hand_h)), card_w,
             result);
  if (compact_) return;
  const Box actions = Box::Corners(ImVec2(box.min.x + kPad + left_w + 8, y),
                                   ImVec2(box.max.x - kPad, box.max.y - 8));
  DrawActions(context, state, turn, actions, result);
}

void MyFirstChristmasTreeView::DrawMyRow(const ViewContext& context,
                                         const MyFirstChristmasTreeState& state, const Turn& turn,
                                         Box box, float card_w, ViewResult& result) {
  const ui::Fonts& fonts = ui::GetFonts();
  ImDrawList* draw = ImGui::GetWindowDrawList();
  const float card_h = card_w * md::kCardAspect;
  const ImVec2 start = StripStart(box, card_w, RowWord(), compact_);
  const float top = start.y;
  const mfct::PreparationRow& row = state.Row(turn.me);
  const float step = card_w + 6;
  const float first = start.x + step;  // after the left end's place
  DrawRowCards(state, turn.me, ImVec2(first, top), card_w, step);
  const bool playing = turn.mine && (turn.step == Step::kPlay || armed_ == Armed::kPlay);
  if (playing) {
    if (row.length > 0) {
      DrawRowEnd(context, state, turn, act::kLeft, ImVec2(first - step, top), card_w, result);
    }
    DrawRowEnd(context, state, turn, act::kRight, ImVec2(first + row.length * step, top), card_w,
               result);
  } else if (row.length == 0) {
    const float px = FontPixels(fonts.body);
    // TRANSLATORS: beside the player's empty preparation row.
    std::string words = Tr("empty: your next card starts it");
    // TRANSLATORS: short for "empty: your next card starts it" (the preparation row).
    if (first + TextWidth(fonts.body, px, words) > box.max.x) words = TrContext("row", "empty");
    // Centred on the cards' line, never above it (onto the "Row" label) when it is short.
    Text(draw, fonts.body, px, ImVec2(first, top + std::max(0.0f, (card_h - px) * 0.5f)),
         ui::colour::kCreamDim, words);
  }
}

void MyFirstChristmasTreeView::DrawRowEnd(const ViewContext& context,
                                          const MyFirstChristmasTreeState& state, const Turn& turn,
                                          act::Side side, ImVec2 at, float card_w,
                                          ViewResult& result) {
  const ui::Fonts& fonts = ui::GetFonts();
  ImDrawList* draw = ImGui::GetWindowDrawList();
  const ImVec2 max(at.x + card_w, at.y + card_w * md::kCardAspect);
  const bool empty = state.Row(turn.me).length == 0;
  const bool chosen = selected_card_ >= 0;
  // What playing the chosen card here does to the row: kept and longer, or a new row.
  bool kept = true;
  if (chosen && !empty) state.RowAfterPlay(turn.me, selected_card_, side, &kept);
  // What the place says it is: the row's start, or one of its ends (a new row if the card
  // breaks it).
  std::string label;
  if (empty) {
    label = Tr("start the row");
  } else if (side == act::kLeft) {
    label = kept ? Tr("left end") : Tr("left end: new row");
  } else {
    label = kept ? Tr("right end") : Tr("right end: new row");
  }
  bool hovered = false;
  const bool clicked =
      kit::HitArea(context.widgets, side == act::kLeft ? "mfct:end:left" : "mfct:end:right", label,
                   at, max, true, &hovered, /*legal=*/chosen);
  kit::DashedFrame(draw, at, max, chosen ? ui::colour::kGold : ui::colour::kGoldDim,
                   std::max(3.0f, card_w * 0.1f));
  if (hovered && chosen) {
    md::Look ghost;
    ghost.alpha = 0.55f;
    md::DrawCard(draw, at, card_w, selected_card_, ghost);
  }
  const float small = std::min(FontPixels(fonts.mark), card_w * 0.3f);
  // TRANSLATORS: small words inside the places at the row's ends: the row's start, a new row
  // (the card breaks the row), its left end, its right end.
  const std::string caption = empty                ? TrContext("row end", "start")
                              : !kept              ? TrContext("row end", "new row")
                              : side == act::kLeft ? TrContext("row end", "left")
                                                   : TrContext("row end", "right");
  // Smaller where a language's word is wider than the place (a narrow card on a phone).
  const float caption_px =
      kit::FitPixels(fonts.mark, small, caption, card_w * 0.88f, /*smallest=*/0.0f);
  kit::CentredText(draw, fonts.mark, caption_px,
                   ImVec2((at.x + max.x) * 0.5f, (at.y + max.y) * 0.5f),
                   kept ? ui::colour::kCream : IM_COL32(255, 170, 160, 255), caption);
  const bool hinted = context.hint &&
                      (act::IsPlay(*context.hint) || act::IsCommitPlay(*context.hint)) &&
                      act::SideOf(*context.hint) == side;
  if (hinted) kit::HintFrame(draw, at, max);
  if (!kept) {
    kit::Explain(hovered,
                 Tr("Playing here breaks your row: it is discarded and the card starts anew."));
  }
  if (!clicked) return;
  if (!chosen) {
    message_ = Tr("Choose a card from your hand first.");
    return;
  }
  const bool commit = armed_ == Armed::kPlay;
  Try(state, commit ? act::CommitPlay(selected_card_, side) : act::Play(selected_card_, side),
      result);
}

void MyFirstChristmasTreeView::DrawMyHand(const ViewContext& context,
                                          const MyFirstChristmasTreeState& state, const Turn& turn,
                                          Box box, float card_w, ViewResult& result) {
  const ui::Fonts& fonts = ui::GetFonts();
  ImDrawList* draw = ImGui::GetWindowDrawList();
  const float px = FontPixels(fonts.bold);
  float card_h = card_w * md::kCardAspect;
  const ImVec2 at = StripStart(box, card_w, HandWord(), compact_);
  const float top = at.y;
  const float width = box.max.x - at.x;
  if (context.viewer != turn.me) {
    DrawHiddenHand(state, turn.me, at, card_w, width);  // behind the pass screen
    return;
  }
  const std::vector<Card> hand = CardsOf(state.Hand(turn.me));
  if (hand.empty()) {
    Text(draw, fonts.body, FontPixels(fonts.body), ImVec2(at.x, top + (card_h - px) * 0.5f),
         ui::colour::kCreamDim, Tr("no cards"));
    return;
  }
  const int count = static_cast<int>(hand.size());
  const bool playing = turn.mine && (turn.step == Step::kPlay || armed_ == Armed::kPlay);
  // On a touch screen each card keeps a finger's width, in a strip a finger scrolls sideways
  // when the hand is wider than the room; with a mouse the cards overlap instead.
  const bool touch = ui::Input().coarse_pointer;
  if (touch) {
    card_w = std::max(card_w, std::min(40.0f, (box.max.y - top - 4) / md::kCardAspect));
    card_h = card_w * md::kCardAspect;
  }
  float step = card_w + 6;
  const bool scrolls = count * step - 6 > width && touch;
  ImVec2 origin = at;
  if (scrolls) {
    ImGui::SetCursorScreenPos(ImVec2(at.x, top - 10));
    ImGui::BeginChild("mfct-hand", ImVec2(width, card_h + 18), ImGuiChildFlags_None,
                      ImGuiWindowFlags_NoBackground | ImGuiWindowFlags_HorizontalScrollbar);
    ui::RegisterScrollArea(context.widgets, "mfct:hand");
    origin = ImVec2(ImGui::GetCursorScreenPos().x, top - ImGui::GetScrollY());
  } else if (count * step - 6 > width) {
    step = (width - card_w) / std::max(1, count - 1);
  }
  for (int i = 0; i < count; ++i) {
    const ImVec2 min(origin.x + i * step, top);
    const ImVec2 hit_max(min.x + (i + 1 < count ? std::min(step, card_w) : card_w), min.y + card_h);
    DrawHandCard(context, state, turn, hand[i], {min, hit_max, playing}, card_w, result);
  }
  if (scrolls) {
    ImGui::SetCursorScreenPos(ImVec2(origin.x + count * step, top));
    ImGui::Dummy(ImVec2(1, 1));
    ImGui::EndChild();
  }
}

void MyFirstChristmasTreeView::DrawHandCard(const ViewContext& context,
                                            const MyFirstChristmasTreeState& state,
                                            const Turn& turn, Card card, const HandSpot& spot,
                                            float card_w, ViewResult& result) {
  ImDrawList* draw = ImGui::GetWindowDrawList();  // the strip's, when the hand scrolls
  const ImVec2 min = spot.min;
  const float card_h = card_w * md::kCardAspect;
  bool hovered = false;
  // On a touch screen the hand is a target while a card may be played.
  const bool target = turn.mine && (spot.playing || !ui::Input().coarse_pointer);
  const bool clicked = kit::HitArea(context.widgets, "mfct:hand:" + CardId(card), CardWords(card),
                                    min, spot.hit_max, target, &hovered, /*legal=*/spot.playing);
  hovered = hovered && kit::Inside(ImGui::GetIO().MousePos, min, spot.hit_max);
  md::Look look;
  look.chosen = card == selected_card_;
  look.lit = spot.playing && selected_card_ < 0;
  const float lift = look.chosen ? 8.0f : (hovered && spot.playing ? 4.0f : 0.0f);
  md::DrawCard(draw, ImVec2(min.x, min.y - lift), card_w, card, look);
  const bool hinted = context.hint &&
                      (act::IsPlay(*context.hint) || act::IsCommitPlay(*context.hint)) &&
                      act::CardOf(*context.hint) == card;
  if (hinted) {
    kit::HintFrame(draw, ImVec2(min.x, min.y - lift),
                   ImVec2(min.x + card_w, min.y - lift + card_h));
  }
  kit::Explain(hovered, CardWithValue(card));
  if (clicked && turn.mine) ClickHandCard(state, turn, card, result);
}

void MyFirstChristmasTreeView::ClickHandCard(const MyFirstChristmasTreeState& state,
                                             const Turn& turn, Card card, ViewResult& result) {
  const bool playing = turn.step == Step::kPlay || armed_ == Armed::kPlay;
  if (!playing) {
    // Not a time to play (or the extra card needs the commit): the rules say why.
    Try(state, act::Play(card, act::kRight), result);
    return;
  }
  selected_card_ = selected_card_ == card ? -1 : card;
  message_.clear();
}

}  // namespace tinsel::app
