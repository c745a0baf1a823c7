// Trim the Tree's table, the frame: the Box beside or above the trees, whose tree is large,
// the status line.
#include "views/trim_the_tree/trim_the_tree_view.h"

#include <algorithm>
#include <string>
#include <vector>

#include "games/trim_the_tree/trim_the_tree.h"
#include "tinsel/translate.h"
#include "views/trim_the_tree/trim_the_tree_view_parts.h"

namespace tinsel::app {
namespace {

using trim::TrimTheTreeState;

}  // namespace

void TrimTheTreeView::DrawTable(const ViewContext& context, const TrimTheTreeState& state,
                                bool my_turn, ViewResult& result) {
  PickTheOnlyOrnament(state, my_turn);
  if (context.size.x > context.size.y * 1.7f) {
    // Wide and short (a phone on its side): the Box down the left, the trees the full height.
    const float box_width = std::clamp(context.size.x * 0.3f, 210.0f, 320.0f);
    DrawBox(context, state, context.origin, ImVec2(box_width, context.size.y), my_turn,
            /*column=*/true);
    const ImVec2 area_min(context.origin.x + box_width + 10, context.origin.y);
    const ImVec2 area(context.size.x - box_width - 10, context.size.y);
    DrawTrees(context, state, kit::Box::Sized(area_min, area), my_turn, result);
  } else {
    const float box_height = BoxHeight(context, state);
    DrawBox(context, state, context.origin, ImVec2(context.size.x, box_height), my_turn,
            /*column=*/false);
    const ImVec2 area_min(context.origin.x, context.origin.y + box_height + 10);
    const ImVec2 area(context.size.x, context.size.y - box_height - 10);
    DrawTrees(context, state, kit::Box::Sized(area_min, area), my_turn, result);
  }
}

std::string TrimTheTreeView::Status(const TrimTheTreeState& /*state*/, bool my_turn) const {
  if (!my_turn) return "";
  return selected_ >= 0 ? TrFormat("Place the {ornament} on a highlighted space of your tree.",
                                   {{"ornament", trim_view::OrnamentWords(selected_)}})
                        : Tr("Choose an ornament from the Box.");
}

void TrimTheTreeView::PickTheOnlyOrnament(const TrimTheTreeState& state, bool my_turn) {
  if (my_turn && selected_ < 0) {
    int kinds = 0, only = -1;
    for (int kind = 0; kind < trim::kNumKinds; ++kind) {
      if (state.BoxCount(kind) > 0) {
        ++kinds;
        only = kind;
      }
    }
    if (kinds == 1) selected_ = only;
    only_choice_ = kinds == 1;
  }
  if (selected_ >= 0 && state.BoxCount(selected_) == 0) selected_ = -1;
}

int TrimTheTreeView::FocusSeat(const ViewContext& context, const TrimTheTreeState& state) {
  // Before anybody viewed the table (all bots): the player to move, else the winner.
  int fallback = state.CurrentPlayer();
  if (fallback < 0 && state.IsTerminal()) {
    const std::vector<bool> winners = state.Winners();
    fallback = static_cast<int>(std::find(winners.begin(), winners.end(), true) - winners.begin());
  }
  if (fallback < 0) fallback = state.BagHolder();
  const int seat = home_seat_.Update(context.viewer, context.game_token, fallback);
  return seat >= 0 && seat < state.NumPlayers() ? seat : 0;
}

}  // namespace tinsel::app
