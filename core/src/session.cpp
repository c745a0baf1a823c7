#include "tinsel/session.h"

#include "tinsel/match.h"
#include "tinsel/registry.h"

namespace tinsel {

std::unique_ptr<Session> Session::Create(SessionSetup setup, std::string* error) {
  const GameEntry* entry = FindGame(setup.game_id);
  if (entry == nullptr) {
    *error = "Unknown game \"" + setup.game_id + "\".";
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
  for (auto& seat : setup.seats) {
    if (!seat.bot) {
      seat.level.clear();
      continue;
    }
    if (seat.level.empty()) seat.level = entry->bots.front().id;
    if (MakeBot(setup.game_id, seat.level) == nullptr) {
      *error = "Unknown bot level \"" + seat.level + "\" for " + entry->game->Name() + ".";
      return nullptr;
    }
  }
  return std::unique_ptr<Session>(new Session(std::move(setup), entry->game));
}

Session::Session(SessionSetup setup, const Game* game)
    : setup_(std::move(setup)), game_(game), state_(NewInitialState()) {}

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
  std::optional<Action> action = state_->StringToAction(player, text);
  if (!action) return Status::Error("\"" + text + "\" is not a move of this game.");
  return ApplyAny(*action);
}

void Session::ResolveChance() {
  while (state_->IsChanceNode()) {
    Rng rng(ChanceSeedAt(setup_.seed, history_.size()));
    ApplyAny(SampleChance(*state_, rng));
  }
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

Status Session::Undo() {
  const int target = UndoTarget();
  if (target < 0) return Status::Error("Nothing to undo: something new has been revealed since.");
  state_ = ReplayedStateBefore(target);
  history_.resize(target);
  return Status::Ok();
}

Status Session::Replay(const std::vector<std::string>& texts) {
  for (size_t i = 0; i < texts.size(); ++i) {
    const int player = state_->CurrentPlayer();
    std::optional<Action> action = state_->StringToAction(player, texts[i]);
    Status status = action ? ApplyAny(*action)
                           : Status::Error("\"" + texts[i] + "\" is not a move of this game.");
    if (!status.ok()) {
      return Status::Error("Move " + std::to_string(i + 1) + " (\"" + texts[i] +
                           "\"): " + status.message());
    }
  }
  return Status::Ok();
}

}  // namespace tinsel
