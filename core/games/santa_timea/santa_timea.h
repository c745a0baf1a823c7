// Santa Timea (Ronald Wettering; Z-Man Games): a ship catastrophe for 3-6 players.
//
// RULES IN SHORT. Each player has a lifeboat of their colour, 2 officers and 5 sailors (4
// with 5-6 players), one colour card per boat in play and 3 Captain's Hats. There is also
// a black boat. A random start player; from the start player clockwise each puts their
// boat on an empty start field (lane), the start player puts the black boat, then pawns
// are seated one at a time clockwise into any empty seat of any boat. Each turn:
//  1. Leak: everyone votes for a boat at sea; the leak takes an empty seat. In a full boat
//     the players with pawns in it vote whose pawn is thrown overboard (officer 2 votes,
//     sailor 1; a sailor leaves before an officer of the same colour); the leak takes
//     that seat.
//  2. Move: everyone votes for a boat at sea; it moves one row. The move from the last row
//     lands: the pawns go to the lane's island, the boat takes the next landing stage.
//  3. Change boats: from the start player clockwise each player takes one own pawn out of
//     a boat (only one pawn may leave each boat); then in reverse order each puts it into a
//     different boat with an empty seat, or it drowns.
// After every phase a boat with more leaks than pawns sinks with all hands. The start
// player passes left. The game ends when every boat has landed or sunk. Points per pawn:
// left island 6 sailor / 8 officer, middle 4 / 6, right 5 / 7. Ties: the tied player
// whose boat landed first wins.
//
// RULINGS USED (the project's rulings for Santa Timea, shown on the in-app rules page; their
// text is in rules.json): 1 7 lanes x 4 rows, lanes 1-2 left, 3-5 middle, 6-7
// right; 2 6 seats per boat, 15 leaks, leaks of a sunk boat go back to the supply (a landed
// boat keeps its leaks), no leak left: phase 1 is skipped; 3 crews and cards; 4 setup; 5 a
// ballot may name only a legal option, ties; 6 hats are spent even when cancelled; 7 sinking
// after every phase; 8 phase 3 is compulsory for whoever can; 9 landing, points and ties (a
// landed boat beats a sunk one; all tied boats sunk: shared); 10 announcements; 11 a ballot
// with one legal option needs no cards; 12 a lone hat picks any legal option.
//
// HOW THIS ENGINE MODELS IT
//  - Ballots are sequential secret moves from the start player clockwise (eligible voters
//    only), revealed together after the last one. A ballot with a single legal option is
//    decided at once without cards.
//  - A Captain's Hat is the vote "vote hat". After the reveal, if exactly one hat was
//    played its player makes a follow-up decision "pick <colour>" among all legal options.
//    Ties, and ballots where every card was a hat, are picked the same way by the start
//    player. A pick among a single option is made automatically.
//  - Announcements (ruling 10): while a ballot is open, the voter to move may first post
//    one non-binding "say <colour>" per ballot. It is public and binds nothing.
//  - The start player chance node happens first. Drowning for want of a seat in phase 3
//    and phase 3 steps of players with no pawn that may leave are automatic.
//
// TEXT FORMS (canonical; StringToAction accepts exactly these):
//   start 2                  chance: seat 2 (1-based) is the first start player
//   boat red @ lane 3        place your boat on start field 3 (lanes 1-7)
//   black @ lane 5           the start player places the black boat
//   seat officer in blue     seat one of your officers / "seat sailor in blue"
//   vote red | vote hat      a secret vote (a boat, or a colour in a throw-overboard ballot)
//   say red                  a public, non-binding announcement before voting
//   pick red                 hat player's or start player's pick after the reveal
//   officer out of blue      phase 3: take your officer out / "sailor out of blue"
//   board green              phase 3: re-board the pawn you took out
//
// FILES (the layout every game has): santa_timea_game.cpp the Game; rules.json the rules
// page (data); _rules.cpp setup, the three phases, sinking, scores; _legality.cpp refusals;
// _text.cpp action text, log sentences, ballot explanations; _observation.cpp what a player sees;
// _reasons.cpp why a move is worth making (hints, review); _bot.* the heuristic bot. Data and
// helpers: board.h, crew.h, ballot.* (counting a ballot), tinsel/fixed_vector.h.
#pragma once

#include <array>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "games/santa_timea/ballot.h"
#include "games/santa_timea/board.h"
#include "games/santa_timea/crew.h"
#include "tinsel/fixed_vector.h"
#include "tinsel/game.h"
#include "tinsel/state_of.h"

namespace tinsel {
struct GameEntry;  // tinsel/registry.h
}  // namespace tinsel

namespace tinsel::santa {

const Game& SantaTimea();

// What the registry knows of the game (its _manifest.cpp).
GameEntry Manifest();

// ---- Actions (see TEXT FORMS above) ----
namespace act {
constexpr Action kStart = 0;        // + seat
constexpr Action kPlaceBoat = 100;  // + colour * 7 + lane
constexpr Action kSeat = 200;       // + rank * 7 + boat
constexpr Action kVote = 300;       // + colour; kVote + kHatVote is the hat
constexpr Action kPick = 400;       // + colour
constexpr Action kOut = 500;        // + rank * 7 + boat
constexpr Action kBoard = 600;      // + boat
constexpr Action kSay = 700;        // + colour
constexpr Action kVoteHat = kVote + kHatVote;

constexpr Action Start(int seat) { return kStart + seat; }
constexpr Action PlaceBoat(int colour, int lane) { return kPlaceBoat + colour * kNumLanes + lane; }
constexpr Action SeatPawn(Rank rank, int boat) {
  return kSeat + RankIndex(rank) * kNumColours + boat;
}
constexpr Action Vote(int colour) { return kVote + colour; }
constexpr Action Pick(int colour) { return kPick + colour; }
constexpr Action Out(Rank rank, int boat) { return kOut + RankIndex(rank) * kNumColours + boat; }
constexpr Action Board(int boat) { return kBoard + boat; }
constexpr Action Say(int colour) { return kSay + colour; }
}  // namespace act

enum class BoatStatus : int8_t { kUnplaced, kAtSea, kLanded, kSunk };

struct Boat {
  int8_t colour = 0;
  int8_t owner = -1;  // the seat whose boat it is; -1 for the black boat
  int8_t lane = -1;   // 0-based; -1 until placed
  int8_t row = 0;     // 0-based wave row (0 = start field)
  BoatStatus status = BoatStatus::kUnplaced;
  int8_t landing_stage = -1;                // 0-based order of landing
  std::array<Seat, kSeatsPerBoat> seats{};  // change only through Set/Fill (counts below)

  bool AtSea() const { return status == BoatStatus::kAtSea; }
  int Leaks() const { return leaks_; }
  int Pawns() const { return pawns_; }
  int EmptySeats() const { return kSeatsPerBoat - leaks_ - pawns_; }
  int PawnsOf(int player) const { return by_[player][0] + by_[player][1]; }
  int PawnsOf(int player, Rank rank) const { return by_[player][RankIndex(rank)]; }
  // Throw-overboard votes of `player` in this boat.
  int WeightOf(int player) const {
    return by_[player][RankIndex(Rank::kOfficer)] * VoteWeight(Rank::kOfficer) +
           by_[player][RankIndex(Rank::kSailor)] * VoteWeight(Rank::kSailor);
  }
  Island island() const { return kLaneIsland[lane]; }

  // Puts `seat` on seat i, keeping the counts in step.
  void Set(int i, Seat seat);
  // Puts `seat` on the first empty seat (there must be one).
  void Fill(Seat seat);

 private:
  // Counts kept with the seats, so the search's many legality checks need no seat scans.
  int8_t leaks_ = 0;
  int8_t pawns_ = 0;
  std::array<std::array<int8_t, kNumRanks>, kMaxPlayers> by_{};  // [player][rank] pawns
};

// One player's pawns outside the boats, and cards.
struct Crew {
  std::array<int8_t, kNumRanks> unseated{};                         // not yet seated (setup)
  std::array<std::array<int8_t, kNumRanks>, kNumIslands> landed{};  // [island][rank]
  std::array<int8_t, kNumRanks> lost{};                             // drowned or thrown over
  int8_t hats = kHatsPerPlayer;                                     // Captain's Hats left
};

// A pawn taken out of a boat in phase 3, waiting behind that boat to re-board.
struct Behind {
  int8_t player = -1;
  Rank rank = Rank::kSailor;
  int8_t from_boat = -1;
};
// At most one pawn leaves each boat per turn; each boat lands at most once.
using BehindList = FixedVector<Behind, kNumColours>;
using LandingOrder = FixedVector<int8_t, kNumColours>;

enum class Phase : int8_t { kSetup, kLeak, kMove, kChange, kOver };
enum class Step : int8_t {
  kChooseStart,  // chance
  kPlaceBoat,
  kPlaceBlack,
  kSeatPawn,
  kVote,
  kPick,
  kLeaveBoat,
  kBoard,
  kGameOver,
};

// The ballot being voted on. Votes stay hidden: use the accessors on the state.
struct Ballot {
  BallotKind kind = BallotKind::kNone;
  int8_t boat = -1;  // throw-overboard: the full boat
  OptionMask options = 0;
  std::array<int8_t, kMaxPlayers> weights{};  // 0: not eligible
  std::array<int8_t, kMaxPlayers> votes{-1, -1, -1, -1, -1, -1};
  std::array<int8_t, kMaxPlayers> said{-1, -1, -1, -1, -1, -1};  // announcements
  int number = 0;  // ballots held so far, this one included
};

// A revealed ballot: every card, the tally, and the result once settled.
struct BallotRecord {
  BallotKind kind = BallotKind::kNone;
  int8_t boat = -1;
  OptionMask options = 0;
  std::array<int8_t, kMaxPlayers> weights{};
  std::array<int8_t, kMaxPlayers> votes{-1, -1, -1, -1, -1, -1};
  Tally tally;
  int8_t start_player = -1;
  int8_t result = -1;     // -1 while a pick is pending
  int8_t picked_by = -1;  // who picked, when a pick was needed
  int number = 0;
};

struct Announcement {
  int ballot;  // Ballot::number
  int8_t player;
  int8_t colour;
};

// Things the rules did on their own, for the log.
struct Event {
  enum class Kind : int8_t {
    kLeak,         // a leak went into `boat`
    kOverboard,    // `player`'s `rank` was thrown out of `boat`
    kMoved,        // `boat` moved to row `value` (0-based)
    kLanded,       // `boat` landed at stage `value` (0-based)
    kSank,         // `boat` sank, `value` pawns lost
    kLeft,         // `player` took a `rank` out of `boat`
    kBoarded,      // `player` put a `rank` into `boat`
    kDrowned,      // `player`'s `rank` from `boat` found no seat
    kNoLeaks,      // phase 1 skipped: the supply is empty
    kStartPlayer,  // `player` is the start player of a new turn
  };
  Kind kind;
  int8_t player = -1;
  int8_t boat = -1;
  Rank rank = Rank::kSailor;
  int8_t value = 0;
};

class SantaTimeaState final : public StateOf<SantaTimeaState> {
 public:
  explicit SantaTimeaState(int players);

  // ---- tinsel::State ----
  const Game& GetGame() const override { return SantaTimea(); }
  int NumPlayers() const override { return num_players_; }
  int CurrentPlayer() const override;
  std::vector<Action> LegalActions() const override;
  std::vector<std::pair<Action, double>> ChanceOutcomes() const override;
  // Search fast paths: no allocation.
  void LegalActionsInto(std::vector<Action>& out) const override;
  Action SampleChanceOutcome(Rng& rng) const override;
  std::string WhyIllegal(Action action) const override;
  std::string ActionToString(int player, Action action) const override;
  std::optional<Action> StringToAction(int player, const std::string& text) const override;
  std::string DescribeAction(int player, Action action, int viewer) const override;
  std::vector<TableNewsItem> TableNews(const std::vector<std::string>& seat_names) const override;
  std::vector<std::string> ScoreBreakdown(int seat,
                                          const std::vector<std::string>& seat_log) const override;
  bool IsPublicAction(int player, Action action) const override;
  // Islands, leaks, sinking and overboard votes (santa_timea_reasons.cpp).
  std::string MoveReason(int player, Action action) const override;
  void ScoresInto(std::vector<double>& out) const override;
  void WinnersInto(std::vector<bool>& out) const override;
  // Points from `player`'s landed pawns (Scores() per seat).
  int PointsOf(int player) const;
  void ResampleInto(int player, Rng& rng, std::unique_ptr<State>& world) const override;
  // Other seats' votes in the ballot still open become `world`'s (HistoryDisguise, registry.h).
  void DisguiseHistory(const State& initial, int viewer, const State& world,
                       std::vector<Action>& history) const;
  bool HasPrivateInformation() const override { return step_ == Step::kVote; }
  nlohmann::json ObservationJson(int viewer) const override;
  std::string ToString() const override;

  // ---- Public view (everything here is visible to every player) ----
  Phase phase() const { return phase_; }
  Step step() const { return step_; }
  int turn() const { return turn_; }  // 1-based once play starts
  int start_player() const { return start_player_; }
  const std::array<Boat, kNumColours>& boats() const { return boats_; }
  const Boat& boat(int colour) const { return boats_[colour]; }
  bool InPlay(int colour) const { return colour == kBlack || colour < num_players_; }
  int leak_supply() const { return leak_supply_; }
  int LeaksOnBoats() const;
  const Crew& crew(int player) const { return crew_[player]; }
  int SeatedPawns(int player) const;
  int LandedPawns(int player) const;
  int LostPawns(int player) const;
  int UnseatedPawns(int player) const;
  int BehindPawns(int player) const;  // taken out in phase 3, not yet re-boarded
  // Colour cards in `player`'s hand: one per boat in play (always taken back).
  std::vector<int> ColourCards(int player) const;
  int HatsLeft(int player) const { return crew_[player].hats; }
  // Boats in landing order.
  const LandingOrder& landing_order() const { return landing_order_; }
  // Phase 3: who took a pawn out of `boat` this turn (-1: nobody), the pawns waiting.
  int LeftBy(int boat) const { return left_by_[boat]; }
  const BehindList& behind() const { return behind_; }

  // The open ballot: kind, boat, options, who may vote and with what weight, who voted.
  BallotKind ballot_kind() const { return ballot_.kind; }
  int ballot_boat() const { return ballot_.boat; }
  OptionMask ballot_options() const { return ballot_.options; }
  int ballot_number() const { return ballot_.number; }
  bool IsEligible(int player) const { return ballot_.weights[player] > 0; }
  int BallotWeight(int player) const { return ballot_.weights[player]; }
  bool HasVoted(int player) const { return ballot_.votes[player] != kNoVote; }
  bool HasAnnounced(int player) const { return ballot_.said[player] >= 0; }
  // A vote (no announcement) of an eligible voter still to vote, while another voter votes.
  std::vector<Action> EarlyActions(int player) const override;
  // `viewer`'s own pending vote (a colour or kHatVote), to show that viewer only.
  std::optional<int> OwnPendingVote(int viewer) const;
  // The last revealed ballot (kind kNone before the first), and a sentence about it.
  const BallotRecord& last_ballot() const { return last_ballot_; }
  // The ballot revealed before the last one. A ballot whose result opens another that has a
  // single possible outcome (an overboard vote in a boat with one crew) is replaced at once as
  // the last ballot: this keeps its cards, so they can still be shown.
  const BallotRecord& previous_ballot() const { return previous_ballot_; }
  std::string ExplainLastBallot() const { return ExplainBallot(last_ballot_); }
  // What a revealed ballot decided and why, in words (the player's language).
  std::string ExplainBallot(const BallotRecord& record) const;
  // While step() == kPick: who picks and among what (also in last_ballot().tally).
  int picker() const { return last_ballot_.tally.picker; }
  OptionMask pick_options() const { return last_ballot_.tally.pick_options; }

  const std::vector<Announcement>& announcements() const { return announcements_; }
  const std::vector<Event>& events() const { return events_; }
  // What happened, in words (the player's language).
  std::string DescribeEvent(const Event& event) const;
  // The player a colour names ("red" -> seat 1); black -> -1.
  int ColourOwner(int colour) const { return colour == kBlack ? -1 : colour; }
  // "red": the canonical word (action text, observations, dumps), never translated.
  static std::string ColourName(int colour);
  // The words a player reads, in the player's language: a colour ("red") and a seat by its
  // colour ("Red"), for the log, the news and the views.
  static std::string ColourWords(int colour);
  static std::string PlayerName(int player);  // "Red"

 protected:
  void DoApplyAction(Action action) override;

 private:
  int NextSeat(int player) const { return (player + 1) % num_players_; }
  void AddLegalLeave(int player, std::vector<Action>* out) const;
  bool CanLeave(int player) const;
  std::string WhyIllegalForStep(Action action) const;
  // WhyIllegalForStep for each kind of move: placing a boat, seating a pawn, a vote or an
  // announcement, a pick, leaving a boat, boarding one.
  std::string WhyNotPlaceBoat(Action action) const;
  std::string WhyNotSeat(Action action) const;
  std::string WhyNotVote(Action action) const;
  std::string WhyNotPick(Action action) const;
  std::string WhyNotLeave(Action action) const;
  std::string WhyNotBoard(Action action) const;
  // DescribeEvent and ExplainBallot in English whatever the language (`english`), for
  // ObservationJson, whose texts are canonical.
  std::string DescribeEvent(const Event& event, bool english) const;
  std::string ExplainBallot(const BallotRecord& record, bool english) const;
  // ObservationJson's parts: the boats, each player's crew, the open ballot, the last one.
  nlohmann::json BoatsJson() const;
  nlohmann::json CrewsJson(const std::vector<double>& scores) const;
  nlohmann::json OpenBallotJson() const;
  nlohmann::json LastBallotJson() const;

  void FinishSetupStep();
  void StartTurn();
  void StartMovePhase();
  void StartChangePhase();
  void OpenBallot(BallotKind kind, int boat, OptionMask options,
                  const std::array<int8_t, kMaxPlayers>& weights);
  void AdvanceVoter();
  void Reveal();
  void Resolve(int result);
  void PlaceLeak(int boat);
  void ThrowOverboard(int boat, int player);
  void MoveBoat(int boat);
  void EndPhase();
  void AdvanceLeaving();
  void AdvanceBoarding();
  void CheckSinking();
  bool AnyBoatAtSea() const;
  OptionMask BoatsAtSea() const;
  void GameOver();
  void Log(Event event) { events_.push_back(event); }

  int num_players_;
  Phase phase_ = Phase::kSetup;
  Step step_ = Step::kChooseStart;
  int current_ = kChancePlayer;
  int start_player_ = -1;
  int turn_ = 0;
  int leak_supply_ = kLeakSupply;
  std::array<Boat, kNumColours> boats_{};
  std::array<Crew, kMaxPlayers> crew_{};
  LandingOrder landing_order_;
  Ballot ballot_;
  BallotRecord last_ballot_;
  BallotRecord previous_ballot_;
  int pending_leak_boat_ = -1;  // a full boat waiting for its throw-overboard ballot
  // Phase 3.
  std::array<int8_t, kNumColours> left_by_{};
  BehindList behind_;
  int change_offset_ = 0;  // next seat offset from the start player in the leaving round
  int board_index_ = -1;   // index into behind_ of the pawn boarding now
  std::vector<Announcement> announcements_;
  std::vector<Event> events_;
};

class SantaTimeaGame : public Game {
 public:
  std::string Id() const override { return "santa-timea"; }
  std::string Name() const override { return "Santa Timea"; }
  std::string Pitch() const override;
  int MinPlayers() const override { return kMinPlayers; }
  int MaxPlayers() const override { return kMaxPlayers; }
  int MaxHistoryLength(int players, const Options& options) const override;
  std::string ChanceSinceWords() const override;
  std::string EarlyActionsTitle() const override;
  std::unique_ptr<State> MakeInitialState(int players, const Options& options,
                                          int rules_version) const override;
};

}  // namespace tinsel::santa
