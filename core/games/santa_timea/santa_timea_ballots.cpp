// Santa Timea: a ballot from its opening to what it decides (the votes in seat order, the
// reveal, the result), and what a result does to the boats: a leak, a pawn thrown overboard,
// a boat moved, boats sinking.
#include <algorithm>

#include "games/santa_timea/santa_timea.h"

namespace tinsel::santa {

void SantaTimeaState::OpenBallot(BallotKind kind, int boat, OptionMask options,
                                 const std::array<int8_t, kMaxPlayers>& weights) {
  const int number = ballot_.number + 1;
  ballot_ = Ballot{};
  ballot_.kind = kind;
  ballot_.boat = static_cast<int8_t>(boat);
  ballot_.options = options;
  ballot_.weights = weights;
  ballot_.number = number;
  if (SingleOption(options) >= 0) {
    // One legal outcome: nothing to vote on.
    Reveal();
    return;
  }
  step_ = Step::kVote;
  AdvanceVoter();
}

void SantaTimeaState::AdvanceVoter() {
  for (int i = 0; i < num_players_; ++i) {
    const int p = (start_player_ + i) % num_players_;
    if (ballot_.weights[p] > 0 && ballot_.votes[p] == kNoVote) {
      current_ = p;
      return;
    }
  }
  Reveal();
}

void SantaTimeaState::Reveal() {
  if (last_ballot_.kind != BallotKind::kNone) previous_ballot_ = last_ballot_;
  BallotRecord& record = last_ballot_;
  record = BallotRecord{};
  record.kind = ballot_.kind;
  record.boat = ballot_.boat;
  record.options = ballot_.options;
  record.weights = ballot_.weights;
  record.votes = ballot_.votes;
  record.start_player = static_cast<int8_t>(start_player_);
  record.number = ballot_.number;
  record.tally =
      CountBallot(ballot_.options, ballot_.votes, ballot_.weights, num_players_, start_player_);
  for (int p = 0; p < num_players_; ++p) {
    if (ballot_.votes[p] == kHatVote) --crew_[p].hats;
  }
  ballot_.kind = BallotKind::kNone;
  ballot_.votes.fill(kNoVote);
  ballot_.weights.fill(0);
  if (record.tally.winner >= 0) {
    Resolve(record.tally.winner);
    return;
  }
  step_ = Step::kPick;
  current_ = record.tally.picker;
}

void SantaTimeaState::Resolve(int result) {
  last_ballot_.result = static_cast<int8_t>(result);
  switch (last_ballot_.kind) {
    case BallotKind::kLeak: {
      const Boat& boat = boats_[result];
      if (boat.EmptySeats() > 0) {
        PlaceLeak(result);
        EndPhase();
        return;
      }
      // A full boat: its crew votes whom to throw overboard.
      pending_leak_boat_ = result;
      OptionMask options = 0;
      std::array<int8_t, kMaxPlayers> weights{};
      for (int p = 0; p < num_players_; ++p) {
        weights[p] = static_cast<int8_t>(boat.WeightOf(p));
        if (weights[p] > 0) options |= OptionMask(1u << p);
      }
      OpenBallot(BallotKind::kOverboard, result, options, weights);
      return;
    }
    case BallotKind::kOverboard:
      ThrowOverboard(last_ballot_.boat, result);
      pending_leak_boat_ = -1;
      EndPhase();
      return;
    case BallotKind::kMove:
      MoveBoat(result);
      EndPhase();
      return;
    case BallotKind::kNone:
      return;
  }
}

void SantaTimeaState::PlaceLeak(int b) {
  boats_[b].Fill(Seat{Seat::Kind::kLeak});
  --leak_supply_;
  Log({Event::Kind::kLeak, -1, static_cast<int8_t>(b)});
}

void SantaTimeaState::ThrowOverboard(int b, int player) {
  Boat& boat = boats_[b];
  // A sailor leaves before an officer of the same colour.
  const Rank rank = boat.PawnsOf(player, Rank::kSailor) > 0 ? Rank::kSailor : Rank::kOfficer;
  for (int i = 0; i < kSeatsPerBoat; ++i) {
    const Seat& seat = boat.seats[i];
    if (seat.pawn() && seat.player == player && seat.rank == rank) {
      boat.Set(i, Seat{Seat::Kind::kLeak});
      break;
    }
  }
  ++crew_[player].lost[RankIndex(rank)];
  --leak_supply_;
  Log({Event::Kind::kOverboard, static_cast<int8_t>(player), static_cast<int8_t>(b), rank});
  Log({Event::Kind::kLeak, -1, static_cast<int8_t>(b)});
}

void SantaTimeaState::MoveBoat(int b) {
  Boat& boat = boats_[b];
  if (boat.row + 1 < kNumRows) {
    ++boat.row;
    Log({Event::Kind::kMoved, -1, static_cast<int8_t>(b), Rank::kSailor, boat.row});
    return;
  }
  const Island island = boat.island();
  for (int i = 0; i < kSeatsPerBoat; ++i) {
    const Seat seat = boat.seats[i];
    if (!seat.pawn()) continue;
    ++crew_[seat.player].landed[IslandIndex(island)][RankIndex(seat.rank)];
    boat.Set(i, Seat{});
  }
  boat.status = BoatStatus::kLanded;
  boat.landing_stage = static_cast<int8_t>(landing_order_.size());
  landing_order_.push_back(static_cast<int8_t>(b));
  Log({Event::Kind::kLanded, -1, static_cast<int8_t>(b), Rank::kSailor, boat.landing_stage});
}

void SantaTimeaState::CheckSinking() {
  for (int b = 0; b < kNumColours; ++b) {
    Boat& boat = boats_[b];
    if (!boat.AtSea() || boat.Leaks() <= boat.Pawns()) continue;
    int lost = 0;
    for (int i = 0; i < kSeatsPerBoat; ++i) {
      const Seat seat = boat.seats[i];
      if (seat.pawn()) {
        ++crew_[seat.player].lost[RankIndex(seat.rank)];
        ++lost;
      } else if (seat.leak()) {
        ++leak_supply_;
      }
      boat.Set(i, Seat{});
    }
    boat.status = BoatStatus::kSunk;
    Log({Event::Kind::kSank, -1, static_cast<int8_t>(b), Rank::kSailor, static_cast<int8_t>(lost)});
  }
}

}  // namespace tinsel::santa
