// Santa Timea: the rules flow (setup, the three phases, the end); the ballots and what they
// do to the boats are in santa_timea_ballots.cpp.
#include <algorithm>

#include "games/santa_timea/santa_timea.h"

namespace tinsel::santa {

// ---- Boat ----

void Boat::Set(int i, Seat seat) {
  const Seat old = seats[i];
  if (old.leak()) --leaks_;
  if (old.pawn()) {
    --pawns_;
    --by_[old.player][RankIndex(old.rank)];
  }
  if (seat.leak()) ++leaks_;
  if (seat.pawn()) {
    ++pawns_;
    ++by_[seat.player][RankIndex(seat.rank)];
  }
  seats[i] = seat;
}

void Boat::Fill(Seat seat) {
  for (int i = 0; i < kSeatsPerBoat; ++i) {
    if (seats[i].empty()) {
      Set(i, seat);
      return;
    }
  }
}

// ---- State: setup ----

SantaTimeaState::SantaTimeaState(int players) : num_players_(players) {
  for (int c = 0; c < kNumColours; ++c) {
    boats_[c].colour = static_cast<int8_t>(c);
    boats_[c].owner = static_cast<int8_t>(c == kBlack || c >= players ? -1 : c);
  }
  const CrewSize size = CrewFor(players);
  for (int p = 0; p < players; ++p) {
    crew_[p].unseated[RankIndex(Rank::kOfficer)] = static_cast<int8_t>(size.officers);
    crew_[p].unseated[RankIndex(Rank::kSailor)] = static_cast<int8_t>(size.sailors);
  }
  left_by_.fill(-1);
}

int SantaTimeaState::CurrentPlayer() const {
  if (step_ == Step::kChooseStart) return kChancePlayer;
  if (step_ == Step::kGameOver) return kTerminalPlayer;
  return current_;
}

std::vector<std::pair<Action, double>> SantaTimeaState::ChanceOutcomes() const {
  std::vector<std::pair<Action, double>> outcomes;
  if (step_ != Step::kChooseStart) return outcomes;
  for (int p = 0; p < num_players_; ++p) outcomes.emplace_back(act::Start(p), 1.0);
  return outcomes;
}

OptionMask SantaTimeaState::BoatsAtSea() const {
  OptionMask mask = 0;
  for (int c = 0; c < kNumColours; ++c) {
    if (boats_[c].AtSea()) mask |= OptionMask(1u << c);
  }
  return mask;
}

bool SantaTimeaState::AnyBoatAtSea() const { return BoatsAtSea() != 0; }

void SantaTimeaState::AddLegalLeave(int player, std::vector<Action>* out) const {
  for (int b = 0; b < kNumColours; ++b) {
    const Boat& boat = boats_[b];
    if (!boat.AtSea() || left_by_[b] >= 0) continue;
    for (Rank rank : {Rank::kOfficer, Rank::kSailor}) {
      if (boat.PawnsOf(player, rank) > 0) out->push_back(act::Out(rank, b));
    }
  }
}

std::vector<Action> SantaTimeaState::LegalActions() const {
  std::vector<Action> legal;
  LegalActionsInto(legal);
  return legal;
}

Action SantaTimeaState::SampleChanceOutcome(Rng& rng) const {
  // The only chance node: the first start player, each seat equally likely. The same draw as
  // State's default (floor(Unit() * seats)), so a seed picks the seat it always did.
  const int seat = static_cast<int>(rng.Unit() * num_players_);
  return act::Start(seat < num_players_ ? seat : num_players_ - 1);
}

void SantaTimeaState::LegalActionsInto(std::vector<Action>& legal) const {
  legal.clear();
  switch (step_) {
    case Step::kChooseStart:
    case Step::kGameOver:
      break;
    case Step::kPlaceBoat:
    case Step::kPlaceBlack: {
      const int colour = step_ == Step::kPlaceBlack ? kBlack : current_;
      for (int lane = 0; lane < kNumLanes; ++lane) {
        const bool taken = std::any_of(boats_.begin(), boats_.end(),
                                       [&](const Boat& b) { return b.lane == lane; });
        if (!taken) legal.push_back(act::PlaceBoat(colour, lane));
      }
      break;
    }
    case Step::kSeatPawn:
      for (Rank rank : {Rank::kOfficer, Rank::kSailor}) {
        if (crew_[current_].unseated[RankIndex(rank)] == 0) continue;
        for (int b = 0; b < kNumColours; ++b) {
          if (boats_[b].AtSea() && boats_[b].EmptySeats() > 0) {
            legal.push_back(act::SeatPawn(rank, b));
          }
        }
      }
      break;
    case Step::kVote:
      for (int c = 0; c < kNumColours; ++c) {
        if (HasOption(ballot_.options, c)) legal.push_back(act::Vote(c));
      }
      if (crew_[current_].hats > 0) legal.push_back(act::kVoteHat);
      if (ballot_.said[current_] < 0) {
        for (int c = 0; c < kNumColours; ++c) {
          if (HasOption(ballot_.options, c)) legal.push_back(act::Say(c));
        }
      }
      break;
    case Step::kPick:
      for (int c = 0; c < kNumColours; ++c) {
        if (HasOption(last_ballot_.tally.pick_options, c)) legal.push_back(act::Pick(c));
      }
      break;
    case Step::kLeaveBoat:
      AddLegalLeave(current_, &legal);
      break;
    case Step::kBoard: {
      const Behind& pawn = behind_.back();
      for (int b = 0; b < kNumColours; ++b) {
        if (b != pawn.from_boat && boats_[b].AtSea() && boats_[b].EmptySeats() > 0) {
          legal.push_back(act::Board(b));
        }
      }
      break;
    }
  }
}

void SantaTimeaState::DoApplyAction(Action action) {
  switch (step_) {
    case Step::kChooseStart:
      start_player_ = action - act::kStart;
      current_ = start_player_;
      step_ = Step::kPlaceBoat;
      return;
    case Step::kPlaceBoat:
    case Step::kPlaceBlack: {
      const int index = action - act::kPlaceBoat;
      Boat& boat = boats_[index / kNumLanes];
      boat.lane = static_cast<int8_t>(index % kNumLanes);
      boat.row = 0;
      boat.status = BoatStatus::kAtSea;
      if (step_ == Step::kPlaceBlack) {
        step_ = Step::kSeatPawn;
        current_ = start_player_;
      } else {
        current_ = NextSeat(current_);
        if (current_ == start_player_) step_ = Step::kPlaceBlack;
      }
      return;
    }
    case Step::kSeatPawn: {
      const int index = action - act::kSeat;
      const Rank rank = static_cast<Rank>(index / kNumColours);
      Boat& boat = boats_[index % kNumColours];
      boat.Fill(Seat{Seat::Kind::kPawn, static_cast<int8_t>(current_), rank});
      --crew_[current_].unseated[RankIndex(rank)];
      FinishSetupStep();
      return;
    }
    case Step::kVote:
      if (action >= act::kSay) {
        ballot_.said[current_] = static_cast<int8_t>(action - act::kSay);
        announcements_.push_back({ballot_.number, static_cast<int8_t>(current_),
                                  static_cast<int8_t>(action - act::kSay)});
      } else {
        ballot_.votes[current_] = static_cast<int8_t>(action - act::kVote);
        AdvanceVoter();
      }
      return;
    case Step::kPick:
      last_ballot_.picked_by = static_cast<int8_t>(current_);
      Resolve(action - act::kPick);
      return;
    case Step::kLeaveBoat: {
      const int index = action - act::kOut;
      const Rank rank = static_cast<Rank>(index / kNumColours);
      const int b = index % kNumColours;
      for (int i = 0; i < kSeatsPerBoat; ++i) {
        const Seat& seat = boats_[b].seats[i];
        if (seat.pawn() && seat.player == current_ && seat.rank == rank) {
          boats_[b].Set(i, Seat{});
          break;
        }
      }
      left_by_[b] = static_cast<int8_t>(current_);
      behind_.push_back({static_cast<int8_t>(current_), rank, static_cast<int8_t>(b)});
      Log({Event::Kind::kLeft, static_cast<int8_t>(current_), static_cast<int8_t>(b), rank});
      ++change_offset_;
      AdvanceLeaving();
      return;
    }
    case Step::kBoard: {
      const int b = action - act::kBoard;
      const Behind pawn = behind_.back();
      boats_[b].Fill(Seat{Seat::Kind::kPawn, pawn.player, pawn.rank});
      Log({Event::Kind::kBoarded, pawn.player, static_cast<int8_t>(b), pawn.rank});
      behind_.pop_back();
      AdvanceBoarding();
      return;
    }
    case Step::kGameOver:
      return;
  }
}

void SantaTimeaState::FinishSetupStep() {
  for (int i = 1; i <= num_players_; ++i) {
    const int p = (current_ + i) % num_players_;
    if (crew_[p].unseated[0] + crew_[p].unseated[1] > 0) {
      current_ = p;
      return;
    }
  }
  StartTurn();
}

// ---- Turn flow ----

void SantaTimeaState::StartTurn() {
  ++turn_;
  Log({Event::Kind::kStartPlayer, static_cast<int8_t>(start_player_)});
  phase_ = Phase::kLeak;
  if (leak_supply_ == 0) {
    Log({Event::Kind::kNoLeaks});
    StartMovePhase();
    return;
  }
  std::array<int8_t, kMaxPlayers> weights{};
  for (int p = 0; p < num_players_; ++p) weights[p] = 1;
  OpenBallot(BallotKind::kLeak, -1, BoatsAtSea(), weights);
}

void SantaTimeaState::StartMovePhase() {
  phase_ = Phase::kMove;
  std::array<int8_t, kMaxPlayers> weights{};
  for (int p = 0; p < num_players_; ++p) weights[p] = 1;
  OpenBallot(BallotKind::kMove, -1, BoatsAtSea(), weights);
}

void SantaTimeaState::StartChangePhase() {
  phase_ = Phase::kChange;
  left_by_.fill(-1);
  behind_.clear();
  change_offset_ = 0;
  AdvanceLeaving();
}

void SantaTimeaState::EndPhase() {
  CheckSinking();
  if (!AnyBoatAtSea()) {
    GameOver();
    return;
  }
  switch (phase_) {
    case Phase::kLeak:
      StartMovePhase();
      return;
    case Phase::kMove:
      StartChangePhase();
      return;
    case Phase::kChange:
      start_player_ = NextSeat(start_player_);
      StartTurn();
      return;
    case Phase::kSetup:
    case Phase::kOver:
      return;
  }
}

void SantaTimeaState::AdvanceLeaving() {
  while (change_offset_ < num_players_) {
    const int p = (start_player_ + change_offset_) % num_players_;
    if (CanLeave(p)) {
      step_ = Step::kLeaveBoat;
      current_ = p;
      return;
    }
    ++change_offset_;
  }
  AdvanceBoarding();
}

bool SantaTimeaState::CanLeave(int player) const {
  for (int b = 0; b < kNumColours; ++b) {
    if (boats_[b].AtSea() && left_by_[b] < 0 && boats_[b].PawnsOf(player) > 0) return true;
  }
  return false;
}

void SantaTimeaState::AdvanceBoarding() {
  while (!behind_.empty()) {
    const Behind& pawn = behind_.back();
    for (int b = 0; b < kNumColours; ++b) {
      if (b != pawn.from_boat && boats_[b].AtSea() && boats_[b].EmptySeats() > 0) {
        step_ = Step::kBoard;
        current_ = pawn.player;
        return;
      }
    }
    // No other boat has room: the pawn drowns.
    ++crew_[pawn.player].lost[RankIndex(pawn.rank)];
    Log({Event::Kind::kDrowned, pawn.player, pawn.from_boat, pawn.rank});
    behind_.pop_back();
  }
  EndPhase();
}

void SantaTimeaState::GameOver() {
  phase_ = Phase::kOver;
  step_ = Step::kGameOver;
  current_ = kTerminalPlayer;
}

// ---- Scores and counts ----

int SantaTimeaState::PointsOf(int player) const {
  int points = 0;
  for (int i = 0; i < kNumIslands; ++i) {
    for (Rank rank : {Rank::kOfficer, Rank::kSailor}) {
      points += crew_[player].landed[i][RankIndex(rank)] * PawnPoints(static_cast<Island>(i), rank);
    }
  }
  return points;
}

void SantaTimeaState::ScoresInto(std::vector<double>& out) const {
  out.resize(num_players_);
  for (int p = 0; p < num_players_; ++p) out[p] = PointsOf(p);
}

void SantaTimeaState::WinnersInto(std::vector<bool>& winners) const {
  std::array<int, kMaxPlayers> scores{};
  for (int p = 0; p < num_players_; ++p) scores[p] = PointsOf(p);
  const int best = *std::max_element(scores.begin(), scores.begin() + num_players_);
  winners.assign(num_players_, false);
  int first_lander = -1;
  for (int p = 0; p < num_players_; ++p) {
    if (scores[p] != best) continue;
    winners[p] = true;
    const int stage = boats_[p].landing_stage;
    if (stage >= 0 && (first_lander < 0 || stage < boats_[first_lander].landing_stage)) {
      first_lander = p;
    }
  }
  // The tied player whose boat landed first wins; if all their boats sank, they share.
  if (first_lander >= 0) {
    std::fill(winners.begin(), winners.end(), false);
    winners[first_lander] = true;
  }
}

int SantaTimeaState::LeaksOnBoats() const {
  int n = 0;
  for (const Boat& b : boats_) n += b.Leaks();
  return n;
}

int SantaTimeaState::SeatedPawns(int player) const {
  int n = 0;
  for (const Boat& b : boats_) n += b.PawnsOf(player);
  return n;
}

int SantaTimeaState::LandedPawns(int player) const {
  int n = 0;
  for (const auto& island : crew_[player].landed) n += island[0] + island[1];
  return n;
}

int SantaTimeaState::LostPawns(int player) const {
  return crew_[player].lost[0] + crew_[player].lost[1];
}

int SantaTimeaState::UnseatedPawns(int player) const {
  return crew_[player].unseated[0] + crew_[player].unseated[1];
}

int SantaTimeaState::BehindPawns(int player) const {
  return static_cast<int>(std::count_if(behind_.begin(), behind_.end(),
                                        [&](const Behind& b) { return b.player == player; }));
}

std::vector<Action> SantaTimeaState::EarlyActions(int player) const {
  std::vector<Action> early;
  if (step_ != Step::kVote || player == current_ || player < 0 || player >= num_players_ ||
      !IsEligible(player) || HasVoted(player)) {
    return early;
  }
  // The same votes LegalActions offers the voter to move: a card per option, a hat if any left.
  for (int c = 0; c < kNumColours; ++c) {
    if (HasOption(ballot_.options, c)) early.push_back(act::Vote(c));
  }
  if (crew_[player].hats > 0) early.push_back(act::kVoteHat);
  return early;
}

std::vector<int> SantaTimeaState::ColourCards(int /*player*/) const {
  std::vector<int> cards;
  for (int c = 0; c < kNumColours; ++c) {
    if (InPlay(c)) cards.push_back(c);
  }
  return cards;
}

}  // namespace tinsel::santa
