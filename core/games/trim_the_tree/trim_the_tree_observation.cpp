// Trim the Tree as each player sees it: the JSON observation, resampling and the debug
// dump, and the component count. Everything in Trim the Tree is public, so every viewer
// sees the same and a resampled world is a plain copy; IsPublicAction and
// HasPrivateInformation keep State's defaults.
#include "games/trim_the_tree/trim_the_tree.h"
#include "tinsel/words.h"

namespace tinsel::trim {
namespace {

// Two letters per ornament for the text dump: colour letter, shape letter.
std::string ShortName(int kind) {
  if (kind == kNoOrnament) return "..";
  static constexpr char kColour[] = {'R', 'Y', 'B', 'P'};
  static constexpr char kShape[] = {'x', 'b', 'c', 'u'};
  return {kColour[static_cast<int>(ColourOf(kind))], kShape[static_cast<int>(ShapeOf(kind))]};
}

std::string PlayerName(int player) { return "P" + std::to_string(player + 1); }

nlohmann::json PlacementJson(const Placement& placement) {
  nlohmann::json triangles = nlohmann::json::array();
  for (int i = 0; i < placement.result.completed; ++i) {
    nlohmann::json spaces = nlohmann::json::array();
    for (const int8_t space : Triangles()[placement.result.triangles[i]]) {
      spaces.push_back(SpaceNumber(space));
    }
    triangles.push_back({{"spaces", spaces}, {"scored", placement.result.scored[i]}});
  }
  return {{"player", placement.player},
          {"ornament", OrnamentName(placement.kind)},
          {"space", SpaceNumber(placement.space)},
          {"completed", placement.result.completed},
          {"scored", placement.result.good},
          {"points", placement.result.points},
          {"triangles", triangles}};
}

}  // namespace

nlohmann::json TrimTheTreeState::ObservationJson(int /*viewer*/) const {
  // Everything in Trim the Tree is public, so every viewer sees the same.
  using nlohmann::json;
  const int current = CurrentPlayer();
  json bag = json::array();
  json box = json::array();
  for (int kind = 0; kind < kNumKinds; ++kind) {
    bag.push_back({{"ornament", OrnamentName(kind)},
                   {"colour", ColourName(ColourOf(kind))},
                   {"shape", ShapeName(ShapeOf(kind))},
                   {"count", bag_[kind]}});
    for (int i = 0; i < box_[kind]; ++i) box.push_back(OrnamentName(kind));
  }
  json trees = json::array();
  for (int player = 0; player < num_players_; ++player) {
    json spaces = json::array();  // spaces[i] is space number i + 1
    json playable = json::array();
    const SpaceMask open = PlayableSpaces(player);
    for (int space = 0; space < kNumSpaces; ++space) {
      const int kind = trees_[player][space];
      spaces.push_back(kind == kNoOrnament ? json(nullptr) : json(OrnamentName(kind)));
      if (open & (1u << space)) playable.push_back(SpaceNumber(space));
    }
    trees.push_back({{"player", player},
                     {"score", scores_[player]},
                     {"ornaments", OrnamentsOnTree(player)},
                     {"spaces", spaces},
                     {"playable_spaces", playable}});
  }
  json observation = {{"game", "trim-the-tree"},
                      {"players", num_players_},
                      {"sets_removed", sets_removed_},
                      {"calculating_solitaire", calculating_},
                      {"round", round_},
                      {"rounds", kNumRounds},
                      {"bag_holder", holder_},
                      {"current_player", current},
                      {"phase", current == kTerminalPlayer ? "over"
                                : current == kChancePlayer ? "draw"
                                                           : "place"},
                      {"draws_left", draws_left_},
                      {"bag_size", bag_size_},
                      {"bag", bag},
                      {"box", box},
                      {"trees", trees},
                      {"scores", Scores()},
                      {"last_placement", last_ ? PlacementJson(*last_) : json(nullptr)}};
  if (current == kTerminalPlayer) observation["winners"] = Winners();
  return observation;
}

std::string TrimTheTreeState::ToString() const {
  std::string out = "Trim the Tree: " + Plural(num_players_, "player") + ", " +
                    Plural(sets_removed_, "set") + " removed" +
                    (calculating_ ? " (calculating solitaire)" : "") + "\n";
  out += "Round " + std::to_string(round_) + " of " + std::to_string(kNumRounds) + ", bag holder " +
         PlayerName(holder_) + ", ";
  const int current = CurrentPlayer();
  if (current == kTerminalPlayer) {
    out += "game over\n";
  } else if (current == kChancePlayer) {
    out += Plural(draws_left_, "draw") + " left\n";
  } else {
    out += PlayerName(current) + " to place (" + std::to_string(placed_this_round_) +
           " placed this round)\n";
  }
  out += "Bag (" + std::to_string(bag_size_) + "):";
  for (int kind = 0; kind < kNumKinds; ++kind) {
    out += " " + ShortName(kind) + "=" + std::to_string(bag_[kind]);
  }
  out += "\nBox (" + std::to_string(box_size_) + "):";
  for (int kind = 0; kind < kNumKinds; ++kind) {
    for (int i = 0; i < box_[kind]; ++i) out += " " + OrnamentName(kind) + ";";
  }
  if (box_size_ > 0) out.pop_back();
  out += "\n";
  for (int player = 0; player < num_players_; ++player) {
    out += PlayerName(player) + ": " + Plural(scores_[player], "point") + "\n";
    for (int row = 1; row <= kNumRows; ++row) {
      out += std::string(2 * (kNumRows - row) + 2, ' ');
      for (int space = 0; space < kNumSpaces; ++space) {
        if (SpaceRow(space) != row) continue;
        out += ShortName(trees_[player][space]) + "  ";
      }
      while (out.back() == ' ') out.pop_back();
      out += "\n";
    }
  }
  if (last_) {
    std::vector<std::string> names;
    for (int player = 0; player < num_players_; ++player) names.push_back(PlayerName(player));
    out += "Last: " + LogSentence(DescribePlacement(*last_), last_->player, names) + "\n";
  }
  out += "Key: R/Y/B/P red/yellow/blue/purple; x box, b bell, c candle, u bulb\n";
  return out;
}

std::map<std::string, int> TrimTheTreeState::ComponentTotals() const {
  std::array<int, kNumKinds> counts{};
  for (int kind = 0; kind < kNumKinds; ++kind) counts[kind] = bag_[kind] + box_[kind];
  for (int player = 0; player < num_players_; ++player) {
    for (const int8_t kind : trees_[player]) {
      if (kind != kNoOrnament) ++counts[kind];
    }
  }
  std::map<std::string, int> totals;
  int all = 0;
  for (int kind = 0; kind < kNumKinds; ++kind) {
    totals[OrnamentName(kind)] = counts[kind];
    all += counts[kind];
  }
  totals["ornaments"] = all;
  return totals;
}

void TrimTheTreeState::ResampleInto(int /*player*/, Rng& /*rng*/,
                                    std::unique_ptr<State>& world) const {
  // Everything is public; what the Bag holds is known, its future draws are chance nodes.
  CopyInto(world);
}

}  // namespace tinsel::trim
