// My First Christmas Tree's choices of the step being played: decorate or end the turn, the
// line to decorate, the colour counted for a decoration box, and the commits among them.
#include <algorithm>
#include <string>
#include <vector>

#include "tinsel/translate.h"
#include "ui/controls.h"
#include "ui/input_state.h"
#include "ui/theme.h"
#include "views/choice_buttons.h"
#include "views/my_first_christmas_tree/my_first_christmas_tree_drawing.h"
#include "views/my_first_christmas_tree/my_first_christmas_tree_view.h"
#include "views/my_first_christmas_tree/my_first_christmas_tree_view_parts.h"

namespace tinsel::app {
namespace {

using kit::ByPressing;
using kit::FontPixels;
using kit::Text;
using kit::TextWidth;
using mfct::Step;
namespace act = mfct::act;
namespace md = mfct_drawing;

// A line of the tree as the player reads it: "r3t1-r3t4 (row)" (`name`: the line's name).
std::string LineLabel(const std::string& name, bool along_row) {
  // TRANSLATORS: a line of the tree along one of its rows; {line} is its name, "r3t1-r3t4".
  if (along_row) return TrFormat("{line} (row)", {{"line", name}});
  // TRANSLATORS: a diagonal line of the tree; {line} is its name, "r3t1-r4t2".
  return TrFormat("{line} (diagonal)", {{"line", name}});
}
std::string LineLabel(int line) {
  return LineLabel(mfct::LineName(line),
                   mfct::Lines()[line].direction == mfct::Direction::kAlongRow);
}

}  // namespace

void MyFirstChristmasTreeView::DrawActions(const ViewContext& context,
                                           const MyFirstChristmasTreeState& state, const Turn& turn,
                                           Box box, ViewResult& result) {
  const ui::Fonts& fonts = ui::GetFonts();
  ImDrawList* draw = ImGui::GetWindowDrawList();
  kit::FramedPanel(draw, box.min, box.max, IM_COL32(0, 0, 0, 50), ui::colour::kGoldDim, 10, 1.0f);
  const Box inner =
      Box::Corners(ImVec2(box.min.x + 8, box.min.y + 8), ImVec2(box.max.x - 8, box.max.y - 8));
  std::string note;
  if (!turn.mine) {
    note = state.IsTerminal() ? Tr("The game is over.") : Tr("Wait for your turn.");
  } else if (turn.step == Step::kTake || turn.step == Step::kExtraTake) {
    note = Tr("Take from the pool on the right.");
  } else if (turn.step == Step::kPlay) {
    note = ByPressing(Tr("Click a card of your hand, then a lit end of your row."),
                      Tr("Tap a card of your hand, then a lit end of your row."),
                      Tr("Choose a card of your hand, then a lit end of your row."));
  } else if (turn.step == Step::kCubes) {
    const int cubes = state.CubesToPlace();
    // TRANSLATORS: the cubes left to place on the decorated line.
    note = ByPressing(TrPlural("{n} cube to place: click a lit tile of the line.",
                               "{n} cubes to place: click lit tiles of the line.", cubes),
                      TrPlural("{n} cube to place: tap a lit tile of the line.",
                               "{n} cubes to place: tap lit tiles of the line.", cubes),
                      TrPlural("{n} cube to place: choose a lit tile of the line.",
                               "{n} cubes to place: choose lit tiles of the line.", cubes));
  } else if (turn.step == Step::kAfterPlay) {
    if (choosing_line_) {
      DrawLineChoices(context, state, turn, inner, result);
    } else {
      DrawAfterPlayChoices(context, state, turn, inner, result);
    }
    return;
  } else if (turn.step == Step::kBox) {
    DrawBoxChoices(context, state, turn, inner, result);
    return;
  }
  kit::WrappedText(draw, fonts.body, FontPixels(fonts.body), inner.min, inner.w(),
                   ui::colour::kCreamDim, note);
}

void MyFirstChristmasTreeView::DrawAfterPlayChoices(const ViewContext& context,
                                                    const MyFirstChristmasTreeState& state,
                                                    const Turn& turn, Box box, ViewResult& result) {
  ImGui::PushFont(ui::GetFonts().bold);
  const std::vector<int> lines = state.MatchingLines();
  bool extra = false;
  for (Action action : turn.legal) extra = extra || act::IsCommitPlay(action);
  const int count = (lines.empty() ? 0 : 1) + (extra ? 1 : 0) + 1;
  ButtonFlow flow(box, count, ImGui::GetFrameHeight() + 6, 320);
  int slot = 0;
  if (!lines.empty()) {
    const std::string label =
        lines.size() == 1
            // TRANSLATORS: a button: decorate the one line the row matches ("r3t1-r3t4").
            ? TrFormat("Decorate {line}", {{"line", mfct::LineName(lines[0])}})
            // TRANSLATORS: a button: decorate one of the {n} lines the row matches (chosen next).
            : TrPlural("Decorate ({n} line matches)", "Decorate ({n} lines match)",
                       static_cast<long long>(lines.size()));
    ImVec2 size = flow.size;
    // In a strip too narrow for its words, Decorate takes the first row; the rest share the
    // second.
    if (flow.rows > 1 && count > flow.rows &&
        ImGui::CalcTextSize(label.c_str()).x > flow.size.x - 16) {
      size.x = box.w();
      flow = ButtonFlow(Box::Corners(ImVec2(box.min.x, box.min.y + size.y + 6), box.max), count - 1,
                        size.y, box.w());
      flow.rows = 1;
      flow.size.x = (box.w() - 6 * (count - 2)) / (count - 1);
      ImGui::SetCursorScreenPos(box.min);
    } else {
      ImGui::SetCursorScreenPos(flow.At(slot++));
    }
    if (ui::Button(context.widgets, "mfct:decorate", label, size, ui::Tone::kPrimary)) {
      if (lines.size() == 1) {
        Try(state, act::Decorate(lines[0]), result);
      } else {
        choosing_line_ = true;
        message_.clear();
      }
    }
    if (context.hint && act::IsDecorate(*context.hint)) kit::HintFrameLastItem();
  }
  if (extra && CommitButton(context, "mfct:commit:play",
                            CommitLabel({Tr("Commit: play an extra card"), Tr("Play an extra card"),
                                         TrContext("commit", "Extra card")},
                                        flow.size.x),
                            flow.At(slot++), flow.size, armed_ == Armed::kPlay,
                            context.hint && act::IsCommitPlay(*context.hint))) {
    armed_ = armed_ == Armed::kPlay ? Armed::kNone : Armed::kPlay;
    selected_card_ = -1;
    message_.clear();
  }
  if (turn.Legal(act::kEndTurn) &&
      ChoiceButton(context, "mfct:end-turn", Tr("End turn"), flow.At(slot), flow.size,
                   Hinted(context, act::kEndTurn))) {
    Try(state, act::kEndTurn, result);
  }
  ImGui::PopFont();
}

void MyFirstChristmasTreeView::DrawLineChoices(const ViewContext& context,
                                               const MyFirstChristmasTreeState& state,
                                               const Turn& turn, Box box, ViewResult& result) {
  const ui::Fonts& fonts = ui::GetFonts();
  ImDrawList* draw = ImGui::GetWindowDrawList();
  const float px = FontPixels(fonts.bold);
  ImGui::PushFont(fonts.body);
  const float h = ImGui::GetFrameHeight() + 2;
  const std::vector<int> lines = state.MatchingLines();
  // A title when there is room for it; the status line says the same.
  const int buttons = static_cast<int>(lines.size()) + 1;
  const bool titled = box.h() >= px + 6 + 3 * (h + 6);
  if (titled)
    Text(draw, fonts.bold, px, box.min, ui::colour::kGold, Tr("Which line? (lit on the tree)"));
  const Box room = titled ? Box::Corners(ImVec2(box.min.x, box.min.y + px + 6), box.max) : box;
  const float body = FontPixels(fonts.body);
  // The long labels ("r3t1-r3t4 (row)") where they fit, else the line's name alone.
  const float long_w = std::max(TextWidth(fonts.body, body, LineLabel("r5t1-r5t6", false)),
                                TextWidth(fonts.body, body, LineLabel("r5t1-r5t6", true))) +
                       16;
  const int rows = std::max(1, static_cast<int>((room.h() + 6) / (h + 6)));
  const float long_fit = static_cast<int>((room.w() + 6) / (std::max(140.0f, long_w) + 6));
  const bool long_labels = long_fit * rows >= buttons;
  const float w =
      long_labels ? std::max(140.0f, long_w) : TextWidth(fonts.body, body, "r5t1-r5t6") + 16;
  const int columns = std::max(1, static_cast<int>((room.w() + 6) / (w + 6)));
  hovered_line_ = -1;
  for (size_t i = 0; i <= lines.size(); ++i) {
    const ImVec2 at(room.min.x + (i % columns) * (w + 6), room.min.y + (i / columns) * (h + 6));
    if (i == lines.size()) {
      if (ChoiceButton(context, "mfct:cancel", Tr("Back"), at, ImVec2(w, h), false)) {
        choosing_line_ = false;
        message_.clear();
      }
      break;
    }
    const int line = lines[i];
    const std::string label = long_labels ? LineLabel(line) : mfct::LineName(line);
    if (ChoiceButton(context, "mfct:line:" + mfct::LineName(line), label, at, ImVec2(w, h),
                     Hinted(context, act::Decorate(line)))) {
      Try(state, act::Decorate(line), result);
    }
    if (ImGui::IsItemHovered()) hovered_line_ = line;
  }
  ImGui::PopFont();
  (void)turn;
}

std::string MyFirstChristmasTreeView::BoxLabel(const MyFirstChristmasTreeState& state,
                                               const Turn& turn, int colour) const {
  const mfct::PreparationRow& row = state.Row(turn.me);
  int total = row.CountOf(colour);
  // TRANSLATORS: a colour of the row and how many of its cards the row holds, "red ×3".
  std::string text = TrFormat("{colour} ×{count}", {{"colour", mfct_view::ColourWords(colour)},
                                                    {"count", FormatNumber(total)}});
  if (first_colour_ >= 0 && first_colour_ != colour) {
    total += row.CountOf(first_colour_);
    text =
        // TRANSLATORS: two colours counted together for a decoration box, "red ×3 + blue = 5".
        TrFormat("{counted} + {other} = {total}", {{"counted", text},
                                                   {"other", mfct_view::ColourWords(first_colour_)},
                                                   {"total", FormatNumber(total)}});
  }
  int value = 0;
  switch (state.BoxGainFor(turn.me, total, &value)) {
    case mfct::BoxGain::kOwn:
      // TRANSLATORS: a button: counting {counted} ("red ×3") claims the player's own box
      // card of value {value}.
      return TrFormat("{counted}: your box {value}",
                      {{"counted", text}, {"value", FormatNumber(value)}});
    case mfct::BoxGain::kNeutral:
      // TRANSLATORS: a button: counting {counted} ("red ×3") claims a neutral box card of
      // value {value}.
      return TrFormat("{counted}: neutral {value}",
                      {{"counted", text}, {"value", FormatNumber(value)}});
    case mfct::BoxGain::kNothing:
      break;
  }
  // TRANSLATORS: a button: counting {counted} ("red ×3") claims no box card.
  return TrFormat("{counted}: nothing", {{"counted", text}});
}

void MyFirstChristmasTreeView::DrawBoxChoices(const ViewContext& context,
                                              const MyFirstChristmasTreeState& state,
                                              const Turn& turn, Box box, ViewResult& result) {
  const ui::Fonts& fonts = ui::GetFonts();
  const mfct::PreparationRow& row = state.Row(turn.me);
  // The row's colours, then the commit, flowed down as many columns as they need.
  bool pairs = false;
  for (Action action : turn.legal) pairs = pairs || act::IsCommitBox(action);
  std::vector<int> colours;
  for (int colour = 0; colour < mfct::kNumColours; ++colour) {
    if (row.CountOf(colour) > 0) colours.push_back(colour);
  }
  ImGui::PushFont(fonts.body);
  const ButtonFlow flow(box, static_cast<int>(colours.size()) + (pairs ? 1 : 0),
                        ImGui::GetFrameHeight() + 2, 360);
  int slot = 0;
  for (int colour : colours) {
    if (BoxColourButton(context, state, turn, colour, flow.At(slot++), flow.size)) {
      ClickBoxColour(state, colour, result);
    }
  }
  ImGui::PopFont();
  if (!pairs) return;
  ImGui::PushFont(fonts.bold);
  if (CommitButton(context, "mfct:commit:box",
                   CommitLabel({Tr("Commit: count a second colour"), Tr("Count two colours"),
                                Tr("Two colours")},
                               flow.size.x),
                   flow.At(slot), flow.size, armed_ == Armed::kBox,
                   context.hint && act::IsCommitBox(*context.hint))) {
    armed_ = armed_ == Armed::kBox ? Armed::kNone : Armed::kBox;
    first_colour_ = -1;
    message_.clear();
  }
  ImGui::PopFont();
}

bool MyFirstChristmasTreeView::BoxColourButton(const ViewContext& context,
                                               const MyFirstChristmasTreeState& state,
                                               const Turn& turn, int colour, ImVec2 at,
                                               ImVec2 size) {
  const std::string id = "mfct:box:" + std::string(mfct::ColourName(colour));
  const bool hinted =
      Hinted(context, act::Box(colour)) || (context.hint && act::IsCommitBox(*context.hint) &&
                                            (act::FirstColourOf(*context.hint) == colour ||
                                             act::SecondColourOf(*context.hint) == colour));
  // The label after a swatch of the colour (with its initial) at the button's left end.
  const float side = size.y - 10;
  ImGui::SetCursorScreenPos(at);
  ImGui::PushStyleVar(ImGuiStyleVar_ButtonTextAlign, ImVec2(0.0f, 0.5f));
  ImGui::PushStyleVar(ImGuiStyleVar_FramePadding,
                      ImVec2(side + 14, ImGui::GetStyle().FramePadding.y));
  // The first colour of a committed count stays gold until the second is clicked.
  const bool clicked =
      ui::Button(context.widgets, id, BoxLabel(state, turn, colour), size,
                 colour == first_colour_ ? ui::Tone::kSelected : ui::Tone::kSecondary);
  ImGui::PopStyleVar(2);
  if (hinted) kit::HintFrameLastItem();
  ImDrawList* draw = ImGui::GetWindowDrawList();
  const ImVec2 min = ImGui::GetItemRectMin();
  const ImVec2 swatch(min.x + 5, min.y + 5);
  draw->AddRectFilled(swatch, ImVec2(swatch.x + side, swatch.y + side), md::CardColour(colour), 4);
  draw->AddRect(swatch, ImVec2(swatch.x + side, swatch.y + side), IM_COL32(0, 0, 0, 120), 4);
  kit::CentredText(draw, ui::GetFonts().bold, side * 0.8f,
                   ImVec2(swatch.x + side * 0.5f, swatch.y + side * 0.5f), md::CardInk(colour),
                   md::ColourInitial(colour));
  return clicked;
}

void MyFirstChristmasTreeView::ClickBoxColour(const MyFirstChristmasTreeState& state, int colour,
                                              ViewResult& result) {
  if (armed_ != Armed::kBox) {
    Try(state, act::Box(colour), result);
  } else if (first_colour_ < 0 || first_colour_ == colour) {
    first_colour_ = first_colour_ == colour ? -1 : colour;  // a second click takes it back
    message_.clear();
  } else {
    Try(state, act::CommitBox(first_colour_, colour), result);
  }
}

}  // namespace tinsel::app
