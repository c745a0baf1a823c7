// Root-parallel ISMCTS (tinsel/root_parallel.h): K searches with their own seeds, root
// statistics summed. Deterministic for a fixed seed, budget and worker count; one worker is
// exactly today's single search; the sum is the sum of the parts; the statistics survive a
// trip through JSON; a worker's request (the browser's message) searches like the bot would.
// (tests/bots/no_peeking_test.cpp runs the no-peeking checks on this path too.)
#include "tinsel/root_parallel.h"

#include <gtest/gtest.h>

#include <memory>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "../test_support.h"
#include "tinsel/save.h"
#include "tinsel/search_request.h"

namespace tinsel {
namespace {

constexpr int kIterations = 300;  // small: these are about bookkeeping, not strength

IsmctsConfig Budget(int iterations = kIterations) {
  IsmctsConfig config;
  config.iterations = iterations;
  return config;
}

// A session of `game_id` played `steps` moves in (bots for every seat but seat 0, all moves
// random), stopped at a decision with at least two legal moves; nullptr if the game ended.
std::unique_ptr<Session> SessionAt(const std::string& game_id, int steps, uint64_t seed) {
  const GameEntry* entry = FindGame(game_id);
  const int players = std::min(std::max(3, entry->game->MinPlayers()), entry->game->MaxPlayers());
  std::vector<Seat> seats(players);
  for (int i = 0; i < players; ++i) seats[i] = {"P" + std::to_string(i), true, "hard"};
  std::string error;
  auto session = Session::Create({game_id, {}, seats, seed}, &error);
  EXPECT_NE(session, nullptr) << error;
  Rng rng(seed);
  for (int step = 0;; ++step) {
    session->ResolveChance();
    if (session->state().IsTerminal()) return nullptr;
    const std::vector<Action> legal = session->state().LegalActions();
    if (step >= steps && legal.size() >= 2) return session;
    EXPECT_TRUE(session->Apply(legal[rng.Below(legal.size())]).ok());
  }
}

bool SameStats(const RootStats& a, const RootStats& b) {
  if (a.iterations != b.iterations || a.actions.size() != b.actions.size()) return false;
  for (size_t i = 0; i < a.actions.size(); ++i) {
    const RootActionStats& x = a.actions[i];
    const RootActionStats& y = b.actions[i];
    if (x.action != y.action || x.visits != y.visits || x.availability != y.availability ||
        x.reward != y.reward) {
      return false;
    }
  }
  return true;
}

Action Think(Bot& bot, const State& state, uint64_t seed, int slice = 50) {
  StartBot(bot, state, seed);
  while (!bot.Think(slice)) {
  }
  return bot.Decision();
}

class RootParallel : public ::testing::TestWithParam<std::string> {};

TEST_P(RootParallel, OneWorkerIsTheSingleSearch) {
  for (int steps : {2, 9}) {
    auto session = SessionAt(GetParam(), steps, 11 + steps);
    if (session == nullptr) continue;
    const State& state = session->state();
    const uint64_t seed = session->BotSeed();
    IsmctsBot single(Budget());
    const Action single_move = Think(single, state, seed);
    RootParallelBot one(Budget(), 1);
    EXPECT_EQ(Think(one, state, seed), single_move);
    EXPECT_EQ(one.Explain(), single.Explain());
    const RootStats worker0 = SearchRoot(state, seed, 0, Budget());
    EXPECT_TRUE(SameStats(worker0, single.Root())) << "worker 0 must search as the bot does";
    EXPECT_EQ(ChooseFromRootStats(worker0, state.LegalActions()), single_move);
  }
}

TEST_P(RootParallel, DeterministicForAFixedWorkerCountAndSeed) {
  auto session = SessionAt(GetParam(), 5, 3);
  ASSERT_NE(session, nullptr);
  const State& state = session->state();
  const uint64_t seed = session->BotSeed();
  RootParallelBot first(Budget(), 3);
  RootParallelBot second(Budget(), 3);
  const Action move = Think(first, state, seed, 64);
  EXPECT_EQ(Think(second, state, seed, 1000), move) << "slicing changed the move";
  EXPECT_TRUE(SameStats(first.Sum(), second.Sum()));
  EXPECT_EQ(first.Sum().iterations, 3 * kIterations);
  // On threads: the same searches, so the same sum.
  RootParallelBot threaded(Budget(), 3, /*threads=*/true);
  EXPECT_EQ(Think(threaded, state, seed), move);
  EXPECT_TRUE(SameStats(threaded.Sum(), first.Sum()));
  // The workers search differently from one another (their own seeds).
  EXPECT_FALSE(
      SameStats(SearchRoot(state, seed, 1, Budget()), SearchRoot(state, seed, 2, Budget())));
}

TEST_P(RootParallel, TheSumIsTheSumOfTheParts) {
  auto session = SessionAt(GetParam(), 7, 5);
  ASSERT_NE(session, nullptr);
  const State& state = session->state();
  const uint64_t seed = session->BotSeed();
  std::vector<RootStats> parts;
  for (int worker = 0; worker < 4; ++worker) {
    parts.push_back(SearchRoot(state, seed, worker, Budget()));
  }
  RootStats sum;
  for (const RootStats& part : parts) AddRootStats(sum, part);
  RootParallelBot bot(Budget(), 4);
  Think(bot, state, seed);
  EXPECT_TRUE(SameStats(bot.Sum(), sum));
  EXPECT_EQ(sum.iterations, 4 * kIterations);
  int64_t all_visits = 0;
  for (const RootActionStats& a : sum.actions) {
    int64_t visits = 0, availability = 0;
    double reward = 0;
    for (const RootStats& part : parts) {
      for (const RootActionStats& p : part.actions) {
        if (p.action != a.action) continue;
        visits += p.visits;
        availability += p.availability;
        reward += p.reward;
      }
    }
    EXPECT_EQ(a.visits, visits);
    EXPECT_EQ(a.availability, availability);
    EXPECT_DOUBLE_EQ(a.reward, reward);
    all_visits += a.visits;
  }
  EXPECT_EQ(all_visits, sum.iterations) << "every iteration visits one root action";
  EXPECT_EQ(bot.Decision(), ChooseFromRootStats(sum, state.LegalActions()));
}

TEST_P(RootParallel, AWorkersRequestSearchesAsTheBotWould) {
  auto session = SessionAt(GetParam(), 6, 9);
  ASSERT_NE(session, nullptr);
  const std::string request = MakeSearchRequest(*session, "hard", kIterations);
  RootStats sum;
  for (int worker = 0; worker < 2; ++worker) {
    RootStats part;
    std::string error;
    ASSERT_TRUE(ReadSearchAnswer(AnswerSearchRequest(request, worker), &part, &error)) << error;
    EXPECT_TRUE(
        SameStats(part, SearchRoot(session->state(), session->BotSeed(), worker, Budget())));
    AddRootStats(sum, part);
  }
  RootParallelBot bot(Budget(), 2);
  Think(bot, session->state(), session->BotSeed());
  EXPECT_EQ(ChooseFromRootStats(sum, session->state().LegalActions()), bot.Decision());
}

INSTANTIATE_TEST_SUITE_P(EveryGame, RootParallel, ::testing::ValuesIn(testing_support::GameIds()),
                         testing_support::TestNameOf);

TEST(RootStats, SurviveATripThroughJson) {
  auto session = SessionAt("ghosts-of-christmas", 4, 2);
  ASSERT_NE(session, nullptr);
  const RootStats stats = SearchRoot(session->state(), 77, 1, Budget());
  ASSERT_FALSE(stats.actions.empty());
  RootStats read;
  std::string error;
  ASSERT_TRUE(RootStatsFromJson(RootStatsToJson(stats), &read, &error)) << error;
  EXPECT_TRUE(SameStats(read, stats)) << "rewards must keep every bit";
}

TEST(RootStats, UnreadableStatisticsAreRefused) {
  RootStats stats;
  stats.iterations = 5;
  std::string error;
  for (const char* bad :
       {"", "[]", "{\"iterations\":-1,\"actions\":[]}", "{\"iterations\":3,\"actions\":[[1,2,3]]}",
        "{\"iterations\":3,\"actions\":[[1,\"2\",3,0.5]]}", "{\"actions\":[]}"}) {
    error.clear();
    EXPECT_FALSE(RootStatsFromJson(bad, &stats, &error)) << bad;
    EXPECT_NE(error.find("not readable"), std::string::npos) << error;
  }
  EXPECT_EQ(stats.iterations, 5) << "a refused text changes nothing";
}

TEST(SearchRequest, BadRequestsAreRefusedInPlainWords) {
  auto session = SessionAt("santa-timea", 3, 4);
  ASSERT_NE(session, nullptr);
  nlohmann::json request = nlohmann::json::parse(MakeSearchRequest(*session, "hard", 10));
  auto answer_to = [](const nlohmann::json& changed) {
    RootStats stats;
    std::string error;
    EXPECT_FALSE(ReadSearchAnswer(AnswerSearchRequest(changed.dump(), 0), &stats, &error));
    return error;
  };
  nlohmann::json other_seat = request;
  other_seat["seat"] = (request["seat"].get<int>() + 1) % 3;
  EXPECT_NE(answer_to(other_seat).find("is not at seat"), std::string::npos);
  nlohmann::json easy = request;
  easy["level"] = "easy";
  EXPECT_NE(answer_to(easy).find("is not a search"), std::string::npos);
  nlohmann::json bad_seed = request;
  bad_seed["seed"] = "12x";
  EXPECT_NE(answer_to(bad_seed).find("seed"), std::string::npos);
  nlohmann::json too_long = request;
  too_long["iterations"] = 1'000'000'000;
  EXPECT_NE(answer_to(too_long).find("iterations"), std::string::npos);
  nlohmann::json broken_save = request;
  broken_save["save"] = "{}";
  EXPECT_FALSE(answer_to(broken_save).empty());
  EXPECT_NE(AnswerSearchRequest("not json", 0).find("not a JSON object"), std::string::npos);
  EXPECT_NE(AnswerSearchRequest(request.dump(), kMaxSearchWorkers).find("at most"),
            std::string::npos);
}

}  // namespace
}  // namespace tinsel
