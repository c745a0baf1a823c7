// PeekSave (tinsel/save.h): what a save says of itself without being played, read once, for a
// save that may not load: a damaged one still names its game and players, a newer Tinsel's says
// why it waits, and nothing outside the bounds is read at all.
#include <gtest/gtest.h>

#include "save_test_support.h"
#include "tinsel/save.h"

namespace tinsel {
namespace {

using testing_support::MidGameSave;
using testing_support::MidGameSaveText;

TEST(SavePeek, ASaveThatLoadsIsPeekedAsItIs) {
  const nlohmann::json save = MidGameSave();
  const SavePeek peek = PeekSave(MidGameSaveText());
  EXPECT_TRUE(peek.readable);
  EXPECT_EQ(peek.newer_needed, "");
  EXPECT_EQ(peek.game, "trim-the-tree");
  EXPECT_EQ(peek.created, "2026-12-24T18:00:00Z");
  EXPECT_EQ(peek.updated, "2026-12-24T18:05:00Z");
  ASSERT_EQ(peek.players.size(), save["players"].size());
  EXPECT_EQ(peek.players[0], save["players"][0]["name"]);
  EXPECT_EQ(peek.moves, static_cast<int>(save["history"].size()));
}

TEST(SavePeek, ADamagedSaveStillNamesWhatItCan) {
  nlohmann::json save = MidGameSave();
  save["history"].push_back("no such move");
  save["players"].push_back(42);  // not a player: left out
  for (int i = 0; i < 20; ++i) save["players"].push_back({{"name", "P" + std::to_string(i)}});
  const SavePeek peek = PeekSave(save.dump());
  EXPECT_TRUE(peek.readable);
  EXPECT_EQ(peek.game, "trim-the-tree");
  EXPECT_EQ(peek.players.size(), kMaxPeekedPlayers);
  EXPECT_EQ(peek.moves, static_cast<int>(save["history"].size()));
}

TEST(SavePeek, ANewerTinselsSaveSaysWhyItWaits) {
  nlohmann::json save = MidGameSave();
  save["version"] = 99;
  EXPECT_NE(PeekSave(save.dump()).newer_needed.find("save format 99"), std::string::npos);
  save = MidGameSave();
  save["game"] = "a-fifth-game";
  EXPECT_NE(PeekSave(save.dump()).newer_needed.find("\"a-fifth-game\""), std::string::npos);
  EXPECT_EQ(PeekSave(save.dump()).newer_needed, NewerTinselNeeded(save.dump()));
}

TEST(SavePeek, NothingOutsideTheBoundsIsRead) {
  for (const std::string& text :
       {std::string("not json"), std::string("[1, 2]"), std::string("\"\xff\""),
        std::string(kMaxSaveNesting + 1, '[') + std::string(kMaxSaveNesting + 1, ']'),
        "{\"game\": \"" + std::string(kMaxSaveBytes, 'x') + "\"}"}) {
    const SavePeek peek = PeekSave(text);
    EXPECT_FALSE(peek.readable) << text.substr(0, 40);
    EXPECT_EQ(peek.game, "");
    EXPECT_EQ(peek.moves, -1);
  }
}

}  // namespace
}  // namespace tinsel
