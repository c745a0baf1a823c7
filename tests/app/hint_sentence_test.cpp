// Tests of the hint's sentence (imgui_app/model/words/hint_sentence.*): advice in the log's words
// and a reason in plain numbers, never the canonical action text or the search's statistics.
#include "model/words/hint_sentence.h"

#include <gtest/gtest.h>

#include "tinsel/ismcts.h"
#include "tinsel/registry.h"
#include "tinsel/session.h"

namespace tinsel::app {
namespace {

TEST(HintSentence, TheMoveSaidToYouBecomesAdvice) {
  EXPECT_EQ(AsAdvice("play the 4 of Stars into the Future."),
            "Play the 4 of Stars into the Future");
  EXPECT_EQ(AsAdvice(PredicateForYou("{takes|take} 1 purple door and the red door.", 1,
                                     {"You", "Holly"})),
            "Take 1 purple door and the red door");
  EXPECT_EQ(AsAdvice("pass."), "Pass");
  EXPECT_EQ(AsAdvice(""), "");
}

TEST(HintSentence, ATrimTheTreeHintIsInThePresentTense) {
  std::string error;
  auto session = Session::Create(
      {"trim-the-tree", {}, {{"Noel", false, ""}, {"Ivy", true, "easy"}}, 4}, &error);
  ASSERT_NE(session, nullptr) << error;
  session->ResolveChance();
  while (session->state().CurrentPlayer() != 0) {
    ASSERT_TRUE(session->Apply(session->state().LegalActions().front()).ok());
    session->ResolveChance();
  }
  const State& state = session->state();
  const std::string hint = HintSentence(state, 0, state.LegalActions().front(), {"Noel", "Ivy"},
                                        "the only possible move");
  EXPECT_EQ(hint.rfind("Hint: Place a ", 0), 0u) << hint;
  EXPECT_EQ(hint.find_first_of("{|}"), std::string::npos) << hint;
}

TEST(HintSentence, TheSearchsNumbersBecomeWords) {
  EXPECT_EQ(ReasonInWords("chosen in 62% of 1200 simulated games; expected result 39%"),
            "played out 1,200 times from here, it wins about 4 games in 10");
  EXPECT_EQ(ReasonInWords("chosen in 90% of 300 simulated games; expected result 99%"),
            "played out 300 times from here, it wins nearly every time");
  EXPECT_EQ(ReasonInWords("chosen in 40% of 12000 simulated games; expected result 80%"),
            "played out 12,000 times from here, it wins about 8 games in 10");
  EXPECT_EQ(ReasonInWords("chosen in 40% of 900 simulated games; expected result 12%"),
            "played out 900 times from here, it wins about 1 game in 10");
  EXPECT_EQ(ReasonInWords("the only possible move"), "the only possible move");
}

TEST(HintSentence, TheGamesReasonComesFirstAndTheNumbersAfter) {
  // Trim the Tree alone: the first ornament may go anywhere; space 5 touches 6 triangles.
  std::string error;
  auto session = Session::Create({"trim-the-tree", {}, {{"Noel", false, ""}}, 4}, &error);
  ASSERT_NE(session, nullptr) << error;
  session->ResolveChance();
  const State& state = session->state();
  ASSERT_EQ(state.CurrentPlayer(), 0);
  const Action action = state.LegalActions().front();
  const std::string reason = state.MoveReason(0, action);
  ASSERT_FALSE(reason.empty());
  const std::string hint = HintSentence(
      state, 0, action, {"Noel"}, "chosen in 62% of 1200 simulated games; expected result 39%");
  EXPECT_EQ(hint.rfind("Hint: Place a ", 0), 0u) << hint;
  EXPECT_NE(hint.find(": " + reason +
                      " (played out 1,200 times from here, it wins about 4 games "
                      "in 10)."),
            std::string::npos)
      << hint;
}

TEST(HintSentence, AGhostsHintReadsAsASentence) {
  std::string error;
  auto session =
      Session::Create({"ghosts-of-christmas",
                       {},
                       {{"You", false, ""}, {"Ivy", true, "easy"}, {"Noel", true, "easy"}},
                       4},
                      &error);
  ASSERT_NE(session, nullptr) << error;
  session->ResolveChance();
  const State& state = session->state();
  const int player = state.CurrentPlayer();
  ASSERT_GE(player, 0);
  const Action action = state.LegalActions().front();
  const std::string hint =
      HintSentence(state, player, action, {"You", "Ivy", "Noel"},
                   "chosen in 50% of 100 simulated games; expected result 31%");
  EXPECT_EQ(hint.rfind("Hint: ", 0), 0u) << hint;
  // Not the canonical text ("bid 0", "S4 -> future").
  EXPECT_EQ(hint.find(state.ActionToString(player, action)), std::string::npos) << hint;
  EXPECT_EQ(hint.find("expected result"), std::string::npos) << hint;
  EXPECT_NE(hint.find("wins about 3 games in 10"), std::string::npos) << hint;
}

}  // namespace
}  // namespace tinsel::app
