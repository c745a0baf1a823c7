// Tests of the game-over breakdown (imgui_app/model/play/score_breakdown.*): every game played to
// the end explains each player's points, and the explained points add up to the score.
#include "model/play/score_breakdown.h"

#include <gtest/gtest.h>

#include <regex>

#include "model/play/game_in_progress.h"
#include "random_play.h"
#include "tinsel/rng.h"

namespace tinsel::app {
namespace {

using testing::NewSession;
using testing::PlayRandomMove;
using testing::RegisteredGameIds;
using testing::TablePlayers;

// The numbers before " point"/" points" on the lines that end in them, added up.
int PointsOnLines(const std::vector<std::string>& lines) {
  static const std::regex kPoints("(-?\\d+) points?(\\)| \\(|\\.?$)");
  int total = 0;
  for (const std::string& line : lines) {
    std::smatch match;
    if (std::regex_search(line, match, kPoints)) total += std::stoi(match[1]);
  }
  return total;
}

class ScoreBreakdownTest : public ::testing::TestWithParam<std::string> {};

TEST_P(ScoreBreakdownTest, EachPlayersPointsAreExplainedAndAddUp) {
  const std::string id = GetParam();
  const GameEntry* entry = FindGame(id);
  ASSERT_NE(entry, nullptr);
  const int players = TablePlayers(*entry->game);
  auto session = NewSession(id, std::vector<bool>(players, false), 21);
  ASSERT_NE(session, nullptr);
  Rng rng(5);
  for (int i = 0; i < 20000 && !session->state().IsTerminal(); ++i) {
    ASSERT_TRUE(PlayRandomMove(*session, rng));
  }
  ASSERT_TRUE(session->state().IsTerminal()) << id;
  GameInProgress game(std::move(session), "slot", SaveTimes{});
  const std::vector<LogLine>& log = game.Log(kPublicViewer);
  const std::vector<double> scores = game.session().state().Scores();
  for (int seat = 0; seat < players; ++seat) {
    std::vector<std::string> own;
    for (const LogLine& line : log) {
      if (line.player == seat) own.push_back(line.text);
    }
    const std::vector<std::string> lines = ScoreBreakdown(game.session().state(), seat, own);
    ASSERT_FALSE(lines.empty()) << id << " seat " << seat;
    EXPECT_EQ(PointsOnLines(lines), static_cast<int>(scores[seat]))
        << id << " seat " << seat << ": " << ::testing::PrintToString(lines);
  }
}

INSTANTIATE_TEST_SUITE_P(Games, ScoreBreakdownTest, ::testing::ValuesIn(RegisteredGameIds()),
                         [](const auto& info) { return testing::TestName(info.param); });

}  // namespace
}  // namespace tinsel::app
