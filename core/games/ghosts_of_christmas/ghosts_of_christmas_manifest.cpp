// Ghosts of Christmas's manifest: what the registry (core/games/registry.cpp) knows of it.
#include "bots/levels.h"
#include "games/ghosts_of_christmas/ghosts_of_christmas.h"
#include "games/ghosts_of_christmas/ghosts_of_christmas_bot.h"
#include "tinsel/registry.h"

namespace tinsel::ghosts {

GameEntry Manifest() {
  // The levels' strengths as measured by `tinsel ratings --game ghosts-of-christmas --deals 10
  // --seed 2026` (Release build; docs/bots.md, Ratings). Hard against Medium: the figures cannot
  // tell them apart.
  return {.game = &GhostsOfChristmas(),
          .bots = StandardLevels(
              "heuristic", N_("Heuristic"), [] { return MakeGhostsHeuristicBot(); },
              {.medium = 5000, .hard = 40000},
              {.easy = kEasyStrength,
               .medium = N_("wins about 7 of 10 against Easy"),
               .hard = N_("wins about 7 of 10 against Easy; about as strong as Medium")}),
          .folder = "core/games/ghosts_of_christmas",
          .lesson_topics = {"doors-bid", "following-suit", "three-eras", "trick-winner",
                            "past-and-future", "tiny-tim"},
          .observation_headings = {"era"},
          .bench = {.players = 4,
                    .options = {{"bidding", "doors"}},
                    .episodes_per_game = 4,
                    .unit = "hands"}};
}

}  // namespace tinsel::ghosts
