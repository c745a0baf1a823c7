// Trim the Tree: why a move is refused, in the player's words.
#include "games/trim_the_tree/trim_the_tree.h"

namespace tinsel::trim {

std::string TrimTheTreeState::WhyIllegal(Action action) const {
  if (GameOver()) return "The game is over.";
  if (start_pending_) {
    if (IsStartAction(action) && StartSeat(action) < num_players_) return {};
    return "The first bag holder is drawn first.";
  }
  if (!IsDrawAction(action) && !IsPlaceAction(action))
    return "That is not a move of Trim the Tree.";
  if (draws_left_ > 0) {
    if (!IsDrawAction(action)) return "The Box is being filled: an ornament must be drawn first.";
    if (bag_[action] == 0) return "There is no " + OrnamentName(action) + " left in the Bag.";
    return {};
  }
  if (IsDrawAction(action)) return "The Box is full: take an ornament from it and place it.";
  const int kind = KindOf(action), space = SpaceOf(action);
  const int player = PlacingPlayer();
  if (box_[kind] == 0) return "There is no " + OrnamentName(kind) + " in the Box.";
  const SpaceMask bit = static_cast<SpaceMask>(1u << space);
  if (filled_[player] & bit) return "Space " + std::to_string(SpaceNumber(space)) + " is taken.";
  if (!(PlayableSpaces(player) & bit)) {
    return "Space " + std::to_string(SpaceNumber(space)) +
           " does not touch an ornament on your tree.";
  }
  return {};
}

}  // namespace tinsel::trim
