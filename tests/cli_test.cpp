// The `tinsel` command line, run as a user would run it.
#include <gtest/gtest.h>

#include <cstdio>
#include <nlohmann/json.hpp>
#include <sstream>

#include "cli_support.h"

namespace {

using tinsel::testing_support::CliRun;
using tinsel::testing_support::Tinsel;
using tinsel::testing_support::WriteTemp;

TEST(Cli, GamesListsRegisteredIds) {
  const CliRun run = Tinsel("games");
  EXPECT_EQ(run.exit_code, 0);
  EXPECT_NE(run.output.find("trim-the-tree\n"), std::string::npos) << run.output;
  const CliRun verbose = Tinsel("games --verbose");
  EXPECT_NE(verbose.output.find("--option solitaire=standard|calculating"), std::string::npos)
      << verbose.output;
}

TEST(Cli, SimulatePrintsPerSeatFigures) {
  const CliRun run = Tinsel(
      "simulate --game trim-the-tree --players 2 --games 20 --seed 7 "
      "--bots greedy,random");
  ASSERT_EQ(run.exit_code, 0) << run.output;
  EXPECT_NE(run.output.find("greedy"), std::string::npos);
  EXPECT_NE(run.output.find("win share"), std::string::npos);
  EXPECT_NE(run.output.find("games per second"), std::string::npos);
  // Same seed, same table (the timing line aside).
  const CliRun again = Tinsel(
      "simulate --game trim-the-tree --players 2 --games 20 --seed 7 "
      "--bots greedy,random");
  EXPECT_EQ(run.output.substr(0, run.output.find("speed:")),
            again.output.substr(0, again.output.find("speed:")));
}

TEST(Cli, SimulateRejectsBadFlags) {
  EXPECT_EQ(Tinsel("simulate --game nope").exit_code, 2);
  EXPECT_EQ(Tinsel("simulate --game trim-the-tree --players 9").exit_code, 2);
  EXPECT_EQ(Tinsel("simulate --game trim-the-tree --players 1 --option solitaire=x").exit_code, 2);
  EXPECT_EQ(Tinsel("simulate --game trim-the-tree --players 2 --bots greedy,wizard").exit_code, 2);
}

TEST(Cli, NewApplyReplay) {
  const CliRun created =
      Tinsel("new --game trim-the-tree --players 2 --seed 3 --bots human,greedy");
  ASSERT_EQ(created.exit_code, 0) << created.output;
  const auto save = nlohmann::json::parse(created.output);
  EXPECT_EQ(save["game"], "trim-the-tree");
  // The first bag holder is drawn, then the Box is filled.
  ASSERT_EQ(save["history"].size(), 3u);
  EXPECT_EQ(save["history"][0].get<std::string>().rfind("start ", 0), 0u) << save["history"][0];
  const std::string path = WriteTemp("new.json", created.output);

  // A legal first move: take the first ornament in the Box, place it on space 1.
  const std::string ornament = save["history"][1].get<std::string>().substr(5);  // "draw X"
  const CliRun applied = Tinsel("apply " + path + " \"" + ornament + " @ 1\"");
  ASSERT_EQ(applied.exit_code, 0) << applied.output;
  EXPECT_EQ(nlohmann::json::parse(applied.output)["history"].size(), 4u);

  const CliRun refused = Tinsel("apply " + path + " \"" + ornament + " @ 42\"");
  EXPECT_NE(refused.exit_code, 0);
  EXPECT_NE(refused.output.find("refused"), std::string::npos) << refused.output;

  const CliRun replayed = Tinsel("replay " + WriteTemp("applied.json", applied.output));
  ASSERT_EQ(replayed.exit_code, 0) << replayed.output;
  const auto summary = nlohmann::json::parse(replayed.output);
  EXPECT_EQ(summary["moves"], 4);
  EXPECT_EQ(summary["players"].size(), 2u);
  EXPECT_TRUE(summary["players"][0].contains("score"));
}

TEST(Cli, ReplayRefusesDamagedSaves) {
  const CliRun bad_json = Tinsel("replay " + WriteTemp("bad.json", "{\"format\": \"tinsel-sa"));
  EXPECT_NE(bad_json.exit_code, 0);
  EXPECT_NE(bad_json.output.find("not valid JSON"), std::string::npos);
  const CliRun missing = Tinsel("replay /nonexistent/save.json");
  EXPECT_NE(missing.exit_code, 0);
  EXPECT_NE(missing.output.find("cannot read"), std::string::npos);
}

// The arena prints one row per entry (bot, win share, interval, x fair, mean score); the
// shares add up to 100% and every interval holds its share.
TEST(Cli, ArenaPrintsSharesWithIntervals) {
  const CliRun run =
      Tinsel("arena --game trim-the-tree --seats easy,random,random --games 6 --seed 3");
  ASSERT_EQ(run.exit_code, 0) << run.output;
  std::istringstream lines(run.output);
  std::string line;
  double total = 0;
  int rows = 0;
  while (std::getline(lines, line)) {
    int entry = 0;
    char bot[32];
    double share = 0, low = 0, high = 0, fair = 0, score = 0;
    if (std::sscanf(line.c_str(), "%d %31s %lf%% %lf%% - %lf%% %lf %lf", &entry, bot, &share, &low,
                    &high, &fair, &score) != 7) {
      continue;
    }
    ++rows;
    total += share;
    EXPECT_LE(low, share + 0.05) << line;
    EXPECT_GE(high, share - 0.05) << line;
    EXPECT_NEAR(fair, share / 100 * 3, 0.01) << line;
  }
  EXPECT_EQ(rows, 3) << run.output;
  EXPECT_NEAR(total, 100.0, 0.2) << run.output;
  EXPECT_NE(run.output.find("fair share 33.3%"), std::string::npos) << run.output;

  const CliRun bad = Tinsel("arena --game trim-the-tree --seats hard,nobody --games 2");
  EXPECT_NE(bad.exit_code, 0);
}

// A search level may search root-parallel on threads in the arena ("medium:2"); other kinds
// and counts out of 1-8 are refused in words.
TEST(Cli, ArenaRunsASearchLevelOnThreads) {
  const CliRun run = Tinsel("arena --game trim-the-tree --seats medium:2,easy --games 2 --seed 3");
  ASSERT_EQ(run.exit_code, 0) << run.output;
  EXPECT_NE(run.output.find("medium:2"), std::string::npos) << run.output;
  for (const char* seats : {"easy:2,random", "hard:9,random", "hard:x,random"}) {
    const CliRun bad = Tinsel(std::string("arena --game trim-the-tree --games 1 --seats ") + seats);
    EXPECT_NE(bad.exit_code, 0) << seats;
    EXPECT_NE(bad.output.find("only a search level"), std::string::npos) << bad.output;
  }
}

}  // namespace
