// The action-text fuzzer's input header: which game, set up how, and which position the texts
// that follow are tried in. Shared by the fuzzer and make_corpus (which writes inputs that
// start from real positions with real action texts).
//   [0] game (index into the registry)   [1] player count and options (index into the game's
//   configurations)   [2] random moves before the first text   [3..5] seed
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <vector>

#include "tinsel/registry.h"

namespace tinsel::fuzz {

constexpr size_t kHeaderBytes = 6;

struct Config {
  const Game* game;
  GameConfig setup;
};

// Every game with every player count and option combination, in registry order.
inline const std::vector<std::vector<Config>>& Configs() {
  static const std::vector<std::vector<Config>> configs = [] {
    std::vector<std::vector<Config>> all;
    for (const GameEntry& entry : Registry()) {
      std::vector<Config>& list = all.emplace_back();
      for (GameConfig& setup : entry.game->Configurations()) list.push_back({entry.game, setup});
    }
    return all;
  }();
  return configs;
}

// The position a header describes: a new game of the chosen setup after random moves.
inline std::unique_ptr<State> PositionOfHeader(const uint8_t* header) {
  const std::vector<Config>& game_configs = Configs()[header[0] % Configs().size()];
  const Config& config = game_configs[header[1] % game_configs.size()];
  const uint64_t seed = header[3] | (header[4] << 8) | (header[5] << 16);
  std::unique_ptr<State> state =
      config.game->NewInitialState(config.setup.players, config.setup.options);
  Rng rng(seed);
  std::vector<Action> legal;
  state->PlayRandomly(rng, legal, PlayoutEnd::kGame, header[2]);
  return state;
}

}  // namespace tinsel::fuzz
