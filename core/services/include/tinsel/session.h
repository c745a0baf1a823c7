// Session: one game being played: the seats (human or bot), the seed, the options and the
// history of every action (chance outcomes included). The history is the truth; the state
// is always the result of replaying it.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "tinsel/game.h"
#include "tinsel/status.h"

namespace tinsel {

// A player's name: 1 to kMaxNameLength characters of valid UTF-8 without control characters
// (saves are JSON, which only holds UTF-8; a name labels a seat at the table). The app's name
// field holds 31 bytes, so every name the app ever saved is within the limit.
constexpr size_t kMaxNameLength = 40;
// Why `name` cannot be a player's name, or Ok: English words to follow "That name " (the
// table's refusals, sent between devices, are never translated).
Status CheckPlayerName(const std::string& name);

struct Seat {
  std::string name;
  bool bot = false;
  std::string level;  // the bot kind id when bot
  // A person who asked for the coach: after a decision the Hard bot judges clearly costly,
  // a gentle note says why another move is better (imgui_app/model/play/coach.h). Never a bot's.
  bool coached = false;
};

// Where a game's chance outcomes come from. Games saved by Tinsel before save format 2 drew
// them from the seed alone; every newer game binds the seed to what the rules depend on (the
// game, its rules version, the options and the number of seats), so that a save whose rules
// version, options or seats were edited draws something else at its first draw and is refused
// there, with the move named (BoundChanceSeed, tinsel/match.h).
enum class ChanceStream {
  kBoundToRules,  // save format 2 on, replay links of format 2 on
  kSeedOnly,      // save format 1, replay links of format 1: kept so old games replay exactly
  // A guest's copy of a table across devices: the host's device holds the seed and sends every
  // outcome (made up where the guest's seat may not see it, tinsel/seat_history.h), so Replay
  // takes them as given and the guest never draws. Never saved: at the end the guest gets the
  // true history and the seed, and checks every draw (tinsel/fair_deal.h).
  kGivenByHost,
};

struct SessionSetup {
  std::string game_id;
  Options options;
  std::vector<Seat> seats;
  uint64_t seed = 0;
  // The rules the game is played by: 0 for the game's current rules (a new game), else a
  // save's own version, so an old save replays exactly as it was played.
  int rules_version = 0;
  ChanceStream chance = ChanceStream::kBoundToRules;
};

struct HistoryEntry {
  int player;  // seat, or kChancePlayer
  Action action;
  std::string text;  // canonical text form
};

class Session {
 public:
  // Checks the setup (game, player count, options, bot kinds); normalizes options.
  static std::unique_ptr<Session> Create(SessionSetup setup, std::string* error);

  const SessionSetup& setup() const { return setup_; }
  const Game& game() const { return *game_; }
  const State& state() const { return *state_; }
  const std::vector<HistoryEntry>& history() const { return history_; }
  // The history's moves in their canonical text form (what saves and links hold).
  std::vector<std::string> HistoryTexts() const;
  // The position before the first move, under this game's rules version (for replaying the
  // history, e.g. to write the move log).
  std::unique_ptr<State> NewInitialState() const;
  int NumPlayers() const { return static_cast<int>(setup_.seats.size()); }

  // Whether the player to move is a bot (false at chance and terminal nodes).
  // Who plays `seat` from now on (a guest who left, taken by a bot or a player here). The
  // seed and the history stay; the bot level must be the game's.
  Status SetSeat(int seat, Seat who);
  bool BotToMove() const;
  bool HumanToMove() const;

  // Applies a decision of the current player. Refused (state untouched) when illegal.
  Status Apply(Action action);
  // Same, from the canonical text form. Chance outcomes are refused: only the seed draws them.
  Status ApplyText(const std::string& text);
  // Samples and applies chance outcomes until a player must decide or the game ends.
  // Outcome number k uses Rng(ChanceSeedAt(chance_seed(), k)), so replays and undo are exact.
  void ResolveChance();
  // One step of that: the outcome the seed draws at this chance node (a replay link's reader
  // steps through draws one at a time). Refused when no draw is waiting.
  Status DrawChance();

  // Undo takes back the last human decision and every bot or chance step after it, but
  // only where nothing hidden or random was revealed since (no chance, no secret move).
  bool CanUndo() const;
  Status Undo();
  // The seat whose decision Undo takes back (-1: nothing to undo). At a table across devices
  // only that seat's player may ask for it (tinsel/table_host.h).
  int UndoSeat() const;
  // The history's length once Undo has run (-1: nothing to undo): the index of the decision
  // it takes back.
  int UndoTarget() const;
  // Whether `seat` has decided anything since the history had `length` moves.
  bool MovedSince(int seat, size_t length) const;

  // Seed for the bot deciding the next move: fixed by the game seed and the move number.
  uint64_t BotSeed() const;
  // The root of the chance stream: the seed, bound to the rules unless setup().chance says not.
  uint64_t chance_seed() const { return chance_seed_; }

  // Replays `texts` from the start. Every chance outcome must be the one the seed draws at
  // that point (as ResolveChance would), so an edited draw or another seed's history is
  // refused (unless the chance is kGivenByHost). Error names the move number (1-based) and
  // reason. `applied`, when given, gets how many of `texts` were played.
  Status Replay(const std::vector<std::string>& texts, size_t* applied = nullptr);

 private:
  Session(SessionSetup setup, const Game* game);
  Status ApplyAny(Action action);
  // At a chance node: the outcome the seed draws here.
  Action SeedOutcome() const;
  std::unique_ptr<State> ReplayedStateBefore(int count) const;

  SessionSetup setup_;
  const Game* game_;
  uint64_t chance_seed_;
  std::unique_ptr<State> state_;
  std::vector<HistoryEntry> history_;
};

}  // namespace tinsel
