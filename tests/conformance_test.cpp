// Conformance over every registered game: many seeded random games per game, player count
// and option combination, checking the contract of game.h that every game must keep.
#include <gtest/gtest.h>

#include <set>

#include "game_files.h"
#include "test_support.h"
#include "tinsel/match.h"
#include "tinsel/registry.h"
#include "tinsel/rules_page.h"
#include "tinsel/save.h"
#include "tinsel/session.h"

namespace tinsel {
namespace {

// Random games per registered game: 1000, fewer in the sanitizer build where every game is
// several times slower (tests/CMakeLists.txt, TINSEL_CONFORMANCE_GAMES). Every game still plays
// every configuration.
#ifndef TINSEL_CONFORMANCE_GAMES
#define TINSEL_CONFORMANCE_GAMES 1000
#endif
constexpr int kGamesPerGame = TINSEL_CONFORMANCE_GAMES;
// Full per-step checks (every legal action's text, clones, resamples) on this many games
// per configuration; the rest check the cheaper invariants only.
#ifndef TINSEL_CONFORMANCE_THOROUGH
#define TINSEL_CONFORMANCE_THOROUGH 6
#endif
constexpr int kThoroughGames = TINSEL_CONFORMANCE_THOROUGH;
constexpr int kMaxSteps = 20000;

using Config = GameConfig;
using testing_support::Configs;

std::string Describe(const Game& game, const Config& config, uint64_t seed) {
  std::string text = game.Id() + " players=" + std::to_string(config.players);
  for (const auto& [name, value] : config.options) text += " " + name + "=" + value;
  return text + " seed=" + std::to_string(seed);
}

// An action number that is not legal now, to check refusal (nullopt if none is found).
std::optional<Action> SomeIllegalAction(const State& state) {
  const std::vector<Action> legal = state.LegalActions();
  for (Action candidate : {-7, 0, 1, 2, 3, 1000, 99999}) {
    if (!Contains(legal, candidate)) return candidate;
  }
  return std::nullopt;
}

void CheckDecisionNode(const State& state, bool thorough, const std::string& where) {
  const int player = state.CurrentPlayer();
  ASSERT_GE(player, 0) << where;
  ASSERT_LT(player, state.NumPlayers()) << where;
  const std::vector<Action> legal = state.LegalActions();
  ASSERT_FALSE(legal.empty()) << where << ": a player to move has no legal action";
  if (!thorough) return;
  std::set<Action> unique(legal.begin(), legal.end());
  EXPECT_EQ(unique.size(), legal.size()) << where << ": duplicate legal actions";
  std::set<std::string> texts;
  for (Action action : legal) {
    const std::string text = state.ActionToString(player, action);
    EXPECT_TRUE(texts.insert(text).second) << where << ": two actions share text " << text;
    const std::optional<Action> parsed = state.StringToAction(player, text);
    ASSERT_TRUE(parsed.has_value()) << where << ": cannot parse own text \"" << text << "\"";
    EXPECT_EQ(*parsed, action) << where << ": text \"" << text << "\" parses to another action";
    EXPECT_TRUE(state.WhyIllegal(action).empty()) << where << ": legal action has a reason";
  }
  EXPECT_FALSE(state.StringToAction(player, "not a move at all").has_value()) << where;
}

void CheckChanceNode(const State& state, const std::string& where) {
  const auto outcomes = state.ChanceOutcomes();
  ASSERT_FALSE(outcomes.empty()) << where << ": chance node without outcomes";
  double total = 0;
  for (const auto& [action, weight] : outcomes) {
    EXPECT_GE(weight, 0) << where;
    total += weight;
    const std::string text = state.ActionToString(kChancePlayer, action);
    const auto parsed = state.StringToAction(kChancePlayer, text);
    ASSERT_TRUE(parsed.has_value()) << where << ": cannot parse chance text \"" << text << "\"";
    EXPECT_EQ(*parsed, action) << where;
  }
  EXPECT_GT(total, 0) << where;
  // A game's own sampler (a fast path) may only draw possible outcomes.
  Rng rng(outcomes.size());
  for (int i = 0; i < 8; ++i) {
    const Action drawn = state.SampleChanceOutcome(rng);
    bool possible = false;
    for (const auto& [action, weight] : outcomes) possible |= action == drawn && weight > 0;
    EXPECT_TRUE(possible) << where << ": sampled an impossible chance outcome " << drawn;
  }
}

void CheckHiddenInformation(const State& state, Rng& rng, const std::string& where) {
  for (int p = 0; p < state.NumPlayers(); ++p) {
    const nlohmann::json seen = state.ObservationJson(p);
    const std::unique_ptr<State> world = state.Resample(p, rng);
    ASSERT_NE(world, nullptr) << where;
    EXPECT_EQ(world->ObservationJson(p), seen)
        << where << ": a resampled world contradicts what player " << p << " has seen";
    EXPECT_EQ(world->CurrentPlayer(), state.CurrentPlayer()) << where;
  }
}

// Plays one random game through a Session (as the app does) and checks it all the way.
void PlayAndCheck(const GameEntry& entry, const Config& config, uint64_t seed, bool thorough) {
  const Game& game = *entry.game;
  const std::string where = Describe(game, config, seed);
  std::vector<Seat> seats(config.players);
  for (int i = 0; i < config.players; ++i) seats[i] = {"P" + std::to_string(i), true, "random"};
  std::string error;
  auto session = Session::Create({game.Id(), config.options, seats, seed}, &error);
  ASSERT_NE(session, nullptr) << where << ": " << error;

  const std::map<std::string, int> totals = session->state().ComponentTotals();
  Rng check_rng(seed ^ 0xC0FFEE);
  RandomBot bot;
  int steps = 0;
  while (!session->state().IsTerminal()) {
    ASSERT_LT(++steps, kMaxSteps) << where << ": the game does not end";
    const State& state = session->state();
    if (state.ComponentTotals() != totals) {
      FAIL() << where << ": components not conserved at step " << steps << "\n" << state.ToString();
    }
    if (state.IsChanceNode()) {
      if (thorough) CheckChanceNode(state, where);
      session->ResolveChance();
      continue;
    }
    CheckDecisionNode(state, thorough, where);
    if (thorough) {
      // Illegal input is refused and changes nothing.
      if (auto illegal = SomeIllegalAction(state)) {
        const std::string before = state.ToString();
        std::unique_ptr<State> copy = state.Clone();
        EXPECT_FALSE(copy->ApplyAction(*illegal).ok()) << where;
        EXPECT_FALSE(copy->WhyIllegal(*illegal).empty()) << where;
        EXPECT_EQ(copy->ToString(), before) << where << ": a refused action changed the state";
      }
      CheckHiddenInformation(state, check_rng, where);
    }
    const Action action = ChooseAction(bot, state, session->BotSeed());
    std::unique_ptr<State> clone = thorough ? state.Clone() : nullptr;
    ASSERT_TRUE(session->Apply(action).ok()) << where;
    if (clone) {
      ASSERT_TRUE(clone->ApplyAction(action).ok()) << where;
      EXPECT_EQ(clone->ToString(), session->state().ToString()) << where << ": clone diverged";
    }
  }

  const State& final_state = session->state();
  ASSERT_EQ(final_state.Scores().size(), static_cast<size_t>(config.players)) << where;
  const std::vector<bool> winners = final_state.Winners();
  ASSERT_EQ(winners.size(), static_cast<size_t>(config.players)) << where;
  EXPECT_TRUE(std::find(winners.begin(), winners.end(), true) != winners.end())
      << where << ": nobody won";

  // Save and load: the same game, move for move.
  std::string load_error;
  auto loaded = LoadSave(WriteSave(*session, {"c", "u"}), &load_error);
  ASSERT_NE(loaded, nullptr) << where << ": " << load_error;
  EXPECT_EQ(loaded->state().ToString(), final_state.ToString()) << where;
  EXPECT_EQ(loaded->history().size(), session->history().size()) << where;

  // The same seed gives the same game as a bot match.
  if (thorough) {
    std::vector<Bot*> bots(config.players, &bot);
    const MatchResult again = PlayMatch(game, config.players, session->setup().options, bots, seed);
    EXPECT_EQ(again.scores, final_state.Scores()) << where << ": not deterministic";
  }
}

class Conformance : public ::testing::TestWithParam<std::string> {};

TEST_P(Conformance, RandomGamesKeepTheContract) {
  const GameEntry* entry = FindGame(GetParam());
  ASSERT_NE(entry, nullptr);
  const std::vector<Config> configs = Configs(*entry->game);
  ASSERT_FALSE(configs.empty());
  const int per_config = std::max(1, kGamesPerGame / static_cast<int>(configs.size()) + 1);
  int played = 0;
  for (size_t c = 0; c < configs.size(); ++c) {
    for (int g = 0; g < per_config; ++g) {
      const uint64_t seed = Rng::Mix(c * 7919 + 1, static_cast<uint64_t>(g));
      PlayAndCheck(*entry, configs[c], seed, g < kThoroughGames);
      ++played;
      if (HasFatalFailure()) return;
    }
  }
  EXPECT_GE(played, kGamesPerGame);
}

std::vector<std::string> RegisteredIds() {
  std::vector<std::string> ids;
  for (const GameEntry& entry : Registry()) ids.push_back(entry.game->Id());
  return ids;
}

INSTANTIATE_TEST_SUITE_P(EveryGame, Conformance, ::testing::ValuesIn(RegisteredIds()),
                         [](const auto& info) {
                           std::string name = info.param;
                           for (char& c : name) c = std::isalnum(c) ? c : '_';
                           return name;
                         });

TEST(Registry, EveryGameHasIdNameRangeAndBots) {
  ASSERT_FALSE(Registry().empty());
  std::set<std::string> ids;
  for (const GameEntry& entry : Registry()) {
    const Game& game = *entry.game;
    EXPECT_TRUE(ids.insert(game.Id()).second) << "duplicate id " << game.Id();
    EXPECT_FALSE(game.Name().empty());
    EXPECT_FALSE(game.Pitch().empty());
    // Its rules page, in its own folder: it reads, and is this game's.
    RulesPage rules;
    const Status read = ParseRulesPage(tinsel::testing::GameFileText("rules", game.Id()), &rules);
    EXPECT_TRUE(read.ok()) << game.Id() << ": " << read.message();
    EXPECT_EQ(rules.game_id, game.Id());
    EXPECT_LE(game.MinPlayers(), game.MaxPlayers());
    ASSERT_FALSE(entry.bots.empty());
    for (const BotKind& kind : entry.bots) EXPECT_NE(kind.make(), nullptr) << kind.id;
    EXPECT_EQ(FindGame(game.Id()), &entry);
  }
  EXPECT_EQ(FindGame("no-such-game"), nullptr);
}

}  // namespace
}  // namespace tinsel
