#include "tinsel/session.h"

#include "tinsel/match.h"
#include "tinsel/registry.h"
#include "tinsel/translate.h"
#include "tinsel/utf8.h"

namespace tinsel {
namespace {

// What is wrong with a player's name, if anything; `length` its characters when too long.
enum class NameProblem { kNone, kEmpty, kNotUtf8, kControl, kTooLong };

NameProblem FindNameProblem(const std::string& name, size_t* length) {
  if (name.empty()) return NameProblem::kEmpty;
  if (!IsValidUtf8(name)) return NameProblem::kNotUtf8;
  if (HasControlCharacter(name)) return NameProblem::kControl;
  *length = CountCharacters(name);
  return *length > kMaxNameLength ? NameProblem::kTooLong : NameProblem::kNone;
}

}  // namespace

// Untranslated (see the header); a device's own sentences about a name are whole ones
// (Session::Create, SetSeat).
Status CheckPlayerName(const std::string& name) {
  size_t length = 0;
  switch (FindNameProblem(name, &length)) {
    case NameProblem::kNone:
      return Status::Ok();
    case NameProblem::kEmpty:
      return Status::Error("is empty.");
    case NameProblem::kNotUtf8:
      return Status::Error("is not valid UTF-8 text.");
    case NameProblem::kControl:
      return Status::Error("holds control characters (such as a line break or a tab).");
    case NameProblem::kTooLong:
      break;
  }
  return Status::Error("is too long (" + std::to_string(length) + " characters; at most " +
                       std::to_string(kMaxNameLength) + " characters).");
}

std::unique_ptr<Session> Session::Create(SessionSetup setup, std::string* error) {
  const GameEntry* entry = FindGame(setup.game_id);
  if (entry == nullptr) {
    // TRANSLATORS: {game} is a game's id, in quotation marks.
    *error = TrFormat("Unknown game {game}.", {{"game", Quote(setup.game_id)}});
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
    *error = TrFormat(
        "The game uses newer rules of {game} (version {version}) than this version of Tinsel "
        "knows ({known}).",
        {{"game", game.Name()},
         {"version", std::to_string(setup.rules_version)},
         {"known", std::to_string(game.RulesVersion())}});
    return nullptr;
  }
  if (setup.rules_version < game.OldestRulesVersion()) {
    *error = TrFormat("Rules version {version} of {game} is not one Tinsel knows.",
                      {{"version", std::to_string(setup.rules_version)}, {"game", game.Name()}});
    return nullptr;
  }
  for (size_t i = 0; i < setup.seats.size(); ++i) {
    size_t length = 0;
    const std::string player = std::to_string(i + 1);
    switch (FindNameProblem(setup.seats[i].name, &length)) {
      case NameProblem::kNone:
        continue;
      case NameProblem::kEmpty:
        *error = TrFormat("Player {player}'s name is empty.", {{"player", player}});
        break;
      case NameProblem::kNotUtf8:
        *error = TrFormat("Player {player}'s name is not valid UTF-8 text.", {{"player", player}});
        break;
      case NameProblem::kControl:
        *error = TrFormat(
            "Player {player}'s name holds control characters (such as a line break or a tab).",
            {{"player", player}});
        break;
      case NameProblem::kTooLong:
        *error = TrFormat(
            // TRANSLATORS: {player} is the seat's number; {length} is more than {most}.
            "Player {player}'s name is too long ({length} characters; at most {most} "
            "characters).",
            {{"player", player},
             {"length", std::to_string(length)},
             {"most", std::to_string(kMaxNameLength)}});
        break;
    }
    return nullptr;
  }
  for (auto& seat : setup.seats) {
    if (!seat.bot) {
      seat.level.clear();
      continue;
    }
    seat.coached = false;  // the coach is for people
    if (seat.level.empty()) seat.level = entry->bots.front().id;
    if (MakeBot(setup.game_id, seat.level) == nullptr) {
      // TRANSLATORS: {level} is a bot level's id, in quotation marks.
      *error = TrFormat("Unknown bot level {level} for {game}.",
                        {{"level", Quote(seat.level)}, {"game", entry->game->Name()}});
      return nullptr;
    }
  }
  return std::unique_ptr<Session>(new Session(std::move(setup), entry->game));
}

Status Session::SetSeat(int seat, Seat who) {
  if (seat < 0 || seat >= NumPlayers()) return Status::Error(Tr("There is no such seat."));
  size_t length = 0;
  switch (FindNameProblem(who.name, &length)) {
    case NameProblem::kNone:
      break;
    case NameProblem::kEmpty:
      return Status::Error(Tr("The name is empty."));
    case NameProblem::kNotUtf8:
      return Status::Error(Tr("The name is not valid UTF-8 text."));
    case NameProblem::kControl:
      return Status::Error(
          Tr("The name holds control characters (such as a line break or a tab)."));
    case NameProblem::kTooLong:
      return Status::Error(
          // TRANSLATORS: {length} is more than {most}.
          TrFormat("The name is too long ({length} characters; at most {most} characters).",
                   {{"length", std::to_string(length)}, {"most", std::to_string(kMaxNameLength)}}));
  }
  if (who.bot && MakeBot(setup_.game_id, who.level) == nullptr) {
    // TRANSLATORS: {level} is a bot level's id, in quotation marks.
    return Status::Error(TrFormat("Unknown bot level {level}.", {{"level", Quote(who.level)}}));
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
  if (state_->IsTerminal()) return Status::Error(Tr("The game is over."));
  if (state_->IsChanceNode()) return Status::Error(Tr("Waiting for the draw."));
  return ApplyAny(action);
}

Status Session::ApplyText(const std::string& text) {
  const int player = state_->CurrentPlayer();
  if (player == kTerminalPlayer) return Status::Error(Tr("The game is over."));
  // Chance outcomes come from the seed only (ResolveChance); a typed one would be a forgery.
  if (player == kChancePlayer) {
    return Status::Error(
        Tr("Waiting for the draw: chance is drawn by Tinsel from the seed, never typed."));
  }
  std::optional<Action> action = state_->StringToAction(player, text);
  if (!action) {
    // TRANSLATORS: {move} is the text given as a move, in quotation marks.
    return Status::Error(TrFormat("{move} is not a move of this game.", {{"move", Quote(text)}}));
  }
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
  if (!state_->IsChanceNode()) return Status::Error(Tr("No draw is waiting."));
  if (setup_.chance == ChanceStream::kGivenByHost) return Status::Error(Tr("The host draws."));
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
  if (target < 0) {
    return Status::Error(Tr("Nothing to undo: something new has been revealed since."));
  }
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
      status = Status::Error(
          // TRANSLATORS: {move} is the text given as a move, in quotation marks.
          TrFormat("{move} is not a move of this game.", {{"move", Quote(texts[i])}}));
    } else if (player == kChancePlayer && setup_.chance != ChanceStream::kGivenByHost &&
               *action != SeedOutcome()) {
      // A draw the rules allow but the seed does not make: edited, or another seed's game.
      status = Status::Error(
          // TRANSLATORS: follows "Move 12 ("...")" and a colon.
          Tr("the seed draws something else here (the save was edited or made with another "
             "seed)."));
    } else {
      status = ApplyAny(*action);
    }
    if (!status.ok()) {
      return Status::Error(
          // TRANSLATORS: {move} is the move's text, in quotation marks; {reason} says what is
          // wrong.
          TrFormat("Move {number} ({move}): {reason}", {{"number", std::to_string(i + 1)},
                                                        {"move", Quote(texts[i])},
                                                        {"reason", status.message()}}));
    }
  }
  if (applied != nullptr) *applied = texts.size();
  return Status::Ok();
}

}  // namespace tinsel
