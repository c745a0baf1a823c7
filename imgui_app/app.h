// App: the whole Tinsel front end, shared by the desktop and the web builds. The Runner
// (runner.h) creates the ImGui context and backends, calls Setup() once, then Frame() between
// ImGui::NewFrame() and ImGui::Render() every frame (keep frames coming while a bot thinks:
// bots only advance inside Frame()).
//
// Keyboard: every screen is played with the keyboard alone. The focus ring (ui/keyboard_focus.h)
// moves over what may be chosen now with Tab, Shift+Tab and the arrows; Enter or Space chooses.
// Escape goes back (or cancels a half-made choice, or closes the menu); on the table H asks for
// a hint, U or Ctrl+Z undoes, M opens the menu; ? opens the game's rules (listed on the rules
// page). A shortcut chooses its button, so it does exactly what a click on it does.
//
// HiDPI: Setup() rasterises the fonts for io.DisplayFramebufferScale as set before it (see
// runner.h) and sets io.FontGlobalScale = 1 / that scale, so text is sharp at the same layout
// size. Window-size scaling (LayoutFor, model/screen/screen_layout.h) is the runner's: it shrinks
// ImGui's display by the layout's scale and rasterises the fonts again to match.
//
// One class, a file per job: app.cpp the frame, the banner, shortcuts and Back;
// app_navigation.cpp the way between screens; app_game_on_table.cpp starting, continuing,
// saving and ending a game; app_settings.cpp the language, sizes and pauses;
// app_shared_table.cpp a table across devices; app_mirror.cpp the screen-reader table;
// app_test_state.cpp what the tests read.
#pragma once

#include <functional>
#include <map>
#include <memory>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>

#include "file_exchange.h"
#include "model/mirror/table_mirror.h"
#include "model/peer/shared_table.h"
#include "model/play/game_in_progress.h"
#include "model/saves/save_library.h"
#include "model/saves/storage.h"
#include "model/screen/screen_layout.h"
#include "screens/home_screen.h"
#include "screens/lesson_screen.h"
#include "screens/navigator.h"
#include "screens/over_screen.h"
#include "screens/play_screen.h"
#include "screens/replay_screen.h"
#include "screens/rules_screen.h"
#include "screens/saves_screen.h"
#include "screens/setup_screen.h"
#include "screens/table_lobby_screen.h"
#include "screens/transfer_dialog.h"
#include "tinsel/translate.h"
#include "ui/keyboard_focus.h"
#include "widget_registry.h"

namespace tinsel::app {

class App : private Navigator {
 public:
  App(Storage& storage, std::function<std::string()> now_iso8601);
  ~App() override;

  // Once, after the ImGui context and backends exist: fonts, theme, and back into the game
  // in progress if the last session left one.
  void Setup();
  // Draws one full-window screen.
  void Frame();

  // Every clickable thing drawn in the last frame (browser test hooks, taps).
  const WidgetRegistry& widgets() const { return widgets_; }
  // {screen, game, players:[{name, kind, score}], current, legal, log, over, history_length,
  //  message, ...}: see docs/test-hooks.md.
  nlohmann::json TestState() const;
  // The layout check of the last frame drawn (ui/layout_check.h): a sentence per problem.
  std::vector<std::string> LayoutProblems() const;
  // Writes the game on the table (and any game left with unsaved moves) to its save now if
  // anything of it is unwritten (a failed write is retried at once); Ok when there is no game.
  // The page calls it before reloading into a new version (web/page/offline.mjs); after every
  // action the frame saves by itself.
  Status SaveNow();
  // Whether any game has moves its save does not hold yet (a full storage): the page then asks
  // before it is reloaded or closed (web/page/storage.mjs, beforeunload).
  bool HasUnsavedMoves() const;
  // Scales the pauses before bots' moves in this and later games (browser tests play whole
  // games with 0; players always get 1).
  void SetBotPauseScale(double scale);
  // The screen-reader table (model/mirror/table_mirror.h, web/page/mirror.mjs): the mirror of the
  // current screen; a key that changes whenever the mirror would say something new (cheap:
  // compare it every frame, make the mirror only when it changed); and a button pressed in the
  // mirror, carried out at the start of the next frame exactly as the click it stands for.
  nlohmann::json Mirror();
  std::string MirrorKey();
  Status RequestFromMirror(const std::string& request);
  // The arrangement for a window of css_width x css_height CSS pixels (the player's size
  // setting included); the runner asks before every frame and draws at layout.scale.
  ScreenLayout LayoutFor(float css_width, float css_height, float device_pixel_ratio);
  const ScreenLayout& layout() const { return layout_; }
  // Smaller / Normal / Larger: kept in storage, applied from the next frame.
  UiSize ui_size() const { return ui_size_; }
  void SetUiSize(UiSize size);
  // Where exports go and imports come from (the platform's; kept by the caller).
  void SetFileExchange(FileExchange* files) {
    files_ = files;
    transfer_.set_files(files);
  }
  // Text the player gave: a file picked or dropped, or (`pasted`) the clipboard's. A file is
  // imported from the saved games screen (opened for it), except at the table (a game is being
  // played: ignored). A paste counts only where the player is importing (the saved games or
  // the import dialog): elsewhere Ctrl+V means nothing to Tinsel.
  void ReceiveImport(const std::string& text, bool pasted = false);
  // Something the platform refused before it reached the game (a file too big to read), said
  // in the import dialog on the saved games screen, as a refused import is.
  void RefuseImport(const std::string& why);
  // A replay link ("...#replay=...", the page's address when it was opened with one): shows
  // the game in the replay view, offering to keep it; a damaged link is refused in a banner.
  void OpenReplayLink(const std::string& link);
  // Tables across devices (model/peer/shared_table.h): the platform's channel (none: hot-seat
  // only); the page was opened with an invitation link (this device joins as a guest); the
  // platform's status of the table, as JSON text.
  // A hosted table's game left unfinished as the last game is not put on the table as a
  // local game (it holds every guest's hand): the table is resumed once the channel is here.
  void SetTableChannel(TableChannel* channel);
  void JoinSharedTable();
  // A table this browser hosted, opened again from its record (the page reloaded, the tab was
  // closed and opened again, its game continued from the saved games): its guests reconnect,
  // or the screen says another tab hosts it and offers to move it here.
  void ResumeSharedTable(const std::string& room);
  void ReceiveTableStatus(const std::string& json_text);
  // A game's data files: its guided first game ("lessons": tinsel/lesson.h) and its rules page
  // ("rules": tinsel/rules_page.h). How the platform fetches one (the desktop has them built
  // in; the page fetches <kind>/<game-id>.json when one is first asked for, and its service
  // worker keeps them offline). The answer comes back through ReceiveGameFile: the text, or ""
  // and why not.
  using GameFileLoader = std::function<void(const std::string& kind, const std::string& game_id)>;
  void SetGameFileLoader(GameFileLoader load) { game_file_loader_ = std::move(load); }
  void ReceiveGameFile(const std::string& kind, const std::string& game_id, const std::string& text,
                       const std::string& error);
  // Opens a game's lesson as its Learn button does (the desktop's --learn).
  void Learn(const std::string& game_id) { OpenLesson(game_id); }
  // Languages (model/words/languages.h, tinsel/translate.h): how the platform fetches a language's
  // compiled catalog (the page: lang/<code>.json, which its service worker keeps; the
  // desktop: the build's files). The answer comes back through ReceiveLanguage: the text, or
  // "" and why not. Until a catalog arrives the app reads in the language it had.
  void SetLanguageLoader(std::function<void(const std::string&)> load) {
    language_loader_ = std::move(load);
  }
  // Reads in `code` from now on (English and the pseudo-locale at once, others once loaded),
  // remembered on this device when `remember` (the menu's choice; not the browser's default).
  void ChooseLanguage(const std::string& code, bool remember = true);
  void ReceiveLanguage(const std::string& code, const std::string& text, const std::string& error);
  const std::string& language() const { return language_; }
  // Tinsel never asks to quit on its own (closing the window does); kept for the mains.
  bool WantsQuit() const { return false; }

 private:
  enum class Screen {
    kHome,
    kSetup,
    kPlay,
    kPass,
    kOver,
    kSaves,
    kRules,
    kReplay,
    kTable,
    kLesson
  };

  // A new game's times: created and updated now.
  SaveTimes NewGameTimes() const;

  // Navigator: requests are applied after the frame's screen is drawn, so a screen never
  // loses the objects it is drawing.
  void GoHome() override;
  void OpenSetup(const std::string& game_id) override;
  void OpenRules(const std::string& game_id) override;
  void CloseRules() override;
  void OpenSaves() override;
  void OpenLesson(const std::string& game_id) override;
  void StartGame(SessionSetup setup) override;
  void ContinueGame(const std::string& slot) override;
  void OpenReplay(const std::string& slot, bool review) override;
  void CloseReplay() override;
  void OpenExport(const std::string& slot) override;
  void OpenExportAll() override;
  void OpenImport() override;
  void DeleteSave(const std::string& slot) override;
  bool CanInvite() const override { return table_channel_ != nullptr; }
  TableConnection KeptConnection() override;
  void OpenSharedTable(SessionSetup setup, std::vector<std::string> plan,
                       TableConnection connection) override;
  void LeaveSharedTable() override;
  // Once a frame at a table across devices: its game onto this device's table as it changes,
  // this device's moves out to it, and at the end a guest's true game into the saved games.
  void FollowSharedTable(double now);

  // A red banner along the bottom of any screen.
  void DrawBanner(const std::string& text);
  // The keys that mean the same on every screen (see above). Returns the button a shortcut
  // chose, "" for none.
  std::string Shortcut();
  // Escape: back, or cancel what is half done.
  void Back();
  void OpenRulesOfGameAtHand();
  void ApplyPending();
  // Home's Continue: the newest unfinished game this device can put back on the table, set
  // each time home opens (app_navigation.cpp).
  void OfferContinue();
  // The saved game in `slot`; when it does not load, the saved games say why and nullptr.
  std::unique_ptr<Session> LoadOrBackToSaves(const std::string& slot, SaveTimes* times = nullptr);
  void PutOnTable(std::unique_ptr<Session> session, std::string slot, SaveTimes times, bool loaded);
  void PutOnTable(std::unique_ptr<GameInProgress> game, bool loaded);
  // The game on the table leaves it (Home, Saved games, a replay, a link, an import). A game
  // with unsaved moves is never dropped: it waits in unsaved_ (see there).
  void LeaveTable();
  // Retries the writes of games left with unsaved moves; forgets those now stored.
  void KeepSavingLeftGames(double now);
  // The game left with unsaved moves in `slot`, or nullptr.
  GameInProgress* LeftGame(const std::string& slot);
  // The saved games list's rows for games whose latest moves live only in memory.
  std::vector<SlotSummary> UnsavedSummaries() const;
  void ShowOver();
  static const char* ScreenName(Screen screen);
  // The mirror's side (app_mirror.cpp).
  MirrorFacts CurrentMirrorFacts();
  void TakeMirrorRequest(ScreenContext& context);
  Status CarryOut(const MirrorRequest& request, ScreenContext& context);

  Storage& storage_;
  std::function<std::string()> now_;
  SaveLibrary library_;
  // This tab's (or window's) own token: the games it opens are held under it (one writer).
  std::string tab_token_;
  WidgetRegistry widgets_;
  ui::KeyboardFocus focus_;

  Screen screen_ = Screen::kHome;
  bool home_drawn_last_frame_ = false;  // home opened this frame: its Continue is found again
  bool replay_from_over_ = false;       // the replay on screen was opened from the game over
  Screen rules_return_ = Screen::kHome;
  std::function<void()> pending_;
  std::string notice_;  // a sentence for the home screen (e.g. a save that would not load)

  HomeScreen home_;
  SetupScreen setup_;
  RulesScreen rules_;
  SavesScreen saves_;
  PlayScreen play_;
  OverScreen over_;
  ReplayScreen replay_;
  LessonScreen lesson_;
  GameFileLoader game_file_loader_;
  std::string lesson_asked_;  // the game whose lesson is being fetched ("": none)
  void ReceiveLesson(const std::string& game_id, const std::string& text, const std::string& error);
  TransferDialog transfer_;
  TableLobbyScreen lobby_;
  TableChannel* table_channel_ = nullptr;
  std::string resume_room_;  // a hosted table to resume once the channel is set
  // The room of the table whose true game `slot` holds ("" for a game of this device alone).
  std::string HostedRoom(const std::string& slot);
  void ForgetHostedRoom(const std::string& slot);  // its game was deleted or left for good
  // The game on the table leaves it and the lobby shows instead (its table moved to another
  // tab of this browser, or another tab holds it): nothing more is sent or written from here.
  void LeaveGameForLobby();
  std::unique_ptr<SharedTable> shared_;
  FileExchange* files_ = nullptr;
  std::unique_ptr<GameInProgress> game_;
  // Games left (Home, Saved games...) while their latest moves could not be stored: kept in
  // memory and retried every 2 s from every screen; Continue resumes them and Export writes
  // them from here, so no move is lost. A game leaves this list once stored, taken by another
  // tab, or deleted by the player.
  std::vector<std::unique_ptr<GameInProgress>> unsaved_;
  double bot_pause_scale_ = 1.0;

  std::optional<MirrorRequest> mirror_request_;  // waiting for the next frame
  int mirror_requests_ = 0;
  std::string mirror_refused_;  // why the last one was refused
  UiSize ui_size_ = UiSize::kNormal;
  ScreenLayout layout_;
  std::string language_ = "en";  // what the player reads now
  std::string language_asked_;   // being fetched ("": none)
  std::function<void(const std::string&)> language_loader_;
  std::map<std::string, std::shared_ptr<const MessageCatalog>> catalogs_;  // loaded before
};

}  // namespace tinsel::app
