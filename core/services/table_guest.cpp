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

TableGuest::TableGuest(std::string token, std::string share, Sha256Hex sha256)
    : token_(std::move(token)), share_(std::move(share)), sha256_(std::move(sha256)) {}

std::string TableGuest::Hello() const {
  json hello{{"t", "hello"}, {"v", kTableProtocolVersion}};
  if (!token_.empty()) hello["token"] = token_;
  return hello.dump();
}

std::string TableGuest::Sit(int seat, const std::string& name) const {
  return json{{"t", "sit"}, {"seat", seat}, {"name", name}, {"share", share_}}.dump();
}

std::optional<std::string> TableGuest::Move(Action action) {
  if (game_ == nullptr || seat_ < 0) return std::nullopt;
  const State& state = game_->state();
  const std::string move = state.ActionToString(seat_, action);
  if (state.CurrentPlayer() == seat_) return MoveMessage(game_->history().size(), move, false);
  if (!early_.empty() || !state.IsEarlyAction(seat_, action)) return std::nullopt;
  early_ = move;
  early_at_ = game_->history().size();
  early_confirmed_ = false;
  return MoveMessage(early_at_, move, true);
}

std::optional<std::string> TableGuest::Undo() const {
  if (game_ == nullptr || seat_ < 0 || game_->UndoSeat() != seat_) return std::nullopt;
  return json{{"t", "undo"}, {"at", game_->history().size()}}.dump();
}

std::string TableGuest::MoveMessage(size_t at, const std::string& move, bool early) const {
  json message{{"t", "move"}, {"at", at}, {"move", move}};
  if (early) message["early"] = true;
  return message.dump();
}

std::vector<std::string> TableGuest::Heartbeat() const {
  if (seat_ < 0 || game_ == nullptr || replaced_) return {};
  if (!early_.empty() && !early_confirmed_) {
    return {Ack(), MoveMessage(early_at_, early_, true)};  // it may have been lost
  }
  return {Ack()};
}

std::string TableGuest::Ack() const {
  return json{{"t", "ack"},
              {"len", texts_.size()},
              {"check", HistoryCheck(texts_, texts_.size())},
              {"end", verdict_.has_value()}}
      .dump();
}

std::vector<std::string> TableGuest::Receive(const std::string& text) {
  std::string why;
  const std::optional<json> message = ParseMessage(text, kMaxHostMessageBytes, &why);
  if (!message) return {};
  const std::string& type = (*message)["t"].get_ref<const std::string&>();
  if (type == "table") return Table(*message);
  if (type == "history") return History(*message);
  if (type == "seated") {
    const std::optional<int64_t> seat =
        IntField(*message, "seat", 0, static_cast<int64_t>(kMaxSeats) - 1);
    const std::optional<std::string> token = StringField(*message, "token", 64);
    if (seat && token && !token->empty()) {
      seat_ = static_cast<int>(*seat);
      token_ = *token;
      refusal_.clear();
      revision_ = 0;  // a new conversation (the host's page may have reloaded and counts anew)
    }
    return {};
  }
  if (type == "refused") {
    if (const std::optional<std::string> said = StringField(*message, "why", 300)) refusal_ = *said;
    if (!early_confirmed_) early_.clear();  // the host would not keep it: decide again
    const auto replaced = message->find("replaced");
    if (replaced != message->end() && replaced->is_boolean() && replaced->get<bool>()) {
      replaced_ = true;  // another tab or device plays this seat now: stop talking
      return {};
    }
    const auto hello = message->find("hello");
    if (hello != message->end() && hello->is_boolean() && hello->get<bool>() && !token_.empty() &&
        !replaced_) {
      return {Hello()};  // the host has forgotten this device: come back with the token
    }
    return {};
  }
  return {};
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
  game_id_ = *game;
  options_ = *options;
  rules_version_ = static_cast<int>(*rules);
  commitment_ = *commitment;
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
  const std::optional<std::vector<std::string>> shares = Texts(end, "shares", kMaxSeats, 64);
  if (!history || !secret || !shares) return;
  const FairDealRecord record{commitment_, *shares, *secret};
  verdict_ = CheckFairDeal(Setup(ChanceStream::kBoundToRules), record, *history, sha256_);
  // This device's share must be among those the seed was made from.
  bool mine = false;
  for (const std::string& share : *shares) mine = mine || share == share_;
  if (verdict_->fair && !mine) {
    verdict_ = FairDealVerdict{false, Tr("Not a fair deal: this device's share was left out."), 0};
  }
  if (!verdict_->fair) return;
  SessionSetup setup = Setup(ChanceStream::kBoundToRules);
  setup.seed = SeedFromDeal(*secret, *shares, sha256_);
  std::string error;
  truth_ = Session::Create(setup, &error);
  if (truth_ != nullptr && !truth_->Replay(*history).ok()) truth_.reset();
}

}  // namespace tinsel
