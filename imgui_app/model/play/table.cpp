#include "model/play/table.h"

namespace tinsel::app {
namespace {

// The made-up parts of a redacted state must not change from frame to frame (a view would
// flicker), so the redaction always draws from the same seed.
constexpr uint64_t kRedactionSeed = 0x7AB1E5EEDull;

}  // namespace

ViewerTable TableRedactor::For(const State& truth, const std::vector<std::string>& seat_names,
                               size_t history_length, uint64_t game_token, int viewer,
                               bool input_enabled, std::optional<Action> hint) {
  if (redacted_ == nullptr || token_ != game_token || history_length_ != history_length ||
      viewer_ != viewer) {
    Rng rng(kRedactionSeed);
    redacted_ = truth.Resample(viewer, rng);
    token_ = game_token;
    history_length_ = history_length;
    viewer_ = viewer;
  }
  return {*redacted_, seat_names, history_length, game_token, viewer, input_enabled, hint};
}

}  // namespace tinsel::app
