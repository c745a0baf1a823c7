#include "tinsel/game.h"

#include <algorithm>

#include "tinsel/utf8.h"
#include "tinsel/words.h"

namespace tinsel {

bool Contains(const std::vector<Action>& actions, Action action) {
  return std::find(actions.begin(), actions.end(), action) != actions.end();
}

std::string NameSeats(const std::string& text, const std::vector<std::string>& names) {
  std::string named;
  size_t at = 0;
  while (at < text.size()) {
    const size_t open = text.find("{p", at);
    const size_t close = open == std::string::npos ? open : text.find('}', open);
    if (close == std::string::npos) break;
    const std::string digits = text.substr(open + 2, close - open - 2);
    const bool numeric = !digits.empty() && digits.size() <= 2 &&
                         digits.find_first_not_of("0123456789") == std::string::npos;
    const size_t seat = numeric ? std::stoul(digits) : names.size();
    named += text.substr(at, open - at);
    named += seat < names.size() ? names[seat] : text.substr(open, close - open + 1);
    at = close + 1;
  }
  return named + text.substr(std::min(at, text.size()));
}

std::vector<GameConfig> Game::Configurations() const {
  std::vector<GameConfig> configs;
  for (int n = MinPlayers(); n <= MaxPlayers(); ++n) {
    std::vector<Options> combos = {{}};
    for (const OptionSpec& spec : OptionSpecs()) {
      if (n < spec.min_players || n > spec.max_players) continue;
      std::vector<Options> next;
      for (const Options& combo : combos) {
        for (const std::string& value : spec.values) {
          Options extended = combo;
          extended[spec.name] = value;
          next.push_back(extended);
        }
      }
      combos = std::move(next);
    }
    for (Options& options : combos) {
      if (NormalizeOptions(n, options).ok()) configs.push_back({n, std::move(options)});
    }
  }
  return configs;
}

Status Game::NormalizeOptions(int players, Options& options) const {
  if (players < MinPlayers() || players > MaxPlayers()) {
    return Status::Error(Name() + " is for " + std::to_string(MinPlayers()) + "-" +
                         std::to_string(MaxPlayers()) + " players, not " + std::to_string(players) +
                         ".");
  }
  const std::vector<OptionSpec> specs = OptionSpecs();
  for (const auto& option : options) {
    const std::string& name = option.first;
    const std::string& value = option.second;
    // (Not a structured binding: clang 14, Emscripten's, cannot capture one in a lambda.)
    auto spec = std::find_if(specs.begin(), specs.end(),
                             [&](const OptionSpec& s) { return s.name == name; });
    if (spec == specs.end()) {
      return Status::Error(Name() + " has no option " + Quote(name) + ".");
    }
    if (std::find(spec->values.begin(), spec->values.end(), value) == spec->values.end()) {
      std::string allowed;
      for (const auto& v : spec->values) allowed += (allowed.empty() ? "" : ", ") + v;
      return Status::Error("Option " + name + " cannot be " + Quote(value) + " (choose " + allowed +
                           ").");
    }
  }
  for (const auto& spec : specs) {
    const bool applies = players >= spec.min_players && players <= spec.max_players;
    auto given = options.find(spec.name);
    if (!applies && given != options.end() && given->second != spec.values.front()) {
      return Status::Error(spec.label + " \"" + given->second + "\" is for " +
                           PlayerRange(spec.min_players, spec.max_players) + ", not " +
                           std::to_string(players) + ".");
    }
    if (!applies || given == options.end()) options[spec.name] = spec.values.front();
  }
  return Status::Ok();
}

std::string State::WhyIllegal(Action action) const {
  if (IsTerminal()) return "The game is over.";
  if (IsChanceNode()) {
    for (const auto& [outcome, weight] : ChanceOutcomes()) {
      if (outcome == action && weight > 0) return {};
    }
    return "That outcome cannot happen now.";
  }
  if (Contains(LegalActions(), action)) return {};
  return "That move is not allowed now.";
}

Status State::ApplyAction(Action action) {
  std::string why = WhyIllegal(action);
  if (!why.empty()) return Status::Error(std::move(why));
  DoApplyAction(action);
  return Status::Ok();
}

Action State::SampleChanceOutcome(Rng& rng) const {
  const auto outcomes = ChanceOutcomes();
  double total = 0;
  for (const auto& outcome : outcomes) total += outcome.second;
  double pick = rng.Unit() * total;
  for (const auto& [action, weight] : outcomes) {
    if (weight > 0 && pick < weight) return action;
    pick -= weight;
  }
  // Rounding can leave `pick` a hair above the last weight: take the last possible one.
  for (auto it = outcomes.rbegin(); it != outcomes.rend(); ++it) {
    if (it->second > 0) return it->first;
  }
  return outcomes.empty() ? 0 : outcomes.front().first;
}

std::string State::DescribeAction(int player, Action action, int /*viewer*/) const {
  return ActionToString(player, action);
}

bool State::IsPublicAction(int player, Action /*action*/) const { return player != kChancePlayer; }

std::vector<double> State::Scores() const {
  std::vector<double> scores;
  ScoresInto(scores);
  return scores;
}

std::vector<bool> State::Winners() const {
  std::vector<bool> winners;
  WinnersInto(winners);
  return winners;
}

void State::WinnersInto(std::vector<bool>& out) const {
  const std::vector<double> scores = Scores();
  HighestScoresWin(scores, static_cast<int>(scores.size()), out);
}

int State::PlayRandomly(Rng& rng, std::vector<Action>& legal, PlayoutEnd end, int max_steps) {
  return PlayRandomlyAs(*this, rng, legal, end, max_steps);
}

std::unique_ptr<State> State::Resample(int player, Rng& rng) const {
  std::unique_ptr<State> world;
  ResampleInto(player, rng, world);
  return world;
}

}  // namespace tinsel
