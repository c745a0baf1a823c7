// The post-game review (tinsel/review.h): which decisions it searches, that its marks are
// deterministic for a seed and budget, that a bad move is marked, that the browser's
// one-decision-at-a-time path gives the same review, its JSON, and the `tinsel review` verb.
#include "tinsel/review.h"

#include <gtest/gtest.h>

#include <functional>
#include <nlohmann/json.hpp>

#include "cli_support.h"
#include "test_support.h"
#include "tinsel/match.h"
#include "tinsel/save.h"
#include "tinsel/search_request.h"
#include "tinsel/translate.h"
#include "tinsel/words.h"

namespace tinsel {
namespace {

// Small budgets keep the whole file to a few seconds; the review works the same at Hard's.
constexpr int kBudget = 100;

// A game of `game_id` played out at random by everyone: seats 0 and 1 human (when there are
// two), the others random bots. `cut` > 0 stops after that many history entries, for a short
// game. Random humans make plenty of bad moves to mark.
std::unique_ptr<Session> RandomGame(const std::string& game_id, uint64_t seed, int cut = 0) {
  const GameEntry* entry = FindGame(game_id);
  const int players = std::min(std::max(2, entry->game->MinPlayers()), entry->game->MaxPlayers());
  std::vector<Seat> seats;
  for (int i = 0; i < players; ++i) {
    const bool bot = i >= 2;
    seats.push_back({"P" + std::to_string(i), bot, bot ? "random" : ""});
  }
  std::string error;
  auto session = Session::Create({game_id, {}, seats, seed}, &error);
  EXPECT_NE(session, nullptr) << error;
  Rng rng(seed);
  session->ResolveChance();
  while (!session->state().IsTerminal() &&
         (cut <= 0 || static_cast<int>(session->history().size()) < cut)) {
    const std::vector<Action> legal = session->state().LegalActions();
    EXPECT_TRUE(session->Apply(legal[rng.Below(legal.size())]).ok());
    session->ResolveChance();
  }
  return session;
}

TEST(Review, MarksAreDeterministicForASeedAndBudget) {
  auto session = RandomGame("trim-the-tree", 5);
  const Review first = ReviewGame(*session, kBudget);
  const Review second = ReviewGame(*session, kBudget);
  ASSERT_FALSE(first.decisions.empty());
  EXPECT_EQ(ReviewToJson(first), ReviewToJson(second)) << "bit for bit, marks included";
  EXPECT_FALSE(CostliestDecisions(first).empty()) << "a random player's game has costly moves";
  // Another budget searches differently (its own playouts), but is just as repeatable.
  EXPECT_EQ(ReviewToJson(ReviewGame(*session, kBudget + 1, 2)),
            ReviewToJson(ReviewGame(*session, kBudget + 1, 2)));
}

// A review made in one language is read in another: every sentence written again from the
// game, the numbers and marks unchanged; and back again, the very sentences it was made with.
TEST(Review, ItsSentencesAreWrittenAgainInTheLanguageChosen) {
  auto session = RandomGame("ghosts-of-christmas", 8, 40);
  Review review = ReviewGame(*session, kBudget);
  ASSERT_FALSE(review.decisions.empty());
  const std::string english = ReviewToJson(review);
  UseCatalog(std::make_shared<const MessageCatalog>(PseudoCatalog()));
  RewordReview(*session, review);
  for (const ReviewedDecision& d : review.decisions) {
    EXPECT_EQ(d.text.find("Move "), std::string::npos) << "still English: " << d.text;
  }
  UseCatalog(nullptr);
  RewordReview(*session, review);
  EXPECT_EQ(ReviewToJson(review), english);
}

TEST(Review, OnlyHumanDecisionsWithAChoiceAreReviewed) {
  auto session = RandomGame("santa-timea", 8);  // seats 0 and 1 human, seat 2 a bot
  std::unique_ptr<State> state = session->NewInitialState();
  std::vector<int> expected;
  for (size_t i = 0; i < session->history().size(); ++i) {
    const HistoryEntry& entry = session->history()[i];
    if (entry.player >= 0 && !session->setup().seats[entry.player].bot &&
        state->LegalActions().size() > 1) {
      expected.push_back(static_cast<int>(i));
    }
    ASSERT_TRUE(state->ApplyAction(entry.action).ok());
  }
  std::vector<int> reviewed;
  for (const ReviewPoint& point : ReviewPoints(*session)) {
    EXPECT_LT(point.seat, 2) << "seat 2 is a bot";
    EXPECT_EQ(session->history()[point.index].player, point.seat);
    EXPECT_EQ(session->history()[point.index].action, point.played);
    reviewed.push_back(point.index);
  }
  EXPECT_EQ(reviewed, expected);
}

TEST(Review, ADecisionWithOneLegalMoveIsSkipped) {
  // Find, in a few random games of every game, a human decision that had no alternative.
  int forced = 0;
  for (const std::string& id : testing_support::GameIds()) {
    for (uint64_t seed = 1; seed <= 3; ++seed) {
      auto session = RandomGame(id, seed);
      std::vector<int> reviewed;
      for (const ReviewPoint& point : ReviewPoints(*session)) reviewed.push_back(point.index);
      std::unique_ptr<State> state = session->NewInitialState();
      for (size_t i = 0; i < session->history().size(); ++i) {
        const HistoryEntry& entry = session->history()[i];
        if (entry.player >= 0 && !session->setup().seats[entry.player].bot &&
            state->LegalActions().size() == 1) {
          ++forced;
          EXPECT_FALSE(Contains(reviewed, static_cast<int>(i))) << id << " move " << i + 1;
        }
        ASSERT_TRUE(state->ApplyAction(entry.action).ok());
      }
    }
  }
  EXPECT_GT(forced, 0) << "no forced human move found: the test checked nothing";
}

TEST(Review, ADeliberatelyBadMoveIsMarkedCostly) {
  // Solitaire Trim the Tree: the human plays the bot's own choice everywhere (so the review
  // agrees) except at one decision, where it plays the move the search rated worst.
  std::string error;
  auto session =
      Session::Create({"trim-the-tree", {}, {{"Ann", false, ""}}, 21, /*rules_version=*/0}, &error);
  ASSERT_NE(session, nullptr) << error;
  session->ResolveChance();
  IsmctsConfig config;
  config.iterations = kBudget;
  int bad_index = -1;
  int decisions = 0;
  while (!session->state().IsTerminal()) {
    const State& state = session->state();
    const std::vector<Action> legal = state.LegalActions();
    Action move = legal.front();
    if (legal.size() > 1) {
      const RootStats stats = SearchRoot(state, session->BotSeed(), 0, config);
      move = ChooseFromRootStats(stats, legal);
      if (++decisions == 5) {
        const RootActionStats* worst = nullptr;
        for (const RootActionStats& a : stats.actions) {
          if (a.visits > 0 &&
              (worst == nullptr || a.reward / a.visits < worst->reward / worst->visits))
            worst = &a;
        }
        ASSERT_NE(worst, nullptr);
        ASSERT_NE(worst->action, move);
        move = worst->action;
        bad_index = static_cast<int>(session->history().size());
      }
    }
    ASSERT_TRUE(session->Apply(move).ok());
    session->ResolveChance();
  }
  ASSERT_GE(bad_index, 0);
  const Review review = ReviewGame(*session, kBudget);
  const std::vector<const ReviewedDecision*> costliest = CostliestDecisions(review);
  ASSERT_EQ(costliest.size(), 1u) << "every other move was the bot's own";
  const ReviewedDecision& bad = *costliest.front();
  EXPECT_EQ(bad.index, bad_index);
  EXPECT_NE(bad.played, bad.choice);
  EXPECT_GT(bad.cost_result(), 0);
  EXPECT_TRUE(bad.costly());
  EXPECT_EQ(bad.text.rfind("Move " + std::to_string(bad_index + 1) + ": you place a ", 0), 0u)
      << bad.text;
  EXPECT_NE(bad.text.find("; the bot would place a "), std::string::npos) << bad.text;
  // Both moves say why in the game's words: the played one before "; the bot would", the
  // bot's after it.
  const auto before = SessionBefore(*session, bad.index);
  ASSERT_NE(before, nullptr);
  const std::string played_reason = before->state().MoveReason(0, bad.played);
  const std::string choice_reason = before->state().MoveReason(0, bad.choice);
  ASSERT_FALSE(played_reason.empty());
  ASSERT_FALSE(choice_reason.empty());
  const size_t split = bad.text.find("; the bot would ");
  EXPECT_NE(bad.text.find(": " + played_reason + "; the bot would "), std::string::npos)
      << bad.text;
  EXPECT_NE(bad.text.find(": " + choice_reason, split), std::string::npos) << bad.text;
  for (const ReviewedDecision& d : review.decisions) {
    if (d.index == bad_index) continue;
    EXPECT_EQ(d.played, d.choice);
    EXPECT_NE(d.text.find("the bot agrees."), std::string::npos) << d.text;
  }
}

TEST(Review, TheRequestPathGivesTheSameReview) {
  // The browser: one search request per decision and worker, summed in worker order.
  auto session = RandomGame("ghosts-of-christmas", 4, 80);
  const int workers = 2;
  Review review = StartReview(*session, kBudget, workers);
  std::vector<std::string> names;
  for (const Seat& seat : session->setup().seats) names.push_back(seat.name);
  const std::vector<ReviewPoint> points = ReviewPoints(*session);
  ASSERT_FALSE(points.empty());
  for (const ReviewPoint& point : points) {
    RootStats sum;
    for (int worker = 0; worker < workers; ++worker) {
      RootStats part;
      std::string error;
      ASSERT_TRUE(ReadSearchAnswer(
          AnswerSearchRequest(MakeReviewRequest(*session, point, kBudget), worker), &part, &error))
          << error;
      AddRootStats(sum, part);
    }
    const auto before = SessionBefore(*session, point.index);
    ASSERT_NE(before, nullptr);
    review.decisions.push_back(ReviewDecision(before->state(), point, sum, names));
  }
  FinishReview(review);
  EXPECT_EQ(ReviewToJson(review), ReviewToJson(ReviewGame(*session, kBudget, workers)));
}

TEST(Review, PointsAreSummedAndSurviveJson) {
  auto session = RandomGame("trim-the-tree", 3, 6);
  IsmctsConfig config;
  config.iterations = kBudget;
  const RootStats a = SearchRoot(session->state(), 9, 0, config);
  const RootStats b = SearchRoot(session->state(), 9, 1, config);
  double total = 0;
  for (const RootActionStats& s : a.actions) total += s.points;
  EXPECT_GT(total, 0) << "Trim the Tree's playouts end with points";
  RootStats sum;
  AddRootStats(sum, a);
  AddRootStats(sum, b);
  RootStats read;
  std::string error;
  ASSERT_TRUE(RootStatsFromJson(RootStatsToJson(sum), &read, &error)) << error;
  ASSERT_EQ(read.actions.size(), sum.actions.size());
  for (size_t i = 0; i < sum.actions.size(); ++i) {
    EXPECT_EQ(read.actions[i].points, sum.actions[i].points) << "every bit";
  }
  // Statistics written before points were summed still read (their points are 0).
  ASSERT_TRUE(RootStatsFromJson(R"({"iterations":3,"actions":[[1,2,3,0.5]]})", &read, &error));
  EXPECT_EQ(read.actions.at(0).points, 0);
}

class ReviewEveryGame : public ::testing::TestWithParam<std::string> {};

TEST_P(ReviewEveryGame, ReviewsAShortGame) {
  // A short game: at most 150 history entries (deals and draws included).
  auto session = RandomGame(GetParam(), 12, 150);
  const Review review = ReviewGame(*session, kBudget);
  const std::vector<ReviewPoint> points = ReviewPoints(*session);
  ASSERT_FALSE(points.empty());
  ASSERT_EQ(review.decisions.size(), points.size());
  EXPECT_TRUE(ReviewIsFor(review, *session));
  int marked = 0;
  for (size_t i = 0; i < points.size(); ++i) {
    const ReviewedDecision& d = review.decisions[i];
    EXPECT_EQ(d.index, points[i].index);
    EXPECT_EQ(d.played, points[i].played);
    EXPECT_TRUE(d.known()) << "the budget covers every move";
    EXPECT_EQ(d.text.rfind("Move " + std::to_string(d.index + 1) + ": you ", 0), 0u) << d.text;
    EXPECT_EQ(d.text.find_first_of("{|}"), std::string::npos) << "seats are named: " << d.text;
    // "you take", "the bot would take": never "you takes" nor a past tense.
    auto verb_after = [&](const std::string& words) {
      const size_t at = d.text.find(words);
      if (at == std::string::npos) return std::string();
      const size_t start = at + words.size();
      return d.text.substr(start, d.text.find_first_of(" :;,.", start) - start);
    };
    for (const std::string& verb : {verb_after(": you "), verb_after("the bot would ")}) {
      EXPECT_EQ(VerbBaseForm(verb), verb) << d.text;
      EXPECT_FALSE(verb.size() > 2 && verb.substr(verb.size() - 2) == "ed") << d.text;
    }
    const auto before = SessionBefore(*session, d.index);
    EXPECT_TRUE(Contains(before->state().LegalActions(), d.choice));
    if (d.marked) {
      ++marked;
      EXPECT_TRUE(d.costly()) << d.text;
      EXPECT_EQ(d.text.find("about as good"), std::string::npos) << d.text;
    }
  }
  EXPECT_LE(marked, kMarkedDecisions);
  Review read;
  std::string error;
  ASSERT_TRUE(ReviewFromJson(ReviewToJson(review), &read, &error)) << error;
  EXPECT_EQ(ReviewToJson(read), ReviewToJson(review));
}

INSTANTIATE_TEST_SUITE_P(EveryGame, ReviewEveryGame,
                         ::testing::ValuesIn(testing_support::GameIds()),
                         testing_support::TestNameOf);

TEST(ReviewJson, RoundTripsAndKnowsItsGame) {
  auto session = RandomGame("my-first-christmas-tree", 2, 50);
  const Review review = ReviewGame(*session, kBudget);
  const std::string text = ReviewToJson(review);
  Review read;
  std::string error;
  ASSERT_TRUE(ReviewFromJson(text, &read, &error)) << error;
  EXPECT_EQ(ReviewToJson(read), text);
  EXPECT_TRUE(ReviewIsFor(read, *session));
  // Stale: the game went on, or it is another game.
  auto longer = RandomGame("my-first-christmas-tree", 2, 60);
  EXPECT_FALSE(ReviewIsFor(read, *longer));
  EXPECT_FALSE(ReviewIsFor(read, *RandomGame("my-first-christmas-tree", 3, 50)));
}

TEST(ReviewJson, DamageIsRefusedAndNeverCrashes) {
  auto session = RandomGame("trim-the-tree", 6, 20);
  const std::string text = ReviewToJson(ReviewGame(*session, kBudget));
  const nlohmann::json good = nlohmann::json::parse(text);
  ASSERT_FALSE(good["decisions"].empty());
  Review read;
  read.iterations = 77;
  std::string error;
  auto refused = [&](const std::string& bad) {
    error.clear();
    const bool ok = ReviewFromJson(bad, &read, &error);
    EXPECT_NE(error.find("not readable"), std::string::npos) << bad.substr(0, 200);
    return !ok;
  };
  for (size_t cut = 0; cut < text.size(); cut += 7) EXPECT_TRUE(refused(text.substr(0, cut)));
  auto changed = [&](const std::function<void(nlohmann::json&)>& edit) {
    nlohmann::json copy = good;
    edit(copy);
    return copy.dump();
  };
  EXPECT_TRUE(refused("[]"));
  EXPECT_TRUE(refused(std::string(100000, '[')));
  EXPECT_TRUE(refused(changed([](auto& j) { j["format"] = "tinsel-save"; })));
  EXPECT_TRUE(refused(changed([](auto& j) { j["version"] = 2; })));
  EXPECT_TRUE(refused(changed([](auto& j) { j.erase("fingerprint"); })));
  EXPECT_TRUE(refused(changed([](auto& j) { j["fingerprint"] = "XYZ"; })));
  EXPECT_TRUE(refused(changed([](auto& j) { j["seed"] = "-1"; })));
  EXPECT_TRUE(refused(changed([](auto& j) { j["iterations"] = 0; })));
  EXPECT_TRUE(refused(changed([](auto& j) { j["workers"] = 99; })));
  EXPECT_TRUE(refused(changed([](auto& j) { j["decisions"] = "none"; })));
  EXPECT_TRUE(refused(changed([](auto& j) { j["decisions"][0]["move"] = "3"; })));
  EXPECT_TRUE(refused(changed([](auto& j) { j["decisions"][0]["move"] = 1000000; })));
  EXPECT_TRUE(refused(changed([](auto& j) { j["decisions"][0]["seat"] = -1; })));
  EXPECT_TRUE(refused(changed([](auto& j) { j["decisions"][0]["played"] = 1e300; })));
  EXPECT_TRUE(refused(changed([](auto& j) { j["decisions"][0]["played_visits"] = -1; })));
  EXPECT_TRUE(refused(changed([](auto& j) { j["decisions"][0]["played_result"] = nullptr; })));
  EXPECT_TRUE(refused(changed([](auto& j) { j["decisions"][0]["choice_points"] = "x"; })));
  EXPECT_TRUE(refused(changed([](auto& j) { j["decisions"][0]["marked"] = 1; })));
  EXPECT_TRUE(refused(changed([](auto& j) { j["decisions"][0].erase("text"); })));
  EXPECT_TRUE(refused(changed([](auto& j) {
    j["decisions"][0]["played_visits"] = j["decisions"][0]["iterations"].template get<int>() + 1;
  })));
  if (good["decisions"].size() > 1) {
    EXPECT_TRUE(refused(changed([](auto& j) { std::swap(j["decisions"][0], j["decisions"][1]); })));
  }
  EXPECT_EQ(read.iterations, 77) << "a refused text changes nothing";
  // Any one character changed: refused in words or read whole, never a crash.
  for (size_t at = 0; at < text.size(); ++at) {
    std::string bad = text;
    bad[at] = "\"9[x"[at % 4];
    Review any;
    if (ReviewFromJson(bad, &any, &error)) ReviewToJson(any);
  }
}

TEST(ReviewCli, PrintsTheReviewAsTextAndJson) {
  auto session = RandomGame("trim-the-tree", 7);
  const std::string path = testing_support::WriteTemp("review.json", WriteSave(*session, {}));
  const auto text = testing_support::Tinsel("review " + path + " --budget 50");
  ASSERT_EQ(text.exit_code, 0) << text.output;
  EXPECT_NE(text.output.find("P0: Move "), std::string::npos) << text.output;
  EXPECT_NE(text.output.find("Costliest decisions"), std::string::npos) << text.output;
  const auto json = testing_support::Tinsel("review " + path + " --budget 50 --json");
  ASSERT_EQ(json.exit_code, 0) << json.output;
  EXPECT_EQ(json.output, ReviewToJson(ReviewGame(*session, 50)) + "\n");
  EXPECT_EQ(testing_support::Tinsel("review " + path + " --budget lots").exit_code, 2);
  EXPECT_EQ(testing_support::Tinsel("review").exit_code, 2);
  const auto missing = testing_support::Tinsel("review no-such-save.json");
  EXPECT_EQ(missing.exit_code, 1);
  EXPECT_NE(missing.output.find("tinsel review: cannot read"), std::string::npos) << missing.output;
}

}  // namespace
}  // namespace tinsel
