// The Game half of Santa Timea: identity, pitch, a new game.
#include "games/santa_timea/santa_timea.h"
#include "tinsel/translate.h"

namespace tinsel::santa {

const Game& SantaTimea() {
  static const SantaTimeaGame game;
  return game;
}

std::string SantaTimeaGame::Pitch() const {
  return Tr("Leaking lifeboats, secret votes and Captain's Hats: who reaches the islands?");
}

std::string SantaTimeaGame::EarlyActionsTitle() const {
  // TRANSLATORS: the heading over a guest's ballot at a table across devices, while others vote.
  return Tr("Vote now (secret; it counts when your turn comes)");
}

std::string SantaTimeaGame::ChanceSinceWords() const {
  // TRANSLATORS: why a move cannot be undone: "No undo: new cards were drawn since."
  return Tr("new cards were drawn since");
}

int SantaTimeaGame::MaxHistoryLength(int players, const Options& /*options*/) const {
  // Setup: the start player (chance), one boat per player, the black boat, then every pawn
  // seated one at a time. A turn that does not end the game moves one boat at sea a row, and
  // kNumRows moves land a boat (a sunk boat took fewer), so with players + 1 boats there are at
  // most (players + 1) * kNumRows turns, plus a last one that may end in its leak phase. A turn
  // holds at most three ballots (leak, throw overboard, move), each with at most one
  // announcement and one vote per player and one pick, and a change phase of at most one pawn
  // out and one re-boarding per player.
  const CrewSize crew = CrewFor(players);
  const int setup = 1 + players + 1 + players * (crew.officers + crew.sailors);
  const int ballot = 2 * players + 1;
  const int turn = 3 * ballot + 2 * players;
  const int turns = (players + 1) * kNumRows + 1;
  return setup + turns * turn;
}

std::unique_ptr<State> SantaTimeaGame::MakeInitialState(int players, const Options& /*options*/,
                                                        int /*rules_version*/) const {
  if (players < kMinPlayers || players > kMaxPlayers) return nullptr;
  return std::make_unique<SantaTimeaState>(players);
}

}  // namespace tinsel::santa
