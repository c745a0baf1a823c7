#include "model/words/hint_sentence.h"

#include <cctype>
#include <cmath>
#include <cstdio>

#include "tinsel/translate.h"
#include "tinsel/utf8.h"
#include "tinsel/words.h"

namespace tinsel::app {

std::string AsAdvice(const std::string& predicate) {
  std::string advice = predicate;
  while (!advice.empty() && (advice.back() == '.' || advice.back() == ' ')) advice.pop_back();
  return CapitalizeFirst(advice);
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
  if (in_ten <= 0) {
    // TRANSLATORS: the hint's numbers; {n} is how many games the bot simulated (300 or more;
    // the English reads the same for one).
    return TrPlural("played out {n} times from here, it rarely wins, but nothing does better",
                    "played out {n} times from here, it rarely wins, but nothing does better",
                    games);
  }
  if (in_ten >= 10) {
    // TRANSLATORS: the hint's numbers; {n} is how many games the bot simulated (300 or more;
    // the English reads the same for one).
    return TrPlural("played out {n} times from here, it wins nearly every time",
                    "played out {n} times from here, it wins nearly every time", games);
  }
  // TRANSLATORS: the hint's numbers; {games} is how many games the bot simulated (300 or
  // more), {n} how many of 10 the move wins (1 to 9).
  return TrPlural("played out {games} times from here, it wins about {n} game in 10",
                  "played out {games} times from here, it wins about {n} games in 10", in_ten,
                  {{"games", FormatNumber(games)}});
}

std::string HintSentence(const State& state, int player, Action action,
                         const std::vector<std::string>& names, const std::string& reason) {
  // TRANSLATORS: advice made from what you would do ({predicate}: "place a red bell on space
  // 7", the verb in the form for "you"). English drops the "you" and reads it as an order;
  // write the pronoun where your language needs it ("du {predicate}"). The first letter is
  // then made a capital.
  const std::string advice = AsAdvice(TrFormat(
      "{predicate}", {{"predicate", PredicateForYou(state.DescribeAction(player, action, player),
                                                    player, names)}}));
  // MoveReason reads only what `player` may see, so the true state is safe to ask.
  const std::string because = state.MoveReason(player, action);
  const std::string why = ReasonInWords(reason);
  const std::string move = because.empty() ? advice : MoveWithReason(advice, because);
  // TRANSLATORS: {move} is the advised move ("Place a red bell on space 7"), with the game's
  // reason for it when it gives one ("...: it closes a triangle of three colours").
  if (why.empty()) return TrFormat("Hint: {move}.", {{"move", move}});
  if (because.empty()) {
    // TRANSLATORS: {move} is the advised move, {numbers} the search's numbers in words
    // ("played out 1,200 times from here, it wins about 4 games in 10").
    return TrFormat("Hint: {move}: {numbers}.", {{"move", move}, {"numbers", why}});
  }
  // TRANSLATORS: {move} is the advised move with the game's reason for it, {numbers} the
  // search's numbers in words ("played out 1,200 times from here, it wins about 4 games in 10").
  return TrFormat("Hint: {move} ({numbers}).", {{"move", move}, {"numbers", why}});
}

}  // namespace tinsel::app
