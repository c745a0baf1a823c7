// Ghosts of Christmas text forms: round trips, junk, options, rules text.
#include "../game_files.h"
#include "ghosts_test_util.h"

namespace tinsel::ghosts {
namespace {

using testing::DealHands;
using testing::FillHands;
using testing::NewGhosts;

TEST(GhostsText, CardsRoundTripAndRejectJunk) {
  for (Card card = 0; card < kNumCards; ++card) {
    EXPECT_EQ(ParseCard(CardToString(card)), card);
  }
  EXPECT_EQ(CardToString(MakeCard(kHearts, 7)), "H7");
  EXPECT_EQ(CardToString(MakeCard(kBells, 12)), "B12");
  EXPECT_EQ(CardToString(MakeCard(kStars, 3)), "S3");
  EXPECT_EQ(CardToString(MakeCard(kCandles, 10)), "C10");
  for (const char* junk : {"", "H", "H0", "H13", "H07", "h7", "X7", "H7 ", "7H", "H-1", "H100"}) {
    EXPECT_FALSE(ParseCard(junk).has_value()) << junk;
  }
}

TEST(GhostsText, EveryActionRoundTripsThroughAWholeGame) {
  for (const char* beyond : {"off", "on"}) {
    for (const char* bidding : {"doors", "tiny-tim"}) {
      auto state = NewGhosts(4, bidding, beyond);
      Rng rng(17);
      while (!state->IsTerminal()) {
        const int player = state->CurrentPlayer();
        std::vector<Action> actions;
        if (state->IsChanceNode()) {
          for (const auto& [a, w] : state->ChanceOutcomes()) actions.push_back(a);
        } else {
          actions = state->LegalActions();
        }
        for (Action a : actions) {
          const std::string text = state->ActionToString(player, a);
          ASSERT_EQ(state->StringToAction(player, text), a) << text;
        }
        ASSERT_TRUE(state->ApplyAction(actions[rng.Below(actions.size())]).ok());
      }
    }
  }
}

TEST(GhostsText, ExactForms) {
  auto state = NewGhosts(4);
  EXPECT_EQ(state->ActionToString(kChancePlayer, StartAction(3)), "start 3");
  DealHands(*state, FillHands(4, {}), 0);
  EXPECT_EQ(state->ActionToString(0, BidAction(3, false)), "bid 3");
  EXPECT_EQ(state->ActionToString(0, BidAction(3, true)), "bid 3+red");
  EXPECT_EQ(state->ActionToString(0, BidAction(12, true)), "bid 12+red");
  EXPECT_EQ(state->ActionToString(0, PlayAction(MakeCard(kHearts, 7), kPast)), "H7 -> past");
  EXPECT_EQ(state->ActionToString(0, PlayAction(MakeCard(kCandles, 10), kBeyond)), "C10 -> beyond");
  const std::vector<std::string> names = {"You", "Holly", "Ivy", "Noel"};
  const std::string bid = state->DescribeAction(0, BidAction(1, true), kPublicViewer);
  EXPECT_EQ(LogSentence(bid, 0, names), "You take 1 purple door and the red door.");
  EXPECT_EQ(LogSentence(bid, 0, {"Carol", "Holly", "Ivy", "Noel"}),
            "Carol takes 1 purple door and the red door.");
  EXPECT_EQ(
      LogSentence(state->DescribeAction(2, PlayAction(MakeCard(kStars, 4), kFuture), 0), 2, names),
      "Ivy plays the 4 of Stars into the Future.");
}

TEST(GhostsText, JunkIsRejected) {
  auto state = NewGhosts(3);
  EXPECT_FALSE(state->StringToAction(kChancePlayer, "start 3").has_value());  // 3 seats: 0-2
  EXPECT_FALSE(state->StringToAction(kChancePlayer, "start -1").has_value());
  EXPECT_FALSE(state->StringToAction(kChancePlayer, "start").has_value());
  EXPECT_FALSE(state->StringToAction(kChancePlayer, "bid 3").has_value());
  EXPECT_FALSE(state->StringToAction(kChancePlayer, "deal H13 to 0").has_value());
  EXPECT_FALSE(state->StringToAction(kChancePlayer, "deal H7 to").has_value());
  for (const char* junk :
       {"", "bid", "bid 13", "bid -1", "bid 03", "bid 3+ red", "bid 3+blue", "bid 3 +red",
        "H7 -> now", "H7->past", "H7  -> past", "H13 -> past", "X7 -> past", "H7 -> Past",
        " H7 -> past", "deal H7 to 0", "start 1", "pass"}) {
    EXPECT_FALSE(state->StringToAction(0, junk).has_value()) << junk;
  }
  EXPECT_FALSE(state->StringToAction(7, "bid 3").has_value());
}

TEST(GhostsOptions, NamesValuesAndDefaults) {
  const Game& game = GhostsOfChristmas();
  EXPECT_EQ(game.Id(), "ghosts-of-christmas");
  EXPECT_EQ(game.MinPlayers(), 3);
  EXPECT_EQ(game.MaxPlayers(), 4);
  Options options;
  ASSERT_TRUE(game.NormalizeOptions(4, options).ok());
  EXPECT_EQ(options["bidding"], "doors");
  EXPECT_EQ(options["beyond"], "off");
  Options bad{{"bidding", "auction"}};
  EXPECT_FALSE(game.NormalizeOptions(4, bad).ok());
  Options none;
  EXPECT_FALSE(game.NormalizeOptions(2, none).ok());
  EXPECT_EQ(game.NewInitialState(5, {}), nullptr);
  EXPECT_EQ(game.NewInitialState(4, {{"beyond", "maybe"}}), nullptr);
  EXPECT_NE(tinsel::testing::HowToPlayText(game.Id()).find("Tiny Tim"), std::string::npos);
  EXPECT_NE(tinsel::testing::RulingsText(game.Id()).find("P <= W <= P + R"), std::string::npos);
}

}  // namespace
}  // namespace tinsel::ghosts
