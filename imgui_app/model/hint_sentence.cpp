#include "model/hint_sentence.h"

#include <cctype>
#include <cmath>
#include <cstdio>

#include "tinsel/words.h"

namespace tinsel::app {

std::string AsAdvice(const std::string& predicate) {
  std::string advice = predicate;
  while (!advice.empty() && (advice.back() == '.' || advice.back() == ' ')) advice.pop_back();
  if (!advice.empty()) {
    advice[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(advice[0])));
  }
  return advice;
}

namespace {

// 1200 -> "1,200": the hint's numbers are read aloud, not parsed.
std::string WithThousands(int number) {
  std::string digits = std::to_string(number);
  for (int at = static_cast<int>(digits.size()) - 3; at > 0 && digits[at - 1] != '-'; at -= 3) {
    digits.insert(static_cast<size_t>(at), ",");
  }
  return digits;
}

}  // namespace

std::string ReasonInWords(const std::string& reason) {
  double share = 0, result = 0;
  int games = 0;
  if (std::sscanf(reason.c_str(), "chosen in %lf%% of %d simulated games; expected result %lf%%",
                  &share, &games, &result) != 3) {
    return reason;
  }
  // The search's result is a share of the win: "about 4 in 10".
  const int in_ten = static_cast<int>(std::lround(result / 10));
  std::string words = "played out " + WithThousands(games) + " times from here, it ";
  if (in_ten <= 0) return words + "rarely wins, but nothing does better";
  if (in_ten >= 10) return words + "wins nearly every time";
  return words + "wins about " + std::to_string(in_ten) + " games in 10";
}

std::string HintSentence(const State& state, int player, Action action,
                         const std::vector<std::string>& names, const std::string& reason) {
  const std::string advice =
      AsAdvice(PredicateForYou(state.DescribeAction(player, action, player), player, names));
  // MoveReason reads only what `player` may see, so the true state is safe to ask.
  const std::string because = state.MoveReason(player, action);
  const std::string why = ReasonInWords(reason);
  if (because.empty()) return "Hint: " + advice + (why.empty() ? "." : ": " + why + ".");
  return "Hint: " + MoveWithReason(advice, because) + (why.empty() ? "." : " (" + why + ").");
}

}  // namespace tinsel::app
