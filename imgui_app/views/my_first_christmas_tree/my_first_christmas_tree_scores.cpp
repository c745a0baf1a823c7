// My First Christmas Tree's scores panel: the running score breakdown of both players.
#include <algorithm>
#include <iterator>
#include <string>

#include "tinsel/translate.h"
#include "ui/controls.h"
#include "ui/theme.h"
#include "views/my_first_christmas_tree/my_first_christmas_tree_drawing.h"
#include "views/my_first_christmas_tree/my_first_christmas_tree_view.h"
#include "views/my_first_christmas_tree/my_first_christmas_tree_view_parts.h"

namespace tinsel::app {
namespace {

using kit::FontPixels;
using kit::Text;
using kit::TextWidth;
using mfct_view::kPad;
using mfct_view::kPanelFill;
namespace md = mfct_drawing;

}  // namespace

void MyFirstChristmasTreeView::DrawScoreHeads(ImVec2 at, float name_w, float column, float line) {
  const ui::Fonts& fonts = ui::GetFonts();
  ImDrawList* draw = ImGui::GetWindowDrawList();
  // Translated where drawn (Tr).
  static constexpr const char* kHeads[] = {
      // TRANSLATORS: the scores panel's column heads: the star, the base tiles, the finishing
      // touches, the completed rows, the box cards, the cubes not placed, the total.
      N_("Star"), N_("Base"), N_("Touch"), N_("Rows"), N_("Boxes"), N_("Cubes"), N_("Total")};
  const float small = FontPixels(fonts.mark);
  const float icon = small * 1.1f;
  // Each column's picture and word; the word alone, or the picture alone, when narrower.
  float widest = 0;
  for (const char* head : kHeads) widest = std::max(widest, TextWidth(fonts.mark, small, Tr(head)));
  const bool words = widest <= column - 4;
  const bool icons = !words || icon + 4 + widest <= column - 4;
  Text(draw, fonts.mark, small, ImVec2(at.x, at.y + (line - small) * 0.5f), ui::colour::kCreamDim,
       Tr("Score"));
  for (int c = 0; c < static_cast<int>(std::size(kHeads)); ++c) {
    const float x = at.x + name_w + (c + 0.5f) * column;
    const char* head = Tr(kHeads[c]);
    const float word_w = words ? TextWidth(fonts.mark, small, head) : 0;
    const float w = (icons ? icon : 0) + (icons && words ? 4 : 0) + word_w;
    if (icons) {
      md::DrawScoreIcon(draw, static_cast<md::ScoreItem>(c),
                        ImVec2(x - w * 0.5f + icon * 0.5f, at.y + line * 0.5f), icon);
    }
    if (words) {
      Text(draw, fonts.mark, small, ImVec2(x + w * 0.5f - word_w, at.y + (line - small) * 0.5f),
           ui::colour::kCreamDim, head);
    }
  }
}

void MyFirstChristmasTreeView::DrawScores(const ViewContext& context,
                                          const MyFirstChristmasTreeState& state, const Turn& turn,
                                          Box box) {
  const ui::Fonts& fonts = ui::GetFonts();
  ImDrawList* draw = ImGui::GetWindowDrawList();
  kit::FramedPanel(draw, box.min, box.max, kPanelFill, ui::colour::kGoldDim, 12, 1.5f);
  constexpr int kColumns = 7;
  const float body = FontPixels(fonts.body);
  const float line = body + 6;
  const float name_w = std::min(box.w() * 0.18f, 150.0f);
  const float column = (box.w() - 2 * kPad - name_w) / kColumns;
  float y = box.min.y + kPad;
  draw->PushClipRect(box.min, box.max, true);
  DrawScoreHeads(ImVec2(box.min.x + kPad, y), name_w, column, line);
  for (int k = 0; k < mfct::kNumPlayers; ++k) {
    const int seat = k == 0 ? turn.me : turn.other;
    y += line;
    md::DrawCube(draw, ImVec2(box.min.x + kPad + body * 0.4f, y + line * 0.5f), body * 0.7f, seat,
                 false);
    ui::NameText(context.widgets, "mfct:score-name:" + std::to_string(seat), draw, fonts.bold, body,
                 ImVec2(box.min.x + kPad + body, y + 3), ui::colour::kCream, Name(context, seat),
                 name_w - body - 4);
    const mfct::ScoreItems s = state.ScoreOf(seat);
    const int values[kColumns] = {
        s.star, s.base, s.finishing_touches, s.completed_rows, s.boxes, s.unplaced, s.Total()};
    for (int c = 0; c < kColumns; ++c) {
      const float x = box.min.x + kPad + name_w + (c + 0.5f) * column;
      ImFont* font = c == kColumns - 1 ? fonts.bold : fonts.body;
      kit::CentredText(draw, font, body, ImVec2(x, y + line * 0.5f),
                       c == kColumns - 1 ? ui::colour::kGold : ui::colour::kCream,
                       std::to_string(values[c]));
    }
  }
  draw->PopClipRect();
  kit::Explain(
      kit::Inside(ImGui::GetIO().MousePos, box.min, box.max),
      // TRANSLATORS: what the scores panel's columns count (a tooltip).
      Tr("Star: 6.  Base: left 4, right 3.  Touches: a finishing touch scores its row's tiles.\n"
         "Rows: a row completed later, half that.  Boxes: their values.\n"
         "Cubes: -1 per decoration cube not placed."));
}

}  // namespace tinsel::app
