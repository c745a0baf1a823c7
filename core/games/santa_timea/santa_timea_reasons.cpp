// Why a placement, a seat, a ballot card or a change of boats is worth making, for hints and the
// review: where the boat is bound and what it is worth, where the leak goes and whether it sinks
// a boat, whose pawn goes overboard. Only the table and the player's own cards are read: the
// others' secret ballot cards never.
// A reason is a clause (lower case, no full stop); {colour} in its messages is a boat's colour
// ("red").
#include "games/santa_timea/santa_timea.h"
#include "tinsel/translate.h"

namespace tinsel::santa {

namespace {

// "the middle island (4 points a sailor, 6 an officer)".
std::string IslandWords(Island island) {
  const IslandInfo& info = kIslands[IslandIndex(island)];
  const std::string sailor = FormatNumber(info.sailor_points);
  const std::string officer = FormatNumber(info.officer_points);
  switch (island) {
    case Island::kLeft:
      return TrFormat(
          // TRANSLATORS: an island in a hint's reason ("it sends your boat down lane 1 to the
          // left island (6 points a sailor, 8 an officer)"); {sailor} and {officer} are points.
          "the left island ({sailor} points a sailor, {officer} an officer)",
          {{"sailor", sailor}, {"officer", officer}});
    case Island::kMiddle:
      return TrFormat("the middle island ({sailor} points a sailor, {officer} an officer)",
                      {{"sailor", sailor}, {"officer", officer}});
    case Island::kRight:
      break;
  }
  return TrFormat("the right island ({sailor} points a sailor, {officer} an officer)",
                  {{"sailor", sailor}, {"officer", officer}});
}

// "3 leaks for 4 pawns, 2 of them yours, 2 moves from the middle island (...)".
std::string BoatState(const Boat& b, int leaks, int pawns, int mine, int row) {
  const std::string leak_text = TrPlural("{n} leak", "{n} leaks", leaks);
  const std::string pawn_text = TrPlural("{n} pawn", "{n} pawns", pawns);
  const std::string moves = TrPlural("{n} move", "{n} moves", kNumRows - row);
  const std::string island = IslandWords(b.island());
  if (mine == 0) {
    return TrFormat(
        // TRANSLATORS: a boat in a hint's reason: {leaks} "3 leaks", {pawns} "4 pawns", {moves}
        // "2 moves", {island} "the middle island (4 points a sailor, 6 an officer)".
        "{leaks} for {pawns}, none of them yours, {moves} from {island}",
        {{"leaks", leak_text}, {"pawns", pawn_text}, {"moves", moves}, {"island", island}});
  }
  return TrPlural(
      // TRANSLATORS: a boat in a hint's reason: {leaks} "3 leaks", {pawns} "4 pawns", {n} of
      // them the player's, {moves} "2 moves", {island} "the middle island (4 points a sailor,
      // 6 an officer)". The English reads the same for one.
      "{leaks} for {pawns}, {n} of them yours, {moves} from {island}",
      "{leaks} for {pawns}, {n} of them yours, {moves} from {island}", mine,
      {{"leaks", leak_text}, {"pawns", pawn_text}, {"moves", moves}, {"island", island}});
}

// What deciding `colour` in a ballot of `kind` (about `ballot_boat` when thrown overboard) does.
std::string BallotEffect(const SantaTimeaState& s, BallotKind kind, int ballot_boat, int colour,
                         int player) {
  // What the choice does, after its subject ("this ballot", "your pick", "a ballot that").
  const std::string name = SantaTimeaState::ColourWords(colour);
  if (kind == BallotKind::kOverboard) {
    const Boat& b = s.boat(ballot_boat);
    const std::string boat = SantaTimeaState::ColourWords(ballot_boat);
    if (colour == player) {
      return TrFormat(
          // TRANSLATORS: what a vote does, after "this ballot", "your pick" or "a ballot
          // that"; {boat} is a boat's colour ("red").
          "gives up one of your own pawns out of the {boat} boat, a sailor first",
          {{"boat", boat}});
    }
    return TrPlural(
        // TRANSLATORS: what a vote does, after "this ballot", "your pick" or "a ballot that":
        // {colour} is a player's colour ("red"), {boat} a boat's colour, {theirs} how many pawns
        // of that colour are in the boat, {n} how many of yours.
        "throws a {colour} pawn out of the {boat} boat ({colour} has {theirs} there) and keeps "
        "your {n} pawn",
        "throws a {colour} pawn out of the {boat} boat ({colour} has {theirs} there) and keeps "
        "your {n} pawns",
        b.PawnsOf(player),
        {{"colour", name}, {"boat", boat}, {"theirs", FormatNumber(b.PawnsOf(colour))}});
  }
  const Boat& b = s.boat(colour);
  const int mine = b.PawnsOf(player);
  if (kind == BallotKind::kMove) {
    if (b.row + 1 >= kNumRows) {
      const Island island = b.island();
      const int points = b.PawnsOf(player, Rank::kOfficer) * PawnPoints(island, Rank::kOfficer) +
                         b.PawnsOf(player, Rank::kSailor) * PawnPoints(island, Rank::kSailor);
      return TrPlural(
          // TRANSLATORS: what a vote does, after "this ballot", "your pick" or "a ballot that":
          // {island} "the left island (6 points a sailor, 8 an officer)", {n} your pawns in the
          // boat, {points} "14 points".
          "lands the {colour} boat on {island}: your {n} pawn there score {points}",
          "lands the {colour} boat on {island}: your {n} pawns there score {points}", mine,
          {{"colour", name},
           {"island", IslandWords(island)},
           {"points", TrPlural("{n} point", "{n} points", points)}});
    }
    return TrFormat(
        // TRANSLATORS: what a vote does, after "this ballot", "your pick" or "a ballot that";
        // {boat_state} describes the boat ("3 leaks for 4 pawns, 2 of them yours, ...").
        "moves the {colour} boat one row on: {boat_state}",
        {{"colour", name}, {"boat_state", BoatState(b, b.Leaks(), b.Pawns(), mine, b.row + 1)}});
  }
  // A leak: into an empty seat, or a full boat throws a pawn overboard for it.
  const bool full = b.EmptySeats() == 0;
  const int pawns = b.Pawns() - (full ? 1 : 0);
  if (b.Leaks() + 1 > pawns) {
    const std::string pawn_text = TrPlural("{n} pawn", "{n} pawns", pawns);
    if (mine == 0) {
      return TrFormat(
          // TRANSLATORS: what a vote does, after "this ballot", "your pick" or "a ballot that";
          // {pawns} "4 pawns".
          "sends the leak to the {colour} boat, which sinks with {pawns}, none of them yours",
          {{"colour", name}, {"pawns", pawn_text}});
    }
    return TrPlural(
        // TRANSLATORS: what a vote does, after "this ballot", "your pick" or "a ballot that";
        // {pawns} "4 pawns", {n} of them the player's (the English reads the same for one).
        "sends the leak to the {colour} boat, which sinks with {pawns}, {n} of them yours",
        "sends the leak to the {colour} boat, which sinks with {pawns}, {n} of them yours", mine,
        {{"colour", name}, {"pawns", pawn_text}});
  }
  const std::string state = BoatState(b, b.Leaks() + 1, pawns, mine, b.row);
  if (full) {
    return TrFormat(
        // TRANSLATORS: what a vote does, after "this ballot", "your pick" or "a ballot that";
        // {boat_state} describes the boat ("3 leaks for 4 pawns, 2 of them yours, ...").
        "sends the leak to the {colour} boat, full, so a pawn goes overboard there: {boat_state}",
        {{"colour", name}, {"boat_state", state}});
  }
  // TRANSLATORS: what a vote does, after "this ballot", "your pick" or "a ballot that".
  return TrFormat("sends the leak to the {colour} boat: {boat_state}",
                  {{"colour", name}, {"boat_state", state}});
}

}  // namespace

std::string SantaTimeaState::MoveReason(int player, Action action) const {
  if (player < 0 || player >= num_players_) return {};
  if (action >= act::kPlaceBoat && action < act::kSeat) {
    const int colour = (action - act::kPlaceBoat) / kNumLanes;
    const int lane = (action - act::kPlaceBoat) % kNumLanes;
    const std::string lane_number = FormatNumber(lane + 1);
    const std::string island = IslandWords(kLaneIsland[lane]);
    if (colour == kBlack) {
      return TrFormat(
          // TRANSLATORS: a hint's reason: {lane} is a lane's number (1-7), {island} "the left
          // island (6 points a sailor, 8 an officer)".
          "it sends the black boat down lane {lane} to {island}",
          {{"lane", lane_number}, {"island", island}});
    }
    // TRANSLATORS: a hint's reason: {lane} is a lane's number (1-7), {island} "the left island
    // (6 points a sailor, 8 an officer)".
    return TrFormat("it sends your boat down lane {lane} to {island}",
                    {{"lane", lane_number}, {"island", island}});
  }
  if (action >= act::kSeat && action < act::kVote) {
    const Rank rank = static_cast<Rank>((action - act::kSeat) / kNumColours);
    const Boat& b = boats_[(action - act::kSeat) % kNumColours];
    return TrFormat(
        // TRANSLATORS: a hint's reason: {rank} is officer or sailor, {points} "8 points",
        // {votes} a number of votes.
        "your {rank} boards the {colour} boat, worth {points} if it lands, and gives you "
        "{votes} of its overboard votes",
        {{"rank", RankWords(rank)},
         {"colour", ColourWords(b.colour)},
         {"points", TrPlural("{n} point", "{n} points", PawnPoints(b.island(), rank))},
         {"votes", FormatNumber(b.WeightOf(player) + VoteWeight(rank))}});
  }
  if (action == act::kVoteHat) {
    return TrPlural(
        // TRANSLATORS: a hint's reason for playing a Captain's Hat; {n} hats are left after it.
        "your Captain's Hat picks the result if nobody else plays one ({n} hat left after)",
        "your Captain's Hat picks the result if nobody else plays one ({n} hats left after)",
        HatsLeft(player) - 1);
  }
  if (action >= act::kVote && action < act::kPick) {
    return TrFormat(
        // TRANSLATORS: a hint's reason for a vote; {effect} is what it does ("moves the red
        // boat one row on: ...").
        "this ballot {effect}",
        {{"effect", BallotEffect(*this, ballot_.kind, ballot_.boat, action - act::kVote, player)}});
  }
  if (action >= act::kPick && action < act::kOut) {
    // TRANSLATORS: a hint's reason for a pick; {effect} is what it does ("moves the red boat
    // one row on: ...").
    return TrFormat("your pick {effect}",
                    {{"effect", BallotEffect(*this, last_ballot_.kind, last_ballot_.boat,
                                             action - act::kPick, player)}});
  }
  if (action >= act::kSay && action < act::kSay + kNumColours) {
    return TrFormat(
        // TRANSLATORS: a hint's reason for an announcement; {effect} is what the ballot asked
        // for does ("moves the red boat one row on: ...").
        "an announcement binds nothing, but asks for a ballot that {effect}",
        {{"effect", BallotEffect(*this, ballot_.kind, ballot_.boat, action - act::kSay, player)}});
  }
  if (action >= act::kOut && action < act::kBoard) {
    const Rank rank = static_cast<Rank>((action - act::kOut) / kNumColours);
    const Boat& b = boats_[(action - act::kOut) % kNumColours];
    return TrFormat(
        // TRANSLATORS: a hint's reason: {rank} is officer or sailor, {boat_state} describes
        // the boat ("3 leaks for 4 pawns, 2 of them yours, ...").
        "your {rank} leaves the {colour} boat ({boat_state}) to board another",
        {{"rank", RankWords(rank)},
         {"colour", ColourWords(b.colour)},
         {"boat_state", BoatState(b, b.Leaks(), b.Pawns(), b.PawnsOf(player), b.row)}});
  }
  if (action >= act::kBoard && action < act::kSay) {
    const Boat& b = boats_[action - act::kBoard];
    const Rank rank = behind_.empty() ? Rank::kSailor : behind_.back().rank;
    return TrFormat(
        // TRANSLATORS: a hint's reason: {rank} is officer or sailor, {boat_state} describes
        // the boat ("3 leaks for 4 pawns, 2 of them yours, ...").
        "your {rank} boards the {colour} boat: {boat_state}",
        {{"rank", RankWords(rank)},
         {"colour", ColourWords(b.colour)},
         {"boat_state", BoatState(b, b.Leaks(), b.Pawns() + 1, b.PawnsOf(player) + 1, b.row)}});
  }
  return {};
}

}  // namespace tinsel::santa
