// The host's side of a table across devices: the one true game, and what each guest's device
// may be told of it.
//
// The host's device holds the game (a Session it makes when play starts, from a seed both the
// host and the guests made: tinsel/fair_deal.h). Each guest's device holds only its seat's
// history (tinsel/seat_history.h), sent again until the guest acknowledges it, so a lost,
// repeated, late or reordered message changes nothing but when it arrives. A guest may act
// only for its own seat, only legally, only on the game as it stands; anything else gets a
// sentence back and leaves the game untouched. The transport is the caller's: it hands over
// each message with the peer it came from, and sends what comes back.
//
// The host proves itself on every connection (tinsel/table_crypto.h): a guest's device answers
// no device that cannot. The deal's commitment never changes for a table: it is made from the
// secret kept in the table's record, and every guest's device refuses a host that shows
// another one.
//
// Where the rules play a step at once and the engine in turn (Santa Timea's secret ballots:
// State::EarlyActions), a guest may decide before its turn: the host keeps that move, tells
// only that guest it holds it, and plays it the moment the seat's turn comes.
#pragma once

#include <cstdint>
#include <map>
#include <memory>
#include <nlohmann/json.hpp>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "tinsel/fair_deal.h"
#include "tinsel/session.h"
#include "tinsel/table_crypto.h"
#include "tinsel/table_messages.h"

namespace tinsel {

// Who plays a seat at a table across devices.
enum class SeatPlan {
  kHere,     // a player at the host's device (hot-seat)
  kInvited,  // a player on another device
  kBot,
};

class TableHost {
 public:
  // `setup`'s seats give the names of the seats played here and the bots' levels; an invited
  // seat's name comes from its guest. The table's key pair, the deal's secret, the seat tokens
  // and each seat's made-up world come from `crypto`'s random source.
  TableHost(SessionSetup setup, std::vector<SeatPlan> plan, TableCrypto crypto);

  // What the host's device keeps in its storage to resume the table after a reload, or in the
  // tab the hosting moves to (the table's key, the seats' tokens and names, the deal's secret
  // and shares, who plays where). The game itself is saved like any other (tinsel/save.h).
  nlohmann::json Saved() const;
  // The table again from Saved() and its game (null before play started). Refuses, in words,
  // a record that is damaged or does not fit the game. The guests come back by themselves:
  // their devices meet the host again, check it is the same, and take their seats back.
  static std::unique_ptr<TableHost> Restore(const nlohmann::json& saved,
                                            std::unique_ptr<Session> game, TableCrypto crypto,
                                            std::string* error);

  // The table's public key (hex), which the invitation link carries.
  const std::string& public_key() const { return public_key_; }

  // A message from a guest's device over the connection whose ends are `ends`; returns the
  // replies (to it, or to everyone).
  std::vector<Outgoing> Receive(const std::string& peer, const std::string& text, double now,
                                const ChannelEnds& ends = {});
  // A guest's device is gone (closed, asleep, out of reach): its seat is away until it
  // comes back with its token.
  std::vector<Outgoing> Left(const std::string& peer);
  // What is due: history not yet acknowledged (every `resend_after` seconds), and the news
  // of a move made here. Call it after every local move and now and then.
  std::vector<Outgoing> Flush(double now);

  // Starts play once every invited seat is taken: makes the seed from the deal and the game.
  Status Start();
  // Takes back the last decision for a seat played at the host's device (Session::Undo), on
  // the game as it had `at` moves. A guest asks with an "undo" message for its own seat. Only
  // the seat that made the decision may, and only before anyone else decides.
  Status UndoHere(size_t at);
  // How many decisions were taken back so far (the host's app follows a shorter game then).
  int undos() const { return undos_; }
  // Gives an invited seat to a bot (its player left) or takes it here (hot-seat).
  Status Reseat(int seat, SeatPlan plan, const std::string& bot_level);

  bool started() const { return game_ != nullptr; }
  Session* game() { return game_.get(); }
  const Session* game() const { return game_.get(); }
  const std::vector<SeatPlan>& plan() const { return plan_; }
  bool SeatTaken(int seat) const { return guests_.count(seat) > 0; }
  bool SeatAway(int seat) const;
  // The seat's player's name: its guest's once taken, else the setup's.
  std::string SeatName(int seat) const;
  // The name the guests' devices know the seat by: SeatName, but "Host" for a seat played here
  // that kept the name "You" (on a phone, "You" is the phone's own player).
  std::string SeatNameForGuests(int seat) const;
  const FairDealRecord& deal() const { return deal_; }
  static constexpr double kResendAfter = 0.5;  // seconds
  static constexpr int kMessagesPerSecond = 40;

 private:
  struct Guest {
    std::string token;
    std::string name;
    std::string peer;  // empty while away
    std::string share;
    std::vector<std::string> acked;  // the seat's history as the guest last acknowledged it
    double sent_at = -1e9;           // when history was last sent
    std::vector<std::string> texts;  // the seat's history now (SeatTexts)
    uint64_t texts_of = 0;           // a hash of the true history it was made from
    std::vector<std::string> sent;   // what was last sent
    int64_t revision = 0;            // numbers what was sent: a guest takes only later ones
    bool ended = false;              // the guest has the end of the game (true history)
    std::string early;               // a move decided before the seat's turn, to play then
  };
  struct Budget {  // messages a peer may still send this second
    double second = -1;
    int left = 0;
  };

  std::vector<Outgoing> Challenge(const std::string& peer, const nlohmann::json& message,
                                  const ChannelEnds& ends);
  std::vector<Outgoing> Hello(const std::string& peer, const nlohmann::json& message);
  // The version a guest's message names, or a refusal in words.
  std::optional<std::vector<Outgoing>> WrongVersion(const std::string& peer,
                                                    const nlohmann::json& message) const;
  std::vector<Outgoing> Sit(const std::string& peer, const nlohmann::json& message);
  std::vector<Outgoing> Move(const std::string& peer, const nlohmann::json& message);
  // `seat`'s move on its turn: refused in words when illegal; kept early moves follow.
  std::vector<Outgoing> PlayOnTurn(const std::string& peer, int seat, Action action);
  // A move sent before the seat's turn, made on the game as it stood at `at`.
  std::vector<Outgoing> Early(const std::string& peer, int seat, size_t at,
                              const std::string& move);
  // Plays the kept early move of each seat whose turn has come.
  void PlayEarlyMoves();
  void Ack(const std::string& peer, const nlohmann::json& message);
  std::vector<Outgoing> UndoFor(const std::string& peer, const nlohmann::json& message);
  // Takes back `seat`'s last decision when it may (see UndoHere).
  Status TakeBack(int seat, size_t at);
  int SeatOf(const std::string& peer) const;
  const std::vector<std::string>& SeatTexts(int seat);
  std::string TableMessage() const;
  std::string HistoryMessage(int seat, const Guest& guest, const std::vector<std::string>& texts,
                             bool whole) const;
  std::vector<Outgoing> ToEveryone(const std::string& text) const;
  std::vector<Outgoing> Refuse(const std::string& peer, const std::string& why) const;
  // A device the host does not know (it reloaded, or the device's hello was lost) is asked
  // to say hello again, with its token if it has one.
  std::vector<Outgoing> WhoAreYou(const std::string& peer) const;
  // "The seat is yours", with its token.
  Outgoing SeatedMessage(int seat, const std::string& peer) const;
  // The device `peer` (back, or another tab) holds its seat again: told so, with the whole
  // history to come, and the device it replaces told too.
  std::vector<Outgoing> Reattach(int seat, const std::string& peer);
  // `peer` now holds a seat `old_peer` held: the old one is told, and stays told.
  std::vector<Outgoing> Replaced(const std::string& old_peer, const std::string& peer);
  std::vector<Outgoing> ReplacedNotice(const std::string& peer) const;
  bool WithinBudget(const std::string& peer, double now);
  std::string NewToken();
  uint64_t WorldSeed(int seat) const;

  SessionSetup setup_;
  std::vector<SeatPlan> plan_;
  TableCrypto crypto_;
  std::string secret_key_;
  std::string public_key_;
  uint64_t world_seed_;
  FairDealRecord deal_;
  std::map<int, Guest> guests_;  // by seat
  std::map<std::string, Budget> budgets_;
  // The nonce this host gave each device it proved itself to: a seat proof covers it.
  std::map<std::string, std::string> nonces_;
  std::set<std::string> replaced_;  // devices whose seat another device took over
  std::unique_ptr<Session> game_;
  int undos_ = 0;
};

}  // namespace tinsel
