// Action text (saved in save files), log sentences, the JSON observation and the dump.
#include <gtest/gtest.h>

#include "../game_files.h"
#include "trim_test_util.h"

namespace tinsel::trim {
namespace {

using testing::Draw;
using testing::Kind;
using testing::NewTrimState;
using testing::Place;
using testing::RulebookExampleTree;
using testing::SoloPlace;

TEST(TrimText, CanonicalForms) {
  auto state = NewTrimState(2);
  EXPECT_EQ(state->ActionToString(kChancePlayer, DrawAction(Kind("purple bell"))),
            "draw purple bell");
  EXPECT_EQ(state->ActionToString(0, PlaceAction(Kind("purple bell"), 6)), "purple bell @ 7");
  EXPECT_EQ(state->ActionToString(1, PlaceAction(Kind("red box"), 14)), "red box @ 15");
  EXPECT_EQ(state->StringToAction(kChancePlayer, "draw yellow candle"),
            DrawAction(Kind("yellow candle")));
  EXPECT_EQ(state->StringToAction(1, "blue bulb @ 11"), PlaceAction(Kind("blue bulb"), 10));
}

TEST(TrimText, EveryActionRoundTrips) {
  auto state = NewTrimState(5);
  std::set<std::string> texts;
  for (Action a = 0; a < kFirstPlacement; ++a) {
    const std::string text = state->ActionToString(kChancePlayer, a);
    EXPECT_EQ(state->StringToAction(kChancePlayer, text), a) << text;
    EXPECT_TRUE(texts.insert(text).second) << text;
  }
  for (Action a = kFirstPlacement; a < kFirstStart; ++a) {
    const std::string text = state->ActionToString(0, a);
    for (int player = 0; player < 5; ++player) {
      EXPECT_EQ(state->StringToAction(player, text), a) << text;
    }
    EXPECT_TRUE(texts.insert(text).second) << text;
  }
  for (Action a = kFirstStart; a < kNumActions; ++a) {
    const std::string text = state->ActionToString(kChancePlayer, a);
    EXPECT_EQ(state->StringToAction(kChancePlayer, text), a) << text;
    EXPECT_TRUE(texts.insert(text).second) << text;
  }
  EXPECT_EQ(texts.size(), static_cast<size_t>(kNumActions));
}

TEST(TrimText, JunkIsRejected) {
  auto state = NewTrimState(2);
  for (const char* junk : {"",
                           " ",
                           "purple",
                           "purple bell",
                           "purple bell @",
                           "purple bell @ ",
                           "purple bell @ 0",
                           "purple bell @ 16",
                           "purple bell @ 07",
                           "purple bell @ 7 ",
                           " purple bell @ 7",
                           "Purple bell @ 7",
                           "purple bell@7",
                           "purple bell @7",
                           "purple bell  @ 7",
                           "purple bell @ 7x",
                           "purple bell @ -7",
                           "purple bell @ +7",
                           "purple bell @ 100",
                           "green bell @ 3",
                           "purple star @ 3",
                           "@ 3",
                           "draw purple bell",
                           "purple bell @ 7 @ 7",
                           "not a move at all"}) {
    EXPECT_FALSE(state->StringToAction(0, junk).has_value()) << "\"" << junk << "\"";
  }
  for (const char* junk : {"", "draw", "draw ", "draw purple", "Draw purple bell",
                           "draw  purple bell", "draw purple bell ", "purple bell @ 7",
                           "draw green bell", "drawpurple bell", "draw purple bell @ 7"}) {
    EXPECT_FALSE(state->StringToAction(kChancePlayer, junk).has_value()) << "\"" << junk << "\"";
  }
  // Seats that do not exist.
  EXPECT_FALSE(state->StringToAction(2, "purple bell @ 7").has_value());
  EXPECT_FALSE(state->StringToAction(kTerminalPlayer, "purple bell @ 7").has_value());
}

TEST(TrimText, DescribeActionForTheLog) {
  // Seat 0 as the person at the device and as a player with a name.
  const std::vector<std::string> you = {"You"};
  const std::vector<std::string> holly = {"Holly"};
  auto state = RulebookExampleTree();
  EXPECT_EQ(LogSentence(state->DescribeAction(kChancePlayer, DrawAction(Kind("blue box")), 0),
                        kChancePlayer, you),
            "Drawn onto the Box: a blue box.");
  Draw(*state, "blue box");
  const Action blue_8 = PlaceAction(Kind("blue box"), 7);
  EXPECT_EQ(LogSentence(state->DescribeAction(0, blue_8, 0), 0, you),
            "You place a blue box on space 8: 1 of 2 triangles scored, 1 point.");
  EXPECT_EQ(LogSentence(state->DescribeAction(0, blue_8, 0), 0, holly),
            "Holly places a blue box on space 8: 1 of 2 triangles scored, 1 point.");
  EXPECT_EQ(LogSentence(state->DescribeAction(0, PlaceAction(Kind("blue box"), 6), 0), 0, holly),
            "Holly places a blue box on space 7.");
  ASSERT_TRUE(state->ApplyAction(blue_8).ok());
  // Described after it happened, too (the log may be written either way).
  EXPECT_EQ(LogSentence(state->DescribeAction(0, blue_8, kPublicViewer), 0, you),
            "You place a blue box on space 8: 1 of 2 triangles scored, 1 point.");

  auto purple = RulebookExampleTree();
  Draw(*purple, "purple box");
  EXPECT_EQ(LogSentence(purple->DescribeAction(0, PlaceAction(Kind("purple box"), 7), 0), 0, holly),
            "Holly places a purple box on space 8: 2 triangles, 3 points.");

  auto bad = NewTrimState(1, "standard");
  SoloPlace(*bad, "red bell", 1);
  SoloPlace(*bad, "yellow candle", 2);
  Draw(*bad, "red box");
  EXPECT_EQ(LogSentence(bad->DescribeAction(0, PlaceAction(Kind("red box"), 2), 0), 0, you),
            "You place a red box on space 3: 1 triangle completed, no points.");
  auto good = NewTrimState(1, "standard");
  SoloPlace(*good, "red bell", 1);
  SoloPlace(*good, "yellow candle", 2);
  Draw(*good, "blue box");
  EXPECT_EQ(LogSentence(good->DescribeAction(0, PlaceAction(Kind("blue box"), 2), 0), 0, you),
            "You place a blue box on space 3: 1 triangle, 1 point.");
  // A hint or a review says it to "you", in the present tense.
  EXPECT_EQ(PredicateForYou(good->DescribeAction(0, PlaceAction(Kind("blue box"), 2), 0), 0, holly),
            "place a blue box on space 3: 1 triangle, 1 point.");
}

TEST(TrimText, ObservationShowsTheWholeTable) {
  auto state = NewTrimState(2);
  Draw(*state, "red box");
  Draw(*state, "blue bell");
  Place(*state, "blue bell", 5);
  const nlohmann::json j = state->ObservationJson(kPublicViewer);
  EXPECT_EQ(j["game"], "trim-the-tree");
  EXPECT_EQ(j["players"], 2);
  EXPECT_EQ(j["round"], 1);
  EXPECT_EQ(j["bag_holder"], 0);
  EXPECT_EQ(j["current_player"], 1);
  EXPECT_EQ(j["phase"], "place");
  EXPECT_EQ(j["bag_size"], 46);
  ASSERT_EQ(j["bag"].size(), 16u);
  EXPECT_EQ(j["bag"][0]["ornament"], "red box");
  EXPECT_EQ(j["bag"][0]["count"], 2);
  EXPECT_EQ(j["box"], nlohmann::json::array({"red box"}));
  ASSERT_EQ(j["trees"].size(), 2u);
  EXPECT_EQ(j["trees"][0]["spaces"][4], "blue bell");
  EXPECT_TRUE(j["trees"][0]["spaces"][0].is_null());
  EXPECT_EQ(j["trees"][0]["ornaments"], 1);
  EXPECT_EQ(j["trees"][0]["playable_spaces"], nlohmann::json::array({2, 3, 4, 6, 8, 9}));
  EXPECT_EQ(j["trees"][1]["playable_spaces"].size(), 15u);
  EXPECT_EQ(j["scores"], nlohmann::json::array({0, 0}));
  EXPECT_EQ(j["last_placement"]["ornament"], "blue bell");
  EXPECT_EQ(j["last_placement"]["space"], 5);
  EXPECT_EQ(j["last_placement"]["points"], 0);
  EXPECT_FALSE(j.contains("winners"));
  // Nothing is hidden: every seat sees the same.
  EXPECT_EQ(state->ObservationJson(0), j);
  EXPECT_EQ(state->ObservationJson(1), j);
  EXPECT_FALSE(state->HasPrivateInformation());
}

TEST(TrimText, ObservationLastPlacementListsTriangles) {
  auto state = RulebookExampleTree();
  SoloPlace(*state, "blue box", 8);
  const nlohmann::json last = state->ObservationJson(0)["last_placement"];
  EXPECT_EQ(last["completed"], 2);
  EXPECT_EQ(last["scored"], 1);
  EXPECT_EQ(last["points"], 1);
  ASSERT_EQ(last["triangles"].size(), 2u);
  for (const auto& triangle : last["triangles"]) {
    const bool with_4 = triangle["spaces"] == nlohmann::json::array({4, 5, 8});
    EXPECT_EQ(triangle["scored"], with_4) << triangle.dump();
  }
}

TEST(TrimText, ToStringDrawsTheTrees) {
  auto state = NewTrimState(1, "standard");
  SoloPlace(*state, "purple bell", 1);
  const std::string text = state->ToString();
  EXPECT_NE(text.find("Trim the Tree: 1 player, 3 sets removed"), std::string::npos) << text;
  EXPECT_NE(text.find("Pb"), std::string::npos) << text;
  EXPECT_NE(text.find("Round 2 of 15"), std::string::npos) << text;
  EXPECT_NE(text.find("Last: P1 places a purple bell on space 1."), std::string::npos) << text;
}

TEST(TrimText, RulesPageTexts) {
  const Game& game = TrimTheTree();
  EXPECT_EQ(game.Id(), "trim-the-tree");
  EXPECT_EQ(game.Name(), "Trim the Tree");
  EXPECT_EQ(game.MinPlayers(), 1);
  EXPECT_EQ(game.MaxPlayers(), 5);
  EXPECT_NE(tinsel::testing::HowToPlayText(game.Id()).find("2 players two sets"),
            std::string::npos);
  EXPECT_NE(tinsel::testing::HowToPlayText(game.Id()).find("three 5, four 7, five 9 and six 11"),
            std::string::npos);
  EXPECT_NE(tinsel::testing::RulingsText(game.Id()).find("16 small triangles"), std::string::npos);
  EXPECT_NE(tinsel::testing::RulingsText(game.Id()).find("calculating"), std::string::npos);
}

}  // namespace
}  // namespace tinsel::trim
