// Chance outcomes are the seed's: a save whose draws differ from what its seed draws (edited,
// or a legal history played under another seed) is refused at the first such move, and chance
// is never typed by a player.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "save_test_support.h"
#include "tinsel/match.h"
#include "tinsel/registry.h"
#include "tinsel/save.h"

namespace tinsel {
namespace {

using testing_support::LoadError;

nlohmann::json Sample(const std::string& file) {
  std::ifstream in(std::string(TINSEL_TEST_DATA_DIR "/saves/") + file);
  std::stringstream text;
  text << in.rdbuf();
  return nlohmann::json::parse(text.str());
}

TEST(SaveChance, SwappedDealsAreRefusedAtTheFirstOne) {
  // Two cards dealt the other way round: a deal the rules allow, but not the seed's.
  nlohmann::json save = Sample("v1-ghosts-of-christmas-rules2.json");
  ASSERT_EQ(save["history"][1], "deal H8 to 3");
  ASSERT_EQ(save["history"][2], "deal B12 to 0");
  save["history"][1] = "deal B12 to 3";
  save["history"][2] = "deal H8 to 0";
  const std::string error = LoadError(save.dump());
  EXPECT_NE(error.find("Move 2 (\"deal B12 to 3\"): the seed draws something else here"),
            std::string::npos)
      << error;
  EXPECT_NE(error.find("edited or made with another seed"), std::string::npos) << error;
}

TEST(SaveChance, AnEditedDrawMidGameIsRefused) {
  // Trim the Tree: replace a later draw by another ornament the Bag still holds.
  nlohmann::json save = Sample("v1-trim-the-tree-rules2.json");
  const nlohmann::json original = save;
  int edited = -1;
  for (size_t i = 20; i < save["history"].size(); ++i) {
    const std::string move = save["history"][i];
    if (move.rfind("draw ", 0) != 0) continue;
    save["history"][i] = move == "draw red box" ? "draw blue bulb" : "draw red box";
    edited = static_cast<int>(i) + 1;
    break;
  }
  ASSERT_GT(edited, 0);
  EXPECT_EQ(LoadError(original.dump()), "");
  const std::string error = LoadError(save.dump());
  // Refused at the edited move, or at an earlier-placed ornament that is no longer in the Box
  // never: the draw itself is checked first.
  EXPECT_NE(error.find("Move " + std::to_string(edited) + " "), std::string::npos) << error;
  EXPECT_NE(error.find("the seed draws something else"), std::string::npos) << error;
}

// The root of `save`'s chance stream under `seed`: the seed itself in save format 1, else the
// seed bound to the rules (tests/saves/rules_binding_test.cpp).
uint64_t ChanceRoot(const nlohmann::json& save, uint64_t seed) {
  if (save["version"] == 1) return seed;
  return BoundChanceSeed(seed, save["game"], save["rules_version"].get<int>(),
                         save["options"].get<Options>(), static_cast<int>(save["players"].size()));
}

// The move number (1-based) of the first chance outcome in `save` that `seed` does not draw,
// found by replaying the rules directly (not through the loader); 0 when the seed draws them all.
size_t FirstDrawNotOf(const nlohmann::json& save, uint64_t seed) {
  const GameEntry* entry = FindGame(save["game"]);
  EXPECT_NE(entry, nullptr);
  const Options options = save["options"].get<Options>();
  const int players = static_cast<int>(save["players"].size());
  auto state = entry->game->NewInitialState(players, options, save["rules_version"].get<int>());
  for (size_t step = 0; step < save["history"].size(); ++step) {
    const auto action = state->StringToAction(state->CurrentPlayer(), save["history"][step]);
    EXPECT_TRUE(action.has_value());
    if (state->IsChanceNode()) {
      Rng rng(ChanceSeedAt(ChanceRoot(save, seed), step));
      if (state->SampleChanceOutcome(rng) != *action) return step + 1;
    }
    EXPECT_TRUE(state->ApplyAction(*action).ok());
  }
  return 0;
}

TEST(SaveChance, ALegalHistoryUnderAnotherSeedIsRefused) {
  // Every sample save is a legal history; under another seed it loads only if that seed
  // happens to draw every one of its chance outcomes (Santa Timea's samples draw only the start
  // player), else it is refused at the first draw the seed does not make.
  for (const auto& file : std::filesystem::directory_iterator(TINSEL_TEST_DATA_DIR "/saves")) {
    nlohmann::json save = Sample(file.path().filename().string());
    ASSERT_EQ(LoadError(save.dump()), "") << file.path();
    int refused = 0;
    for (uint64_t other = 0; other < 8; ++other) {
      if (std::to_string(other) == save["seed"]) continue;
      nlohmann::json moved = save;
      moved["seed"] = std::to_string(other);
      const std::string error = LoadError(moved.dump());
      const size_t first = FirstDrawNotOf(save, other);
      if (first == 0) {
        EXPECT_EQ(error, "") << file.path() << " seed " << other;
        continue;
      }
      ++refused;
      EXPECT_NE(error.find("Move " + std::to_string(first) + " ("), std::string::npos)
          << file.path() << " seed " << other << ": " << error;
      EXPECT_NE(error.find("the seed draws something else"), std::string::npos)
          << file.path() << " seed " << other << ": " << error;
    }
    EXPECT_GT(refused, 0) << file.path();
  }
}

TEST(SaveChance, EverySampleSaveDrawsWhatItsSeedDraws) {
  // The samples were made by real sessions: replaying them draw by draw from the seed (as
  // Session::ResolveChance does) gives exactly their chance outcomes.
  for (const auto& file : std::filesystem::directory_iterator(TINSEL_TEST_DATA_DIR "/saves")) {
    const nlohmann::json save = Sample(file.path().filename().string());
    const GameEntry* entry = FindGame(save["game"]);
    ASSERT_NE(entry, nullptr);
    Options options = save["options"].get<Options>();
    const int players = static_cast<int>(save["players"].size());
    const uint64_t seed = std::stoull(save["seed"].get<std::string>());
    auto state = entry->game->NewInitialState(players, options, save["rules_version"].get<int>());
    ASSERT_NE(state, nullptr) << file.path();
    int chance_steps = 0;
    for (size_t step = 0; step < save["history"].size(); ++step) {
      const std::string text = save["history"][step];
      const auto action = state->StringToAction(state->CurrentPlayer(), text);
      ASSERT_TRUE(action.has_value()) << file.path() << " move " << step + 1;
      if (state->IsChanceNode()) {
        Rng rng(ChanceSeedAt(ChanceRoot(save, seed), step));
        EXPECT_EQ(state->SampleChanceOutcome(rng), *action) << file.path() << " move " << step + 1;
        ++chance_steps;
      }
      ASSERT_TRUE(state->ApplyAction(*action).ok()) << file.path() << " move " << step + 1;
    }
    EXPECT_GT(chance_steps, 0) << file.path();
  }
}

TEST(SaveChance, ASaveStoppedBeforeADrawLoadsAndTheSeedDrawsIt) {
  // A save written between a move and its draws (the app resolves chance in slices of a
  // frame) loads, and the draws that follow are the seed's.
  auto session = testing_support::TrimSession(2, 8);
  const std::vector<HistoryEntry> full = session->history();
  ASSERT_EQ(full.back().player, kChancePlayer);
  nlohmann::json save = nlohmann::json::parse(WriteSave(*session, {}));
  save["history"].erase(save["history"].size() - 1);
  std::string error;
  auto loaded = LoadSave(save.dump(), &error);
  ASSERT_NE(loaded, nullptr) << error;
  ASSERT_TRUE(loaded->state().IsChanceNode());
  loaded->ResolveChance();
  EXPECT_EQ(loaded->history().back().text, full.back().text);
}

TEST(SaveChance, ChanceIsNeverTyped) {
  // At a chance node, the very outcome the seed would draw is still refused when typed.
  auto session = testing_support::TrimSession(2, 8);
  nlohmann::json save = nlohmann::json::parse(WriteSave(*session, {}));
  const std::string last_draw = save["history"].back();
  save["history"].erase(save["history"].size() - 1);
  std::string error;
  auto loaded = LoadSave(save.dump(), &error);
  ASSERT_NE(loaded, nullptr) << error;
  ASSERT_TRUE(loaded->state().IsChanceNode());
  const size_t moves = loaded->history().size();
  const Status typed = loaded->ApplyText(last_draw);
  EXPECT_FALSE(typed.ok());
  EXPECT_NE(typed.message().find("drawn by Tinsel"), std::string::npos) << typed.message();
  EXPECT_EQ(loaded->history().size(), moves);
  EXPECT_TRUE(loaded->state().IsChanceNode());
}

}  // namespace
}  // namespace tinsel
