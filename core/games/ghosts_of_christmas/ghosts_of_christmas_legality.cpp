// Ghosts of Christmas: why a move is refused, in the player's words.
#include "games/ghosts_of_christmas/ghosts_of_christmas.h"
#include "tinsel/words.h"

namespace tinsel::ghosts {

std::string GhostsOfChristmasState::WhyCannotPlay(Card card, int era) const {
  if (phase_ != Phase::kPlay) return "It is not time to play cards.";
  const int seat = CurrentPlayer();
  if (era < 0 || era >= num_eras_) {
    return "There is no Beyond era in this game (the Beyond variant is off).";
  }
  if (card < 0 || card >= kNumCards || !HasCard(hands_[seat], card)) {
    return "You do not hold " + (card >= 0 && card < kNumCards ? CardToString(card) : "that card") +
           ".";
  }
  if (PlayedInto(seat, era)) {
    return std::string("You already played into the ") + EraName(era) + " this round.";
  }
  const int dial = dial_[era];
  if (dial != kNoSuit && SuitOf(card) != dial && (hands_[seat] & SuitMask(dial)) != 0) {
    return std::string("You must follow ") + SuitName(dial) + " into the " + EraName(era) +
           ": you hold a " + SuitSingular(dial) + ".";
  }
  return {};
}

std::string GhostsOfChristmasState::WhyIllegal(Action action) const {
  switch (phase_) {
    case Phase::kGameOver:
      return "The game is over.";
    case Phase::kChooseStart:
      if (IsStartAction(action) && StartSeat(action) < num_players_) return {};
      return "The first start player must be one of the seats.";
    case Phase::kDeal:
      if (IsDealAction(action) && HasCard(undealt_, DealCard(action))) return {};
      return "That card is not left to deal.";
    case Phase::kBid: {
      if (!IsBidAction(action))
        return "Bid now: take 0-12 purple doors, with or without the red door.";
      const int left = PurpleDoorsLeft();
      if (BidPurple(action) > left) {
        if (left == 0)
          return "No purple doors are left in the supply: bid 0 (the red door may still be taken).";
        return "Only " + Plural(left, "purple door") + (left == 1 ? " is" : " are") +
               " left in the supply.";
      }
      if (BidRed(action) && RedDoorsLeft() == 0) return "No red door is left in the supply.";
      return {};
    }
    case Phase::kPlay:
      if (!IsPlayAction(action)) return "Play a card into an era.";
      return WhyCannotPlay(PlayCard(action), PlayEra(action));
  }
  return "That move is not allowed now.";
}

}  // namespace tinsel::ghosts
