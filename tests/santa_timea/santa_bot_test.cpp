// The heuristic bot: legal, deterministic, and clearly better than random.
#include "games/santa_timea/santa_timea_bot.h"
#include "santa_test_util.h"

namespace tinsel::santa::testing {
namespace {

TEST(SantaBot, HeuristicBeatsRandomClearly) {
  constexpr int kGames = 100;
  double heuristic = 0, random = 0;
  int heuristic_wins = 0;
  for (int g = 0; g < kGames; ++g) {
    const int seat = g % 4;
    std::vector<std::unique_ptr<Bot>> bots;
    for (int p = 0; p < 4; ++p) {
      if (p == seat) {
        bots.push_back(MakeSantaHeuristicBot());
      } else {
        bots.push_back(std::make_unique<RandomBot>());
      }
    }
    auto s = PlayGame(4, 1000 + g, bots);
    ASSERT_TRUE(s->IsTerminal());
    const auto scores = s->Scores();
    for (int p = 0; p < 4; ++p) (p == seat ? heuristic : random) += scores[p];
    heuristic_wins += s->Winners()[seat];
  }
  const double heuristic_mean = heuristic / kGames;
  const double random_mean = random / (3.0 * kGames);
  std::printf("heuristic mean %.2f, random mean %.2f, heuristic wins %d of %d\n", heuristic_mean,
              random_mean, heuristic_wins, kGames);
  EXPECT_GT(heuristic_mean, 1.5 * random_mean + 2);
  EXPECT_GT(heuristic_wins, kGames / 2);
}

TEST(SantaBot, AllHeuristicGamesEndForEveryPlayerCount) {
  for (int players = kMinPlayers; players <= kMaxPlayers; ++players) {
    for (uint64_t seed = 1; seed <= 5; ++seed) {
      std::vector<std::unique_ptr<Bot>> bots;
      for (int p = 0; p < players; ++p) bots.push_back(MakeSantaHeuristicBot());
      int steps = 0;
      auto s = PlayGame(players, seed, bots, &steps);
      EXPECT_TRUE(s->IsTerminal());
      EXPECT_LT(steps, 5000);
    }
  }
}

TEST(SantaBot, DecisionIgnoresOthersHiddenVotes) {
  // Two worlds that differ only in others' unrevealed votes give the same decision.
  auto bots = RandomBots(4);
  auto s = NewGame(4);
  Rng rng(3);
  int compared = 0;
  while (!s->IsTerminal() && compared < 30) {
    if (s->IsChanceNode()) {
      s->ApplyAction(s->ChanceOutcomes().front().first);
      continue;
    }
    if (s->step() == Step::kVote) {
      Rng a(1), b(2);
      const int p = s->CurrentPlayer();
      auto view_a = s->Resample(p, a);
      auto view_b = s->Resample(p, b);
      auto bot = MakeSantaHeuristicBot();
      bot->Begin(std::move(view_a), p, 7);
      const Action first = bot->Decision();
      bot->Begin(std::move(view_b), p, 7);
      EXPECT_EQ(bot->Decision(), first);
      ++compared;
    }
    const auto legal = s->LegalActions();
    s->ApplyAction(legal[rng.Below(legal.size())]);
  }
  EXPECT_EQ(compared, 30);
}

}  // namespace
}  // namespace tinsel::santa::testing
