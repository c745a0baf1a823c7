// My First Christmas Tree (2 players; a work-in-progress ruleset for the "Green Box of
// Games" kit): lay cards in a row whose symbols match a line of the shared tree, then
// decorate that line with cubes.
//
// RULES IN SHORT (rules/my-first-christmas-tree.txt). A tree of 20 face-up symbol tiles in
// rows of 2-6, a face-down star on top and two base tiles below. A deck of 36 cards
// (6 colours, 6 symbols); a pool of 4 face-up cards. A turn: (1) you may take a pool card
// (the pool refills at once); (2) you must add a card from your hand to either end of your
// preparation row; a row whose symbols no longer read along a line of the tree is discarded
// and the new card starts a fresh one; (3) at 3 cards you may, at your maximum size (4, then
// 5, 6, unlimited) you must, decorate: choose a line the row matches and place as many cubes
// as the row's most common colour has cards, one per tile; (4) then count the cards of a
// colour: your current maximum takes your own next box card (raising the maximum), another
// value 4-6 a neutral box card; (5) end of turn: the first to cover a whole row puts a
// finishing touch on it, the first with a cube in every row takes the star, 2 non-adjacent
// completed rows and then 4 completed rows each take the leftmost free base tile. Once per
// turn a player may commit: refresh the pool, take an extra card, play an extra card, or count
// a second colour. When every row has a finishing touch the round is finished and scored:
// star 6, left base 4, right base 3, a finishing touch its row's tile count, another completed
// row half that (rounded down), box cards their value, -1 per decoration cube not placed.
//
// RULINGS USED (RULINGS.md, My First Christmas Tree 1-22, all of them): the deck and box
// cards (1), the tree and its lines (2, 15), setup and seat colours (3, 10, 21), the turn
// (4, 12-14, 16), commits (5, 14, 16, 18), decorating and stand-in cubes (6, 17), boxes (7,
// 18), end-of-turn checks (8, 19, 20), the end, scoring and ties (9), reading the text's
// examples (11), no stalling (22). Our own decisions are listed on its rules page
// (rules.json).
//
// HOW THIS ENGINE MODELS IT
//  - Chance, in order: the symbols of the two random tiles, the tile of each of the 20
//    positions (weighted by the tiles left), the first player, the pool's 4 cards, 1 card to
//    the first player and 2 to the second (private). The deck is a hidden set: each draw is a
//    chance outcome among the cards in it (so the shuffle is implicit); when a card is needed
//    and the deck is empty, a single-outcome chance step "reshuffle" turns the discards into
//    the new deck.
//  - A turn is a sequence of decisions: take ("take", "commit refresh", "skip take"), the
//    extra take ("commit take", "skip take"), play ("play"), then "commit play", "decorate"
//    or "end turn"; "cube" for each cube when the player must choose tiles; "box" /
//    "commit box". A step with nothing to choose passes by itself (an empty pool, an empty
//    hand, a row too short to decorate with no commit left, a box step that can gain nothing).
//  - Hidden: the hands (only their sizes and the cards taken openly from the pool are known
//    to the other player) and the order of the deck. Everything else is open.
//
// TEXT FORMS (canonical; seats in text count from 1):
//   random tile gear          chance: a random tile added to the 18
//   r3t2 gear                 chance: the tile at row 3, position 2
//   start 2                   chance: seat 2 plays first
//   pool red gear             chance: a card drawn into the pool
//   deal red gear to 2        chance: a card dealt to seat 2 at setup (private)
//   reshuffle                 chance: the discards become the new deck
//   take red gear | commit take red gear | commit refresh | skip take
//   play red gear             onto an empty row;  play red gear left | play red gear right
//   commit play red gear left | commit play red gear right
//   decorate r3t1-r3t4        the line by its two end tiles, top (or left) first
//   cube r3t2                 a chosen tile for one of the cubes
//   box red | commit box red+blue
//   end turn
#pragma once

#include <array>
#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "games/my_first_christmas_tree/actions.h"
#include "games/my_first_christmas_tree/cards.h"
#include "games/my_first_christmas_tree/tree.h"
#include "tinsel/game.h"
#include "tinsel/state_of.h"
#include "tinsel/translate.h"

namespace tinsel {
struct GameEntry;  // tinsel/registry.h
}  // namespace tinsel

namespace tinsel::mfct {

constexpr int kNumPlayers = 2;
constexpr int kPoolSize = 4;
constexpr int kSetupDeals = 3;  // 1 card to the first player, 2 to the second
constexpr int kMinDecoration = 3;
constexpr int kFirstMaximum = kLowestBox;  // the maximum decoration size is the next own box
constexpr int kUnlimited = 99;             // the maximum once every own box is taken
constexpr int kRandomTileCount = 2;
constexpr int kTilesPerSymbol = 3;
constexpr int kDecorationCubes = 20;
constexpr int kFinishingCubes = 12;
constexpr int kStallRounds = 20;  // ruling 22
constexpr int kStarPoints = 6;
constexpr std::array<int, 2> kBasePoints = {4, 3};  // left, right

// Seats keep their colours whoever starts (ruling 21); own boxes match the decoration colour.
constexpr std::array<int, kNumPlayers> kDecorationColour = {kRed, kBlue};
constexpr std::array<int, kNumPlayers> kFinishingColour = {kGreen, kYellow};
constexpr std::array<int, kNumPlayers> kOwnBoxColour = {kRed, kBlue};

// Spots for cubes besides the 20 tiles, as bits of a player's cube mask.
constexpr int kStarSpot = kNumTiles;
constexpr int kBaseSpot = kNumTiles + 1;  // + 0 left, + 1 right
using SpotMask = uint32_t;

enum class Step : int8_t {
  kRandomTiles,  // chance: the two random tiles
  kTreeTiles,    // chance: the 20 positions, top to bottom, left to right
  kChooseFirst,  // chance
  kFillPool,     // chance: the pool's first 4 cards
  kDeal,         // chance: 1 card to the first player, 2 to the second
  kTake,
  kExtraTake,  // after a take, while the commit is unused
  kPlay,
  kAfterPlay,  // commit play, decorate or end the turn
  kCubes,      // choose the tiles of the remaining cubes
  kBox,
  kGameOver,
};

// A player's preparation row, left to right.
struct PreparationRow {
  std::array<int8_t, kMaxLineLength> cards{};
  int8_t length = 0;

  Card at(int i) const { return cards[i]; }
  CardMask Mask() const;
  // The symbols, left to right, into `out` (kMaxLineLength long).
  void Symbols(int8_t* out) const;
  // How many cards of `colour` the row holds.
  int CountOf(int colour) const;
  // The count of the row's most common colour: the cubes a decoration places.
  int MostCommonColourCount() const;
  // The row's symbols as a pattern code, left to right.
  PatternCode Code() const;
};

// What naming colours in the box step takes.
enum class BoxGain : int8_t { kNothing, kOwn, kNeutral };

struct ScoreItems {
  int star = 0;
  int base = 0;
  int finishing_touches = 0;
  int completed_rows = 0;  // rows completed without the finishing touch
  int boxes = 0;
  int unplaced = 0;  // minus one per decoration cube not placed (a negative number)
  int Total() const { return star + base + finishing_touches + completed_rows + boxes + unplaced; }
};

class MyFirstChristmasTreeGame : public Game {
 public:
  std::string Id() const override { return "my-first-christmas-tree"; }
  std::string Name() const override { return "My First Christmas Tree"; }
  std::string Pitch() const override;
  int MinPlayers() const override { return kNumPlayers; }
  int MaxPlayers() const override { return kNumPlayers; }
  int MaxHistoryLength(int players, const Options& options) const override;
  // TRANSLATORS: why Undo cannot take a move back in My First Christmas Tree ("a new card was
  // drawn since" the player's last move).
  std::string ChanceSinceWords() const override { return Tr("a new card was drawn since"); }
  std::unique_ptr<State> MakeInitialState(int players, const Options& options,
                                          int rules_version) const override;
};

const Game& MyFirstChristmasTree();

// What the registry knows of the game (its _manifest.cpp).
GameEntry Manifest();

class MyFirstChristmasTreeState final : public StateOf<MyFirstChristmasTreeState> {
 public:
  MyFirstChristmasTreeState();

  // --- State interface ---
  const Game& GetGame() const override { return MyFirstChristmasTree(); }
  int NumPlayers() const override { return kNumPlayers; }
  int CurrentPlayer() const override { return current_; }
  std::vector<Action> LegalActions() const override;
  std::vector<std::pair<Action, double>> ChanceOutcomes() const override;
  // Search fast paths: no allocation once `out` has its capacity; draws walk the masks.
  void LegalActionsInto(std::vector<Action>& out) const override;
  Action SampleChanceOutcome(Rng& rng) const override;
  std::string WhyIllegal(Action action) const override;
  std::string ActionToString(int player, Action action) const override;
  std::optional<Action> StringToAction(int player, const std::string& text) const override;
  // Call before the action is applied (like ActionToString); it tells what the action does,
  // the end-of-turn checks included. Hides a card dealt to a hand from the other seat.
  std::string DescribeAction(int player, Action action, int viewer) const override;
  std::vector<std::string> ScoreBreakdown(int seat,
                                          const std::vector<std::string>& seat_log) const override;
  // False only for the cards dealt to the hands at setup.
  bool IsPublicAction(int player, Action action) const override;
  // Rows, cubes, boxes and the star (my_first_christmas_tree_reasons.cpp).
  std::string MoveReason(int player, Action action) const override;
  void ScoresInto(std::vector<double>& out) const override;
  void WinnersInto(std::vector<bool>& out) const override;
  // Redraws the other hand's unseen cards and the deck from the cards `player` has not seen.
  void ResampleInto(int player, Rng& rng, std::unique_ptr<State>& world) const override;
  // Other seats' dealt cards that `viewer` has not seen become `world`'s (HistoryDisguise,
  // registry.h).
  void DisguiseHistory(const State& initial, int viewer, const State& world,
                       std::vector<Action>& history) const;
  // Hands are private: every decision shows the hand of the player to move.
  bool HasPrivateInformation() const override { return current_ >= 0; }
  // "cards" (36), "box cards" (18) and each seat's two cube colours ("red cubes": 20...).
  std::map<std::string, int> ComponentTotals() const override;
  nlohmann::json ObservationJson(int viewer) const override;
  std::string ToString() const override;

  // --- The table (public unless said otherwise), for views, bots and tests ---
  Step step() const { return step_; }
  int FirstPlayer() const { return first_player_; }
  // Whose turn it is (-1 during setup), also while a chance step refills the pool.
  int Mover() const { return mover_; }
  int Round() const { return round_; }  // 1-based
  int TurnsTaken(int player) const { return turns_[player]; }
  const TreeSymbols& Tree() const { return tiles_; }
  int TileSymbol(int tile) const { return tiles_[tile]; }
  int TilesPlaced() const { return tiles_placed_; }
  int RandomTile(int i) const { return random_tiles_[i]; }
  CardMask Pool() const { return pool_; }
  CardMask Discards() const { return discards_; }
  int DeckSize() const { return CountCards(deck_); }
  int Reshuffles() const { return reshuffles_; }
  // Private: the whole hand. Views must show it to its owner only.
  CardMask Hand(int player) const { return hands_[player]; }
  int HandSize(int player) const { return CountCards(hands_[player]); }
  // The cards of `player`'s hand everyone knows about (taken openly from the pool).
  CardMask KnownHand(int player) const { return hands_[player] & seen_; }
  // Cards `viewer` has never seen: in the deck or among the other hand's dealt cards.
  CardMask UnseenBy(int viewer) const { return kWholeDeck & ~seen_ & ~hands_[viewer]; }
  const PreparationRow& Row(int player) const { return rows_[player]; }
  int MaxRowSize(int player) const;
  int OwnBoxesTaken(int player) const { return own_boxes_taken_[player]; }
  int NeutralBoxesLeft(int value) const { return neutral_left_[value - kLowestBox]; }
  int BoxCardsClaimed(int player, int value) const { return claimed_[player][value - kLowestBox]; }
  int DecorationCubesLeft(int player) const { return decoration_left_[player]; }
  int FinishingCubesLeft(int player) const { return finishing_left_[player]; }
  TileMask Cubes(int player) const { return static_cast<TileMask>(spots_[player] & kAllTiles); }
  bool HasCube(int player, int tile) const { return (spots_[player] >> tile) & 1; }
  // Spots (tiles, star, base) whose cube is a finishing-touch cube standing in.
  SpotMask StandIns(int player) const { return stand_ins_[player]; }
  int StarOwner() const { return star_; }
  int BaseOwner(int side) const { return base_[side]; }  // 0 left, 1 right
  int FinishingTouch(int row) const { return finishing_[row]; }
  bool CompletedRow(int player, int row) const {
    return (Cubes(player) & RowMask(row)) == RowMask(row);
  }
  int CompletedRows(int player) const;
  bool EndTriggered() const { return end_triggered_; }
  int QuietRounds() const { return quiet_rounds_; }
  // This turn.
  bool CommitUsed() const { return commit_used_; }
  int PlaysThisTurn() const { return plays_this_turn_; }
  int DecoratedLine() const { return decorated_line_; }  // -1 before decorating
  int CubesToPlace() const { return cubes_to_place_; }

  ScoreItems ScoreOf(int player) const;
  // Lines the row of the player to move matches now (as line indices; 3 cards or more).
  std::vector<int> MatchingLines() const;
  // Calls fn(line index) for each line `row` reads along (rows of 2 cards or more).
  template <typename Fn>
  void ForEachLineOf(const PreparationRow& row, Fn&& fn) const {
    if (row.length < 2 || row.length > kMaxLineLength) return;
    const PatternCode forward = row.Code();
    const PatternCode backward = ReversePattern(forward, row.length);
    for (int line = kFirstLineOfLength[row.length]; line < kFirstLineOfLength[row.length + 1];
         ++line) {
      if (line_codes_[line] == forward || line_codes_[line] == backward) fn(line);
    }
  }
  // Whether `row` is on the tree: a single card, or a longer row read along some line.
  bool OnTree(const PreparationRow& row) const;
  // What counting `total` cards in the box step would take for `player`, and its value.
  BoxGain BoxGainFor(int player, int total, int* value = nullptr) const;
  // The row after `player` plays `card` at `side`; `kept` tells whether the old row stayed.
  PreparationRow RowAfterPlay(int player, Card card, act::Side side, bool* kept) const;
  // The seat dealt the next card at setup.
  int DealSeat() const;

 protected:
  void DoApplyAction(Action action) override;

 private:
  int Other(int player) const { return 1 - player; }
  bool PoolNeedsCards() const {
    return CountCards(pool_) < kPoolSize && (deck_ != 0 || discards_ != 0);
  }
  // Runs the steps that need no decision, then sets current_.
  void Advance();
  void ApplyChance(Action action);
  void ApplyDecision(Action action);
  void Take(Card card);
  void PlayCard(Card card, act::Side side);
  void StartDecoration(int line);
  void PlaceTileCube(int tile);
  // Puts a cube of `player` on `spot` from the decoration supply, or a stand-in.
  bool PlaceCube(int player, int spot);
  void ClaimBox(int total);
  void EndTurn();
  bool HasAfterPlayChoice() const;
  bool AnyBoxGain() const;
  bool BoxChoiceLegal(Action action) const;
  std::string WhyIllegalDecision(Action action) const;
  // Its parts (_legality.cpp): what may be done at this step instead, and each kind of move's
  // refusal ("" where the rules allow it; the legal list decides the rest).
  std::string NotNowReason() const;
  std::string WhyNotTake(Action action) const;
  std::string WhyNotPlay(Action action) const;
  std::string WhyNotDecorate(Action action) const;
  std::string WhyNotPlaceCube(Action action) const;
  std::string WhyNotCountBox(Action action) const;
  std::string MustDecorateReason() const;  // the row is at its maximum
  std::string DescribeDecision(int player, Action action) const;
  // Its parts (_text.cpp): a card played, a line decorated, a box's colour counted.
  std::string DescribePlay(int player, Action action) const;
  std::string DescribeDecoration(int player, Action action) const;
  std::string DescribeBoxCount(int player, Action action) const;
  // What an action set off: cubes placed without a choice (`decorating`), the end-of-turn
  // checks, the last round, the end.
  std::string DescribeTurnEnd(const MyFirstChristmasTreeState& before,
                              const MyFirstChristmasTreeState& after, int player,
                              bool decorating) const;

  // Setup.
  std::array<int8_t, kRandomTileCount> random_tiles_{-1, -1};
  int8_t random_tiles_drawn_ = 0;
  std::array<int8_t, kNumSymbols> tiles_left_{};  // tiles still to place, per symbol
  TreeSymbols tiles_{};
  int8_t tiles_placed_ = 0;
  LineCodes line_codes_{};  // the tree's symbols along each line, once the tree is complete
  // pairs_[a] bit b: symbols a, b are neighbours on a line (the 2-card rows on the tree).
  std::array<uint8_t, kNumSymbols> pairs_{};
  int8_t first_player_ = -1;
  int8_t deals_done_ = 0;
  // Cards.
  CardMask deck_ = kWholeDeck;
  CardMask pool_ = 0;
  CardMask discards_ = 0;
  CardMask seen_ = 0;  // every card that has been face up (pool, rows, discards)
  std::array<CardMask, kNumPlayers> hands_{};
  std::array<PreparationRow, kNumPlayers> rows_{};
  int8_t reshuffles_ = 0;
  // Boxes.
  std::array<int8_t, kNumPlayers> own_boxes_taken_{};
  std::array<int8_t, kNumBoxValues> neutral_left_{kNeutralPerValue, kNeutralPerValue,
                                                  kNeutralPerValue};
  std::array<std::array<int8_t, kNumBoxValues>, kNumPlayers> claimed_{};
  // Cubes.
  std::array<int8_t, kNumPlayers> decoration_left_{kDecorationCubes, kDecorationCubes};
  std::array<int8_t, kNumPlayers> finishing_left_{kFinishingCubes, kFinishingCubes};
  std::array<SpotMask, kNumPlayers> spots_{};  // tiles, star, base with this player's cube
  std::array<SpotMask, kNumPlayers> stand_ins_{};
  int8_t star_ = -1;
  std::array<int8_t, 2> base_{-1, -1};
  std::array<int8_t, kNumPlayers> base_claims_{};
  std::array<int8_t, kNumRows> finishing_{-1, -1, -1, -1, -1};
  // Turns.
  Step step_ = Step::kRandomTiles;
  int current_ = kChancePlayer;
  int8_t mover_ = -1;  // whose turn it is (current_ is chance while the pool refills)
  int round_ = 1;
  std::array<int, kNumPlayers> turns_{};
  bool commit_used_ = false;
  int8_t plays_this_turn_ = 0;
  bool decorated_ = false;
  int8_t decorated_line_ = -1;
  int8_t cubes_to_place_ = 0;
  bool cube_this_round_ = false;
  int quiet_rounds_ = 0;
  bool end_triggered_ = false;
};

}  // namespace tinsel::mfct
