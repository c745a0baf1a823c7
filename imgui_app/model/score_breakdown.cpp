#include "model/score_breakdown.h"

#include "games/ghosts_of_christmas/ghosts_of_christmas.h"
#include "games/my_first_christmas_tree/my_first_christmas_tree.h"
#include "games/santa_timea/santa_timea.h"
#include "games/trim_the_tree/trim_the_tree.h"
#include "tinsel/words.h"

namespace tinsel::app {
namespace {

std::string Points(int points) { return Plural(points, "point"); }

std::vector<std::string> GhostsBreakdown(const ghosts::GhostsState& state, int seat) {
  std::vector<std::string> lines;
  for (int hand = 0; hand < state.CompletedHands(); ++hand) {
    const ghosts::HandResult& result = state.HandResultAt(hand);
    std::string line = "Hand " + std::to_string(hand + 1) + ": ";
    if (!state.TinyTim()) {
      line +=
          "bid " + Plural(result.purple[seat], "door") + (result.red[seat] ? " + red" : "") + ", ";
    }
    line += "won " + Plural(result.wreaths[seat], "wreath") + ": " + Points(result.points[seat]);
    if (!state.TinyTim()) line += result.success[seat] ? " (bid made)" : " (bid missed)";
    lines.push_back(line);
  }
  return lines;
}

std::vector<std::string> SantaBreakdown(const santa::SantaTimeaState& state, int seat) {
  std::vector<std::string> lines;
  const santa::Crew& crew = state.crew(seat);
  constexpr const char* kIslandNames[santa::kNumIslands] = {"Left island", "Middle island",
                                                            "Right island"};
  for (int i = 0; i < santa::kNumIslands; ++i) {
    const int officers = crew.landed[i][santa::RankIndex(santa::Rank::kOfficer)];
    const int sailors = crew.landed[i][santa::RankIndex(santa::Rank::kSailor)];
    if (officers + sailors == 0) continue;
    const santa::IslandInfo& values = santa::kIslands[i];
    std::string line = std::string(kIslandNames[i]) + ": ";
    if (officers > 0) {
      line += Plural(officers, "officer") + " x " + std::to_string(values.officer_points);
    }
    if (sailors > 0) {
      line += std::string(officers > 0 ? " + " : "") + Plural(sailors, "sailor") + " x " +
              std::to_string(values.sailor_points);
    }
    line += " = " + Points(officers * values.officer_points + sailors * values.sailor_points);
    lines.push_back(line);
  }
  const int lost = crew.lost[0] + crew.lost[1];
  if (lost > 0) lines.push_back(Plural(lost, "pawn") + " lost at sea: no points");
  if (lines.empty()) lines.push_back("No crew reached an island.");
  return lines;
}

std::vector<std::string> MfctBreakdown(const mfct::MfctState& state, int seat) {
  const mfct::ScoreBreakdown score = state.ScoreOf(seat);
  std::vector<std::string> lines;
  auto add = [&](const char* what, int points) {
    if (points != 0) lines.push_back(std::string(what) + ": " + Points(points));
  };
  add("The star", score.star);
  add("Decorations", score.base);
  add("Finishing touches", score.finishing_touches);
  add("Completed rows", score.completed_rows);
  add("Gift boxes", score.boxes);
  add("Cubes not placed", score.unplaced);
  if (lines.empty()) lines.push_back("No points scored.");
  return lines;
}

// Trim the Tree: the placements that scored, as the log said them ("Holly places a purple
// bell on space 7: 2 triangles, 3 points.").
std::vector<std::string> TrimBreakdown(const std::vector<std::string>& seat_log) {
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

}  // namespace

std::vector<std::string> ScoreBreakdown(const State& state, int seat,
                                        const std::vector<std::string>& seat_log) {
  if (seat < 0 || seat >= state.NumPlayers()) return {};
  if (const auto* ghosts = dynamic_cast<const ghosts::GhostsState*>(&state)) {
    return GhostsBreakdown(*ghosts, seat);
  }
  if (const auto* santa = dynamic_cast<const santa::SantaTimeaState*>(&state)) {
    return SantaBreakdown(*santa, seat);
  }
  if (const auto* mfct = dynamic_cast<const mfct::MfctState*>(&state)) {
    return MfctBreakdown(*mfct, seat);
  }
  if (dynamic_cast<const trim::TrimTheTreeState*>(&state) != nullptr) {
    return TrimBreakdown(seat_log);
  }
  return {};
}

}  // namespace tinsel::app
