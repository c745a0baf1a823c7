#include "app.h"

#include <imgui.h>

#include <random>

#include "model/play/test_hook_state.h"
#include "model/saves/solitaire_best.h"
#include "model/words/languages.h"
#include "tinsel/replay_link.h"
#include "tinsel/save.h"
#include "tinsel/translate.h"
#include "ui/controls.h"
#include "ui/drawn_text.h"
#include "ui/input_state.h"
#include "ui/layout_check.h"
#include "ui/theme.h"

namespace tinsel::app {
namespace {
// Sixteen random hex digits: tells this tab from any other open on the same storage.
std::string NewTabToken() {
  std::random_device entropy;
  static constexpr char kHex[] = "0123456789abcdef";
  std::string token;
  for (int i = 0; i < 4; ++i) {
    const uint32_t bits = entropy();
    for (int d = 0; d < 4; ++d) token += kHex[(bits >> (4 * d)) & 15];
  }
  return token;
}

// A finished game stays on the table this long before the results come up, so the last
// move can be seen.
constexpr double kOverDelay = 1.6;

}  // namespace

App::App(Storage& storage, std::function<std::string()> now_iso8601)
    : storage_(storage),
      now_(std::move(now_iso8601)),
      library_(storage),
      tab_token_(NewTabToken()),
      saves_(library_, now_),
      replay_(library_, now_),
      lesson_(storage),
      transfer_(library_, now_),
      ui_size_(LoadUiSize(storage)) {
  // Export writes a game's moves from memory when its save does not hold them all yet.
  transfer_.set_unsaved_text([this](const std::string& slot) -> std::optional<std::string> {
    if (game_ != nullptr && game_->slot() == slot && game_->HasUnsavedMoves()) {
      return game_->SaveText();
    }
    if (GameInProgress* left = LeftGame(slot)) return left->SaveText();
    return std::nullopt;
  });
  saves_.set_unsaved_rows([this] { return UnsavedSummaries(); });
}

App::~App() = default;

void App::Setup() {
  ImGuiIO& io = ImGui::GetIO();
  io.IniFilename = nullptr;  // nothing of ImGui's own to remember: screens are full-window
  // A UI scale in FontGlobalScale (see app.h) is baked into font sizes and the style here;
  // FontGlobalScale then undoes only the framebuffer scale.
  const float ui_scale = io.FontGlobalScale > 0.5f ? io.FontGlobalScale : 1.0f;
  ui::LoadFonts(ui_scale, io.DisplayFramebufferScale.x);
  ui::ApplyTheme(ui_scale);

  // Reloading the page (or reopening the app) returns to the unfinished game; a hosted table's
  // is resumed as a table once the platform's channel is set (SetTableChannel).
  if (std::optional<std::string> slot = library_.Last(); slot && !HostedRoom(*slot).empty()) {
    resume_room_ = HostedRoom(*slot);
  } else if (slot) {
    std::string error;
    SaveTimes times;
    std::unique_ptr<Session> session = library_.Load(*slot, &error, &times);
    if (session != nullptr && !session->state().IsTerminal()) {
      PutOnTable(std::move(session), *slot, times, /*loaded=*/true);
    } else {
      if (session == nullptr) {
        notice_ = TrFormat("Your last game could not be opened: {error}", {{"error", error}});
      }
      library_.ClearLast();
    }
  }
}

void App::Frame() {
  ui::BeginDrawnTexts();
  const Screen screen_before = screen_;
  // The replay steps with Left and Right (Shortcut): there they do not move the focus.
  focus_.set_horizontal_arrows(screen_ != Screen::kReplay);
  const ui::KeyboardFocus::Step keys = focus_.Update(widgets_);
  const std::string shortcut = Shortcut();
  widgets_.BeginFrame(keys.chosen.empty() ? shortcut : keys.chosen, keys.arrived);
  // Phones, tablets and any touch screen: buttons at least 44 px tall (fingers); laptops
  // with a mouse keep the 38 px look.
  const bool handheld = layout_.kind == LayoutKind::kPhonePortrait ||
                        layout_.kind == LayoutKind::kPhoneLandscape ||
                        layout_.kind == LayoutKind::kTablet || ui::Input().coarse_pointer;
  ImGui::GetStyle().FramePadding.y = handheld ? 12.0f : 9.0f;
  ScreenContext context{widgets_, *this, ImGui::GetTime(), layout_, ui_size_, language_};
  if ((screen_ == Screen::kPlay || screen_ == Screen::kPass || screen_ == Screen::kOver) &&
      game_ == nullptr) {
    screen_ = Screen::kHome;
  }
  TakeMirrorRequest(context);
  FollowSharedTable(context.now);
  play_.set_shared_table(shared_.get());
  switch (screen_) {
    case Screen::kHome:
      home_.Draw(context);
      break;
    case Screen::kSetup:
      setup_.Draw(context);
      break;
    case Screen::kRules:
      rules_.Draw(context);
      break;
    case Screen::kSaves:
      saves_.Draw(context);
      break;
    case Screen::kPlay:
    case Screen::kPass: {
      const State& state = game_->session().state();
      if (state.IsTerminal() && game_->driver().SinceLastMove(context.now) >= kOverDelay) {
        ShowOver();
        over_.Draw(context, *game_);
        break;
      }
      screen_ =
          play_.Draw(context, *game_) == PlayScreen::Showing::kPass ? Screen::kPass : Screen::kPlay;
      break;
    }
    case Screen::kOver:
      over_.Draw(context, *game_);
      break;
    case Screen::kReplay:
      replay_.Draw(context);
      break;
    case Screen::kLesson:
      lesson_.Draw(context);
      break;
    case Screen::kTable:
      if (shared_ != nullptr)
        lobby_.Draw(context, *shared_, files_);
      else
        screen_ = Screen::kHome;
      break;
  }
  if (transfer_.open() && transfer_.Draw(context) && screen_ == Screen::kSaves) saves_.Refresh();
  if (game_ != nullptr) {
    game_->CheckHolder(library_, context.now);
    game_->Autosave(library_, now_, context.now);
  }
  KeepSavingLeftGames(context.now);
  if (context.ui_size != ui_size_) SetUiSize(context.ui_size);
  if (context.language != language_ && context.language != language_asked_) {
    ChooseLanguage(context.language);
  }
  focus_.Finish(widgets_);

  // A game that could not be saved says so on every screen until a retry works (the table
  // has its own banner); otherwise a notice shows on home and saved games until the next
  // screen change.
  const bool table = screen_ == Screen::kPlay || screen_ == Screen::kPass;
  std::string save_error = game_ != nullptr ? game_->save_error() : "";
  for (const auto& left : unsaved_) {
    if (save_error.empty()) save_error = left->save_error();
  }
  if (save_error.empty()) save_error = storage_.Problem();
  if (!save_error.empty() && (!table || game_ == nullptr || game_->save_error().empty())) {
    // TRANSLATORS: {problem} is why saving failed, a sentence of its own ("The storage is full.").
    DrawBanner(TrFormat("Your game is not saved yet. {problem} Tinsel keeps trying.",
                        {{"problem", AsSentence(save_error)}}));
  } else if (!notice_.empty() && (screen_ == Screen::kHome || screen_ == Screen::kSaves)) {
    DrawBanner(notice_);
  }
  ApplyPending();
  // A new screen: the next Tab starts at its first widget, and no dialog follows.
  if (screen_ != screen_before) {
    focus_.Clear();
    transfer_.Close();
  }
}

void App::DrawBanner(const std::string& text) {
  // Along the bottom, over everything, wrapped to the window.
  const ImGuiViewport* viewport = ImGui::GetMainViewport();
  ImDrawList* draw = ImGui::GetForegroundDrawList();
  ImFont* font = ui::GetFonts().bold;
  const float pixels = font->FontSize * ImGui::GetIO().FontGlobalScale;
  const float wrap = viewport->Size.x - 72;
  const float height = font->CalcTextSizeA(pixels, 1e9f, wrap, text.c_str()).y + 22;
  const ImVec2 a(viewport->Pos.x + 20, viewport->Pos.y + viewport->Size.y - 12 - height);
  const ImVec2 b(viewport->Pos.x + viewport->Size.x - 20, viewport->Pos.y + viewport->Size.y - 12);
  draw->AddRectFilled(a, b, ui::colour::kRed, 10);
  ui::DrawText(draw, font, pixels, ImVec2(a.x + 16, a.y + 11), ui::colour::kCream, text, wrap);
}

std::string App::Shortcut() {
  const ImGuiIO& io = ImGui::GetIO();
  if (io.WantTextInput) return {};  // a text field has the keys
  if (ImGui::IsKeyPressed(ImGuiKey_Escape, false)) {
    Back();
    return {};
  }
  const bool table = screen_ == Screen::kPlay;
  if (screen_ == Screen::kReplay && !io.KeyCtrl && !io.KeyAlt && !io.KeySuper) {
    // Steps, as the buttons' shortcuts (the arrows do not move the focus here).
    if (ImGui::IsKeyPressed(ImGuiKey_LeftArrow)) return "replay:back";
    if (ImGui::IsKeyPressed(ImGuiKey_RightArrow)) return "replay:forward";
    if (ImGui::IsKeyPressed(ImGuiKey_Home, false)) return "replay:first";
    if (ImGui::IsKeyPressed(ImGuiKey_End, false)) return "replay:last";
  }
  if ((io.KeyCtrl || io.KeySuper) && ImGui::IsKeyPressed(ImGuiKey_Z, false)) {
    return table ? "play:undo" : "";
  }
  if (io.KeyCtrl || io.KeyAlt || io.KeySuper) return {};
  // Letters as typed (whatever the keyboard layout), not key positions.
  for (const ImWchar c : io.InputQueueCharacters) {
    switch (c) {
      case 'h':
      case 'H':
        if (table) return "play:hint";
        break;
      case 'u':
      case 'U':
        if (table) return "play:undo";
        break;
      case 'm':
      case 'M':
        if (table) return "play:menu";
        break;
      case '?':
        OpenRulesOfGameAtHand();
        return {};
      default:
        break;
    }
  }
  return {};
}

void App::Back() {
  if (transfer_.open()) {
    transfer_.Close();
    return;
  }
  switch (screen_) {
    case Screen::kHome:
    case Screen::kPass:  // the curtain has no way back: only the player named may lift it
      break;
    case Screen::kSetup:
    case Screen::kOver:
      GoHome();
      break;
    case Screen::kRules:
      CloseRules();
      break;
    case Screen::kReplay:
      CloseReplay();
      break;
    case Screen::kLesson:
      GoHome();  // the learner's place is kept
      break;
    case Screen::kTable:
      LeaveSharedTable();
      break;
    case Screen::kSaves:
      if (!saves_.CancelDelete()) GoHome();
      break;
    case Screen::kPlay:
      if (!play_.Cancel()) GoHome();
      break;
  }
}

void App::OpenRulesOfGameAtHand() {
  if (screen_ == Screen::kSetup) {
    OpenRules(setup_.game_id());
  } else if ((screen_ == Screen::kPlay || screen_ == Screen::kOver) && game_ != nullptr) {
    OpenRules(game_->session().setup().game_id);
  }
}

void App::ApplyPending() {
  if (!pending_) return;
  std::function<void()> pending = std::move(pending_);
  pending_ = nullptr;
  pending();
}

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

void App::SetBotPauseScale(double scale) {
  bot_pause_scale_ = scale;
  lesson_.set_pause_scale(scale);
  if (game_ != nullptr) game_->driver().set_pause_scale(scale);
}

ScreenLayout App::LayoutFor(float css_width, float css_height, float device_pixel_ratio) {
  layout_ = ChooseLayout(css_width, css_height, device_pixel_ratio, ui_size_);
  return layout_;
}

void App::ChooseLanguage(const std::string& code, bool remember) {
  const Language* language = FindLanguage(code);
  if (language == nullptr) return;
  if (remember) {
    const Status saved = SaveLanguageChoice(storage_, language->code);
    (void)saved;  // not remembered when storage is full: the choice still holds until reload
  }
  language_asked_.clear();
  const std::string chosen = language->code;
  if (chosen == "en") {
    UseCatalog(nullptr);
    language_ = chosen;
  } else if (chosen == "en-XA") {
    if (catalogs_.count(chosen) == 0) {
      catalogs_[chosen] = std::make_shared<const MessageCatalog>(PseudoCatalog());
    }
    UseCatalog(catalogs_[chosen]);
    language_ = chosen;
  } else if (const auto kept = catalogs_.find(chosen); kept != catalogs_.end()) {
    UseCatalog(kept->second);
    language_ = chosen;
  } else if (language_loader_) {
    language_asked_ = chosen;
    language_loader_(chosen);  // answers through ReceiveLanguage, now or later
  }
}

void App::ReceiveLanguage(const std::string& code, const std::string& text,
                          const std::string& error) {
  const Language* language = FindLanguage(code);
  if (language == nullptr) return;
  // The last language asked for, or the one the page chose before the app ran.
  if (!language_asked_.empty() && language_asked_ != language->code) return;
  language_asked_.clear();
  MessageCatalog catalog;
  Status status = error.empty() ? ParseCatalog(text, &catalog) : Status::Error(error);
  if (status.ok() && catalog.language != language->code) {
    status = Status::Error("the words are of another language");
  }
  if (!status.ok()) {
    notice_ =
        TrFormat("{language} could not be loaded ({why}); Tinsel stays in the language it had.",
                 {{"language", language->name}, {"why", status.message()}});
    return;
  }
  auto loaded = std::make_shared<const MessageCatalog>(std::move(catalog));
  catalogs_[language->code] = loaded;
  UseCatalog(loaded);
  language_ = language->code;
}

void App::SetUiSize(UiSize size) {
  ui_size_ = size;
  const Status saved = SaveUiSize(storage_, size);
  if (!saved.ok()) {
    notice_ =
        TrFormat("The size setting could not be saved: {error}", {{"error", saved.message()}});
  }
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
