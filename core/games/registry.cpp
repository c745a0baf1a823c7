#include "tinsel/registry.h"

#include <string>
#include <utility>

#include "bots/levels.h"
#include "games/ghosts_of_christmas/ghosts_of_christmas.h"
#include "games/ghosts_of_christmas/ghosts_of_christmas_bot.h"
#include "games/my_first_christmas_tree/my_first_christmas_tree.h"
#include "games/my_first_christmas_tree/my_first_christmas_tree_bot.h"
#include "games/santa_timea/santa_timea.h"
#include "games/santa_timea/santa_timea_bot.h"
#include "games/trim_the_tree/trim_the_tree.h"
#include "games/trim_the_tree/trim_the_tree_bot.h"
#include "tinsel/translate.h"

// Two includes (the game and its bot) and one entry per game. Keep the order of the home
// screen.

namespace tinsel {

namespace {

// Each level's strength in family words, as the setup screen shows it (BotKind::strength).
// Measured by `tinsel ratings --game G --deals N --seed 2026` (Release build; N: Trim the Tree
// 38, Ghosts of Christmas 10, Santa Timea 14, My First Christmas Tree 3), the table in
// docs/bots.md's Ratings: "wins about N of 10" is the fitted model's expected share against
// that level; "about as strong as" where the two are not clearly apart. My First Christmas
// Tree's 18 games are too few to tell any two levels apart. Measure again when a budget or a
// bot changes. (Made when Registry() runs, not std::string globals: Registry() may run
// during another file's static initialisation.)
// Easy's words are every game's; Medium's and Hard's are each game's measure. They stay English
// here (marked with N_, made once for the program's life): the setup screen shows Tr(strength).
LevelStrengths Strengths(std::string medium, std::string hard) {
  return {.easy = N_("plays fast, makes mistakes"),
          .medium = std::move(medium),
          .hard = std::move(hard)};
}
// Hard against Medium, where the figures cannot tell them apart (Trim the Tree, Ghosts of
// Christmas, Santa Timea).
constexpr const char* kHardLikeMedium =
    N_("wins about 7 of 10 against Easy; about as strong as Medium");

}  // namespace

const std::vector<GameEntry>& Registry() {
  static const std::vector<GameEntry> entries = [] {
    std::vector<GameEntry> list;
    // GAME ENTRIES (each game adds its entry here)
    // Every game gets the same levels (bots/levels.h); the budgets are ISMCTS iterations a
    // move, measured in docs/bots.md (Hard: about a second a move in the browser).
    list.push_back({&trim::TrimTheTree(),
                    StandardLevels(
                        "greedy", N_("Greedy"), [] { return trim::MakeTrimGreedyBot(); },
                        {.medium = 2000, .hard = 16000},
                        Strengths(N_("wins about 6 of 10 against Easy"), kHardLikeMedium))});
    list.push_back(
        {&ghosts::GhostsOfChristmas(),
         StandardLevels(
             "heuristic", N_("Heuristic"), [] { return ghosts::MakeGhostsHeuristicBot(); },
             {.medium = 5000, .hard = 40000},
             Strengths(N_("wins about 7 of 10 against Easy"), kHardLikeMedium))});
    list.push_back({&santa::SantaTimea(),
                    StandardLevels(
                        "heuristic", N_("Heuristic"), [] { return santa::MakeSantaHeuristicBot(); },
                        {.medium = 1000, .hard = 8000},
                        Strengths(N_("wins about 7 of 10 against Easy"), kHardLikeMedium))});
    list.push_back({&mfct::MyFirstChristmasTree(),
                    StandardLevels(
                        "heuristic", N_("Heuristic"), [] { return mfct::MakeMfctHeuristicBot(); },
                        {.medium = 2400, .hard = 4800},
                        Strengths(N_("wins about 7 of 10 against Easy (a rough first measure)"),
                                  N_("wins about 8 of 10 against Easy (a rough first measure; "
                                     "not clearly above Medium)")))});
    return list;
  }();
  return entries;
}

const GameEntry* FindGame(const std::string& id) {
  for (const GameEntry& entry : Registry()) {
    if (entry.game->Id() == id) return &entry;
  }
  return nullptr;
}

const BotKind* FindBotKind(const std::string& game_id, const std::string& bot_id) {
  const GameEntry* entry = FindGame(game_id);
  if (entry == nullptr) return nullptr;
  for (const BotKind& kind : entry->bots) {
    if (kind.id == bot_id) return &kind;
  }
  return nullptr;
}

std::unique_ptr<Bot> MakeBot(const std::string& game_id, const std::string& bot_id) {
  const BotKind* kind = FindBotKind(game_id, bot_id);
  return kind == nullptr ? nullptr : kind->make();
}

namespace {

// Each game with secrets says how in its _observation.cpp (a member of its state).
template <class GameState>
void DisguiseAs(const State& truth, const State& initial, int viewer, const State& world,
                std::vector<Action>& history) {
  static_cast<const GameState&>(truth).DisguiseHistory(initial, viewer, world, history);
}

}  // namespace

HistoryDisguise FindHistoryDisguise(const std::string& game_id) {
  // Inside the function, not a table beside it, so that the linker drops it all from a build
  // that never calls it.
  if (game_id == ghosts::GhostsOfChristmas().Id()) {
    return &DisguiseAs<ghosts::GhostsOfChristmasState>;
  }
  if (game_id == santa::SantaTimea().Id()) return &DisguiseAs<santa::SantaTimeaState>;
  if (game_id == mfct::MyFirstChristmasTree().Id()) {
    return &DisguiseAs<mfct::MyFirstChristmasTreeState>;
  }
  return nullptr;  // Trim the Tree: nothing hidden but the bag's future draws
}

}  // namespace tinsel
