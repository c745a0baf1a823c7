#include "bots/levels.h"

#include <utility>

#include "tinsel/ismcts.h"

namespace tinsel {

std::vector<BotKind> StandardLevels(const std::string& heuristic_id,
                                    const std::string& heuristic_label,
                                    std::function<std::unique_ptr<Bot>()> heuristic,
                                    LevelBudgets budgets, LevelStrengths strengths) {
  auto ismcts = [](int iterations) {
    return [iterations]() -> std::unique_ptr<Bot> {
      IsmctsConfig config;
      config.iterations = iterations;
      return std::make_unique<IsmctsBot>(config);
    };
  };
  std::vector<BotKind> kinds;
  kinds.push_back({"easy", "Easy",
                   [heuristic] {
                     return std::unique_ptr<Bot>(
                         std::make_unique<EpsilonBot>(heuristic(), kEasyRandomShare));
                   },
                   true, 0, std::move(strengths.easy)});
  kinds.push_back({"medium", "Medium", ismcts(budgets.medium), true, budgets.medium,
                   std::move(strengths.medium)});
  kinds.push_back(
      {"hard", "Hard", ismcts(budgets.hard), true, budgets.hard, std::move(strengths.hard)});
  kinds.push_back({heuristic_id, heuristic_label, std::move(heuristic), false});
  kinds.push_back({"random", "Random", [] { return std::make_unique<RandomBot>(); }, false});
  return kinds;
}

}  // namespace tinsel
