#include "model/saves/solitaire_best.h"

#include <nlohmann/json.hpp>

namespace tinsel::app {

std::optional<double> RecordSolitaireScore(Storage& storage, const std::string& game_id,
                                           double score) {
  const std::string key = "tinsel/best/" + game_id;
  std::optional<double> best;
  if (std::optional<std::string> stored = storage.Get(key)) {
    const nlohmann::json value = nlohmann::json::parse(*stored, nullptr, false);
    if (value.is_number()) best = value.get<double>();
  }
  if (!best || score > *best) storage.Set(key, nlohmann::json(score).dump());
  return best;
}

}  // namespace tinsel::app
