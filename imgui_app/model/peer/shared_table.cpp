#include "model/peer/shared_table.h"

#include "tinsel/save.h"

namespace tinsel::app {
namespace {

using nlohmann::json;

std::string Text(const json& status, const char* name) {
  const auto field = status.find(name);
  return field != status.end() && field->is_string() ? field->get<std::string>() : "";
}

bool Flag(const json& status, const char* name) {
  const auto field = status.find(name);
  return field != status.end() && field->is_boolean() && field->get<bool>();
}

}  // namespace

void SharedTable::Receive(const json& status) {
  if (!status.is_object()) return;
  problem_ = Text(status, "problem");
  if (status.contains("notice")) notice_ = Text(status, "notice");
  if (status.contains("link")) link_ = Text(status, "link");
  if (const auto qr = status.find("qr"); qr != status.end() && qr->is_array()) {
    qr_.clear();
    for (const json& row : *qr) {
      if (row.is_string()) qr_.push_back(row.get<std::string>());
    }
  }
  connected_ = role_ == Role::kHost || Flag(status, "connected");
  const auto gone = status.find("gone");
  gone_ = gone != status.end() && gone->is_number_integer() ? gone->get<int>() : -1;
  elsewhere_ = Text(status, "elsewhere");
  moved_ = Text(status, "moved");
  if (status.contains("room")) room_ = Text(status, "room");
  diagnosis_ = status.contains("diagnosis") && status["diagnosis"].is_object() ? status["diagnosis"]
                                                                               : nlohmann::json();
  started_ = Flag(status, "started");
  over_ = Flag(status, "over");
  if (role_ == Role::kHost && status.contains("slot")) kept_slot_ = Text(status, "slot");
  if (const auto undos = status.find("undos"); role_ == Role::kHost && undos != status.end() &&
                                               undos->is_number_integer() &&
                                               undos->get<int>() != undos_) {
    undos_ = undos->get<int>();
    undone_ = true;
    sent_upto_ = 0;  // a shorter game: this device's moves since are sent from where it ends
  }
  if (role_ == Role::kGuest) {
    game_id_ = Text(status, "game");
    const auto seat = status.find("seat");
    seat_ = seat != status.end() && seat->is_number_integer() ? seat->get<int>() : -1;
    refusal_ = Text(status, "refusal");
    replaced_ = Flag(status, "replaced");
    early_ = Text(status, "early");
    sending_ = Text(status, "sending");
    warning_ = Text(status, "warning");
    broken_ = Flag(status, "broken");
    unkept_ = Flag(status, "unkept");
  }
  if (const auto seats = status.find("seats"); seats != status.end() && seats->is_array()) {
    seats_.clear();
    for (const json& seat : *seats) {
      if (!seat.is_object()) continue;
      seats_.push_back(
          {Text(seat, "name"), Text(seat, "plan"), Flag(seat, "taken"), Flag(seat, "away")});
    }
  }
  if (const auto length = status.find("length"); length != status.end() && length->is_number()) {
    table_length_ = length->get<size_t>();
  }
  json game;
  if (role_ == Role::kHost && status.contains("save")) {
    game = status["save"];
    // A resumed table's game (its first status after a reload says which).
    if (game_id_.empty() && game.is_string()) {
      const json save = json::parse(game.get<std::string>(), nullptr, false);
      if (save.is_object()) game_id_ = Text(save, "game");
    }
  } else if (role_ == Role::kGuest && status.contains("setup") && status.contains("history")) {
    game = {{"setup", status["setup"]}, {"history", status["history"]}};
    if (status["history"].is_array()) table_length_ = status["history"].size();
  }
  if (!game.is_null() && game != game_) {
    game_ = std::move(game);
    game_changed_ = true;
  }
  if (status.contains("truth") && truth_.empty()) truth_ = Text(status, "truth");
  if (const auto verdict = status.find("verdict");
      verdict != status.end() && verdict->is_object()) {
    verdict_ = Text(*verdict, "sentence");
    verdict_message_ = Text(*verdict, "message");
    const auto seat = verdict->find("seat");
    verdict_seat_ = seat != verdict->end() && seat->is_number_integer() ? seat->get<int>() : 0;
    fair_ = Flag(*verdict, "fair");
  }
}

std::string SharedTable::verdict() const {
  // A sentence naming a seat comes as its template, to say in the language chosen here.
  if (!verdict_message_.empty() && verdict_seat_ > 0 &&
      verdict_message_.find("{seat}") != std::string::npos) {
    return TrFormat(verdict_message_.c_str(), {{"seat", FormatNumber(verdict_seat_)}});
  }
  return Tr(verdict_.c_str());
}

std::vector<std::string> SharedTable::Diagnosis() const {
  std::vector<std::string> lines;
  if (!diagnosis_.is_object()) return lines;
  auto number = [&](const nlohmann::json& object, const char* name) {
    const auto field = object.find(name);
    return field != object.end() && field->is_number_integer() ? field->get<int>() : 0;
  };
  int open = 0;
  if (const auto relays = diagnosis_.find("relays");
      relays != diagnosis_.end() && relays->is_array()) {
    for (const nlohmann::json& relay : *relays) {
      if (!relay.is_object()) continue;
      const int answered = number(relay, "open");
      const int total = number(relay, "total");
      open += answered;
      const std::string counts = FormatNumber(answered);
      const std::string of = FormatNumber(total);
      lines.push_back(Text(relay, "kind") == "nostr"
                          // TRANSLATORS: the relays devices find each other through.
                          ? TrFormat("Nostr relays reached: {count} of {total}.",
                                     {{"count", counts}, {"total", of}})
                          : TrFormat("WebTorrent trackers reached: {count} of {total}.",
                                     {{"count", counts}, {"total", of}}));
    }
  }
  const int answered = number(diagnosis_, "answered");
  const int failed = number(diagnosis_, "failed");
  const bool turn = diagnosis_.contains("turn") && diagnosis_["turn"].is_boolean() &&
                    diagnosis_["turn"].get<bool>();
  if (open == 0) {
    lines.push_back(
        Tr("No relay could be reached: check this device's connection to the "
           "internet, or type other relays in setup."));
    return lines;
  }
  if (answered > 0 && failed > 0) {
    lines.push_back(
        Tr("A device of this table answered, but a direct connection to it failed: "
           "the two networks do not let one through."));
    lines.push_back(turn ? Tr("The TURN server did not carry it either: check its address, "
                              "user name and credential.")
                         : Tr("Try both devices on the same Wi-Fi, or a TURN server in the "
                              "host's setup (turn:USER:PASSWORD@host:3478)."));
    return lines;
  }
  lines.push_back(role_ == Role::kHost
                      ? Tr("No guest has found this table yet: send them the link.")
                      : Tr("No device of this table answered: is the table still open on "
                           "the host's device?"));
  return lines;
}

std::vector<bool> SharedTable::SeatsHere() const {
  std::vector<bool> here(seats_.size(), false);
  for (size_t seat = 0; seat < seats_.size(); ++seat) {
    here[seat] =
        role_ == Role::kHost ? seats_[seat].plan != "invited" : static_cast<int>(seat) == seat_;
  }
  return here;
}

std::unique_ptr<Session> SharedTable::TakeGame(std::string* error) {
  if (!game_changed_) return nullptr;
  game_changed_ = false;
  if (role_ == Role::kHost) {
    return game_.is_string() ? LoadSave(game_.get<std::string>(), error) : nullptr;
  }
  // A guest's: its seat's history, replayed with the chance the host gave.
  const json& setup_json = game_["setup"];
  const json& history = game_["history"];
  if (!setup_json.is_object() || !history.is_array()) return nullptr;
  SessionSetup setup;
  setup.game_id = Text(setup_json, "game");
  setup.chance = ChanceStream::kGivenByHost;
  if (const auto version = setup_json.find("rules_version");
      version != setup_json.end() && version->is_number_integer()) {
    setup.rules_version = version->get<int>();
  }
  if (const auto options = setup_json.find("options");
      options != setup_json.end() && options->is_object()) {
    for (const auto& [name, value] : options->items()) {
      if (value.is_string()) setup.options[name] = value.get<std::string>();
    }
  }
  if (const auto names = setup_json.find("names"); names != setup_json.end() && names->is_array()) {
    for (const json& name : *names)
      setup.seats.push_back({name.is_string() ? name.get<std::string>() : "", false, ""});
  }
  std::unique_ptr<Session> session = Session::Create(setup, error);
  if (session == nullptr) return nullptr;
  std::vector<std::string> texts;
  for (const json& text : history) {
    if (text.is_string()) texts.push_back(text.get<std::string>());
  }
  const Status replayed = session->Replay(texts);
  if (!replayed.ok()) {
    *error = replayed.message();
    return nullptr;
  }
  return session;
}

std::unique_ptr<Session> SharedTable::TakeTruth(std::string* error) {
  if (truth_.empty() || truth_taken_) return nullptr;
  truth_taken_ = true;
  return LoadSave(truth_, error);
}

void SharedTable::SendMovesMadeHere(const Session& held) {
  if (role_ != Role::kHost) return;
  const std::vector<HistoryEntry>& history = held.history();
  // The table has moved on past what was sent (or heard it already): nothing older to send.
  if (sent_upto_ < table_length_) sent_upto_ = table_length_;
  for (size_t at = sent_upto_; at < history.size(); ++at) {
    if (history[at].player >= 0) channel_.Move(history[at].text, static_cast<int>(at));
  }
  if (history.size() > sent_upto_) sent_upto_ = history.size();
}

}  // namespace tinsel::app
