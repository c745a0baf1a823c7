#include "tinsel/session.h"

#include "tinsel/match.h"
#include "tinsel/registry.h"
#include "tinsel/utf8.h"

namespace tinsel {

Status CheckPlayerName(const std::string& name) {
  if (name.empty()) return Status::Error("is empty.");
  if (!IsValidUtf8(name)) return Status::Error("is not valid UTF-8 text.");
  if (HasControlCharacter(name)) {
    return Status::Error("holds control characters (such as a line break or a tab).");
  }
  const size_t length = CountCharacters(name);
  if (length > kMaxNameLength) {
    return Status::Error("is too long (" + std::to_string(length) + " characters; at most " +
                         std::to_string(kMaxNameLength) + " characters).");
  }
  return Status::Ok();
}

std::unique_ptr<Session> Session::Create(SessionSetup setup, std::string* error) {
  const GameEntry* entry = FindGame(setup.game_id);
  if (entry == nullptr) {
    *error = "Unknown game " + Quote(setup.game_id) + ".";
    return nullptr;
  }
  const int players = static_cast<int>(setup.seats.size());
  Status status = entry->game->NormalizeOptions(players, setup.options);
  if (!status.ok()) {
    *error = status.message();
    return nullptr;
  }
  const Game& game = *entry->game;
  if (setup.rules_version == 0) setup.rules_version = game.RulesVersion();
  if (setup.rules_version > game.RulesVersion()) {
    *error = "The game uses newer rules of " + game.Name() + " (version " +
             std::to_string(setup.rules_version) + ") than this version of Tinsel knows (" +
             std::to_string(game.RulesVersion()) + ").";
    return nullptr;
  }
  if (setup.rules_version < game.OldestRulesVersion()) {
    *error = "Rules version " + std::to_string(setup.rules_version) + " of " + game.Name() +
             " is not one Tinsel knows.";
    return nullptr;
  }
  for (size_t i = 0; i < setup.seats.size(); ++i) {
    const Status name = CheckPlayerName(setup.seats[i].name);
    if (!name.ok()) {
      *error = "Player " + std::to_string(i + 1) + "'s name " + name.message();
      return nullptr;
    }
  }
  for (auto& seat : setup.seats) {
    if (!seat.bot) {
      seat.level.clear();
      continue;
    }
    seat.coached = false;  // the coach is for people
    if (seat.level.empty()) seat.level = entry->bots.front().id;
    if (MakeBot(setup.game_id, seat.level) == nullptr) {
      *error = "Unknown bot level " + Quote(seat.level) + " for " + entry->game->Name() + ".";
      return nullptr;
    }
  }
  return std::unique_ptr<Session>(new Session(std::move(setup), entry->game));
}

Status Session::SetSeat(int seat, Seat who) {
  if (seat < 0 || seat >= NumPlayers()) return Status::Error("There is no such seat.");
  if (Status name = CheckPlayerName(who.name); !name.ok()) {
    return Status::Error("The name " + name.message());
  }
  if (who.bot && MakeBot(setup_.game_id, who.level) == nullptr) {
    return Status::Error("Unknown bot level " + Quote(who.level) + ".");
  }
  if (!who.bot) who.level.clear();
  setup_.seats[seat] = std::move(who);
  return Status::Ok();
}

Session::Session(SessionSetup setup, const Game* game)
    : setup_(std::move(setup)),
      game_(game),
      chance_seed_(setup_.chance == ChanceStream::kSeedOnly
                       ? setup_.seed
                       : BoundChanceSeed(setup_.seed, setup_.game_id, setup_.rules_version,
                                         setup_.options, NumPlayers())),
      state_(NewInitialState()) {}

std::unique_ptr<State> Session::NewInitialState() const {
  return game_->NewInitialState(NumPlayers(), setup_.options, setup_.rules_version);
}

bool Session::BotToMove() const {
  const int player = state_->CurrentPlayer();
  return player >= 0 && setup_.seats[player].bot;
}

bool Session::HumanToMove() const {
  const int player = state_->CurrentPlayer();
  return player >= 0 && !setup_.seats[player].bot;
}

uint64_t Session::BotSeed() const { return BotSeedAt(setup_.seed, history_.size()); }

Status Session::ApplyAny(Action action) {
  const int player = state_->CurrentPlayer();
  std::string text = state_->ActionToString(player, action);
  Status status = state_->ApplyAction(action);
  if (status.ok()) history_.push_back({player, action, std::move(text)});
  return status;
}

Status Session::Apply(Action action) {
  if (state_->IsTerminal()) return Status::Error("The game is over.");
  if (state_->IsChanceNode()) return Status::Error("Waiting for the draw.");
  return ApplyAny(action);
}

Status Session::ApplyText(const std::string& text) {
  const int player = state_->CurrentPlayer();
  if (player == kTerminalPlayer) return Status::Error("The game is over.");
  // Chance outcomes come from the seed only (ResolveChance); a typed one would be a forgery.
  if (player == kChancePlayer) {
    return Status::Error(
        "Waiting for the draw: chance is drawn by Tinsel from the seed, never typed.");
  }
  std::optional<Action> action = state_->StringToAction(player, text);
  if (!action) return Status::Error(Quote(text) + " is not a move of this game.");
  return ApplyAny(*action);
}

Action Session::SeedOutcome() const {
  Rng rng(ChanceSeedAt(chance_seed_, history_.size()));
  return SampleChance(*state_, rng);
}

void Session::ResolveChance() {
  if (setup_.chance == ChanceStream::kGivenByHost) return;  // the host draws
  while (state_->IsChanceNode()) ApplyAny(SeedOutcome());
}

Status Session::DrawChance() {
  if (!state_->IsChanceNode()) return Status::Error("No draw is waiting.");
  if (setup_.chance == ChanceStream::kGivenByHost) return Status::Error("The host draws.");
  return ApplyAny(SeedOutcome());
}

int Session::UndoTarget() const {
  for (int i = static_cast<int>(history_.size()) - 1; i >= 0; --i) {
    const HistoryEntry& entry = history_[i];
    if (entry.player >= 0 && !setup_.seats[entry.player].bot) return i;
    // A chance outcome or a secret step after the human's move: undoing would let the
    // human try again knowing it.
    if (entry.player < 0) return -1;
    if (!ReplayedStateBefore(i)->IsPublicAction(entry.player, entry.action)) return -1;
  }
  return -1;
}

std::unique_ptr<State> Session::ReplayedStateBefore(int count) const {
  std::unique_ptr<State> state = NewInitialState();
  for (int i = 0; i < count; ++i) state->ApplyAction(history_[i].action);
  return state;
}

bool Session::CanUndo() const { return UndoTarget() >= 0; }

bool Session::MovedSince(int seat, size_t length) const {
  for (size_t i = length; i < history_.size(); ++i) {
    if (history_[i].player == seat) return true;
  }
  return false;
}

int Session::UndoSeat() const {
  const int target = UndoTarget();
  return target < 0 ? -1 : history_[target].player;
}

Status Session::Undo() {
  const int target = UndoTarget();
  if (target < 0) return Status::Error("Nothing to undo: something new has been revealed since.");
  state_ = ReplayedStateBefore(target);
  history_.resize(target);
  return Status::Ok();
}

std::vector<std::string> Session::HistoryTexts() const {
  std::vector<std::string> texts;
  texts.reserve(history_.size());
  for (const HistoryEntry& entry : history_) texts.push_back(entry.text);
  return texts;
}

Status Session::Replay(const std::vector<std::string>& texts, size_t* applied) {
  for (size_t i = 0; i < texts.size(); ++i) {
    if (applied != nullptr) *applied = i;
    const int player = state_->CurrentPlayer();
    const std::optional<Action> action = state_->StringToAction(player, texts[i]);
    Status status = Status::Ok();
    if (!action) {
      status = Status::Error(Quote(texts[i]) + " is not a move of this game.");
    } else if (player == kChancePlayer && setup_.chance != ChanceStream::kGivenByHost &&
               *action != SeedOutcome()) {
      // A draw the rules allow but the seed does not make: edited, or another seed's game.
      status = Status::Error(
          "the seed draws something else here (the save was edited or made with another seed).");
    } else {
      status = ApplyAny(*action);
    }
    if (!status.ok()) {
      return Status::Error("Move " + std::to_string(i + 1) + " (" + Quote(texts[i]) +
                           "): " + status.message());
    }
  }
  if (applied != nullptr) *applied = texts.size();
  return Status::Ok();
}

}  // namespace tinsel
