// Helpers shared by the core tests.
#pragma once

#include <gtest/gtest.h>

#include <memory>
#include <string>
#include <vector>

#include "tinsel/registry.h"
#include "tinsel/session.h"

namespace tinsel::testing_support {

// The sanitizer build runs every test several times slower, looking for memory errors rather
// than rare positions: the heaviest tests walk fewer games there (tests/CMakeLists.txt,
// TINSEL_LIGHT_TESTS); the native run keeps their full size.
#ifdef TINSEL_LIGHT_TESTS
inline constexpr bool kLightTests = true;
#else
inline constexpr bool kLightTests = false;
#endif

// A Trim the Tree session: seat 0 human, the others greedy bots (or humans), chance resolved.
// It plays by Trim's rules version 1, where seat 0 always holds the Bag first, so that the
// session tests built on it do not depend on the random start of version 2 (tested in
// tests/trim_the_tree).
inline std::unique_ptr<Session> TrimSession(int players, uint64_t seed, bool bots = true) {
  std::vector<Seat> seats(players);
  seats[0] = {"Ann", false, ""};
  for (int i = 1; i < players; ++i)
    seats[i] = {"Bot" + std::to_string(i), bots, bots ? "greedy" : ""};
  std::string error;
  auto session = Session::Create({"trim-the-tree", {}, seats, seed, /*rules_version=*/1}, &error);
  if (session) session->ResolveChance();
  return session;
}

// Replaces the first occurrence of `from` in `text`.
inline std::string ReplaceOnce(std::string text, const std::string& from, const std::string& to) {
  const size_t at = text.find(from);
  if (at != std::string::npos) text.replace(at, from.size(), to);
  return text;
}

// Every player count of `game` with every combination of the options that apply to it; a
// game with none would leave the tests that walk them with nothing to check.
inline std::vector<GameConfig> Configs(const Game& game) {
  std::vector<GameConfig> configs = game.Configurations();
  EXPECT_FALSE(configs.empty()) << game.Id();
  return configs;
}

// Whether `entry` is a game the app ships (core/games/), not one of the tests' own
// (tests/games/).
inline bool IsShipped(const GameEntry& entry) { return entry.folder.rfind("core/games/", 0) == 0; }

// The id of every registered game, for tests run once per game (INSTANTIATE_TEST_SUITE_P).
inline std::vector<std::string> GameIds() {
  std::vector<std::string> ids;
  for (const GameEntry& entry : Registry()) ids.push_back(entry.game->Id());
  return ids;
}

// A game id as a test name ("trim-the-tree" -> "trim_the_tree").
inline std::string TestNameOf(const ::testing::TestParamInfo<std::string>& info) {
  std::string name = info.param;
  for (char& c : name) c = c == '-' ? '_' : c;
  return name;
}

}  // namespace tinsel::testing_support
