#include "screens/play_screen.h"

#include <algorithm>
#include <cmath>

#include "model/play/seat_names.h"
#include "model/words/hint_sentence.h"
#include "screens/elsewhere_screen.h"
#include "screens/pass_screen.h"
#include "tinsel/translate.h"
#include "ui/controls.h"
#include "ui/drawn_text.h"
#include "ui/language_choice.h"
#include "ui/theme.h"
#include "views/kit.h"

namespace tinsel::app {
namespace {

// The keyboard reads the table first, then the side panel, then the top bar's menu.
constexpr int kTableKeys = 1;
constexpr int kPanelKeys = 2;
constexpr int kTopBarKeys = 3;

constexpr float kTopBar = 64;
constexpr float kStatusBar = 52;
constexpr float kMargin = 14;
// Wall time a bot may think per frame: a 60 Hz frame keeps most of its 16 ms.
constexpr double kThinkBudget = 0.008;

}  // namespace

std::string Possessive(const std::string& name) {
  if (name == "You" || name == "you") return "Your";
  return name + "'s";
}

bool PlayScreen::Cancel() {
  if (menu_open_) {
    close_menu_ = true;
    return true;
  }
  if (drawer_open_) {  // the phone's drawer (players, log, menu) over the table
    drawer_open_ = false;
    return true;
  }
  if (view_ != nullptr && view_->HasChoice()) {
    view_->Reset();
    return true;
  }
  return false;
}

void PlayScreen::Open(const GameInProgress& game) {
  const std::string& id = game.session().setup().game_id;
  if (view_ == nullptr || view_game_ != id) {
    view_ = MakeGameView(id);
    view_game_ = id;
  }
  if (view_ != nullptr) view_->Reset();
  policy_.Reset();
  view_hold_ = false;
  move_error_.clear();
  log_seen_ = 0;
  menu_open_ = false;
  close_menu_ = false;
  drawer_open_ = false;  // a new table starts with the phone's drawer closed
}

PlayScreen::Showing PlayScreen::Draw(ScreenContext& context, GameInProgress& game) {
  SessionDriver& driver = game.driver();
  if (game.taken_elsewhere()) {
    // Another tab has the game: no bot moves, no moves at all on this stale copy.
    status_ = Tr("This game is open in another tab.");
    switch (DrawElsewhereScreen(context)) {
      case ElsewhereChoice::kTakeHere:
        context.nav.ContinueGame(game.slot());  // reloaded with the other tab's moves
        break;
      case ElsewhereChoice::kHome:
        context.nav.GoHome();
        break;
      case ElsewhereChoice::kNone:
        break;
    }
    return Showing::kTable;
  }
  if (game.deleted_elsewhere()) {
    status_ = Tr("This game was deleted in another tab.");
    switch (DrawElsewhereScreen(context, ElsewhereWhat::kDeletedThere)) {
      case ElsewhereChoice::kTakeHere:
        game.KeepAfterDeletion();
        break;
      case ElsewhereChoice::kHome:
        context.nav.GoHome();
        break;
      case ElsewhereChoice::kNone:
        break;
    }
    return Showing::kTable;
  }
  // A result the view shows (a trick scored) waits for the people here; a living-room table
  // has none, and never holds up the players on their phones.
  if (view_hold_ && driver.PeopleHere()) {
    driver.Hold(context.now);
  } else if (driver.Tick(context.now, kThinkBudget)) {
    if (view_ != nullptr) view_->Reset();
    move_error_.clear();
  }
  game.coach().Update(game.session(), driver.seats_here());
  const Session& session = game.session();
  turn_ = policy_.Decide(session, view_hold_, game.driver().seats_here());
  // The coach's note speaks of the seat's own hand: only while that seat's table is shown.
  coach_showing_ = game.coach().NoteFor(turn_.viewer) != nullptr && !turn_.pass_screen;
  const int current = session.state().CurrentPlayer();
  if (turn_.pass_screen) {
    view_hold_ = false;
    const std::string& name = session.setup().seats[turn_.pass_to].name;
    status_ = TrFormat("Pass the device to {name}.", {{"name", NameAsShown(name)}});
    if (DrawPassScreen(context, name)) policy_.Ready(turn_.pass_to);
    return Showing::kPass;
  }

  ui::BeginScreen("play");
  if (context.layout.panel_is_drawer) {
    DrawCompact(context, game, current);
    ui::EndScreen();
    return Showing::kTable;
  }
  drawer_open_ = false;
  const ImVec2 origin = ImGui::GetMainViewport()->WorkPos;
  const ImVec2 full = ImGui::GetMainViewport()->WorkSize;
  const float panel_width = std::clamp(full.x * 0.27f, 300.0f, 440.0f);
  const float table_width = full.x - panel_width;

  context.widgets.Group(kTopBarKeys);
  DrawTopBar(context, session, table_width);
  const float top = DrawSaveError(context, game, origin, table_width, kTopBar);
  context.widgets.Group(kTableKeys);
  // The table: the game's own view.
  const ImVec2 view_min(origin.x + kMargin, origin.y + top);
  const ImVec2 view_size(table_width - 2 * kMargin, full.y - top - kStatusBar - kMargin);
  const std::string view_message = DrawTable(context, game, current, view_min, view_size);
  status_ = StatusLine(session, driver, current, view_message, context.now);
  DrawStatus(ImVec2(origin.x + kMargin, origin.y + full.y - kStatusBar - kMargin * 0.5f),
             ImVec2(table_width - 2 * kMargin, kStatusBar - 6));
  context.widgets.Group(kPanelKeys);
  DrawSidePanel(context, game, ImVec2(origin.x + table_width, origin.y),
                ImVec2(panel_width, full.y));
  DrawCoachNote(context, game, view_min, view_size);
  ui::EndScreen();
  return Showing::kTable;
}

float PlayScreen::DrawSaveError(ScreenContext& context, const GameInProgress& game, ImVec2 origin,
                                float table_width, float top) {
  if (game.save_error().empty()) return top;
  // Saving failed (e.g. storage full): say so, keep playing; GameInProgress keeps retrying.
  // TRANSLATORS: {problem} is why saving failed, a sentence of its own ("The storage is full.").
  const std::string text = TrFormat("Not saved yet. {problem} Play on; Tinsel keeps trying.",
                                    {{"problem", AsSentence(game.save_error())}});
  ImFont* font = ui::GetFonts().bold;
  const float pixels = kit::FontPixels(font);
  const float wrap = table_width - 2 * kMargin - 28;
  const float height = font->CalcTextSizeA(pixels, 1e9f, wrap, text.c_str()).y + 18;
  const ImVec2 a(origin.x + kMargin, origin.y + top);
  const ImVec2 b(origin.x + table_width - kMargin, a.y + height);
  ImDrawList* draw = ImGui::GetWindowDrawList();
  draw->AddRectFilled(a, b, ui::colour::kRed, 10);
  ui::DrawText(draw, font, pixels, ImVec2(a.x + 14, a.y + 9), ui::colour::kCream, text, wrap);
  // Registered for the tests to read; the keyboard passes it by (it is not a button).
  context.widgets.Add("play:save-error", text, a, b, /*enabled=*/true, /*legal=*/false);
  return top + (height + 6);
}

void PlayScreen::DrawCoachNote(ScreenContext& context, GameInProgress& game, ImVec2 min,
                               ImVec2 size) {
  if (!coach_showing_) return;
  const Coach::Note& note = *game.coach().NoteFor(turn_.viewer);
  const Session& session = game.session();
  // Named when several people play (every seat not a bot, as the setup has it).
  const bool several = HumanCount(session, {}) > 1;
  std::string text;
  if (several) {
    // TRANSLATORS: {name} is the coached player's, {words} the coach's advice (sentences).
    text = TrFormat(
        "{name}, a word from your coach. {words}",
        {{"name", NameAsShown(session.setup().seats[note.seat].name)}, {"words", note.words}});
  } else {
    // TRANSLATORS: {words} is the coach's advice, one or more sentences.
    text = TrFormat("A word from your coach. {words}", {{"words", note.words}});
  }
  const bool take_back = game.CoachMayTakeBack();
  const ui::Fonts& fonts = ui::GetFonts();
  const float pad = 16;
  const float button_h = 44;
  const float spacing = ImGui::GetStyle().ItemSpacing.x;
  const float wrap = size.x - 2 * pad;
  const float pixels = kit::FontPixels(fonts.body);
  const float text_h = fonts.body->CalcTextSizeA(pixels, 1e9f, wrap, text.c_str()).y;
  // A sheet along the bottom of the table: the table stays in sight above it, and waits
  // (no moves through the sheet) until the player has read it.
  const float height = std::min(size.y, pad + text_h + 12 + button_h + pad);
  ImGui::SetNextWindowPos(ImVec2(min.x, min.y + size.y - height));
  ImGui::SetNextWindowSize(ImVec2(size.x, height));
  ImGui::PushStyleColor(ImGuiCol_WindowBg, IM_COL32(12, 46, 33, 250));
  ImGui::PushStyleColor(ImGuiCol_Border, ui::colour::kGold);
  ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(pad, pad));
  ImGui::PushStyleVar(ImGuiStyleVar_WindowBorderSize, 2.0f);
  ImGui::PushStyleVar(ImGuiStyleVar_WindowRounding, 12.0f);
  ImGui::Begin(
      "play-coach", nullptr,
      ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoSavedSettings);
  ui::RegisterScrollArea(context.widgets, "play:coach-body");
  // While it shows, the keyboard stays in it.
  context.widgets.BeginModal();
  const ImVec2 text_at = ImGui::GetCursorScreenPos();
  ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + wrap);
  ui::TextWrappedIn(text, fonts.body, ui::colour::kCream);
  ImGui::PopTextWrapPos();
  // Registered for the tests to read (not a stop of the keyboard's).
  context.widgets.Add("play:coach", text, text_at, ImVec2(text_at.x + wrap, text_at.y + text_h),
                      /*enabled=*/true, /*legal=*/false);
  ImGui::Dummy(ImVec2(0, 4));
  ImGui::PushFont(fonts.bold);
  const float button_w = std::min(180.0f, (wrap - spacing) * 0.5f);
  ImGui::SetCursorPosX(ImGui::GetCursorPosX() + wrap - button_w -
                       (take_back ? button_w + spacing : 0));
  if (take_back) {
    if (ui::Button(context.widgets, "play:coach:take-back", Tr("Take it back"),
                   ImVec2(button_w, button_h), ui::Tone::kSecondary)) {
      MirrorCoach(game, "take-back", context.now);
    }
    ImGui::SameLine();
  }
  if (ui::Button(context.widgets, "play:coach:ok", Tr("Got it"), ImVec2(button_w, button_h),
                 ui::Tone::kQuiet)) {
    MirrorCoach(game, "ok", context.now);
  }
  ImGui::PopFont();
  context.widgets.EndModal();
  ImGui::End();
  ImGui::PopStyleVar(3);
  ImGui::PopStyleColor(2);
}

Status PlayScreen::UndoNow(GameInProgress& game, double now) {
  Status undone = game.driver().Undo(now);
  if (view_ != nullptr) view_->Reset();
  move_error_ = undone.ok() ? "" : undone.message();
  return undone;
}

std::string PlayScreen::DrawTable(ScreenContext& context, GameInProgress& game, int current,
                                  ImVec2 min, ImVec2 size) {
  if (view_ == nullptr) {
    ImGui::SetCursorScreenPos(min);
    ui::Label(Tr("This game has no table view yet."));
    return {};
  }
  SessionDriver& driver = game.driver();
  // Only the human the hint was thought for sees it.
  const std::optional<Action> hint =
      turn_.HintAllowed(current) ? driver.hint() : std::optional<Action>();
  // An open drawer or the coach's note covers the table: no moves through it.
  const bool input = turn_.input_enabled && !drawer_open_ && !coach_showing_;
  ViewContext view_context{game.TableFor(turn_.viewer, input, hint), min, size, context.widgets};
  if (!drawer_open_) view_context.early_actions = EarlyChoices(game);
  view_context.early_decided = driver.EarlyDecided(turn_.viewer);
  const size_t first_view_widget = context.widgets.rects().size();
  ViewResult result = view_->Draw(view_context);
  view_hold_ = result.hold;
  FocusTheDecision(context.widgets, first_view_widget,
                   input || !view_context.early_actions.empty());
  if (result.action && !input && !view_context.early_actions.empty()) {
    Status decided = driver.DecideEarly(turn_.viewer, *result.action);
    move_error_ = decided.ok() ? "" : decided.message();
    if (decided.ok()) view_->Reset();
    return decided.ok() ? "" : result.message;
  }
  if (result.action && input) {
    Status applied = driver.ApplyHuman(*result.action, context.now);
    if (!applied.ok()) {
      move_error_ = applied.message();
      return result.message;
    }
    move_error_.clear();
    view_->Reset();
    return {};
  }
  return result.message;
}

void PlayScreen::FocusTheDecision(WidgetRegistry& widgets, size_t first_view_widget,
                                  bool deciding) {
  // The keyboard starts at the view's main choice (its own, else its first choosable thing).
  if (widgets.first_stop().empty()) {
    const std::vector<WidgetRect>& rects = widgets.rects();
    for (size_t i = first_view_widget; i < rects.size(); ++i) {
      if (rects[i].Focusable()) {
        widgets.SetFirstStop(rects[i].id);
        break;
      }
    }
  }
  // A decision begins (the bots have moved, the device was passed): the focus goes there,
  // so a keyboard player never tabs across the screen to find it.
  if (deciding && !was_deciding_ && !widgets.first_stop().empty()) {
    widgets.RequestFocus(widgets.first_stop());
  }
  was_deciding_ = deciding;
}

std::string PlayScreen::StatusLine(const Session& session, const SessionDriver& driver, int current,
                                   const std::string& view_message, double now) const {
  if (!move_error_.empty()) return move_error_;
  if (!driver.problem().empty()) return driver.problem();
  if (shared_ != nullptr && shared_->role() == SharedTable::Role::kGuest && !shared_->connected() &&
      !session.state().IsTerminal()) {
    // The host's page is away (reloading, closed, asleep): the table waits for it.
    return Tr("The host's device is not answering. Your seat is kept.");
  }
  if (coach_showing_) return Tr("Your coach has a word: Take it back, or Got it to play on.");
  if (turn_.input_enabled && driver.hint()) {
    std::vector<std::string> names;
    for (const Seat& seat : session.setup().seats) names.push_back(seat.name);
    return HintSentence(session.state(), current, *driver.hint(), names, driver.hint_reason());
  }
  if (turn_.input_enabled && driver.HintThinking()) {
    return Tr("Looking for a hint") + std::string(static_cast<int>(now * 3) % 4, '.');
  }
  if (!view_message.empty()) return view_message;
  return DefaultStatus(session, now);
}

std::string PlayScreen::DefaultStatus(const Session& session, double now) const {
  const State& state = session.state();
  if (state.IsTerminal()) return Tr("The game is over.");
  const int current = state.CurrentPlayer();
  if (current < 0) return Tr("Drawing...");
  const std::string& name = session.setup().seats[current].name;
  if (session.setup().seats[current].bot) {
    const int dots = static_cast<int>(now * 3) % 4;
    // The dots come and go (0 to 3) while the bot thinks.
    return (name == "You" ? std::string(Tr("You are thinking"))
                          : TrFormat("{name} is thinking", {{"name", NameAsShown(name)}})) +
           std::string(dots, '.');
  }
  if (name == "You" || name == "you") return Tr("Your turn.");
  return TrFormat("{name}'s turn.", {{"name", NameAsShown(name)}});
}

void PlayScreen::DrawTopBar(ScreenContext& context, const Session& session, float width) {
  const ui::Fonts& fonts = ui::GetFonts();
  ImGui::SetCursorPos(ImVec2(kMargin + 6, 14));
  ImGui::PushFont(fonts.heading);
  ImGui::PushStyleColor(ImGuiCol_Text, ui::colour::kGold);
  ui::Label(session.game().Name());
  ImGui::PopStyleColor();
  ImGui::PopFont();

  ImGui::SetCursorPos(ImVec2(width - kMargin - 120, 12));
  ImGui::PushFont(fonts.bold);
  if (ui::Button(context.widgets, "play:menu", Tr("Menu"), ImVec2(120, 0), ui::Tone::kQuiet)) {
    ImGui::OpenPopup("play-menu");
  }
  ImGui::PopFont();
  ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(16, 14));
  menu_open_ = ImGui::BeginPopup("play-menu");
  if (menu_open_) {
    if (close_menu_) ImGui::CloseCurrentPopup();
    // While the menu shows, the keyboard stays in it.
    context.widgets.BeginModal();
    ImGui::PushFont(fonts.bold);
    if (ui::Button(context.widgets, "play:menu:rules", Tr("Rules"), ImVec2(200, 0),
                   ui::Tone::kSecondary)) {
      ImGui::CloseCurrentPopup();
      context.nav.OpenRules(session.setup().game_id);
    }
    if (ui::Button(context.widgets, "play:menu:saves", Tr("Saved games"), ImVec2(200, 0),
                   ui::Tone::kSecondary)) {
      ImGui::CloseCurrentPopup();
      context.nav.OpenSaves();
    }
    if (ui::Button(context.widgets, "play:menu:home", Tr("Home"), ImVec2(200, 0),
                   ui::Tone::kSecondary)) {
      ImGui::CloseCurrentPopup();
      context.nav.GoHome();
    }
    ImGui::PopFont();
    ui::SizeChoice(context.widgets, "play:size", context.ui_size, 360);
    ui::LanguageChoice(context.widgets, "play:language", context.language, 360);
    context.widgets.EndModal();
    ImGui::EndPopup();
  }
  close_menu_ = false;
  ImGui::PopStyleVar();
}

void PlayScreen::DrawStatus(ImVec2 min, ImVec2 size) {
  ImDrawList* draw = ImGui::GetWindowDrawList();
  const ImVec2 max(min.x + size.x, min.y + size.y);
  draw->AddRectFilled(min, max, IM_COL32(0, 0, 0, 70), 12);
  draw->AddRect(min, max, ui::colour::kGoldDim, 12, 0, 1.5f);
  ImFont* font = ui::GetFonts().bold;
  const float font_size = kit::FontPixels(font);
  // Wrapped (a hint is a sentence); a smaller font when it would not fit the box.
  const float wrap = size.x - 36;
  float pixels = font_size;
  ImVec2 text = font->CalcTextSizeA(pixels, 1e9f, wrap, status_.c_str());
  if (text.y > size.y - 6) {
    pixels = font_size * 0.8f;
    text = font->CalcTextSizeA(pixels, 1e9f, wrap, status_.c_str());
  }
  draw->PushClipRect(min, max, true);
  ui::DrawText(draw, font, pixels,
               ImVec2(min.x + 18, min.y + std::max(3.0f, (size.y - text.y) * 0.5f)),
               ui::colour::kCream, status_, wrap);
  draw->PopClipRect();
}

std::vector<Action> PlayScreen::EarlyChoices(GameInProgress& game) const {
  if (turn_.input_enabled || turn_.pass_screen || view_hold_ || turn_.viewer < 0) return {};
  return game.driver().EarlyMoves(turn_.viewer);
}

}  // namespace tinsel::app
