// Ghosts of Christmas as each player sees it: the JSON observation (other players' hands
// never appear, only their sizes), resampling the hidden hands for a bot, which actions are
// public, the debug dump and the card count.

#include <bit>

#include "games/ghosts_of_christmas/ghosts_of_christmas.h"
#include "games/ghosts_of_christmas/redeal.h"
#include "tinsel/text_builder.h"

namespace tinsel::ghosts {
namespace {

nlohmann::json CardOrNull(int card) {
  return card == kNoCard ? nlohmann::json(nullptr) : nlohmann::json(CardToString(card));
}

nlohmann::json SuitOrNull(int suit) {
  return suit == kNoSuit ? nlohmann::json(nullptr) : nlohmann::json(SuitName(suit));
}

}  // namespace

nlohmann::json GhostsOfChristmasState::ObservationJson(int viewer) const {
  using nlohmann::json;
  static constexpr const char* kPhases[] = {"choose-start", "deal", "bid", "play", "game-over"};
  json obs;
  obs["game"] = game_->Id();
  obs["viewer"] = viewer;
  obs["players"] = num_players_;
  obs["bidding"] = tiny_tim_ ? "tiny-tim" : "doors";
  obs["beyond"] = beyond_;
  obs["phase"] = kPhases[static_cast<int>(phase_)];
  obs["current_player"] = CurrentPlayer();
  obs["hand_number"] = hand_number_;
  obs["num_hands"] = num_hands_;
  obs["round_number"] = round_number_;
  obs["rounds_per_hand"] = rounds_per_hand_;
  obs["start_player"] = start_player_;
  obs["round_leader"] = round_leader_;

  json eras = json::array();
  for (int era = 0; era < num_eras_; ++era) {
    json cards = json::array();
    for (int seat = 0; seat < num_players_; ++seat) cards.push_back(CardOrNull(played_[era][seat]));
    eras.push_back({{"era", EraId(era)}, {"dial", SuitOrNull(dial_[era])}, {"cards", cards}});
  }
  obs["table"] = eras;

  json seats = json::array();
  for (int seat = 0; seat < num_players_; ++seat) {
    json info = {
        {"hand_size", HandSize(seat)}, {"wreaths", wreaths_[seat]}, {"score", scores_[seat]}};
    if (!tiny_tim_) {
      info["bid"] =
          bid_made_[seat] ? json{{"purple", purple_[seat]}, {"red", red_[seat]}} : json(nullptr);
    }
    json voids = json::array();
    for (int suit = 0; suit < kNumSuits; ++suit) {
      if ((voids_[seat] >> suit) & 1) voids.push_back(SuitName(suit));
    }
    info["void_suits"] = voids;
    seats.push_back(info);
  }
  obs["seats"] = seats;
  if (!tiny_tim_ && door_supply_) {
    obs["doors_left"] = {{"purple", PurpleDoorsLeft()}, {"red", RedDoorsLeft()}};
  }

  if (viewer >= 0 && viewer < num_players_) {
    json hand = json::array();
    ForEachCard(hands_[viewer], [&](Card card) { hand.push_back(CardToString(card)); });
    obs["hand"] = hand;
  }

  // The last round only while its hand is on (a new hand deals those cards out again).
  if (last_round_.valid && (last_round_.hand == hand_number_ || phase_ == Phase::kGameOver)) {
    json tricks = json::array();
    for (int era = 0; era < last_round_.num_eras; ++era) {
      const TrickResult& trick = last_round_.tricks[era];
      json cards = json::array();
      for (int seat = 0; seat < num_players_; ++seat)
        cards.push_back(CardOrNull(trick.cards[seat]));
      tricks.push_back({{"era", EraId(era)},
                        {"leader", trick.leader},
                        {"scoring_suit", SuitOrNull(trick.scoring_suit)},
                        {"winner", trick.winner},
                        {"by_trump", trick.by_trump},
                        {"cards", cards}});
    }
    obs["last_round"] = {
        {"hand", last_round_.hand}, {"round", last_round_.round}, {"tricks", tricks}};
  }

  json hands = json::array();
  for (int h = 0; h < completed_hands_; ++h) {
    const HandResult& result = hand_results_[h];
    json per_seat = json::array();
    for (int seat = 0; seat < num_players_; ++seat) {
      per_seat.push_back({{"purple", result.purple[seat]},
                          {"red", result.red[seat]},
                          {"wreaths", result.wreaths[seat]},
                          {"success", result.success[seat]},
                          {"points", result.points[seat]}});
    }
    hands.push_back(per_seat);
  }
  obs["hand_results"] = hands;
  return obs;
}

std::string GhostsOfChristmasState::ToString() const {
  TextBuilder out;
  static constexpr const char* kPhases[] = {"choose-start", "deal", "bid", "play", "game-over"};
  out << "Ghosts of Christmas " << num_players_ << "p" << (tiny_tim_ ? " tiny-tim" : " doors")
      << (beyond_ ? " beyond" : "") << " phase=" << kPhases[static_cast<int>(phase_)]
      << " hand=" << hand_number_ << " round=" << round_number_ << " start=" << start_player_
      << " leader=" << round_leader_ << " to_move=" << CurrentPlayer() << "\n";
  for (int seat = 0; seat < num_players_; ++seat) {
    out << "seat " << seat << ": score=" << scores_[seat] << " wreaths=" << wreaths_[seat];
    if (!tiny_tim_) {
      out << " bid=" << (bid_made_[seat] ? BidToString(purple_[seat], red_[seat]) : "-");
    }
    out << " voids=" << static_cast<int>(voids_[seat]) << " hand=";
    ForEachCard(hands_[seat], [&](Card card) { out << CardToString(card) << ' '; });
    out << "\n";
  }
  for (int era = 0; era < num_eras_; ++era) {
    out << EraName(era) << " dial=" << (dial_[era] == kNoSuit ? "-" : SuitName(dial_[era])) << ":";
    for (int seat = 0; seat < num_players_; ++seat) {
      out << ' ' << (played_[era][seat] == kNoCard ? "--" : CardToString(played_[era][seat]));
    }
    out << "\n";
  }
  return out.str();
}

bool GhostsOfChristmasState::HasPrivateInformation() const {
  return phase_ == Phase::kBid || phase_ == Phase::kPlay;
}

void GhostsOfChristmasState::ResampleInto(int player, Rng& rng,
                                          std::unique_ptr<State>& world) const {
  GhostsOfChristmasState& copy = CopyInto(world);
  std::array<bool, kMaxPlayers> hidden{};
  for (int seat = 0; seat < num_players_; ++seat) hidden[seat] = seat != player;
  RedealHidden(num_players_, hidden, voids_, copy.hands_, rng);
}

void GhostsOfChristmasState::DisguiseHistory(const State& initial, int viewer, const State& world,
                                             std::vector<Action>& history) const {
  const auto& made_up = static_cast<const GhostsOfChristmasState&>(world);
  // Every card dealt to another seat, and what each seat played face up in each hand.
  struct HiddenDeal {
    size_t index;
    int hand;
    int seat;
  };
  std::vector<HiddenDeal> deals;
  std::vector<std::array<CardMask, kMaxPlayers>> played;  // per hand
  GhostsOfChristmasState walker = static_cast<const GhostsOfChristmasState&>(initial);
  for (size_t i = 0; i < history.size(); ++i) {
    const int hand = walker.completed_hands_;
    if (played.size() <= static_cast<size_t>(hand)) played.resize(hand + 1, {});
    if (walker.phase_ == Phase::kDeal && IsDealAction(history[i])) {
      const int seat = walker.NextDealSeat();
      if (seat != viewer) deals.push_back({i, hand, seat});
    } else if (walker.CurrentPlayer() >= 0 && IsPlayAction(history[i])) {
      played[hand][walker.CurrentPlayer()] |= Bit(PlayCard(history[i]));
    }
    walker.ApplyLegalAction(history[i]);
  }
  // A seat's hand as the viewer may know it: what it played face up, and in the hand being
  // played what it holds in `world`. Hands end with every card played, so a finished hand's
  // deal is all known. Each hand's cards are dealt to it lowest first, whatever the true order.
  std::vector<std::array<CardMask, kMaxPlayers>> to_deal = played;
  for (int seat = 0; seat < num_players_; ++seat) {
    if (static_cast<size_t>(completed_hands_) < to_deal.size()) {
      to_deal[completed_hands_][seat] |= made_up.hands_[seat];
    }
  }
  for (const HiddenDeal& deal : deals) {
    CardMask& cards = to_deal[deal.hand][deal.seat];
    if (cards == 0) return;  // cannot happen for a history of this state: leave it whole
    const Card lowest = static_cast<Card>(std::countr_zero(cards));
    cards &= cards - 1;
    history[deal.index] = DealAction(lowest);
  }
}

std::map<std::string, int> GhostsOfChristmasState::ComponentTotals() const {
  CardMask all = undealt_ | played_hand_;
  for (int seat = 0; seat < num_players_; ++seat) all |= hands_[seat];
  int held = CountCards(undealt_) + CountCards(played_hand_);
  for (int seat = 0; seat < num_players_; ++seat) held += CountCards(hands_[seat]);
  // Each card is in exactly one place: count places, and distinct cards must agree.
  return {{"cards", held == CountCards(all) ? held : -held}};
}

bool GhostsOfChristmasState::IsPublicAction(int player, Action /*action*/) const {
  return player != kChancePlayer || phase_ == Phase::kChooseStart;
}

}  // namespace tinsel::ghosts
