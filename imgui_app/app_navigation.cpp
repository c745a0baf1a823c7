// The App's way between screens: home, setup, a lesson, the rules, saved games, replays and
// reviews, export and import, a replay link. Each move is queued (pending_) and carried out at
// the start of the next frame, so a click never changes the screen under the frame drawing it.
#include "app.h"
#include "tinsel/replay_link.h"
#include "tinsel/save.h"
#include "tinsel/translate.h"

namespace tinsel::app {

void App::GoHome() {
  pending_ = [this] {
    notice_.clear();
    if (shared_ != nullptr) shared_->channel().Leave();
    shared_.reset();
    over_.set_table_note("");
    LeaveTable();
    screen_ = Screen::kHome;
  };
}

void App::OfferContinue() {
  for (const SlotSummary& save : library_.List()) {  // newest first
    // A hosted table's game goes back on the table as a table (Setup), not from here.
    if (save.over || save.damaged || !save.cannot_open.empty() || !HostedRoom(save.slot).empty()) {
      continue;
    }
    for (const CatalogEntry& game : home_.catalog()) {
      if (game.id != save.game || !game.has_view) continue;
      // TRANSLATORS: home's button back to the unfinished game; {game} is its name.
      home_.SetContinue(save.slot, TrFormat("Continue {game}", {{"game", game.name}}));
      return;
    }
  }
  home_.SetContinue("", "");
}

void App::OpenSetup(const std::string& game_id) {
  pending_ = [this, game_id] {
    notice_.clear();
    setup_.Open(game_id);
    setup_.set_offer_lesson(!LessonRunner::Started(storage_, game_id));
    screen_ = Screen::kSetup;
  };
}

void App::OpenLesson(const std::string& game_id) {
  pending_ = [this, game_id] {
    if (!game_file_loader_) {
      notice_ = Tr("Lessons are not available here.");
      return;
    }
    lesson_asked_ = game_id;
    game_file_loader_("lessons", game_id);  // answers through ReceiveGameFile, now or later
  };
}

void App::ReceiveGameFile(const std::string& kind, const std::string& game_id,
                          const std::string& text, const std::string& error) {
  if (kind == "lessons") ReceiveLesson(game_id, text, error);
  if (kind == "rules") rules_.Receive(game_id, text, error);
}

void App::ReceiveLesson(const std::string& game_id, const std::string& text,
                        const std::string& error) {
  // Only the lesson last asked for, and only while the player waits on the home or setup
  // screen for it (a player who went on to play is not pulled away).
  if (game_id != lesson_asked_ || (screen_ != Screen::kHome && screen_ != Screen::kSetup)) return;
  lesson_asked_.clear();
  Lesson lesson;
  Status status =
      error.empty()
          ? ParseLesson(text, &lesson)
          : Status::Error(TrFormat("the lesson could not be loaded ({error})", {{"error", error}}));
  if (status.ok()) status = lesson_.Open(std::move(lesson));
  if (!status.ok()) {
    // TRANSLATORS: {problem} says why the lesson cannot start.
    notice_ = TrFormat("Learn to play: {problem}", {{"problem", status.message()}});
    return;
  }
  notice_.clear();
  LeaveTable();
  screen_ = Screen::kLesson;
}

void App::OpenRules(const std::string& game_id) {
  pending_ = [this, game_id] {
    rules_.Open(game_id);
    if (rules_.Wants(game_id)) {
      if (game_file_loader_) {
        rules_.Asked(game_id);
        game_file_loader_("rules", game_id);  // answers through ReceiveGameFile
      } else {
        rules_.Receive(game_id, "", Tr("the rules pages are not here"));
      }
    }
    // From the table, Back returns to the table (the game keeps its place).
    rules_return_ = screen_ == Screen::kPass ? Screen::kPlay : screen_;
    screen_ = Screen::kRules;
  };
}

void App::CloseRules() {
  pending_ = [this] {
    screen_ = rules_return_;
    if (screen_ == Screen::kSaves) saves_.Refresh();
  };
}

void App::OpenSaves() {
  pending_ = [this] {
    notice_.clear();
    // Leaving the table for the list; the game stays saved (or kept) and listed.
    LeaveTable();
    saves_.Refresh();
    screen_ = Screen::kSaves;
  };
}

void App::DeleteSave(const std::string& slot) {
  pending_ = [this, slot] {
    // The player chose: a copy in memory goes too.
    std::erase_if(unsaved_, [&](const auto& left) { return left->slot() == slot; });
    const Status removed = library_.Remove(slot);
    if (removed.ok()) ForgetHostedRoom(slot);
    saves_.Refresh();
    if (!removed.ok()) {
      saves_.SetError(TrFormat("Could not delete: {error}", {{"error", removed.message()}}));
    }
  };
}

void App::OpenReplay(const std::string& slot, bool review) {
  replay_from_over_ = screen_ == Screen::kOver;
  pending_ = [this, slot, review] {
    std::unique_ptr<Session> session;
    if (GameInProgress* left = LeftGame(slot)) {
      // Its latest moves are only in memory: the replay shows them all.
      std::string error;
      session = LoadSave(left->SaveText(), &error);
    }
    if (session == nullptr) session = LoadOrBackToSaves(slot);
    if (session == nullptr) return;
    LeaveTable();
    replay_.Open(std::move(session), slot);
    if (review) replay_.StartReview();
    screen_ = Screen::kReplay;
  };
}

void App::CloseReplay() {
  if (replay_.from_link()) {
    GoHome();
  } else if (replay_from_over_) {
    ContinueGame(replay_.slot());  // a finished game: its table shows the game over again
  } else {
    OpenSaves();
  }
}

void App::OpenExport(const std::string& slot) {
  pending_ = [this, slot] { transfer_.OpenExport(slot); };
}

void App::OpenExportAll() {
  pending_ = [this] { transfer_.OpenExportAll(); };
}

void App::OpenImport() {
  pending_ = [this] { transfer_.OpenImport(); };
}

void App::ReceiveImport(const std::string& text, bool pasted) {
  if (screen_ == Screen::kPlay || screen_ == Screen::kPass) return;
  if (pasted && screen_ != Screen::kSaves && !transfer_.open()) return;
  // Imports land in the saved games, where the player sees them arrive.
  if (screen_ != Screen::kSaves) {
    notice_.clear();
    LeaveTable();
    saves_.Refresh();
    screen_ = Screen::kSaves;
  }
  transfer_.Receive(text);
}

void App::RefuseImport(const std::string& why) {
  if (screen_ == Screen::kPlay || screen_ == Screen::kPass) return;
  if (screen_ != Screen::kSaves) {
    notice_.clear();
    LeaveTable();
    saves_.Refresh();
    screen_ = Screen::kSaves;
  }
  transfer_.Refuse(why);
}

void App::OpenReplayLink(const std::string& link) {
  pending_ = [this, link] {
    std::string error;
    std::unique_ptr<Session> session = tinsel::OpenReplayLink(link, &error);
    if (session == nullptr) {
      notice_ = TrFormat("That replay link cannot be shown: {error}", {{"error", error}});
      screen_ = Screen::kHome;
      return;
    }
    notice_.clear();
    LeaveTable();
    replay_.Open(std::move(session), /*slot=*/"");
    screen_ = Screen::kReplay;
  };
}

}  // namespace tinsel::app
