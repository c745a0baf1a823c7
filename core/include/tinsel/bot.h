// Bot: a computer player. Bots never see the true state: the Session hands them
// State::Resample(seat), a world consistent with what that seat has observed, so a bot
// cannot peek even by mistake. Thinking is resumable (Think in slices) so the interface
// can run it inside the frame loop without threads.
#pragma once

#include <cstdint>
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

// Resamples `state` for its current player and thinks to completion.
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
