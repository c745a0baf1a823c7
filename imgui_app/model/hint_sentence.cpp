#include "model/hint_sentence.h"

#include <cctype>
#include <cmath>
#include <cstdio>

namespace tinsel::app {

std::string AsAdvice(const std::string& predicate) {
  std::string advice = predicate;
  while (!advice.empty() && (advice.back() == '.' || advice.back() == ' ')) advice.pop_back();
  if (!advice.empty()) {
    advice[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(advice[0])));
  }
  return advice;
}

std::string ReasonInWords(const std::string& reason) {
  double share = 0, result = 0;
  int games = 0;
  if (std::sscanf(reason.c_str(), "chosen in %lf%% of %d simulated games; expected result %lf%%",
                  &share, &games, &result) != 3) {
    return reason;
  }
  // The search's result is a share of the win: "about 4 in 10".
  const int in_ten = static_cast<int>(std::lround(result / 10));
  std::string words = "played out " + std::to_string(games) + " times from here, it ";
  if (in_ten <= 0) return words + "rarely wins, but nothing does better";
  if (in_ten >= 10) return words + "wins nearly every time";
  return words + "wins about " + std::to_string(in_ten) + " games in 10";
}

std::string HintSentence(const State& state, int player, Action action,
                         const std::vector<std::string>& names, const std::string& reason) {
  const std::string advice =
      AsAdvice(PredicateForYou(state.DescribeAction(player, action, player), player, names));
  const std::string why = ReasonInWords(reason);
  return "Hint: " + advice + (why.empty() ? "." : ": " + why + ".");
}

}  // namespace tinsel::app
