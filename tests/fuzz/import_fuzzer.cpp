// The import path against any bytes: ReadImport (a save, a file of saved games, or a replay
// link) never crashes, hangs or leaks; a refusal is a short sentence JSON can hold and imports
// nothing; every game it accepts writes a save that loads again to the same game; and a save
// kept for a newer Tinsel keeps its text and says why in a short sentence.
#include <cstdint>
#include <string>

#include "fuzz_check.h"
#include "tinsel/save_bundle.h"

namespace {

// A sentence around a game's number and name, then the save loader's own refusal.
constexpr size_t kLongestRefusal = 800;

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace tinsel;
  const std::string text(reinterpret_cast<const char*>(data), size);
  std::string error;
  const std::vector<SavedGame> games = ReadImport(text, &error);
  if (games.empty()) {
    // An empty file of saved games imports nothing and refuses nothing.
    fuzz::CheckRefusal(error, kLongestRefusal, /*may_be_empty=*/true);
    return 0;
  }
  FUZZ_CHECK(error.empty(), error);
  for (const SavedGame& game : games) {
    if (game.IsNewer()) {
      FUZZ_CHECK(!game.newer_text.empty(), text);
      fuzz::CheckRefusal(game.newer_reason, kLongestRefusal);
      continue;
    }
    const std::string written = WriteSave(*game.session, game.times);
    std::string again_error;
    const std::unique_ptr<Session> again = LoadSave(written, &again_error);
    FUZZ_CHECK(again != nullptr, again_error);
    FUZZ_CHECK(again->state().ToString() == game.session->state().ToString(), written);
  }
  return 0;
}
