#include "app.h"

#include <imgui.h>

#include "tinsel/registry.h"
#include "ui/controls.h"
#include "ui/theme.h"

namespace tinsel::app {
namespace {

// A finished game stays on the table this long before the results come up, so the last
// move can be seen.
constexpr double kOverDelay = 1.6;

std::string BestKey(const std::string& game_id) { return "tinsel/best/" + game_id; }

}  // namespace

App::App(Storage& storage, std::function<std::string()> now_iso8601)
    : storage_(storage), now_(std::move(now_iso8601)), library_(storage), saves_(library_) {}

App::~App() = default;

void App::Setup() {
  ImGuiIO& io = ImGui::GetIO();
  io.IniFilename = nullptr;  // nothing of ImGui's own to remember: screens are full-window
  // The main passes the monitor's UI scale in FontGlobalScale (see main_desktop.cpp); it is
  // baked into font sizes and the style here, and FontGlobalScale then undoes only the
  // framebuffer scale.
  const float ui_scale = io.FontGlobalScale > 0.5f ? io.FontGlobalScale : 1.0f;
  ui::LoadFonts(ui_scale, io.DisplayFramebufferScale.x);
  ui::ApplyTheme(ui_scale);

  // Reloading the page (or reopening the app) returns to the unfinished game.
  if (std::optional<std::string> slot = library_.Last()) {
    std::string error;
    SaveTimes times;
    std::unique_ptr<Session> session = library_.Load(*slot, &error, &times);
    if (session != nullptr && !session->state().IsTerminal()) {
      PutOnTable(std::move(session), *slot, times, /*loaded=*/true);
    } else {
      if (session == nullptr) notice_ = "Your last game could not be opened: " + error;
      library_.ClearLast();
    }
  }
}

void App::Frame() {
  widgets_.BeginFrame();
  ScreenContext context{widgets_, *this, ImGui::GetTime()};
  if ((screen_ == Screen::kPlay || screen_ == Screen::kPass || screen_ == Screen::kOver) &&
      game_ == nullptr) {
    screen_ = Screen::kHome;
  }
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
  }
  if (game_ != nullptr) game_->Autosave(library_, now_);

  if (!notice_.empty() && (screen_ == Screen::kHome || screen_ == Screen::kSaves)) {
    // A quiet banner along the bottom; it goes away with the next screen change.
    const ImGuiViewport* viewport = ImGui::GetMainViewport();
    ImDrawList* draw = ImGui::GetForegroundDrawList();
    const ImVec2 a(viewport->Pos.x + 20, viewport->Pos.y + viewport->Size.y - 56);
    const ImVec2 b(viewport->Pos.x + viewport->Size.x - 20,
                   viewport->Pos.y + viewport->Size.y - 12);
    draw->AddRectFilled(a, b, ui::colour::kRed, 10);
    draw->AddText(ui::GetFonts().bold, 0, ImVec2(a.x + 16, a.y + 11), ui::colour::kCream,
                  notice_.c_str());
  }
  ApplyPending();
}

void App::ApplyPending() {
  if (!pending_) return;
  std::function<void()> pending = std::move(pending_);
  pending_ = nullptr;
  pending();
}

void App::GoHome() {
  pending_ = [this] {
    notice_.clear();
    // Home means "not now": a reload should not pull the player back into this game.
    if (game_ != nullptr && screen_ != Screen::kOver && !game_->session().state().IsTerminal()) {
      library_.ClearLast();
    }
    game_.reset();
    screen_ = Screen::kHome;
  };
}

void App::OpenSetup(const std::string& game_id) {
  pending_ = [this, game_id] {
    notice_.clear();
    setup_.Open(game_id);
    screen_ = Screen::kSetup;
  };
}

void App::OpenRules(const std::string& game_id) {
  pending_ = [this, game_id] {
    rules_.Open(game_id);
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
    if (game_ != nullptr && !game_->session().state().IsTerminal()) {
      // Leaving the table for the list; the game stays saved and listed.
      library_.ClearLast();
    }
    game_.reset();
    saves_.Refresh();
    screen_ = Screen::kSaves;
  };
}

void App::StartGame(SessionSetup setup) {
  pending_ = [this, setup = std::move(setup)]() mutable {
    std::string error;
    std::unique_ptr<Session> session = Session::Create(std::move(setup), &error);
    if (session == nullptr) {
      notice_ = "The game could not start: " + error;
      screen_ = Screen::kHome;
      return;
    }
    notice_.clear();
    SaveTimes times{now_(), ""};
    times.updated = times.created;
    const std::string slot = library_.NewSlotId(times.created);
    PutOnTable(std::move(session), slot, times, /*loaded=*/false);
  };
}

void App::ContinueGame(const std::string& slot) {
  pending_ = [this, slot] {
    std::string error;
    SaveTimes times;
    std::unique_ptr<Session> session = library_.Load(slot, &error, &times);
    if (session == nullptr) {
      notice_ = "That save could not be opened: " + error;
      saves_.Refresh();
      screen_ = Screen::kSaves;
      return;
    }
    notice_.clear();
    PutOnTable(std::move(session), slot, times, /*loaded=*/true);
  };
}

void App::PutOnTable(std::unique_ptr<Session> session, std::string slot, SaveTimes times,
                     bool loaded) {
  game_ = std::make_unique<GameInProgress>(std::move(session), std::move(slot), times);
  if (loaded) {
    game_->MarkSaved();
    if (!game_->session().state().IsTerminal()) library_.SetLast(game_->slot());
  }
  play_.Open(*game_);
  screen_ = Screen::kPlay;
}

void App::ShowOver() {
  const Session& session = game_->session();
  std::optional<double> best;
  if (session.NumPlayers() == 1) {
    // Solitaire has no opponent: the player's best on this device is the one to beat.
    const std::string key = BestKey(session.setup().game_id);
    if (std::optional<std::string> stored = storage_.Get(key)) {
      const nlohmann::json value = nlohmann::json::parse(*stored, nullptr, false);
      if (value.is_number()) best = value.get<double>();
    }
    const double score = session.state().Scores().front();
    if (!best || score > *best) storage_.Set(key, nlohmann::json(score).dump());
  }
  over_.Open(*game_, best);
  screen_ = Screen::kOver;
}

const char* App::ScreenName(Screen screen) {
  switch (screen) {
    case Screen::kHome:
      return "home";
    case Screen::kSetup:
      return "setup";
    case Screen::kPlay:
      return "play";
    case Screen::kPass:
      return "pass";
    case Screen::kOver:
      return "over";
    case Screen::kSaves:
      return "saves";
    case Screen::kRules:
      return "rules";
  }
  return "home";
}

nlohmann::json App::TestState() const {
  using nlohmann::json;
  json out = {{"screen", ScreenName(screen_)},
              {"game", ""},
              {"players", json::array()},
              {"current", kTerminalPlayer},
              {"legal", json::array()},
              {"log", json::array()},
              {"over", false},
              {"history_length", 0},
              {"message", notice_}};
  if (screen_ == Screen::kSetup) out["game"] = setup_.game_id();
  if (screen_ == Screen::kRules) out["game"] = rules_.game_id();
  if (screen_ == Screen::kSaves) {
    json saves = json::array();
    for (const SlotSummary& s : saves_.list()) saves.push_back(s.ToJson());
    out["saves"] = saves;
  }
  if (game_ == nullptr) return out;

  const Session& session = game_->session();
  const State& state = session.state();
  out["game"] = session.setup().game_id;
  out["slot"] = game_->slot();
  out["save_error"] = game_->save_error();
  const std::vector<double> scores = state.Scores();
  for (int i = 0; i < session.NumPlayers(); ++i) {
    const Seat& seat = session.setup().seats[i];
    out["players"].push_back({{"name", seat.name},
                              {"kind", seat.bot ? "bot" : "human"},
                              {"level", seat.level},
                              {"score", i < static_cast<int>(scores.size()) ? scores[i] : 0.0}});
  }
  const int current = state.CurrentPlayer();
  out["current"] = current;
  out["over"] = state.IsTerminal();
  out["history_length"] = session.history().size();
  out["bot_thinking"] = session.BotToMove();
  if (screen_ == Screen::kPlay && play_.input_enabled() && current >= 0) {
    for (Action action : state.LegalActions()) {
      out["legal"].push_back(state.ActionToString(current, action));
    }
    if (const std::optional<Action> hint = game_->driver().hint()) {
      out["hint"] = state.ActionToString(current, *hint);
      out["hint_reason"] = game_->driver().hint_reason();
    }
  }
  if (screen_ == Screen::kPlay || screen_ == Screen::kPass) {
    // A failed save is news the player must see: the banner's words come first.
    out["message"] = game_->save_error().empty()
                         ? play_.status()
                         : "Could not save: " + game_->save_error() + " " + play_.status();
  }
  const int viewer = screen_ == Screen::kPlay ? play_.viewer() : kPublicViewer;
  for (const LogLine& line : game_->Log(viewer)) {
    out["log"].push_back(
        line.player >= 0 ? session.setup().seats[line.player].name + ": " + line.text : line.text);
  }
  if (state.IsTerminal()) {
    json winners = json::array();
    for (bool w : state.Winners()) winners.push_back(w);
    out["winners"] = winners;
  }
  return out;
}

}  // namespace tinsel::app
