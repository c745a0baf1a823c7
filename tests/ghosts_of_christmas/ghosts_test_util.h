// Helpers for the Ghosts of Christmas tests: build positions by applying real actions,
// including a chosen deal pushed through the chance nodes.
#pragma once

#include <gtest/gtest.h>

#include <memory>
#include <sstream>
#include <string>
#include <vector>

#include "games/ghosts_of_christmas/ghosts_of_christmas.h"

namespace tinsel::ghosts::testing {

inline std::unique_ptr<GhostsOfChristmasState> NewGhosts(int players,
                                                         const std::string& bidding = "doors",
                                                         const std::string& beyond = "off") {
  Options options{{"bidding", bidding}, {"beyond", beyond}};
  std::unique_ptr<State> state = GhostsOfChristmas().NewInitialState(players, options);
  return std::unique_ptr<GhostsOfChristmasState>(
      static_cast<GhostsOfChristmasState*>(state.release()));
}

// Applies the canonical text for the current player; fails the test when refused.
inline void Do(GhostsOfChristmasState& state, const std::string& text) {
  const int player = state.CurrentPlayer();
  const std::optional<Action> action = state.StringToAction(player, text);
  ASSERT_TRUE(action.has_value()) << "cannot parse \"" << text << "\"";
  const Status status = state.ApplyAction(*action);
  ASSERT_TRUE(status.ok()) << "\"" << text << "\" refused: " << status.message();
}

inline CardMask ParseCards(const std::string& text) {
  CardMask mask = 0;
  std::istringstream in(text);
  std::string word;
  while (in >> word) {
    const std::optional<Card> card = ParseCard(word);
    EXPECT_TRUE(card.has_value()) << word;
    if (card) mask |= Bit(*card);
  }
  return mask;
}

// Completes partial hands: each seat keeps its listed cards and is filled up to 12 from
// the rest of the deck (lowest ids first), never with a suit in its `no_suits` letters.
inline std::vector<CardMask> FillHands(int players, const std::vector<std::string>& listed,
                                       const std::vector<std::string>& no_suits = {}) {
  std::vector<CardMask> hands(players, 0);
  CardMask used = 0;
  for (int seat = 0; seat < players && seat < static_cast<int>(listed.size()); ++seat) {
    hands[seat] = ParseCards(listed[seat]);
    used |= hands[seat];
  }
  ForEachCard(DeckMask(players) & ~used, [&](Card card) {
    for (int seat = 0; seat < players; ++seat) {
      const bool banned = seat < static_cast<int>(no_suits.size()) &&
                          no_suits[seat].find(SuitLetter(SuitOf(card))) != std::string::npos;
      if (!banned && CountCards(hands[seat]) < 12) {
        hands[seat] |= Bit(card);
        return;
      }
    }
    ADD_FAILURE() << "cannot place " << CardToString(card);
  });
  return hands;
}

// Deals `hands` (12 cards each) through the chance nodes; at the first hand it also
// gives the start marker to `start`.
inline void DealHands(GhostsOfChristmasState& state, const std::vector<CardMask>& hands,
                      int start = 0) {
  if (state.GetPhase() == Phase::kChooseStart) Do(state, "start " + std::to_string(start));
  ASSERT_EQ(state.GetPhase(), Phase::kDeal);
  std::vector<CardMask> left = hands;
  while (state.GetPhase() == Phase::kDeal) {
    const int seat = state.NextDealSeat();
    ASSERT_NE(left[seat], 0u) << "seat " << seat << " has no card left to deal";
    const Card card = std::countr_zero(left[seat]);
    left[seat] &= left[seat] - 1;
    Do(state, "deal " + CardToString(card) + " to " + std::to_string(seat));
  }
}

// Plays uniformly random legal moves and chance outcomes until `stop` is true or the game
// ends.
template <typename Stop>
void PlayRandomlyUntil(GhostsOfChristmasState& state, Rng& rng, Stop stop) {
  while (!state.IsTerminal() && !stop(state)) {
    Action action;
    if (state.IsChanceNode()) {
      const auto outcomes = state.ChanceOutcomes();
      action = outcomes[rng.Below(outcomes.size())].first;
    } else {
      const std::vector<Action> legal = state.LegalActions();
      action = legal[rng.Below(legal.size())];
    }
    ASSERT_TRUE(state.ApplyAction(action).ok());
  }
}

}  // namespace tinsel::ghosts::testing
