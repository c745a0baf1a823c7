// Why a placement, a seat, a ballot card or a change of boats is worth making, for hints and the
// review: where the boat is bound and what it is worth, where the leak goes and whether it sinks
// a boat, whose pawn goes overboard. Only the table and the player's own cards are read: the
// others' secret ballot cards never.
#include "games/santa_timea/santa_timea.h"
#include "tinsel/words.h"

namespace tinsel::santa {

namespace {

std::string IslandWords(Island island) {
  const IslandInfo& info = kIslands[IslandIndex(island)];
  return "the " + std::string(info.name) + " island (" + std::to_string(info.sailor_points) +
         " points a sailor, " + std::to_string(info.officer_points) + " an officer)";
}

// "3 leaks for 4 pawns, 2 of them yours, 2 moves from the middle island (...)".
std::string BoatState(const Boat& b, int leaks, int pawns, int mine, int row) {
  return Plural(leaks, "leak") + " for " + Plural(pawns, "pawn") + ", " +
         (mine == 0 ? std::string("none") : std::to_string(mine)) + " of them yours, " +
         Plural(kNumRows - row, "move") + " from " + IslandWords(b.island());
}

// What deciding `colour` in a ballot of `kind` (about `ballot_boat` when thrown overboard) does.
std::string BallotEffect(const SantaTimeaState& s, BallotKind kind, int ballot_boat, int colour,
                         int player) {
  const std::string name = SantaTimeaState::ColourName(colour);
  if (kind == BallotKind::kOverboard) {
    const Boat& b = s.boat(ballot_boat);
    const std::string where = " out of the " + SantaTimeaState::ColourName(ballot_boat) + " boat";
    if (colour == player) return "gives up one of your own pawns" + where + ", a sailor first";
    return "throws a " + name + " pawn" + where + " (" + name + " has " +
           std::to_string(b.PawnsOf(colour)) + " there) and keeps your " +
           Plural(b.PawnsOf(player), "pawn");
  }
  const Boat& b = s.boat(colour);
  const int mine = b.PawnsOf(player);
  if (kind == BallotKind::kMove) {
    if (b.row + 1 >= kNumRows) {
      const Island island = b.island();
      const int points = b.PawnsOf(player, Rank::kOfficer) * PawnPoints(island, Rank::kOfficer) +
                         b.PawnsOf(player, Rank::kSailor) * PawnPoints(island, Rank::kSailor);
      return "lands the " + name + " boat on " + IslandWords(island) + ": your " +
             Plural(mine, "pawn") + " there score " + Plural(points, "point");
    }
    return "moves the " + name +
           " boat one row on: " + BoatState(b, b.Leaks(), b.Pawns(), mine, b.row + 1);
  }
  // A leak: into an empty seat, or a full boat throws a pawn overboard for it.
  const bool full = b.EmptySeats() == 0;
  const int pawns = b.Pawns() - (full ? 1 : 0);
  std::string text = "sends the leak to the " + name + " boat";
  if (b.Leaks() + 1 > pawns) {
    return text + ", which sinks with " + Plural(pawns, "pawn") + ", " +
           (mine == 0 ? std::string("none") : std::to_string(mine)) + " of them yours";
  }
  if (full) text += ", full, so a pawn goes overboard there";
  return text + ": " + BoatState(b, b.Leaks() + 1, pawns, mine, b.row);
}

}  // namespace

std::string SantaTimeaState::MoveReason(int player, Action action) const {
  if (player < 0 || player >= num_players_) return {};
  if (action >= act::kPlaceBoat && action < act::kSeat) {
    const int colour = (action - act::kPlaceBoat) / kNumLanes;
    const int lane = (action - act::kPlaceBoat) % kNumLanes;
    return "it sends " + (colour == kBlack ? std::string("the black boat") : "your boat") +
           " down lane " + std::to_string(lane + 1) + " to " + IslandWords(kLaneIsland[lane]);
  }
  if (action >= act::kSeat && action < act::kVote) {
    const Rank rank = static_cast<Rank>((action - act::kSeat) / kNumColours);
    const Boat& b = boats_[(action - act::kSeat) % kNumColours];
    return "your " + std::string(RankName(rank)) + " boards the " + ColourName(b.colour) +
           " boat, worth " + Plural(PawnPoints(b.island(), rank), "point") +
           " if it lands, and gives you " + std::to_string(b.WeightOf(player) + VoteWeight(rank)) +
           " of its overboard votes";
  }
  if (action == act::kVoteHat) {
    return "your Captain's Hat picks the result if nobody else plays one (" +
           Plural(HatsLeft(player) - 1, "hat") + " left after)";
  }
  if (action >= act::kVote && action < act::kPick) {
    return "this ballot " +
           BallotEffect(*this, ballot_.kind, ballot_.boat, action - act::kVote, player);
  }
  if (action >= act::kPick && action < act::kOut) {
    return "your pick " +
           BallotEffect(*this, last_ballot_.kind, last_ballot_.boat, action - act::kPick, player);
  }
  if (action >= act::kSay && action < act::kSay + kNumColours) {
    return "an announcement binds nothing, but asks for a ballot that " +
           BallotEffect(*this, ballot_.kind, ballot_.boat, action - act::kSay, player);
  }
  if (action >= act::kOut && action < act::kBoard) {
    const Rank rank = static_cast<Rank>((action - act::kOut) / kNumColours);
    const Boat& b = boats_[(action - act::kOut) % kNumColours];
    return "your " + std::string(RankName(rank)) + " leaves the " + ColourName(b.colour) +
           " boat (" + BoatState(b, b.Leaks(), b.Pawns(), b.PawnsOf(player), b.row) +
           ") to board another";
  }
  if (action >= act::kBoard && action < act::kSay) {
    const Boat& b = boats_[action - act::kBoard];
    const Rank rank = behind_.empty() ? Rank::kSailor : behind_.back().rank;
    return "your " + std::string(RankName(rank)) + " boards the " + ColourName(b.colour) +
           " boat: " + BoatState(b, b.Leaks(), b.Pawns() + 1, b.PawnsOf(player) + 1, b.row);
  }
  return {};
}

}  // namespace tinsel::santa
