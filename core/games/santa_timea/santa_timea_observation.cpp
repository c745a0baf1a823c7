// Santa Timea as each player sees it: the JSON observation (others' votes stay hidden until
// the reveal), resampling those votes for a bot, which actions are public, the debug dump.
// No ComponentTotals: State's default (nothing counted by the conformance tests).

#include "games/santa_timea/santa_timea.h"
#include "tinsel/text_builder.h"

namespace tinsel::santa {
namespace {

using nlohmann::json;

const char* StatusName(BoatStatus status) {
  switch (status) {
    case BoatStatus::kUnplaced:
      return "unplaced";
    case BoatStatus::kAtSea:
      return "at sea";
    case BoatStatus::kLanded:
      return "landed";
    case BoatStatus::kSunk:
      return "sunk";
  }
  return "?";
}

const char* PhaseName(Phase phase) {
  switch (phase) {
    case Phase::kSetup:
      return "setup";
    case Phase::kLeak:
      return "1 leak";
    case Phase::kMove:
      return "2 move";
    case Phase::kChange:
      return "3 change boats";
    case Phase::kOver:
      return "over";
  }
  return "?";
}

const char* StepName(Step step) {
  switch (step) {
    case Step::kChooseStart:
      return "choose start player";
    case Step::kPlaceBoat:
      return "place boat";
    case Step::kPlaceBlack:
      return "place black boat";
    case Step::kSeatPawn:
      return "seat pawn";
    case Step::kVote:
      return "vote";
    case Step::kPick:
      return "pick";
    case Step::kLeaveBoat:
      return "leave boat";
    case Step::kBoard:
      return "board";
    case Step::kGameOver:
      return "game over";
  }
  return "?";
}

const char* RuleName(TallyRule rule) {
  switch (rule) {
    case TallyRule::kOnlyOption:
      return "only option";
    case TallyRule::kMajority:
      return "majority";
    case TallyRule::kTie:
      return "tie";
    case TallyRule::kOneHat:
      return "one hat";
    case TallyRule::kHatsCancel:
      return "hats cancel";
    case TallyRule::kHatsCancelTie:
      return "hats cancel, tie";
    case TallyRule::kAllHats:
      return "all hats";
  }
  return "?";
}

std::string Card(int vote) {
  if (vote == kHatVote) return "hat";
  return SantaTimeaState::ColourName(vote);
}

json Options(OptionMask mask) {
  json list = json::array();
  for (int c = 0; c < kNumColours; ++c) {
    if (HasOption(mask, c)) list.push_back(SantaTimeaState::ColourName(c));
  }
  return list;
}

json SeatJson(const Seat& seat) {
  if (seat.empty()) return nullptr;
  if (seat.leak()) return "leak";
  return {{"player", seat.player}, {"rank", RankName(seat.rank)}};
}

}  // namespace

json SantaTimeaState::BoatsJson() const {
  json boats = json::array();
  for (int c = 0; c < kNumColours; ++c) {
    if (!InPlay(c)) continue;
    const Boat& b = boats_[c];
    json seats = json::array();
    for (const Seat& seat : b.seats) seats.push_back(SeatJson(seat));
    json boat = {{"colour", ColourName(c)}, {"owner", b.owner},   {"status", StatusName(b.status)},
                 {"row", b.row + 1},        {"leaks", b.Leaks()}, {"seats", seats}};
    boat["lane"] = b.lane >= 0 ? json(b.lane + 1) : json(nullptr);
    boat["island"] =
        b.lane >= 0 ? json(std::string(kIslands[IslandIndex(b.island())].name)) : json(nullptr);
    boat["landing_stage"] = b.landing_stage >= 0 ? json(b.landing_stage + 1) : json(nullptr);
    boat["left_this_turn_by"] = left_by_[c];
    boats.push_back(boat);
  }
  return boats;
}

json SantaTimeaState::CrewsJson(const std::vector<double>& scores) const {
  json crews = json::array();
  for (int p = 0; p < num_players_; ++p) {
    const Crew& crew = crew_[p];
    json landed = json::object();
    for (int i = 0; i < kNumIslands; ++i) {
      landed[std::string(kIslands[i].name)] = {{"officer", crew.landed[i][0]},
                                               {"sailor", crew.landed[i][1]}};
    }
    crews.push_back({{"colour", ColourName(p)},
                     {"unseated", {{"officer", crew.unseated[0]}, {"sailor", crew.unseated[1]}}},
                     {"landed", landed},
                     {"lost", {{"officer", crew.lost[0]}, {"sailor", crew.lost[1]}}},
                     {"hats_left", crew.hats},
                     {"score", scores[p]}});
  }
  return crews;
}

json SantaTimeaState::OpenBallotJson() const {
  if (step_ != Step::kVote) return nullptr;
  json voters = json::array();
  for (int p = 0; p < num_players_; ++p) {
    if (ballot_.weights[p] == 0) continue;
    voters.push_back(
        {{"player", p}, {"weight", ballot_.weights[p]}, {"voted", ballot_.votes[p] != kNoVote}});
  }
  return {{"kind", BallotKindName(ballot_.kind)},
          {"number", ballot_.number},
          {"boat", ballot_.boat >= 0 ? json(ColourName(ballot_.boat)) : json(nullptr)},
          {"options", Options(ballot_.options)},
          {"voters", voters}};
}

json SantaTimeaState::LastBallotJson() const {
  if (last_ballot_.kind == BallotKind::kNone) return nullptr;
  const BallotRecord& r = last_ballot_;
  json cards = json::array();
  for (int p = 0; p < num_players_; ++p) {
    if (r.votes[p] == kNoVote) continue;
    cards.push_back({{"player", p}, {"card", Card(r.votes[p])}, {"weight", r.weights[p]}});
  }
  json counts = json::object();
  for (int c = 0; c < kNumColours; ++c) {
    if (HasOption(r.options, c)) counts[ColourName(c)] = r.tally.counts[c];
  }
  return {{"kind", BallotKindName(r.kind)},
          {"number", r.number},
          {"boat", r.boat >= 0 ? json(ColourName(r.boat)) : json(nullptr)},
          {"cards", cards},
          {"counts", counts},
          {"hats", r.tally.hats},
          {"rule", RuleName(r.tally.rule)},
          {"picker", r.tally.picker},
          {"pick_options", Options(r.tally.pick_options)},
          {"result", r.result >= 0 ? json(ColourName(r.result)) : json(nullptr)},
          {"explanation", ExplainBallot(last_ballot_, /*english=*/true)}};
}

nlohmann::json SantaTimeaState::ObservationJson(int viewer) const {
  json obs;
  obs["game"] = "santa-timea";
  obs["players"] = num_players_;
  obs["phase"] = PhaseName(phase_);
  obs["step"] = StepName(step_);
  obs["turn"] = turn_;
  obs["current_player"] = CurrentPlayer();
  obs["start_player"] = start_player_;
  obs["leak_supply"] = leak_supply_;
  obs["boats"] = BoatsJson();
  const std::vector<double> scores = Scores();
  obs["crews"] = CrewsJson(scores);

  json landing = json::array();
  for (int8_t b : landing_order_) landing.push_back(ColourName(b));
  obs["landing_order"] = landing;

  json behind = json::array();
  for (const Behind& b : behind_) {
    behind.push_back(
        {{"player", b.player}, {"rank", RankName(b.rank)}, {"from", ColourName(b.from_boat)}});
  }
  obs["behind"] = behind;

  obs["ballot"] = OpenBallotJson();
  obs["last_ballot"] = LastBallotJson();

  json said = json::array();
  for (const Announcement& a : announcements_) {
    said.push_back({{"ballot", a.ballot}, {"player", a.player}, {"says", ColourName(a.colour)}});
  }
  obs["announcements"] = said;
  json log = json::array();
  for (const Event& e : events_) log.push_back(DescribeEvent(e, /*english=*/true));
  obs["events"] = log;
  obs["scores"] = scores;
  if (IsTerminal()) obs["winners"] = Winners();

  if (viewer >= 0 && viewer < num_players_) {
    json own = {{"player", viewer}, {"colour_cards", json::array()}, {"hats", crew_[viewer].hats}};
    for (int c : ColourCards(viewer)) own["colour_cards"].push_back(ColourName(c));
    const std::optional<int> vote = OwnPendingVote(viewer);
    own["pending_vote"] = vote ? json(Card(*vote)) : json(nullptr);
    obs["you"] = own;
  }
  return obs;
}

std::string SantaTimeaState::ToString() const {
  TextBuilder out;
  out << "Santa Timea, " << num_players_ << " players; phase " << PhaseName(phase_) << ", step "
      << StepName(step_) << ", turn " << turn_ << ", current " << CurrentPlayer() << ", start "
      << start_player_ << ", leaks in supply " << leak_supply_ << "\n";
  for (int c = 0; c < kNumColours; ++c) {
    if (!InPlay(c)) continue;
    const Boat& b = boats_[c];
    out << ColourName(c) << ": " << StatusName(b.status) << " lane " << b.lane + 1 << " row "
        << b.row + 1 << " stage " << b.landing_stage + 1 << " left_by " << int(left_by_[c])
        << " seats";
    for (const Seat& s : b.seats) {
      if (s.empty()) out << " _";
      if (s.leak()) out << " L";
      if (s.pawn()) out << " " << int(s.player) << (s.rank == Rank::kOfficer ? "O" : "s");
    }
    out << "\n";
  }
  for (int p = 0; p < num_players_; ++p) {
    const Crew& c = crew_[p];
    out << "player " << p << ": unseated " << int(c.unseated[0]) << "O" << int(c.unseated[1])
        << "s landed";
    for (const auto& island : c.landed)
      out << " " << int(island[0]) << "O" << int(island[1]) << "s";
    out << " lost " << int(c.lost[0]) << "O" << int(c.lost[1]) << "s hats " << int(c.hats) << "\n";
  }
  out << "ballot " << ballot_.number << " " << BallotKindName(ballot_.kind) << " boat "
      << int(ballot_.boat) << " options " << int(ballot_.options) << " votes";
  for (int p = 0; p < num_players_; ++p) {
    out << " " << int(ballot_.votes[p]) << "/" << int(ballot_.weights[p]) << "/"
        << int(ballot_.said[p]);
  }
  out << "\nlast ballot " << last_ballot_.number << " " << BallotKindName(last_ballot_.kind)
      << " result " << int(last_ballot_.result) << " picker " << last_ballot_.tally.picker
      << " pick options " << int(last_ballot_.tally.pick_options) << "\nbehind";
  for (const Behind& b : behind_) {
    out << " " << int(b.player) << RankName(b.rank) << "@" << int(b.from_boat);
  }
  out << "\nlanding order";
  for (int8_t b : landing_order_) out << " " << ColourName(b);
  out << "\nannouncements " << announcements_.size() << ", events " << events_.size() << "\n";
  return out.str();
}

std::optional<int> SantaTimeaState::OwnPendingVote(int viewer) const {
  if (step_ != Step::kVote || viewer < 0 || viewer >= num_players_) return std::nullopt;
  if (ballot_.votes[viewer] == kNoVote) return std::nullopt;
  return ballot_.votes[viewer];
}

void SantaTimeaState::ResampleInto(int player, Rng& rng, std::unique_ptr<State>& world) const {
  SantaTimeaState& copy = CopyInto(world);
  if (step_ != Step::kVote) return;
  for (int q = 0; q < num_players_; ++q) {
    if (q == player || ballot_.votes[q] == kNoVote) continue;
    int choices[kNumColours + 1];
    int count = 0;
    for (int c = 0; c < kNumColours; ++c) {
      if (HasOption(ballot_.options, c)) choices[count++] = c;
    }
    if (crew_[q].hats > 0) choices[count++] = kHatVote;
    copy.ballot_.votes[q] = static_cast<int8_t>(choices[rng.Below(count)]);
  }
}

void SantaTimeaState::DisguiseHistory(const State& initial, int viewer, const State& world,
                                      std::vector<Action>& history) const {
  // Votes are revealed together once all are in: only the open ballot's are secret.
  if (step_ != Step::kVote) return;
  const auto& made_up = static_cast<const SantaTimeaState&>(world);
  SantaTimeaState walker = static_cast<const SantaTimeaState&>(initial);
  for (Action& action : history) {
    const int voter = walker.CurrentPlayer();
    const Action cast = action;
    if (voter >= 0 && voter != viewer && action >= act::kVote && action <= act::kVoteHat &&
        walker.ballot_.number == ballot_.number) {
      action = act::kVote + made_up.ballot_.votes[voter];
    }
    walker.ApplyLegalAction(cast);
  }
}

bool SantaTimeaState::IsPublicAction(int /*player*/, Action action) const {
  return !(action >= act::kVote && action <= act::kVoteHat);
}

}  // namespace tinsel::santa
