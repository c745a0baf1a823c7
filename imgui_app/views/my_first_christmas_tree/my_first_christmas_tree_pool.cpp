// My First Christmas Tree's pool: the 4 cards to take and the take choices (skip, the
// commits to refresh it or take an extra card).
#include <algorithm>
#include <string>
#include <vector>

#include "tinsel/translate.h"
#include "ui/theme.h"
#include "views/choice_buttons.h"
#include "views/my_first_christmas_tree/my_first_christmas_tree_drawing.h"
#include "views/my_first_christmas_tree/my_first_christmas_tree_view.h"
#include "views/my_first_christmas_tree/my_first_christmas_tree_view_parts.h"

namespace tinsel::app {
namespace {

using kit::FontPixels;
using kit::Text;
using mfct::Card;
using mfct::Step;
using mfct_view::CardsOf;
using mfct_view::kPad;
using mfct_view::kPanelFill;
namespace act = mfct::act;
namespace md = mfct_drawing;

}  // namespace

void MyFirstChristmasTreeView::DrawPool(const ViewContext& context,
                                        const MyFirstChristmasTreeState& state, const Turn& turn,
                                        Box box, ViewResult& result) {
  const ui::Fonts& fonts = ui::GetFonts();
  ImDrawList* draw = ImGui::GetWindowDrawList();
  const bool taking = turn.mine && (turn.step == Step::kTake || turn.step == Step::kExtraTake);
  kit::FramedPanel(draw, box.min, box.max, kPanelFill,
                   taking ? ui::colour::kGold : ui::colour::kGoldDim, 12, 1.5f);
  // Named above its cards; in the compact shapes the gold frame and the status say it.
  const float label = compact_ ? 0.0f : FontPixels(fonts.bold);
  if (!compact_) {
    Text(draw, fonts.bold, label, ImVec2(box.min.x + kPad, box.min.y + 6),
         // TRANSLATORS: the pool: the cards face up to take from.
         taking ? ui::colour::kGold : ui::colour::kCream, Tr("Pool"));
  }
  // Cards on the left, the take choices on the right; in a narrow box, the choices under them.
  const bool choices_under = compact_ && box.h() > box.w() * 0.5f;
  const float under_h = taking && choices_under ? ImGui::GetFrameHeight() + 6 + 8 : 0.0f;
  const float choices_w = taking && !choices_under ? std::min(box.w() * 0.45f, 280.0f) : 0.0f;
  const float top = box.min.y + 6 + label + (compact_ ? 4 : 6);
  const float avail_w = box.w() - 2 * kPad - choices_w;
  const float card_w = std::clamp(std::min((box.max.y - under_h - top - 8) / md::kCardAspect,
                                           (avail_w - 3 * 8) / mfct::kPoolSize),
                                  20.0f, 110.0f);
  const std::vector<Card> pool = CardsOf(state.Pool());
  const ImVec2 mouse = ImGui::GetIO().MousePos;
  for (int i = 0; i < static_cast<int>(pool.size()); ++i) {
    const Card card = pool[i];
    const ImVec2 min(box.min.x + kPad + i * (card_w + 8), top);
    const ImVec2 max(min.x + card_w, min.y + card_w * md::kCardAspect);
    bool hovered = false;
    const bool commit = armed_ == Armed::kTake;
    md::Look look;
    look.lit = (turn.step == Step::kTake && turn.Legal(act::Take(card))) ||
               (commit && turn.Legal(act::CommitTake(card)));
    const bool clicked =
        kit::HitArea(context.widgets, "mfct:pool:" + std::to_string(i), mfct_view::CardWords(card),
                     min, max, turn.mine, &hovered, look.lit);
    const float lift = hovered && look.lit && kit::Inside(mouse, min, max) ? 4.0f : 0.0f;
    md::DrawCard(draw, ImVec2(min.x, min.y - lift), card_w, card, look);
    if (Hinted(context, act::Take(card)) || Hinted(context, act::CommitTake(card))) {
      kit::HintFrame(draw, min, max);
    }
    kit::Explain(hovered, mfct_view::CardWithValue(card));
    if (clicked && turn.mine) ClickPoolCard(state, turn, card, result);
  }
  if (taking && choices_under) {
    DrawTakeChoices(context, state, turn,
                    Box::Corners(ImVec2(box.min.x + kPad, box.max.y - under_h),
                                 ImVec2(box.max.x - kPad, box.max.y - 8)),
                    result);
  } else if (taking) {
    DrawTakeChoices(context, state, turn,
                    Box::Corners(ImVec2(box.max.x - kPad - choices_w, top), box.max), result);
  }
}

void MyFirstChristmasTreeView::ClickPoolCard(const MyFirstChristmasTreeState& state,
                                             const Turn& turn, Card card, ViewResult& result) {
  const bool commit = turn.step == Step::kExtraTake && armed_ == Armed::kTake;
  Try(state, commit ? act::CommitTake(card) : act::Take(card), result);
}

void MyFirstChristmasTreeView::DrawTakeChoices(const ViewContext& context,
                                               const MyFirstChristmasTreeState& state,
                                               const Turn& turn, Box box, ViewResult& result) {
  ImGui::PushFont(ui::GetFonts().bold);
  // Two buttons, one over the other, or side by side in a wide strip.
  const bool side_by_side = box.w() > box.h() * 3;
  const float h =
      side_by_side ? box.h() : std::min(ImGui::GetFrameHeight() + 6, (box.h() - 8 - 6) * 0.5f);
  const ImVec2 size(side_by_side ? (box.w() - 6) * 0.5f : box.w(), h);
  float y = box.min.y;
  float x = box.min.x;
  if (turn.Legal(act::kCommitRefresh) &&
      CommitButton(context, "mfct:commit:refresh",
                   CommitLabel({Tr("Commit: refresh the pool"), Tr("Refresh the pool"),
                                // TRANSLATORS: short for "Refresh the pool" (a button).
                                TrContext("pool", "Refresh")},
                               size.x),
                   ImVec2(x, y), size, false, Hinted(context, act::kCommitRefresh))) {
    Try(state, act::kCommitRefresh, result);
  }
  if (turn.step == Step::kExtraTake) {
    bool extra = false;
    for (Action action : turn.legal) extra = extra || act::IsCommitTake(action);
    const bool hinted = context.hint && act::IsCommitTake(*context.hint);
    if (extra &&
        CommitButton(context, "mfct:commit:take",
                     CommitLabel({Tr("Commit: take an extra card"), Tr("Take an extra card"),
                                  TrContext("commit", "Extra card")},
                                 size.x),
                     ImVec2(x, y), size, armed_ == Armed::kTake, hinted)) {
      armed_ = armed_ == Armed::kTake ? Armed::kNone : Armed::kTake;
      message_.clear();
    }
  }
  if (side_by_side) {
    x += size.x + 6;
  } else {
    y += h + 6;
  }
  const std::string skip = turn.step == Step::kTake
                               ? ButtonLabel({Tr("Skip taking"), Tr("Skip")}, size.x)
                               : ButtonLabel({Tr("No extra card"), Tr("No extra"),
                                              // TRANSLATORS: short for "No extra card" (a button).
                                              TrContext("extra card", "No")},
                                             size.x);
  if (turn.Legal(act::kSkipTake) && ChoiceButton(context, "mfct:skip", skip, ImVec2(x, y), size,
                                                 Hinted(context, act::kSkipTake))) {
    Try(state, act::kSkipTake, result);
  }
  ImGui::PopFont();
}

}  // namespace tinsel::app
