#include "tinsel/search_request.h"

#include <algorithm>
#include <charconv>
#include <memory>
#include <nlohmann/json.hpp>
#include <string_view>

#include "tinsel/registry.h"
#include "tinsel/save.h"

namespace tinsel {

namespace {

// A budget a message may ask for: enough for any measurement, not enough to hang a worker.
constexpr int64_t kMaxRequestIterations = 10'000'000;

std::string Refuse(const std::string& error) {
  return nlohmann::json{{"ok", false}, {"error", error}}.dump(
      -1, ' ', false, nlohmann::json::error_handler_t::replace);
}

// What every request names besides its game: the seat, the level, the seed and the budget,
// read and checked.
struct SearchOrder {
  int64_t seat = 0;
  std::string level;
  uint64_t seed = 0;
  int64_t iterations = 0;
};

std::string DumpJson(const nlohmann::json& json) {
  return json.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
}

nlohmann::json OrderJson(const Session& session, const std::string& level, int iterations) {
  return {{"seat", session.state().CurrentPlayer()},
          {"level", level},
          {"seed", std::to_string(session.BotSeed())},
          {"iterations", iterations}};
}

// A decimal text to 64 bits; false when it is not one.
bool ReadU64(const std::string& text, uint64_t* value) {
  const auto [end, read] = std::from_chars(text.data(), text.data() + text.size(), *value);
  return read == std::errc() && end == text.data() + text.size();
}

// Reads the order of `json`; an empty string, or the refusal.
std::string ReadOrder(const nlohmann::json& json, int worker, SearchOrder* order) {
  const auto seat = json.find("seat");
  const auto level = json.find("level");
  const auto seed = json.find("seed");
  const auto iterations = json.find("iterations");
  if (seat == json.end() || !seat->is_number_integer() || level == json.end() ||
      !level->is_string() || seed == json.end() || !seed->is_string() || iterations == json.end() ||
      !iterations->is_number_integer()) {
    return Refuse("The search request needs save, seat, level, seed and iterations.");
  }
  if (worker < 0 || worker >= kMaxSearchWorkers) {
    return Refuse("There are at most " + std::to_string(kMaxSearchWorkers) + " search workers.");
  }
  if (!ReadU64(seed->get_ref<const std::string&>(), &order->seed)) {
    return Refuse("The search request's seed is not a number from 0 to 2^64-1.");
  }
  order->seat = seat->get<int64_t>();
  order->level = level->get<std::string>();
  order->iterations = iterations->get<int64_t>();
  if (order->iterations < 0 || order->iterations > kMaxRequestIterations) {
    return Refuse("The search request's iterations must be 0 (the level's) to " +
                  std::to_string(kMaxRequestIterations) + ".");
  }
  return "";
}

std::string NeedSave(const std::string& why) {
  return DumpJson({{"ok", false}, {"need", "save"}, {"error", why}});
}

// The search itself, once the game is at hand.
std::string Search(const Session& session, const SearchOrder& order, int worker,
                   const std::atomic<bool>* stop) {
  const State& state = session.state();
  if (state.IsTerminal() || state.IsChanceNode() || state.CurrentPlayer() != order.seat) {
    return Refuse("The game is not at seat " + std::to_string(order.seat) + "'s decision.");
  }
  const BotKind* kind = FindBotKind(session.setup().game_id, order.level);
  if (kind == nullptr || kind->search_iterations <= 0) {
    return Refuse("The level " + nlohmann::json(order.level).dump() + " is not a search.");
  }
  IsmctsConfig config;
  config.iterations = kind->search_iterations;
  if (order.iterations > 0) config.iterations = static_cast<int>(order.iterations);
  const RootStats stats = SearchRoot(state, order.seed, worker, config, stop);
  return "{\"ok\":true,\"stats\":" + RootStatsToJson(stats) + "}";
}

}  // namespace

std::string MakeSearchRequest(const Session& session, const std::string& level, int iterations) {
  nlohmann::json json = OrderJson(session, level, iterations);
  json["save"] = WriteSave(session, {});
  return DumpJson(json);
}

std::string MakeSearchFollowUp(const Session& session, size_t base, const std::string& level,
                               int iterations) {
  const std::vector<HistoryEntry>& history = session.history();
  base = std::min(base, history.size());
  nlohmann::json moves = nlohmann::json::array();
  for (size_t i = base; i < history.size(); ++i) moves.push_back(history[i].text);
  nlohmann::json json = OrderJson(session, level, iterations);
  json["game"] = session.setup().game_id;
  json["chance_seed"] = std::to_string(session.chance_seed());
  json["base"] = base;
  json["base_hash"] = std::to_string(HistoryHash(history, base));
  json["moves"] = std::move(moves);
  return DumpJson(json);
}

uint64_t HistoryHash(const std::vector<HistoryEntry>& history, size_t count) {
  uint64_t hash = 0xcbf29ce484222325ull;  // FNV-1a
  auto mix = [&hash](std::string_view bytes) {
    for (const char c : bytes) {
      hash ^= static_cast<uint8_t>(c);
      hash *= 0x100000001b3ull;
    }
  };
  for (size_t i = 0; i < std::min(count, history.size()); ++i) {
    mix(std::to_string(history[i].player));
    mix(":");
    mix(history[i].text);
    mix("\n");
  }
  return hash;
}

std::string SearchWorkerGame::Answer(const std::string& request, int worker,
                                     const std::atomic<bool>* stop) {
  const nlohmann::json json = nlohmann::json::parse(request, nullptr, /*allow_exceptions=*/false);
  if (!json.is_object()) return Refuse("The search request is not a JSON object.");
  SearchOrder order;
  if (const std::string refused = ReadOrder(json, worker, &order); !refused.empty()) {
    return refused;
  }
  const auto save = json.find("save");
  if (save != json.end()) {
    if (!save->is_string()) return Refuse("The search request's save is not a text.");
    std::string error;
    std::unique_ptr<Session> session = LoadSave(save->get_ref<const std::string&>(), &error);
    session_.reset();  // a refused save leaves nothing kept
    if (session == nullptr) return Refuse(error);
    session_ = std::move(session);
    return Search(*session_, order, worker, stop);
  }
  // A follow-up: the moves since the ones this worker holds.
  const auto game = json.find("game");
  const auto base = json.find("base");
  const auto base_hash = json.find("base_hash");
  const auto chance_seed = json.find("chance_seed");
  const auto moves = json.find("moves");
  if (game == json.end() || !game->is_string() || chance_seed == json.end() ||
      !chance_seed->is_string() || base == json.end() || !base->is_number_unsigned() ||
      base_hash == json.end() || !base_hash->is_string() || moves == json.end() ||
      !moves->is_array()) {
    return Refuse("The search request needs save, seat, level, seed and iterations.");
  }
  uint64_t hash = 0;
  uint64_t seed = 0;
  if (!ReadU64(base_hash->get_ref<const std::string&>(), &hash) ||
      !ReadU64(chance_seed->get_ref<const std::string&>(), &seed)) {
    return Refuse(
        "The search request's base_hash and chance_seed must be numbers from 0 to "
        "2^64-1.");
  }
  if (session_ == nullptr) return NeedSave("This worker holds no game yet.");
  const std::vector<HistoryEntry>& history = session_->history();
  if (session_->setup().game_id != game->get_ref<const std::string&>() ||
      session_->chance_seed() != seed || history.size() != base->get<uint64_t>() ||
      HistoryHash(history, history.size()) != hash) {
    return NeedSave("This worker holds another game or another position.");
  }
  std::vector<std::string> texts;
  for (const nlohmann::json& move : *moves) {
    if (!move.is_string()) return Refuse("The search request's moves are not texts.");
    texts.push_back(move.get<std::string>());
  }
  if (const Status replayed = session_->Replay(texts); !replayed.ok()) {
    session_.reset();  // half-applied: keep nothing rather than a game the page does not have
    return Refuse("The moves since do not follow: " + replayed.message());
  }
  return Search(*session_, order, worker, stop);
}

std::string AnswerSearchRequest(const std::string& request, int worker) {
  SearchWorkerGame fresh;
  return fresh.Answer(request, worker);
}

bool AnswerNeedsSave(const std::string& answer) {
  const nlohmann::json json = nlohmann::json::parse(answer, nullptr, /*allow_exceptions=*/false);
  return json.is_object() && json.value("need", "") == "save";
}

bool ReadSearchAnswer(const std::string& answer, RootStats* stats, std::string* error) {
  const nlohmann::json json = nlohmann::json::parse(answer, nullptr, /*allow_exceptions=*/false);
  if (!json.is_object() || !json.contains("ok") || !json["ok"].is_boolean()) {
    *error = "The search worker's answer is not readable.";
    return false;
  }
  if (!json["ok"].get<bool>()) {
    const auto why = json.find("error");
    *error = why != json.end() && why->is_string() ? why->get<std::string>()
                                                   : "The search worker failed.";
    return false;
  }
  const auto read = json.find("stats");
  if (read == json.end()) {
    *error = "The search worker's answer has no statistics.";
    return false;
  }
  return RootStatsFromJson(read->dump(), stats, error);
}

}  // namespace tinsel
