// What each seat may see of My First Christmas Tree, the worlds a bot may imagine
// (Resample), which moves are public, the debug dump and the conserved components.
#include <bit>

#include "games/my_first_christmas_tree/my_first_christmas_tree.h"
#include "tinsel/text_builder.h"

namespace tinsel::mfct {
namespace {

constexpr const char* kStepNames[] = {"random-tiles", "tree-tiles", "choose-first", "fill-pool",
                                      "deal",         "take",       "extra-take",   "play",
                                      "after-play",   "cubes",      "box",          "over"};

nlohmann::json CardsJson(CardMask cards) {
  nlohmann::json list = nlohmann::json::array();
  ForEachCard(cards, [&](Card card) { list.push_back(CardName(card)); });
  return list;
}

nlohmann::json RowJson(const PreparationRow& row) {
  nlohmann::json list = nlohmann::json::array();
  for (int i = 0; i < row.length; ++i) list.push_back(CardName(row.at(i)));
  return list;
}

nlohmann::json SeatOrNull(int seat) {
  return seat < 0 ? nlohmann::json(nullptr) : nlohmann::json(seat);
}

}  // namespace

nlohmann::json MyFirstChristmasTreeState::ObservationJson(int viewer) const {
  using nlohmann::json;
  json obs;
  obs["game"] = GetGame().Id();
  obs["viewer"] = viewer;
  obs["step"] = kStepNames[static_cast<int>(step_)];
  obs["current_player"] = current_;
  obs["turn_of"] = mover_;
  obs["first_player"] = first_player_;
  obs["round"] = round_;
  obs["quiet_rounds"] = quiet_rounds_;
  obs["end_triggered"] = end_triggered_;

  json random_tiles = json::array();
  for (int i = 0; i < random_tiles_drawn_; ++i)
    random_tiles.push_back(SymbolName(random_tiles_[i]));
  obs["random_tiles"] = random_tiles;
  json tree = json::array();
  for (int tile = 0; tile < kNumTiles; ++tile) {
    json cubes = json::array();
    json stand_ins = json::array();
    for (int seat = 0; seat < kNumPlayers; ++seat) {
      if (HasCube(seat, tile)) cubes.push_back(seat);
      if ((stand_ins_[seat] >> tile) & 1) stand_ins.push_back(seat);
    }
    tree.push_back({{"tile", TileName(tile)},
                    {"symbol", tiles_[tile] < 0 ? json(nullptr) : json(SymbolName(tiles_[tile]))},
                    {"cubes", cubes},
                    {"stand_ins", stand_ins}});
  }
  obs["tree"] = tree;
  obs["star"] = SeatOrNull(star_);
  obs["base"] = {SeatOrNull(base_[0]), SeatOrNull(base_[1])};
  json finishing = json::array();
  for (int row = 0; row < kNumRows; ++row) finishing.push_back(SeatOrNull(finishing_[row]));
  obs["finishing_touches"] = finishing;

  obs["pool"] = CardsJson(pool_);
  obs["deck_size"] = DeckSize();
  obs["discards"] = CardsJson(discards_);
  obs["reshuffles"] = reshuffles_;
  obs["neutral_boxes"] = {
      {"4", neutral_left_[0]}, {"5", neutral_left_[1]}, {"6", neutral_left_[2]}};

  json seats = json::array();
  for (int seat = 0; seat < kNumPlayers; ++seat) {
    const ScoreItems score = ScoreOf(seat);
    json boxes = json::array();
    for (int value = kLowestBox; value <= kHighestBox; ++value) {
      for (int i = 0; i < claimed_[seat][value - kLowestBox]; ++i) boxes.push_back(value);
    }
    json completed = json::array();
    for (int row = 0; row < kNumRows; ++row) {
      if (CompletedRow(seat, row)) completed.push_back(row + 1);
    }
    const int maximum = MaxRowSize(seat);
    seats.push_back({{"seat", seat},
                     {"decoration_colour", ColourName(kDecorationColour[seat])},
                     {"finishing_colour", ColourName(kFinishingColour[seat])},
                     {"hand_size", HandSize(seat)},
                     {"known_cards", CardsJson(KnownHand(seat))},
                     {"row", RowJson(rows_[seat])},
                     {"maximum", maximum == kUnlimited ? json(nullptr) : json(maximum)},
                     {"own_boxes_taken", own_boxes_taken_[seat]},
                     {"boxes", boxes},
                     {"decoration_cubes", decoration_left_[seat]},
                     {"finishing_cubes", finishing_left_[seat]},
                     {"completed_rows", completed},
                     {"turns", turns_[seat]},
                     {"score", score.Total()},
                     {"score_breakdown",
                      {{"star", score.star},
                       {"base", score.base},
                       {"finishing_touches", score.finishing_touches},
                       {"completed_rows", score.completed_rows},
                       {"boxes", score.boxes},
                       {"unplaced_cubes", score.unplaced}}}});
  }
  obs["seats"] = seats;

  json lines = json::array();
  for (int line : MatchingLines()) lines.push_back(LineName(line));
  obs["turn"] = {
      {"commit_used", commit_used_},
      {"plays", plays_this_turn_},
      {"decorated_line", decorated_line_ < 0 ? json(nullptr) : json(LineName(decorated_line_))},
      {"cubes_to_place", cubes_to_place_},
      {"matching_lines", lines}};
  if (viewer >= 0 && viewer < kNumPlayers) obs["hand"] = CardsJson(hands_[viewer]);
  if (step_ == Step::kGameOver) obs["winners"] = Winners();
  return obs;
}

void MyFirstChristmasTreeState::ResampleInto(int player, Rng& rng,
                                             std::unique_ptr<State>& world) const {
  MyFirstChristmasTreeState& copy = CopyInto(world);
  if (player < 0 || player >= kNumPlayers) return;
  const int other = Other(player);
  // The other hand's cards that were never face up came from the deck unseen: any unseen
  // card may be one of them. The unseen cards are walked lowest id first, so the result
  // depends only on what `player` has seen and on `rng`.
  const CardMask unseen = UnseenBy(player);
  const int hidden = CountCards(hands_[other] & ~seen_);
  if (hidden == 0) return;
  std::array<Card, kNumDeckCards> cards{};
  int count = 0;
  ForEachCard(unseen, [&](Card card) { cards[count++] = card; });
  CardMask chosen = 0;
  for (int i = 0; i < hidden; ++i) {
    const int j = i + static_cast<int>(rng.Below(static_cast<uint64_t>(count - i)));
    std::swap(cards[i], cards[j]);
    chosen |= Bit(cards[i]);
  }
  copy.hands_[other] = (hands_[other] & seen_) | chosen;
  copy.deck_ = (deck_ & seen_) | (unseen & ~chosen);
}

void MyFirstChristmasTreeState::DisguiseHistory(const State& initial, int viewer,
                                                const State& world,
                                                std::vector<Action>& history) const {
  if (viewer < 0 || viewer >= kNumPlayers) return;
  const int other = Other(viewer);
  // The setup deal to the other hand is the only secret. Of its cards, those since seen face
  // up are known; the others are still in that hand, and `world` holds made-up ones there.
  std::vector<size_t> hidden_deals;
  CardMask dealt = 0;
  MyFirstChristmasTreeState walker = static_cast<const MyFirstChristmasTreeState&>(initial);
  for (size_t i = 0; i < history.size(); ++i) {
    if (walker.step_ == Step::kDeal && act::IsDraw(history[i]) && walker.DealSeat() == other) {
      hidden_deals.push_back(i);
      dealt |= Bit(act::CardOf(history[i]));
    }
    walker.ApplyLegalAction(history[i]);
  }
  const auto& made_up = static_cast<const MyFirstChristmasTreeState&>(world);
  CardMask to_deal = (dealt & seen_) | (made_up.hands_[other] & ~seen_);
  for (const size_t index : hidden_deals) {  // lowest first, whatever the true order
    if (to_deal == 0) return;                // cannot happen for a history of this state
    history[index] = act::Draw(static_cast<Card>(std::countr_zero(to_deal)));
    to_deal &= to_deal - 1;
  }
}

bool MyFirstChristmasTreeState::IsPublicAction(int player, Action action) const {
  // Only the cards dealt to the hands at setup are secret; every other draw lands face up.
  return !(player == kChancePlayer && step_ == Step::kDeal && act::IsDraw(action));
}

std::map<std::string, int> MyFirstChristmasTreeState::ComponentTotals() const {
  std::map<std::string, int> totals;
  // Each card is in exactly one place: count the places, and the distinct cards must agree.
  CardMask all = deck_ | pool_ | discards_;
  int held = CountCards(deck_) + CountCards(pool_) + CountCards(discards_);
  for (int seat = 0; seat < kNumPlayers; ++seat) {
    all |= hands_[seat] | rows_[seat].Mask();
    held += CountCards(hands_[seat]) + rows_[seat].length;
  }
  totals["cards"] = held == CountCards(all) ? held : -held;
  int boxes = 0;
  for (int seat = 0; seat < kNumPlayers; ++seat) {
    boxes += kNumBoxValues - own_boxes_taken_[seat];
    for (int value = 0; value < kNumBoxValues; ++value) boxes += claimed_[seat][value];
  }
  for (int value = 0; value < kNumBoxValues; ++value) boxes += neutral_left_[value];
  totals["box cards"] = boxes;
  // Cubes by colour: in the supply, on the tree (tiles, star, base; stand-ins are
  // finishing-touch cubes) and the finishing touches on the rows.
  for (int seat = 0; seat < kNumPlayers; ++seat) {
    SpotMask on_tree = spots_[seat];
    if (star_ == seat) on_tree |= SpotMask{1} << kStarSpot;
    for (int side = 0; side < 2; ++side) {
      if (base_[side] == seat) on_tree |= SpotMask{1} << (kBaseSpot + side);
    }
    int touches = 0;
    for (int row = 0; row < kNumRows; ++row) touches += finishing_[row] == seat;
    totals[std::string(ColourName(kDecorationColour[seat])) + " cubes"] =
        decoration_left_[seat] + std::popcount(on_tree & ~stand_ins_[seat]);
    totals[std::string(ColourName(kFinishingColour[seat])) + " cubes"] =
        finishing_left_[seat] + std::popcount(stand_ins_[seat]) + touches;
  }
  return totals;
}

std::string MyFirstChristmasTreeState::ToString() const {
  TextBuilder out;
  out << "My First Christmas Tree: step " << kStepNames[static_cast<int>(step_)] << ", to move "
      << current_ << ", turn of " << static_cast<int>(mover_) << ", first player "
      << static_cast<int>(first_player_) << ", round " << round_ << ", quiet rounds "
      << quiet_rounds_ << (end_triggered_ ? ", last round" : "") << "\n";
  out << "random tiles:";
  for (int i = 0; i < random_tiles_drawn_; ++i) out << " " << SymbolName(random_tiles_[i]);
  out << "; tiles left to place:";
  for (int symbol = 0; symbol < kNumSymbols; ++symbol) {
    out << " " << SymbolName(symbol) << "=" << static_cast<int>(tiles_left_[symbol]);
  }
  out << "\nstar " << static_cast<int>(star_) << ", base " << static_cast<int>(base_[0]) << " "
      << static_cast<int>(base_[1]) << ", base claims " << static_cast<int>(base_claims_[0]) << " "
      << static_cast<int>(base_claims_[1]) << "\n";
  for (int row = 0; row < kNumRows; ++row) {
    out << "row " << row + 1 << " (finishing touch " << static_cast<int>(finishing_[row]) << "):";
    for (int p = 0; p < kRowSize[row]; ++p) {
      const int tile = TileAt(row, p);
      out << " " << (tiles_[tile] < 0 ? "?" : SymbolName(tiles_[tile])) << "[";
      for (int seat = 0; seat < kNumPlayers; ++seat) {
        out << (HasCube(seat, tile) ? ((stand_ins_[seat] >> tile) & 1 ? "S" : "C") : "-");
      }
      out << "]";
    }
    out << "\n";
  }
  auto cards = [&](CardMask mask) {
    std::string text;
    ForEachCard(mask, [&](Card card) { text += " " + CardName(card) + ";"; });
    return text;
  };
  out << "pool:" << cards(pool_) << "\ndeck (" << DeckSize() << "):" << cards(deck_)
      << "\ndiscards:" << cards(discards_) << "\nseen:" << cards(seen_) << "\nreshuffles "
      << static_cast<int>(reshuffles_) << ", neutral boxes 4=" << static_cast<int>(neutral_left_[0])
      << " 5=" << static_cast<int>(neutral_left_[1]) << " 6=" << static_cast<int>(neutral_left_[2])
      << "\n";
  for (int seat = 0; seat < kNumPlayers; ++seat) {
    out << "seat " << seat << ": score " << ScoreOf(seat).Total() << ", turns " << turns_[seat]
        << ", maximum " << MaxRowSize(seat) << ", own boxes taken "
        << static_cast<int>(own_boxes_taken_[seat]) << ", claimed 4/5/6 "
        << static_cast<int>(claimed_[seat][0]) << "/" << static_cast<int>(claimed_[seat][1]) << "/"
        << static_cast<int>(claimed_[seat][2]) << ", cubes "
        << static_cast<int>(decoration_left_[seat]) << " + "
        << static_cast<int>(finishing_left_[seat]) << "\n  hand:" << cards(hands_[seat])
        << "\n  row:";
    for (int i = 0; i < rows_[seat].length; ++i) out << " " << CardName(rows_[seat].at(i)) << ";";
    out << "\n";
  }
  out << "this turn: commit " << (commit_used_ ? "used" : "unused") << ", plays "
      << static_cast<int>(plays_this_turn_) << ", decorated line "
      << (decorated_line_ < 0 ? "-" : LineName(decorated_line_)) << ", cubes to place "
      << static_cast<int>(cubes_to_place_) << (cube_this_round_ ? ", a cube this round" : "")
      << "\n";
  return out.str();
}

}  // namespace tinsel::mfct
