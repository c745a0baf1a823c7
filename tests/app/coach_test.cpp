// The coach (imgui_app/model/play/coach.*): after each decision of a coached seat, the Hard bot's
// look at it, exactly the review's; a note exactly when the review finds the decision clearly
// costly, in the game's words; gone when the seat decides again or the decision is taken back.
#include "model/play/coach.h"

#include <gtest/gtest.h>

#include "model/play/game_in_progress.h"
#include "random_play.h"
#include "tinsel/rng.h"

namespace tinsel::app {
namespace {

// A small search budget keeps the tests quick; the review is run with the same one.
constexpr int kBudget = 300;

// Seat 0 a person (coached or not), the others Easy bots; chance resolved.
std::unique_ptr<Session> Game(const std::string& id, int players, bool coached, uint64_t seed) {
  SessionSetup setup;
  setup.game_id = id;
  setup.seed = seed;
  setup.seats.push_back({"You", false, "", coached});
  for (int i = 1; i < players; ++i)
    setup.seats.push_back({"Bot " + std::to_string(i), true, "easy"});
  std::string error;
  std::unique_ptr<Session> session = Session::Create(setup, &error);
  EXPECT_NE(session, nullptr) << error;
  session->ResolveChance();
  return session;
}

// The others play at random until seat 0 is to move with a real choice; false at the end.
bool UntilSeatZeroChooses(Session& session, Rng& rng) {
  while (!session.state().IsTerminal()) {
    if (session.state().CurrentPlayer() == 0 && session.state().LegalActions().size() > 1) {
      return true;
    }
    if (!testing::PlayRandomMove(session, rng)) return false;
  }
  return false;
}

void LookUntilDone(Coach& coach, const Session& session) {
  coach.Update(session, {}, 1 << 30);
  for (int frames = 0; coach.thinking() && frames < 10; ++frames) {
    coach.Update(session, {}, 1 << 30);
  }
  EXPECT_FALSE(coach.thinking());
}

// What the review (ReviewGame, the same budget) says of history[index].
std::string ReviewsNote(const Session& session, int index) {
  const Review review = ReviewGame(*SessionBefore(session, index + 1), kBudget, 1);
  for (const ReviewedDecision& d : review.decisions) {
    if (d.index != index) continue;
    std::vector<std::string> names;
    for (const Seat& seat : session.setup().seats) names.push_back(seat.name);
    return CoachSentence(SessionBefore(session, index)->state(), d, names);
  }
  ADD_FAILURE() << "no review of move " << index + 1;
  return "";
}

TEST(Coach, SpeaksExactlyWhenTheReviewFindsTheDecisionClearlyCostly) {
  int notes = 0, silences = 0;
  for (const auto& [id, players] : std::vector<std::pair<std::string, int>>{
           {"ghosts-of-christmas", 3}, {"santa-timea", 3}, {"my-first-christmas-tree", 2}}) {
    std::unique_ptr<Session> session = Game(id, players, /*coached=*/true, 5);
    Rng rng(5);
    Coach coach(nullptr, kBudget);
    coach.Update(*session, {});
    for (int decision = 0; decision < 6 && UntilSeatZeroChooses(*session, rng); ++decision) {
      // The last legal move: often not the best one.
      const int index = static_cast<int>(session->history().size());
      ASSERT_TRUE(session->Apply(session->state().LegalActions().back()).ok());
      LookUntilDone(coach, *session);
      const std::string expected = ReviewsNote(*session, index);
      if (expected.empty()) {
        EXPECT_FALSE(coach.note().has_value()) << id << " move " << index + 1;
        ++silences;
        continue;
      }
      ASSERT_TRUE(coach.note().has_value()) << id << " move " << index + 1;
      EXPECT_EQ(coach.note()->words, expected);
      EXPECT_EQ(coach.note()->seat, 0);
      EXPECT_EQ(coach.note()->index, index);
      EXPECT_EQ(coach.note()->words.find('%'), std::string::npos) << "words, not percentages";
      EXPECT_EQ(coach.note()->words.rfind("Another idea: ", 0), 0u) << coach.note()->words;
      ++notes;
      session->ResolveChance();
    }
  }
  // Both happen: the test can tell a note from a silence.
  EXPECT_GT(notes, 0);
  EXPECT_GT(silences, 0);
}

TEST(Coach, IsSilentForASeatThatDidNotAskAndForMovesMadeBeforeItLooked) {
  std::unique_ptr<Session> session = Game("ghosts-of-christmas", 3, /*coached=*/false, 5);
  Rng rng(5);
  Coach coach(nullptr, kBudget);
  for (int decision = 0; decision < 4 && UntilSeatZeroChooses(*session, rng); ++decision) {
    ASSERT_TRUE(session->Apply(session->state().LegalActions().back()).ok());
    coach.Update(*session, {});
    EXPECT_FALSE(coach.thinking());
  }
  // A coached game loaded with its decisions already made: nothing to say about them.
  std::unique_ptr<Session> loaded = Game("ghosts-of-christmas", 3, /*coached=*/true, 5);
  Rng again(5);
  for (int decision = 0; decision < 4 && UntilSeatZeroChooses(*loaded, again); ++decision) {
    ASSERT_TRUE(loaded->Apply(loaded->state().LegalActions().back()).ok());
  }
  Coach fresh(nullptr, kBudget);
  fresh.Update(*loaded, {});
  EXPECT_FALSE(fresh.thinking());
  // A seat played at another device (a table across devices) is that device's to coach.
  ASSERT_TRUE(UntilSeatZeroChooses(*loaded, again));
  ASSERT_TRUE(loaded->Apply(loaded->state().LegalActions().back()).ok());
  fresh.Update(*loaded, {false, true, true});
  EXPECT_FALSE(fresh.thinking());
}

// With a note up: "Take it back" is offered while Undo takes back exactly that decision, and
// taking it back retires the note; so does the seat's next decision.
TEST(Coach, TakeItBackUndoesTheDecisionAndTheNoteGoes) {
  GameInProgress game(Game("ghosts-of-christmas", 3, /*coached=*/true, 5), "", SaveTimes());
  game.coach() = Coach(nullptr, kBudget);
  Session& session = game.driver().session();
  Rng rng(5);
  game.coach().Update(session, {});
  bool taken_back = false, retired = false;
  for (int decision = 0; decision < 30 && !(taken_back && retired); ++decision) {
    if (!UntilSeatZeroChooses(session, rng)) break;
    if (game.coach().note()) {
      // The seat decides again: the earlier note has had its moment.
      ASSERT_TRUE(session.Apply(session.state().LegalActions().back()).ok());
      game.coach().Update(session, {}, 1 << 30);
      EXPECT_TRUE(!game.coach().note() ||
                  game.coach().note()->index == static_cast<int>(session.history().size()) - 1);
      retired = true;
      LookUntilDone(game.coach(), session);
      continue;
    }
    const int index = static_cast<int>(session.history().size());
    ASSERT_TRUE(session.Apply(session.state().LegalActions().back()).ok());
    LookUntilDone(game.coach(), session);
    if (!game.coach().note() || taken_back) continue;
    // The bots answer (public moves: Undo still takes back to the decision).
    while (session.state().CurrentPlayer() > 0 && session.state().LegalActions().size() > 0 &&
           session.UndoTarget() == index) {
      ASSERT_TRUE(testing::PlayRandomMove(session, rng));
      if (session.UndoTarget() != index) break;
    }
    game.coach().Update(session, {});
    if (session.UndoTarget() != index) {
      EXPECT_FALSE(game.CoachMayTakeBack()) << "something was revealed since";
      continue;
    }
    ASSERT_TRUE(game.CoachMayTakeBack());
    ASSERT_TRUE(game.driver().Undo(100).ok());
    EXPECT_EQ(static_cast<int>(session.history().size()), index);
    game.coach().Update(session, {});
    EXPECT_FALSE(game.coach().note().has_value());
    EXPECT_FALSE(game.CoachMayTakeBack());
    taken_back = true;
  }
  EXPECT_TRUE(taken_back);
  EXPECT_TRUE(retired);
}

}  // namespace
}  // namespace tinsel::app
