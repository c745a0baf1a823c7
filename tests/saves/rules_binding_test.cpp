// The rules a save was made under cannot be swapped: from save format 2 on, the chance stream
// is bound to the game, its rules version, its options and its number of seats, so a save
// with any of those edited draws something else at its first draw and is refused there, with
// the move named. Saves of format 1 (made before) keep loading exactly, and stay format 1.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "save_test_support.h"
#include "tinsel/bot.h"
#include "tinsel/match.h"
#include "tinsel/replay_link.h"
#include "tinsel/save.h"

namespace tinsel {
namespace {

using testing_support::LoadError;

// A game of `game_id` for `players` seats (seat 0 human, the others random bots) played
// `decisions` decisions in, as a format-2 save.
nlohmann::json PlayedSave(const std::string& game_id, int players, Options options, int decisions,
                          uint64_t seed = 2026) {
  std::vector<Seat> seats(players);
  seats[0] = {"Ann", false, ""};
  for (int i = 1; i < players; ++i) seats[i] = {"Bot" + std::to_string(i), true, "random"};
  std::string error;
  auto session = Session::Create({game_id, std::move(options), seats, seed}, &error);
  EXPECT_NE(session, nullptr) << error;
  RandomBot bot;
  session->ResolveChance();
  for (int i = 0; i < decisions && !session->state().IsTerminal(); ++i) {
    EXPECT_TRUE(session->Apply(ChooseAction(bot, session->state(), session->BotSeed())).ok());
    session->ResolveChance();
  }
  return nlohmann::json::parse(WriteSave(*session, {}));
}

// The 1-based number of the first chance step in `save`'s history.
size_t FirstDraw(const nlohmann::json& save) {
  std::string error;
  auto session = LoadSave(save.dump(), &error);
  EXPECT_NE(session, nullptr) << error;
  for (size_t i = 0; i < session->history().size(); ++i) {
    if (session->history()[i].player == kChancePlayer) return i + 1;
  }
  return 0;
}

void ExpectRefusedAtFirstDraw(const nlohmann::json& original, const nlohmann::json& edited) {
  const size_t first = FirstDraw(original);
  ASSERT_GT(first, 0u);
  const std::string error = LoadError(edited.dump());
  EXPECT_NE(error.find("Move " + std::to_string(first) + " ("), std::string::npos) << error;
  EXPECT_NE(error.find("the seed draws something else"), std::string::npos) << error;
}

TEST(SaveRulesBinding, NewSavesAreFormatTwo) {
  const nlohmann::json save = PlayedSave("ghosts-of-christmas", 4, {}, 10);
  EXPECT_EQ(save["version"], kSaveVersion);
  EXPECT_EQ(kSaveVersion, 2);
  EXPECT_EQ(LoadError(save.dump()), "");
}

TEST(SaveRulesBinding, AnEditedRulesVersionIsRefusedAtTheFirstDraw) {
  // Ghosts of Christmas 2 limits the bids by the door supply; 1 did not. Swapping 2 for 1
  // would offer 26 bids where the supply allows 2.
  const nlohmann::json ghosts = PlayedSave("ghosts-of-christmas", 4, {}, 30);
  ASSERT_EQ(ghosts["rules_version"], 2);
  nlohmann::json edited = ghosts;
  edited["rules_version"] = 1;
  ExpectRefusedAtFirstDraw(ghosts, edited);

  // Trim the Tree 2 draws who holds the Bag first; 1 gave it to the first player.
  const nlohmann::json trim = PlayedSave("trim-the-tree", 3, {}, 12);
  ASSERT_EQ(trim["rules_version"], 2);
  edited = trim;
  edited["rules_version"] = 1;
  ExpectRefusedAtFirstDraw(trim, edited);
}

TEST(SaveRulesBinding, AnEditedOptionIsRefusedAtTheFirstDraw) {
  const nlohmann::json save =
      PlayedSave("ghosts-of-christmas", 4, {{"bidding", "doors"}, {"beyond", "off"}}, 20);
  for (const auto& [name, value] : std::vector<std::pair<std::string, std::string>>{
           {"bidding", "tiny-tim"}, {"beyond", "on"}}) {
    nlohmann::json edited = save;
    edited["options"][name] = value;
    ExpectRefusedAtFirstDraw(save, edited);
  }
}

TEST(SaveRulesBinding, AnAddedOrRemovedSeatIsRefused) {
  const nlohmann::json save = PlayedSave("trim-the-tree", 3, {}, 6);
  nlohmann::json fewer = save;
  fewer["players"].erase(fewer["players"].size() - 1);
  EXPECT_NE(LoadError(fewer.dump()), "");
  nlohmann::json more = save;
  more["players"].push_back({{"name", "Eve"}, {"kind", "bot"}, {"level", "random"}});
  ExpectRefusedAtFirstDraw(save, more);
}

TEST(SaveRulesBinding, TheSameSetupUnderAnotherSeedOrNameStillBindsOnlyTheRules) {
  // Names are not part of the binding: renaming a seat changes nothing the rules depend on.
  const nlohmann::json save = PlayedSave("ghosts-of-christmas", 3, {}, 15);
  nlohmann::json renamed = save;
  renamed["players"][1]["name"] = "Holly";
  EXPECT_EQ(LoadError(renamed.dump()), "");
}

TEST(SaveRulesBinding, BoundSeedsDifferForEveryBoundField) {
  const Options none;
  const uint64_t base = BoundChanceSeed(7, "trim-the-tree", 2, none, 3);
  EXPECT_NE(base, 7u);
  EXPECT_NE(base, BoundChanceSeed(8, "trim-the-tree", 2, none, 3));
  EXPECT_NE(base, BoundChanceSeed(7, "trim-the-tree", 1, none, 3));
  EXPECT_NE(base, BoundChanceSeed(7, "trim-the-tree", 2, none, 4));
  EXPECT_NE(base, BoundChanceSeed(7, "santa-timea", 2, none, 3));
  EXPECT_NE(base, BoundChanceSeed(7, "trim-the-tree", 2, {{"solitaire", "standard"}}, 3));
  // Fields end with a separator: moving a character from one to the next is another binding.
  EXPECT_NE(BoundChanceSeed(7, "g", 2, {{"ab", "c"}}, 3),
            BoundChanceSeed(7, "g", 2, {{"a", "bc"}}, 3));
}

std::vector<std::filesystem::path> FormatOneSamples() {
  std::vector<std::filesystem::path> files;
  for (const auto& file : std::filesystem::directory_iterator(TINSEL_TEST_DATA_DIR "/saves")) {
    if (file.path().filename().string().rfind("v1-", 0) == 0) files.push_back(file.path());
  }
  EXPECT_GE(files.size(), 4u);
  return files;
}

std::string ReadText(const std::filesystem::path& path) {
  std::ifstream in(path);
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

TEST(SaveRulesBinding, FormatOneSavesLoadExactlyAndAreWrittenAsFormatOne) {
  for (const auto& path : FormatOneSamples()) {
    const std::string text = ReadText(path);
    std::string error;
    SaveTimes times;
    auto session = LoadSave(text, &error, &times);
    ASSERT_NE(session, nullptr) << path << ": " << error;
    EXPECT_EQ(session->setup().chance, ChanceStream::kSeedOnly) << path;
    EXPECT_EQ(session->chance_seed(), session->setup().seed) << path;
    const nlohmann::json written = nlohmann::json::parse(WriteSave(*session, times));
    EXPECT_EQ(written["version"], 1) << path;
    EXPECT_EQ(written["history"], nlohmann::json::parse(text)["history"]) << path;
    // Played on, it keeps drawing from the seed alone (it would fail its own history if not).
    RandomBot bot;
    for (int i = 0; i < 20 && !session->state().IsTerminal(); ++i) {
      session->ResolveChance();
      if (session->state().IsTerminal()) break;
      ASSERT_TRUE(session->Apply(ChooseAction(bot, session->state(), session->BotSeed())).ok());
    }
    session->ResolveChance();
    EXPECT_EQ(LoadError(WriteSave(*session, times)), "") << path;
  }
}

TEST(SaveRulesBinding, ReplayLinksCarryTheirChanceStream) {
  // A format-1 game's link is format 1 and reopens drawing from the seed alone; a new game's
  // link is format 2. Both replay to the same history.
  for (const auto& path : FormatOneSamples()) {
    std::string error;
    auto old_game = LoadSave(ReadText(path), &error);
    ASSERT_NE(old_game, nullptr) << error;
    const std::string payload = ReplayLinkPayload(*old_game);
    auto reopened = OpenReplayLink(payload, &error);
    ASSERT_NE(reopened, nullptr) << path << ": " << error;
    EXPECT_EQ(reopened->setup().chance, ChanceStream::kSeedOnly);
    ASSERT_EQ(reopened->history().size(), old_game->history().size());
    for (size_t i = 0; i < reopened->history().size(); ++i) {
      EXPECT_EQ(reopened->history()[i].text, old_game->history()[i].text) << path << " " << i;
    }
  }
  std::string error;
  auto fresh = LoadSave(PlayedSave("santa-timea", 4, {}, 25).dump(), &error);
  ASSERT_NE(fresh, nullptr) << error;
  auto reopened = OpenReplayLink(ReplayLinkPayload(*fresh), &error);
  ASSERT_NE(reopened, nullptr) << error;
  EXPECT_EQ(reopened->setup().chance, ChanceStream::kBoundToRules);
  EXPECT_EQ(reopened->history().size(), fresh->history().size());
}

}  // namespace
}  // namespace tinsel
