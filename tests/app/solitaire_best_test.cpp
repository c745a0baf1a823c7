// The best solitaire score on this device (imgui_app/model/saves/solitaire_best.*).
#include "model/saves/solitaire_best.h"

#include <gtest/gtest.h>

#include "memory_storage.h"

namespace tinsel::app {
namespace {

using testing::MemoryStorage;

TEST(SolitaireBest, TheFirstGameSetsTheBest) {
  MemoryStorage storage;
  EXPECT_EQ(RecordSolitaireScore(storage, "trim-the-tree", 14), std::nullopt);
  EXPECT_EQ(storage.Get("tinsel/best/trim-the-tree"), "14.0");
}

TEST(SolitaireBest, OnlyABetterScoreReplacesIt) {
  MemoryStorage storage;
  RecordSolitaireScore(storage, "trim-the-tree", 14);
  EXPECT_EQ(RecordSolitaireScore(storage, "trim-the-tree", 9), 14.0);
  EXPECT_EQ(RecordSolitaireScore(storage, "trim-the-tree", 14), 14.0);
  EXPECT_EQ(RecordSolitaireScore(storage, "trim-the-tree", 21.5), 14.0);
  EXPECT_EQ(RecordSolitaireScore(storage, "trim-the-tree", 3), 21.5);
}

TEST(SolitaireBest, EachGameKeepsItsOwn) {
  MemoryStorage storage;
  RecordSolitaireScore(storage, "trim-the-tree", 14);
  EXPECT_EQ(RecordSolitaireScore(storage, "other-game", 2), std::nullopt);
  EXPECT_EQ(RecordSolitaireScore(storage, "trim-the-tree", 1), 14.0);
}

TEST(SolitaireBest, AnUnreadableBestIsReplaced) {
  MemoryStorage storage;
  storage.values()["tinsel/best/trim-the-tree"] = "not a number";
  EXPECT_EQ(RecordSolitaireScore(storage, "trim-the-tree", 7), std::nullopt);
  EXPECT_EQ(RecordSolitaireScore(storage, "trim-the-tree", 5), 7.0);
}

}  // namespace
}  // namespace tinsel::app
