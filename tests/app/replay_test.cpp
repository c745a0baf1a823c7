// The replay (imgui_app/model/play/replay.*): every step shows the state the game was in after it;
// the log is the move log; hidden information stays hidden until the game is over and the
// player asks to see everything.
#include "model/play/replay.h"

#include <gtest/gtest.h>

#include "model/mirror/table_mirror.h"
#include "random_play.h"
#include "tinsel/rng.h"

namespace tinsel::app {
namespace {

std::unique_ptr<Session> PlayedGame(const std::string& id, const std::vector<bool>& bots,
                                    uint64_t seed, int moves = 1 << 30) {
  std::unique_ptr<Session> session = testing::NewSession(id, bots, seed);
  Rng rng(seed);
  for (int m = 0; m < moves && testing::PlayRandomMove(*session, rng); ++m) {
  }
  return session;
}

class ReplayTest : public ::testing::TestWithParam<std::string> {};

TEST_P(ReplayTest, EveryStepShowsTheGameAsItWasThen) {
  const Game& game = *FindGame(GetParam())->game;
  std::vector<bool> bots(testing::TablePlayers(game), true);
  bots[0] = false;
  Replay replay(PlayedGame(GetParam(), bots, 7));
  const Session& session = replay.session();
  ASSERT_EQ(replay.step(), replay.steps());  // a saved game opens at its end
  EXPECT_EQ(replay.state().ToString(), session.state().ToString());
  // The expected states, stepping forward from the start.
  std::vector<std::string> expected;
  std::unique_ptr<State> state = session.NewInitialState();
  expected.push_back(state->ToString());
  for (const HistoryEntry& entry : session.history()) {
    ASSERT_TRUE(state->ApplyAction(entry.action).ok());
    expected.push_back(state->ToString());
  }
  replay.GoTo(0);
  for (int step = 0; step <= replay.steps(); ++step) {
    ASSERT_EQ(replay.step(), step);
    ASSERT_EQ(replay.state().ToString(), expected[step]) << "step " << step;
    replay.Forward();
  }
  EXPECT_EQ(replay.step(), replay.steps());  // Forward stops at the end
  // Backwards and jumps land on the same states.
  for (const int step : {replay.steps() / 2, 3, replay.steps() - 1, 0, -5, replay.steps() + 9}) {
    replay.GoTo(step);
    const int clamped = std::clamp(step, 0, replay.steps());
    EXPECT_EQ(replay.step(), clamped);
    EXPECT_EQ(replay.state().ToString(), expected[clamped]);
    replay.Back();
    EXPECT_EQ(replay.state().ToString(), expected[std::max(0, clamped - 1)]);
  }
  EXPECT_EQ(replay.Log().size(), session.history().size());
}

TEST_P(ReplayTest, AJumpStartsTheViewOverAndOneStepOnDoesNot) {
  const Game& game = *FindGame(GetParam())->game;
  Replay replay(PlayedGame(GetParam(), std::vector<bool>(testing::TablePlayers(game), true), 3));
  replay.GoTo(5);
  const uint64_t token = replay.view_token();
  replay.Forward();
  EXPECT_EQ(replay.view_token(), token);
  replay.Back();
  EXPECT_NE(replay.view_token(), token);
}

INSTANTIATE_TEST_SUITE_P(AllGames, ReplayTest, ::testing::ValuesIn(testing::RegisteredGameIds()),
                         [](const auto& info) { return testing::TestName(info.param); });

TEST(Replay, OneHumanSeesTheirOwnHandHotSeatSeesOnlyTheOpenTable) {
  EXPECT_EQ(
      ReplayViewerWhilePlaying(*testing::NewSession("ghosts-of-christmas", {true, false, true}, 1)),
      1);
  EXPECT_EQ(ReplayViewerWhilePlaying(
                *testing::NewSession("ghosts-of-christmas", {false, false, true}, 1)),
            kPublicViewer);
  EXPECT_EQ(
      ReplayViewerWhilePlaying(*testing::NewSession("ghosts-of-christmas", {true, true, true}, 1)),
      kPublicViewer);
}

TEST(Replay, SecretsStayHiddenUntilTheGameIsOverAndEverythingIsAskedFor) {
  // Hot seat: two humans and a bot, stopped part-way.
  Replay unfinished(PlayedGame("ghosts-of-christmas", {false, false, true}, 4, 12));
  ASSERT_FALSE(unfinished.GameOver());
  EXPECT_FALSE(unfinished.SetShowEverything(true));
  EXPECT_EQ(unfinished.Viewer(), kPublicViewer);
  for (const LogLine& line : unfinished.Log()) {
    // No card is named in a deal: "Dealt a card to ..." only.
    if (line.text.rfind("Dealt", 0) == 0) {
      EXPECT_EQ(line.text.rfind("Dealt a card", 0), 0u);
    }
  }

  Replay finished(PlayedGame("ghosts-of-christmas", {false, false, true}, 4));
  ASSERT_TRUE(finished.GameOver());
  std::vector<std::string> hidden;
  for (const LogLine& line : finished.Log()) hidden.push_back(line.text);
  ASSERT_TRUE(finished.SetShowEverything(true));
  int told = 0;
  for (size_t i = 0; i < hidden.size(); ++i) {
    const std::string& open = finished.Log()[i].text;
    if (open != hidden[i]) {
      ++told;
      EXPECT_EQ(hidden[i].rfind("Dealt a card", 0), 0u) << hidden[i];
      EXPECT_EQ(open.rfind("Dealt a card", 0), std::string::npos) << open;
    }
  }
  EXPECT_GT(told, 0);  // every deal now names its card
  // Any seat's hand may be looked at; then the table is that seat's.
  finished.SetSeenBy(2);
  EXPECT_EQ(finished.Viewer(), 2);
  finished.SetShowEverything(false);
  EXPECT_EQ(finished.Viewer(), kPublicViewer);
}

TEST(Replay, SecretBallotsAreToldOnlyWithEverythingShown) {
  Replay replay(PlayedGame("santa-timea", {false, false, false}, 8));
  ASSERT_TRUE(replay.GameOver());
  // Seat 0 is "You", the others have names.
  auto has_voted = [](const LogLine& line) {
    return line.text == "You have voted." || line.text == "Holly has voted." ||
           line.text == "Ivy has voted.";
  };
  bool ballot = false;
  for (const LogLine& line : replay.Log()) {
    EXPECT_EQ(line.text.find("(secret until the reveal)"), std::string::npos) << line.text;
    ballot |= has_voted(line);
  }
  EXPECT_TRUE(ballot);
  replay.SetShowEverything(true);
  bool told = false;
  for (const LogLine& line : replay.Log()) {
    EXPECT_FALSE(has_voted(line)) << line.text;
    told |= line.text.find("(secret until the reveal)") != std::string::npos;
  }
  EXPECT_TRUE(told);
}

TEST(Replay, AGameWithNothingHiddenHasNothingMoreToShow) {
  Replay replay(PlayedGame("trim-the-tree", {false}, 5));
  ASSERT_TRUE(replay.GameOver());
  EXPECT_FALSE(replay.HasSecrets());
  EXPECT_FALSE(replay.SetShowEverything(true));
  Replay ghosts(PlayedGame("ghosts-of-christmas", {false, true, true}, 5));
  EXPECT_TRUE(ghosts.HasSecrets());
}

TEST(Replay, TheScreenReaderTableReadsTheStepAndOffersTheButtons) {
  Replay replay(PlayedGame("santa-timea", {false, true, true}, 6));
  replay.GoTo(0);
  MirrorFacts facts;
  facts.screen = "replay";
  facts.replay = &replay;
  nlohmann::json mirror = TableMirror(facts);
  EXPECT_EQ(mirror["screen"], "replay");
  auto offers = [&](const std::string& arg) {
    for (const auto& action : mirror["actions"]) {
      if (action["do"] == "replay" && action.value("arg", "") == arg) return true;
    }
    return false;
  };
  EXPECT_TRUE(offers("forward"));
  EXPECT_TRUE(offers("last"));
  EXPECT_FALSE(offers("back"));
  EXPECT_TRUE(offers("review"));
  EXPECT_TRUE(offers("everything"));
  const std::string key = MirrorChangeKey(facts);
  replay.Forward();
  EXPECT_NE(MirrorChangeKey(facts), key);
  mirror = TableMirror(facts);
  EXPECT_EQ(mirror["turn"].get<std::string>().rfind("Step 1. ", 0), 0u) << mirror["turn"];
  EXPECT_TRUE(offers("back"));

  std::string error;
  const std::optional<MirrorRequest> request =
      ParseMirrorRequest(R"({"do":"replay","arg":"forward"})", &error);
  ASSERT_TRUE(request.has_value()) << error;
  EXPECT_EQ(request->kind, MirrorRequest::Kind::kReplay);
  EXPECT_FALSE(ParseMirrorRequest(R"({"do":"replay"})", &error).has_value());
}

}  // namespace
}  // namespace tinsel::app
