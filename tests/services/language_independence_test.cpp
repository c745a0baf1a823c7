// What is stored or shared never depends on the language the player reads: the same game
// played while another language is in use writes the same save, replay link, export bundle and
// file name, byte for byte, and opens the same in any language. The pseudo-locale stands in
// for every language: it changes every translated message, so a canonical text that went
// through a translation would differ here.
#include <gtest/gtest.h>

#include <memory>
#include <string>
#include <vector>

#include "../test_support.h"
#include "tinsel/replay_link.h"
#include "tinsel/rng.h"
#include "tinsel/save.h"
#include "tinsel/save_bundle.h"
#include "tinsel/session.h"
#include "tinsel/translate.h"

namespace tinsel {
namespace {

struct Written {
  std::string save;
  std::string link;
  std::string bundle;
  std::string file_name;
  std::vector<std::string> log;  // what the players read: translated
};

// A game of `game_id` played to the end by random choices from `seed`, as written.
Written PlayAndWrite(const std::string& game_id, uint64_t seed) {
  const GameEntry* entry = FindGame(game_id);
  const std::vector<GameConfig> configs = testing_support::Configs(*entry->game);
  const GameConfig& config = configs[seed % configs.size()];
  std::vector<Seat> seats;
  for (int p = 0; p < config.players; ++p) {
    seats.push_back(
        {"Seat " + std::to_string(p + 1), p % 2 == 1, p % 2 == 1 ? entry->bots[0].id : ""});
  }
  std::string error;
  auto session = Session::Create({game_id, config.options, seats, seed}, &error);
  EXPECT_NE(session, nullptr) << error;
  Written written;
  if (session == nullptr) return written;
  Rng rng(seed);
  session->ResolveChance();
  while (!session->state().IsTerminal()) {
    const State& state = session->state();
    const std::vector<Action> legal = state.LegalActions();
    const Action action = legal[rng.Below(legal.size())];
    written.log.push_back(state.DescribeAction(state.CurrentPlayer(), action, kPublicViewer));
    if (written.log.size() % 7 == 0)
      written.log.push_back(state.MoveReason(state.CurrentPlayer(), action));
    EXPECT_TRUE(session->Apply(action).ok());
    session->ResolveChance();
  }
  const SaveTimes times{"2026-12-24T18:00:00Z", "2026-12-24T19:30:00Z"};
  written.save = WriteSave(*session, times);
  written.link = ReplayLinkPayload(*session);
  written.bundle = WriteSaveBundle({session.get()}, {times});
  written.file_name = ExportFileName(*session, times);
  return written;
}

class LanguageIndependence : public testing::TestWithParam<std::string> {
 protected:
  void TearDown() override { UseCatalog(nullptr); }
};

TEST_P(LanguageIndependence, SavesLinksAndExportsAreTheSameInEveryLanguage) {
  for (uint64_t seed = 1; seed <= 4; ++seed) {
    UseCatalog(nullptr);
    const Written english = PlayAndWrite(GetParam(), seed);
    UseCatalog(std::make_shared<const MessageCatalog>(PseudoCatalog()));
    const Written other = PlayAndWrite(GetParam(), seed);
    EXPECT_EQ(other.save, english.save) << "seed " << seed;
    EXPECT_EQ(other.link, english.link) << "seed " << seed;
    EXPECT_EQ(other.bundle, english.bundle) << "seed " << seed;
    EXPECT_EQ(other.file_name, english.file_name) << "seed " << seed;
    // Not a test that cannot fail: what the players read did change.
    EXPECT_NE(other.log, english.log) << "seed " << seed;

    // Opened in the other language, the English save is the same game and writes itself
    // again unchanged.
    std::string error;
    auto opened = LoadSave(english.save, &error);
    ASSERT_NE(opened, nullptr) << error;
    EXPECT_EQ(WriteSave(*opened, {"2026-12-24T18:00:00Z", "2026-12-24T19:30:00Z"}), english.save);
    auto linked = OpenReplayLink(english.link, &error);
    ASSERT_NE(linked, nullptr) << error;
    EXPECT_EQ(ReplayLinkPayload(*linked), english.link);
  }
}

INSTANTIATE_TEST_SUITE_P(EveryGame, LanguageIndependence,
                         testing::ValuesIn(testing_support::GameIds()),
                         testing_support::TestNameOf);

}  // namespace
}  // namespace tinsel
