// Difficulty levels: every game offers Easy, Medium and Hard at setup, keeps its older bot
// kinds loadable but unlisted, and the search is deterministic and resumable.
#include <gtest/gtest.h>

#include <algorithm>
#include <memory>
#include <set>
#include <string>
#include <vector>

#include "tinsel/ismcts.h"
#include "tinsel/match.h"
#include "tinsel/registry.h"

namespace tinsel {
namespace {

std::vector<std::string> ListedIds(const GameEntry& entry) {
  std::vector<std::string> ids;
  for (const BotKind& kind : entry.bots) {
    if (kind.listed) ids.push_back(kind.id);
  }
  return ids;
}

TEST(Levels, EveryGameListsEasyMediumHardAndKeepsOldKinds) {
  for (const GameEntry& entry : Registry()) {
    const std::string id = entry.game->Id();
    EXPECT_EQ(ListedIds(entry), (std::vector<std::string>{"easy", "medium", "hard"})) << id;
    EXPECT_EQ(entry.bots.front().id, "easy") << id << ": the cheap fallback comes first";
    std::set<std::string> all;
    for (const BotKind& kind : entry.bots) {
      EXPECT_TRUE(all.insert(kind.id).second) << id << " lists " << kind.id << " twice";
      EXPECT_NE(MakeBot(id, kind.id), nullptr) << id << "/" << kind.id;
    }
    EXPECT_TRUE(all.count(kDefaultBotLevel)) << id;
    EXPECT_TRUE(all.count(kHintBotLevel)) << id;
    EXPECT_TRUE(all.count("random")) << id;
  }
  // Saves written before the levels name the heuristic bots by their own ids.
  EXPECT_NE(MakeBot("trim-the-tree", "greedy"), nullptr);
  EXPECT_NE(MakeBot("ghosts-of-christmas", "heuristic"), nullptr);
  EXPECT_NE(MakeBot("santa-timea", "heuristic"), nullptr);
}

// The opening decision of a game, chance resolved.
std::unique_ptr<State> Opening(const std::string& game_id, int players) {
  const Game& game = *FindGame(game_id)->game;
  Options options;
  EXPECT_TRUE(game.NormalizeOptions(players, options).ok());
  std::unique_ptr<State> state = game.NewInitialState(players, options);
  Rng rng(5);
  while (state->IsChanceNode()) state->ApplyLegalAction(state->SampleChanceOutcome(rng));
  return state;
}

IsmctsConfig Budget(int iterations) {
  IsmctsConfig config;
  config.iterations = iterations;
  return config;
}

TEST(Ismcts, SameSeedAndBudgetSameDecisionWhateverTheSlices) {
  for (const GameEntry& entry : Registry()) {
    // Three players where the game allows it (the two-player games play with two).
    const int players = std::clamp(3, entry.game->MinPlayers(), entry.game->MaxPlayers());
    const std::unique_ptr<State> state = Opening(entry.game->Id(), players);
    const int player = state->CurrentPlayer();
    IsmctsBot whole(Budget(200)), sliced(Budget(200));
    Rng rng_a(1), rng_b(1);
    whole.Begin(state->Resample(player, rng_a), player, 99);
    sliced.Begin(state->Resample(player, rng_b), player, 99);
    EXPECT_TRUE(whole.Think(1000));
    int slices = 0;
    while (!sliced.Think(3)) ++slices;
    EXPECT_GT(slices, 10) << "Think(work) must stop after `work` iterations";
    EXPECT_EQ(whole.Decision(), sliced.Decision()) << entry.game->Id();
    EXPECT_EQ(whole.Explain(), sliced.Explain()) << entry.game->Id();
    EXPECT_TRUE(Contains(state->LegalActions(), whole.Decision()));
  }
}

TEST(Ismcts, ExplainsWithVisitShareAndExpectedResult) {
  const std::unique_ptr<State> state = Opening("trim-the-tree", 2);
  IsmctsBot bot(Budget(300));
  Rng rng(2);
  bot.Begin(state->Resample(state->CurrentPlayer(), rng), state->CurrentPlayer(), 3);
  while (!bot.Think(50)) {
  }
  EXPECT_EQ(bot.IterationsDone(), 300);
  EXPECT_GT(bot.DecisionVisitShare(), 0.0);
  EXPECT_LE(bot.DecisionVisitShare(), 1.0);
  const std::string why = bot.Explain();
  EXPECT_NE(why.find("300 simulated games"), std::string::npos) << why;
  EXPECT_NE(why.find("expected result"), std::string::npos) << why;
}

TEST(EpsilonBot, PlaysRandomlyAboutTheChosenShareOfTurns) {
  const std::unique_ptr<State> state = Opening("ghosts-of-christmas", 4);
  const int player = state->CurrentPlayer();
  const int legal = static_cast<int>(state->LegalActions().size());
  ASSERT_GT(legal, 4);
  int differs = 0;
  constexpr int kTrials = 400;
  for (int seed = 0; seed < kTrials; ++seed) {
    auto inner = MakeBot("ghosts-of-christmas", "heuristic");
    auto easy = MakeBot("ghosts-of-christmas", "easy");
    Rng rng_a(seed), rng_b(seed);
    inner->Begin(state->Resample(player, rng_a), player, seed);
    easy->Begin(state->Resample(player, rng_b), player, seed);
    while (!inner->Think(100)) {
    }
    while (!easy->Think(100)) {
    }
    differs += inner->Decision() != easy->Decision();
  }
  // 20% random turns, of which a few land on the heuristic's own move anyway.
  EXPECT_GT(differs, kTrials * 0.10);
  EXPECT_LT(differs, kTrials * 0.28);
}

TEST(Levels, EveryLevelFinishesAGameLegally) {
  // Easy and the heuristic kinds are cheap; the search levels play at a test-sized budget
  // through the same IsmctsBot.
  for (const GameEntry& entry : Registry()) {
    const Game& game = *entry.game;
    const int players = std::max(2, game.MinPlayers());
    Options options;
    ASSERT_TRUE(game.NormalizeOptions(players, options).ok());
    std::vector<std::unique_ptr<Bot>> easy;
    std::vector<Bot*> seats;
    IsmctsBot search(Budget(40));
    seats.push_back(&search);
    while (static_cast<int>(seats.size()) < players) {
      easy.push_back(MakeBot(game.Id(), "easy"));
      seats.push_back(easy.back().get());
    }
    const MatchResult result = PlayMatch(game, players, options, seats, 11);
    EXPECT_GT(result.decisions, 0) << game.Id();
    EXPECT_EQ(static_cast<int>(result.winners.size()), players);
  }
}

}  // namespace
}  // namespace tinsel
