// My First Christmas Tree: the Game object (identity, options, setup).
#include "games/my_first_christmas_tree/my_first_christmas_tree.h"
#include "tinsel/translate.h"

namespace tinsel::mfct {

const Game& MyFirstChristmasTree() {
  static const MyFirstChristmasTreeGame game;
  return game;
}

std::string MyFirstChristmasTreeGame::Pitch() const {
  return Tr(
      "Lay cards whose symbols trace a line of the tree, then decorate it before your rival.");
}

int MyFirstChristmasTreeGame::MaxHistoryLength(int /*players*/, const Options& /*options*/) const {
  // Setup: 2 random tiles, 20 tree tiles, the first player, 4 pool cards and 3 dealt cards
  // are chance steps. The game ends after 20 rounds in a row without a cube (ruling 22), and a
  // round with a cube covers a new spot or takes a finishing touch: at most 20 tiles per player,
  // the star, 2 base tiles and 5 finishing touches. So at most (events + 1) * 20 rounds.
  constexpr int kSetup = kRandomTileCount + kNumTiles + 1 + kPoolSize + kSetupDeals;
  constexpr int kCubeEvents = kNumPlayers * kNumTiles + 1 + 2 + kNumRows;
  constexpr int kRounds = (kCubeEvents + 1) * kStallRounds;
  // A turn: at most 2 takes (a take and the commit's extra take, or the refresh and a take),
  // 2 plays (the play and the commit's), a decoration with at most a line's length of chosen
  // cubes, and a box step or "end turn". The pool holds 4 cards and loses at most 5 in a turn
  // (a refresh and a take); it may start the turn short when the cards ran out, so at most
  // 4 + 5 draws refill it in a turn, each possibly after a reshuffle.
  constexpr int kDecisions = 2 + 2 + 1 + kMaxLineLength + 1;
  constexpr int kChance = 2 * (kPoolSize + kPoolSize + 1);
  return kSetup + kRounds * kNumPlayers * (kDecisions + kChance);
}

std::unique_ptr<State> MyFirstChristmasTreeGame::MakeInitialState(int players,
                                                                  const Options& options,
                                                                  int /*rules_version*/) const {
  if (players != kNumPlayers || !options.empty()) return nullptr;  // no options
  return std::make_unique<MyFirstChristmasTreeState>();
}

}  // namespace tinsel::mfct
