// Sessions of the registered games for the app tests, with any mix of human and bot seats,
// moved on by random legal decisions (whoever sits in the seat: the tests play for bots and
// humans alike).
#pragma once

#include <gtest/gtest.h>

#include <memory>
#include <string>
#include <vector>

#include "tinsel/registry.h"
#include "tinsel/session.h"

namespace tinsel::app::testing {

// Seat i is a bot when bots[i] (Easy level), a human otherwise; chance already resolved.
inline std::unique_ptr<Session> NewSession(const std::string& game_id,
                                           const std::vector<bool>& bots, uint64_t seed) {
  static const char* kNames[] = {"You", "Holly", "Ivy", "Noel", "Carol", "Jack"};
  SessionSetup setup;
  setup.game_id = game_id;
  setup.seed = seed;
  for (size_t i = 0; i < bots.size(); ++i) {
    setup.seats.push_back({kNames[i % 6], bots[i], bots[i] ? "easy" : ""});
  }
  std::string error;
  std::unique_ptr<Session> session = Session::Create(setup, &error);
  EXPECT_NE(session, nullptr) << game_id << ": " << error;
  if (session != nullptr) session->ResolveChance();
  return session;
}

// A seat count every registered game accepts: three where it can.
inline int TablePlayers(const Game& game) {
  return std::min(std::max(3, game.MinPlayers()), game.MaxPlayers());
}

// Applies a random legal decision of the player to move, then resolves chance. False when
// the game is over.
inline bool PlayRandomMove(Session& session, Rng& rng) {
  const std::vector<Action> legal = session.state().LegalActions();
  if (legal.empty()) return false;
  const Status applied = session.Apply(legal[rng.Below(legal.size())]);
  EXPECT_TRUE(applied.ok()) << applied.message();
  session.ResolveChance();
  return applied.ok();
}

// A Ghosts of Christmas table as a host holds it (Robin a bot, Ann and Ben invited), `moves`
// random moves in, or played to its end when `moves` is negative.
inline std::unique_ptr<Session> GhostsTableGame(uint64_t seed, int moves) {
  std::vector<Seat> seats = {{"Robin", true, "random"}, {"Ann", false, ""}, {"Ben", false, ""}};
  std::string error;
  auto session = Session::Create({"ghosts-of-christmas", {}, seats, seed}, &error);
  EXPECT_NE(session, nullptr) << error;
  if (session == nullptr) return nullptr;
  session->ResolveChance();
  Rng rng(seed);
  for (int i = 0; moves < 0 || i < moves; ++i) {
    if (!PlayRandomMove(*session, rng)) break;
  }
  return session;
}

// Every registered game id, for parameterized tests.
inline std::vector<std::string> RegisteredGameIds() {
  std::vector<std::string> ids;
  for (const GameEntry& entry : Registry()) ids.push_back(entry.game->Id());
  return ids;
}

// "trim-the-tree" -> "trim_the_tree" (GoogleTest parameter names).
inline std::string TestName(std::string id) {
  for (char& c : id) c = c == '-' ? '_' : c;
  return id;
}

}  // namespace tinsel::app::testing
