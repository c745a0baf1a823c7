// Trim the Tree in words: the canonical action text and the move log's sentences.
#include "games/trim_the_tree/trim_the_tree.h"
#include "tinsel/words.h"

namespace tinsel::trim {

std::string TrimTheTreeState::ActionToString(int /*player*/, Action action) const {
  if (IsDrawAction(action)) return DrawText(KindOf(action));
  if (IsStartAction(action)) return StartText(StartSeat(action));
  if (IsPlaceAction(action)) return PlaceText(KindOf(action), SpaceOf(action));
  return "invalid action " + std::to_string(action);
}

std::optional<Action> TrimTheTreeState::StringToAction(int player, const std::string& text) const {
  if (player == kChancePlayer) {
    if (std::optional<Action> start = ParseStart(text, num_players_)) return start;
    return ParseDraw(text);
  }
  if (player >= 0 && player < num_players_) return ParsePlace(text);
  return std::nullopt;
}

std::string TrimTheTreeState::DescribePlacement(const Placement& placement) const {
  std::string text = "{places|place} a " + OrnamentName(placement.kind) + " on space " +
                     std::to_string(SpaceNumber(placement.space));
  const PlacementResult& r = placement.result;
  if (r.completed == 0) return text;
  if (r.good == 0) return text + ": " + Plural(r.completed, "triangle") + " completed, no points";
  if (r.good == r.completed) {
    return text + ": " + Plural(r.good, "triangle") + ", " + Plural(r.points, "point");
  }
  return text + ": " + std::to_string(r.good) + " of " + Plural(r.completed, "triangle") +
         " scored, " + Plural(r.points, "point");
}

std::string TrimTheTreeState::DescribeAction(int player, Action action, int /*viewer*/) const {
  if (IsDrawAction(action)) return "Drawn onto the Box: a " + OrnamentName(KindOf(action)) + ".";
  if (IsStartAction(action)) {
    return "{p" + std::to_string(StartSeat(action)) +
           "} {holds|hold} the Bag first (drawn at random).";
  }
  if (!IsPlaceAction(action)) return ActionToString(player, action);
  Placement placement;
  placement.player = player;
  placement.kind = KindOf(action);
  placement.space = SpaceOf(action);
  if (last_ && last_->player == player && last_->kind == placement.kind &&
      last_->space == placement.space && OrnamentAt(player, placement.space) == placement.kind) {
    placement.result = last_->result;  // described after it was applied
  } else if (player >= 0 && player < num_players_ &&
             OrnamentAt(player, placement.space) == kNoOrnament) {
    placement.result = PreviewPlacement(player, placement.kind, placement.space);
  }
  return DescribePlacement(placement);
}

// The placements that scored, as the log said them ("Holly places a purple bell on space 7:
// 2 triangles, 3 points.").
std::vector<std::string> TrimTheTreeState::ScoreBreakdown(
    int /*seat*/, const std::vector<std::string>& seat_log) const {
  std::vector<std::string> lines;
  for (const std::string& line : seat_log) {
    if (line.find(" point") == std::string::npos || line.find("no points") != std::string::npos) {
      continue;
    }
    lines.push_back(line);
  }
  if (lines.empty()) lines.push_back("No scoring triangles this time.");
  return lines;
}

}  // namespace tinsel::trim
