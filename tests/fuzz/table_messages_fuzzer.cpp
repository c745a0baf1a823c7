// A table across devices against any message (table_input.h): the host and a guest never
// crash, hang or leak; a message from a guest changes the game by at most one move, made for
// that guest's own seat; a stranger's never changes it; a refusal is a short sentence; and a
// guest that reads anything still holds a game that replays.
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "fuzz_check.h"
#include "table_input.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace tinsel;
  if (size == 0) return 0;
  fuzz::FuzzTable table = fuzz::MakeFuzzTable();
  const std::string text(reinterpret_cast<const char*>(data) + 1, size - 1);
  const Session& game = *table.host->game();
  const size_t before = game.history().size();
  const int mover = game.state().CurrentPlayer();
  switch (data[0] % 3) {
    case fuzz::kToHostFromGuest:
    case fuzz::kToHostFromStranger: {
      const bool seated = data[0] % 3 == fuzz::kToHostFromGuest;
      for (const Outgoing& out : table.host->Receive(seated ? "g0" : "stranger", text, 5)) {
        const nlohmann::json reply = nlohmann::json::parse(out.text);
        if (reply["t"] == "refused") fuzz::CheckRefusal(reply["why"].get<std::string>(), 600);
      }
      const size_t after = game.history().size();
      FUZZ_CHECK(after == before || (seated && mover == 0 && after > before), text);
      if (after > before) FUZZ_CHECK(game.history()[before].player == 0, text);
      break;
    }
    case fuzz::kToGuest: {
      for (const Outgoing& reply : table.guest->Receive("host", text)) {
        FUZZ_CHECK(reply.text.size() <= kMaxGuestMessageBytes, reply.text);
        FUZZ_CHECK(reply.peer == "host", reply.peer);  // a guest talks to its host only
      }
      // Whatever it read, the guest holds a game that replays as it stands.
      const Session* held = table.guest->game();
      FUZZ_CHECK(held != nullptr, text);
      std::string error;
      const std::unique_ptr<Session> again = Session::Create(held->setup(), &error);
      FUZZ_CHECK(again != nullptr, error);
      FUZZ_CHECK(again->Replay(held->HistoryTexts()).ok(), text);
      FUZZ_CHECK(again->state().ToString() == held->state().ToString(), text);
      break;
    }
  }
  return 0;
}
