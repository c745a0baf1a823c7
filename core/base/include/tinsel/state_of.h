// StateOf<Derived>: the base of every game's State, written once for all of them (the
// "curiously recurring template" pattern: a game declares
//   class MyState final : public StateOf<MyState> { ... };).
// It gives the parts that are the same in every game but need the game's own class:
//  - Clone(): a copy of the whole state;
//  - PlayRandomly(): the playout loop of PlayRandomlyAs (game.h) called with the game's
//    final class, so every call in the search's hottest loop is direct and can be inlined;
//  - CopyInto(): for ResampleInto, makes a world a copy of this state, reusing the one
//    already there (copy assignment: no allocation once the search is warm).
#pragma once

#include <memory>
#include <vector>

#include "tinsel/game.h"

namespace tinsel {

template <class Derived>
class StateOf : public State {
 public:
  std::unique_ptr<State> Clone() const final { return std::make_unique<Derived>(Self()); }
  int PlayRandomly(Rng& rng, std::vector<Action>& legal, PlayoutEnd end, int max_steps) final {
    return PlayRandomlyAs(static_cast<Derived&>(*this), rng, legal, end, max_steps);
  }

 protected:
  // Makes `world` a copy of this state and returns it, for ResampleInto to redraw what
  // the player cannot see.
  Derived& CopyInto(std::unique_ptr<State>& world) const {
    if (auto* same = dynamic_cast<Derived*>(world.get())) {
      *same = Self();
      return *same;
    }
    world = std::make_unique<Derived>(Self());
    return static_cast<Derived&>(*world);
  }

 private:
  const Derived& Self() const { return static_cast<const Derived&>(*this); }
};

}  // namespace tinsel
