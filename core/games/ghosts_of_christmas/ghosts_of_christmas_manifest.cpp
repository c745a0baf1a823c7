// Ghosts of Christmas's manifest: what the registry (core/games/registry.cpp) knows of it.
#include "bots/levels.h"
#include "games/ghosts_of_christmas/ghosts_of_christmas.h"
#include "games/ghosts_of_christmas/ghosts_of_christmas_bot.h"
#include "tinsel/registry.h"

namespace tinsel::ghosts {

GameEntry Manifest() {
  // Each level's strength in family words, as the setup screen shows it (BotKind::strength),
  // measured by `tinsel ratings --game ghosts-of-christmas --deals 10 --seed 2026` (Release build;
  // the table in docs/bots.md's Ratings: "wins about N of 10" is the fitted model's expected share
  // against that level); the budgets are ISMCTS iterations a move (Hard:
  // about a second a move in the browser). Measure again when a budget or the bot changes.
  // (Made when the registry is, not std::string globals: it may be during another file's
  // static initialisation.)
  // Hard against Medium: the figures cannot tell them apart.
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
          .bench = {.players = 4,
                    .options = {{"bidding", "doors"}},
                    .episodes_per_game = 4,
                    .unit = "hands"}};
}

}  // namespace tinsel::ghosts
