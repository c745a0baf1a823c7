// The greedy bot: takes the points, explains itself, is deterministic, beats RandomBot.
#include <gtest/gtest.h>

#include <cstdio>

#include "games/trim_the_tree/trim_the_tree_bot.h"
#include "tinsel/match.h"
#include "trim_test_util.h"

namespace tinsel::trim {
namespace {

using testing::Draw;
using testing::Kind;
using testing::NewTrimState;
using testing::RulebookExampleTree;
using testing::SoloPlace;

TEST(TrimGreedy, TakesTheMostPointsNow) {
  // Purple box: space 8 completes the rulebook's two triangles for 3.
  auto state = RulebookExampleTree();
  Draw(*state, "purple box");
  auto bot = MakeTrimGreedyBot();
  EXPECT_EQ(ChooseAction(*bot, *state, 1), PlaceAction(Kind("purple box"), 7));
  EXPECT_EQ(bot->Explain(), "completes 2 triangles for 3 points");

  // Blue box: space 8 would score 1, but space 9 closes 4 triangles, 2 of them good: 3.
  auto blue = RulebookExampleTree();
  Draw(*blue, "blue box");
  EXPECT_EQ(blue->PreviewPlacement(0, Kind("blue box"), 8).points, 3);
  EXPECT_EQ(ChooseAction(*bot, *blue, 1), PlaceAction(Kind("blue box"), 8));
  EXPECT_EQ(bot->Explain(), "completes 4 triangles (2 scoring) for 3 points");
}

TEST(TrimGreedy, PrefersKeepingTrianglesGoodWhenNoPointsAreOnOffer) {
  // Red bell on 1, yellow candle on 2: a red ornament on 3 would spoil triangle 1-2-3,
  // so with a red box in hand the bot puts it elsewhere (4 or 5).
  auto state = NewTrimState(1, "standard");
  SoloPlace(*state, "red bell", 1);
  SoloPlace(*state, "yellow candle", 2);
  Draw(*state, "red box");
  auto bot = MakeTrimGreedyBot();
  const Action choice = ChooseAction(*bot, *state, 3);
  EXPECT_NE(SpaceOf(choice), 2) << state->ActionToString(0, choice);
  EXPECT_FALSE(bot->Explain().empty());
}

TEST(TrimGreedy, SameSeedSameDecisionAndAlwaysLegal) {
  for (uint64_t seed = 1; seed <= 5; ++seed) {
    auto state = NewTrimState(3);
    Rng chance(seed);
    auto bot = MakeTrimGreedyBot();
    uint64_t step = 0;
    while (!state->IsTerminal()) {
      if (state->IsChanceNode()) {
        ASSERT_TRUE(state->ApplyAction(SampleChance(*state, chance)).ok());
        continue;
      }
      const Action a = ChooseAction(*bot, *state, Rng::Mix(seed, ++step));
      const Action again = ChooseAction(*bot, *state, Rng::Mix(seed, step));
      EXPECT_EQ(a, again);
      ASSERT_TRUE(state->ApplyAction(a).ok()) << state->WhyIllegal(a);
    }
  }
}

TEST(TrimGreedy, ClearlyBeatsRandomOverTwoHundredTwoPlayerGames) {
  auto greedy = MakeTrimGreedyBot();
  RandomBot random;
  const Options options = {{"solitaire", "standard"}};
  double greedy_total = 0, random_total = 0;
  int greedy_wins = 0;
  constexpr int kGames = 200;
  for (int g = 0; g < kGames; ++g) {
    // Alternate seats so neither side always holds the bag first.
    const bool greedy_first = g % 2 == 0;
    std::vector<Bot*> bots = greedy_first ? std::vector<Bot*>{greedy.get(), &random}
                                          : std::vector<Bot*>{&random, greedy.get()};
    const MatchResult result = PlayMatch(TrimTheTree(), 2, options, bots, 1000 + g);
    const int gs = greedy_first ? 0 : 1;
    greedy_total += result.scores[gs];
    random_total += result.scores[1 - gs];
    greedy_wins += result.winners[gs] && !result.winners[1 - gs];
  }
  const double greedy_mean = greedy_total / kGames, random_mean = random_total / kGames;
  std::printf("[trim] greedy mean %.2f, random mean %.2f, greedy outright wins %d/%d\n",
              greedy_mean, random_mean, greedy_wins, kGames);
  EXPECT_GT(greedy_mean, 3 * random_mean);
  EXPECT_GT(greedy_mean - random_mean, 8.0);
  EXPECT_GE(greedy_wins, kGames * 9 / 10);
}

}  // namespace
}  // namespace tinsel::trim
