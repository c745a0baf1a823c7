#include "screens/home_screen.h"

#include <algorithm>

#include "tinsel/translate.h"
#include "tinsel/words.h"
#include "ui/controls.h"
#include "ui/drawn_text.h"
#include "ui/input_state.h"
#include "ui/language_choice.h"
#include "ui/theme.h"
#include "views/game_view.h"

namespace tinsel::app {

HomeScreen::HomeScreen()
    : catalog_(GameCatalog([](const std::string& id) { return MakeGameView(id) != nullptr; })) {}

void HomeScreen::Draw(ScreenContext& context) {
  ui::BeginScreen("home");
  const ImVec2 avail = ImGui::GetContentRegionAvail();
  // Everything in a region a finger (or the wheel) scrolls when it is taller than the screen
  // (a phone on its side); centred vertically when it fits, by the height it took last frame.
  ImGui::BeginChild("home-body", avail, ImGuiChildFlags_None,
                    ImGuiWindowFlags_NoBackground | ImGuiWindowFlags_NoScrollbar);
  ui::RegisterScrollArea(context.widgets, "home:body");
  const float start_y = ImGui::GetCursorPosY();
  if (content_height_ > 0 && content_height_ < avail.y) {
    ImGui::SetCursorPosY(start_y + (avail.y - content_height_) * 0.4f);
  }
  const float top_y = ImGui::GetCursorPosY();
  DrawTitle(context, avail);
  DrawContinue(context, avail);
  DrawCards(context, avail);
  DrawFooter(context, avail);
  content_height_ = ImGui::GetCursorPosY() - top_y;
  ImGui::EndChild();
  ui::EndScreen();
}

// The unfinished game, one tap away: a wide button above the cards, as wide as their row.
void HomeScreen::DrawContinue(ScreenContext& context, ImVec2 avail) {
  if (continue_slot_.empty()) return;
  const float width = CardRowWidth(avail);
  ImGui::SetCursorPosX(std::max(0.0f, (ImGui::GetWindowWidth() - width) * 0.5f));
  ImGui::PushFont(ui::GetFonts().bold);
  if (ui::Button(context.widgets, "home:continue", continue_label_, ImVec2(width, 0),
                 ui::Tone::kPrimary)) {
    context.nav.ContinueGame(continue_slot_);
  }
  ImGui::PopFont();
  ImGui::Dummy(ImVec2(0, CardGap(avail) * 0.5f));
}

// The title with a star on each side, and the line under it; on a phone on its side, Saved
// games and the language menu beside it.
void HomeScreen::DrawTitle(ScreenContext& context, ImVec2 avail) {
  const ui::Fonts& fonts = ui::GetFonts();
  const bool short_window = avail.y < 700;
  ImGui::Dummy(ImVec2(0, std::clamp(avail.y * 0.03f - 8, 0.0f, 30.0f)));
  // A phone on its side: a smaller title leaves the room to the games, and Saved games moves up
  // beside it (below the cards it would be scrolled out of sight).
  const bool short_landscape = avail.y < 450;
  // An upright phone: the smaller title too, so the four cards and Saved games fit unscrolled.
  const bool narrow = avail.x < 560;
  ImFont* title_font = short_landscape || narrow ? fonts.heading : fonts.title;
  constexpr float kSavedGamesBesideTitle = 200;  // the button's width there
  constexpr float kLanguageBesideTitle = 150;    // the language menu's, left of it
  constexpr float kBesideTitleGap = 8;
  constexpr float kStarRoom = 40 + 18 + 8;  // a star's centre, its radius and a gap
  const float row_left = std::max(0.0f, (ImGui::GetWindowWidth() - CardRowWidth(avail)) * 0.5f);
  // A small phone on its side (one column of cards, 667x375): the centred title would run
  // under Saved games, so the title moves to the row's left.
  bool title_at_left = false;
  if (short_landscape) {
    ImGui::PushFont(title_font);
    const float title_width = ImGui::CalcTextSize("Tinsel").x;
    ImGui::PopFont();
    const float centred_right = (ImGui::GetWindowWidth() + title_width) * 0.5f + kStarRoom;
    title_at_left = centred_right > ImGui::GetWindowWidth() - row_left - kSavedGamesBesideTitle -
                                        kBesideTitleGap - kLanguageBesideTitle;
  }
  if (title_at_left) {
    ImGui::SetCursorPosX(row_left + kStarRoom);
    ImGui::PushFont(title_font);
    ImGui::PushStyleColor(ImGuiCol_Text, ui::colour::kGold);
    ui::Label("Tinsel");
    ImGui::PopStyleColor();
    ImGui::PopFont();
  } else {
    ui::TextCentered("Tinsel", title_font, ui::colour::kGold);
  }
  {
    ImDrawList* draw = ImGui::GetWindowDrawList();
    const ImVec2 min = ImGui::GetItemRectMin();
    const ImVec2 max = ImGui::GetItemRectMax();
    const float y = (min.y + max.y) * 0.5f;
    ui::DrawStar(draw, ImVec2(min.x - 40, y), 18, ui::colour::kGold, ui::colour::kRed);
    ui::DrawStar(draw, ImVec2(max.x + 40, y), 18, ui::colour::kGold, ui::colour::kRed);
    if (short_landscape) {
      const float button_width = kSavedGamesBesideTitle;
      const float right = ImGui::GetWindowPos().x + ImGui::GetWindowWidth() - row_left;
      const ImVec2 below = ImGui::GetCursorScreenPos();
      ImGui::SetCursorScreenPos(
          ImVec2(right - button_width, std::max(min.y, y - ImGui::GetFrameHeight() * 0.5f)));
      DrawSavedGamesButton(context, button_width);
      const float bottom = ImGui::GetItemRectMax().y;
      ImGui::SetCursorScreenPos(
          ImVec2(right - button_width - kBesideTitleGap - kLanguageBesideTitle,
                 std::max(min.y, y - ImGui::GetFrameHeight() * 0.5f)));
      ui::LanguageChoice(context.widgets, "home:language", context.language, kLanguageBesideTitle,
                         /*compact=*/true);
      ImGui::SetCursorScreenPos(ImVec2(below.x, std::max(below.y, bottom + 4)));
    }
  }
  if (!short_window && avail.x >= 560) {
    // No count: the registry says how many games there are.
    ui::TextCentered(Tr("Holiday tabletop games for the family table"), fonts.body,
                     ui::colour::kCreamDim);
  }
  ImGui::Dummy(ImVec2(0, std::clamp(avail.y * 0.03f - 6, 2.0f, 30.0f)));
}

void HomeScreen::DrawCards(ScreenContext& context, ImVec2 avail) {
  const bool short_landscape = avail.y < 450;
  // Cards: four in a row on wide screens, two by two otherwise, one above the other on a
  // portrait phone. Phones get compact cards (name, players, buttons; the pitch is on the
  // rules page).
  const int count = static_cast<int>(catalog_.size());
  const int columns = CardColumns(avail);
  const bool compact = avail.x < 700 || avail.y < 560;
  const float gap = CardGap(avail);
  const float width = CardWidth(avail);
  const int rows = (count + columns - 1) / columns;
  // A button's height: a finger's on a touch screen.
  const float button_height = std::max(ImGui::GetFrameHeight(), ui::MinHitSize());
  // Below the last row: the gap, the Saved games row and the spacing around them.
  const float spacing = ImGui::GetStyle().ItemSpacing.y;
  const float footer = short_landscape ? 8 : gap + 2 + 3 * spacing + button_height + 4;
  // At least the name, the players and the buttons (a card never clips its own buttons).
  const float least = 12 + ui::GetFonts().heading->FontSize * ImGui::GetIO().FontGlobalScale + 6 +
                      ImGui::GetFontSize() + 6 + button_height + 12;
  const float height = std::clamp(
      (ImGui::GetContentRegionAvail().y - footer - gap * (rows - 1)) / rows,
      compact ? std::max(96.0f, least) : 170.0f, compact ? std::max(140.0f, least) : 280.0f);
  const float row_width = CardRowWidth(avail);
  for (int i = 0; i < count; ++i) {
    if (i % columns == 0) {
      ImGui::SetCursorPosX(std::max(0.0f, (ImGui::GetWindowWidth() - row_width) * 0.5f));
    } else {
      ImGui::SameLine(0, gap);
    }
    DrawCard(context, catalog_[i], ImVec2(width, height), compact);
    if (i % columns == columns - 1) ImGui::Dummy(ImVec2(0, gap - ImGui::GetStyle().ItemSpacing.y));
  }
}

// Below the cards: Saved games, the size setting and the language menu (on a phone on its
// side they are beside the title).
void HomeScreen::DrawFooter(ScreenContext& context, ImVec2 avail) {
  const bool short_landscape = avail.y < 450;
  const bool compact = avail.x < 700 || avail.y < 560;
  const float row_width = CardRowWidth(avail);
  ImGui::Dummy(ImVec2(0, 2));
  // Saved games and, beside it, the size setting (everything larger or smaller, remembered on
  // this device; on a phone it is in the table's menu).
  // The language menu beside them (on a phone on its side, beside the title with Saved games).
  const float gap_x = compact ? 10 : 24;
  if (!short_landscape) {
    const float button_width = compact ? std::min(200.0f, (row_width - gap_x) * 0.5f) : 240;
    const float size_width = 400;
    const float language_width = compact ? button_width : 300;
    const float row =
        compact ? 2 * button_width + gap_x : button_width + size_width + language_width + 2 * gap_x;
    const bool language_below = row > ImGui::GetWindowWidth();
    ImGui::SetCursorPosX(std::max(0.0f, (ImGui::GetWindowWidth() - row) * 0.5f));
    DrawSavedGamesButton(context, button_width);
    if (!compact) {
      ImGui::SameLine(0, gap_x);
      ui::SizeChoice(context.widgets, "home:size", context.ui_size, size_width);
    }
    if (language_below) {
      ImGui::SetCursorPosX((ImGui::GetWindowWidth() - language_width) * 0.5f);
    } else {
      ImGui::SameLine(0, gap_x);
    }
    ui::LanguageChoice(context.widgets, "home:language", context.language, language_width, compact);
  }
}

// Cards: four in a row on wide screens, two by two otherwise, one above the other on a
// portrait phone.
int HomeScreen::CardColumns(ImVec2 avail) const {
  const int count = static_cast<int>(catalog_.size());
  return avail.x < 700 ? 1 : (avail.x >= 1500 ? std::min(4, count) : std::min(2, count));
}

float HomeScreen::CardGap(ImVec2 avail) const {
  const bool compact = avail.x < 700 || avail.y < 560;
  return avail.y < 700 || compact ? 10 : 24;
}

float HomeScreen::CardWidth(ImVec2 avail) const {
  const int columns = CardColumns(avail);
  return std::min(440.0f, (avail.x - CardGap(avail) * (columns - 1)) / columns);
}

float HomeScreen::CardRowWidth(ImVec2 avail) const {
  const int columns = CardColumns(avail);
  return CardWidth(avail) * columns + CardGap(avail) * (columns - 1);
}

void HomeScreen::DrawSavedGamesButton(ScreenContext& context, float width) {
  ImGui::PushFont(ui::GetFonts().bold);
  if (ui::Button(context.widgets, "home:saves", Tr("Saved games"), ImVec2(width, 0),
                 ui::Tone::kSecondary)) {
    context.nav.OpenSaves();
  }
  ImGui::PopFont();
}

void HomeScreen::DrawCard(ScreenContext& context, const CatalogEntry& game, ImVec2 size,
                          bool compact) {
  // Playable once both the rules engine and its table view exist; the rules page as soon
  // as the engine does.
  const bool playable = game.entry != nullptr && game.has_view;
  ImGui::PushStyleColor(ImGuiCol_ChildBg,
                        playable ? ui::colour::kCream : IM_COL32(228, 220, 200, 255));
  ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(20, 12));
  ImGui::BeginChild(("card-" + game.id).c_str(), size, ImGuiChildFlags_AlwaysUseWindowPadding,
                    ImGuiWindowFlags_NoScrollbar | ImGuiWindowFlags_NoScrollWithMouse);
  const float picture = DrawCardPicture(size, playable);
  ImGui::PushStyleVar(ImGuiStyleVar_ItemSpacing, ImVec2(12, 6));
  // Text and buttons stop short of the tree: nothing drawn over the words.
  const float clear = size.x - picture - 24;
  DrawCardText(game, clear, compact);
  // Buttons sit on the card's bottom edge whatever the pitch's length.
  ImGui::SetCursorPosY(std::max(ImGui::GetCursorPosY(), size.y - ImGui::GetFrameHeight() -
                                                            ImGui::GetStyle().WindowPadding.y));
  const float spacing = ImGui::GetStyle().ItemSpacing.x;
  // Play, Learn and Rules share the row.
  DrawCardButtons(context, game, playable,
                  std::clamp((clear - ImGui::GetCursorPosX() - 2 * spacing) / 3, 72.0f, 120.0f));
  ImGui::PopStyleVar();
  ImGui::EndChild();
  ImGui::PopStyleVar();
  ImGui::PopStyleColor();
}

float HomeScreen::DrawCardPicture(ImVec2 size, bool playable) {
  ImDrawList* draw = ImGui::GetWindowDrawList();
  const ImVec2 min = ImGui::GetWindowPos();
  const ImVec2 max(min.x + size.x, min.y + size.y);
  // A red ribbon down the left edge and a gold frame: a gift tag.
  draw->AddRectFilled(min, ImVec2(min.x + 8, max.y), ui::colour::kRed, 14,
                      ImDrawFlags_RoundCornersLeft);
  draw->AddRect(min, max, ui::colour::kGold, 14, 0, 2.5f);
  // A little tree in the corner: every card a present under it.
  const float h = std::min(size.y * 0.4f, 64.0f);
  const ImVec2 foot(max.x - h * 0.5f - 16, max.y - 12);
  const ImU32 green = playable ? ui::colour::kPine : IM_COL32(150, 160, 150, 255);
  draw->AddRectFilled(ImVec2(foot.x - h * 0.08f, foot.y - h * 0.15f),
                      ImVec2(foot.x + h * 0.08f, foot.y), ui::colour::kBark);
  for (int tier = 0; tier < 3; ++tier) {
    const float top = foot.y - h + tier * h * 0.22f;
    const float half = h * (0.22f + tier * 0.1f);
    draw->AddTriangleFilled(ImVec2(foot.x, top), ImVec2(foot.x + half, top + h * 0.42f),
                            ImVec2(foot.x - half, top + h * 0.42f), green);
  }
  ui::DrawStar(draw, ImVec2(foot.x, foot.y - h), h * 0.14f,
               playable ? ui::colour::kGold : IM_COL32(190, 180, 160, 255),
               playable ? ui::colour::kRed : IM_COL32(150, 140, 120, 255));
  return h * 0.84f + 16;
}

void HomeScreen::DrawCardText(const CatalogEntry& game, float wrap, bool compact) {
  const ui::Fonts& fonts = ui::GetFonts();
  ImGui::PushStyleColor(ImGuiCol_Text, ui::colour::kInk);
  ImGui::PushTextWrapPos(wrap);
  // The whole name: the heading font where it fits on one line, else the bold one (wrapped
  // if need be).
  ImFont* name_font = fonts.heading;
  ImGui::PushFont(name_font);
  if (compact && ImGui::CalcTextSize(game.name.c_str()).x > wrap - ImGui::GetCursorPosX()) {
    name_font = fonts.bold;
  }
  ImGui::PopFont();
  ImGui::PushFont(name_font);
  ui::Label(game.name);
  ImGui::PopFont();
  ImGui::PushFont(fonts.bold);
  ImGui::PushStyleColor(ImGuiCol_Text, ui::colour::kRed);
  ui::Label(PlayerRange(game.min_players, game.max_players));
  ImGui::PopStyleColor();
  ImGui::PopFont();
  if (!compact) ui::Label(game.Pitch());
  ImGui::PopTextWrapPos();
  ImGui::PopStyleColor();
}

void HomeScreen::DrawCardButtons(ScreenContext& context, const CatalogEntry& game, bool playable,
                                 float button) {
  const float button_height = ImGui::GetFrameHeight();
  ImGui::PushFont(ui::GetFonts().bold);
  if (playable) {
    // The keyboard starts at the first game's Play.
    if (context.widgets.first_stop().empty()) context.widgets.SetFirstStop("home:play:" + game.id);
    if (ui::Button(context.widgets, "home:play:" + game.id, TrContext("button", "Play"),
                   ImVec2(button, 0))) {
      context.nav.OpenSetup(game.id);
    }
    ImGui::SameLine();
    if (ui::Button(context.widgets, "home:learn:" + game.id, Tr("Learn"), ImVec2(button, 0),
                   ui::Tone::kSecondary)) {
      context.nav.OpenLesson(game.id);
    }
    ImGui::SameLine();
    if (ui::Button(context.widgets, "home:rules:" + game.id, Tr("Rules"), ImVec2(button, 0),
                   ui::Tone::kQuietOnCard)) {
      context.nav.OpenRules(game.id);
    }
    ImGui::PopFont();
    return;
  }
  // A disabled Play keeps the four-games layout (and the test hook ids) the same.
  ui::Button(context.widgets, "home:play:" + game.id, TrContext("button", "Play"),
             ImVec2(button, 0), ui::Tone::kPrimary,
             /*enabled=*/false);
  ImGui::SameLine();
  if (game.entry != nullptr) {
    if (ui::Button(context.widgets, "home:rules:" + game.id, Tr("Rules"), ImVec2(button, 0),
                   ui::Tone::kSecondary)) {
      context.nav.OpenRules(game.id);
    }
    ImGui::SameLine();
  }
  ImDrawList* draw = ImGui::GetWindowDrawList();
  const ImVec2 tag_min = ImGui::GetCursorScreenPos();
  const char* text = Tr("Coming soon");
  const ImVec2 text_size = ImGui::CalcTextSize(text);
  const ImVec2 tag_max(tag_min.x + text_size.x + 28, tag_min.y + button_height);
  draw->AddRectFilled(tag_min, tag_max, ui::colour::kGold, button_height * 0.5f);
  ui::DrawText(draw, ImGui::GetFont(), ImGui::GetFontSize(),
               ImVec2(tag_min.x + 14, tag_min.y + (button_height - text_size.y) * 0.5f),
               ui::colour::kInk, text);
  ImGui::Dummy(ImVec2(tag_max.x - tag_min.x, button_height));
  ImGui::PopFont();
}

}  // namespace tinsel::app
