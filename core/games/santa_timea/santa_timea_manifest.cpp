// Santa Timea's manifest: what the registry (core/games/registry.cpp) knows of it.
#include "bots/levels.h"
#include "games/santa_timea/santa_timea.h"
#include "games/santa_timea/santa_timea_bot.h"
#include "tinsel/registry.h"

namespace tinsel::santa {

GameEntry Manifest() {
  // The levels' strengths as measured by `tinsel ratings --game santa-timea --deals 14 --seed 2026`
  // (Release build; docs/bots.md, Ratings).
  // Hard against Medium: the figures cannot tell them apart.
  return {.game = &SantaTimea(),
          .bots = StandardLevels(
              "heuristic", N_("Heuristic"), [] { return MakeSantaHeuristicBot(); },
              {.medium = 1000, .hard = 8000},
              {.easy = kEasyStrength,
               .medium = N_("wins about 7 of 10 against Easy"),
               .hard = N_("wins about 7 of 10 against Easy; about as strong as Medium")}),
          .folder = "core/games/santa_timea",
          .lesson_topics = {"boats-and-leaks", "crews-and-ranks", "secret-ballots", "card-weights",
                            "hats", "landing"},
          .observation_headings = {"colour", "island", "kind"},
          .bench = {.players = 4}};
}

}  // namespace tinsel::santa
