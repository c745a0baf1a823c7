// Santa Timea's manifest: what the registry (core/games/registry.cpp) knows of it.
#include "bots/levels.h"
#include "games/santa_timea/santa_timea.h"
#include "games/santa_timea/santa_timea_bot.h"
#include "tinsel/registry.h"

namespace tinsel::santa {

GameEntry Manifest() {
  // Each level's strength in family words, as the setup screen shows it (BotKind::strength),
  // measured by `tinsel ratings --game santa-timea --deals 14 --seed 2026` (Release build; the
  // table in docs/bots.md's Ratings: "wins about N of 10" is the fitted model's expected share
  // against that level); the budgets are ISMCTS iterations a move (Hard:
  // about a second a move in the browser). Measure again when a budget or the bot changes.
  // (Made when the registry is, not std::string globals: it may be during another file's
  // static initialisation.)
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
          .bench = {.players = 4}};
}

}  // namespace tinsel::santa
