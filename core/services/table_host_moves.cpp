// The host's table, during play: a guest's move on its turn or early, undo and taking back,
// acknowledgements, and the histories sent to each seat (only what that seat may know).
#include <algorithm>
#include <utility>

#include "tinsel/seat_history.h"
#include "tinsel/table_host.h"
#include "tinsel/table_messages.h"

namespace tinsel {

using nlohmann::json;

std::vector<Outgoing> TableHost::Move(const std::string& peer, const json& message) {
  const int seat = SeatOf(peer);
  if (seat < 0) return WhoAreYou(peer);
  if (!started()) return Refuse(peer, Tr("The game has not started yet."));
  Guest& guest = guests_[seat];
  const std::optional<int64_t> at = IntField(message, "at", 0, 1'000'000);
  const std::optional<std::string> move = StringField(message, "move", 200);
  if (!at || !move) return Refuse(peer, Tr("The table did not understand your move."));
  const auto early = message.find("early");
  if (early != message.end()) {
    if (!early->is_boolean()) return Refuse(peer, Tr("The table did not understand your move."));
    if (early->get<bool>()) return Early(peer, seat, static_cast<size_t>(*at), *move);
  }
  const State& state = game_->state();
  const std::vector<HistoryEntry>& history = game_->history();
  if (static_cast<size_t>(*at) < history.size() && history[*at].player == seat &&
      history[*at].text == *move) {
    guest.sent_at = -1e9;  // a copy of a move played already (sent again): the table as it is
    return {};
  }
  if (static_cast<size_t>(*at) != history.size()) {
    guest.sent_at = -1e9;  // show it the table as it stands
    return Refuse(peer, Tr("The table had moved on: here it is as it stands."));
  }
  if (state.CurrentPlayer() != seat) return Refuse(peer, Tr("It is not your turn."));
  const std::optional<Action> action = state.StringToAction(seat, *move);
  if (!action) return Refuse(peer, Tr("That is not a move of this game."));
  return PlayOnTurn(peer, seat, *action);
}

std::vector<Outgoing> TableHost::PlayOnTurn(const std::string& peer, int seat, Action action) {
  const State& state = game_->state();
  if (state.CurrentPlayer() != seat) return Refuse(peer, Tr("It is not your turn."));
  if (const std::string why = state.WhyIllegal(action); !why.empty()) return Refuse(peer, why);
  if (Status applied = game_->Apply(action); !applied.ok()) {
    return Refuse(peer, applied.message());
  }
  game_->ResolveChance();
  PlayEarlyMoves();
  return {};  // the news goes out with the next Flush
}

std::vector<Outgoing> TableHost::Early(const std::string& peer, int seat, size_t at,
                                       const std::string& move) {
  Guest& guest = guests_[seat];
  if (at > game_->history().size())
    return Refuse(peer, Tr("The table did not understand your move."));
  // Made for a step the seat has since had its turn in (a ballot it voted in): stale.
  if (game_->MovedSince(seat, at)) {
    guest.sent_at = -1e9;  // show it the table as it stands
    return Refuse(peer, Tr("The table had moved on: here it is as it stands."));
  }
  const State& state = game_->state();
  const std::optional<Action> action = state.StringToAction(seat, move);
  if (!action) return Refuse(peer, Tr("That is not a move of this game."));
  // Its turn came while the move was on its way.
  if (state.CurrentPlayer() == seat) return PlayOnTurn(peer, seat, *action);
  if (!state.IsEarlyAction(seat, *action)) {
    return Refuse(peer, Tr("That cannot be decided before your turn."));
  }
  if (!guest.early.empty() && guest.early != move) {
    return Refuse(peer, Tr("You have already decided: it counts when your turn comes."));
  }
  if (guest.early.empty()) ++guest.revision;  // what came before no longer says it all
  guest.early = move;
  // Told at once that the table holds it (a repeat is answered the same way).
  return {{peer, HistoryMessage(seat, guest, SeatTexts(seat), /*whole=*/false)}};
}

std::vector<Outgoing> TableHost::UndoFor(const std::string& peer, const json& message) {
  const int seat = SeatOf(peer);
  if (seat < 0) return WhoAreYou(peer);
  if (!started()) return Refuse(peer, Tr("The game has not started yet."));
  const std::optional<int64_t> at = IntField(message, "at", 0, 1'000'000);
  if (!at) return Refuse(peer, Tr("The table did not understand your undo."));
  if (Status taken = TakeBack(seat, static_cast<size_t>(*at)); !taken.ok()) {
    guests_[seat].sent_at = -1e9;  // show it the table as it stands
    return Refuse(peer, taken.message());
  }
  return {};  // the shorter game goes out with the next Flush
}

Status TableHost::UndoHere(size_t at) {
  if (!started()) return Status::Error(Tr("Play has not started."));
  const int seat = game_->UndoSeat();
  if (seat >= 0 && plan_[seat] == SeatPlan::kInvited) {
    return Status::Error("Only " + SeatName(seat) + " may take back their move, on their device.");
  }
  return TakeBack(seat, at);
}

Status TableHost::TakeBack(int seat, size_t at) {
  // `at` is the history's length on the asking device. Bot answers may have come since (they
  // are on their way to it): the undo still means the same decision, and takes them back
  // too. Anything else since (another player's move, a draw) means the table moved on.
  const int target = game_->UndoTarget();
  if (at > game_->history().size() || target < 0 || static_cast<size_t>(target) >= at) {
    if (target < 0 && at == game_->history().size()) {
      return game_->Undo();  // says why (something was revealed since)
    }
    return Status::Error(Tr("The table had moved on: nothing was taken back."));
  }
  const int undo_seat = game_->UndoSeat();
  if (undo_seat != seat) {
    return Status::Error(
        "Only the player who made the last move may take it back, before anyone else moves.");
  }
  if (Status undone = game_->Undo(); !undone.ok()) return undone;
  // Early moves were made on the game as it stood: each seat decides again.
  for (auto& [kept_seat, guest] : guests_) guest.early.clear();
  ++undos_;
  return Status::Ok();
}

void TableHost::PlayEarlyMoves() {
  while (game_ != nullptr && !game_->state().IsTerminal()) {
    const int seat = game_->state().CurrentPlayer();
    const auto guest = guests_.find(seat);
    if (guest == guests_.end() || guest->second.early.empty()) return;
    const std::string move = std::exchange(guest->second.early, "");
    // Legal by EarlyActions' promise; a move that is not is dropped, and the seat is asked.
    if (!game_->ApplyText(move).ok()) return;
    game_->ResolveChance();
  }
}

void TableHost::Ack(const std::string& peer, const json& message) {
  const int seat = SeatOf(peer);
  if (seat < 0 || !started()) return;
  Guest& guest = guests_[seat];
  const std::vector<std::string>& texts = SeatTexts(seat);
  const std::optional<int64_t> length =
      IntField(message, "len", 0, static_cast<int64_t>(texts.size()));
  const std::optional<std::string> check = StringField(message, "check", 16);
  if (!length || !check || HistoryCheck(texts, *length) != *check) {
    // The guest holds another history than any prefix of its seat's: send it whole, now.
    guest.acked.clear();
    guest.sent.clear();
    return;
  }
  guest.acked.assign(texts.begin(), texts.begin() + *length);
  const auto end = message.find("end");
  if (end != message.end() && end->is_boolean() && end->get<bool>() &&
      game_->state().IsTerminal() && guest.acked == texts) {
    guest.ended = true;
  }
}

std::string TableHost::HistoryMessage(int seat, const Guest& guest,
                                      const std::vector<std::string>& texts, bool whole) const {
  // News: keep what the guest acknowledged as far as it agrees with its history now. A resend
  // is whole, since the guest may hold a later history than it could acknowledge.
  size_t base = 0;
  while (!whole && base < guest.acked.size() && base < texts.size() &&
         guest.acked[base] == texts[base]) {
    ++base;
  }
  json message{{"t", "history"},
               {"seat", seat},
               {"base", base},
               {"check", HistoryCheck(texts, base)},
               {"moves", std::vector<std::string>(texts.begin() + base, texts.end())},
               {"len", texts.size()},
               {"rev", guest.revision}};
  if (!guest.early.empty()) message["early"] = guest.early;
  if (game_->state().IsTerminal()) {
    json shares = json::array();
    for (size_t i = 0; i < deal_.contributions.size(); ++i) {
      shares.push_back({{"seat", deal_.seats[i]}, {"share", deal_.contributions[i]}});
    }
    message["end"] = {
        {"history", game_->HistoryTexts()}, {"secret", deal_.host_secret}, {"shares", shares}};
  }
  return message.dump();
}

std::vector<Outgoing> TableHost::Flush(double now) {
  std::vector<Outgoing> out;
  if (!started()) return out;
  PlayEarlyMoves();  // a turn may have come by a move made at this device
  for (auto& [seat, guest] : guests_) {
    if (guest.peer.empty()) continue;
    const std::vector<std::string>& texts = SeatTexts(seat);
    if (guest.acked == texts && !(game_->state().IsTerminal() && !guest.ended)) continue;
    const bool news = guest.sent != texts;
    if (!news && now - guest.sent_at < kResendAfter) continue;
    guest.sent_at = now;
    if (news) {
      guest.sent = texts;
      ++guest.revision;
    }
    out.push_back({guest.peer, HistoryMessage(seat, guest, texts, /*whole=*/!news)});
  }
  return out;
}

}  // namespace tinsel
