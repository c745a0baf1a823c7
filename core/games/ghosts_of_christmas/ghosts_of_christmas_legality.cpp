// Ghosts of Christmas: why a move is refused, in the player's words.
#include "games/ghosts_of_christmas/ghosts_of_christmas.h"
#include "tinsel/translate.h"

namespace tinsel::ghosts {

std::string GhostsOfChristmasState::WhyCannotPlay(Card card, int era) const {
  if (phase_ != Phase::kPlay) return Tr("It is not time to play cards.");
  const int seat = CurrentPlayer();
  if (era < 0 || era >= num_eras_) {
    return Tr("There is no Beyond era in this game (the Beyond variant is off).");
  }
  if (card < 0 || card >= kNumCards || !HasCard(hands_[seat], card)) {
    if (card < 0 || card >= kNumCards) return Tr("You do not hold that card.");
    // TRANSLATORS: {card} is a card's code: a suit letter and a number ("H7", "S12").
    return TrFormat("You do not hold {card}.", {{"card", CardToString(card)}});
  }
  if (PlayedInto(seat, era)) {
    // TRANSLATORS: {era} is Past, Present, Future or Beyond.
    return TrFormat("You already played into the {era} this round.", {{"era", EraWords(era)}});
  }
  const int dial = dial_[era];
  if (dial != kNoSuit && SuitOf(card) != dial && (hands_[seat] & SuitMask(dial)) != 0) {
    return TrFormat(
        // TRANSLATORS: {suits} is a suit (Stars), {suit} the same suit for one card (a Star),
        // {era} Past, Present, Future or Beyond.
        "You must follow {suits} into the {era}: you hold a {suit}.",
        {{"suits", SuitWords(dial)}, {"era", EraWords(era)}, {"suit", SuitSingularWords(dial)}});
  }
  return {};
}

std::string GhostsOfChristmasState::WhyIllegal(Action action) const {
  switch (phase_) {
    case Phase::kGameOver:
      return Tr("The game is over.");
    case Phase::kChooseStart:
      if (IsStartAction(action) && StartSeat(action) < num_players_) return {};
      return Tr("The first start player must be one of the seats.");
    case Phase::kDeal:
      if (IsDealAction(action) && HasCard(undealt_, DealCard(action))) return {};
      return Tr("That card is not left to deal.");
    case Phase::kBid: {
      if (!IsBidAction(action))
        return Tr("Bid now: take 0-12 purple doors, with or without the red door.");
      const int left = PurpleDoorsLeft();
      if (BidPurple(action) > left) {
        if (left == 0)
          return Tr(
              "No purple doors are left in the supply: bid 0 (the red door may still be taken).");
        return TrPlural("Only {n} purple door is left in the supply.",
                        "Only {n} purple doors are left in the supply.", left);
      }
      if (BidRed(action) && RedDoorsLeft() == 0) return Tr("No red door is left in the supply.");
      return {};
    }
    case Phase::kPlay:
      if (!IsPlayAction(action)) return Tr("Play a card into an era.");
      return WhyCannotPlay(PlayCard(action), PlayEra(action));
  }
  return Tr("That move is not allowed now.");
}

}  // namespace tinsel::ghosts
