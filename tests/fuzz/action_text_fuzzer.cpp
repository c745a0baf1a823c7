// Every registered game's action-text parser against any text, in positions reached by random
// play: StringToAction never crashes; what it parses can be written as text and applied (legal
// or refused) without crashing; and a legal action's canonical text parses back to it.
//
// Input: the header of action_text_input.h (game, setup, position), then texts separated by
// '\n'.
// Each text is tried for the player to move, every seat and chance; when it parses to a legal
// move of the player to move (or chance), it is played, so later texts meet a later position.
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "action_text_input.h"
#include "fuzz_check.h"

namespace {

using namespace tinsel;

// Parses `text` for `player` and exercises what the parse gives (its canonical text, why it
// is illegal, applying it to a copy); returns the action when it is a legal move of `player`
// now, after checking that its canonical text parses back to it.
std::optional<Action> Try(const State& state, int player, const std::string& text) {
  const std::optional<Action> action = state.StringToAction(player, text);
  if (!action) return std::nullopt;
  const std::string canonical = state.ActionToString(player, *action);
  state.WhyIllegal(*action);
  std::unique_ptr<State> copy = state.Clone();
  if (!copy->ApplyAction(*action).ok() || player != state.CurrentPlayer()) return std::nullopt;
  copy->ToString();
  const std::optional<Action> again = state.StringToAction(player, canonical);
  FUZZ_CHECK(again && *again == *action,
             "\"" + text + "\" parses to an action whose text \"" + canonical + "\" does not");
  return action;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  if (size < fuzz::kHeaderBytes) return 0;
  std::unique_ptr<State> state = fuzz::PositionOfHeader(data);
  const std::string_view texts(reinterpret_cast<const char*>(data) + fuzz::kHeaderBytes,
                               size - fuzz::kHeaderBytes);
  size_t start = 0;
  while (start <= texts.size()) {
    size_t end = texts.find('\n', start);
    if (end == std::string_view::npos) end = texts.size();
    const std::string text(texts.substr(start, end - start));
    start = end + 1;
    std::optional<Action> move;
    for (int player = kChancePlayer; player < state->NumPlayers(); ++player) {
      const std::optional<Action> legal_move = Try(*state, player, text);
      if (player == state->CurrentPlayer() && legal_move) move = legal_move;
    }
    if (move) FUZZ_CHECK(state->ApplyAction(*move).ok(), text);
  }
  return 0;
}
