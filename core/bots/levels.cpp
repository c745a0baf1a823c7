#include "bots/levels.h"

#include <utility>

#include "tinsel/ismcts.h"
#include "tinsel/translate.h"

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
  // The labels are English here (the registry is made once, before a language is chosen):
  // marked with N_, they are translated where they are shown, Tr(kind.label). The ids are what
  // saves store.
  std::vector<BotKind> kinds;
  kinds.push_back({"easy", N_("Easy"),
                   [heuristic] {
                     return std::unique_ptr<Bot>(
                         std::make_unique<EpsilonBot>(heuristic(), kEasyRandomShare));
                   },
                   true, 0, std::move(strengths.easy)});
  kinds.push_back({"medium", N_("Medium"), ismcts(budgets.medium), true, budgets.medium,
                   std::move(strengths.medium)});
  kinds.push_back(
      {"hard", N_("Hard"), ismcts(budgets.hard), true, budgets.hard, std::move(strengths.hard)});
  kinds.push_back({heuristic_id, heuristic_label, std::move(heuristic), false});
  kinds.push_back({"random", N_("Random"), [] { return std::make_unique<RandomBot>(); }, false});
  return kinds;
}

}  // namespace tinsel
