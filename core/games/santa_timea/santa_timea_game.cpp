// The Game half of Santa Timea: identity, pitch, a new game.
#include "games/santa_timea/santa_timea.h"

namespace tinsel::santa {

const Game& SantaTimea() {
  static const SantaTimeaGame game;
  return game;
}

std::string SantaTimeaGame::Pitch() const {
  return "Leaking lifeboats, secret votes and Captain's Hats: who reaches the islands?";
}

std::unique_ptr<State> SantaTimeaGame::MakeInitialState(int players, const Options& /*options*/,
                                                        int /*rules_version*/) const {
  if (players < kMinPlayers || players > kMaxPlayers) return nullptr;
  return std::make_unique<SantaTimeaState>(players);
}

}  // namespace tinsel::santa
