#include "tinsel/table_guest.h"

#include <utility>

#include "tinsel/registry.h"
#include "tinsel/table_messages.h"

namespace tinsel {
namespace {

using nlohmann::json;

constexpr size_t kMaxSeats = 8;
constexpr size_t kMaxMoveText = 200;
constexpr size_t kMaxHistory = 100'000;

// Texts from a JSON array of strings, or nullopt for anything else.
std::optional<std::vector<std::string>> Texts(const json& message, const char* name,
                                              size_t max_count, size_t max_bytes) {
  const auto field = message.find(name);
  if (field == message.end() || !field->is_array() || field->size() > max_count) {
    return std::nullopt;
  }
  std::vector<std::string> texts;
  texts.reserve(field->size());
  for (const json& item : *field) {
    if (!item.is_string() || item.get_ref<const std::string&>().size() > max_bytes) {
      return std::nullopt;
    }
    texts.push_back(item.get<std::string>());
  }
  return texts;
}

}  // namespace

TableGuest::TableGuest(std::string host_key, TableCrypto crypto, const json& kept)
    : host_key_(std::move(host_key)), crypto_(std::move(crypto)) {
  // What an earlier visit kept; anything unreadable in it is as if never kept.
  if (kept.is_object()) {
    token_ = StringField(kept, "token", 64).value_or("");
    share_ = StringField(kept, "share", 64).value_or("");
    const std::string commitment = StringField(kept, "commitment", 64).value_or("");
    if (IsDealCommitment(commitment)) commitment_ = commitment;
    if (const auto invited = kept.find("invited"); invited != kept.end() && invited->is_array()) {
      for (const json& seat : *invited) {
        if (seat.is_number_integer() && seat.get<int64_t>() >= 0 &&
            seat.get<int64_t>() < static_cast<int64_t>(kMaxSeats) && invited_.size() < kMaxSeats) {
          invited_.push_back(seat.get<int>());
        }
      }
    }
    if (const std::optional<int64_t> seat =
            IntField(kept, "seat", 0, static_cast<int64_t>(kMaxSeats) - 1)) {
      seat_ = static_cast<int>(*seat);
    }
  }
  if (!IsDealSecret(share_)) {
    // A seat taken on an earlier visit whose share this browser no longer has: the deal can
    // still be played, but this device cannot say its share was counted.
    share_lost_ = !token_.empty();
    share_ = crypto_.random_hex(16);
  }
  if (token_.empty()) seat_ = -1;
}

json TableGuest::Kept() const {
  json kept{{"v", 1}, {"invited", invited_}};
  if (!token_.empty()) kept["token"] = token_;
  if (!share_lost_) kept["share"] = share_;
  if (!commitment_.empty()) kept["commitment"] = commitment_;
  if (seat_ >= 0 && !token_.empty()) kept["seat"] = seat_;
  return kept;
}

std::vector<Outgoing> TableGuest::Met(const std::string& peer) {
  if (broken_ || peer.empty()) return {};
  if (candidates_.size() >= kMaxCandidates && candidates_.count(peer) == 0) return {};
  return {Challenge(peer)};
}

Outgoing TableGuest::Challenge(const std::string& peer) {
  std::vector<std::string>& nonces = candidates_[peer].nonces;
  nonces.push_back(crypto_.random_hex(16));
  if (nonces.size() > 4) nonces.erase(nonces.begin());
  return {peer,
          json{{"t", "challenge"}, {"v", kTableProtocolVersion}, {"nonce", nonces.back()}}.dump()};
}

void TableGuest::Left(const std::string& peer) {
  candidates_.erase(peer);
  if (peer == host_peer_) {
    host_peer_.clear();
    host_nonce_.clear();
  }
}

std::string TableGuest::Hello() const {
  json hello{{"t", "hello"}, {"v", kTableProtocolVersion}};
  if (!token_.empty() && seat_ >= 0) {
    // The seat is proven on this connection's nonce; the token itself stays here.
    hello["seat"] = seat_;
    hello["proof"] = crypto_.hmac_sha256(token_, SeatProofBytes(host_nonce_, seat_));
  }
  return hello.dump();
}

std::vector<Outgoing> TableGuest::ToHost(std::vector<std::string> texts) const {
  std::vector<Outgoing> out;
  if (host_peer_.empty() || broken_) return out;
  for (std::string& text : texts) out.push_back({host_peer_, std::move(text)});
  return out;
}

std::vector<Outgoing> TableGuest::Sit(int seat, const std::string& name) {
  if (commitment_.empty()) return {};  // the deal's commitment is kept before any share goes
  return ToHost({json{
      {"t", "sit"}, {"seat", seat}, {"name", name}, {"share", share_}, {"commitment", commitment_}}
                     .dump()});
}

std::optional<std::vector<Outgoing>> TableGuest::Move(Action action) {
  if (game_ == nullptr || seat_ < 0 || broken_) return std::nullopt;
  const State& state = game_->state();
  const std::string move = state.ActionToString(seat_, action);
  std::string text;
  if (state.CurrentPlayer() == seat_) {
    turn_ = move;
    turn_at_ = game_->history().size();
    text = MoveMessage(turn_at_, move, false);
  } else {
    if (!early_.empty() || !state.IsEarlyAction(seat_, action)) return std::nullopt;
    early_ = move;
    early_at_ = game_->history().size();
    early_confirmed_ = false;
    text = MoveMessage(early_at_, move, true);
  }
  if (host_peer_.empty()) {
    // The host is away (its page reloading): sent once it is back; it refuses it in words if
    // the game moved on meanwhile.
    waiting_ = {text};
    return std::vector<Outgoing>{};
  }
  return ToHost({text});
}

std::vector<Outgoing> TableGuest::Undo() {
  if (game_ == nullptr || seat_ < 0 || game_->UndoSeat() != seat_) return {};
  turn_.clear();  // the move taken back is never sent again
  return ToHost({json{{"t", "undo"}, {"at", game_->history().size()}}.dump()});
}

std::string TableGuest::MoveMessage(size_t at, const std::string& move, bool early) const {
  json message{{"t", "move"}, {"at", at}, {"move", move}};
  if (early) message["early"] = true;
  return message.dump();
}

std::vector<Outgoing> TableGuest::Heartbeat() {
  if (broken_ || replaced_) return {};
  if (host_peer_.empty()) {
    // Challenges may be lost: every device not yet answered is asked again.
    std::vector<Outgoing> out;
    for (const auto& [peer, candidate] : candidates_) out.push_back(Challenge(peer));
    return out;
  }
  if (game_id_.empty() || (seat_ >= 0 && started_ && game_ == nullptr)) {
    return ToHost({Hello()});  // the host's welcome (or the game after it) was lost
  }
  if (seat_ < 0 || game_ == nullptr) return {};
  if (!turn_.empty() && texts_.size() != turn_at_) turn_.clear();  // taken back, or answered
  if (!turn_.empty()) return ToHost({Ack(), MoveMessage(turn_at_, turn_, false)});
  if (!early_.empty() && !early_confirmed_) {
    return ToHost({Ack(), MoveMessage(early_at_, early_, true)});  // it may have been lost
  }
  return ToHost({Ack()});
}

std::vector<Outgoing> TableGuest::Bye() const { return ToHost({R"({"t":"bye"})"}); }

std::string TableGuest::Ack() const {
  return json{{"t", "ack"},
              {"len", texts_.size()},
              {"check", HistoryCheck(texts_, texts_.size())},
              {"end", verdict_.has_value()}}
      .dump();
}

std::vector<Outgoing> TableGuest::Receive(const std::string& peer, const std::string& text,
                                          const ChannelEnds& ends) {
  if (broken_) return {};
  std::string why;
  const std::optional<json> message = ParseMessage(text, kMaxHostMessageBytes, &why);
  if (!message) return {};
  const std::string& type = (*message)["t"].get_ref<const std::string&>();
  if (type == "proof") return Proof(peer, *message, ends);
  if (peer.empty() || peer != host_peer_) return {};  // only the proven host speaks to a guest
  return FromHost(*message);
}

std::vector<Outgoing> TableGuest::Proof(const std::string& peer, const json& message,
                                        const ChannelEnds& ends) {
  const auto candidate = candidates_.find(peer);
  if (candidate == candidates_.end()) return {};  // never challenged (or answered already)
  const std::optional<std::string> key = StringField(message, "key", 64);
  const std::optional<std::string> nonce = StringField(message, "nonce", 64);
  const std::optional<std::string> signature = StringField(message, "sig", 128);
  bool proven = false;
  if (key && *key == host_key_ && nonce && IsHexOfBytes(*nonce, 16) && signature &&
      IsHexOfBytes(*signature, 64)) {
    for (const std::string& mine : candidate->second.nonces) {
      proven =
          proven || crypto_.verify(host_key_, HostProofBytes(mine, *nonce, ends.remote, ends.local),
                                   *signature);
    }
  }
  if (!proven) {
    // Another guest, or a device that knows the link and passes for the host: ignored.
    warning_ =
        Tr("A device at this table tried to pass for the host and could not prove it: "
           "this device ignores it.");
    candidates_.erase(candidate);
    return {};
  }
  candidates_.erase(candidate);
  // The newest proof wins: the host's page reloaded, or its hosting moved to another tab.
  host_peer_ = peer;
  host_nonce_ = *nonce;
  std::vector<std::string> texts{Hello()};
  for (std::string& waiting : waiting_) texts.push_back(std::move(waiting));
  waiting_.clear();
  return ToHost(std::move(texts));
}

std::vector<Outgoing> TableGuest::FromHost(const json& message) {
  const std::string& type = message["t"].get_ref<const std::string&>();
  std::vector<std::string> replies;
  if (type == "table") {
    replies = Table(message);
  } else if (type == "history") {
    replies = History(message);
  } else if (type == "seated") {
    const std::optional<int64_t> seat =
        IntField(message, "seat", 0, static_cast<int64_t>(kMaxSeats) - 1);
    const std::optional<std::string> token = StringField(message, "token", 64);
    if (seat && token && !token->empty()) {
      seat_ = static_cast<int>(*seat);
      token_ = *token;
      refusal_.clear();
      revision_ = 0;  // a new conversation (the host's page may have reloaded and counts anew)
    }
  } else if (type == "refused") {
    if (const std::optional<std::string> said = StringField(message, "why", 300)) refusal_ = *said;
    if (!early_confirmed_) early_.clear();  // the host would not keep it: decide again
    const auto replaced = message.find("replaced");
    const auto hello = message.find("hello");
    const auto challenge = message.find("challenge");
    // A refusal of the move itself: the player decides again. One of the connection (the host
    // has forgotten this device) keeps it, to send once the seat is proven again.
    if (hello == message.end() && challenge == message.end()) turn_.clear();
    if (replaced != message.end() && replaced->is_boolean() && replaced->get<bool>()) {
      replaced_ = true;  // another tab or device plays this seat now: stop talking
      return {};
    }
    if (hello != message.end() && hello->is_boolean() && hello->get<bool>() && !token_.empty() &&
        !replaced_) {
      replies = {Hello()};  // the host has forgotten this device: come back with the seat proof
    }
    if (challenge != message.end() && challenge->is_boolean() && challenge->get<bool>()) {
      // The host has no nonce for this connection: prove it again.
      const std::string peer = host_peer_;
      host_peer_.clear();
      return Met(peer);
    }
  }
  return ToHost(std::move(replies));
}

std::vector<std::string> TableGuest::Table(const json& message) {
  const std::optional<int64_t> version = IntField(message, "v", 1, 1'000'000);
  if (!version) return {};
  if (*version != kTableProtocolVersion) {
    refusal_ = *version > kTableProtocolVersion
                   ? "This table was opened by a newer Tinsel: reload this page to join."
                   : "This table was opened by an older Tinsel: ask the host to reload.";
    return {};
  }
  const std::optional<std::string> game = StringField(message, "game", 64);
  const std::optional<int64_t> rules = IntField(message, "rules", 0, 1000);
  const std::optional<std::string> commitment = StringField(message, "commitment", 64);
  const auto options = message.find("options");
  const auto seats = message.find("seats");
  const auto started = message.find("started");
  if (!game || !rules || !commitment || !IsDealCommitment(*commitment) ||
      options == message.end() || !options->is_object() || options->size() > 16 ||
      seats == message.end() || !seats->is_array() || seats->empty() || seats->size() > kMaxSeats ||
      started == message.end() || !started->is_boolean()) {
    return {};
  }
  if (FindGame(*game) == nullptr) {
    refusal_ = "This table plays a game this Tinsel does not know: reload this page.";
    return {};
  }
  for (const auto& [name, value] : options->items()) {
    if (name.size() > 64 || !value.is_string() || value.get_ref<const std::string&>().size() > 64) {
      return {};
    }
  }
  std::vector<TableSeat> read;
  for (const json& seat : *seats) {
    if (!seat.is_object()) return {};
    const std::optional<std::string> name = StringField(seat, "name", kMaxNameLength * 4);
    const std::optional<std::string> plan = StringField(seat, "plan", 16);
    const auto taken = seat.find("taken");
    const auto away = seat.find("away");
    if (!name || !plan || (*plan != "here" && *plan != "invited" && *plan != "bot") ||
        taken == seat.end() || !taken->is_boolean() || away == seat.end() || !away->is_boolean()) {
      return {};
    }
    // A name that could not label a seat is shown as the seat's number.
    const std::string shown =
        CheckPlayerName(*name).ok() ? *name : "Seat " + std::to_string(read.size() + 1);
    read.push_back({shown, *plan, taken->get<bool>(), away->get<bool>()});
  }
  if (!commitment_.empty() && *commitment != commitment_) {
    // The host's secret is not the one it promised when this device first saw the table (its
    // record was changed, or it opened the table anew after seeing the shares): stop for good.
    broken_ = true;
    host_peer_.clear();
    refusal_ =
        Tr("Not a fair deal: this is not the table you joined, its deal commitment "
           "changed after you first saw it.");
    return {};
  }
  if (commitment_.empty()) {
    commitment_ = *commitment;
    invited_.clear();
    for (size_t seat = 0; seat < read.size(); ++seat) {
      if (read[seat].plan == "invited") invited_.push_back(static_cast<int>(seat));
    }
  }
  game_id_ = *game;
  options_ = *options;
  rules_version_ = static_cast<int>(*rules);
  seats_ = std::move(read);
  started_ = started->get<bool>();
  return {};
}

SessionSetup TableGuest::Setup(ChanceStream chance) const {
  SessionSetup setup{game_id_, {}, {}, 0, rules_version_, chance};
  for (const auto& [name, value] : options_.items()) setup.options[name] = value.get<std::string>();
  for (const TableSeat& seat : seats_) setup.seats.push_back({seat.name});
  return setup;
}

std::vector<std::string> TableGuest::History(const json& message) {
  if (game_id_.empty() || seat_ < 0) return {};
  const std::optional<int64_t> seat = IntField(message, "seat", 0, kMaxSeats - 1);
  const std::optional<int64_t> base =
      IntField(message, "base", 0, static_cast<int64_t>(texts_.size()));
  const std::optional<std::string> check = StringField(message, "check", 16);
  const std::optional<std::vector<std::string>> moves =
      Texts(message, "moves", kMaxHistory, kMaxMoveText);
  const std::optional<int64_t> length = IntField(message, "len", 0, kMaxHistory);
  const std::optional<int64_t> revision = IntField(message, "rev", 0, INT64_MAX);
  const auto early = message.find("early");
  std::optional<std::string> held;
  if (early != message.end()) {
    held = early->is_string() && early->get_ref<const std::string&>().size() <= kMaxMoveText
               ? std::optional<std::string>(early->get<std::string>())
               : std::nullopt;
    if (!held) return {};
  }
  if (!seat || *seat != seat_ || !base || !check || !moves || !length || !revision ||
      *revision < revision_ ||  // older than what this device holds: it came late
      static_cast<size_t>(*length) != *base + moves->size() ||
      HistoryCheck(texts_, *base) != *check) {
    return {};  // damaged, or made for another state of this device: wait for the next
  }
  if (*base == static_cast<int64_t>(texts_.size()) && game_ != nullptr && moves->empty() &&
      message.find("end") == message.end()) {
    revision_ = *revision;
    FollowEarly(held);
    return {Ack()};  // a repeat (or what the host holds for this seat changed)
  }
  if (!Apply(static_cast<size_t>(*base), *moves)) return {};  // a history that does not play
  if (texts_.size() > turn_at_) turn_.clear();  // the host played it (or moved on past it)
  revision_ = *revision;
  FollowEarly(held);
  started_ = true;
  const auto end = message.find("end");
  if (end != message.end() && end->is_object() && !verdict_) End(*end);
  return {Ack()};
}

void TableGuest::FollowEarly(const std::optional<std::string>& held) {
  if (held) {
    if (early_.empty()) early_at_ = game_->history().size();  // told after this device reloaded
    early_ = *held;
    early_confirmed_ = true;
    return;
  }
  if (early_.empty()) return;
  // The host holds nothing: it played the move (or, confirmed before, dropped it), or it has
  // not heard of it yet and the heartbeat sends it again.
  if (game_->MovedSince(seat_, early_at_) || early_confirmed_) {
    early_.clear();
    early_confirmed_ = false;
  }
}

std::unique_ptr<Session> TableGuest::Replayed(const std::vector<std::string>& texts) const {
  std::string error;
  std::unique_ptr<Session> game = Session::Create(Setup(ChanceStream::kGivenByHost), &error);
  if (game == nullptr || !game->Replay(texts).ok()) return nullptr;
  return game;
}

bool TableGuest::Apply(size_t base, const std::vector<std::string>& moves) {
  if (game_ != nullptr && base == texts_.size()) {  // news: play the new moves on
    if (game_->Replay(moves).ok()) {
      texts_.insert(texts_.end(), moves.begin(), moves.end());
      return true;
    }
    game_ = Replayed(texts_);  // a move that does not play: back to what was held
    return false;
  }
  std::vector<std::string> texts(texts_.begin(), texts_.begin() + base);
  texts.insert(texts.end(), moves.begin(), moves.end());
  std::unique_ptr<Session> game = Replayed(texts);
  if (game == nullptr) return false;
  game_ = std::move(game);
  texts_ = std::move(texts);
  return true;
}

void TableGuest::End(const json& end) {
  const std::optional<std::vector<std::string>> history =
      Texts(end, "history", kMaxHistory, kMaxMoveText);
  const std::optional<std::string> secret = StringField(end, "secret", 64);
  const auto listed = end.find("shares");
  if (!history || !secret || listed == end.end() || !listed->is_array() ||
      listed->size() > kMaxSeats) {
    return;
  }
  std::vector<int> seats;
  std::vector<std::string> shares;
  for (const json& item : *listed) {
    if (!item.is_object()) return;
    const std::optional<int64_t> seat =
        IntField(item, "seat", 0, static_cast<int64_t>(kMaxSeats) - 1);
    const std::optional<std::string> share = StringField(item, "share", 64);
    if (!seat || !share) return;
    seats.push_back(static_cast<int>(*seat));
    shares.push_back(*share);
  }
  // Exactly one share per seat invited when this device first saw the table, its own at its
  // seat; then the secret against the commitment kept then, and every draw against the seed.
  if (std::optional<FairDealVerdict> wrong =
          CheckShares(seats, shares, invited_, seat_, share_lost_ ? "" : share_)) {
    verdict_ = *wrong;
    return;
  }
  const FairDealRecord record{commitment_, shares, *secret, seats};
  verdict_ = CheckFairDeal(Setup(ChanceStream::kBoundToRules), record, *history, crypto_.sha256);
  if (!verdict_->fair) return;
  SessionSetup setup = Setup(ChanceStream::kBoundToRules);
  setup.seed = SeedFromDeal(*secret, shares, crypto_.sha256);
  std::string error;
  truth_ = Session::Create(setup, &error);
  if (truth_ != nullptr && !truth_->Replay(*history).ok()) truth_.reset();
  if (share_lost_) {
    // Everything else checked; this device's own share it cannot vouch for.
    verdict_ = FairDealVerdict{false,
                               Tr("The deal was checked, except this device's own share: this "
                                  "browser lost it (its storage was cleared), so it cannot tell "
                                  "whether the host counted it."),
                               0};
    verdict_->unchecked = true;
  }
}

}  // namespace tinsel
