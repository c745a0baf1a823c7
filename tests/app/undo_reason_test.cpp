// Tests of UndoBlockedReason (imgui_app/model/play/undo_reason.*): the Undo button says why it is
// unavailable, in the game's own words.
#include "model/play/undo_reason.h"

#include <gtest/gtest.h>

namespace tinsel::app {
namespace {

std::unique_ptr<Session> Start(const std::string& game, std::vector<Seat> seats, uint64_t seed) {
  std::string error;
  auto session = Session::Create({game, {}, std::move(seats), seed}, &error);
  EXPECT_NE(session, nullptr) << error;
  session->ResolveChance();
  return session;
}

TEST(UndoReason, NothingToTakeBackBeforeTheFirstMove) {
  auto session = Start("trim-the-tree", {{"Ann", false, ""}, {"Ben", false, ""}}, 3);
  ASSERT_FALSE(session->CanUndo());
  EXPECT_EQ(UndoBlockedReason(*session), "no move of yours to take back yet");
}

TEST(UndoReason, EmptyWhenUndoIsPossible) {
  auto session = Start("trim-the-tree", {{"Ann", false, ""}, {"Ben", false, ""}}, 3);
  // Play until a human move can be taken back (Trim's placements are public).
  for (int i = 0; i < 40 && !session->CanUndo(); ++i) {
    ASSERT_TRUE(session->Apply(session->state().LegalActions().front()).ok());
    if (session->CanUndo()) break;
    session->ResolveChance();
  }
  ASSERT_TRUE(session->CanUndo());
  EXPECT_EQ(UndoBlockedReason(*session), "");
}

TEST(UndoReason, ADrawSinceTheMoveIsNamedInTheGamesWords) {
  auto session = Start("trim-the-tree", {{"Ann", false, ""}, {"Ben", false, ""}}, 3);
  // Play until a chance step (a new ornament) follows a move.
  bool drawn = false;
  for (int i = 0; i < 60 && !drawn; ++i) {
    ASSERT_TRUE(session->Apply(session->state().LegalActions().front()).ok());
    const size_t before = session->history().size();
    session->ResolveChance();
    drawn = session->history().size() > before;
  }
  ASSERT_TRUE(drawn);
  ASSERT_FALSE(session->CanUndo());
  EXPECT_EQ(UndoBlockedReason(*session), "a new ornament was drawn since");
}

}  // namespace
}  // namespace tinsel::app
