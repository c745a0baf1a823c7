// SharedTable: this device's part in a table across devices (docs/peer-to-peer.md), as the
// app sees it: the host's invitation and seats, or a guest's choice of seat; then the game as
// this device holds it. The protocol itself runs outside the app's wasm (the page's peer.js
// and tinsel_peer.wasm, loaded only when a table is opened): the platform reports its status
// here as JSON (Receive) and carries the app's requests through a TableChannel. No ImGui here.
#pragma once

#include <memory>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "model/peer/table_connection.h"
#include "tinsel/session.h"
#include "tinsel/table_seat.h"
#include "tinsel/translate.h"

namespace tinsel::app {

// What the platform does for a table across devices (the page's; the desktop has none).
class TableChannel {
 public:
  virtual ~TableChannel() = default;
  // Opens a table as its host: `save` the new game's setup as a save's text, `plan` per seat
  // "here", "invited" or "bot", `connection` where the devices find each other.
  virtual void Host(const std::string& save, const std::vector<std::string>& plan,
                    const TableConnection& connection) = 0;
  // Opens again a table this browser hosted, from its record (the page reloaded, the tab was
  // closed, a saved game's table): `room` names it ("" for the one this tab hosted). Its
  // status says "slot", or "elsewhere" when another tab hosts it now.
  virtual void Resume(const std::string& room) = 0;
  // Moves the table from another tab of this browser to this one (`role` "host": its hosting;
  // "guest": a guest's seat): that tab stops, this one takes it on.
  virtual void Take(const std::string& role, const std::string& room) = 0;
  // The saved-games slot the host's game is written to, kept with the table for a resume.
  virtual void KeepSlot(const std::string& slot) = 0;
  virtual void Start() = 0;
  // A move made at this device: the host's (a seat played here, or a bot) when the game had
  // `at` moves; a guest's for its own seat.
  virtual void Move(const std::string& text, int at) = 0;
  // Takes back this device's seat's last decision, on the game as it had `at` moves (the
  // table refuses, in words, unless that seat made it and nobody has decided since).
  virtual void Undo(int at) = 0;
  // An invited seat whose player left: "bot" (at `level`) or "here".
  virtual void Reseat(int seat, const std::string& plan, const std::string& level) = 0;
  virtual void Sit(int seat, const std::string& name) = 0;
  virtual void Leave() = 0;
};

class SharedTable {
 public:
  enum class Role { kHost, kGuest };

  // `game_id`: the host's game (a guest learns it from the table).
  SharedTable(Role role, TableChannel& channel, std::string game_id = "")
      : role_(role), channel_(channel), game_id_(std::move(game_id)) {}

  // The platform's report (its fields: docs/peer-to-peer.md, "The page's status").
  void Receive(const nlohmann::json& status);

  Role role() const { return role_; }
  TableChannel& channel() { return channel_; }
  // A guest: a device has proven it is the host and is here. The host: always.
  bool connected() const { return connected_; }
  // A guest: seconds since the host's device went, once it had been here (-1: not gone).
  int gone_seconds() const { return gone_; }
  // This table is held by another tab of this browser ("host" or "guest"; "" when not), or
  // this tab let it go to another ("moved" says which role): the screen offers to take it.
  const std::string& elsewhere() const { return elsewhere_; }
  const std::string& moved() const { return moved_; }
  // The table's room (its id in this browser's storage and in the link).
  const std::string& room() const { return room_; }
  // A guest: a device in the room tried to pass for the host ("" none), in words.
  std::string warning() const { return Tr(warning_.c_str()); }
  // A guest: the host showed another deal commitment than the first; this device stopped.
  bool broken() const { return broken_; }
  // A guest: this browser could not keep its record of the seat (a reload would lose it).
  bool unkept() const { return unkept_; }
  // After a while without a connection: what was tried and what to try, a sentence a line
  // (empty while connected, or before then).
  std::vector<std::string> Diagnosis() const;
  bool started() const { return started_; }
  bool over() const { return over_; }
  const std::string& game_id() const { return game_id_; }
  // The host's: the saved-games slot of the table's game before this page reloaded, or "".
  const std::string& kept_slot() const { return kept_slot_; }
  const std::vector<TableSeat>& seats() const { return seats_; }
  // The invitation (the host's): its link and its QR code's modules, rows of '1' and '0'.
  const std::string& link() const { return link_; }
  const std::vector<std::string>& qr() const { return qr_; }
  // The table's sentences (a refusal, a notice, a problem, the verdict) come from the table's
  // own module in English, and are read in the language chosen here.
  // A guest's seat (-1 until seated); the host's last refusal of it; another tab took it.
  int seat() const { return seat_; }
  std::string refusal() const { return Tr(refusal_.c_str()); }
  bool replaced() const { return replaced_; }
  // A guest's move decided before its turn (a secret vote), until the host plays it; or "".
  const std::string& early() const { return early_; }
  // A guest's move made on its turn, on its way until the host's game shows it; or "".
  const std::string& sending() const { return sending_; }
  // The host's: how many decisions the table has taken back (a shorter game follows each).
  int undos() const { return undos_; }
  // Whether the table took a decision back since this was last asked (once per undo).
  bool TakeUndone() { return std::exchange(undone_, false); }
  // A sentence about settings the page could not use (a relay address it ignored), or "".
  std::string notice() const { return Tr(notice_.c_str()); }
  // A sentence when the table cannot go on (a damaged or newer link, the code not loading).
  std::string problem() const { return Tr(problem_.c_str()); }
  // At the end, on a guest's device: "Fair deal: checked." or what broke.
  std::string verdict() const;
  bool fair() const { return fair_; }

  // Every seat, whether it is played at this device (the host: seats here and bots; a guest:
  // its own).
  std::vector<bool> SeatsHere() const;
  // The game as this device now holds it, once per change (nullptr when nothing changed):
  // the host's the true game; a guest's its seat's history, its chance given by the host.
  std::unique_ptr<Session> TakeGame(std::string* error);
  // The true game at the end (a guest's device keeps it in its saved games), once.
  std::unique_ptr<Session> TakeTruth(std::string* error);
  // The host's moves made here since the table last heard of them: sent with where they were
  // made. `held`: the game on this device's table.
  void SendMovesMadeHere(const Session& held);

 private:
  Role role_;
  TableChannel& channel_;
  std::string game_id_;
  std::string kept_slot_;
  bool connected_ = false;
  bool started_ = false;
  bool over_ = false;
  std::vector<TableSeat> seats_;
  std::string link_;
  std::vector<std::string> qr_;
  int seat_ = -1;
  std::string refusal_;
  bool replaced_ = false;
  std::string early_;
  std::string sending_;
  int undos_ = 0;
  bool undone_ = false;
  std::string problem_;
  std::string notice_;
  std::string verdict_;
  std::string verdict_message_;  // a template naming a seat ("{seat}"), when the check did
  int verdict_seat_ = 0;
  bool fair_ = false;
  int gone_ = -1;
  std::string elsewhere_;
  std::string moved_;
  std::string room_;
  std::string warning_;
  bool broken_ = false;
  bool unkept_ = false;
  nlohmann::json diagnosis_;

  nlohmann::json game_;  // the host's save text, or a guest's setup and history
  bool game_changed_ = false;
  std::string truth_;
  bool truth_taken_ = false;
  size_t table_length_ = 0;  // the history length the table last reported
  size_t sent_upto_ = 0;     // this device's moves sent up to here
};

}  // namespace tinsel::app
