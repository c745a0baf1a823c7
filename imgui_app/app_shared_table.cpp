// App: a table across devices' flow: hosting, joining, resuming and leaving a shared table,
// and following what the table's module says of it each frame.
#include <utility>

#include "app.h"
#include "tinsel/save.h"
#include "tinsel/translate.h"

namespace tinsel::app {
namespace {

// Where this device's last table found its devices (setup's "Several devices" fields).
constexpr char kTableConnectionKey[] = "tinsel/settings/table-connection";
// A hosted table's game, by its saved-games slot: the table's room (web/peer/page.mjs keeps
// the table under it). Such a game is never opened as a game of this device alone.
constexpr char kHostedTablePrefix[] = "tinsel/table/hosted/";

}  // namespace

void App::ForgetHostedRoom(const std::string& slot) {
  static_cast<void>(storage_.Remove(kHostedTablePrefix + slot));
}

std::string App::HostedRoom(const std::string& slot) {
  if (slot.empty()) return "";
  return storage_.Get(kHostedTablePrefix + slot).value_or("");
}

void App::SetTableChannel(TableChannel* channel) {
  table_channel_ = channel;
  if (table_channel_ != nullptr && !resume_room_.empty()) {
    ResumeSharedTable(std::exchange(resume_room_, ""));
  }
}

void App::LeaveGameForLobby() {
  if (game_ != nullptr && game_->HasUnsavedMoves()) unsaved_.push_back(std::move(game_));
  game_.reset();
  if (screen_ != Screen::kTable) lobby_.Open();
  screen_ = Screen::kTable;
}

TableConnection App::KeptConnection() {
  return TableConnection::FromQuery(storage_.Get(kTableConnectionKey).value_or(""));
}

void App::OpenSharedTable(SessionSetup setup, std::vector<std::string> plan,
                          TableConnection connection) {
  if (table_channel_ == nullptr) return;
  // Kept for the next table (a full storage only forgets it).
  const std::string query = connection.AsQuery();
  if (query.empty()) {
    static_cast<void>(storage_.Remove(kTableConnectionKey));
  } else {
    static_cast<void>(storage_.Set(kTableConnectionKey, query));
  }
  pending_ = [this, setup = std::move(setup), plan = std::move(plan),
              connection = std::move(connection)]() mutable {
    std::string error;
    std::unique_ptr<Session> session = Session::Create(std::move(setup), &error);
    if (session == nullptr) {
      notice_ = TrFormat("The table could not open: {error}", {{"error", error}});
      screen_ = Screen::kHome;
      return;
    }
    notice_.clear();
    LeaveTable();
    shared_ = std::make_unique<SharedTable>(SharedTable::Role::kHost, *table_channel_,
                                            session->setup().game_id);
    table_channel_->Host(WriteSave(*session, {}), plan, connection);
    lobby_.Open();
    screen_ = Screen::kTable;
  };
}

void App::JoinSharedTable() {
  if (table_channel_ == nullptr) return;
  pending_ = [this] {
    LeaveTable();
    shared_ = std::make_unique<SharedTable>(SharedTable::Role::kGuest, *table_channel_);
    lobby_.Open();
    screen_ = Screen::kTable;
  };
}

void App::ResumeSharedTable(const std::string& room) {
  if (table_channel_ == nullptr) return;
  pending_ = [this, room] {
    LeaveTable();
    shared_ = std::make_unique<SharedTable>(SharedTable::Role::kHost, *table_channel_);
    table_channel_->Resume(room);
    lobby_.Open();
    screen_ = Screen::kTable;
  };
}

void App::LeaveSharedTable() {
  pending_ = [this] {
    if (shared_ != nullptr && shared_->role() == SharedTable::Role::kHost &&
        shared_->moved().empty() && shared_->elsewhere().empty() &&
        (!shared_->started() || shared_->over()) && game_ != nullptr) {
      // A table whose game is over is an ordinary saved game from now on.
      ForgetHostedRoom(game_->slot());
    }
    if (shared_ != nullptr) shared_->channel().Leave();
    shared_.reset();
    over_.set_table_note("");
    notice_.clear();
    LeaveTable();
    screen_ = Screen::kHome;
  };
}

void App::ReceiveTableStatus(const std::string& json_text) {
  if (shared_ == nullptr || json_text.size() > kMaxSaveBytes) return;
  const nlohmann::json status = nlohmann::json::parse(json_text, nullptr, false);
  if (!status.is_discarded()) shared_->Receive(status);
}

void App::FollowSharedTable(double now) {
  if (shared_ == nullptr) return;
  const bool host = shared_->role() == SharedTable::Role::kHost;
  if (!shared_->moved().empty() || !shared_->elsewhere().empty() || shared_->broken()) {
    // Another tab of this browser holds the table (this one shows only that, and the choice),
    // or the host's deal changed (this device stopped): the lobby says so.
    if (game_ != nullptr) LeaveGameForLobby();
    return;
  }
  if (shared_->started()) {
    std::string error;
    std::unique_ptr<Session> latest = shared_->TakeGame(&error);
    if (latest != nullptr && game_ == nullptr && (screen_ == Screen::kTable)) {
      // Play starts: the table's game on this device's table. The host's is saved like any
      // game, into the slot it had before a reload of this page when the table resumes.
      SaveTimes times = NewGameTimes();
      std::string slot;
      if (host && !shared_->kept_slot().empty()) {
        slot = shared_->kept_slot();
        std::string ignored;
        library_.Load(slot, &ignored, &times);
      } else if (host) {
        slot = library_.NewSlotId(times.created);
      }
      TableChannel& channel = shared_->channel();
      if (host) {
        channel.KeepSlot(slot);
        // Never opened as this device's own game while the table lives (every hand is in it).
        if (!shared_->room().empty()) {
          static_cast<void>(storage_.Set(kHostedTablePrefix + slot, shared_->room()));
        }
      }
      auto game = std::make_unique<GameInProgress>(std::move(latest), slot, times);
      std::function<Status(int, Action)> send;
      if (!host) {
        // A guest's move goes to the host, which applies it and sends the game back.
        GameInProgress* held = game.get();
        send = [held, &channel](int seat, Action action) {
          channel.Move(held->session().state().ActionToString(seat, action),
                       static_cast<int>(held->session().history().size()));
          return Status::Ok();
        };
      }
      game->driver().SetSharedTable(shared_->SeatsHere(), std::move(send));
      // Undo asks the table, on the game as this device holds it.
      GameInProgress* asking = game.get();
      game->driver().SetSharedUndo([asking, &channel]() {
        channel.Undo(static_cast<int>(asking->session().history().size()));
        return Status::Ok();
      });
      PutOnTable(std::move(game), /*loaded=*/false);
    } else if (latest != nullptr && game_ != nullptr) {
      // A guest's device holds only what the host sends: a shorter game is an undo. The
      // host's may be ahead of its table (moves on their way), unless the table took one back.
      game_->driver().Follow(std::move(latest), now, !host || shared_->TakeUndone());
    } else if (!error.empty()) {
      notice_ = TrFormat("The table's game could not be shown: {error}", {{"error", error}});
    }
  }
  if (game_ == nullptr) return;
  if (host) {
    // A seat reseated (an away guest's, to a bot or to this device) plays here from now on.
    SessionDriver& driver = game_->driver();
    for (int seat = 0;
         seat < static_cast<int>(shared_->seats().size()) && seat < driver.session().NumPlayers();
         ++seat) {
      const TableSeat& shared_seat = shared_->seats()[seat];
      const Seat& held = driver.session().setup().seats[seat];
      if (shared_seat.plan == "bot" && !held.bot) {
        driver.session().SetSeat(seat, {held.name, true, kDefaultBotLevel});
      }
    }
    if (driver.seats_here() != shared_->SeatsHere()) {
      driver.SetSharedTable(shared_->SeatsHere(), nullptr);
    }
    shared_->SendMovesMadeHere(game_->session());
    over_.set_table_note(Tr("Every guest's device checks the deal now."));
    return;
  }
  game_->driver().set_early_decided(shared_->early());
  over_.set_table_note(!shared_->verdict().empty() ? shared_->verdict()
                                                   : std::string(Tr("Checking the deal...")));
  // A guest's device, at the end: the true game, checked, kept in the saved games like any.
  // Written like a game left behind: retried while the storage refuses it, and listed in the
  // saved games meanwhile as not stored yet (KeepSavingLeftGames).
  std::string error;
  if (std::unique_ptr<Session> truth = shared_->TakeTruth(&error)) {
    const SaveTimes times = NewGameTimes();
    unsaved_.push_back(std::make_unique<GameInProgress>(std::move(truth),
                                                        library_.NewSlotId(times.created), times));
  } else if (!error.empty()) {
    notice_ = TrFormat(
        "The table's whole game could not be read, so it is not in your saved games: {error}",
        {{"error", error}});
  }
}

}  // namespace tinsel::app
