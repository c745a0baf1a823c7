// My First Christmas Tree's manifest: what the registry (core/games/registry.cpp) knows of it.
#include "bots/levels.h"
#include "games/my_first_christmas_tree/my_first_christmas_tree.h"
#include "games/my_first_christmas_tree/my_first_christmas_tree_bot.h"
#include "tinsel/registry.h"

namespace tinsel::mfct {

GameEntry Manifest() {
  // The levels' strengths as measured by `tinsel ratings --game my-first-christmas-tree --deals 3
  // --seed 2026` (Release build; docs/bots.md, Ratings). My First Christmas Tree's 18 games are too
  // few to tell any two levels apart.
  return {.game = &MyFirstChristmasTree(),
          .bots = StandardLevels(
              "heuristic", N_("Heuristic"), [] { return MakeMfctHeuristicBot(); },
              {.medium = 2400, .hard = 4800},
              {.easy = kEasyStrength,
               .medium = N_("wins about 7 of 10 against Easy (a rough first measure)"),
               .hard = N_("wins about 8 of 10 against Easy (a rough first measure; "
                          "not clearly above Medium)")}),
          .folder = "core/games/my_first_christmas_tree",
          .lesson_topics = {"pool", "rows", "decorating-a-line", "cubes", "boxes-and-commits",
                            "star-and-end"},
          .observation_headings = {"tile"},
          .bench = {.players = 2}};
}

}  // namespace tinsel::mfct
