#include "tinsel/save.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "test_support.h"
#include "tinsel/bot.h"

namespace tinsel {
namespace {

using testing_support::ReplaceOnce;
using testing_support::TrimSession;

std::unique_ptr<Session> MidGame() {
  auto session = TrimSession(2, 11);
  RandomBot bot;
  for (int i = 0; i < 6; ++i) {
    EXPECT_TRUE(session->Apply(ChooseAction(bot, session->state(), session->BotSeed())).ok());
    session->ResolveChance();
  }
  return session;
}

std::string Load(const std::string& text) {
  std::string error;
  auto session = LoadSave(text, &error);
  return session ? "" : error;
}

TEST(Save, RoundTripKeepsEverything) {
  auto session = MidGame();
  const std::string text = WriteSave(*session, {"2026-01-01T00:00:00Z", "2026-01-02T00:00:00Z"});
  std::string error;
  SaveTimes times;
  auto loaded = LoadSave(text, &error, &times);
  ASSERT_NE(loaded, nullptr) << error;
  EXPECT_EQ(loaded->state().ToString(), session->state().ToString());
  EXPECT_EQ(loaded->setup().seats[1].level, session->setup().seats[1].level);
  EXPECT_EQ(loaded->setup().seed, session->setup().seed);
  EXPECT_EQ(times.created, "2026-01-01T00:00:00Z");
  EXPECT_EQ(times.updated, "2026-01-02T00:00:00Z");
  EXPECT_EQ(WriteSave(*loaded, times), text);
}

// The coach (Seat::coached) is kept with the game; a save from before it has none, and only a
// person's seat can have one.
TEST(Save, TheCoachedSeatIsKeptAndOldSavesHaveNone) {
  std::string error;
  auto session = Session::Create(
      {"trim-the-tree", {}, {{"Ann", false, "", true}, {"Bot", true, "greedy", true}}, 7}, &error);
  ASSERT_NE(session, nullptr) << error;
  const std::string text = WriteSave(*session, {});
  EXPECT_NE(text.find("\"coach\":true"), std::string::npos);
  auto loaded = LoadSave(text, &error);
  ASSERT_NE(loaded, nullptr) << error;
  EXPECT_TRUE(loaded->setup().seats[0].coached);
  EXPECT_FALSE(loaded->setup().seats[1].coached) << "a bot has no coach";
  EXPECT_EQ(WriteSave(*loaded, {}), text);
  // Without the key (every save before the coach) or with anything but true: no coach.
  std::string without = ReplaceOnce(text, ",\"coach\":true", "");
  without = ReplaceOnce(without, "\"coach\":true,", "");
  ASSERT_NE(without, text);
  loaded = LoadSave(without, &error);
  ASSERT_NE(loaded, nullptr) << error;
  EXPECT_FALSE(loaded->setup().seats[0].coached);
  loaded = LoadSave(ReplaceOnce(text, "\"coach\":true", "\"coach\":\"yes\""), &error);
  ASSERT_NE(loaded, nullptr) << error;
  EXPECT_FALSE(loaded->setup().seats[0].coached);
}

TEST(Save, SeedsBeyondJavaScriptNumbersSurvive) {
  std::string error;
  auto session = Session::Create({"trim-the-tree", {}, {{"A"}}, 18446744073709551615ull}, &error);
  auto loaded = LoadSave(WriteSave(*session, {}), &error);
  ASSERT_NE(loaded, nullptr) << error;
  EXPECT_EQ(loaded->setup().seed, 18446744073709551615ull);
}

TEST(Save, TruncatedOrNotJsonIsRefused) {
  const std::string text = WriteSave(*MidGame(), {});
  EXPECT_NE(Load(text.substr(0, text.size() / 2)).find("not valid JSON"), std::string::npos);
  EXPECT_NE(Load("hello").find("not valid JSON"), std::string::npos);
  EXPECT_NE(Load("").find("not valid JSON"), std::string::npos);
  EXPECT_NE(Load("[1,2]").find("not a Tinsel save"), std::string::npos);
  EXPECT_NE(Load(R"({"format":"other"})").find("not a Tinsel save"), std::string::npos);
}

TEST(Save, WrongGameIsRefused) {
  const std::string text = WriteSave(*MidGame(), {});
  const std::string error = Load(ReplaceOnce(text, "\"trim-the-tree\"", "\"chess\""));
  EXPECT_NE(error.find("does not know"), std::string::npos) << error;
}

TEST(Save, NewerVersionIsRefusedClearly) {
  const std::string text = WriteSave(*MidGame(), {});
  const std::string error = Load(ReplaceOnce(text, "\"version\":2", "\"version\":99"));
  EXPECT_NE(error.find("newer version"), std::string::npos) << error;
  const std::string rules = Load(ReplaceOnce(text, "\"rules_version\":1", "\"rules_version\":99"));
  EXPECT_NE(rules.find("newer rules"), std::string::npos) << rules;
  const std::string zero = Load(ReplaceOnce(text, "\"rules_version\":1", "\"rules_version\":0"));
  EXPECT_NE(zero.find("not one Tinsel knows"), std::string::npos) << zero;
}

TEST(Save, TamperedHistoryIsRefusedWithTheMoveNumber) {
  auto session = MidGame();
  nlohmann::json save = nlohmann::json::parse(WriteSave(*session, {}));
  // Move 4 is a placement; put it on a space that cannot be legal (space 99).
  std::string& move = save["history"][3].get_ref<std::string&>();
  ASSERT_NE(move.find(" @ "), std::string::npos) << move;
  move = move.substr(0, move.find(" @ ")) + " @ 99";
  const std::string error = Load(save.dump());
  EXPECT_NE(error.find("Move 4"), std::string::npos) << error;

  // A draw of an ornament the bag does not hold (in calculating solitaire one set of 16:
  // each kind once; drawing the same kind twice is impossible).
  std::string err;
  auto solo = Session::Create({"trim-the-tree", {{"solitaire", "calculating"}}, {{"A"}}, 3}, &err);
  solo->ResolveChance();
  nlohmann::json solo_save = nlohmann::json::parse(WriteSave(*solo, {}));
  const std::string first_draw = solo_save["history"][0];
  ASSERT_TRUE(solo->Apply(solo->state().LegalActions().front()).ok());
  solo->ResolveChance();
  solo_save = nlohmann::json::parse(WriteSave(*solo, {}));
  solo_save["history"][2] = first_draw;
  const std::string draw_error = Load(solo_save.dump());
  EXPECT_NE(draw_error.find("Move 3"), std::string::npos) << draw_error;
}

TEST(Save, WrongTypesAreRefused) {
  nlohmann::json save = nlohmann::json::parse(WriteSave(*MidGame(), {}));
  nlohmann::json bad = save;
  bad["history"] = "all of it";
  EXPECT_NE(Load(bad.dump()).find("wrong type"), std::string::npos);
  bad = save;
  bad["history"][0] = 5;
  EXPECT_NE(Load(bad.dump()).find("Move 1"), std::string::npos);
  bad = save;
  bad["seed"] = "12x";
  EXPECT_NE(Load(bad.dump()).find("seed"), std::string::npos);
  bad = save;
  bad.erase("players");
  EXPECT_NE(Load(bad.dump()).find("players"), std::string::npos);
  bad = save;
  bad["players"][0]["kind"] = "alien";
  EXPECT_NE(Load(bad.dump()).find("neither human nor bot"), std::string::npos);
}

// Every save version ever written must keep loading: one sample per version lives in
// tests/data/saves/ forever.
TEST(Save, EverySampleSaveStillLoads) {
  int samples = 0;
  for (const auto& file : std::filesystem::directory_iterator(TINSEL_TEST_DATA_DIR "/saves")) {
    std::ifstream in(file.path());
    std::stringstream text;
    text << in.rdbuf();
    std::string error;
    EXPECT_NE(LoadSave(text.str(), &error), nullptr) << file.path() << ": " << error;
    ++samples;
  }
  EXPECT_GE(samples, 1);
}

// Old rules live beside new ones: each sample replays under its own rules version to the very
// scores it was played to (recorded when the sample was written), and a history played under
// rules version 1 of Ghosts of Christmas (bids beyond the door supply) is refused under version
// 2, at the first bid the supply forbids.
TEST(Save, SampleSavesReplayByTheirOwnRules) {
  struct Sample {
    const char* file;
    int rules_version;
    std::vector<double> scores;  // empty: the game is unfinished
  };
  const std::vector<Sample> samples = {
      {"v1-trim-the-tree-rules1.json", 1, {}},
      {"v1-trim-the-tree-rules2.json", 2, {4, 1, 7}},
      {"v1-ghosts-of-christmas-rules1.json", 1, {2, 12, 6, 0}},
      {"v1-ghosts-of-christmas-rules2.json", 2, {2, 6, 12, 1}},
      {"v1-santa-timea-rules1.json", 1, {12, 15, 5, 16}},
      {"v1-my-first-christmas-tree-rules1.json", 1, {26, 22}},
      // Save format 2: chance bound to the rules (tests/saves/rules_binding_test.cpp).
      {"v2-trim-the-tree-rules2.json", 2, {1, 5, 4}},
      {"v2-ghosts-of-christmas-rules2.json", 2, {1, 5, 6, 1}},
      {"v2-santa-timea-rules1.json", 1, {6, 4, 14, 18}},
      {"v2-my-first-christmas-tree-rules1.json", 1, {}},
  };
  for (const Sample& sample : samples) {
    std::ifstream in(std::string(TINSEL_TEST_DATA_DIR "/saves/") + sample.file);
    std::stringstream text;
    text << in.rdbuf();
    std::string error;
    std::unique_ptr<Session> session = LoadSave(text.str(), &error);
    ASSERT_NE(session, nullptr) << sample.file << ": " << error;
    EXPECT_EQ(session->setup().rules_version, sample.rules_version) << sample.file;
    EXPECT_EQ(session->state().IsTerminal(), !sample.scores.empty()) << sample.file;
    if (!sample.scores.empty()) {
      EXPECT_EQ(session->state().Scores(), sample.scores) << sample.file;
    }
    // Written again, the save keeps its rules version.
    EXPECT_NE(
        WriteSave(*session, {}).find("\"rules_version\":" + std::to_string(sample.rules_version)),
        std::string::npos)
        << sample.file;
  }

  std::ifstream in(TINSEL_TEST_DATA_DIR "/saves/v1-ghosts-of-christmas-rules1.json");
  std::stringstream text;
  text << in.rdbuf();
  const std::string as_version_2 =
      ReplaceOnce(text.str(), "\"rules_version\":1", "\"rules_version\":2");
  ASSERT_NE(as_version_2, text.str());
  std::string error;
  EXPECT_EQ(LoadSave(as_version_2, &error), nullptr);
  EXPECT_NE(error.find("\"bid 6\""), std::string::npos) << error;
  EXPECT_NE(error.find("Only 4 purple doors are left in the supply."), std::string::npos) << error;
}

}  // namespace
}  // namespace tinsel
