// The difficulty levels every game offers, built the same way for each game:
//   easy    the game's own heuristic bot, playing a random legal move 20% of the time
//   medium  ISMCTS with a small iteration budget
//   hard    ISMCTS with about a second of thinking a move in the browser
// plus the older kinds (the heuristic under its own id, and random), kept loadable for saves
// and the command line but not listed at setup.
// Budgets are counted in iterations, not seconds, so a seed gives the same move on every
// machine and in the browser.
#pragma once

#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "tinsel/bot.h"
#include "tinsel/translate.h"

namespace tinsel {

struct LevelBudgets {
  int medium;  // ISMCTS iterations a move
  int hard;
};

// Each level's strength in family words (BotKind::strength), from the measured ratings.
struct LevelStrengths {
  std::string easy;
  std::string medium;
  std::string hard;
};

// Share of Easy's moves played at random.
constexpr double kEasyRandomShare = 0.2;
// Easy's strength in every game's words (LevelStrengths::easy; marked for translation, shown
// translated at setup).
inline constexpr const char* kEasyStrength = N_("plays fast, makes mistakes");

std::vector<BotKind> StandardLevels(const std::string& heuristic_id,
                                    const std::string& heuristic_label,
                                    std::function<std::unique_ptr<Bot>()> heuristic,
                                    LevelBudgets budgets, LevelStrengths strengths);

}  // namespace tinsel
