// A guest's side of a table across devices: the seats to choose from, its own seat's game as
// that seat may know it (tinsel/seat_history.h), and at the end the true game and the check
// of its deal (tinsel/fair_deal.h).
//
// Everything from the host is checked before it is used: a damaged, stale, repeated or
// reordered message is dropped and the guest keeps what it had. The transport is the
// caller's: it sends what the methods return, to the host.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "tinsel/fair_deal.h"
#include "tinsel/session.h"
#include "tinsel/table_seat.h"

namespace tinsel {

class TableGuest {
 public:
  // `token`: the seat token this device kept from an earlier visit (empty for a new guest).
  // `share`: this device's random contribution to the deal (IsDealSecret).
  TableGuest(std::string token, std::string share, Sha256Hex sha256);

  // The first message to the host, and again after any reconnection.
  std::string Hello() const;
  // Take an open seat under `name`.
  std::string Sit(int seat, const std::string& name) const;
  // A move for this device's seat, on the game as it stands here: on its turn, or one of its
  // State::EarlyActions before its turn (one per step; the host plays it when the turn comes).
  std::optional<std::string> Move(Action action);
  // Asks the host to take back this seat's last decision (Session::Undo; refused, in words,
  // unless it is this seat's and nobody has decided since).
  std::optional<std::string> Undo() const;

  // Now and then (every second or two) while seated: what this device holds, so a host that
  // lost track (a lost acknowledgement, a reload) sends what is missing; and an early move the
  // host has not confirmed yet, again.
  std::vector<std::string> Heartbeat() const;
  // A message from the host; returns the replies to send it.
  std::vector<std::string> Receive(const std::string& text);

  // What the table looks like (empty until the host's first answer).
  const std::string& game_id() const { return game_id_; }
  const std::vector<TableSeat>& seats() const { return seats_; }
  bool started() const { return started_; }
  int seat() const { return seat_; }                   // -1 until seated
  const std::string& token() const { return token_; }  // to keep in storage
  // This seat's game as it may know it (null before play starts).
  const Session* game() const { return game_.get(); }
  // The last sentence the host answered with (a refused seat or move), for the screen.
  const std::string& refusal() const { return refusal_; }
  // The move this seat decided before its turn, as text, until the host plays it ("": none).
  const std::string& early() const { return early_; }
  // Another tab or device opened this seat's link since: this one stops (and says so).
  bool replaced() const { return replaced_; }
  // Once the game is over: the true game, and the verdict on its deal.
  const Session* truth() const { return truth_.get(); }
  const std::optional<FairDealVerdict>& verdict() const { return verdict_; }

 private:
  std::vector<std::string> Table(const nlohmann::json& message);
  std::vector<std::string> History(const nlohmann::json& message);
  // Keeps the first `base` moves held here and adds `moves`; false (holding what it held) when
  // they do not play.
  bool Apply(size_t base, const std::vector<std::string>& moves);
  std::unique_ptr<Session> Replayed(const std::vector<std::string>& texts) const;
  void End(const nlohmann::json& end);
  std::string Ack() const;
  std::string MoveMessage(size_t at, const std::string& move, bool early) const;
  // After a history: `held` the early move the host says it holds for this seat.
  void FollowEarly(const std::optional<std::string>& held);
  SessionSetup Setup(ChanceStream chance) const;

  std::string token_;
  std::string share_;
  Sha256Hex sha256_;
  std::string game_id_;
  nlohmann::json options_;
  int rules_version_ = 0;
  std::string commitment_;
  std::vector<TableSeat> seats_;
  bool started_ = false;
  int seat_ = -1;
  std::vector<std::string> texts_;  // this seat's history as held here
  int64_t revision_ = 0;            // the host's number for it: later ones only
  std::unique_ptr<Session> game_;
  std::unique_ptr<Session> truth_;
  std::optional<FairDealVerdict> verdict_;
  std::string refusal_;
  bool replaced_ = false;
  std::string early_;             // a move decided before this seat's turn ("": none)
  size_t early_at_ = 0;           // the history length it was decided at
  bool early_confirmed_ = false;  // the host said it holds it
};

}  // namespace tinsel
