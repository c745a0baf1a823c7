// The command line's save verbs against hostile input: names that are not UTF-8, chance typed
// as a move, a huge bad move.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "cli_support.h"

namespace {

using tinsel::testing_support::CliRun;
using tinsel::testing_support::Tinsel;
using tinsel::testing_support::WriteTemp;

TEST(CliSaves, ANameThatIsNotUtf8IsRefusedInWords) {
  // Before: nlohmann's dump() threw type_error.316 from WriteSave and the tool aborted.
  // popen runs /bin/sh, which may not know $'...': printf writes the byte 0xFF (octal 377).
  const CliRun run =
      Tinsel("new --game trim-the-tree --players 2 --names \"$(printf 'A\\377B')\",Bea");
  EXPECT_EQ(run.exit_code, 2) << run.output;
  EXPECT_NE(run.output.find("not valid UTF-8"), std::string::npos) << run.output;
  const CliRun long_name =
      Tinsel("new --game trim-the-tree --players 2 --names " + std::string(41, 'x') + ",Bea");
  EXPECT_EQ(long_name.exit_code, 2) << long_name.output;
  EXPECT_NE(long_name.output.find("at most 40 characters"), std::string::npos) << long_name.output;
}

// A fresh 2-player save cut before its last draw: loading it leaves a chance node.
nlohmann::json SaveStoppedBeforeADraw(std::string* cut_draw) {
  const CliRun created =
      Tinsel("new --game trim-the-tree --players 2 --seed 3 --bots human,greedy");
  EXPECT_EQ(created.exit_code, 0) << created.output;
  nlohmann::json save = nlohmann::json::parse(created.output);
  *cut_draw = save["history"].back();
  save["history"].erase(save["history"].size() - 1);
  return save;
}

TEST(CliSaves, ApplyRefusesATypedDraw) {
  std::string cut_draw;
  const nlohmann::json save = SaveStoppedBeforeADraw(&cut_draw);
  const std::string path = WriteTemp("stopped.json", save.dump());
  const std::string forged = cut_draw == "draw red box" ? "draw blue bulb" : "draw red box";
  const CliRun run = Tinsel("apply " + path + " \"" + forged + "\"");
  EXPECT_NE(run.exit_code, 0) << run.output;
  EXPECT_NE(run.output.find("refused"), std::string::npos) << run.output;
  // Not even the seed's own draw may be typed.
  const CliRun same = Tinsel("apply " + path + " \"" + cut_draw + "\"");
  EXPECT_NE(same.exit_code, 0) << same.output;
}

TEST(CliSaves, ApplyDrawsWhatTheSeedDrawsBeforeTheMove) {
  std::string cut_draw;
  const nlohmann::json save = SaveStoppedBeforeADraw(&cut_draw);
  const std::string path = WriteTemp("stopped2.json", save.dump());
  // The seed draws the cut ornament again; the human places it.
  const std::string ornament = cut_draw.substr(5);
  const CliRun run = Tinsel("apply " + path + " \"" + ornament + " @ 1\"");
  ASSERT_EQ(run.exit_code, 0) << run.output;
  const nlohmann::json applied = nlohmann::json::parse(run.output);
  ASSERT_EQ(applied["history"].size(), 4u);
  EXPECT_EQ(applied["history"][2], cut_draw);
  EXPECT_EQ(applied["history"][3], ornament + " @ 1");
}

TEST(CliSaves, ApplyRefusesASaveWithAForgedDraw) {
  const CliRun created =
      Tinsel("new --game trim-the-tree --players 2 --seed 3 --bots human,greedy");
  ASSERT_EQ(created.exit_code, 0) << created.output;
  nlohmann::json save = nlohmann::json::parse(created.output);
  // Move 2 is the first ornament drawn; another ornament from the full Bag is legal, but not
  // the seed's.
  const std::string drawn = save["history"][1];
  ASSERT_EQ(drawn.rfind("draw ", 0), 0u) << drawn;
  save["history"][1] = drawn == "draw red box" ? "draw blue bulb" : "draw red box";
  const std::string path = WriteTemp("forged_draw.json", save.dump());
  const CliRun run = Tinsel("apply " + path);
  EXPECT_EQ(run.exit_code, 1) << run.output;
  EXPECT_NE(run.output.find("Move 2 "), std::string::npos) << run.output;
  EXPECT_NE(run.output.find("the seed draws something else"), std::string::npos) << run.output;
}

TEST(CliSaves, AHugeBadMoveIsQuotedShort) {
  const CliRun created = Tinsel("new --game trim-the-tree --players 2 --seed 3");
  ASSERT_EQ(created.exit_code, 0) << created.output;
  const std::string path = WriteTemp("huge_move.json", created.output);
  const CliRun run = Tinsel("apply " + path + " " + std::string(100 * 1000, 'x'));
  EXPECT_EQ(run.exit_code, 1) << run.output.substr(0, 300);
  EXPECT_LT(run.output.size(), 300u) << run.output.substr(0, 300);
  EXPECT_NE(run.output.find("\"xxxx"), std::string::npos) << run.output.substr(0, 300);
}

}  // namespace
