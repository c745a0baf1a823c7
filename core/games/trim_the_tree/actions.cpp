#include "games/trim_the_tree/actions.h"

namespace tinsel::trim {
namespace {

constexpr std::string_view kDrawPrefix = "draw ";
constexpr std::string_view kAt = " @ ";
constexpr std::string_view kStartPrefix = "start ";

// "1".."15" with no sign, no leading zero, nothing else.
std::optional<int> ParseSpaceNumber(std::string_view text) {
  if (text.empty() || text.size() > 2 || text[0] == '0') return std::nullopt;
  int value = 0;
  for (const char c : text) {
    if (c < '0' || c > '9') return std::nullopt;
    value = value * 10 + (c - '0');
  }
  if (value < 1 || value > kNumSpaces) return std::nullopt;
  return value;
}

}  // namespace

std::string DrawText(int kind) { return std::string(kDrawPrefix) + OrnamentName(kind); }

std::string PlaceText(int kind, int space) {
  return OrnamentName(kind) + std::string(kAt) + std::to_string(SpaceNumber(space));
}

std::string StartText(int seat) { return std::string(kStartPrefix) + std::to_string(seat + 1); }

std::optional<Action> ParseStart(std::string_view text, int players) {
  if (!text.starts_with(kStartPrefix)) return std::nullopt;
  const std::string_view number = text.substr(kStartPrefix.size());
  if (number.size() != 1 || number[0] < '1' || number[0] - '0' > players) return std::nullopt;
  return StartAction(number[0] - '1');
}

std::optional<Action> ParseDraw(std::string_view text) {
  if (!text.starts_with(kDrawPrefix)) return std::nullopt;
  const std::optional<int> kind = ParseOrnament(text.substr(kDrawPrefix.size()));
  if (!kind) return std::nullopt;
  return DrawAction(*kind);
}

std::optional<Action> ParsePlace(std::string_view text) {
  const size_t at = text.find(kAt);
  if (at == std::string_view::npos) return std::nullopt;
  const std::optional<int> kind = ParseOrnament(text.substr(0, at));
  const std::optional<int> number = ParseSpaceNumber(text.substr(at + kAt.size()));
  if (!kind || !number) return std::nullopt;
  return PlaceAction(*kind, *number - 1);
}

}  // namespace tinsel::trim
