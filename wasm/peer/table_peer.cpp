// The table protocol's entry points for the page (dist/tinsel_peer.js + .wasm, loaded only
// when a table across devices is opened: docs/peer-to-peer.md). One table per page: this
// device is its host (TableHost) or one of its guests (TableGuest). web/peer/table.mjs calls
// these through ccall and carries what they return over the transport; every answer is JSON
// text, valid until the next call (ccall copies it at once).
//
// The app's wasm never links this: it learns the game from the status (a save's text for the
// host, the seat's history for a guest) and hands its moves back as text.
#include <emscripten.h>

#include <memory>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "tinsel/save.h"
#include "tinsel/table_guest.h"
#include "tinsel/table_host.h"
#include "tinsel/table_messages.h"

namespace {

using nlohmann::json;
using tinsel::Outgoing;
using tinsel::SeatPlan;

// The table's cryptography from the page (web/peer/crypto.mjs: @noble's SHA-256, HMAC and
// Ed25519, WebCrypto's random numbers): the core has none of its own. Each writes its hex and
// a terminating zero into `out` (`size` bytes).
// clang-format off
EM_JS(void, page_crypto, (const char* what, const char* a, const char* b, const char* c, char* out, int size), {
  var crypto = Module.tableCrypto;
  var name = UTF8ToString(what);
  var x = UTF8ToString(a), y = UTF8ToString(b), z = UTF8ToString(c);
  var result = name === 'sha256' ? crypto.sha256Hex(x)
    : name === 'hmac' ? crypto.hmacHex(x, y)
    : name === 'public' ? crypto.publicKeyHex(x)
    : name === 'sign' ? crypto.signHex(x, y)
    : name === 'verify' ? (crypto.verify(x, y, z) ? '1' : '0')
    : crypto.randomHex(Number(x));
  stringToUTF8(result, out, size);
});
// clang-format on

std::string PageCrypto(const char* what, const std::string& a, const std::string& b = "",
                       const std::string& c = "") {
  char out[160] = {};
  page_crypto(what, a.c_str(), b.c_str(), c.c_str(), out, sizeof(out));
  return out;
}

tinsel::TableCrypto PageTableCrypto() {
  tinsel::TableCrypto crypto;
  crypto.sha256 = [](const std::string& bytes) { return PageCrypto("sha256", bytes); };
  crypto.hmac_sha256 = [](const std::string& key, const std::string& bytes) {
    return PageCrypto("hmac", key, bytes);
  };
  crypto.public_key = [](const std::string& secret) { return PageCrypto("public", secret); };
  crypto.sign = [](const std::string& secret, const std::string& bytes) {
    return PageCrypto("sign", secret, bytes);
  };
  crypto.verify = [](const std::string& key, const std::string& bytes, const std::string& sig) {
    return PageCrypto("verify", key, bytes, sig) == "1";
  };
  crypto.random_hex = [](size_t bytes) {
    return PageCrypto("random", std::to_string(bytes < 64 ? bytes : 64));
  };
  return crypto;
}

std::unique_ptr<tinsel::TableHost> host;
std::unique_ptr<tinsel::TableGuest> guest;
std::string answer;

const char* Answer(const json& value) {
  answer = value.dump(-1, ' ', false, json::error_handler_t::replace);
  return answer.c_str();
}

const char* Problem(const std::string& why) { return Answer(json{{"problem", why}}); }

json OutgoingJson(const std::vector<Outgoing>& messages) {
  json list = json::array();
  for (const Outgoing& message : messages) {
    list.push_back({{"peer", message.peer}, {"text", message.text}});
  }
  return list;
}

const char* kPlanNames[] = {"here", "invited", "bot"};

// The moves the seat to move may make in `session` (none when another seat is to move).
json LegalMoves(const tinsel::Session& session, int seat) {
  json moves = json::array();
  const tinsel::State& state = session.state();
  if (state.IsTerminal() || state.CurrentPlayer() != seat) return moves;
  for (tinsel::Action action : state.LegalActions()) {
    moves.push_back(state.ActionToString(seat, action));
  }
  return moves;
}

}  // namespace

extern "C" {

// Opens a table as its host. `save`: the new game as a save's text (its setup: the game,
// options, seats' names and bot levels; its history empty); `plan`: one of "here", "invited",
// "bot" per seat, comma separated. The table's key and the deal's secret come from the page's
// random source. Or, with `kept` (a table record from tinsel_host_status's "record") and the
// game's save so far, the same table again after a reload, or in the tab hosting moved to.
// Answers {ok, key}: the table's public key, for the invitation link.
EMSCRIPTEN_KEEPALIVE const char* tinsel_host_open(const char* save, const char* plan,
                                                  const char* kept) {
  guest.reset();
  host.reset();
  std::string error;
  const std::string kept_text = kept;
  if (!kept_text.empty()) {
    const json record = kept_text.size() > tinsel::kMaxSaveBytes ||
                                tinsel::NestsDeeperThan(kept_text, tinsel::kMaxSaveNesting)
                            ? json(json::value_t::discarded)
                            : json::parse(kept_text, nullptr, false);
    if (record.is_discarded() || !record.is_object()) {
      return Problem("The table's record in this browser is damaged: open a new table.");
    }
    std::unique_ptr<tinsel::Session> game;
    if (std::string(save).size() > 0) {
      game = tinsel::LoadSave(save, &error);
      if (!game) return Problem(error);
    }
    host = tinsel::TableHost::Restore(record, std::move(game), PageTableCrypto(), &error);
    if (!host) return Problem(error);
    return Answer(json{{"ok", true}, {"key", host->public_key()}});
  }
  std::unique_ptr<tinsel::Session> game = tinsel::LoadSave(save, &error);
  if (!game) return Problem(error);
  std::vector<SeatPlan> seats;
  std::string rest = plan;
  while (!rest.empty() || seats.size() < game->setup().seats.size()) {
    const size_t comma = rest.find(',');
    const std::string name = rest.substr(0, comma);
    rest = comma == std::string::npos ? "" : rest.substr(comma + 1);
    if (name == "here")
      seats.push_back(SeatPlan::kHere);
    else if (name == "invited")
      seats.push_back(SeatPlan::kInvited);
    else if (name == "bot")
      seats.push_back(SeatPlan::kBot);
    else
      return Problem("Each seat is played here, by an invited player or by a bot.");
    if (seats.size() > game->setup().seats.size()) break;
  }
  if (seats.size() != game->setup().seats.size()) {
    return Problem("Say for every seat who plays it.");
  }
  host = std::make_unique<tinsel::TableHost>(game->setup(), seats, PageTableCrypto());
  return Answer(json{{"ok", true}, {"key", host->public_key()}});
}

// A message from guest `peer` over the connection whose ends are `local` and `remote` (the
// DTLS fingerprints); returns the messages to send [{peer, text}] (peer "": to all).
EMSCRIPTEN_KEEPALIVE const char* tinsel_host_receive(const char* peer, const char* text, double now,
                                                     const char* local, const char* remote) {
  if (!host) return Answer(json::array());
  return Answer(OutgoingJson(host->Receive(peer, text, now, {local, remote})));
}

EMSCRIPTEN_KEEPALIVE const char* tinsel_host_left(const char* peer) {
  if (!host) return Answer(json::array());
  return Answer(OutgoingJson(host->Left(peer)));
}

EMSCRIPTEN_KEEPALIVE const char* tinsel_host_flush(double now) {
  if (!host) return Answer(json::array());
  return Answer(OutgoingJson(host->Flush(now)));
}

EMSCRIPTEN_KEEPALIVE const char* tinsel_host_start() {
  if (!host) return Problem("No table is open.");
  const tinsel::Status status = host->Start();
  if (!status.ok()) return Problem(status.message());
  host->game()->ResolveChance();
  return Answer(json{{"ok", true}});
}

// A move made at the host's device (a seat played here, or a bot), when the game had `at`
// moves: refused, in words, when the game moved on since or the move is not legal.
EMSCRIPTEN_KEEPALIVE const char* tinsel_host_move(const char* move, int at) {
  if (!host || !host->started()) return Problem("Play has not started.");
  tinsel::Session& game = *host->game();
  if (static_cast<int>(game.history().size()) != at) {
    return Problem("The game moved on: that move was not made.");
  }
  const int player = game.state().CurrentPlayer();
  if (player < 0 || host->plan()[player] == SeatPlan::kInvited) {
    return Problem("That seat is played from another device.");
  }
  const tinsel::Status status = game.ApplyText(move);
  if (!status.ok()) return Problem(status.message());
  game.ResolveChance();
  return Answer(json{{"ok", true}});
}

// Takes back the last decision of a seat played at the host's device, on the game as it had
// `at` moves: refused, in words, when it is another seat's or something was revealed since.
EMSCRIPTEN_KEEPALIVE const char* tinsel_host_undo(int at) {
  if (!host) return Problem("No table is open.");
  const tinsel::Status status = host->UndoHere(static_cast<size_t>(at < 0 ? 0 : at));
  if (!status.ok()) return Problem(status.message());
  return Answer(json{{"ok", true}});
}

// An invited seat whose player left: `plan` "bot" (at `level`) or "here".
EMSCRIPTEN_KEEPALIVE const char* tinsel_host_reseat(int seat, const char* plan, const char* level) {
  if (!host) return Problem("No table is open.");
  const std::string name = plan;
  const tinsel::Status status =
      host->Reseat(seat, name == "bot" ? SeatPlan::kBot : SeatPlan::kHere, level);
  if (!status.ok()) return Problem(status.message());
  return Answer(json{{"ok", true}});
}

// What the host's device shows and keeps: the seats, whether play started, the game as a
// save's text (the truth: the host's device deals), the legal moves of a seat played here,
// and the table's record to keep in storage.
EMSCRIPTEN_KEEPALIVE const char* tinsel_host_status() {
  if (!host) return Problem("No table is open.");
  json seats = json::array();
  for (int seat = 0; seat < static_cast<int>(host->plan().size()); ++seat) {
    seats.push_back({{"name", host->SeatName(seat)},
                     {"plan", kPlanNames[static_cast<int>(host->plan()[seat])]},
                     {"taken", host->SeatTaken(seat)},
                     {"away", host->SeatAway(seat)}});
  }
  json status = {{"seats", seats},
                 {"started", host->started()},
                 {"key", host->public_key()},
                 {"commitment", host->deal().commitment},
                 {"record", host->Saved().dump()},
                 {"undos", host->undos()}};
  if (host->started()) {
    const tinsel::Session& game = *host->game();
    status["save"] = tinsel::WriteSave(game, {});
    status["length"] = game.history().size();
    status["over"] = game.state().IsTerminal();
    const int player = game.state().CurrentPlayer();
    status["to_move"] = player;
    if (player >= 0 && host->plan()[player] != SeatPlan::kInvited) {
      status["moves"] = LegalMoves(game, player);
    }
  }
  return Answer(status);
}

// Joins a table as a guest: `host_key` the table's public key from the invitation link,
// `kept` what this device kept of the table on an earlier visit (its seat token, share and the
// commitment it saw first: the status's "kept"), or "".
EMSCRIPTEN_KEEPALIVE const char* tinsel_guest_open(const char* host_key, const char* kept) {
  host.reset();
  const std::string key = host_key;
  if (!tinsel::IsHexOfBytes(key, 32)) return Problem("This invitation link is damaged.");
  const std::string kept_text = kept;
  const json record = kept_text.size() > 4096 ? json() : json::parse(kept_text, nullptr, false);
  guest = std::make_unique<tinsel::TableGuest>(key, PageTableCrypto(),
                                               record.is_discarded() ? json() : record);
  return Answer(json{{"ok", true}});
}

// A device joined the table's room: the challenge to send it.
EMSCRIPTEN_KEEPALIVE const char* tinsel_guest_met(const char* peer) {
  if (!guest) return Answer(json::array());
  return Answer(OutgoingJson(guest->Met(peer)));
}

EMSCRIPTEN_KEEPALIVE const char* tinsel_guest_left(const char* peer) {
  if (guest) guest->Left(peer);
  return Answer(json::array());
}

EMSCRIPTEN_KEEPALIVE const char* tinsel_guest_sit(int seat, const char* name) {
  if (!guest) return Answer(json::array());
  return Answer(OutgoingJson(guest->Sit(seat, name)));
}

// A move of this device's seat, as text (on its turn, or decided before it: a secret vote);
// refused, in words, when it is no move here.
EMSCRIPTEN_KEEPALIVE const char* tinsel_guest_move(const char* move) {
  if (!guest || guest->game() == nullptr) return Problem("Play has not started.");
  const tinsel::State& state = guest->game()->state();
  if (state.IsTerminal() ||
      (state.CurrentPlayer() != guest->seat() && state.EarlyActions(guest->seat()).empty())) {
    return Problem("It is not your turn.");
  }
  const std::optional<tinsel::Action> action = state.StringToAction(guest->seat(), move);
  if (!action) return Problem("That is no move here.");
  if (state.CurrentPlayer() != guest->seat()) {
    if (!guest->early().empty()) return Problem("You have already decided.");
    if (!state.IsEarlyAction(guest->seat(), *action)) {
      return Problem("That cannot be decided before your turn.");
    }
  } else if (const std::string why = state.WhyIllegal(*action); !why.empty()) {
    return Problem(why);
  }
  const std::optional<std::vector<Outgoing>> sent = guest->Move(*action);
  if (!sent) return Problem("That move cannot be sent now.");
  return Answer(OutgoingJson(*sent));
}

// Asks the host to take back this seat's last decision.
EMSCRIPTEN_KEEPALIVE const char* tinsel_guest_undo() {
  if (!guest || guest->game() == nullptr) return Problem("Play has not started.");
  const std::vector<Outgoing> sent = guest->Undo();
  if (sent.empty())
    return Problem("Only your own last move can be taken back, before anyone moves.");
  return Answer(OutgoingJson(sent));
}

EMSCRIPTEN_KEEPALIVE const char* tinsel_guest_bye() {
  if (!guest) return Answer(json::array());
  return Answer(OutgoingJson(guest->Bye()));
}

EMSCRIPTEN_KEEPALIVE const char* tinsel_guest_heartbeat() {
  if (!guest) return Answer(json::array());
  return Answer(OutgoingJson(guest->Heartbeat()));
}

// A message from `peer` over the connection whose ends are `local` and `remote`.
EMSCRIPTEN_KEEPALIVE const char* tinsel_guest_receive(const char* peer, const char* text,
                                                      const char* local, const char* remote) {
  if (!guest) return Answer(json::array());
  return Answer(OutgoingJson(guest->Receive(peer, text, {local, remote})));
}

// What a guest's device shows: the table's seats, its seat and token, the host's last
// refusal, its seat's game (setup and history, to replay with chance given by the host), its
// legal moves, and at the end the true game and the verdict on the deal.
EMSCRIPTEN_KEEPALIVE const char* tinsel_guest_status() {
  if (!guest) return Problem("No table is open.");
  json seats = json::array();
  for (const tinsel::TableSeat& seat : guest->seats()) {
    seats.push_back(
        {{"name", seat.name}, {"plan", seat.plan}, {"taken", seat.taken}, {"away", seat.away}});
  }
  json status = {{"game", guest->game_id()},     {"seats", seats},
                 {"started", guest->started()},  {"seat", guest->seat()},
                 {"kept", guest->Kept().dump()}, {"host", guest->host_peer()},
                 {"warning", guest->warning()},  {"broken", guest->broken()},
                 {"refusal", guest->refusal()},  {"replaced", guest->replaced()},
                 {"early", guest->early()},      {"sending", guest->sending()}};
  if (const tinsel::Session* game = guest->game()) {
    status["history"] = game->HistoryTexts();
    status["over"] = game->state().IsTerminal();
    status["to_move"] = game->state().CurrentPlayer();
    status["moves"] = LegalMoves(*game, guest->seat());
    const tinsel::SessionSetup& setup = game->setup();
    json names = json::array();
    for (const tinsel::Seat& seat : setup.seats) names.push_back(seat.name);
    status["setup"] = {{"game", setup.game_id},
                       {"options", setup.options},
                       {"rules_version", setup.rules_version},
                       {"names", names}};
  }
  if (const tinsel::Session* truth = guest->truth())
    status["truth"] = tinsel::WriteSave(*truth, {});
  if (guest->verdict()) {
    const tinsel::FairDealVerdict& verdict = *guest->verdict();
    status["verdict"] = {{"fair", verdict.fair},           {"sentence", verdict.sentence},
                         {"message", verdict.message},     {"seat", verdict.seat},
                         {"unchecked", verdict.unchecked}, {"bad_move", verdict.bad_move}};
  }
  return Answer(status);
}

}  // extern "C"
