// "Try again from here" (imgui_app/model/play/try_again.*): the new game is the old one's prefix,
// with the same seats, saved as a game of its own; the old game is untouched.
#include "model/play/try_again.h"

#include <gtest/gtest.h>

#include "memory_storage.h"
#include "random_play.h"
#include "tinsel/rng.h"
#include "tinsel/save.h"

namespace tinsel::app {
namespace {

class TryAgainTest : public ::testing::TestWithParam<std::string> {};

TEST_P(TryAgainTest, TheNewGameIsThePrefixWithTheSameSeatsSavedApart) {
  const Game& game = *FindGame(GetParam())->game;
  std::vector<bool> bots(testing::TablePlayers(game), true);
  bots[0] = false;
  std::unique_ptr<Session> played = testing::NewSession(GetParam(), bots, 11);
  Rng rng(11);
  while (testing::PlayRandomMove(*played, rng)) {
  }
  ASSERT_TRUE(played->state().IsTerminal());
  testing::MemoryStorage storage;
  SaveLibrary library(storage);
  const std::string now = "2026-11-28T10:00:00Z";
  const std::string old_slot = library.NewSlotId(now);
  ASSERT_TRUE(library.Write(old_slot, *played, {now, now}).ok());
  const std::string old_text = *library.SlotText(old_slot);

  const int length = static_cast<int>(played->history().size());
  const int step = length / 2;
  std::string slot;
  ASSERT_TRUE(SaveTryAgain(library, *played, step, "2026-11-28T10:05:00Z", &slot).ok());
  EXPECT_NE(slot, old_slot);
  EXPECT_EQ(*library.SlotText(old_slot), old_text);  // the old game is untouched
  EXPECT_EQ(library.List().size(), 2u);

  std::string error;
  std::unique_ptr<Session> again = library.Load(slot, &error);
  ASSERT_NE(again, nullptr) << error;
  ASSERT_EQ(static_cast<int>(again->history().size()), step);
  for (int i = 0; i < step; ++i) {
    EXPECT_EQ(again->history()[i].text, played->history()[i].text) << "entry " << i;
  }
  EXPECT_EQ(again->setup().seed, played->setup().seed);
  EXPECT_EQ(again->setup().rules_version, played->setup().rules_version);
  ASSERT_EQ(again->setup().seats.size(), played->setup().seats.size());
  for (size_t i = 0; i < again->setup().seats.size(); ++i) {
    EXPECT_EQ(again->setup().seats[i].name, played->setup().seats[i].name);
    EXPECT_EQ(again->setup().seats[i].bot, played->setup().seats[i].bot);
    EXPECT_EQ(again->setup().seats[i].level, played->setup().seats[i].level);
  }
  EXPECT_FALSE(again->state().IsTerminal());  // it goes on
}

TEST_P(TryAgainTest, AFinishedGameCannotGoOnFromItsEndAndNothingIsWritten) {
  const Game& game = *FindGame(GetParam())->game;
  std::unique_ptr<Session> played =
      testing::NewSession(GetParam(), std::vector<bool>(testing::TablePlayers(game), true), 5);
  Rng rng(5);
  while (testing::PlayRandomMove(*played, rng)) {
  }
  const int length = static_cast<int>(played->history().size());
  EXPECT_FALSE(MayTryAgainFrom(*played, length));
  EXPECT_TRUE(MayTryAgainFrom(*played, 0));
  EXPECT_FALSE(MayTryAgainFrom(*played, length + 1));
  testing::MemoryStorage storage;
  SaveLibrary library(storage);
  std::string slot;
  const Status refused = SaveTryAgain(library, *played, length, "2026-11-28T10:00:00Z", &slot);
  EXPECT_FALSE(refused.ok());
  EXPECT_NE(refused.message().find("over"), std::string::npos) << refused.message();
  EXPECT_FALSE(SaveTryAgain(library, *played, -1, "2026-11-28T10:00:00Z", &slot).ok());
  EXPECT_TRUE(slot.empty());
  EXPECT_TRUE(library.List().empty());
}

TEST_P(TryAgainTest, AFullStorageRefusesInWordsAndLeavesNoHalfWrittenGame) {
  const Game& game = *FindGame(GetParam())->game;
  std::vector<bool> bots(testing::TablePlayers(game), true);
  bots[0] = false;
  std::unique_ptr<Session> played = testing::NewSession(GetParam(), bots, 3);
  ASSERT_NE(played, nullptr);
  Rng rng(3);
  for (int i = 0; i < 10; ++i) testing::PlayRandomMove(*played, rng);
  testing::MemoryStorage storage;
  SaveLibrary library(storage);
  storage.set_failing(SaveLibrary::kIndexKey, true);  // the slot is written, the index refuses
  std::string slot;
  const Status refused = SaveTryAgain(library, *played, 4, "2026-11-28T10:00:00Z", &slot);
  EXPECT_FALSE(refused.ok());
  EXPECT_TRUE(slot.empty());
  EXPECT_TRUE(storage.Keys("tinsel/slot/").empty());
}

INSTANTIATE_TEST_SUITE_P(EveryGame, TryAgainTest,
                         ::testing::ValuesIn(testing::RegisteredGameIds()));

}  // namespace
}  // namespace tinsel::app
