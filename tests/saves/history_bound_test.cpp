// Game::MaxHistoryLength is a true bound: no random game of any registered game, player count
// or option combination runs longer. (Random play is the longest play there is in practice:
// it stalls, passes and wanders where bots would finish.)
#include <gtest/gtest.h>

#include "../test_support.h"
#include "tinsel/bot.h"
#include "tinsel/registry.h"
#include "tinsel/save.h"
#include "tinsel/session.h"

namespace tinsel {
namespace {

constexpr int kGamesPerConfig = 60;

using testing_support::Configs;

class HistoryBound : public ::testing::TestWithParam<std::string> {};

TEST_P(HistoryBound, NoRandomGameIsLonger) {
  const GameEntry* entry = FindGame(GetParam());
  ASSERT_NE(entry, nullptr);
  const Game& game = *entry->game;
  RandomBot bot;
  for (const auto& [players, options] : Configs(game)) {
    const int bound = game.MaxHistoryLength(players, options);
    size_t longest = 0;
    size_t longest_text = 0;
    for (int rules = game.OldestRulesVersion(); rules <= game.RulesVersion(); ++rules) {
      for (int g = 0; g < kGamesPerConfig; ++g) {
        std::vector<Seat> seats(players, Seat{"P", true, "random"});
        std::string error;
        auto session = Session::Create(
            {game.Id(), options, seats, Rng::Mix(players * 131 + rules, g), rules}, &error);
        ASSERT_NE(session, nullptr) << error;
        session->ResolveChance();
        while (!session->state().IsTerminal() &&
               session->history().size() <= static_cast<size_t>(bound)) {
          ASSERT_TRUE(session->Apply(ChooseAction(bot, session->state(), session->BotSeed())).ok());
          session->ResolveChance();
        }
        longest = std::max(longest, session->history().size());
        // Every move's text fits the loader's limit, or a real save would be refused.
        for (const HistoryEntry& entry : session->history()) {
          ASSERT_LE(entry.text.size(), kMaxMoveTextBytes) << game.Id() << ": " << entry.text;
          longest_text = std::max(longest_text, entry.text.size());
        }
      }
    }
    EXPECT_LE(longest, static_cast<size_t>(bound))
        << game.Id() << " with " << players << " players";
    // The longest game the bound allows, written as a save (each move quoted, a comma, the
    // rest of the save well under 4 KB), is not refused as too big.
    const size_t longest_save = static_cast<size_t>(bound) * (longest_text + 3) + 4096;
    EXPECT_LE(longest_save, kMaxSaveBytes) << game.Id() << " with " << players << " players";
    std::printf(
        "%s, %d players: longest random game %zu moves, bound %d, a save of at most %zu "
        "bytes\n",
        game.Id().c_str(), players, longest, bound, longest_save);
  }
}

INSTANTIATE_TEST_SUITE_P(EveryGame, HistoryBound, ::testing::ValuesIn(testing_support::GameIds()),
                         testing_support::TestNameOf);

}  // namespace
}  // namespace tinsel
