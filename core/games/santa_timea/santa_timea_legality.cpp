// Santa Timea: why a move is refused, in the player's words.
#include "games/santa_timea/santa_timea.h"

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

const char* StepPrompt(Step step) {
  switch (step) {
    case Step::kPlaceBoat:
      return "place your boat on an empty start field";
    case Step::kPlaceBlack:
      return "place the black boat on an empty start field";
    case Step::kSeatPawn:
      return "seat one of your pawns";
    case Step::kVote:
      return "vote (or make an announcement first)";
    case Step::kPick:
      return "pick the outcome of the ballot";
    case Step::kLeaveBoat:
      return "take one of your pawns out of a boat";
    case Step::kBoard:
      return "put your pawn into another boat";
    case Step::kChooseStart:
    case Step::kGameOver:
      break;
  }
  return "wait";
}

}  // namespace

std::string SantaTimeaState::WhyIllegal(Action action) const {
  if (step_ == Step::kGameOver) return "The game is over.";
  if (step_ == Step::kChooseStart) {
    if (action >= act::kStart && action < act::kStart + num_players_) return {};
    return "That outcome cannot happen now.";
  }
  std::string why = WhyIllegalForStep(action);
  if (!why.empty()) return why;
  if (!Contains(LegalActions(), action)) return "That move is not allowed now.";
  return {};
}

std::string SantaTimeaState::WhyIllegalForStep(Action a) const {
  const Kind kind = KindOf(a);
  if (kind == Kind::kJunk) return "That is not a move of Santa Timea.";
  auto wrong_step = [&]() { return std::string("Not now: you must ") + StepPrompt(step_) + "."; };
  auto boat_name = [](int c) { return "The " + ColourName(c) + " boat"; };
  auto not_in_game = [&](int c) -> std::string {
    if (!InPlay(c)) return "There is no " + ColourName(c) + " boat in this game.";
    return {};
  };
  const Crew& crew = crew_[current_];
  switch (kind) {
    case Kind::kPlaceBoat: {
      if (step_ != Step::kPlaceBoat && step_ != Step::kPlaceBlack) return wrong_step();
      const int colour = (a - act::kPlaceBoat) / kNumLanes;
      const int lane = (a - act::kPlaceBoat) % kNumLanes;
      if (step_ == Step::kPlaceBlack && colour != kBlack) return "Place the black boat now.";
      if (step_ == Step::kPlaceBoat && colour != current_) return "That is not your boat.";
      for (const Boat& b : boats_) {
        if (b.lane == lane) {
          return "Start field " + std::to_string(lane + 1) + " already holds the " +
                 ColourName(b.colour) + " boat.";
        }
      }
      return {};
    }
    case Kind::kSeat: {
      if (step_ != Step::kSeatPawn) return wrong_step();
      const Rank rank = static_cast<Rank>((a - act::kSeat) / kNumColours);
      const int b = (a - act::kSeat) % kNumColours;
      if (auto why = not_in_game(b); !why.empty()) return why;
      if (crew.unseated[RankIndex(rank)] == 0) {
        return std::string("You have no ") + RankName(rank) + " left to seat.";
      }
      if (boats_[b].EmptySeats() == 0) return boat_name(b) + " has no empty seat.";
      return {};
    }
    case Kind::kVote:
    case Kind::kSay: {
      if (step_ != Step::kVote) return wrong_step();
      const int choice = kind == Kind::kVote ? a - act::kVote : a - act::kSay;
      if (kind == Kind::kSay && ballot_.said[current_] >= 0) {
        return "You have already made an announcement in this ballot.";
      }
      if (choice == kHatVote) {
        if (crew.hats == 0) return "You already used all your Captain's Hats.";
        return {};
      }
      if (auto why = not_in_game(choice); !why.empty()) return why;
      if (HasOption(ballot_.options, choice)) return {};
      if (ballot_.kind == BallotKind::kOverboard) {
        return "No " + ColourName(choice) + " pawn sits in the " + ColourName(ballot_.boat) +
               " boat.";
      }
      return boat_name(choice) + " is no longer at sea.";
    }
    case Kind::kPick: {
      if (step_ != Step::kPick) return wrong_step();
      const int choice = a - act::kPick;
      if (HasOption(last_ballot_.tally.pick_options, choice)) return {};
      std::string options;
      for (int c = 0; c < kNumColours; ++c) {
        if (HasOption(last_ballot_.tally.pick_options, c)) {
          options += (options.empty() ? "" : ", ") + ColourName(c);
        }
      }
      return "You may only pick one of: " + options + ".";
    }
    case Kind::kOut: {
      if (step_ != Step::kLeaveBoat) return wrong_step();
      const Rank rank = static_cast<Rank>((a - act::kOut) / kNumColours);
      const int b = (a - act::kOut) % kNumColours;
      if (auto why = not_in_game(b); !why.empty()) return why;
      if (!boats_[b].AtSea()) return boat_name(b) + " is not at sea.";
      if (boats_[b].PawnsOf(current_) == 0) return "You have no pawn in that boat.";
      if (left_by_[b] >= 0) return "That boat has already been left by someone this turn.";
      if (boats_[b].PawnsOf(current_, rank) == 0) {
        return std::string("You have no ") + RankName(rank) + " in that boat.";
      }
      return {};
    }
    case Kind::kBoard: {
      if (step_ != Step::kBoard) return wrong_step();
      const int b = a - act::kBoard;
      if (auto why = not_in_game(b); !why.empty()) return why;
      if (b == behind_.back().from_boat) return "Your pawn may not return to the boat it left.";
      if (!boats_[b].AtSea()) return boat_name(b) + " is not at sea.";
      if (boats_[b].EmptySeats() == 0) return boat_name(b) + " has no empty seat.";
      return {};
    }
    case Kind::kStart:
      return "The start player is chosen by lot, not by a player.";
    case Kind::kJunk:
      break;
  }
  return "That is not a move of Santa Timea.";
}

}  // namespace tinsel::santa
