// The bot workers keep their game (tinsel/search_request.h, SearchWorkerGame): the page sends
// the whole save once and then only the moves made since. A follow-up must search exactly as
// the whole save would; a follow-up the worker cannot place (another game, another position,
// a tampered hash) asks for the save; moves that do not follow are refused and nothing stays
// kept.
#include <gtest/gtest.h>

#include <memory>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "../test_support.h"
#include "tinsel/registry.h"
#include "tinsel/search_request.h"

namespace tinsel {
namespace {

constexpr int kIterations = 200;  // small: these are about the protocol, not strength

// A new session of `game_id`, every seat a Hard bot, at its first decision.
std::unique_ptr<Session> NewSession(const std::string& game_id, uint64_t seed) {
  const GameEntry* entry = FindGame(game_id);
  const int players = std::min(std::max(3, entry->game->MinPlayers()), entry->game->MaxPlayers());
  std::vector<Seat> seats(players);
  for (int i = 0; i < players; ++i) seats[i] = {"P" + std::to_string(i), true, "hard"};
  std::string error;
  auto session = Session::Create({game_id, {}, seats, seed}, &error);
  EXPECT_NE(session, nullptr) << error;
  if (session) session->ResolveChance();
  return session;
}

// Moves `session` on by `steps` random decisions (chance resolved after each); false when the
// game ended.
bool PlayOn(Session& session, int steps, Rng& rng) {
  for (int i = 0; i < steps; ++i) {
    if (session.state().IsTerminal()) return false;
    const std::vector<Action> legal = session.state().LegalActions();
    EXPECT_TRUE(session.Apply(legal[rng.Below(legal.size())]).ok());
    session.ResolveChance();
  }
  return !session.state().IsTerminal();
}

class SearchWorkerGameTest : public ::testing::TestWithParam<std::string> {};

TEST_P(SearchWorkerGameTest, AFollowUpSearchesExactlyAsTheWholeSave) {
  auto session = NewSession(GetParam(), 11);
  ASSERT_NE(session, nullptr);
  Rng rng(5);
  ASSERT_TRUE(PlayOn(*session, 3, rng));
  SearchWorkerGame worker;
  const std::string first = worker.Answer(MakeSearchRequest(*session, "hard", kIterations), 1);
  ASSERT_NE(first.find("\"ok\":true"), std::string::npos) << first;
  for (int round = 0; round < 3; ++round) {
    const size_t held = session->history().size();
    ASSERT_EQ(worker.kept_moves(), held);
    if (!PlayOn(*session, 2, rng)) break;
    const std::string follow_up = MakeSearchFollowUp(*session, held, "hard", kIterations);
    EXPECT_EQ(follow_up.find("\"save\""), std::string::npos) << "a follow-up sends no save";
    EXPECT_EQ(worker.Answer(follow_up, 1),
              AnswerSearchRequest(MakeSearchRequest(*session, "hard", kIterations), 1));
  }
}

INSTANTIATE_TEST_SUITE_P(EveryGame, SearchWorkerGameTest,
                         ::testing::ValuesIn(testing_support::GameIds()),
                         testing_support::TestNameOf);

TEST(SearchWorkerGame, AFollowUpItCannotPlaceAsksForTheSave) {
  auto session = NewSession("ghosts-of-christmas", 3);
  ASSERT_NE(session, nullptr);
  Rng rng(2);
  ASSERT_TRUE(PlayOn(*session, 2, rng));
  const size_t held = session->history().size();
  SearchWorkerGame fresh;
  const std::string follow_up_of_nothing = MakeSearchFollowUp(*session, held, "hard", 10);
  EXPECT_TRUE(AnswerNeedsSave(fresh.Answer(follow_up_of_nothing, 0)));

  SearchWorkerGame worker;
  ASSERT_FALSE(AnswerNeedsSave(worker.Answer(MakeSearchRequest(*session, "hard", 10), 0)));
  ASSERT_TRUE(PlayOn(*session, 1, rng));
  nlohmann::json follow_up = nlohmann::json::parse(MakeSearchFollowUp(*session, held, "hard", 10));
  nlohmann::json tampered = follow_up;
  tampered["base_hash"] = "12345";
  EXPECT_TRUE(AnswerNeedsSave(worker.Answer(tampered.dump(), 0)));
  nlohmann::json elsewhere = follow_up;
  elsewhere["base"] = held - 1;
  EXPECT_TRUE(AnswerNeedsSave(worker.Answer(elsewhere.dump(), 0)));
  nlohmann::json other_seed = follow_up;
  other_seed["chance_seed"] = "1";
  EXPECT_TRUE(AnswerNeedsSave(worker.Answer(other_seed.dump(), 0)));
  // None of those changed what the worker holds: the true follow-up still searches.
  EXPECT_EQ(worker.kept_moves(), held);
  EXPECT_EQ(worker.Answer(follow_up.dump(), 0),
            AnswerSearchRequest(MakeSearchRequest(*session, "hard", 10), 0));
}

TEST(SearchWorkerGame, MovesThatDoNotFollowAreRefusedAndNothingStaysKept) {
  auto session = NewSession("santa-timea", 8);
  ASSERT_NE(session, nullptr);
  SearchWorkerGame worker;
  ASSERT_NE(worker.Answer(MakeSearchRequest(*session, "hard", 10), 0).find("\"ok\":true"),
            std::string::npos);
  nlohmann::json follow_up =
      nlohmann::json::parse(MakeSearchFollowUp(*session, session->history().size(), "hard", 10));
  follow_up["moves"] = {"not a move of this game"};
  const std::string answer = worker.Answer(follow_up.dump(), 0);
  EXPECT_FALSE(AnswerNeedsSave(answer));
  EXPECT_NE(answer.find("do not follow"), std::string::npos) << answer;
  EXPECT_EQ(worker.kept_moves(), 0u);
}

}  // namespace
}  // namespace tinsel
