// Santa Timea: why a move is refused, in the player's words.
#include "games/santa_timea/santa_timea.h"
#include "tinsel/translate.h"

namespace tinsel::santa {
namespace {

enum class Kind { kStart, kPlaceBoat, kSeat, kVote, kPick, kOut, kBoard, kSay, kJunk };

Kind KindOf(Action a) {
  if (a >= act::kStart && a < act::kStart + kMaxPlayers) return Kind::kStart;
  if (a >= act::kPlaceBoat && a < act::kPlaceBoat + kNumColours * kNumLanes)
    return Kind::kPlaceBoat;
  if (a >= act::kSeat && a < act::kSeat + kNumRanks * kNumColours) return Kind::kSeat;
  if (a >= act::kVote && a <= act::kVoteHat) return Kind::kVote;
  if (a >= act::kPick && a < act::kPick + kNumColours) return Kind::kPick;
  if (a >= act::kOut && a < act::kOut + kNumRanks * kNumColours) return Kind::kOut;
  if (a >= act::kBoard && a < act::kBoard + kNumColours) return Kind::kBoard;
  if (a >= act::kSay && a < act::kSay + kNumColours) return Kind::kSay;
  return Kind::kJunk;
}

// A move of the wrong kind for `step`: what to do instead.
const char* WrongStep(Step step) {
  switch (step) {
    case Step::kPlaceBoat:
      // TRANSLATORS: a move refused: the player must do something else first.
      return Tr("Not now: you must place your boat on an empty start field.");
    case Step::kPlaceBlack:
      return Tr("Not now: you must place the black boat on an empty start field.");
    case Step::kSeatPawn:
      return Tr("Not now: you must seat one of your pawns.");
    case Step::kVote:
      return Tr("Not now: you must vote (or make an announcement first).");
    case Step::kPick:
      return Tr("Not now: you must pick the outcome of the ballot.");
    case Step::kLeaveBoat:
      return Tr("Not now: you must take one of your pawns out of a boat.");
    case Step::kBoard:
      return Tr("Not now: you must put your pawn into another boat.");
    case Step::kChooseStart:
    case Step::kGameOver:
      break;
  }
  return Tr("Not now: you must wait.");
}

// In the refusals below, {colour} is a boat's colour ("red").
std::string NoSuchBoat(const SantaTimeaState& state, int colour) {
  if (state.InPlay(colour)) return {};
  // TRANSLATORS: {colour} is a boat's colour ("red").
  return TrFormat("There is no {colour} boat in this game.",
                  {{"colour", SantaTimeaState::ColourWords(colour)}});
}

std::string NoEmptySeat(int colour) {
  return TrFormat("The {colour} boat has no empty seat.",
                  {{"colour", SantaTimeaState::ColourWords(colour)}});
}

std::string NotAtSea(int colour) {
  return TrFormat("The {colour} boat is not at sea.",
                  {{"colour", SantaTimeaState::ColourWords(colour)}});
}

}  // namespace

std::string SantaTimeaState::WhyIllegal(Action action) const {
  if (step_ == Step::kGameOver) return Tr("The game is over.");
  if (step_ == Step::kChooseStart) {
    if (action >= act::kStart && action < act::kStart + num_players_) return {};
    return Tr("That outcome cannot happen now.");
  }
  std::string why = WhyIllegalForStep(action);
  if (!why.empty()) return why;
  if (!Contains(LegalActions(), action)) return Tr("That move is not allowed now.");
  return {};
}

std::string SantaTimeaState::WhyIllegalForStep(Action a) const {
  const Kind kind = KindOf(a);
  switch (kind) {
    case Kind::kPlaceBoat:
      return WhyNotPlaceBoat(a);
    case Kind::kSeat:
      return WhyNotSeat(a);
    case Kind::kVote:
    case Kind::kSay:
      return WhyNotVote(a);
    case Kind::kPick:
      return WhyNotPick(a);
    case Kind::kOut:
      return WhyNotLeave(a);
    case Kind::kBoard:
      return WhyNotBoard(a);
    case Kind::kStart:
      return Tr("The start player is chosen by lot, not by a player.");
    case Kind::kJunk:
      break;
  }
  return Tr("That is not a move of Santa Timea.");
}

std::string SantaTimeaState::WhyNotPlaceBoat(Action a) const {
  if (step_ != Step::kPlaceBoat && step_ != Step::kPlaceBlack) return WrongStep(step_);
  const int colour = (a - act::kPlaceBoat) / kNumLanes;
  const int lane = (a - act::kPlaceBoat) % kNumLanes;
  if (step_ == Step::kPlaceBlack && colour != kBlack) return Tr("Place the black boat now.");
  if (step_ == Step::kPlaceBoat && colour != current_) return Tr("That is not your boat.");
  for (const Boat& b : boats_) {
    if (b.lane == lane) {
      return TrFormat(
          // TRANSLATORS: {field} is a start field's number (1-7), {colour} a boat's colour.
          "Start field {field} already holds the {colour} boat.",
          {{"field", FormatNumber(lane + 1)}, {"colour", ColourWords(b.colour)}});
    }
  }
  return {};
}

std::string SantaTimeaState::WhyNotSeat(Action a) const {
  if (step_ != Step::kSeatPawn) return WrongStep(step_);
  const Rank rank = static_cast<Rank>((a - act::kSeat) / kNumColours);
  const int b = (a - act::kSeat) % kNumColours;
  if (std::string why = NoSuchBoat(*this, b); !why.empty()) return why;
  if (crew_[current_].unseated[RankIndex(rank)] == 0) {
    if (rank == Rank::kOfficer) return Tr("You have no officer left to seat.");
    return Tr("You have no sailor left to seat.");
  }
  if (boats_[b].EmptySeats() == 0) return NoEmptySeat(b);
  return {};
}

std::string SantaTimeaState::WhyNotVote(Action a) const {
  if (step_ != Step::kVote) return WrongStep(step_);
  const bool say = KindOf(a) == Kind::kSay;
  const int choice = say ? a - act::kSay : a - act::kVote;
  if (say && ballot_.said[current_] >= 0) {
    return Tr("You have already made an announcement in this ballot.");
  }
  if (choice == kHatVote) {
    if (crew_[current_].hats == 0) return Tr("You already used all your Captain's Hats.");
    return {};
  }
  if (std::string why = NoSuchBoat(*this, choice); !why.empty()) return why;
  if (HasOption(ballot_.options, choice)) return {};
  if (ballot_.kind == BallotKind::kOverboard) {
    return TrFormat(
        // TRANSLATORS: no pawn of the colour {colour} sits in the boat {boat} (both
        // colours: "red").
        "No {colour} pawn sits in the {boat} boat.",
        {{"colour", ColourWords(choice)}, {"boat", ColourWords(ballot_.boat)}});
  }
  return TrFormat("The {colour} boat is no longer at sea.", {{"colour", ColourWords(choice)}});
}

std::string SantaTimeaState::WhyNotPick(Action a) const {
  if (step_ != Step::kPick) return WrongStep(step_);
  const int choice = a - act::kPick;
  if (HasOption(last_ballot_.tally.pick_options, choice)) return {};
  std::string options;
  for (int c = 0; c < kNumColours; ++c) {
    if (HasOption(last_ballot_.tally.pick_options, c)) {
      options += (options.empty() ? "" : ", ") + ColourWords(c);
    }
  }
  // TRANSLATORS: {colours} is a list of colours ("red, blue").
  return TrFormat("You may only pick one of: {colours}.", {{"colours", options}});
}

std::string SantaTimeaState::WhyNotLeave(Action a) const {
  if (step_ != Step::kLeaveBoat) return WrongStep(step_);
  const Rank rank = static_cast<Rank>((a - act::kOut) / kNumColours);
  const int b = (a - act::kOut) % kNumColours;
  if (std::string why = NoSuchBoat(*this, b); !why.empty()) return why;
  if (!boats_[b].AtSea()) return NotAtSea(b);
  if (boats_[b].PawnsOf(current_) == 0) return Tr("You have no pawn in that boat.");
  if (left_by_[b] >= 0) return Tr("That boat has already been left by someone this turn.");
  if (boats_[b].PawnsOf(current_, rank) == 0) {
    if (rank == Rank::kOfficer) return Tr("You have no officer in that boat.");
    return Tr("You have no sailor in that boat.");
  }
  return {};
}

std::string SantaTimeaState::WhyNotBoard(Action a) const {
  if (step_ != Step::kBoard) return WrongStep(step_);
  const int b = a - act::kBoard;
  if (std::string why = NoSuchBoat(*this, b); !why.empty()) return why;
  if (b == behind_.back().from_boat) return Tr("Your pawn may not return to the boat it left.");
  if (!boats_[b].AtSea()) return NotAtSea(b);
  if (boats_[b].EmptySeats() == 0) return NoEmptySeat(b);
  return {};
}

}  // namespace tinsel::santa
