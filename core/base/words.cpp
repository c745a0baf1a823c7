#include "tinsel/words.h"

#include <cmath>
#include <cstdio>

namespace tinsel {
namespace {

bool EndsWith(const std::string& word, const std::string& end) {
  return word.size() > end.size() && word.compare(word.size() - end.size(), end.size(), end) == 0;
}

}  // namespace

std::string PointsText(double points) {
  char buffer[32];
  if (std::floor(points) == points) {
    std::snprintf(buffer, sizeof buffer, "%lld", static_cast<long long>(points));
  } else {
    std::snprintf(buffer, sizeof buffer, "%.1f", points);
  }
  return std::string(buffer) + (points == 1 ? " point" : " points");
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
  if (min_players == max_players) return Plural(min_players, "player");
  return std::to_string(min_players) + "-" + std::to_string(max_players) + " players";
}

std::string MoveWithReason(std::string move, const std::string& reason) {
  if (reason.empty()) return move;
  if (const size_t colon = move.find(": "); colon != std::string::npos) move.resize(colon);
  return move + ": " + reason;
}

}  // namespace tinsel
