// The rules of Ghosts of Christmas: the deal, bids, playing into the eras, scoring tricks
// and hands, the end.
#include <algorithm>
#include <bit>

#include "games/ghosts_of_christmas/ghosts_of_christmas.h"

namespace tinsel::ghosts {
namespace {

// seat mod players, for a start seat plus at most a round's plays.
int Wrap(int seat, int players) {
  while (seat >= players) seat -= players;
  return seat;
}

// floor(Unit() * count), kept below count: the index State's default sampler picks among
// `count` outcomes of equal weight.
int UnitIndex(Rng& rng, int count) {
  const int index = static_cast<int>(rng.Unit() * count);
  return index < count ? index : count - 1;
}

}  // namespace

GhostsOfChristmasState::GhostsOfChristmasState(const GhostsOfChristmasGame& game, int players,
                                               bool tiny_tim, bool beyond, bool door_supply)
    : game_(&game),
      num_players_(players),
      tiny_tim_(tiny_tim),
      beyond_(beyond),
      door_supply_(door_supply),
      num_eras_(beyond ? 4 : 3),
      rounds_per_hand_(beyond ? 3 : 4),
      num_hands_(players) {
  for (auto& era : played_) era.fill(kNoCard);
  dial_.fill(kNoSuit);
  undealt_ = DeckMask(players);
}

int GhostsOfChristmasState::ComputeCurrentPlayer() const {
  switch (phase_) {
    case Phase::kChooseStart:
    case Phase::kDeal:
      return kChancePlayer;
    // Seats wrap by subtraction: a division per call showed in search profiles.
    case Phase::kBid:
      return Wrap(start_player_ + bids_made_, num_players_);
    case Phase::kPlay:
      return Wrap(round_leader_ + plays_this_round_, num_players_);
    case Phase::kGameOver:
      break;
  }
  return kTerminalPlayer;
}

int GhostsOfChristmasState::PurpleDoorsLeft() const {
  if (!door_supply_) return kMaxPurple * kMaxPlayers;
  int left = kPurpleDoorSupply;
  for (int seat = 0; seat < num_players_; ++seat) left -= bid_made_[seat] ? purple_[seat] : 0;
  return left;
}

int GhostsOfChristmasState::RedDoorsLeft() const {
  if (!door_supply_) return kMaxPlayers;
  int left = kRedDoorSupply;
  for (int seat = 0; seat < num_players_; ++seat) left -= bid_made_[seat] && red_[seat];
  return left;
}

int GhostsOfChristmasState::NextDealSeat() const {
  return (std::max(start_player_, 0) + deal_count_) % num_players_;
}

void GhostsOfChristmasState::StartHand() {
  phase_ = Phase::kDeal;
  round_number_ = 0;
  deal_count_ = 0;
  bids_made_ = 0;
  undealt_ = DeckMask(num_players_);
  played_hand_ = 0;
  hands_.fill(0);
  purple_.fill(0);
  red_.fill(false);
  bid_made_.fill(false);
  wreaths_.fill(0);
  voids_.fill(0);
  // The table is cleared: last hand's cards are dealt out again.
  for (auto& era : played_) era.fill(kNoCard);
  dial_.fill(kNoSuit);
  eras_done_.fill(0);
}

void GhostsOfChristmasState::StartRound() {
  phase_ = Phase::kPlay;
  round_leader_ = start_player_;
  plays_this_round_ = 0;
  for (auto& era : played_) era.fill(kNoCard);
  dial_.fill(kNoSuit);
  eras_done_.fill(0);
}

void GhostsOfChristmasState::ScoreRound() {
  last_round_ = RoundResult{};
  last_round_.valid = true;
  last_round_.hand = hand_number_;
  last_round_.round = round_number_;
  last_round_.num_eras = num_eras_;
  for (int era = 0; era < num_eras_; ++era) {
    TrickResult& trick = last_round_.tricks[era];
    trick.era = era;
    trick.leader = start_player_;
    trick.dial = dial_[era];
    trick.cards = played_[era];
    trick.scoring_suit = SuitOf(played_[era][start_player_]);
    int best = -1;
    int winner = -1;
    bool hearts = false;
    for (int seat = 0; seat < num_players_; ++seat) {
      const Card card = played_[era][seat];
      if (SuitOf(card) == kHearts) hearts = true;
    }
    const int winning_suit = hearts ? kHearts : trick.scoring_suit;
    for (int seat = 0; seat < num_players_; ++seat) {
      const Card card = played_[era][seat];
      if (SuitOf(card) == winning_suit && RankOf(card) > best) {
        best = RankOf(card);
        winner = seat;
      }
    }
    trick.winner = winner;
    trick.by_trump = hearts && trick.scoring_suit != kHearts;
    ++wreaths_[winner];
    start_player_ = winner;
  }
  ++round_number_;
  if (round_number_ < rounds_per_hand_) {
    StartRound();
    return;
  }
  ScoreHand();
}

int GhostsOfChristmasState::HandPoints(int wreaths, int purple, bool red) const {
  if (tiny_tim_) {
    const int last_scoring = num_players_ == 3 ? 6 : 5;
    if (wreaths == 0) return 6;
    return wreaths <= last_scoring ? wreaths : 0;
  }
  const bool success = purple <= wreaths && wreaths <= purple + (red ? 1 : 0);
  if (!success) return 0;
  return wreaths * (red ? 1 : 2);
}

void GhostsOfChristmasState::ScoreHand() {
  HandResult& result = hand_results_[completed_hands_];
  for (int seat = 0; seat < num_players_; ++seat) {
    result.purple[seat] = purple_[seat];
    result.red[seat] = red_[seat];
    result.wreaths[seat] = wreaths_[seat];
    const int points = HandPoints(wreaths_[seat], purple_[seat], red_[seat]);
    result.points[seat] = points;
    result.success[seat] = tiny_tim_ ? points > 0
                                     : purple_[seat] <= wreaths_[seat] &&
                                           wreaths_[seat] <= purple_[seat] + (red_[seat] ? 1 : 0);
    scores_[seat] += points;
  }
  ++completed_hands_;
  ++hand_number_;
  if (hand_number_ >= num_hands_) {
    phase_ = Phase::kGameOver;
    return;
  }
  StartHand();
}

void GhostsOfChristmasState::DoApplyAction(Action action) {
  ApplyRules(action);
  current_player_ = ComputeCurrentPlayer();
}

void GhostsOfChristmasState::ApplyRules(Action action) {
  switch (phase_) {
    case Phase::kChooseStart:
      start_player_ = StartSeat(action);
      round_leader_ = start_player_;
      StartHand();
      return;
    case Phase::kDeal: {
      const Card card = DealCard(action);
      hands_[NextDealSeat()] |= Bit(card);
      undealt_ &= ~Bit(card);
      ++deal_count_;
      if (undealt_ == 0) {
        if (tiny_tim_) {
          StartRound();
        } else {
          phase_ = Phase::kBid;
        }
      }
      return;
    }
    case Phase::kBid: {
      const int seat = CurrentPlayer();
      purple_[seat] = BidPurple(action);
      red_[seat] = BidRed(action);
      bid_made_[seat] = true;
      if (++bids_made_ == num_players_) StartRound();
      return;
    }
    case Phase::kPlay: {
      const int seat = CurrentPlayer();
      const Card card = PlayCard(action);
      const int era = PlayEra(action);
      if (dial_[era] == kNoSuit) {
        dial_[era] = static_cast<int8_t>(SuitOf(card));
      } else if (SuitOf(card) != dial_[era]) {
        voids_[seat] |= static_cast<uint8_t>(1u << dial_[era]);
      }
      played_[era][seat] = static_cast<int8_t>(card);
      eras_done_[seat] |= static_cast<uint8_t>(1u << era);
      hands_[seat] &= ~Bit(card);
      played_hand_ |= Bit(card);
      if (++plays_this_round_ == TotalPlaysPerRound()) ScoreRound();
      return;
    }
    case Phase::kGameOver:
      return;
  }
}

std::vector<Action> GhostsOfChristmasState::LegalActions() const {
  std::vector<Action> actions;
  LegalActionsInto(actions);
  return actions;
}

void GhostsOfChristmasState::LegalActionsInto(std::vector<Action>& out) const {
  if (phase_ == Phase::kBid) {  // four times a hand: not worth a fast path
    const int most = std::min(kMaxPurple, PurpleDoorsLeft());
    const bool red = RedDoorsLeft() > 0;
    out.clear();
    for (int purple = 0; purple <= most; ++purple) {
      out.push_back(BidAction(purple, false));
      if (red) out.push_back(BidAction(purple, true));
    }
    return;
  }
  if (phase_ != Phase::kPlay) {
    out.clear();
    return;
  }
  // Sized once, then written in place: no capacity check per action, and no copy from a
  // buffer (small copies are calls in WebAssembly).
  const int seat = CurrentPlayer();
  const CardMask hand = hands_[seat];
  std::array<CardMask, kMaxEras> allowed{};
  int count = 0;
  for (int era = 0; era < num_eras_; ++era) {
    if (PlayedInto(seat, era)) continue;
    const int dial = dial_[era];
    allowed[era] = (dial != kNoSuit && (hand & SuitMask(dial)) != 0) ? hand & SuitMask(dial) : hand;
    count += CountCards(allowed[era]);
  }
  // Card by card, then era by era (the order LegalActions has always had). Every era's
  // action is written and the cursor moves on only when it is allowed: no branch to
  // mispredict, at the cost of kMaxEras slots of slack past the end. (Measured faster than
  // walking each suit's allowed eras.)
  out.resize(count + kMaxEras);
  Action* next = out.data();
  ForEachCard(hand, [&](Card card) {
    for (int era = 0; era < kMaxEras; ++era) {
      *next = PlayAction(card, era);
      next += (allowed[era] >> card) & 1;
    }
  });
  out.resize(count);
}

Action GhostsOfChristmasState::SampleChanceOutcome(Rng& rng) const {
  // The same draw as State's default (floor(Unit() * total) over the outcomes in
  // ChanceOutcomes' order, all of weight 1), so a seed deals exactly what it always did,
  // without listing the outcomes.
  if (phase_ == Phase::kChooseStart) return StartAction(UnitIndex(rng, num_players_));
  // The k-th undealt card, lowest id first.
  CardMask mask = undealt_;
  int k = UnitIndex(rng, CountCards(mask));
  int base = 0;
  // Skip whole 16-card blocks first, then clear the lowest bits one at a time.
  for (CardMask block = mask & 0xFFFF; k >= CountCards(block); block = mask & 0xFFFF) {
    k -= CountCards(block);
    mask >>= 16;
    base += 16;
  }
  for (; k > 0; --k) mask &= mask - 1;
  return DealAction(base + std::countr_zero(mask));
}

bool GhostsOfChristmasState::IsEpisodeEnd() const {
  // A hand just scored: the game is over, or the next hand's deal has not begun.
  return phase_ == Phase::kGameOver ||
         (phase_ == Phase::kDeal && deal_count_ == 0 && completed_hands_ > 0);
}

std::vector<std::pair<Action, double>> GhostsOfChristmasState::ChanceOutcomes() const {
  std::vector<std::pair<Action, double>> outcomes;
  if (phase_ == Phase::kChooseStart) {
    for (int seat = 0; seat < num_players_; ++seat) outcomes.emplace_back(StartAction(seat), 1.0);
  } else if (phase_ == Phase::kDeal) {
    outcomes.reserve(CountCards(undealt_));
    ForEachCard(undealt_, [&](Card card) { outcomes.emplace_back(DealAction(card), 1.0); });
  }
  return outcomes;
}

void GhostsOfChristmasState::ScoresInto(std::vector<double>& out) const {
  out.assign(scores_.begin(), scores_.begin() + num_players_);
}

void GhostsOfChristmasState::WinnersInto(std::vector<bool>& out) const {
  HighestScoresWin(scores_, num_players_, out);  // ties share (rulings, Ghosts of Christmas 7)
}

}  // namespace tinsel::ghosts
