// Trim the Tree: why a move is refused, in the player's words.
#include "games/trim_the_tree/trim_the_tree.h"
#include "tinsel/translate.h"

namespace tinsel::trim {

std::string TrimTheTreeState::WhyIllegal(Action action) const {
  if (GameOver()) return Tr("The game is over.");
  if (start_pending_) {
    if (IsStartAction(action) && StartSeat(action) < num_players_) return {};
    return Tr("The first bag holder is drawn first.");
  }
  if (!IsDrawAction(action) && !IsPlaceAction(action)) {
    // TRANSLATORS: {game} is the game's name ("Trim the Tree").
    return TrFormat("That is not a move of {game}.", {{"game", "Trim the Tree"}});
  }
  if (draws_left_ > 0) {
    if (!IsDrawAction(action))
      return Tr("The Box is being filled: an ornament must be drawn first.");
    if (bag_[action] == 0) {
      return TrFormat("There is no {ornament} left in the Bag.",
                      {{"ornament", TranslatedOrnamentName(action)}});
    }
    return {};
  }
  if (IsDrawAction(action)) return Tr("The Box is full: take an ornament from it and place it.");
  const int kind = KindOf(action), space = SpaceOf(action);
  const int player = PlacingPlayer();
  if (box_[kind] == 0) {
    return TrFormat("There is no {ornament} in the Box.",
                    {{"ornament", TranslatedOrnamentName(kind)}});
  }
  const SpaceMask bit = static_cast<SpaceMask>(1u << space);
  const std::string number = FormatNumber(SpaceNumber(space));
  if (filled_[player] & bit) return TrFormat("Space {space} is taken.", {{"space", number}});
  if (!(PlayableSpaces(player) & bit)) {
    return TrFormat("Space {space} does not touch an ornament on your tree.", {{"space", number}});
  }
  return {};
}

}  // namespace tinsel::trim
