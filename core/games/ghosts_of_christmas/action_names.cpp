#include "games/ghosts_of_christmas/actions.h"

#include "tinsel/translate.h"

namespace tinsel::ghosts {

const char* EraId(int era) {
  static constexpr const char* kIds[kMaxEras] = {"past", "present", "future", "beyond"};
  return kIds[era];
}

const char* EraName(int era) {
  static constexpr const char* kNames[kMaxEras] = {"Past", "Present", "Future", "Beyond"};
  return kNames[era];
}

const char* EraWords(int era) {
  switch (era) {
    case kPast:
      // TRANSLATORS: the eras of Ghosts of Christmas: the Past, the Present and the Future
      // of A Christmas Carol, and the Beyond. Cards are played "into the Past".
      return TrContext("era", "Past");
    case kPresent:
      // TRANSLATORS: the era (the Present of A Christmas Carol): the time, not a gift.
      return TrContext("era", "Present");
    case kFuture:
      return TrContext("era", "Future");
    default:
      return TrContext("era", "Beyond");
  }
}

std::string PlayToString(Card card, int era) { return CardToString(card) + " -> " + EraId(era); }

std::string BidToString(int purple, bool red) {
  return "bid " + std::to_string(purple) + (red ? "+red" : "");
}

std::optional<int> ParseCount(const std::string& text) {
  if (text.empty() || text.size() > 2) return std::nullopt;
  for (char c : text) {
    if (c < '0' || c > '9') return std::nullopt;
  }
  if (text.size() > 1 && text[0] == '0') return std::nullopt;
  return std::stoi(text);
}

std::optional<int> ParsePlay(const std::string& text) {
  const size_t arrow = text.find(" -> ");
  if (arrow == std::string::npos) return std::nullopt;
  const std::optional<Card> card = ParseCard(text.substr(0, arrow));
  if (!card) return std::nullopt;
  const std::string era = text.substr(arrow + 4);
  for (int e = 0; e < kMaxEras; ++e) {
    if (era == EraId(e)) return PlayAction(*card, e);
  }
  return std::nullopt;
}

std::optional<int> ParseBid(const std::string& text) {
  if (text.rfind("bid ", 0) != 0) return std::nullopt;
  std::string rest = text.substr(4);
  bool red = false;
  if (rest.size() > 4 && rest.compare(rest.size() - 4, 4, "+red") == 0) {
    red = true;
    rest.resize(rest.size() - 4);
  }
  const std::optional<int> purple = ParseCount(rest);
  if (!purple || *purple > kMaxPurple) return std::nullopt;
  return BidAction(*purple, red);
}

}  // namespace tinsel::ghosts
