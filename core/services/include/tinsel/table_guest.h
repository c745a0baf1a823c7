// A guest's side of a table across devices: which device in the room is the host, the seats to
// choose from, its own seat's game as that seat may know it (tinsel/seat_history.h), and at the
// end the true game and the check of its deal (tinsel/fair_deal.h).
//
// The invitation link names the host by its public key. Every device met in the table's room is
// challenged, and only one that proves it holds the key, on that very connection, is the host
// (tinsel/table_crypto.h): the guest says nothing of its seat to any other device, and says in
// words when a device tried to pass for the host. The first deal commitment the host shows is
// kept, with the seat token and this device's share, in what the page stores (Kept): a host
// that shows another commitment is refused for good ("this is not the table you joined"), a
// reload keeps the share, so the end's check counts it.
//
// Everything from the host is checked before it is used: a damaged, stale, repeated or
// reordered message is dropped and the guest keeps what it had. The transport is the caller's:
// it sends what the methods return to the peers they name.
#pragma once

#include <cstdint>
#include <map>
#include <memory>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "tinsel/fair_deal.h"
#include "tinsel/session.h"
#include "tinsel/table_crypto.h"
#include "tinsel/table_host.h"
#include "tinsel/table_seat.h"

namespace tinsel {

class TableGuest {
 public:
  // `host_key`: the table's public key, from the invitation link. `kept`: what this device kept
  // of the table on an earlier visit (Kept(); null for a new guest, which makes a new share).
  TableGuest(std::string host_key, TableCrypto crypto, const nlohmann::json& kept = nullptr);

  // What the page keeps in its storage for this table (the seat token, this device's share of
  // the deal, the commitment and invited seats it saw first): a reload passes it back.
  nlohmann::json Kept() const;

  // A device joined the table's room: it may be the host. Returns the challenge to send it.
  std::vector<Outgoing> Met(const std::string& peer);
  // A device left the room (the host's page closed or reloading: the seat waits for it).
  void Left(const std::string& peer);
  // A message from `peer` over the connection whose ends are `ends`; returns what to send.
  std::vector<Outgoing> Receive(const std::string& peer, const std::string& text,
                                const ChannelEnds& ends = {});

  // Take an open seat under `name` (nothing until a host has proven itself).
  std::vector<Outgoing> Sit(int seat, const std::string& name);
  // A move for this device's seat, on the game as it stands here: on its turn, or one of its
  // State::EarlyActions before its turn (one per step; the host plays it when the turn comes).
  // Nullopt when it is no move to send; made while the host is away, it is kept (nothing to
  // send now) and goes when the host is back.
  std::optional<std::vector<Outgoing>> Move(Action action);
  // Asks the host to take back this seat's last decision (Session::Undo; refused, in words,
  // unless it is this seat's and nobody has decided since).
  std::vector<Outgoing> Undo();
  // Now and then (every second or two): challenges again the devices that have not answered
  // while no host is proven; once seated, what this device holds, so a host that lost track
  // (a lost acknowledgement, a reload) sends what is missing; and an early move the host has
  // not confirmed yet, again.
  std::vector<Outgoing> Heartbeat();
  // The page goes (a closed tab, a reload): the host hears it at once, over the very
  // connection its seat is on, and shows the seat away.
  std::vector<Outgoing> Bye() const;

  // The device that proved it is the host ("" while none has: looking, or the host is away).
  const std::string& host_peer() const { return host_peer_; }
  // A sentence when a device in the room tried to pass for the host and could not ("" none).
  const std::string& warning() const { return warning_; }
  // The host showed another deal commitment than the first: this device stopped for good.
  bool broken() const { return broken_; }

  // What the table looks like (empty until the host's first answer).
  const std::string& game_id() const { return game_id_; }
  const std::vector<TableSeat>& seats() const { return seats_; }
  bool started() const { return started_; }
  int seat() const { return seat_; }                   // -1 until seated
  const std::string& token() const { return token_; }  // kept in storage (Kept)
  // This seat's game as it may know it (null before play starts).
  const Session* game() const { return game_.get(); }
  // The last sentence the host answered with (a refused seat or move), for the screen.
  const std::string& refusal() const { return refusal_; }
  // The move made on this seat's turn, as text, until the host's game shows it ("": none).
  const std::string& sending() const { return turn_; }
  // The move this seat decided before its turn, as text, until the host plays it ("": none).
  const std::string& early() const { return early_; }
  // Another tab or device opened this seat's link since: this one stops (and says so).
  bool replaced() const { return replaced_; }
  // Once the game is over: the true game, and the verdict on its deal.
  const Session* truth() const { return truth_.get(); }
  const std::optional<FairDealVerdict>& verdict() const { return verdict_; }

  static constexpr size_t kMaxCandidates = 32;  // devices met and not yet answered

 private:
  struct Candidate {
    // The challenges sent to it, newest last: a proof may answer one sent before a repeat.
    std::vector<std::string> nonces;
  };
  // Challenges `peer` (again): a fresh nonce.
  Outgoing Challenge(const std::string& peer);

  std::vector<Outgoing> Proof(const std::string& peer, const nlohmann::json& message,
                              const ChannelEnds& ends);
  std::vector<Outgoing> FromHost(const nlohmann::json& message);
  std::vector<Outgoing> ToHost(std::vector<std::string> texts) const;
  std::string Hello() const;
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

  std::string host_key_;
  TableCrypto crypto_;
  std::map<std::string, Candidate> candidates_;  // by peer
  std::string host_peer_;
  std::string host_nonce_;  // the proven host's nonce on its connection
  std::string warning_;
  bool broken_ = false;
  std::vector<std::string> waiting_;  // moves made while no host was there

  std::string token_;
  std::string share_;
  bool share_lost_ = false;  // a kept seat whose share this browser no longer has
  std::string game_id_;
  nlohmann::json options_;
  int rules_version_ = 0;
  std::string commitment_;    // the first the host showed: kept for good
  std::vector<int> invited_;  // the seats invited then
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
  // The move made on this seat's turn, sent with every heartbeat until the host's history
  // passes `turn_at_` or the host refuses it: a message lost on its way (a connection being
  // replaced drops what it carried) would otherwise leave the seat waiting for ever.
  std::string turn_;
  size_t turn_at_ = 0;
  std::string early_;             // a move decided before this seat's turn ("": none)
  size_t early_at_ = 0;           // the history length it was decided at
  bool early_confirmed_ = false;  // the host said it holds it
};

}  // namespace tinsel
