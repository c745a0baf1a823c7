// Who may see the table now (imgui_app/model/play/viewer_policy.*), played through real games of
// every registered game: bots only, one human, hot-seat with and without secrets, a secret
// ballot (Santa Timea), trick scoring held on the open table and the pass screen before a
// hand (Ghosts of Christmas).
#include "model/play/viewer_policy.h"

#include <gtest/gtest.h>

#include "games/ghosts_of_christmas/ghosts_of_christmas.h"
#include "games/santa_timea/santa_timea.h"
#include "random_play.h"

namespace tinsel::app {
namespace {

using testing::NewSession;
using testing::PlayRandomMove;
using testing::TablePlayers;

// Several frames at the same position give the same answer once the table is drawn.
void ExpectSteady(ViewerPolicy& policy, const Session& session, const TableTurn& turn) {
  const TableTurn again = policy.Decide(session, false);
  EXPECT_EQ(again.viewer, turn.viewer);
  EXPECT_EQ(again.pass_screen, turn.pass_screen);
  EXPECT_EQ(again.input_enabled, turn.input_enabled);
}

class EveryGame : public ::testing::TestWithParam<std::string> {};

TEST_P(EveryGame, BotsOnlyShowNobodysSecrets) {
  const Game& game = *FindGame(GetParam())->game;
  auto session = NewSession(GetParam(), std::vector<bool>(TablePlayers(game), true), 11);
  ASSERT_NE(session, nullptr);
  ViewerPolicy policy;
  Rng rng(5);
  for (int move = 0; move < 200; ++move) {
    const TableTurn turn = policy.Decide(*session, false);
    EXPECT_EQ(turn.viewer, kPublicViewer) << "move " << move;
    EXPECT_FALSE(turn.pass_screen);
    EXPECT_FALSE(turn.input_enabled);
    EXPECT_FALSE(turn.HintAllowed(session->state().CurrentPlayer()));
    if (!PlayRandomMove(*session, rng)) break;
  }
}

TEST_P(EveryGame, OneHumanAlwaysSeesTheirOwnTable) {
  const Game& game = *FindGame(GetParam())->game;
  for (int human = 0; human < TablePlayers(game); ++human) {
    std::vector<bool> bots(TablePlayers(game), true);
    bots[human] = false;
    auto session = NewSession(GetParam(), bots, 20 + human);
    ASSERT_NE(session, nullptr);
    ViewerPolicy policy;
    Rng rng(human);
    bool over = false;
    for (int move = 0; move < 400 && !over; ++move) {
      const TableTurn turn = policy.Decide(*session, false);
      // Nobody to hide from: no curtain, the human's own view even while the bots move.
      EXPECT_EQ(turn.viewer, human) << "move " << move;
      EXPECT_FALSE(turn.pass_screen);
      EXPECT_EQ(turn.input_enabled, session->HumanToMove());
      EXPECT_EQ(turn.HintAllowed(session->state().CurrentPlayer()), session->HumanToMove());
      ExpectSteady(policy, *session, turn);
      // While the table shows a result (a view hold) the human waits.
      EXPECT_FALSE(policy.Decide(*session, true).input_enabled);
      over = !PlayRandomMove(*session, rng);
    }
    EXPECT_TRUE(over || session->history().size() > 100) << "the game barely moved";
    EXPECT_EQ(policy.Decide(*session, false).viewer, human);
  }
}

TEST_P(EveryGame, HotSeatShowsAHumanTheirSecretsOnlyAfterTheyPressedReady) {
  const Game& game = *FindGame(GetParam())->game;
  auto session = NewSession(GetParam(), std::vector<bool>(TablePlayers(game), false), 31);
  ASSERT_NE(session, nullptr);
  ViewerPolicy policy;
  Rng rng(3);
  int curtains = 0;
  int revealed = -1;  // who pressed Ready last: they hold the device
  for (int move = 0; move < 300; ++move) {
    const int current = session->state().CurrentPlayer();
    TableTurn turn = policy.Decide(*session, false);
    if (session->state().HasPrivateInformation() && current >= 0 && current != revealed) {
      // A new move first shows on the open table, then the curtain comes down.
      if (!turn.pass_screen) {
        EXPECT_EQ(turn.viewer, kPublicViewer) << "move " << move << ": a secret before Ready";
        EXPECT_FALSE(turn.input_enabled);
        turn = policy.Decide(*session, false);
      }
      ASSERT_TRUE(turn.pass_screen) << "move " << move;
      EXPECT_EQ(turn.pass_to, current);
      EXPECT_EQ(turn.viewer, kPublicViewer);
      EXPECT_FALSE(turn.input_enabled);
      ExpectSteady(policy, *session, turn);
      ++curtains;
      policy.Ready(current);
      revealed = current;
      turn = policy.Decide(*session, false);
    }
    // The human to move sees the table as themselves (the same human moving again keeps the
    // device).
    EXPECT_FALSE(turn.pass_screen) << "move " << move;
    EXPECT_EQ(turn.viewer, current >= 0 ? current : kPublicViewer) << "move " << move;
    EXPECT_EQ(turn.input_enabled, current >= 0);
    EXPECT_EQ(turn.HintAllowed(current), current >= 0);
    ExpectSteady(policy, *session, turn);
    if (!PlayRandomMove(*session, rng)) break;
  }
  // Games with hidden information drew the curtain; the others never needed to.
  if (GetParam() == "trim-the-tree") {
    EXPECT_EQ(curtains, 0);
  } else {
    EXPECT_GT(curtains, 3);
  }
}

INSTANTIATE_TEST_SUITE_P(ViewerPolicy, EveryGame, ::testing::ValuesIn(testing::RegisteredGameIds()),
                         [](const auto& info) { return testing::TestName(info.param); });

// The side panel is drawn after the table: once a move made in this frame hands the turn to the
// next human, the Hint button is not theirs (it was thought of for the last player).
TEST(ViewerPolicy, AMoveMadeThisFrameTakesTheHintAway) {
  auto session = NewSession("trim-the-tree", {false, false}, 3);
  ASSERT_NE(session, nullptr);
  ViewerPolicy policy;
  const TableTurn turn = policy.Decide(*session, false);
  const int current = session->state().CurrentPlayer();
  ASSERT_TRUE(turn.HintAllowed(current));
  Rng rng(1);
  ASSERT_TRUE(PlayRandomMove(*session, rng));
  ASSERT_NE(session->state().CurrentPlayer(), current);
  EXPECT_FALSE(turn.HintAllowed(session->state().CurrentPlayer()));
}

// Ghosts of Christmas, two humans and two bots: after a bot's move the next human is handed
// the device again, and a new game (Reset) forgets who had it.
TEST(ViewerPolicy, GhostsHandsAreCurtainedAgainAfterABotMoves) {
  auto session = NewSession("ghosts-of-christmas", {false, true, false, true}, 7);
  ASSERT_NE(session, nullptr);
  ViewerPolicy policy;
  Rng rng(9);
  while (session->BotToMove()) PlayRandomMove(*session, rng);
  const int human = session->state().CurrentPlayer();
  ASSERT_TRUE(session->state().HasPrivateInformation());
  policy.Decide(*session, false);  // the deal, on the open table
  ASSERT_TRUE(policy.Decide(*session, false).pass_screen);
  policy.Ready(human);
  EXPECT_EQ(policy.Decide(*session, false).viewer, human);

  policy.Reset();
  policy.Decide(*session, false);
  EXPECT_TRUE(policy.Decide(*session, false).pass_screen) << "a new game starts unrevealed";
  policy.Ready(human);
  ASSERT_EQ(policy.Decide(*session, false).viewer, human);

  PlayRandomMove(*session, rng);
  ASSERT_TRUE(session->BotToMove());
  const TableTurn bot_turn = policy.Decide(*session, false);
  EXPECT_EQ(bot_turn.viewer, kPublicViewer) << "the human's hand stayed up while a bot moved";
  EXPECT_FALSE(bot_turn.input_enabled);
  while (session->BotToMove()) {
    PlayRandomMove(*session, rng);
    policy.Decide(*session, false);
  }
  const int next = session->state().CurrentPlayer();
  ASSERT_GE(next, 0);
  EXPECT_TRUE(policy.Decide(*session, false).pass_screen);
  EXPECT_EQ(policy.Decide(*session, false).pass_to, next);
}

// Ghosts of Christmas hot-seat: after the last card of a round the table view holds the
// trick scoring on the open table; the curtain for the next player waits until it lets go.
TEST(ViewerPolicy, GhostsTrickScoringStaysOnTheOpenTable) {
  auto session = NewSession("ghosts-of-christmas", {false, false, false}, 12);
  ASSERT_NE(session, nullptr);
  ViewerPolicy policy;
  Rng rng(4);
  auto round_key = [&] {
    const ghosts::RoundResult& last =
        static_cast<const ghosts::GhostsOfChristmasState&>(session->state()).LastRound();
    return last.valid ? last.hand * 8 + last.round : -1;
  };
  int held = 0;
  for (int move = 0; move < 200 && held < 3; ++move) {
    const int current = session->state().CurrentPlayer();
    ASSERT_GE(current, 0);
    policy.Decide(*session, false);
    policy.Decide(*session, false);
    policy.Ready(current);
    ASSERT_EQ(policy.Decide(*session, false).viewer, current);
    const int round = round_key();
    ASSERT_TRUE(PlayRandomMove(*session, rng));
    const int next = session->state().CurrentPlayer();
    // A round was scored and the device must go to someone else.
    if (round_key() == round || next == current || next < 0) continue;
    ASSERT_TRUE(session->state().HasPrivateInformation());
    ++held;
    for (int frame = 0; frame < 5; ++frame) {
      const TableTurn turn = policy.Decide(*session, /*view_hold=*/true);
      EXPECT_FALSE(turn.pass_screen) << "frame " << frame;
      EXPECT_EQ(turn.viewer, kPublicViewer) << "a hand showed during the trick scoring";
      EXPECT_FALSE(turn.input_enabled);
    }
    const TableTurn after = policy.Decide(*session, false);
    EXPECT_TRUE(after.pass_screen);
    EXPECT_EQ(after.pass_to, next);
  }
  EXPECT_EQ(held, 3) << "too few rounds were scored";
}

// Santa Timea hot-seat: every voter of the first secret ballot gets the pass screen, and
// nobody's vote shows to the next; outside the ballot the table shows no secrets and needs no
// curtain.
TEST(ViewerPolicy, SantaSecretBallotPassesTheDeviceToEachVoter) {
  auto session = NewSession("santa-timea", {false, false, false}, 17);
  ASSERT_NE(session, nullptr);
  ViewerPolicy policy;
  Rng rng(2);
  auto step = [&] { return static_cast<const santa::SantaTimeaState&>(session->state()).step(); };
  int voters = 0;
  for (int move = 0; move < 200 && !(voters > 0 && step() != santa::Step::kVote); ++move) {
    const int current = session->state().CurrentPlayer();
    ASSERT_GE(current, 0);
    TableTurn turn = policy.Decide(*session, false);
    if (step() == santa::Step::kVote) {
      EXPECT_EQ(turn.viewer, kPublicViewer) << "a vote showed before the curtain";
      if (!turn.pass_screen) turn = policy.Decide(*session, false);
      ASSERT_TRUE(turn.pass_screen) << "move " << move;
      EXPECT_EQ(turn.pass_to, current);
      policy.Ready(current);
      turn = policy.Decide(*session, false);
      ++voters;
    }
    EXPECT_FALSE(turn.pass_screen);
    EXPECT_EQ(turn.viewer, current);
    EXPECT_TRUE(turn.input_enabled);
    ASSERT_TRUE(PlayRandomMove(*session, rng));
  }
  EXPECT_EQ(voters, 3) << "every player votes in the first ballot";
}

}  // namespace
}  // namespace tinsel::app
