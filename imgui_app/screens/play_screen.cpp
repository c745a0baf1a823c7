#include "screens/play_screen.h"

#include <algorithm>
#include <cmath>

#include "screens/pass_screen.h"
#include "tinsel/registry.h"
#include "ui/controls.h"
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

std::string BotLabel(const Session& session, const Seat& seat) {
  const GameEntry* entry = FindGame(session.setup().game_id);
  if (entry != nullptr) {
    for (const BotKind& kind : entry->bots) {
      if (kind.id == seat.level) return "bot, " + kind.label;
    }
  }
  return "bot";
}

std::string FormatScore(double score) {
  if (std::floor(score) == score) return std::to_string(static_cast<long long>(score));
  char buffer[32];
  std::snprintf(buffer, sizeof buffer, "%.1f", score);
  return buffer;
}

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
}

PlayScreen::Showing PlayScreen::Draw(ScreenContext& context, GameInProgress& game) {
  SessionDriver& driver = game.driver();
  if (view_hold_) {
    driver.Hold(context.now);
  } else if (driver.Tick(context.now, kThinkBudget)) {
    if (view_ != nullptr) view_->Reset();
    move_error_.clear();
  }
  const Session& session = game.session();
  turn_ = policy_.Decide(session, view_hold_);
  const int current = session.state().CurrentPlayer();
  if (turn_.pass_screen) {
    view_hold_ = false;
    const std::string& name = session.setup().seats[turn_.pass_to].name;
    status_ = "Pass the device to " + name + ".";
    if (DrawPassScreen(context, name)) policy_.Ready(turn_.pass_to);
    return Showing::kPass;
  }

  ui::BeginScreen("play");
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
  ui::EndScreen();
  return Showing::kTable;
}

float PlayScreen::DrawSaveError(ScreenContext& context, const GameInProgress& game, ImVec2 origin,
                                float table_width, float top) {
  if (game.save_error().empty()) return top;
  // Saving failed (e.g. storage full): say so, keep playing, retry after the next move.
  std::string reason = game.save_error();
  if (!reason.empty() && reason.back() != '.') reason += '.';
  const std::string text =
      "Could not save: " + reason + " Play on; Tinsel tries again after each move.";
  ImFont* font = ui::GetFonts().bold;
  const float pixels = kit::FontPixels(font);
  const float wrap = table_width - 2 * kMargin - 28;
  const float height = font->CalcTextSizeA(pixels, 1e9f, wrap, text.c_str()).y + 18;
  const ImVec2 a(origin.x + kMargin, origin.y + top);
  const ImVec2 b(origin.x + table_width - kMargin, a.y + height);
  ImDrawList* draw = ImGui::GetWindowDrawList();
  draw->AddRectFilled(a, b, ui::colour::kRed, 10);
  draw->AddText(font, pixels, ImVec2(a.x + 14, a.y + 9), ui::colour::kCream, text.c_str(), nullptr,
                wrap);
  // Registered for the tests to read; the keyboard passes it by (it is not a button).
  context.widgets.Add("play:save-error", text, a, b, /*enabled=*/true, /*legal=*/false);
  return top + (height + 6);
}

std::string PlayScreen::DrawTable(ScreenContext& context, GameInProgress& game, int current,
                                  ImVec2 min, ImVec2 size) {
  if (view_ == nullptr) {
    ImGui::SetCursorScreenPos(min);
    ImGui::TextUnformatted("This game has no table view yet.");
    return {};
  }
  SessionDriver& driver = game.driver();
  // Only the human the hint was thought for sees it.
  const std::optional<Action> hint =
      turn_.HintAllowed(current) ? driver.hint() : std::optional<Action>();
  const ViewContext view_context{game.TableFor(turn_.viewer, turn_.input_enabled, hint), min, size,
                                 context.widgets};
  ViewResult result = view_->Draw(view_context);
  view_hold_ = result.hold;
  if (result.action && turn_.input_enabled) {
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

std::string PlayScreen::StatusLine(const Session& session, const SessionDriver& driver, int current,
                                   const std::string& view_message, double now) const {
  if (!move_error_.empty()) return move_error_;
  if (!driver.problem().empty()) return driver.problem();
  if (turn_.input_enabled && driver.hint()) {
    return "Hint: " + session.state().ActionToString(current, *driver.hint()) + " (" +
           driver.hint_reason() + ")";
  }
  if (turn_.input_enabled && driver.HintThinking()) {
    return "Looking for a hint" + std::string(static_cast<int>(now * 3) % 4, '.');
  }
  if (!view_message.empty()) return view_message;
  return DefaultStatus(session, now);
}

std::string PlayScreen::DefaultStatus(const Session& session, double now) const {
  const State& state = session.state();
  if (state.IsTerminal()) return "The game is over.";
  const int current = state.CurrentPlayer();
  if (current < 0) return "Drawing...";
  const std::string& name = session.setup().seats[current].name;
  if (session.setup().seats[current].bot) {
    const int dots = static_cast<int>(now * 3) % 4;
    return (name == "You" ? std::string("You are") : name + " is") + " thinking" +
           std::string(dots, '.');
  }
  return Possessive(name) + " turn.";
}

void PlayScreen::DrawTopBar(ScreenContext& context, const Session& session, float width) {
  const ui::Fonts& fonts = ui::GetFonts();
  ImGui::SetCursorPos(ImVec2(kMargin + 6, 14));
  ImGui::PushFont(fonts.heading);
  ImGui::PushStyleColor(ImGuiCol_Text, ui::colour::kGold);
  ImGui::TextUnformatted(session.game().Name().c_str());
  ImGui::PopStyleColor();
  ImGui::PopFont();

  ImGui::SetCursorPos(ImVec2(width - kMargin - 120, 12));
  ImGui::PushFont(fonts.bold);
  if (ui::Button(context.widgets, "play:menu", "Menu", ImVec2(120, 0), ui::Tone::kQuiet)) {
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
    if (ui::Button(context.widgets, "play:menu:rules", "Rules", ImVec2(200, 0),
                   ui::Tone::kSecondary)) {
      ImGui::CloseCurrentPopup();
      context.nav.OpenRules(session.setup().game_id);
    }
    if (ui::Button(context.widgets, "play:menu:saves", "Saved games", ImVec2(200, 0),
                   ui::Tone::kSecondary)) {
      ImGui::CloseCurrentPopup();
      context.nav.OpenSaves();
    }
    if (ui::Button(context.widgets, "play:menu:home", "Home", ImVec2(200, 0),
                   ui::Tone::kSecondary)) {
      ImGui::CloseCurrentPopup();
      context.nav.GoHome();
    }
    ImGui::PopFont();
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
  draw->PushClipRect(min, max, true);
  draw->AddText(font, font_size, ImVec2(min.x + 18, min.y + (size.y - font_size) * 0.5f),
                ui::colour::kCream, status_.c_str());
  draw->PopClipRect();
}

void PlayScreen::DrawSidePanel(ScreenContext& context, GameInProgress& game, ImVec2 min,
                               ImVec2 size) {
  const ui::Fonts& fonts = ui::GetFonts();
  ImDrawList* draw = ImGui::GetWindowDrawList();
  draw->AddRectFilled(min, ImVec2(min.x + size.x, min.y + size.y), ui::colour::kPanel);
  draw->AddLine(min, ImVec2(min.x, min.y + size.y), ui::colour::kGoldDim, 2);

  const float pad = 18;
  const float inner = size.x - 2 * pad;
  // The player to move as the panel starts (a move made on the table in this frame counts; an
  // undo pressed below does not).
  const int current = game.session().state().CurrentPlayer();
  ImGui::SetCursorScreenPos(ImVec2(min.x + pad, min.y + 16));
  ImGui::BeginGroup();
  ImGui::PushFont(fonts.heading);
  ImGui::TextUnformatted("Players");
  ImGui::PopFont();
  DrawPlayerRows(game.session(), inner);
  ImGui::Dummy(ImVec2(0, 4));
  DrawControls(context, game, current, inner);
  ImGui::Dummy(ImVec2(0, 6));
  ImGui::PushFont(fonts.heading);
  ImGui::TextUnformatted("Moves");
  ImGui::PopFont();
  ImGui::EndGroup();
  DrawLog(context, game, min, size, inner);
}

void PlayScreen::DrawPlayerRows(const Session& session, float inner) {
  // One row per seat: a marker and a gold frame for whose turn it is (shape and colour),
  // the name, human or bot, the score.
  const ui::Fonts& fonts = ui::GetFonts();
  ImDrawList* draw = ImGui::GetWindowDrawList();
  const std::vector<double> scores = session.state().Scores();
  const int current = session.state().CurrentPlayer();
  const float row = 50;
  for (int i = 0; i < session.NumPlayers(); ++i) {
    const Seat& seat = session.setup().seats[i];
    const ImVec2 a = ImGui::GetCursorScreenPos();
    const ImVec2 b(a.x + inner, a.y + row - 6);
    const bool to_move = i == current;
    draw->AddRectFilled(a, b, to_move ? IM_COL32(232, 188, 74, 60) : IM_COL32(0, 0, 0, 40), 10);
    if (to_move) {
      draw->AddRect(a, b, ui::colour::kGold, 10, 0, 2);
      const float cy = (a.y + b.y) * 0.5f;
      draw->AddTriangleFilled(ImVec2(a.x + 8, cy - 8), ImVec2(a.x + 8, cy + 8),
                              ImVec2(a.x + 20, cy), ui::colour::kGold);
    }
    const float fs = kit::FontPixels(fonts.bold);
    draw->AddText(fonts.bold, fs, ImVec2(a.x + 28, a.y + 3), ui::colour::kCream, seat.name.c_str());
    const std::string kind =
        (seat.bot ? BotLabel(session, seat) : std::string("human")) + (to_move ? ", to play" : "");
    draw->AddText(fonts.body, fs * 0.78f, ImVec2(a.x + 28, a.y + 3 + fs), ui::colour::kCreamDim,
                  kind.c_str());
    const std::string score = i < static_cast<int>(scores.size()) ? FormatScore(scores[i]) : "";
    const float hs = kit::FontPixels(fonts.heading);
    const float sw = kit::TextWidth(fonts.heading, hs, score);
    draw->AddText(fonts.heading, hs, ImVec2(b.x - 14 - sw, (a.y + b.y - hs) * 0.5f),
                  ui::colour::kGold, score.c_str());
    ImGui::Dummy(ImVec2(inner, row));
  }
}

void PlayScreen::DrawControls(ScreenContext& context, GameInProgress& game, int current,
                              float inner) {
  const Session& session = game.session();
  ImGui::PushFont(ui::GetFonts().bold);
  const float button = (inner - ImGui::GetStyle().ItemSpacing.x) * 0.5f;
  const bool can_undo = game.CanUndo() && !session.setup().seats.empty();
  if (ui::Button(context.widgets, "play:undo", "Undo", ImVec2(button, 0), ui::Tone::kSecondary,
                 can_undo)) {
    Status undone = game.driver().Undo(context.now);
    if (view_ != nullptr) view_->Reset();
    move_error_ = undone.ok() ? "" : undone.message();
  }
  ImGui::SameLine();
  if (ui::Button(context.widgets, "play:home", "Home", ImVec2(button, 0), ui::Tone::kQuiet)) {
    context.nav.GoHome();
  }
  // Hint: the Hard bot thinks for the human to move (from that seat's view only); the move
  // is marked on the table and explained in the status line. A move made in this frame has
  // handed the turn on: the hint is not theirs.
  const bool can_hint =
      turn_.HintAllowed(current) && !game.driver().HintThinking() && !game.driver().hint();
  if (ui::Button(context.widgets, "play:hint",
                 game.driver().HintThinking() ? "Thinking..." : "Hint", ImVec2(inner, 0),
                 ui::Tone::kSecondary, can_hint)) {
    game.driver().RequestHint();
  }
  ImGui::PopFont();
}

void PlayScreen::DrawLog(ScreenContext& context, GameInProgress& game, ImVec2 min, ImVec2 size,
                         float inner) {
  // The log fills the rest of the panel and follows the newest move.
  const Session& session = game.session();
  const std::vector<LogLine>& log = game.Log(turn_.viewer);
  const float pad = 18;
  ImGui::SetCursorScreenPos(ImVec2(min.x + pad, ImGui::GetCursorScreenPos().y));
  const float log_height = min.y + size.y - ImGui::GetCursorScreenPos().y - 16;
  ImGui::PushStyleColor(ImGuiCol_ChildBg, IM_COL32(0, 0, 0, 50));
  ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(12, 10));
  ImGui::BeginChild("log", ImVec2(inner, std::max(60.0f, log_height)),
                    ImGuiChildFlags_AlwaysUseWindowPadding);
  ImGui::PushTextWrapPos(0.0f);
  // Long runs of chance steps (a deal of 36 cards) would bury the moves: show the first
  // and the last two of a run and how many were skipped.
  constexpr size_t kRunShown = 5;
  for (size_t i = 0; i < log.size(); ++i) {
    const LogLine& line = log[i];
    if (line.player >= 0) {
      const std::string text = session.setup().seats[line.player].name + ": " + line.text;
      ImGui::TextUnformatted(text.c_str());
      continue;
    }
    size_t end = i;
    while (end < log.size() && log[end].player < 0) ++end;
    ImGui::PushStyleColor(ImGuiCol_Text, ui::colour::kCreamDim);
    if (end - i > kRunShown) {
      ImGui::TextUnformatted(log[i].text.c_str());
      ImGui::Text("... %d more ...", static_cast<int>(end - i - 3));
      ImGui::TextUnformatted(log[end - 2].text.c_str());
      ImGui::TextUnformatted(log[end - 1].text.c_str());
      i = end - 1;
    } else {
      ImGui::TextUnformatted(line.text.c_str());
    }
    ImGui::PopStyleColor();
  }
  ImGui::PopTextWrapPos();
  // Follow the newest move, unless the player scrolled up to read.
  if (log.size() != log_seen_ || ImGui::GetScrollY() >= ImGui::GetScrollMaxY() - 4) {
    ImGui::SetScrollHereY(1.0f);
  }
  log_seen_ = log.size();
  context.widgets.AddScrollArea("play:log", ImGui::GetWindowPos(),
                                ImVec2(ImGui::GetWindowPos().x + ImGui::GetWindowWidth(),
                                       ImGui::GetWindowPos().y + ImGui::GetWindowHeight()),
                                ImGui::GetScrollY(), ImGui::GetScrollMaxY());
  ImGui::EndChild();
  ImGui::PopStyleVar();
  ImGui::PopStyleColor();
}

}  // namespace tinsel::app
