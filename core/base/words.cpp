#include "tinsel/words.h"

#include <cmath>

#include "tinsel/translate.h"

namespace tinsel {
namespace {

bool EndsWith(const std::string& word, const std::string& end) {
  return word.size() > end.size() && word.compare(word.size() - end.size(), end.size(), end) == 0;
}

}  // namespace

std::string PointsText(double points) {
  if (std::floor(points) == points) {
    return TrPlural("{n} point", "{n} points", static_cast<long long>(points));
  }
  // TRANSLATORS: a score with a decimal, such as "2.5 points".
  return TrFormat("{points} points", {{"points", FormatDecimal(points, 1)}});
}

std::string VerbBaseForm(const std::string& verb) {
  if (verb == "has") return "have";
  if (verb == "is") return "be";
  if (EndsWith(verb, "ies")) return verb.substr(0, verb.size() - 3) + "y";
  for (const char* end : {"sses", "shes", "ches", "xes", "zes", "oes"}) {
    if (EndsWith(verb, end)) return verb.substr(0, verb.size() - 2);
  }
  if (EndsWith(verb, "s") && !EndsWith(verb, "ss")) return verb.substr(0, verb.size() - 1);
  return verb;
}

std::string Plural(int count, std::string_view word) {
  std::string text = std::to_string(count) + " ";
  text += word;
  if (count != 1) text += "s";
  return text;
}

std::string PlayerRange(int min_players, int max_players) {
  if (min_players == max_players) return TrPlural("{n} player", "{n} players", min_players);
  // TRANSLATORS: how many players a game is for, such as "3-6 players".
  return TrFormat("{min}-{max} players",
                  {{"min", FormatNumber(min_players)}, {"max", FormatNumber(max_players)}});
}

std::string MoveWithReason(std::string move, const std::string& reason) {
  if (reason.empty()) return move;
  if (const size_t colon = move.find(": "); colon != std::string::npos) move.resize(colon);
  while (!move.empty() && move.back() == ' ') move.pop_back();  // a French " : "
  // TRANSLATORS: a move with the reason for it ("Play the 4 of Stars into the Past: it wins the
  // Past trick"). Keep the colon (or your language's equivalent) between the two.
  return TrFormat("{move}: {reason}", {{"move", move}, {"reason", reason}});
}

}  // namespace tinsel
