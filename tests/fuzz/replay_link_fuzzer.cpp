// The replay link reader against any text: OpenReplayLink never crashes, hangs or leaks; a
// refusal is a short sentence JSON can hold; and a link that opens is a game whose own link
// opens again to the same game and the same link (the format is canonical).
#include <cstdint>
#include <string>

#include "fuzz_check.h"
#include "tinsel/replay_link.h"

namespace {

constexpr size_t kLongestRefusal = 600;

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace tinsel;
  const std::string text(reinterpret_cast<const char*>(data), size);
  std::string error;
  const std::unique_ptr<Session> session = OpenReplayLink(text, &error);
  if (session == nullptr) {
    fuzz::CheckRefusal(error, kLongestRefusal);
    return 0;
  }
  const std::string payload = ReplayLinkPayload(*session);
  std::string again_error;
  const std::unique_ptr<Session> again = OpenReplayLink(payload, &again_error);
  FUZZ_CHECK(again != nullptr, again_error);
  FUZZ_CHECK(again->state().ToString() == session->state().ToString(), payload);
  FUZZ_CHECK(ReplayLinkPayload(*again) == payload, payload);
  return 0;
}
