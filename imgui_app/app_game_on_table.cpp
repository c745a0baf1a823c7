// The App's game on the table: starting, continuing and leaving one, keeping a left game's
// moves saved, putting a game on the table, saving now, and the results when it ends.
#include <imgui.h>

#include "app.h"
#include "model/saves/solitaire_best.h"
#include "tinsel/save.h"
#include "tinsel/translate.h"

namespace tinsel::app {

void App::LeaveTable() {
  // Leaving the game also leaves its table across devices, if any (the other devices see this
  // one go: a guest's seat is away until it comes back with the link).
  if (shared_ != nullptr) {
    shared_->channel().Leave();
    shared_.reset();
    over_.set_table_note("");
  }
  if (game_ == nullptr) return;
  // Leaving means "not now": a reload should not pull the player back into this game.
  if (!game_->session().state().IsTerminal()) library_.ClearLast();
  if (game_->HasUnsavedMoves()) {
    // Its latest moves are only here (a full storage): kept, and retried from every screen.
    unsaved_.push_back(std::move(game_));
  }
  game_.reset();
}

void App::KeepSavingLeftGames(double now) {
  for (auto& left : unsaved_) {
    left->CheckHolder(library_, now);
    left->Autosave(library_, now_, now);
  }
  // Stored at last (a finished game is kept as the last one only while on the table), taken
  // by another tab, or deleted there: nothing of it is only here any more.
  std::erase_if(unsaved_, [this](const std::unique_ptr<GameInProgress>& left) {
    if (left->HasUnsavedMoves()) return false;
    if (!left->session().state().IsTerminal()) library_.ClearLast();
    return true;
  });
}

GameInProgress* App::LeftGame(const std::string& slot) {
  for (auto& left : unsaved_) {
    if (left->slot() == slot) return left.get();
  }
  return nullptr;
}

std::vector<SlotSummary> App::UnsavedSummaries() const {
  std::vector<SlotSummary> rows;
  for (const auto& left : unsaved_) {
    SlotSummary row = SaveLibrary::Summarize(left->slot(), left->session(), left->times());
    row.unsaved = left->save_error();
    // TRANSLATORS: why the latest moves are not saved, inside a sentence ("(not stored yet)").
    if (row.unsaved.empty()) row.unsaved = Tr("not stored yet");
    rows.push_back(std::move(row));
  }
  return rows;
}

bool App::HasUnsavedMoves() const {
  if (game_ != nullptr && game_->HasUnsavedMoves()) return true;
  return !unsaved_.empty();
}

SaveTimes App::NewGameTimes() const {
  SaveTimes times{now_(), ""};
  times.updated = times.created;
  return times;
}

void App::StartGame(SessionSetup setup) {
  pending_ = [this, setup = std::move(setup)]() mutable {
    std::string error;
    std::unique_ptr<Session> session = Session::Create(std::move(setup), &error);
    if (session == nullptr) {
      notice_ = TrFormat("The game could not start: {error}", {{"error", error}});
      screen_ = Screen::kHome;
      return;
    }
    notice_.clear();
    LeaveTable();
    const SaveTimes times = NewGameTimes();
    PutOnTable(std::move(session), library_.NewSlotId(times.created), times, /*loaded=*/false);
  };
}

std::unique_ptr<Session> App::LoadOrBackToSaves(const std::string& slot, SaveTimes* times) {
  std::string error;
  std::unique_ptr<Session> session = library_.Load(slot, &error, times);
  if (session == nullptr) {
    notice_ = TrFormat("That save could not be opened: {error}", {{"error", error}});
    saves_.Refresh();
    screen_ = Screen::kSaves;
    return nullptr;
  }
  notice_.clear();
  return session;
}

void App::ContinueGame(const std::string& slot) {
  if (const std::string room = HostedRoom(slot); !room.empty() && table_channel_ != nullptr) {
    // A hosted table's game is continued as the table: hosted here again, or (another tab
    // hosts it) said so.
    if (shared_ == nullptr || shared_->room() != room) ResumeSharedTable(room);
    return;
  }
  pending_ = [this, slot] {
    if (game_ == nullptr || game_->slot() != slot) LeaveTable();
    // A game whose latest moves are only in memory resumes from there, at its last move.
    for (auto it = unsaved_.begin(); it != unsaved_.end(); ++it) {
      if ((*it)->slot() != slot) continue;
      std::unique_ptr<GameInProgress> left = std::move(*it);
      unsaved_.erase(it);
      notice_.clear();
      PutOnTable(std::move(left), /*loaded=*/false);
      return;
    }
    SaveTimes times;
    std::unique_ptr<Session> session = LoadOrBackToSaves(slot, &times);
    if (session != nullptr) PutOnTable(std::move(session), slot, times, /*loaded=*/true);
  };
}

void App::PutOnTable(std::unique_ptr<Session> session, std::string slot, SaveTimes times,
                     bool loaded) {
  PutOnTable(std::make_unique<GameInProgress>(std::move(session), std::move(slot), times), loaded);
}

void App::PutOnTable(std::unique_ptr<GameInProgress> game, bool loaded) {
  game_ = std::move(game);
  game_->driver().set_pause_scale(bot_pause_scale_);
  // This tab takes the game: another tab on it stops writing (and offers to take it back).
  game_->set_holder_token(tab_token_);
  if (!game_->slot().empty()) library_.Hold(game_->slot(), tab_token_);
  if (loaded) {
    game_->MarkSaved();
    if (!game_->session().state().IsTerminal()) library_.SetLast(game_->slot());
  }
  play_.Open(*game_);
  screen_ = Screen::kPlay;
}

Status App::SaveNow() {
  Status saved = Status::Ok();
  for (auto& left : unsaved_) {
    const Status status = left->SaveNow(library_, now_, ImGui::GetTime());
    if (saved.ok() && !status.ok()) saved = status;
  }
  if (game_ != nullptr) {
    const Status status = game_->SaveNow(library_, now_, ImGui::GetTime());
    if (saved.ok() && !status.ok()) saved = status;
  }
  return saved;
}

void App::ShowOver() {
  const Session& session = game_->session();
  std::optional<double> best;
  if (session.NumPlayers() == 1) {
    // Solitaire has no opponent: the player's best on this device is the one to beat.
    best =
        RecordSolitaireScore(storage_, session.setup().game_id, session.state().Scores().front());
  }
  over_.Open(*game_, best);
  screen_ = Screen::kOver;
}

}  // namespace tinsel::app
