// Trim the Tree in words: action text, log sentences, the JSON observation, the dump.
#include <bit>

#include "games/trim_the_tree/trim_the_tree.h"

namespace tinsel::trim {
namespace {

std::string Plural(int n, const char* word) {
  return std::to_string(n) + " " + word + (n == 1 ? "" : "s");
}

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

std::string TrimTheTreeState::ActionToString(int /*player*/, Action action) const {
  if (IsDrawAction(action)) return DrawText(KindOf(action));
  if (IsPlaceAction(action)) return PlaceText(KindOf(action), SpaceOf(action));
  return "invalid action " + std::to_string(action);
}

std::optional<Action> TrimTheTreeState::StringToAction(int player, const std::string& text) const {
  if (player == kChancePlayer) return ParseDraw(text);
  if (player >= 0 && player < num_players_) return ParsePlace(text);
  return std::nullopt;
}

std::string TrimTheTreeState::DescribePlacement(const Placement& placement) const {
  std::string text = "placed a " + OrnamentName(placement.kind) + " on space " +
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
  if (IsDrawAction(action)) return "drew a " + OrnamentName(KindOf(action)) + " onto the Box";
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
    out += "Last: " + PlayerName(last_->player) + " " + DescribePlacement(*last_) + "\n";
  }
  out += "Key: R/Y/B/P red/yellow/blue/purple; x box, b bell, c candle, u bulb\n";
  return out;
}

}  // namespace tinsel::trim
