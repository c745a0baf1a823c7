// A review as JSON (tinsel/review.h): what ReviewToJson writes and ReviewFromJson reads back,
// with every field checked, so that a damaged or hostile review file changes nothing.
#include <limits>
#include <nlohmann/json.hpp>

#include "tinsel/registry.h"
#include "tinsel/review.h"
#include "tinsel/save.h"
#include "tinsel/search_request.h"
#include "tinsel/seed.h"

namespace tinsel {

namespace {

using nlohmann::json;

constexpr const char* kFormat = "tinsel-review";
// A review is a few hundred bytes a decision; anything much bigger is not one of ours.
constexpr size_t kMaxReviewBytes = 4 * 1024 * 1024;
// A review nests 3 deep (review, decisions, decision); the rest is room, not recursion.
constexpr int kMaxReviewNesting = 8;
constexpr int64_t kMaxReviewIterations = 10'000'000;  // as a search request allows
constexpr int64_t kMaxReviewHistory = 1'000'000;
constexpr size_t kMaxSentenceBytes = 2000;

// Readers for ReviewFromJson: each sets `why` and returns false when the field is missing or
// of the wrong kind or range.
bool ReadInt(const json& object, const char* key, int64_t min, int64_t max, int64_t* out,
             std::string* why) {
  const auto found = object.find(key);
  if (found == object.end() || !found->is_number_integer() ||
      (found->is_number_unsigned() && found->get<uint64_t>() > static_cast<uint64_t>(max)) ||
      found->get<int64_t>() < min || found->get<int64_t>() > max) {
    *why = std::string("no readable \"") + key + "\"";
    return false;
  }
  *out = found->get<int64_t>();
  return true;
}

bool ReadString(const json& object, const char* key, size_t max_bytes, std::string* out,
                std::string* why) {
  const auto found = object.find(key);
  if (found == object.end() || !found->is_string() ||
      found->get_ref<const std::string&>().size() > max_bytes) {
    *why = std::string("no readable \"") + key + "\"";
    return false;
  }
  *out = found->get<std::string>();
  return true;
}

// A finite number, or null when `may_be_null` (an expected value the search does not know).
bool ReadValue(const json& object, const char* key, bool may_be_null, double* out,
               std::string* why) {
  const auto found = object.find(key);
  if (found != object.end() && found->is_null() && may_be_null) {
    *out = 0;
    return true;
  }
  if (found == object.end() || !found->is_number() || !std::isfinite(found->get<double>())) {
    *why = std::string("no readable \"") + key + "\"";
    return false;
  }
  *out = found->get<double>();
  return true;
}

bool ReadDecision(const json& row, ReviewedDecision* d, std::string* why) {
  if (!row.is_object()) {
    *why = "a decision is not an object";
    return false;
  }
  int64_t index = 0, seat = 0, played = 0, choice = 0;
  const int64_t action_min = std::numeric_limits<Action>::min();
  const int64_t action_max = std::numeric_limits<Action>::max();
  if (!ReadInt(row, "move", 0, kMaxReviewHistory, &index, why) ||
      !ReadInt(row, "seat", 0, 99, &seat, why) ||
      !ReadInt(row, "played", action_min, action_max, &played, why) ||
      !ReadInt(row, "choice", action_min, action_max, &choice, why) ||
      !ReadInt(row, "iterations", 0, kMaxReviewIterations * kMaxSearchWorkers, &d->iterations,
               why) ||
      !ReadInt(row, "played_visits", 0, d->iterations, &d->played_visits, why) ||
      !ReadInt(row, "choice_visits", 0, d->iterations, &d->choice_visits, why) ||
      !ReadValue(row, "played_result", d->played_visits == 0, &d->played_result, why) ||
      !ReadValue(row, "played_points", d->played_visits == 0, &d->played_points, why) ||
      !ReadValue(row, "choice_result", d->choice_visits == 0, &d->choice_result, why) ||
      !ReadValue(row, "choice_points", d->choice_visits == 0, &d->choice_points, why) ||
      !ReadString(row, "text", kMaxSentenceBytes, &d->text, why)) {
    return false;
  }
  const auto marked = row.find("marked");
  if (marked == row.end() || !marked->is_boolean()) {
    *why = "no readable \"marked\"";
    return false;
  }
  if (played == choice && d->played_visits != d->choice_visits) {
    *why = "a decision's visits do not fit its moves";
    return false;
  }
  d->index = static_cast<int>(index);
  d->seat = static_cast<int>(seat);
  d->played = static_cast<Action>(played);
  d->choice = static_cast<Action>(choice);
  d->marked = marked->get<bool>();
  return true;
}

json ValueOrNull(bool known, double value) { return known ? json(value) : json(nullptr); }

}  // namespace

std::string ReviewToJson(const Review& review) {
  json decisions = json::array();
  for (const ReviewedDecision& d : review.decisions) {
    const bool played = d.played_visits > 0;
    const bool choice = d.choice_visits > 0;
    decisions.push_back({{"move", d.index},
                         {"seat", d.seat},
                         {"played", d.played},
                         {"choice", d.choice},
                         {"iterations", d.iterations},
                         {"played_visits", d.played_visits},
                         {"choice_visits", d.choice_visits},
                         {"played_result", ValueOrNull(played, d.played_result)},
                         {"played_points", ValueOrNull(played, d.played_points)},
                         {"choice_result", ValueOrNull(choice, d.choice_result)},
                         {"choice_points", ValueOrNull(choice, d.choice_points)},
                         {"marked", d.marked},
                         {"text", d.text}});
  }
  return json{{"format", kFormat},
              {"version", kReviewFormatVersion},
              {"game", review.game_id},
              {"rules_version", review.rules_version},
              {"seed", std::to_string(review.seed)},
              {"history_length", review.history_length},
              {"fingerprint", review.fingerprint},
              {"iterations", review.iterations},
              {"workers", review.workers},
              {"decisions", decisions}}
      // Sentences quote move texts, always UTF-8; replace rather than throw all the same.
      .dump(-1, ' ', false, json::error_handler_t::replace);
}

bool ReviewFromJson(const std::string& text, Review* review, std::string* error) {
  std::string why;
  auto refuse = [&](const std::string& reason) {
    *error = "The stored review is not readable: " + reason + ".";
    return false;
  };
  if (text.size() > kMaxReviewBytes) return refuse("it is too large");
  if (NestsDeeperThan(text, kMaxReviewNesting)) return refuse("it is nested too deeply");
  const json root = json::parse(text, nullptr, /*allow_exceptions=*/false);
  if (root.is_discarded()) return refuse("it is not valid JSON (damaged or cut short)");
  if (!root.is_object() || root.find("format") == root.end() || root["format"] != kFormat) {
    return refuse("it is not a Tinsel review");
  }
  int64_t version = 0, rules_version = 0, history_length = 0, iterations = 0, workers = 0;
  if (!ReadInt(root, "version", 1, std::numeric_limits<int>::max(), &version, &why)) {
    return refuse(why);
  }
  if (version > kReviewFormatVersion) return refuse("it was made by a newer version of Tinsel");
  Review read;
  std::string seed;
  if (!ReadString(root, "game", 100, &read.game_id, &why) ||
      !ReadInt(root, "rules_version", 1, std::numeric_limits<int>::max(), &rules_version, &why) ||
      !ReadString(root, "seed", 20, &seed, &why) ||
      !ReadInt(root, "history_length", 0, kMaxReviewHistory, &history_length, &why) ||
      !ReadString(root, "fingerprint", 16, &read.fingerprint, &why) ||
      !ReadInt(root, "iterations", 1, kMaxReviewIterations, &iterations, &why) ||
      !ReadInt(root, "workers", 1, kMaxSearchWorkers, &workers, &why)) {
    return refuse(why);
  }
  const std::optional<uint64_t> parsed_seed = ParseSeed(seed);
  if (!parsed_seed) return refuse("no readable \"seed\"");
  if (read.fingerprint.size() != 16 ||
      read.fingerprint.find_first_not_of("0123456789abcdef") != std::string::npos) {
    return refuse("no readable \"fingerprint\"");
  }
  read.seed = *parsed_seed;
  read.rules_version = static_cast<int>(rules_version);
  read.history_length = static_cast<int>(history_length);
  read.iterations = static_cast<int>(iterations);
  read.workers = static_cast<int>(workers);
  const auto decisions = root.find("decisions");
  if (decisions == root.end() || !decisions->is_array()) return refuse("no list of decisions");
  for (const json& row : *decisions) {
    ReviewedDecision d;
    if (!ReadDecision(row, &d, &why)) return refuse(why);
    if (d.index >= read.history_length ||
        (!read.decisions.empty() && d.index <= read.decisions.back().index)) {
      return refuse("the decisions are not moves of the game in order");
    }
    read.decisions.push_back(std::move(d));
  }
  *review = std::move(read);
  return true;
}

}  // namespace tinsel
