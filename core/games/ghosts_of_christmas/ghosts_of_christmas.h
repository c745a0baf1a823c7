// Ghosts of Christmas (3-4 players): a trick-taking game with three simultaneous tricks.
//
// Rules in short: 48 cards, Hearts/Bells/Stars/Candles 1-12
// (3 players: without the 1-3s, 36 cards); all cards are dealt, 12 each. A game is one
// hand per player. Each hand the players bid openly from the start player (purple doors,
// optionally one red door), then play 4 rounds. In a round, from the start player
// clockwise, each player plays one card at a time into an era (Past, Present, Future)
// they have not played into yet, until everyone has played one card into every era. The
// first card into an era sets its dial; later cards into that era must follow the dial
// suit when possible. Then the tricks are scored in order Past, Present, Future: the start
// player's card sets the scoring suit, the highest Heart wins, else the highest card of the
// scoring suit; the winner takes a wreath and the start player marker, and so sets the
// next era's scoring suit. A hand scores 2 VP per wreath (1 VP with a red door) when the
// bid is met, else 0. Tiny Tim variant: no bids, a fixed table per wreath count. Beyond
// variant: a fourth era, 3 rounds of 4 tricks.
//
// Rulings used (the project's rulings for Ghosts of Christmas, shown on the in-app rules
// page; their text is in rules.json): 1 (deck), 2 (hands and rounds;
// 12 tricks per hand), 3 (bids: success when P <= W <= P + R), 4 (play order, dials, follow
// rule), 5 (scoring tricks and the leader chain), 6 (Tiny Tim tables), 7 (the start marker
// carries over between rounds and hands; the first start player is random; ties share),
// 9 (Tiny Tim with Beyond uses the same tables).
//
// Chance: the first start player is one chance node ("start 2"); each card dealt is one
// chance node ("deal H7 to 2": dealing goes round from the start player). Seats in action
// text count from 0. Card text: "H7" = 7 of Hearts (H, B, S, C). See actions.h.
//
// Files (the layout every game has): ghosts_of_christmas_game.cpp the Game; _rulings.cpp the
// rules page; _rules.cpp the deal, bids, play, scoring; _legality.cpp refusals; _text.cpp
// action text, log sentences and the sentences that explain scoring; _observation.cpp what a
// player sees; _reasons.cpp why a move is worth making (hints, review); _bot.* the heuristic bot.
// Data and helpers: cards.*, actions.*, redeal.* (resampling hidden hands), trick_model.* (the
// bot's win chances).
#pragma once

#include <array>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "games/ghosts_of_christmas/actions.h"
#include "games/ghosts_of_christmas/cards.h"
#include "tinsel/game.h"
#include "tinsel/state_of.h"

namespace tinsel {
struct GameEntry;  // tinsel/registry.h
}  // namespace tinsel

namespace tinsel::ghosts {

enum class Phase : int { kChooseStart, kDeal, kBid, kPlay, kGameOver };

// One scored trick (era) of a completed round.
struct TrickResult {
  int era = 0;
  int leader = -1;             // start player when this trick was scored
  int scoring_suit = kNoSuit;  // suit of the leader's card
  int dial = kNoSuit;          // suit the dial showed
  int winner = -1;
  bool by_trump = false;  // won with a Heart (when the scoring suit is not Hearts)
  std::array<int8_t, kMaxPlayers> cards{-1, -1, -1, -1};  // card per seat
};

// The last completed round, for the UI's trick summary.
struct RoundResult {
  bool valid = false;
  int hand = 0;   // 0-based
  int round = 0;  // 0-based
  int num_eras = 0;
  std::array<TrickResult, kMaxEras> tricks{};
};

// A completed hand, for an end-of-hand summary.
struct HandResult {
  std::array<int, kMaxPlayers> purple{};  // doors mode only
  std::array<bool, kMaxPlayers> red{};    // doors mode only
  std::array<int, kMaxPlayers> wreaths{};
  std::array<bool, kMaxPlayers> success{};  // bid met (Tiny Tim: scored any points)
  std::array<int, kMaxPlayers> points{};
};

class GhostsOfChristmasGame : public Game {
 public:
  // 2: the door supply limits bids (rulings 8).
  int RulesVersion() const override { return 2; }
  std::string Id() const override { return "ghosts-of-christmas"; }
  std::string Name() const override { return "Ghosts of Christmas"; }
  std::string Pitch() const override;
  int MinPlayers() const override { return 3; }
  int MaxPlayers() const override { return 4; }
  std::vector<OptionSpec> OptionSpecs() const override;
  int MaxHistoryLength(int players, const Options& options) const override;
  std::string ChanceSinceWords() const override;
  std::unique_ptr<State> MakeInitialState(int players, const Options& options,
                                          int rules_version) const override;
};

const Game& GhostsOfChristmas();

// What the registry knows of the game (its _manifest.cpp).
GameEntry Manifest();

class GhostsOfChristmasState final : public StateOf<GhostsOfChristmasState> {
 public:
  // `door_supply`: bids are limited by the 16 purple and 4 red doors (rules version 2 on;
  // version 1 games had no limit and replay without one).
  GhostsOfChristmasState(const GhostsOfChristmasGame& game, int players, bool tiny_tim, bool beyond,
                         bool door_supply = true);

  // --- State interface ---
  const Game& GetGame() const override { return *game_; }
  int NumPlayers() const override { return num_players_; }
  int CurrentPlayer() const override { return current_player_; }
  std::vector<Action> LegalActions() const override;
  std::vector<std::pair<Action, double>> ChanceOutcomes() const override;
  // Search fast paths: no allocation; a deal draws one undealt card straight from the mask.
  void LegalActionsInto(std::vector<Action>& out) const override;
  Action SampleChanceOutcome(Rng& rng) const override;
  // The end of each hand (scores are settled there), so playouts stop after one hand.
  bool IsEpisodeEnd() const override;
  std::string WhyIllegal(Action action) const override;
  std::string ActionToString(int player, Action action) const override;
  std::optional<Action> StringToAction(int player, const std::string& text) const override;
  std::string DescribeAction(int player, Action action, int viewer) const override;
  std::vector<TableNewsItem> TableNews(const std::vector<std::string>& seat_names) const override;
  std::vector<std::string> ScoreBreakdown(int seat,
                                          const std::vector<std::string>& seat_log) const override;
  bool IsPublicAction(int player, Action action) const override;
  // The dial, the trick and the card kept (ghosts_of_christmas_reasons.cpp).
  std::string MoveReason(int player, Action action) const override;
  void ScoresInto(std::vector<double>& out) const override;
  void WinnersInto(std::vector<bool>& out) const override;
  void ResampleInto(int player, Rng& rng, std::unique_ptr<State>& world) const override;
  // Other seats' dealt cards that `viewer` has not seen become `world`'s (HistoryDisguise,
  // registry.h).
  void DisguiseHistory(const State& initial, int viewer, const State& world,
                       std::vector<Action>& history) const;
  bool HasPrivateInformation() const override;
  std::map<std::string, int> ComponentTotals() const override;
  nlohmann::json ObservationJson(int viewer) const override;
  std::string ToString() const override;

  // --- Read-only view for UIs and bots (a UI must show a seat's hand to that seat only) ---
  Phase GetPhase() const { return phase_; }
  bool TinyTim() const { return tiny_tim_; }
  bool Beyond() const { return beyond_; }
  int NumEras() const { return num_eras_; }
  int RoundsPerHand() const { return rounds_per_hand_; }
  int NumHands() const { return num_hands_; }
  int HandNumber() const { return hand_number_; }    // 0-based; NumHands() once over
  int RoundNumber() const { return round_number_; }  // 0-based within the hand
  CardMask Hand(int seat) const { return hands_[seat]; }
  int HandSize(int seat) const { return CountCards(hands_[seat]); }
  // Card `seat` played into `era` this round (face up), or kNoCard.
  Card PlayedCard(int era, int seat) const { return played_[era][seat]; }
  // Whether `seat` has played into `era` this round.
  bool PlayedInto(int seat, int era) const { return (eras_done_[seat] >> era) & 1; }
  // Suit on the era's dial, kNoSuit while face down.
  int Dial(int era) const { return dial_[era]; }
  // Holder of the start player marker (-1 before it is given).
  int StartPlayer() const { return start_player_; }
  // Who played first this round (the marker holder when the round began).
  int RoundLeader() const { return round_leader_; }
  bool HasBid(int seat) const { return bid_made_[seat]; }
  int Purple(int seat) const { return purple_[seat]; }
  bool Red(int seat) const { return red_[seat]; }
  // Whether the door supply limits bids (rules version 2 on), and the doors still in it this
  // hand (with no limit: as many as any bid could take).
  bool DoorSupply() const { return door_supply_; }
  int PurpleDoorsLeft() const;
  int RedDoorsLeft() const;
  int Wreaths(int seat) const { return wreaths_[seat]; }  // this hand
  int Score(int seat) const { return scores_[seat]; }     // game total
  // Suits `seat` has shown to lack this hand (bit s = suit s), public knowledge.
  unsigned VoidSuits(int seat) const { return voids_[seat]; }
  // Cards played in earlier rounds and this round of the current hand (public).
  CardMask PlayedThisHand() const { return played_hand_; }
  CardMask DeckInPlay() const { return DeckMask(num_players_); }
  const RoundResult& LastRound() const { return last_round_; }
  int CompletedHands() const { return completed_hands_; }
  const HandResult& HandResultAt(int hand) const { return hand_results_[hand]; }
  // Points a hand with `wreaths` and this bid would score (Tiny Tim ignores the bid).
  int HandPoints(int wreaths, int purple, bool red) const;
  // The seat the next dealt card goes to.
  int NextDealSeat() const;
  // Why `card` cannot be played into `era` by the current player; empty when it can.
  std::string WhyCannotPlay(Card card, int era) const;

 protected:
  void DoApplyAction(Action action) override;

 private:
  // The rules of one action; DoApplyAction then caches whose turn it is.
  void ApplyRules(Action action);
  int ComputeCurrentPlayer() const;
  void StartHand();
  void StartRound();
  void ScoreRound();
  void ScoreHand();
  int TotalPlaysPerRound() const { return num_players_ * num_eras_; }

  const GhostsOfChristmasGame* game_;
  int num_players_;
  bool tiny_tim_;
  bool beyond_;
  bool door_supply_;
  int num_eras_;
  int rounds_per_hand_;
  int num_hands_;

  Phase phase_ = Phase::kChooseStart;
  int hand_number_ = 0;
  int round_number_ = 0;
  int start_player_ = -1;
  int round_leader_ = -1;
  int deal_count_ = 0;
  int bids_made_ = 0;
  int plays_this_round_ = 0;
  CardMask undealt_ = 0;
  CardMask played_hand_ = 0;
  std::array<CardMask, kMaxPlayers> hands_{};
  std::array<int, kMaxPlayers> purple_{};
  std::array<bool, kMaxPlayers> red_{};
  std::array<bool, kMaxPlayers> bid_made_{};
  std::array<int, kMaxPlayers> wreaths_{};
  std::array<int, kMaxPlayers> scores_{};
  std::array<uint8_t, kMaxPlayers> voids_{};
  std::array<uint8_t, kMaxPlayers> eras_done_{};
  std::array<std::array<int8_t, kMaxPlayers>, kMaxEras> played_{};
  std::array<int8_t, kMaxEras> dial_{};
  RoundResult last_round_;
  std::array<HandResult, kMaxPlayers> hand_results_{};
  int completed_hands_ = 0;
  // ComputeCurrentPlayer() after the last action: the search asks for it several times per
  // move.
  int current_player_ = kChancePlayer;
};

// ---- Sentences that explain scoring, for the table and the log (ghosts_of_christmas_text.cpp).
// `names` hold each seat's name; a seat named "You" reads as the player ("You win ...").

// Why a trick was won: "Holly wins the Past: highest Heart (H9), Hearts are trump" /
// "You win the Present: highest Star (S9), suit set by Ivy's S7" / "..., which set the
// suit" (the winner led). Empty when the winner has no name.
std::string TrickCaption(const TrickResult& trick, const std::vector<std::string>& names);

// What a bid needs and earns: "You succeed with exactly 3 wreaths: 2 points each (6)." /
// "You succeed with 3 or 4 wreaths: 1 point per wreath."
std::string BidRule(int purple, bool red);

// A bid as the table shows it: "1 door", "3 doors + red".
std::string BidText(int purple, bool red);

// Why `seat` scored what it did in `hand`: "exactly as bid: 2 points per wreath" /
// "more wreaths than doors" / (Tiny Tim) "no wreaths: 6 points".
std::string HandReason(const GhostsOfChristmasState& state, const HandResult& hand, int seat);

// "Holly's", and "your" for a seat named "You" (it reads naturally mid-sentence).
std::string PossessiveOf(const std::string& name);

}  // namespace tinsel::ghosts
