// The host's table: seats, the handshake (challenge, hello, sit), what everyone is told of the
// table, starting, reseating, saving and restoring it, and a guest leaving. Moves, undo and
// acknowledgements are in table_host_moves.cpp.
#include "tinsel/table_host.h"

#include <algorithm>
#include <utility>

#include "tinsel/rng.h"
#include "tinsel/seat_history.h"
#include "tinsel/table_messages.h"

namespace tinsel {
namespace {

using nlohmann::json;

const char* PlanName(SeatPlan plan) {
  switch (plan) {
    case SeatPlan::kHere:
      return "here";
    case SeatPlan::kInvited:
      return "invited";
    case SeatPlan::kBot:
      return "bot";
  }
  return "here";
}

// 16 hex digits of `crypto`'s randomness as a number.
uint64_t RandomNumber(const TableCrypto& crypto) {
  const std::string hex = crypto.random_hex(8);
  uint64_t value = 0;
  for (const char c : hex) {
    value = (value << 4) | static_cast<uint64_t>(c <= '9' ? c - '0' : (c | 0x20) - 'a' + 10);
  }
  return value;
}

}  // namespace

TableHost::TableHost(SessionSetup setup, std::vector<SeatPlan> plan, TableCrypto crypto)
    : setup_(std::move(setup)),
      plan_(std::move(plan)),
      crypto_(std::move(crypto)),
      secret_key_(crypto_.random_hex(32)),
      public_key_(crypto_.public_key(secret_key_)),
      world_seed_(RandomNumber(crypto_)) {
  plan_.resize(setup_.seats.size(), SeatPlan::kHere);
  deal_.host_secret = crypto_.random_hex(16);
  deal_.commitment = crypto_.sha256(deal_.host_secret);
}

bool TableHost::SeatAway(int seat) const {
  const auto guest = guests_.find(seat);
  return guest != guests_.end() && guest->second.peer.empty();
}

std::string TableHost::SeatName(int seat) const {
  const auto guest = guests_.find(seat);
  if (guest != guests_.end()) return guest->second.name;
  return seat >= 0 && seat < static_cast<int>(setup_.seats.size()) ? setup_.seats[seat].name : "";
}

std::string TableHost::NewToken() { return crypto_.random_hex(16); }

std::string TableHost::SeatNameForGuests(int seat) const {
  std::string name = SeatName(seat);
  const bool here =
      seat >= 0 && seat < static_cast<int>(plan_.size()) && plan_[seat] == SeatPlan::kHere;
  if (here && (name == "You" || name == "you")) name = "Host";
  return name;
}

// Not from the deal's seed: a guest could learn something of the seed from its made-up world.
uint64_t TableHost::WorldSeed(int seat) const { return Rng::Mix(world_seed_, seat); }

const std::vector<std::string>& TableHost::SeatTexts(int seat) {
  // Made again only when the game changed (a move, an undo): Flush runs many times a second.
  uint64_t check = game_->history().size();
  for (const HistoryEntry& entry : game_->history()) {
    check = Rng::Mix(check, static_cast<uint64_t>(entry.action) ^ (uint64_t{1} << 40));
  }
  Guest& guest = guests_[seat];
  if (guest.texts_of != check) {
    guest.texts = SeatHistoryTexts(*game_, seat, WorldSeed(seat));
    guest.texts_of = check;
  }
  return guest.texts;
}

int TableHost::SeatOf(const std::string& peer) const {
  for (const auto& [seat, guest] : guests_) {
    if (!peer.empty() && guest.peer == peer) return seat;
  }
  return -1;
}

bool TableHost::WithinBudget(const std::string& peer, double now) {
  if (budgets_.size() > 256 && budgets_.count(peer) == 0) budgets_.clear();  // bounded memory
  Budget& budget = budgets_[peer];
  if (now - budget.second >= 1.0) budget = {now, kMessagesPerSecond};
  return budget.left-- > 0;
}

std::vector<Outgoing> TableHost::Refuse(const std::string& peer, const std::string& why) const {
  return {{peer, json{{"t", "refused"}, {"why", why}}.dump()}};
}

Outgoing TableHost::SeatedMessage(int seat, const std::string& peer) const {
  return {peer, json{{"t", "seated"}, {"seat", seat}, {"token", guests_.at(seat).token}}.dump()};
}

std::vector<Outgoing> TableHost::Reattach(int seat, const std::string& peer) {
  Guest& guest = guests_.at(seat);
  std::vector<Outgoing> out = Replaced(guest.peer, peer);
  guest.peer = peer;
  guest.acked.clear();  // send the whole history again: the device may have lost it
  guest.sent.clear();
  guest.sent_at = -1e9;
  out.push_back(SeatedMessage(seat, peer));
  return out;
}

std::vector<Outgoing> TableHost::WhoAreYou(const std::string& peer) const {
  if (replaced_.count(peer) > 0) return ReplacedNotice(peer);
  return {
      {peer, json{{"t", "refused"}, {"why", Tr("You have no seat at this table.")}, {"hello", true}}
                 .dump()}};
}

std::vector<Outgoing> TableHost::ReplacedNotice(const std::string& peer) const {
  return {{peer, json{{"t", "refused"},
                      {"why", Tr("Your seat is now played from another tab or device.")},
                      {"replaced", true}}
                     .dump()}};
}

std::vector<Outgoing> TableHost::Replaced(const std::string& old_peer, const std::string& peer) {
  replaced_.erase(peer);
  if (old_peer.empty() || old_peer == peer) return {};
  replaced_.insert(old_peer);
  return ReplacedNotice(old_peer);
}

std::vector<Outgoing> TableHost::ToEveryone(const std::string& text) const {
  std::vector<Outgoing> out;
  for (const auto& [seat, guest] : guests_) {
    if (!guest.peer.empty()) out.push_back({guest.peer, text});
  }
  return out;
}

std::string TableHost::TableMessage() const {
  json seats = json::array();
  for (size_t seat = 0; seat < plan_.size(); ++seat) {
    const auto guest = guests_.find(static_cast<int>(seat));
    const bool taken = guest != guests_.end();
    seats.push_back({{"name", SeatNameForGuests(static_cast<int>(seat))},
                     {"plan", PlanName(plan_[seat])},
                     {"taken", plan_[seat] != SeatPlan::kInvited || taken},
                     {"away", taken && guest->second.peer.empty()}});
  }
  const Session* game = game_.get();
  return json{{"t", "table"},
              {"v", kTableProtocolVersion},
              {"game", setup_.game_id},
              {"options", setup_.options},
              {"rules", game != nullptr ? game->setup().rules_version : setup_.rules_version},
              {"seats", seats},
              {"commitment", deal_.commitment},
              {"started", game != nullptr}}
      .dump();
}

std::vector<Outgoing> TableHost::Receive(const std::string& peer, const std::string& text,
                                         double now, const ChannelEnds& ends) {
  if (!WithinBudget(peer, now)) return {};  // a flood gets no answer at all
  std::string why;
  const std::optional<json> message = ParseMessage(text, kMaxGuestMessageBytes, &why);
  if (!message) return Refuse(peer, "The table did not understand your device: " + why + ".");
  const std::string& type = (*message)["t"].get_ref<const std::string&>();
  if (type == "challenge") return Challenge(peer, *message, ends);
  if (type == "hello") return Hello(peer, *message);
  if (type == "sit") return Sit(peer, *message);
  if (type == "move") return Move(peer, *message);
  if (type == "undo") return UndoFor(peer, *message);
  if (type == "bye") return Left(peer);  // its page is going: away now, not in 12 s
  if (type == "ack") {
    if (SeatOf(peer) < 0) return WhoAreYou(peer);  // the host reloaded since, or replaced
    Ack(peer, *message);
    return {};
  }
  return Refuse(peer, Tr("The table did not understand your device: an unknown message."));
}

std::optional<std::vector<Outgoing>> TableHost::WrongVersion(const std::string& peer,
                                                             const json& message) const {
  const std::optional<int64_t> version = IntField(message, "v", 1, 1'000'000);
  if (!version) return Refuse(peer, Tr("The table did not understand your device."));
  if (*version == kTableProtocolVersion) return std::nullopt;
  return Refuse(peer, *version > kTableProtocolVersion
                          ? Tr("Your Tinsel is newer than the host's: ask the host to reload.")
                          : Tr("Your Tinsel is older than the host's: reload this page."));
}

std::vector<Outgoing> TableHost::Challenge(const std::string& peer, const json& message,
                                           const ChannelEnds& ends) {
  if (std::optional<std::vector<Outgoing>> refused = WrongVersion(peer, message)) return *refused;
  const std::optional<std::string> nonce = StringField(message, "nonce", 64);
  if (!nonce || !IsHexOfBytes(*nonce, 16)) {
    return Refuse(peer, Tr("The table did not understand your device."));
  }
  // Bounded memory: a crowd of strangers forgets its nonces, never a seated device's.
  if (nonces_.size() > 256) {
    std::erase_if(nonces_, [this](const auto& entry) { return SeatOf(entry.first) < 0; });
  }
  // One nonce per connection: a repeated challenge (its answer was lost) gets the same, so a
  // seat proof made on either answer holds.
  std::string& mine = nonces_[peer];
  if (mine.empty()) mine = crypto_.random_hex(16);
  const std::string proof = HostProofBytes(*nonce, mine, ends.local, ends.remote);
  return {{peer, json{{"t", "proof"},
                      {"v", kTableProtocolVersion},
                      {"key", public_key_},
                      {"nonce", mine},
                      {"sig", crypto_.sign(secret_key_, proof)}}
                     .dump()}};
}

std::vector<Outgoing> TableHost::Hello(const std::string& peer, const json& message) {
  if (std::optional<std::vector<Outgoing>> refused = WrongVersion(peer, message)) return *refused;
  const auto nonce = nonces_.find(peer);
  if (nonce == nonces_.end()) {
    // It never heard this host prove itself (its challenge was lost, or this host reloaded).
    return {{peer, json{{"t", "refused"},
                        {"why", Tr("The table did not understand your device.")},
                        {"challenge", true}}
                       .dump()}};
  }
  std::vector<Outgoing> out{{peer, TableMessage()}};
  const std::optional<std::string> proof = StringField(message, "proof", 64);
  const std::optional<int64_t> claimed =
      IntField(message, "seat", 0, static_cast<int64_t>(plan_.size()) - 1);
  if (!proof || !claimed) return out;
  for (auto& [seat, guest] : guests_) {
    // Proven with the seat's token on this connection's nonce; the token itself never travels.
    if (seat != *claimed ||
        crypto_.hmac_sha256(guest.token, SeatProofBytes(nonce->second, seat)) != *proof) {
      continue;
    }
    if (SeatOf(peer) >= 0 && SeatOf(peer) != seat) break;  // one seat per device
    // The link opened again (another tab, the phone back from sleep): the newest wins, and
    // the one it replaces is told so, rather than both taking the seat back in turn.
    for (Outgoing& message : Reattach(seat, peer)) out.push_back(std::move(message));
    for (Outgoing& news : ToEveryone(TableMessage())) {
      if (news.peer != peer) out.push_back(std::move(news));
    }
    return out;
  }
  out.push_back(Refuse(peer, Tr("This device's seat is no longer kept at this table.")).front());
  return out;
}

std::vector<Outgoing> TableHost::Sit(const std::string& peer, const json& message) {
  const std::optional<int64_t> seat =
      IntField(message, "seat", 0, static_cast<int64_t>(plan_.size()) - 1);
  const int held = SeatOf(peer);
  if (seat && held == *seat) {  // asked again: the answer was lost on the way
    return {SeatedMessage(held, peer)};
  }
  if (held >= 0) return Refuse(peer, Tr("This device already has a seat."));
  const std::optional<std::string> share = StringField(message, "share", 64);
  const auto sitting = seat ? guests_.find(static_cast<int>(*seat)) : guests_.end();
  if (sitting != guests_.end() && share && *share == sitting->second.share &&
      !(started() && game_->state().IsTerminal())) {
    // The device that sat here, whose answer was lost (and maybe the host reloaded since): its
    // share of the deal, known only to it and the host, vouches for it.
    return Reattach(static_cast<int>(*seat), peer);
  }
  if (started()) return Refuse(peer, Tr("The game has started: every seat is taken."));
  if (!seat || plan_[*seat] != SeatPlan::kInvited) {
    return Refuse(peer, Tr("That seat is not open to guests."));
  }
  if (guests_.count(static_cast<int>(*seat)) > 0) {
    return Refuse(peer, Tr("Someone has just taken that seat: choose another."));
  }
  // Any length is read, so a long name hears why (CheckPlayerName), not "type a name".
  const std::optional<std::string> name = StringField(message, "name", kMaxGuestMessageBytes);
  if (!name) return Refuse(peer, Tr("Type a name to sit down."));
  if (Status valid = CheckPlayerName(*name); !valid.ok()) {
    return Refuse(peer, "That name " + valid.message());
  }
  if (!share || !IsDealSecret(*share)) {
    return Refuse(peer, Tr("Your device's share of the deal is damaged."));
  }
  // The device sits at the deal it saw: a share is for one commitment only.
  if (StringField(message, "commitment", 64).value_or("") != deal_.commitment) {
    return Refuse(peer, Tr("This table's deal is not the one your device saw: open the link "
                           "again."));
  }
  Guest& guest = guests_[static_cast<int>(*seat)];
  guest = {NewToken(), *name, peer, *share, {}, -1e9};
  std::vector<Outgoing> out{SeatedMessage(static_cast<int>(*seat), peer)};
  for (Outgoing& news : ToEveryone(TableMessage())) out.push_back(std::move(news));
  return out;
}

Status TableHost::Start() {
  if (started()) return Status::Error(Tr("The game has already started."));
  std::vector<std::string> shares;
  std::vector<int> share_seats;
  for (size_t seat = 0; seat < plan_.size(); ++seat) {
    if (plan_[seat] != SeatPlan::kInvited) continue;
    const auto guest = guests_.find(static_cast<int>(seat));
    if (guest == guests_.end()) return Status::Error(Tr("Every invited seat must be taken first."));
    shares.push_back(guest->second.share);
    share_seats.push_back(static_cast<int>(seat));
    setup_.seats[seat].name = guest->second.name;
    setup_.seats[seat].bot = false;
  }
  deal_.contributions = shares;
  deal_.seats = share_seats;
  setup_.seed = SeedFromDeal(deal_.host_secret, shares, crypto_.sha256);
  std::string error;
  game_ = Session::Create(setup_, &error);
  if (game_ == nullptr) return Status::Error(error);
  game_->ResolveChance();
  return Status::Ok();
}

Status TableHost::Reseat(int seat, SeatPlan plan, const std::string& bot_level) {
  if (seat < 0 || seat >= static_cast<int>(plan_.size())) return Status::Error(Tr("No such seat."));
  if (plan == SeatPlan::kInvited) return Status::Error(Tr("A seat cannot be invited again."));
  if (started()) {
    Seat who = game_->setup().seats[seat];
    who.bot = plan == SeatPlan::kBot;
    who.level = bot_level;
    if (Status set = game_->SetSeat(seat, who); !set.ok()) return set;
  }
  plan_[seat] = plan;
  guests_.erase(seat);  // its device, if it comes back, finds the seat given away
  return Status::Ok();
}

json TableHost::Saved() const {
  json plan = json::array();
  for (const SeatPlan seat : plan_) plan.push_back(PlanName(seat));
  json guests = json::array();
  for (const auto& [seat, guest] : guests_) {
    guests.push_back(
        {{"seat", seat}, {"token", guest.token}, {"name", guest.name}, {"share", guest.share}});
    if (!guest.early.empty()) guests.back()["early"] = guest.early;
  }
  json seats = json::array();
  for (const Seat& seat : setup_.seats) {
    seats.push_back({{"name", seat.name}, {"bot", seat.bot}, {"level", seat.level}});
  }
  return {{"game", setup_.game_id},
          {"options", setup_.options},
          {"seats", seats},
          {"plan", plan},
          {"guests", guests},
          {"secret", deal_.host_secret},
          {"key", secret_key_},
          {"world", world_seed_},
          {"shares", deal_.contributions},
          {"share_seats", deal_.seats}};
}

std::unique_ptr<TableHost> TableHost::Restore(const json& saved, std::unique_ptr<Session> game,
                                              TableCrypto crypto, std::string* error) {
  *error = "The table across devices could not be resumed: its record is damaged.";
  if (!saved.is_object()) return nullptr;
  const std::optional<std::string> game_id = StringField(saved, "game", 64);
  const std::optional<std::string> secret = StringField(saved, "secret", 64);
  const auto options = saved.find("options");
  const auto seats = saved.find("seats");
  const auto plan = saved.find("plan");
  const auto guests = saved.find("guests");
  const std::optional<std::string> key = StringField(saved, "key", 64);
  const auto world = saved.find("world");
  if (!game_id || !secret || !IsDealSecret(*secret) || options == saved.end() ||
      !options->is_object() || seats == saved.end() || !seats->is_array() || plan == saved.end() ||
      !plan->is_array() || plan->size() != seats->size() || seats->empty() || seats->size() > 8 ||
      guests == saved.end() || !guests->is_array() || !key || !IsHexOfBytes(*key, 32) ||
      world == saved.end() || !world->is_number_unsigned()) {
    return nullptr;
  }
  SessionSetup setup{*game_id, {}, {}, 0};
  for (const auto& [name, value] : options->items()) {
    if (!value.is_string()) return nullptr;
    setup.options[name] = value.get<std::string>();
  }
  std::vector<SeatPlan> plans;
  for (size_t i = 0; i < seats->size(); ++i) {
    const json& seat = (*seats)[i];
    const std::optional<std::string> name = StringField(seat, "name", kMaxNameLength * 4);
    const std::optional<std::string> level = StringField(seat, "level", 32);
    const auto bot = seat.find("bot");
    const json& kind = (*plan)[i];
    if (!name || !level || bot == seat.end() || !bot->is_boolean() || !kind.is_string()) {
      return nullptr;
    }
    setup.seats.push_back({*name, bot->get<bool>(), *level});
    const std::string& word = kind.get_ref<const std::string&>();
    if (word != "here" && word != "invited" && word != "bot") return nullptr;
    plans.push_back(word == "here"  ? SeatPlan::kHere
                    : word == "bot" ? SeatPlan::kBot
                                    : SeatPlan::kInvited);
  }
  if (game != nullptr && (game->setup().game_id != setup.game_id ||
                          game->NumPlayers() != static_cast<int>(plans.size()))) {
    *error = "The table across devices could not be resumed: its game is another.";
    return nullptr;
  }
  auto host = std::unique_ptr<TableHost>(new TableHost(setup, plans, std::move(crypto)));
  // The same table: its key, its secret (so the same commitment) and its made-up worlds.
  host->secret_key_ = *key;
  host->public_key_ = host->crypto_.public_key(*key);
  host->deal_.host_secret = *secret;
  host->deal_.commitment = host->crypto_.sha256(*secret);
  host->world_seed_ = world->get<uint64_t>();
  for (const json& guest : *guests) {
    const std::optional<int64_t> seat =
        IntField(guest, "seat", 0, static_cast<int64_t>(plans.size()) - 1);
    const std::optional<std::string> token = StringField(guest, "token", 64);
    const std::optional<std::string> name = StringField(guest, "name", kMaxNameLength * 4);
    const std::optional<std::string> share = StringField(guest, "share", 64);
    if (!seat || !token || !name || !share || plans[*seat] != SeatPlan::kInvited) return nullptr;
    Guest& kept = host->guests_[static_cast<int>(*seat)];
    kept = {*token, *name, "", *share};
    if (guest.contains("early")) {
      const std::optional<std::string> early = StringField(guest, "early", 200);
      if (!early) return nullptr;
      kept.early = *early;
    }
  }
  const auto shares = saved.find("shares");
  const auto share_seats = saved.find("share_seats");
  if (shares == saved.end() || !shares->is_array() || shares->size() > plans.size() ||
      share_seats == saved.end() || !share_seats->is_array() ||
      share_seats->size() != shares->size()) {
    return nullptr;
  }
  for (size_t i = 0; i < shares->size(); ++i) {
    const json& share = (*shares)[i];
    const json& seat = (*share_seats)[i];
    if (!share.is_string() || !IsDealSecret(share.get<std::string>()) ||
        !seat.is_number_integer() || seat.get<int64_t>() < 0 ||
        seat.get<int64_t>() >= static_cast<int64_t>(plans.size())) {
      return nullptr;
    }
    host->deal_.contributions.push_back(share.get<std::string>());
    host->deal_.seats.push_back(seat.get<int>());
  }
  if (game != nullptr) {
    host->setup_ = game->setup();
    host->game_ = std::move(game);
  }
  error->clear();
  return host;
}

std::vector<Outgoing> TableHost::Left(const std::string& peer) {
  const int seat = SeatOf(peer);
  budgets_.erase(peer);
  nonces_.erase(peer);
  if (seat < 0) return {};
  guests_[seat].peer.clear();
  return ToEveryone(TableMessage());
}

}  // namespace tinsel
