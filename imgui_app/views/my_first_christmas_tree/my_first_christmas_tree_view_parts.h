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

// A card's name as the player reads it ("red gear"); mfct::CardName is the canonical one.
inline const char* CardWords(Card card) {
  // Card = colour * 6 + symbol (core/games/my_first_christmas_tree/cards.h).
  static constexpr const char* kNames[mfct::kNumDeckCards] = {
      N_("red drop"),         N_("red hammer"),    N_("red three-dots"),    N_("red bricks"),
      N_("red gear"),         N_("red arrow"),     N_("blue drop"),         N_("blue hammer"),
      N_("blue three-dots"),  N_("blue bricks"),   N_("blue gear"),         N_("blue arrow"),
      N_("yellow drop"),      N_("yellow hammer"), N_("yellow three-dots"), N_("yellow bricks"),
      N_("yellow gear"),      N_("yellow arrow"),  N_("green drop"),        N_("green hammer"),
      N_("green three-dots"), N_("green bricks"),  N_("green gear"),        N_("green arrow"),
      N_("white drop"),       N_("white hammer"),  N_("white three-dots"),  N_("white bricks"),
      N_("white gear"),       N_("white arrow"),   N_("black drop"),        N_("black hammer"),
      N_("black three-dots"), N_("black bricks"),  N_("black gear"),        N_("black arrow")};
  return card >= 0 && card < mfct::kNumDeckCards ? Tr(kNames[card]) : "?";
}

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

// A player's score on their name line, "12 points" (the English keeps "points" for 1).
inline std::string PointsWords(int points) {
  // TRANSLATORS: a player's score (write your language's singular for 1).
  return TrPlural("{n} points", "{n} points", points);
}

// "red gear (2)": a card and its value, under the pointer.
inline std::string CardWithValue(Card card) {
  // TRANSLATORS: a card and its value: "red gear (2)".
  return TrFormat("{card} ({value})",
                  {{"card", CardWords(card)}, {"value", FormatNumber(mfct::ValueOf(card))}});
}

}  // namespace tinsel::app::mfct_view
