// The App's frame: setting up, each frame's screen and banner, keyboard shortcuts and Back,
// and the queued move (pending_) carried out at the start of a frame.
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
      if (!home_drawn_last_frame_) OfferContinue();
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
  home_drawn_last_frame_ = screen_ == Screen::kHome;
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

}  // namespace tinsel::app
