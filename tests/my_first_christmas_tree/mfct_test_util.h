// Helpers for the My First Christmas Tree tests: positions are built by applying real
// actions, chance outcomes included (the tree, the first player, every draw), by their text.
#pragma once

#include <gtest/gtest.h>

#include <array>
#include <deque>
#include <memory>
#include <string>
#include <vector>

#include "games/my_first_christmas_tree/my_first_christmas_tree.h"
#include "games/my_first_christmas_tree/my_first_christmas_tree_bot.h"

namespace tinsel::mfct::testing {

// The example tree (ruling 11): every pattern the rule text quotes lies on a line of it.
//   row 1:  gear  hammer
//   row 2:  drop  arrow  gear                       Drop-Arrow-Gear along the row
//   row 3:  arrow gear   bricks hammer               Gear-Drop-Arrow: r1t1-r3t1 and
//   row 4:  three-dots bricks drop hammer three-dots            r3t2-r5t4 (diagonals)
//   row 5:  bricks drop three-dots arrow hammer bricks
// Drop-Arrow-Three-dots: r2t1-r4t1; Gear-Drop-Arrow-Three-dots: r1t1-r4t1. The two random
// tiles are a hammer and a bricks (r5t5, r5t6).
inline const std::array<const char*, kNumTiles> kExampleTree = {
    "gear",       "hammer",                                                   // row 1
    "drop",       "arrow",  "gear",                                           // row 2
    "arrow",      "gear",   "bricks",     "hammer",                           // row 3
    "three-dots", "bricks", "drop",       "hammer", "three-dots",             // row 4
    "bricks",     "drop",   "three-dots", "arrow",  "hammer",     "bricks"};  // row 5
inline const std::array<const char*, kRandomTileCount> kExampleRandomTiles = {"hammer", "bricks"};

struct TableSetup {
  std::array<const char*, kNumTiles> tree = kExampleTree;
  std::array<const char*, kRandomTileCount> random_tiles = kExampleRandomTiles;
  int first_seat = 1;                    // 1-based, as in the text "start 1"
  std::vector<std::string> pool;         // 4 cards
  std::vector<std::string> first_hand;   // 1 card
  std::vector<std::string> second_hand;  // 2 cards
};

// A game in progress. Chance is resolved by the test: pool draws come from a queue the test
// fills (Queue), else the highest card of the deck that no Queue call has named.
class Table {
 public:
  explicit Table(const TableSetup& setup) {
    std::unique_ptr<State> state = MyFirstChristmasTree().NewInitialState(kNumPlayers, {});
    state_.reset(static_cast<MyFirstChristmasTreeState*>(state.release()));
    for (const char* symbol : setup.random_tiles) Chance(std::string("random tile ") + symbol);
    for (int tile = 0; tile < kNumTiles; ++tile) {
      Chance(TileName(tile) + " " + setup.tree[tile]);
    }
    Chance("start " + std::to_string(setup.first_seat));
    for (const std::string& card : setup.pool) Chance("pool " + card);
    const int first = setup.first_seat, second = 3 - setup.first_seat;
    for (const std::string& card : setup.first_hand) {
      Chance("deal " + card + " to " + std::to_string(first));
    }
    for (const std::string& card : setup.second_hand) {
      Chance("deal " + card + " to " + std::to_string(second));
    }
  }

  MyFirstChristmasTreeState& state() { return *state_; }
  const MyFirstChristmasTreeState& state() const { return *state_; }
  MyFirstChristmasTreeState* operator->() { return state_.get(); }

  // The next pool draws, in order.
  void Queue(const std::vector<std::string>& cards) {
    for (const std::string& card : cards) {
      queued_.push_back(card);
      const std::optional<Card> parsed = ParseCard(card);
      EXPECT_TRUE(parsed.has_value()) << card;
      if (parsed) reserved_ |= Bit(*parsed);
    }
  }

  // Applies a chance outcome by its text; fails the test when refused.
  void Chance(const std::string& text) {
    ASSERT_TRUE(state_->IsChanceNode()) << "not a chance node for \"" << text << "\"\n"
                                        << state_->ToString();
    Apply(kChancePlayer, text);
  }

  // Resolves pending chance steps (reshuffles and pool draws).
  void ResolveChance() {
    while (state_->IsChanceNode()) {
      if (state_->ChanceOutcomes().front().first == act::kReshuffle) {
        Chance("reshuffle");
      } else if (!queued_.empty()) {
        const std::string card = queued_.front();
        queued_.pop_front();
        Chance("pool " + card);
      } else {
        Card pick = kNoCard;
        for (const auto& [action, weight] : state_->ChanceOutcomes()) {
          if (!HasCard(reserved_, act::CardOf(action))) pick = act::CardOf(action);
        }
        ASSERT_NE(pick, kNoCard) << "only reserved cards are left in the deck";
        Chance("pool " + CardName(pick));
      }
    }
  }

  // Applies a decision of the player to move by its text, chance resolved before and after.
  void Do(const std::string& text) {
    ResolveChance();
    ASSERT_GE(state_->CurrentPlayer(), 0) << "nobody to move for \"" << text << "\"";
    Apply(state_->CurrentPlayer(), text);
    ResolveChance();
  }
  void DoAll(const std::vector<std::string>& texts) {
    for (const std::string& text : texts) {
      Do(text);
      if (::testing::Test::HasFatalFailure()) return;
    }
  }

  // The reason `text` is refused now for the player to move ("" when legal; "junk" when it
  // is not a move at all).
  std::string Why(const std::string& text) {
    ResolveChance();
    const std::optional<Action> action = state_->StringToAction(state_->CurrentPlayer(), text);
    if (!action) return "junk";
    return state_->WhyIllegal(*action);
  }

  // The legal decisions of the player to move, as text.
  std::vector<std::string> Legal() {
    ResolveChance();
    std::vector<std::string> texts;
    for (const Action action : state_->LegalActions()) {
      texts.push_back(state_->ActionToString(state_->CurrentPlayer(), action));
    }
    return texts;
  }

 private:
  void Apply(int player, const std::string& text) {
    const std::optional<Action> action = state_->StringToAction(player, text);
    ASSERT_TRUE(action.has_value()) << "not a move: \"" << text << "\"\n" << state_->ToString();
    const Status status = state_->ApplyAction(*action);
    ASSERT_TRUE(status.ok()) << "\"" << text << "\": " << status.message() << "\n"
                             << state_->ToString();
  }

  std::unique_ptr<MyFirstChristmasTreeState> state_;
  std::deque<std::string> queued_;
  CardMask reserved_ = 0;
};

// The standard opening for the examples: seat 1 starts with the red gear; seat 2 holds the
// white hammer and the black bricks. The pool: blue drop, red arrow, red three-dots, green
// gear.
inline TableSetup ExampleSetup() {
  TableSetup setup;
  setup.pool = {"blue drop", "red arrow", "red three-dots", "green gear"};
  setup.first_hand = {"red gear"};
  setup.second_hand = {"white hammer", "black bricks"};
  return setup;
}

inline bool Has(const std::vector<std::string>& texts, const std::string& text) {
  return std::find(texts.begin(), texts.end(), text) != texts.end();
}

// The tile index of "r3t2".
inline int Tile(const std::string& name) {
  const std::optional<int> tile = ParseTile(name);
  EXPECT_TRUE(tile.has_value()) << name;
  return tile.value_or(0);
}

// The line index of "r1t1-r4t1".
inline int LineNamed(const std::string& name) {
  const size_t dash = name.find('-');
  const std::optional<int> line = FindLine(Tile(name.substr(0, dash)), Tile(name.substr(dash + 1)));
  EXPECT_TRUE(line.has_value()) << name;
  return line.value_or(0);
}

inline Card CardNamed(const std::string& name) {
  const std::optional<Card> card = ParseCard(name);
  EXPECT_TRUE(card.has_value()) << name;
  return card.value_or(0);
}

// Plays a random game from a fresh state to its end; returns the number of turns.
inline int PlayRandomGame(MyFirstChristmasTreeState& state, Rng& rng) {
  std::vector<Action> legal;
  while (!state.IsTerminal()) {
    if (state.IsChanceNode()) {
      state.ApplyLegalAction(state.SampleChanceOutcome(rng));
    } else {
      state.LegalActionsInto(legal);
      state.ApplyLegalAction(legal[rng.Below(legal.size())]);
    }
  }
  return state.TurnsTaken(0) + state.TurnsTaken(1);
}

// One move of a test game: the heuristic bot's, or a random one `random_share` of the time
// (0: the bot always, 1: random always); chance by its weights.
inline Action NextMove(const MyFirstChristmasTreeState& state, Rng& rng, double random_share,
                       std::vector<Action>& legal) {
  if (state.IsChanceNode()) return state.SampleChanceOutcome(rng);
  if (random_share < 1 && rng.Unit() >= random_share) return HeuristicChoice(state);
  state.LegalActionsInto(legal);
  return legal[rng.Below(legal.size())];
}

inline std::unique_ptr<MyFirstChristmasTreeState> NewState() {
  std::unique_ptr<State> state = MyFirstChristmasTree().NewInitialState(kNumPlayers, {});
  return std::unique_ptr<MyFirstChristmasTreeState>(
      static_cast<MyFirstChristmasTreeState*>(state.release()));
}

}  // namespace tinsel::mfct::testing
