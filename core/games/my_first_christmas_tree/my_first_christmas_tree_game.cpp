// My First Christmas Tree: the Game object (identity, options, setup).
#include "games/my_first_christmas_tree/my_first_christmas_tree.h"

namespace tinsel::mfct {

const Game& MyFirstChristmasTree() {
  static const MfctGame game;
  return game;
}

std::string MfctGame::Pitch() const {
  return "Lay cards whose symbols trace a line of the tree, then decorate it before your rival.";
}

std::unique_ptr<State> MfctGame::MakeInitialState(int players, const Options& options,
                                                  int /*rules_version*/) const {
  if (players != kNumPlayers || !options.empty()) return nullptr;  // no options
  return std::make_unique<MfctState>();
}

}  // namespace tinsel::mfct
