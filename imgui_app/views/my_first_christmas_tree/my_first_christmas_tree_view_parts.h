// Internal to the My First Christmas Tree view: what more than one of its files uses.
#pragma once

#include <imgui.h>

#include <string>
#include <vector>

#include "games/my_first_christmas_tree/my_first_christmas_tree.h"
#include "tinsel/translate.h"

namespace tinsel::app::mfct_view {

using mfct::Card;

inline constexpr float kPad = 10;
inline constexpr ImU32 kPanelFill = IM_COL32(0, 0, 0, 60);

inline std::vector<Card> CardsOf(mfct::CardMask mask) {
  std::vector<Card> cards;
  mfct::ForEachCard(mask, [&](Card card) { cards.push_back(card); });
  return cards;
}

// A colour's name as the player reads it ("red"); mfct::ColourName is the canonical one
// (action texts, widget ids).
inline const char* ColourWords(int colour) {
  // As mfct::Colour: red, blue, yellow, green, white, black.
  static constexpr const char* kNames[mfct::kNumColours] = {N_("red"),   N_("blue"),  N_("yellow"),
                                                            N_("green"), N_("white"), N_("black")};
  return colour >= 0 && colour < mfct::kNumColours ? Tr(kNames[colour]) : "?";
}

// A card's name as the player reads it ("red gear"): the core's, which the log's sentences use
// too; mfct::CardName is the canonical one.
inline const char* CardWords(Card card) { return mfct::TranslatedCardName(card); }

// A symbol's name as the player reads it ("gear"), on a tile of the tree.
inline const char* SymbolWords(int symbol) {
  switch (symbol) {
    case mfct::kDrop:
      // TRANSLATORS: a symbol on My First Christmas Tree's cards and tiles.
      return TrContext("symbol", "drop");
    case mfct::kHammer:
      return TrContext("symbol", "hammer");
    case mfct::kThreeDots:
      return TrContext("symbol", "three-dots");
    case mfct::kBricks:
      return TrContext("symbol", "bricks");
    case mfct::kGear:
      return TrContext("symbol", "gear");
    case mfct::kArrow:
      return TrContext("symbol", "arrow");
    default:
      return "?";
  }
}

// A player's score on their name line, "12 points", "1 point".
inline std::string PointsWords(int points) {
  return TrPlural("{n} point", "{n} points", points);
}

// "red gear (2)": a card and its value, under the pointer.
inline std::string CardWithValue(Card card) {
  // TRANSLATORS: a card and its value: "red gear (2)".
  return TrFormat("{card} ({value})",
                  {{"card", CardWords(card)}, {"value", FormatNumber(mfct::ValueOf(card))}});
}

}  // namespace tinsel::app::mfct_view
