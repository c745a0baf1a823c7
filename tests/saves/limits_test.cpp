// Limits of a save: integers that cannot wrap, a bounded size per save and per field, and
// refusals that quote at most a short excerpt of what they refuse.
#include <gtest/gtest.h>

#include "save_test_support.h"
#include "tinsel/registry.h"
#include "tinsel/save.h"

namespace tinsel {
namespace {

using testing_support::LoadError;
using testing_support::MidGameSave;
using testing_support::MidGameSaveText;
using testing_support::ReplaceOnce;

// A refusal short enough for a list of saved games: the quoted excerpt is capped.
constexpr size_t kShortError = 250;

TEST(SaveLimits, VersionsThatWouldWrapAreRefused) {
  // A save of format 1 (chance from the seed alone), as written before format 2.
  const std::string save = ReplaceOnce(MidGameSaveText(), "\"version\":2", "\"version\":1");
  // 2^32 + 1 read into a 32-bit int would be version 1.
  const std::string wrapped =
      LoadError(ReplaceOnce(save, "\"version\":1", "\"version\":4294967297"));
  EXPECT_NE(wrapped.find("newer version"), std::string::npos) << wrapped;
  EXPECT_NE(wrapped.find("4294967297"), std::string::npos) << wrapped;
  const std::string negative =
      LoadError(ReplaceOnce(save, "\"version\":1", "\"version\":-4294967295"));
  EXPECT_NE(negative.find("unknown version"), std::string::npos) << negative;
  EXPECT_NE(LoadError(ReplaceOnce(save, "\"version\":1", "\"version\":18446744073709551615")), "");
  // Beyond 64 bits JSON numbers become floating point: the wrong type for a version.
  EXPECT_NE(LoadError(ReplaceOnce(save, "\"version\":1", "\"version\":18446744073709551617"))
                .find("wrong type"),
            std::string::npos);
  EXPECT_NE(LoadError(ReplaceOnce(save, "\"version\":1", "\"version\":1.0")).find("wrong type"),
            std::string::npos);
}

TEST(SaveLimits, RulesVersionsThatWouldWrapAreRefused) {
  const std::string save = MidGameSaveText();
  // 2^32 + 2 would be Trim the Tree's rules version 2; 2^32 + 1 would be version 1.
  const std::string high =
      LoadError(ReplaceOnce(save, "\"rules_version\":1", "\"rules_version\":4294967298"));
  EXPECT_NE(high.find("newer rules"), std::string::npos) << high;
  const std::string low =
      LoadError(ReplaceOnce(save, "\"rules_version\":1", "\"rules_version\":-4294967295"));
  EXPECT_NE(low.find("not one Tinsel knows"), std::string::npos) << low;
}

TEST(SaveLimits, AWholeSaveOverFourMegabytesIsRefusedUnread) {
  const std::string save = MidGameSaveText();
  // Whitespace is valid JSON: padded to the limit the save still loads, one byte more it is
  // refused before it is parsed.
  const std::string at_limit = save + std::string(kMaxSaveBytes - save.size(), ' ');
  EXPECT_EQ(LoadError(at_limit), "");
  const std::string error = LoadError(at_limit + " ");
  EXPECT_NE(error.find("too big"), std::string::npos) << error;
  EXPECT_LT(error.size(), kShortError);
}

TEST(SaveLimits, AMillionMovesAreRefusedBeforeTheyAreReplayed) {
  // 4 bytes a move: the save fits in the size limit, the game's longest history refuses it.
  nlohmann::json save = MidGameSave();
  save["history"] = nlohmann::json::array();
  for (int i = 0; i < 1000000; ++i) save["history"].push_back("1");
  const std::string text = save.dump();
  ASSERT_LE(text.size(), kMaxSaveBytes);
  // Refused for its length, which is known before any move is replayed (a replay would have
  // stopped at the first illegal "1" with another message).
  const std::string error = LoadError(text);
  EXPECT_NE(error.find("has 1000000 moves"), std::string::npos) << error;
  EXPECT_NE(error.find("at most 61 moves"), std::string::npos) << error;
}

TEST(SaveLimits, AHistoryOverTheSizeLimitIsRefusedUnread) {
  nlohmann::json save = MidGameSave();
  save["history"] = nlohmann::json::array();
  for (int i = 0; i < 1000000; ++i) save["history"].push_back("draw red box");
  const std::string error = LoadError(save.dump());
  EXPECT_NE(error.find("too big"), std::string::npos) << error;
}

TEST(SaveLimits, AHistoryLongerThanTheGameCanBeIsRefused) {
  // A whole 2-player game of Trim the Tree under rules version 1 (no start draw): 15 rounds of
  // 2 draws and 2 placements.
  auto session = testing_support::TrimSession(2, 5, /*bots=*/false);
  Rng rng(5);
  while (!session->state().IsTerminal()) {
    const std::vector<Action> legal = session->state().LegalActions();
    ASSERT_TRUE(session->Apply(legal[rng.Below(legal.size())]).ok());
    session->ResolveChance();
  }
  ASSERT_EQ(session->history().size(), 60u);
  const int bound = session->game().MaxHistoryLength(2, session->setup().options);
  nlohmann::json save = nlohmann::json::parse(WriteSave(*session, {}));
  EXPECT_EQ(LoadError(save.dump()), "");
  while (save["history"].size() <= static_cast<size_t>(bound))
    save["history"].push_back("draw red box");
  const std::string error = LoadError(save.dump());
  EXPECT_NE(error.find("at most " + std::to_string(bound) + " moves"), std::string::npos) << error;
  EXPECT_EQ(error.find("Move "), std::string::npos) << "refused before it is replayed: " << error;
}

TEST(SaveLimits, AnOverlongMoveIsRefusedWithoutQuotingIt) {
  nlohmann::json save = MidGameSave();
  save["history"][3] = std::string(1000 * 1000, 'x');
  const std::string error = LoadError(save.dump());
  EXPECT_NE(error.find("Move 4"), std::string::npos) << error.substr(0, 300);
  EXPECT_NE(error.find("too long"), std::string::npos) << error.substr(0, 300);
  EXPECT_LT(error.size(), kShortError) << error.substr(0, 300);
}

TEST(SaveLimits, ABadMoveIsQuotedAsAShortExcerpt) {
  nlohmann::json save = MidGameSave();
  save["history"][3] = "purple bell @ 7" + std::string(80, '!');  // under the length limit
  const std::string error = LoadError(save.dump());
  EXPECT_NE(error.find("Move 4 (\"purple bell @ 7!!!"), std::string::npos) << error;
  EXPECT_NE(error.find("...\")"), std::string::npos) << error;
  EXPECT_EQ(error.find(std::string(41, '!')), std::string::npos) << error;
}

TEST(SaveLimits, OtherFieldsAreQuotedAsShortExcerpts) {
  const std::string huge(1000 * 1000, 'z');
  nlohmann::json save = MidGameSave();
  nlohmann::json bad = save;
  bad["game"] = huge;
  std::string error = LoadError(bad.dump());
  EXPECT_NE(error.find("does not know (\"zzz"), std::string::npos) << error.substr(0, 300);
  EXPECT_LT(error.size(), kShortError);
  bad = save;
  bad["options"][huge] = "x";
  error = LoadError(bad.dump());
  EXPECT_NE(error.find("no option \"zzz"), std::string::npos) << error.substr(0, 300);
  EXPECT_LT(error.size(), kShortError);
  bad = save;
  bad["options"]["solitaire"] = huge;
  error = LoadError(bad.dump());
  EXPECT_NE(error.find("\"zzz"), std::string::npos) << error.substr(0, 300);
  EXPECT_LT(error.size(), kShortError);
  bad = save;
  bad["players"][1]["level"] = huge;
  error = LoadError(bad.dump());
  EXPECT_NE(error.find("Unknown bot level \"zzz"), std::string::npos) << error.substr(0, 300);
  EXPECT_LT(error.size(), kShortError);
}

TEST(SaveLimits, OverlongTimesAreRefused) {
  nlohmann::json save = MidGameSave();
  save["created"] = std::string(100 * 1000, '9');
  const std::string error = LoadError(save.dump());
  EXPECT_NE(error.find("\"created\" is too long"), std::string::npos) << error.substr(0, 300);
  EXPECT_LT(error.size(), kShortError);
}

TEST(SaveLimits, SessionRefusalsQuoteShortExcerpts) {
  auto session = testing_support::TrimSession(2, 3);
  const std::string ten_megabytes(10 * 1000 * 1000, 'q');
  const Status typed = session->ApplyText(ten_megabytes);
  ASSERT_FALSE(typed.ok());
  EXPECT_LT(typed.message().size(), kShortError);
  EXPECT_NE(typed.message().find("\"qqqq"), std::string::npos) << typed.message();

  std::string error;
  auto fresh = Session::Create(session->setup(), &error);
  const Status replayed = fresh->Replay({ten_megabytes});
  ASSERT_FALSE(replayed.ok());
  EXPECT_LT(replayed.message().size(), kShortError);
  EXPECT_NE(replayed.message().find("Move 1"), std::string::npos) << replayed.message();

  EXPECT_EQ(Session::Create({ten_megabytes, {}, {{"A"}}, 1}, &error), nullptr);
  EXPECT_LT(error.size(), kShortError);
}

}  // namespace
}  // namespace tinsel
