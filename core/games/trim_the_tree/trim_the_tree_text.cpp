// Trim the Tree in words: the canonical action text and the move log's sentences.
#include "games/trim_the_tree/trim_the_tree.h"
#include "tinsel/translate.h"

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
  const std::string ornament = TranslatedOrnamentName(placement.kind);
  const std::string space = FormatNumber(SpaceNumber(placement.space));
  const PlacementResult& r = placement.result;
  if (r.completed == 0) {
    // TRANSLATORS: a log line after the player's name ("Holly places a purple bell on space
    // 7."); {places|place}: the first form after a name, the second after "You".
    return TrFormat("{places|place} a {ornament} on space {space}",
                    {{"ornament", ornament}, {"space", space}});
  }
  if (r.good == 0) {
    // TRANSLATORS: keep the colon: a hint replaces what follows it with a reason.
    return TrPlural(
        "{places|place} a {ornament} on space {space}: {n} triangle completed, no points",
        "{places|place} a {ornament} on space {space}: {n} triangles completed, no points",
        r.completed, {{"ornament", ornament}, {"space", space}});
  }
  const std::string points = TrPlural("{n} point", "{n} points", r.points);
  if (r.good == r.completed) {
    // TRANSLATORS: {n} triangles of three colours and three shapes; {points}: "3 points".
    return TrPlural("{places|place} a {ornament} on space {space}: {n} triangle, {points}",
                    "{places|place} a {ornament} on space {space}: {n} triangles, {points}", r.good,
                    {{"ornament", ornament}, {"space", space}, {"points", points}});
  }
  // TRANSLATORS: {good} of the {n} triangles completed scored; {points}: "3 points".
  return TrPlural(
      "{places|place} a {ornament} on space {space}: {good} of {n} triangle scored, {points}",
      "{places|place} a {ornament} on space {space}: {good} of {n} triangles scored, {points}",
      r.completed,
      {{"ornament", ornament},
       {"space", space},
       {"good", FormatNumber(r.good)},
       {"points", points}});
}

std::string TrimTheTreeState::DescribeAction(int player, Action action, int /*viewer*/) const {
  if (IsDrawAction(action)) {
    return TrFormat("Drawn onto the Box: a {ornament}.",
                    {{"ornament", TranslatedOrnamentName(KindOf(action))}});
  }
  if (IsStartAction(action)) {
    // TRANSLATORS: {seat} is a player's name (or "You"); {holds|hold}: the first form after a
    // name, the second after "You".
    return TrFormat("{seat} {holds|hold} the Bag first (drawn at random).",
                    {{"seat", "{p" + std::to_string(StartSeat(action)) + "}"}});
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
// 2 triangles, 3 points."). The seat's log holds one line per placement, in order, so the
// placements that scored pick their lines, in any language. A log that does not match (not
// one line per placement) is read in English: the lines that end in points.
std::vector<std::string> TrimTheTreeState::ScoreBreakdown(
    int seat, const std::vector<std::string>& seat_log) const {
  std::vector<std::string> lines;
  const bool one_per_placement = seat >= 0 && seat < num_players_ &&
                                 static_cast<int>(seat_log.size()) == OrnamentsOnTree(seat);
  for (size_t i = 0; i < seat_log.size(); ++i) {
    const std::string& line = seat_log[i];
    if (one_per_placement) {
      if (!((scoring_placements_[seat] >> i) & 1u)) continue;
    } else if (line.find(" point") == std::string::npos ||
               line.find("no points") != std::string::npos) {
      continue;
    }
    lines.push_back(line);
  }
  if (lines.empty()) lines.push_back(Tr("No scoring triangles this time."));
  return lines;
}

}  // namespace tinsel::trim
