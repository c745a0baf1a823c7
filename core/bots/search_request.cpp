#include "tinsel/search_request.h"

#include <charconv>
#include <memory>
#include <nlohmann/json.hpp>

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

}  // namespace

std::string MakeSearchRequest(const Session& session, const std::string& level, int iterations) {
  return nlohmann::json{{"save", WriteSave(session, {})},
                        {"seat", session.state().CurrentPlayer()},
                        {"level", level},
                        {"seed", std::to_string(session.BotSeed())},
                        {"iterations", iterations}}
      .dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
}

std::string AnswerSearchRequest(const std::string& request, int worker) {
  const nlohmann::json json = nlohmann::json::parse(request, nullptr, /*allow_exceptions=*/false);
  if (!json.is_object()) return Refuse("The search request is not a JSON object.");
  const auto save = json.find("save");
  const auto seat = json.find("seat");
  const auto level = json.find("level");
  const auto seed = json.find("seed");
  const auto iterations = json.find("iterations");
  if (save == json.end() || !save->is_string() || seat == json.end() ||
      !seat->is_number_integer() || level == json.end() || !level->is_string() ||
      seed == json.end() || !seed->is_string() || iterations == json.end() ||
      !iterations->is_number_integer()) {
    return Refuse("The search request needs save, seat, level, seed and iterations.");
  }
  if (worker < 0 || worker >= kMaxSearchWorkers) {
    return Refuse("There are at most " + std::to_string(kMaxSearchWorkers) + " search workers.");
  }
  const std::string& seed_text = seed->get_ref<const std::string&>();
  uint64_t bot_seed = 0;
  const auto [end, read] =
      std::from_chars(seed_text.data(), seed_text.data() + seed_text.size(), bot_seed);
  if (read != std::errc() || end != seed_text.data() + seed_text.size()) {
    return Refuse("The search request's seed is not a number from 0 to 2^64-1.");
  }
  std::string error;
  std::unique_ptr<Session> session = LoadSave(save->get_ref<const std::string&>(), &error);
  if (session == nullptr) return Refuse(error);
  const State& state = session->state();
  if (state.IsTerminal() || state.IsChanceNode() || state.CurrentPlayer() != seat->get<int64_t>()) {
    return Refuse("The game is not at seat " + std::to_string(seat->get<int64_t>()) +
                  "'s decision.");
  }
  const BotKind* kind = FindBotKind(session->setup().game_id, level->get_ref<const std::string&>());
  if (kind == nullptr || kind->search_iterations <= 0) {
    return Refuse("The level " + level->dump() + " is not a search.");
  }
  IsmctsConfig config;
  config.iterations = kind->search_iterations;
  const int64_t asked = iterations->get<int64_t>();
  if (asked < 0 || asked > kMaxRequestIterations) {
    return Refuse("The search request's iterations must be 0 (the level's) to " +
                  std::to_string(kMaxRequestIterations) + ".");
  }
  if (asked > 0) config.iterations = static_cast<int>(asked);
  const RootStats stats = SearchRoot(state, bot_seed, worker, config);
  return "{\"ok\":true,\"stats\":" + RootStatsToJson(stats) + "}";
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
