// My First Christmas Tree's other player: their panel, and the name line, stats, hand and
// row strips both players' areas draw with.
#include <algorithm>
#include <string>
#include <vector>

#include "tinsel/translate.h"
#include "ui/controls.h"
#include "ui/theme.h"
#include "views/my_first_christmas_tree/my_first_christmas_tree_drawing.h"
#include "views/my_first_christmas_tree/my_first_christmas_tree_view.h"
#include "views/my_first_christmas_tree/my_first_christmas_tree_view_parts.h"

namespace tinsel::app {
namespace {

using kit::Fit;
using kit::FontPixels;
using kit::Text;
using kit::TextWidth;
using mfct::Card;
using mfct_view::CardsOf;
using mfct_view::kPad;
using mfct_view::kPanelFill;
namespace md = mfct_drawing;

std::string MaxWords(int maximum) {
  // TRANSLATORS: the longest row allowed: no limit.
  return maximum >= mfct::kUnlimited ? std::string(Tr("no limit")) : FormatNumber(maximum);
}

// The words of the other player's strips (a small "Hand" and "Row" before their cards).
// TRANSLATORS: the name beside a player's hand of cards.
const char* HandWord() { return TrContext("cards", "Hand"); }
// TRANSLATORS: the name beside a player's preparation row of cards.
const char* RowWord() { return TrContext("cards", "Row"); }

}  // namespace

float MyFirstChristmasTreeView::DrawNameLine(const ViewContext& context,
                                             const MyFirstChristmasTreeState& state, int seat,
                                             Box box, float y) {
  const ui::Fonts& fonts = ui::GetFonts();
  ImDrawList* draw = ImGui::GetWindowDrawList();
  const float px = FontPixels(fonts.bold);
  float x = box.min.x + kPad;
  md::DrawCube(draw, ImVec2(x + px * 0.4f, y + px * 0.55f), px * 0.75f, seat, false);
  x += px + 4;
  const bool to_move = state.Mover() == seat && !state.IsTerminal();
  std::string name = Name(context, seat);
  if (state.FirstPlayer() == seat && !compact_) {
    // TRANSLATORS: after the name of the player who started the game.
    name = TrFormat("{name} (started)", {{"name", name}});
  }
  const int total = state.ScoreOf(seat).Total();
  const std::string score = compact_ ? std::to_string(total) : mfct_view::PointsWords(total);
  const float score_x = box.max.x - kPad - TextWidth(fonts.bold, px, score);
  // Wide: the stats follow at a fixed place (36% in); the name and "to play" keep left of it.
  const float name_right = compact_ ? score_x - 10 : box.min.x + box.w() * 0.36f - 10;
  const float to_play_w = TextWidth(fonts.body, FontPixels(fonts.body), Tr("to play")) + 10;
  const bool say_to_play = !compact_ && to_move;
  x += ui::NameText(context.widgets, "mfct:name:" + std::to_string(seat), draw, fonts.bold, px,
                    ImVec2(x, y), to_move ? ui::colour::kGold : ui::colour::kCream, name,
                    name_right - x - (say_to_play ? to_play_w : 0)) +
       10;
  if (compact_) {
    // The stats between the name and the score, smaller; the gold name says who plays.
    const float small = FontPixels(fonts.mark);
    DrawStats(state, seat, ImVec2(x, y + (px - small) * 0.5f), small, score_x - 10);
  } else if (say_to_play) {
    Text(draw, fonts.body, FontPixels(fonts.body), ImVec2(x, y), ui::colour::kGold, Tr("to play"));
  }
  Text(draw, fonts.bold, px, ImVec2(score_x, y), ui::colour::kGold, score);
  return px + 6;
}

void MyFirstChristmasTreeView::DrawStats(const MyFirstChristmasTreeState& state, int seat,
                                         ImVec2 at, float height, float right) {
  const ui::Fonts& fonts = ui::GetFonts();
  ImDrawList* draw = ImGui::GetWindowDrawList();
  ImFont* font = compact_ ? fonts.mark : fonts.body;
  const float px = std::min(FontPixels(font), height);
  const float cube = px * 0.8f;
  const float mid = at.y + px * 0.55f;
  float x = at.x;
  // Three parts (the longest row, the cubes left, the boxes claimed), each drawn whole while
  // it fits before `right`: a part that does not is left out, never cut.
  const char* gap = compact_ ? "  " : "   ";
  // Each label, then a space, then its figure.
  // TRANSLATORS: a player's stats: the longest row they may hold now ("Max row 5").
  const std::string max_row = Tr("Max row");
  // TRANSLATORS: short for "Max row" (the longest row allowed), "Max 5".
  const std::string max_label = std::string(compact_ ? TrContext("row", "Max") : max_row) + " ";
  const std::string max_value = MaxWords(state.MaxRowSize(seat));
  // TRANSLATORS: a player's stats: the cubes they have left to place.
  const std::string cubes_word = TrContext("stats", "Cubes");
  const std::string cubes_label = std::string(gap) + (compact_ ? "" : cubes_word + " ");
  const std::string decoration =
      std::to_string(state.DecorationCubesLeft(seat)) + (compact_ ? " " : "  ");
  const std::string finishing = std::to_string(state.FinishingCubesLeft(seat));
  std::string boxes;
  for (int value = mfct::kLowestBox; value <= mfct::kHighestBox; ++value) {
    for (int n = 0; n < state.BoxCardsClaimed(seat, value); ++n) {
      boxes += (boxes.empty() ? "" : " ") + std::to_string(value);
    }
  }
  // TRANSLATORS: a player's stats: the box cards they have claimed.
  const std::string boxes_label = std::string(gap) + TrContext("stats", "Boxes") + " ";
  // TRANSLATORS: a player's stats: no box card claimed.
  const std::string boxes_value = boxes.empty() ? std::string(TrContext("boxes", "none")) : boxes;
  // What the figures mean, for a new player: over them with a mouse, or a finger held down.
  kit::Explain(kit::Inside(ImGui::GetIO().MousePos, at, ImVec2(right, at.y + px)),
               TrFormat(
                   // TRANSLATORS: what a player's stats mean (a tooltip); {boxes} lists the values
                   // of the box cards claimed ("2 4") or says none.
                   "Max row {max}: the most cards the preparation row may hold now.\nCubes: "
                   "{decoration} decoration cubes (plain) and {finishing} finishing-touch cubes "
                   "(with a star) left to place.\nBoxes: the box cards claimed ({boxes}).",
                   {{"max", max_value},
                    {"decoration", FormatNumber(state.DecorationCubesLeft(seat))},
                    {"finishing", finishing},
                    {"boxes", boxes_value}}));
  auto width = [&](const std::string& text) { return TextWidth(font, px, text); };
  auto words = [&](const std::string& text, ImU32 colour) {
    Text(draw, font, px, ImVec2(x, at.y), colour, text);
    x += width(text);
  };
  if (x + width(max_label) + width(max_value) > right) return;
  words(max_label, ui::colour::kCreamDim);
  words(max_value, ui::colour::kCream);
  if (x + width(cubes_label) + 2 * (cube + 3) + width(decoration) + width(finishing) > right)
    return;
  words(cubes_label, ui::colour::kCreamDim);
  md::DrawCube(draw, ImVec2(x + cube * 0.5f, mid), cube, seat, false);
  x += cube + 3;
  words(decoration, ui::colour::kCream);
  md::DrawCube(draw, ImVec2(x + cube * 0.5f, mid), cube, seat, true);
  x += cube + 3;
  words(finishing, ui::colour::kCream);
  if (x + width(boxes_label) + width(boxes_value) > right) return;
  words(boxes_label, ui::colour::kCreamDim);
  words(boxes_value, ui::colour::kCream);
}

void MyFirstChristmasTreeView::DrawHiddenHand(const MyFirstChristmasTreeState& state, int seat,
                                              ImVec2 at, float card_w, float width) {
  ImDrawList* draw = ImGui::GetWindowDrawList();
  // Known cards face up (taken openly from the pool), the others as backs.
  const std::vector<Card> known = CardsOf(state.KnownHand(seat));
  const int count = state.HandSize(seat);
  const int backs = count - static_cast<int>(known.size());
  if (count == 0) return;
  float step = card_w + 4;
  if (count * step - 4 > width) step = (width - card_w) / std::max(1, count - 1);
  for (int i = 0; i < count; ++i) {
    const ImVec2 min(at.x + i * step, at.y);
    if (i < backs) {
      md::DrawCardBack(draw, min, card_w);
    } else {
      md::DrawCard(draw, min, card_w, known[i - backs]);
    }
  }
}

void MyFirstChristmasTreeView::DrawRowCards(const MyFirstChristmasTreeState& state, int seat,
                                            ImVec2 at, float card_w, float step) {
  ImDrawList* draw = ImGui::GetWindowDrawList();
  const mfct::PreparationRow& row = state.Row(seat);
  for (int i = 0; i < row.length; ++i) {
    md::DrawCard(draw, ImVec2(at.x + i * step, at.y), card_w, row.at(i));
  }
}

void MyFirstChristmasTreeView::DrawOther(const ViewContext& context,
                                         const MyFirstChristmasTreeState& state, const Turn& turn,
                                         Box box) {
  const ui::Fonts& fonts = ui::GetFonts();
  ImDrawList* draw = ImGui::GetWindowDrawList();
  const int seat = turn.other;
  const bool to_move = state.Mover() == seat && !state.IsTerminal();
  kit::FramedPanel(draw, box.min, box.max, to_move ? IM_COL32(232, 188, 74, 30) : kPanelFill,
                   to_move ? ui::colour::kGold : ui::colour::kGoldDim, 12, 1.5f);
  float y = box.min.y + 8;
  y += DrawNameLine(context, state, seat, box, y);
  const float body = FontPixels(fonts.body);
  const float small = FontPixels(fonts.mark);
  const int in_hand = state.HandSize(seat);
  const int row_places = std::max<int>(3, state.Row(seat).length);
  if (compact_) {
    // One line under the name: "Hand" and the backs, "Row" and its cards (stats on the name).
    const float card_w = std::clamp((box.max.y - 6 - y) / md::kCardAspect, 12.0f, 40.0f);
    const float mid = y + card_w * md::kCardAspect * 0.5f;
    float x = box.min.x + kPad;
    Text(draw, fonts.mark, small, ImVec2(x, mid - small * 0.5f), ui::colour::kCreamDim, HandWord());
    x += TextWidth(fonts.mark, small, HandWord()) + 6;
    const float row_label = TextWidth(fonts.mark, small, RowWord()) + 6;
    const float row_w = row_places * (card_w + 3);
    const float hand_room = box.max.x - kPad - row_w - row_label - 14 - x;
    const float hand_w = std::min(hand_room, std::max(1, in_hand) * (card_w + 3));
    DrawHiddenHand(state, seat, ImVec2(x, y), card_w, hand_w);
    x += hand_w + 14;
    Text(draw, fonts.mark, small, ImVec2(x, mid - small * 0.5f), ui::colour::kCreamDim, RowWord());
    DrawRowCards(state, seat, ImVec2(x + row_label, y), card_w, card_w + 3);
    return;
  }
  const float stats_h = body + 4;
  // Hand on the left, row on the right (room for its cards, at least 3), each under its
  // label; the cards as large as the height allows and the width lets both lines fit.
  const float by_height = (box.max.y - y - stats_h - small - 16) / md::kCardAspect;
  const float by_width = (box.w() - 2 * kPad - 14) / (std::max(2, in_hand) + row_places) - 4;
  const float card_w = std::clamp(std::min(by_height, by_width), 18.0f, 90.0f);
  const float row_w =
      std::max(row_places * (card_w + 4), TextWidth(fonts.mark, small, Tr("Preparation row")) + 4);
  const float row_x = box.max.x - kPad - row_w;
  const float hand_w = row_x - 14 - (box.min.x + kPad);
  Text(draw, fonts.mark, small, ImVec2(box.min.x + kPad, y), ui::colour::kCreamDim,
       Fit(fonts.mark, small, TrPlural("Hand: {n} card", "Hand: {n} cards", in_hand), hand_w));
  Text(draw, fonts.mark, small, ImVec2(row_x, y), ui::colour::kCreamDim, Tr("Preparation row"));
  y += small + 4;
  DrawHiddenHand(state, seat, ImVec2(box.min.x + kPad, y), card_w, hand_w);
  DrawRowCards(state, seat, ImVec2(row_x, y), card_w,
               std::min(card_w + 4, (row_w - card_w) / std::max(1, row_places - 1)));
  DrawStats(state, seat, ImVec2(box.min.x + kPad, box.max.y - stats_h - 4), body, box.max.x - kPad);
}

}  // namespace tinsel::app
