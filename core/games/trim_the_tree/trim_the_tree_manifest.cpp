// Trim the Tree's manifest: what the registry (core/games/registry.cpp) knows of it.
#include "bots/levels.h"
#include "games/trim_the_tree/trim_the_tree.h"
#include "games/trim_the_tree/trim_the_tree_bot.h"
#include "tinsel/registry.h"

namespace tinsel::trim {

GameEntry Manifest() {
  // The levels' strengths as measured by `tinsel ratings --game trim-the-tree --deals 38 --seed
  // 2026` (Release build; docs/bots.md, Ratings). Hard against Medium: the figures cannot tell them
  // apart.
  return {
      .game = &TrimTheTree(),
      .bots = StandardLevels(
          "greedy", N_("Greedy"), [] { return MakeTrimGreedyBot(); },
          {.medium = 2000, .hard = 16000},
          {.easy = kEasyStrength,
           .medium = N_("wins about 6 of 10 against Easy"),
           .hard = N_("wins about 7 of 10 against Easy; about as strong as Medium")}),
      .folder = "core/games/trim_the_tree",
      .lesson_topics = {"spaces", "triangles", "colour-sets", "shape-sets", "the-box", "the-bag"},
      .observation_headings = {"colour", "ornament"},
      .bench = {.players = 4}};
}

}  // namespace tinsel::trim
