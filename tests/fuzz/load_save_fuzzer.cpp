// The save loader against any bytes: LoadSave never crashes, hangs or leaks; a refusal is a
// short sentence JSON can hold (the app stores it in its list of saved games); and whatever
// loads writes back, loads again to the same game and writes the same text.
#include <cstdint>
#include <string>

#include "fuzz_check.h"
#include "tinsel/save.h"

namespace {

// The longest refusal: a sentence around a few short quoted excerpts.
constexpr size_t kLongestRefusal = 600;

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace tinsel;
  const std::string text(reinterpret_cast<const char*>(data), size);
  std::string error;
  SaveTimes times;
  const std::unique_ptr<Session> session = LoadSave(text, &error, &times);
  if (session == nullptr) {
    fuzz::CheckRefusal(error, kLongestRefusal);
    return 0;
  }
  const std::string written = WriteSave(*session, times);
  std::string again_error;
  SaveTimes again_times;
  const std::unique_ptr<Session> again = LoadSave(written, &again_error, &again_times);
  FUZZ_CHECK(again != nullptr, again_error);
  FUZZ_CHECK(again->state().ToString() == session->state().ToString(), written);
  FUZZ_CHECK(WriteSave(*again, again_times) == written, written);
  // What every seat sees can be written as JSON.
  for (int seat = kPublicViewer; seat < session->NumPlayers(); ++seat) {
    FUZZ_CHECK(!session->state().ObservationJson(seat).dump().empty(), written);
  }
  return 0;
}
