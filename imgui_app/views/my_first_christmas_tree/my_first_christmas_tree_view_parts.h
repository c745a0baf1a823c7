// Internal to the My First Christmas Tree view: what more than one of its files uses.
#pragma once

#include <imgui.h>

#include <vector>

#include "games/my_first_christmas_tree/my_first_christmas_tree.h"

namespace tinsel::app::mfct_view {

using mfct::Card;

inline constexpr float kPad = 10;
inline constexpr ImU32 kPanelFill = IM_COL32(0, 0, 0, 60);

inline std::vector<Card> CardsOf(mfct::CardMask mask) {
  std::vector<Card> cards;
  mfct::ForEachCard(mask, [&](Card card) { cards.push_back(card); });
  return cards;
}

}  // namespace tinsel::app::mfct_view
