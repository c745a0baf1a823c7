// Bot: a computer player. Bots never see the true state: StartBot (below) hands them
// State::Resample(seat), a world consistent with what that seat has observed, so a bot
// cannot peek even by mistake. Thinking is resumable (Think in slices) so the interface
// can run it inside the frame loop without threads.
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <string>

#include "tinsel/game.h"

namespace tinsel {

class Bot {
 public:
  virtual ~Bot() = default;

  // Starts a decision for `player` at `view` (a resampled state where player is to move).
  virtual void Begin(std::unique_ptr<State> view, int player, uint64_t seed) = 0;
  // Does up to `work` units of thinking (a unit is one playout or one candidate
  // evaluation; cheap bots finish at once). Returns true when Decision() is ready.
  virtual bool Think(int work) = 0;
  virtual Action Decision() const = 0;
  // A short reason for the choice, for hints and the log ("completes 2 triangles").
  virtual std::string Explain() const { return {}; }
};

// A kind of bot a game offers (a level such as "easy", or a named bot), as the registry
// lists it.
struct BotKind {
  std::string id;     // "easy", "medium", "hard", "random", ... (saved in the seat's `level`)
  std::string label;  // what the setup screen shows
  std::function<std::unique_ptr<Bot>()> make;
  // Offered at setup. Unlisted kinds still load from saves and work on the command line.
  bool listed = true;
  // ISMCTS iterations a move when this kind is the search (Medium, Hard), 0 otherwise: the
  // search can also run root-parallel, on threads or in web workers (tinsel/root_parallel.h).
  int search_iterations = 0;
  // How strong this level plays, in family words for the setup screen ("wins about 7 of 10
  // against Easy"), from the measured ratings (docs/bots.md, Ratings). Empty when unmeasured.
  std::string strength;
};

// The world a bot deciding at `state` (a player's turn) is given: a resample for the player
// to move, drawn from a generator derived from the bot's `seed`. What it holds beyond the
// player's observation is invented, so nothing the player cannot see reaches the bot.
std::unique_ptr<State> BotView(const State& state, uint64_t seed);
// Starts `bot` on a decision at `state` (a player's turn): Begin with BotView(state, seed). Every
// caller (matches, sessions, hints) starts bots this way, so the same seed gives the same decision
// everywhere.
void StartBot(Bot& bot, const State& state, uint64_t seed);
// StartBot, then thinks to completion.
Action ChooseAction(Bot& bot, const State& state, uint64_t seed);

// Plays uniformly at random among legal actions.
class RandomBot : public Bot {
 public:
  void Begin(std::unique_ptr<State> view, int player, uint64_t seed) override;
  bool Think(int /*work*/) override { return true; }
  Action Decision() const override { return decision_; }

 private:
  Action decision_ = 0;
};

// Another bot that, a fixed share of its turns, plays a uniformly random legal move
// instead (an "Easy" level: a decent player who blunders now and then). Which turns are
// random depends only on the seed, so it stays deterministic.
class EpsilonBot : public Bot {
 public:
  EpsilonBot(std::unique_ptr<Bot> inner, double epsilon);

  void Begin(std::unique_ptr<State> view, int player, uint64_t seed) override;
  bool Think(int work) override;
  Action Decision() const override;
  std::string Explain() const override;

 private:
  std::unique_ptr<Bot> inner_;
  double epsilon_;
  bool random_turn_ = false;
  Action random_action_ = 0;
};

}  // namespace tinsel
