#include "screens/rules_screen.h"

#include <algorithm>

#include "tinsel/registry.h"
#include "tinsel/translate.h"
#include "ui/controls.h"
#include "ui/drawn_text.h"
#include "ui/theme.h"

namespace tinsel::app {
namespace {

// Paragraphs are separated by blank lines; single line breaks are kept (lists).
void DrawParagraphs(const std::string& text) {
  size_t start = 0;
  while (start <= text.size()) {
    size_t end = text.find("\n\n", start);
    if (end == std::string::npos) end = text.size();
    const std::string paragraph = text.substr(start, end - start);
    if (!paragraph.empty()) {
      ui::TextWrappedIn(paragraph, ui::GetFonts().body, ui::colour::kCream);
      ImGui::Dummy(ImVec2(0, 6));
    }
    start = end + 2;
  }
}

// A rules page's paragraphs, each wrapped, its lines one under the other.
void DrawPage(const std::vector<RulesParagraph>& paragraphs) {
  for (const RulesParagraph& paragraph : paragraphs) {
    ui::TextWrappedIn(TranslatedParagraph(paragraph, "\n"), ui::GetFonts().body,
                      ui::colour::kCream);
    ImGui::Dummy(ImVec2(0, 6));
  }
}

// The same keys on every game's table (App::Shortcut, ui/keyboard_focus.h), and touch.
constexpr const char* kInputHelp =
    // TRANSLATORS: the key names are those printed on keyboards; a blank line starts a paragraph.
    N_("Keyboard: Tab and Shift+Tab, or the arrow keys, move the gold focus ring over what you may "
       "choose now; Enter or Space chooses it; Escape cancels a half-made choice, closes the menu "
       "or goes back.\n"
       "On the table: H asks for a hint, U (or Ctrl+Z) undoes, M opens the menu, ? opens these "
       "rules. Page Up, Page Down and the arrow keys scroll this page.\n\n"
       "Touch: tap to choose; drag to scroll a list or your hand; press and hold a dimmed card, "
       "space or button to read why it cannot be chosen now.");

// Keys that scroll the rules (the Back button is the page's only target, so the arrows are
// free): one line for an arrow, most of the visible text for Page Up / Page Down.
void ScrollWithKeys() {
  if (ImGui::GetIO().WantTextInput) return;
  const float line = ImGui::GetTextLineHeightWithSpacing() * 2;
  const float page = ImGui::GetWindowHeight() * 0.85f;
  float by = 0;
  if (ImGui::IsKeyPressed(ImGuiKey_DownArrow)) by += line;
  if (ImGui::IsKeyPressed(ImGuiKey_UpArrow)) by -= line;
  if (ImGui::IsKeyPressed(ImGuiKey_PageDown)) by += page;
  if (ImGui::IsKeyPressed(ImGuiKey_PageUp)) by -= page;
  if (ImGui::IsKeyPressed(ImGuiKey_Home, false)) by = -ImGui::GetScrollY();
  if (ImGui::IsKeyPressed(ImGuiKey_End, false)) by = ImGui::GetScrollMaxY();
  if (by != 0)
    ImGui::SetScrollY(std::clamp(ImGui::GetScrollY() + by, 0.0f, ImGui::GetScrollMaxY()));
}

}  // namespace

void RulesScreen::Receive(const std::string& game_id, const std::string& text,
                          const std::string& error) {
  asked_.erase(game_id);
  RulesPage page;
  Status status = error.empty() ? ParseRulesPage(text, &page) : Status::Error(error);
  if (status.ok() && page.game_id != game_id) {
    status = Status::Error(Tr("This rules page is another game's."));
  }
  if (status.ok()) {
    problems_.erase(game_id);
    pages_[game_id] = std::move(page);
  } else {
    problems_[game_id] = status.message();
  }
}

const RulesPage* RulesScreen::page() const {
  const auto found = pages_.find(game_id_);
  return found == pages_.end() ? nullptr : &found->second;
}

std::string RulesScreen::problem() const {
  const auto found = problems_.find(game_id_);
  return found == problems_.end() ? std::string() : found->second;
}

void RulesScreen::Draw(ScreenContext& context) {
  const ui::Fonts& fonts = ui::GetFonts();
  ui::BeginScreen("rules");
  const GameEntry* entry = FindGame(game_id_);
  const float column = std::min(900.0f, ImGui::GetContentRegionAvail().x);
  const float left = std::max(0.0f, (ImGui::GetWindowWidth() - column) * 0.5f);

  if (ui::BackAndTitle(context.widgets, "rules:back",
                       entry != nullptr ? entry->game->Name() : Tr("Rules"), left)) {
    context.nav.CloseRules();
  }

  ImGui::SetCursorPosX(left);
  ImGui::PushStyleColor(ImGuiCol_ChildBg, ui::colour::kPanel);
  ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(28, 22));
  ImGui::BeginChild("rules-text", ImVec2(column, ImGui::GetContentRegionAvail().y),
                    ImGuiChildFlags_AlwaysUseWindowPadding);
  ui::RegisterScrollArea(context.widgets, "rules:text");
  if (const RulesPage* rules = page(); entry != nullptr && rules != nullptr) {
    ImGui::PushFont(fonts.heading);
    ui::Label(Tr("How to play"));
    ImGui::PopFont();
    DrawPage(rules->how_to_play);
    ImGui::Separator();
    ImGui::PushFont(fonts.heading);
    ui::Label(Tr("How Tinsel reads the rulebook"));
    ImGui::PopFont();
    DrawPage(rules->rulings);
  } else if (entry == nullptr) {
    ui::Label(Tr("The rules of this game are coming soon."));
  } else if (const std::string why = problem(); !why.empty()) {
    // TRANSLATORS: {problem} says why the rules page could not be read (offline before it
    // was kept, say).
    ui::TextWrappedIn(TrFormat("The rules could not be opened ({problem}). Try again when this "
                               "device is online.",
                               {{"problem", why}}),
                      fonts.body, ui::colour::kCream);
  } else {
    ui::Label(Tr("Opening the rules..."));
  }
  ImGui::Separator();
  ImGui::PushFont(fonts.heading);
  ui::Label(Tr("Keys and touch"));
  ImGui::PopFont();
  DrawParagraphs(Tr(kInputHelp));
  ScrollWithKeys();
  ImGui::EndChild();
  ImGui::PopStyleVar();
  ImGui::PopStyleColor();
  ui::EndScreen();
}

}  // namespace tinsel::app
