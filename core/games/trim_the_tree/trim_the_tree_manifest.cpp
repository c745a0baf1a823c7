// Trim the Tree's manifest: what the registry (core/games/registry.cpp) knows of it.
#include "bots/levels.h"
#include "games/trim_the_tree/trim_the_tree.h"
#include "games/trim_the_tree/trim_the_tree_bot.h"
#include "tinsel/registry.h"

namespace tinsel::trim {

GameEntry Manifest() {
  // Each level's strength in family words, as the setup screen shows it (BotKind::strength),
  // measured by `tinsel ratings --game trim-the-tree --deals 38 --seed 2026` (Release build; the
  // table in docs/bots.md's Ratings: "wins about N of 10" is the fitted model's expected share
  // against that level); the budgets are ISMCTS iterations a move (Hard:
  // about a second a move in the browser). Measure again when a budget or the bot changes.
  // (Made when the registry is, not std::string globals: it may be during another file's
  // static initialisation.)
  // Hard against Medium: the figures cannot tell them apart.
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
      .bench = {.players = 4}};
}

}  // namespace tinsel::trim
