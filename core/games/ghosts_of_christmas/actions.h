// Ghosts of Christmas action ids and their canonical text forms.
//
//   id        meaning                               text
//   0..191    play card c into era e (c * 4 + e)    "H7 -> past"  (eras: past, present,
//                                                                  future, beyond)
//   200..225  bid p purple doors (+ red door r)     "bid 3", "bid 3+red"
//             (200 + p * 2 + r, p = 0..12)
//   300..347  chance: deal card c to the next seat  "deal H7 to 2"  (seat numbers from 0)
//   400..403  chance: first start player is seat s  "start 2"
#pragma once

#include <optional>
#include <string>

#include "games/ghosts_of_christmas/cards.h"

namespace tinsel::ghosts {

enum Era : int { kPast = 0, kPresent = 1, kFuture = 2, kBeyond = 3 };
constexpr int kMaxEras = 4;
constexpr int kMaxPlayers = 4;
constexpr int kMaxPurple = 12;
// The door supply (rulings, Ghosts of Christmas 8; rules version 2 on): a hand's bids share
// 16 purple and 4 red doors.
constexpr int kPurpleDoorSupply = 16;
constexpr int kRedDoorSupply = 4;

const char* EraId(int era);    // "past"
const char* EraName(int era);  // "Past"
// The era's name in the player's language (EraName stays English: dumps and tests read it).
const char* EraWords(int era);

constexpr int kPlayBase = 0;
constexpr int kBidBase = 200;
constexpr int kDealBase = 300;
constexpr int kStartBase = 400;

constexpr int PlayAction(Card card, int era) { return kPlayBase + card * kMaxEras + era; }
constexpr bool IsPlayAction(int action) {
  return action >= kPlayBase && action < kPlayBase + kNumCards * kMaxEras;
}
constexpr Card PlayCard(int action) { return (action - kPlayBase) / kMaxEras; }
constexpr int PlayEra(int action) { return (action - kPlayBase) % kMaxEras; }

constexpr int BidAction(int purple, bool red) { return kBidBase + purple * 2 + (red ? 1 : 0); }
constexpr bool IsBidAction(int action) {
  return action >= kBidBase && action <= BidAction(kMaxPurple, true);
}
constexpr int BidPurple(int action) { return (action - kBidBase) / 2; }
constexpr bool BidRed(int action) { return (action - kBidBase) % 2 == 1; }

constexpr int DealAction(Card card) { return kDealBase + card; }
constexpr bool IsDealAction(int action) {
  return action >= kDealBase && action < kDealBase + kNumCards;
}
constexpr Card DealCard(int action) { return action - kDealBase; }

constexpr int StartAction(int seat) { return kStartBase + seat; }
constexpr bool IsStartAction(int action) {
  return action >= kStartBase && action < kStartBase + kMaxPlayers;
}
constexpr int StartSeat(int action) { return action - kStartBase; }

// Text for plays and bids (deals and starts need the state: see GhostsOfChristmasState).
std::string PlayToString(Card card, int era);   // "H7 -> past"
std::string BidToString(int purple, bool red);  // "bid 3+red"
std::optional<int> ParsePlay(const std::string& text);
std::optional<int> ParseBid(const std::string& text);
// Parses a whole non-negative number with no sign, spaces or leading zeros.
std::optional<int> ParseCount(const std::string& text);

}  // namespace tinsel::ghosts
