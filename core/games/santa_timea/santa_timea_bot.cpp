#include "games/santa_timea/santa_timea_bot.h"

#include <algorithm>
#include <cmath>
#include <string>

#include "games/santa_timea/santa_timea.h"

namespace tinsel::santa {
namespace {

// Chance that `boat` reaches its island, with `delta` pawns more (or fewer) aboard.
double Safety(const Boat& boat, int delta, int leak_delta = 0) {
  const int margin = boat.Pawns() + delta - boat.Leaks() - leak_delta;
  if (margin < 0) return 0.0;
  const int rows_left = kNumRows - boat.row;
  return 1.0 / (1.0 + std::exp(-(margin + 1.0 - 0.8 * rows_left)));
}

double Stake(const Boat& boat, int player) {
  double total = 0;
  for (const Seat& s : boat.seats) {
    if (s.pawn() && s.player == player) total += PawnPoints(boat.island(), s.rank);
  }
  return total;
}

class Planner {
 public:
  Planner(const SantaTimeaState& state, int me) : s_(state), me_(me), n_(state.NumPlayers()) {
    const std::vector<double> scores = s_.Scores();
    double best = 1;
    for (int q = 0; q < n_; ++q) {
      standing_[q] = scores[q];
      for (const Boat& b : s_.boats()) {
        if (b.AtSea()) standing_[q] += Stake(b, q) * Safety(b, 0);
      }
      best = std::max(best, standing_[q]);
    }
    for (int q = 0; q < n_; ++q) weight_[q] = 0.5 + standing_[q] / best;
  }

  // How much `player` loses if `boat` takes a leak.
  double LeakLoss(const Boat& boat, int player) const {
    const double stake = Stake(boat, player);
    if (boat.EmptySeats() > 0) return stake * (Safety(boat, 0) - Safety(boat, 0, 1));
    // Full boat: someone is thrown overboard; count an even share of one pawn.
    int colours = 0;
    for (int q = 0; q < n_; ++q) colours += boat.PawnsOf(q) > 0;
    const double share = boat.PawnsOf(player) > 0 ? 1.0 / std::max(colours, 1) : 0.0;
    return share * 6.0 + stake * (Safety(boat, 0) - Safety(boat, -1, 1)) * 0.5;
  }

  // How much `player` gains if `boat` moves.
  double MoveGain(const Boat& boat, int player) const {
    const double stake = Stake(boat, player);
    if (boat.row + 1 >= kNumRows) return stake * (1.0 - Safety(boat, 0));
    Boat moved = boat;
    ++moved.row;
    return stake * (Safety(moved, 0) - Safety(boat, 0)) + 0.05 * stake;
  }

  // My value of each outcome of a ballot of `kind` (higher is better for me).
  double OutcomeValue(BallotKind kind, int boat_id, int option) const {
    double value = 0;
    switch (kind) {
      case BallotKind::kLeak: {
        const Boat& boat = s_.boat(option);
        for (int q = 0; q < n_; ++q) {
          const double loss = LeakLoss(boat, q);
          value += q == me_ ? -3.0 * loss : weight_[q] * loss;
        }
        break;
      }
      case BallotKind::kMove: {
        const Boat& boat = s_.boat(option);
        for (int q = 0; q < n_; ++q) {
          const double gain = MoveGain(boat, q);
          value += q == me_ ? 3.0 * gain : -weight_[q] * gain;
        }
        break;
      }
      case BallotKind::kOverboard: {
        const Boat& boat = s_.boat(boat_id);
        const Rank rank = boat.PawnsOf(option, Rank::kSailor) > 0 ? Rank::kSailor : Rank::kOfficer;
        const double pawn = PawnPoints(boat.island(), rank);
        value = option == me_ ? -3.0 * pawn : weight_[option] * pawn;
        break;
      }
      case BallotKind::kNone:
        break;
    }
    return value;
  }

  int BestOption(BallotKind kind, int boat, OptionMask options, double* spread) const {
    int best = -1;
    double best_value = -1e18, worst_value = 1e18;
    for (int c = 0; c < kNumColours; ++c) {
      if (!HasOption(options, c)) continue;
      const double v = OutcomeValue(kind, boat, c);
      if (v > best_value) {
        best = c;
        best_value = v;
      }
      worst_value = std::min(worst_value, v);
    }
    if (spread) *spread = best_value - worst_value;
    return best;
  }

  Action Decide() const {
    const std::vector<Action> legal = s_.LegalActions();
    switch (s_.step()) {
      case Step::kPlaceBoat:
      case Step::kPlaceBlack:
        return BestLane(legal);
      case Step::kSeatPawn:
        return BestSeat(legal);
      case Step::kVote:
        return Vote(legal);
      case Step::kPick: {
        const BallotRecord& r = s_.last_ballot();
        return act::Pick(BestOption(r.kind, r.boat, s_.pick_options(), nullptr));
      }
      case Step::kLeaveBoat:
        return BestLeave(legal);
      case Step::kBoard:
        return BestBoard(legal);
      default:
        break;
    }
    return legal.empty() ? 0 : legal.front();
  }

 private:
  static int IslandWorth(int lane) {
    const IslandInfo& info = kIslands[IslandIndex(kLaneIsland[lane])];
    return info.sailor_points + info.officer_points;
  }

  Action BestLane(const std::vector<Action>& legal) const {
    Action best = legal.front();
    int best_worth = -1;
    for (Action a : legal) {
      const int worth = IslandWorth((a - act::kPlaceBoat) % kNumLanes);
      if (worth > best_worth) {
        best_worth = worth;
        best = a;
      }
    }
    return best;
  }

  Action BestSeat(const std::vector<Action>& legal) const {
    Action best = legal.front();
    double best_value = -1e9;
    for (Action a : legal) {
      const int index = a - act::kSeat;
      const Rank rank = static_cast<Rank>(index / kNumColours);
      const Boat& boat = s_.boat(index % kNumColours);
      double v = PawnPoints(boat.island(), rank) * (boat.owner == me_ ? 1.25 : 1.0);
      v -= 1.5 * boat.PawnsOf(me_) + 0.3 * boat.Pawns();
      if (rank == Rank::kOfficer) v += 0.5;  // officers first, into the best boats
      if (v > best_value) {
        best_value = v;
        best = a;
      }
    }
    return best;
  }

  Action Vote(const std::vector<Action>& legal) const {
    const BallotKind kind = s_.ballot_kind();
    double spread = 0;
    const int best = BestOption(kind, s_.ballot_boat(), s_.ballot_options(), &spread);
    if (kind != BallotKind::kOverboard && !s_.HasAnnounced(me_) &&
        Contains(legal, act::Say(best))) {
      return act::Say(best);
    }
    const int hats = s_.HatsLeft(me_);
    const double threshold = hats >= 3 ? 14.0 : hats == 2 ? 18.0 : 24.0;
    if (hats > 0 && spread >= threshold) return act::kVoteHat;
    return act::Vote(best);
  }

  double DestinationValue(const Boat& boat, Rank rank) const {
    return PawnPoints(boat.island(), rank) * Safety(boat, 1) +
           Stake(boat, me_) * (Safety(boat, 1) - Safety(boat, 0));
  }

  Action BestLeave(const std::vector<Action>& legal) const {
    // Players still to leave after me board before me.
    int open_elsewhere_min = 99;
    Action best = legal.front();
    double best_gain = -1e9;
    int later = 0;
    for (int i = 1; i < n_; ++i) {
      const int q = (me_ + i) % n_;
      if (q == s_.start_player()) break;
      ++later;
    }
    for (Action a : legal) {
      const int index = a - act::kOut;
      const Rank rank = static_cast<Rank>(index / kNumColours);
      const int from = index % kNumColours;
      const Boat& here = s_.boat(from);
      double go = 0;
      int open = 0;
      for (const Boat& d : s_.boats()) {
        if (!d.AtSea() || d.colour == from || d.EmptySeats() == 0) continue;
        open += d.EmptySeats();
        go = std::max(go, DestinationValue(d, rank));
      }
      open_elsewhere_min = std::min(open_elsewhere_min, open);
      if (open <= later) go *= 0.3;  // others may take the last seats first
      const double value = PawnPoints(here.island(), rank);
      const double stay = value * Safety(here, 0);
      const double rest = Stake(here, me_) - value;
      const double hurt = rest * (Safety(here, 0) - Safety(here, -1));
      const double gain = go - stay - hurt - (rank == Rank::kOfficer ? 0.1 : 0.0);
      if (gain > best_gain) {
        best_gain = gain;
        best = a;
      }
    }
    return best;
  }

  Action BestBoard(const std::vector<Action>& legal) const {
    const Rank rank = s_.behind().back().rank;
    Action best = legal.front();
    double best_value = -1e9;
    for (Action a : legal) {
      const double v = DestinationValue(s_.boat(a - act::kBoard), rank);
      if (v > best_value) {
        best_value = v;
        best = a;
      }
    }
    return best;
  }

  const SantaTimeaState& s_;
  int me_;
  int n_;
  std::array<double, kMaxPlayers> standing_{};
  std::array<double, kMaxPlayers> weight_{};
};

class SantaHeuristicBot : public Bot {
 public:
  void Begin(std::unique_ptr<State> view, int player, uint64_t /*seed*/) override {
    const auto* state = dynamic_cast<const SantaTimeaState*>(view.get());
    if (state == nullptr || state->CurrentPlayer() != player) {
      const std::vector<Action> legal = view->LegalActions();
      decision_ = legal.empty() ? 0 : legal.front();
      return;
    }
    decision_ = Planner(*state, player).Decide();
    explain_ = Reason(*state, decision_);
  }
  bool Think(int /*work*/) override { return true; }
  Action Decision() const override { return decision_; }
  std::string Explain() const override { return explain_; }

 private:
  static std::string Reason(const SantaTimeaState& state, Action a) {
    if (a == act::kVoteHat) return "plays a Captain's Hat: much of its crew is at stake";
    if (a >= act::kSay) return "announces the vote it means to cast";
    switch (state.step()) {
      case Step::kPlaceBoat:
      case Step::kPlaceBlack:
        return "takes the start field bound for the richest island left";
      case Step::kSeatPawn:
        return "seats a pawn in a boat bound for a good island";
      case Step::kVote:
        if (state.ballot_kind() == BallotKind::kLeak) return "puts the leak where it hurts rivals";
        if (state.ballot_kind() == BallotKind::kMove) return "moves a boat carrying its crew";
        return "votes to throw out a rival's pawn";
      case Step::kPick:
        return "picks the outcome best for its crew";
      case Step::kLeaveBoat:
        return "leaves the boat it trusts least";
      case Step::kBoard:
        return "boards the safest, richest boat with room";
      default:
        break;
    }
    return {};
  }

  Action decision_ = 0;
  std::string explain_;
};

}  // namespace

std::unique_ptr<Bot> MakeSantaHeuristicBot() { return std::make_unique<SantaHeuristicBot>(); }

}  // namespace tinsel::santa
