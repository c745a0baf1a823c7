// The home screen's games (imgui_app/model/play/game_catalog.*): every registered game as it
// describes itself, in the registry's order.
#include "model/play/game_catalog.h"

#include <gtest/gtest.h>

#include "../test_support.h"

namespace tinsel::app {
namespace {

TEST(GameCatalog, RegisteredGamesSpeakForThemselves) {
  const std::vector<CatalogEntry> catalog =
      GameCatalog([](const std::string& id) { return id != "santa-timea"; });
  ASSERT_GE(catalog.size(), Registry().size());
  for (size_t i = 0; i < Registry().size(); ++i) {
    const Game& game = *Registry()[i].game;
    const CatalogEntry& item = catalog[i];
    EXPECT_EQ(item.id, game.Id());
    EXPECT_EQ(item.name, game.Name());
    EXPECT_EQ(item.Pitch(), game.Pitch());
    EXPECT_EQ(item.min_players, game.MinPlayers());
    EXPECT_EQ(item.max_players, game.MaxPlayers());
    EXPECT_EQ(item.entry, &Registry()[i]);
    EXPECT_EQ(item.has_view, item.id != "santa-timea");
  }
}

// The shipped games (core/games/; the tests' own games come after them).
TEST(GameCatalog, TheFourGamesInHomeScreenOrder) {
  const std::vector<CatalogEntry> catalog = GameCatalog([](const std::string&) { return true; });
  std::vector<std::string> ids;
  for (const CatalogEntry& item : catalog) {
    if (testing_support::IsShipped(*item.entry)) ids.push_back(item.id);
  }
  EXPECT_EQ(ids, (std::vector<std::string>{"trim-the-tree", "ghosts-of-christmas", "santa-timea",
                                           "my-first-christmas-tree"}));
}

}  // namespace
}  // namespace tinsel::app
