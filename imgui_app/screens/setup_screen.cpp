#include "screens/setup_screen.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <random>

#include "model/play/seat_names.h"
#include "model/words/option_words.h"
#include "tinsel/rng.h"
#include "tinsel/seed.h"
#include "tinsel/session.h"
#include "tinsel/translate.h"
#include "ui/controls.h"
#include "ui/drawn_text.h"
#include "ui/theme.h"

namespace tinsel::app {
namespace {

constexpr const char* kBotNames[] = {"Holly", "Ivy", "Noel", "Carol", "Jack", "Merry"};

template <size_t N>
void SetName(std::array<char, N>& buffer, const std::string& name) {
  buffer.fill(0);
  std::strncpy(buffer.data(), name.c_str(), buffer.size() - 1);
}

// Cuts the UTF-8 text in `buffer` after `characters` characters (a name's longest).
void KeepCharacters(char* buffer, size_t characters) {
  size_t seen = 0;
  for (char* at = buffer; *at != 0; ++at) {
    const bool starts_character = (static_cast<unsigned char>(*at) & 0xC0) != 0x80;
    if (starts_character && seen++ == characters) {
      *at = 0;
      return;
    }
  }
}

void SectionHeading(const char* text) {
  ImGui::Dummy(ImVec2(0, 6));
  ImGui::PushFont(ui::GetFonts().heading);
  ImGui::PushStyleColor(ImGuiCol_Text, ui::colour::kGold);
  ui::Label(text);
  ImGui::PopStyleColor();
  ImGui::PopFont();
}

// The width ImGui gives a button of `label` with the current font.
float ButtonWidth(const std::string& label) {
  return ImGui::CalcTextSize(label.c_str()).x + ImGui::GetStyle().FramePadding.x * 2;
}

// Puts the next item of `width` beside the last one when it fits in the window's content
// region, on a new line otherwise: rows of choices wrap instead of running off the edge.
void SameLineOrWrap(float width, float spacing) {
  const float right = ImGui::GetWindowPos().x + ImGui::GetWindowContentRegionMax().x;
  if (ImGui::GetItemRectMax().x + spacing + width <= right) ImGui::SameLine(0, spacing);
}

// A bot level's strength in family words: "Hard: ...".
std::string StrengthWords(const BotKind& kind) {
  // TRANSLATORS: {level} is a bot's level ("Hard"), {strength} how strong it plays.
  return TrFormat("{level}: {strength}.",
                  {{"level", Tr(kind.label.c_str())}, {"strength", Tr(kind.strength.c_str())}});
}

}  // namespace

uint64_t SetupScreen::RandomSeed() {
  std::random_device device;
  const uint64_t entropy = (static_cast<uint64_t>(device()) << 32) ^ device();
  const auto ticks = std::chrono::system_clock::now().time_since_epoch().count();
  // Keep seeds short enough to read out and type back in.
  return Rng::Mix(entropy, static_cast<uint64_t>(ticks)) % 1000000000000ull;
}

void SetupScreen::Open(const std::string& game_id) {
  game_id_ = game_id;
  scroll_to_top_ = true;
  error_.clear();
  start_requested_ = false;
  seed_.fill(0);
  options_.clear();
  offer_invite_ = false;
  const GameEntry* entry = FindGame(game_id);
  if (entry == nullptr) return;
  players_ = std::clamp(2, entry->game->MinPlayers(), entry->game->MaxPlayers());
  std::string default_level = entry->bots.empty() ? "" : entry->bots.front().id;
  for (const BotKind& kind : entry->bots) {
    if (kind.id == kDefaultBotLevel) default_level = kind.id;
  }
  for (int i = 0; i < kMaxSeats; ++i) {
    SeatEdit& seat = seats_[i];
    seat.bot = i > 0;
    seat.invited = false;
    seat.coached = false;
    // The names Tinsel gives, as the player reads them (kept in English when the game starts).
    SetName(seat.name, i == 0 ? NameAsShown("You") : kBotNames[i - 1]);
    seat.level = default_level;
  }
}

void SetupScreen::Draw(ScreenContext& context) {
  const ui::Fonts& fonts = ui::GetFonts();
  ui::BeginScreen("setup");
  const GameEntry* entry = FindGame(game_id_);
  if (entry == nullptr) {
    ui::TextCentered(Tr("This game is not available."), fonts.heading, ui::colour::kCream);
    if (ui::Button(context.widgets, "setup:back", Tr("Back"), ImVec2(160, 0), ui::Tone::kQuiet)) {
      context.nav.GoHome();
    }
    ui::EndScreen();
    return;
  }
  const Game& game = *entry->game;
  if (start_requested_) {
    start_requested_ = false;
    Start(context);
  }

  const float column = std::min(820.0f, ImGui::GetContentRegionAvail().x);
  const float left = std::max(0.0f, (ImGui::GetWindowWidth() - column) * 0.5f);
  const float footer = ImGui::GetFrameHeight() + 40;

  ImGui::SetCursorPosX(left);
  ImGui::BeginGroup();
  // The title font when the name fits the column, the heading font (wrapped) on a phone.
  ImFont* title_font = fonts.title;
  ImGui::PushFont(title_font);
  if (ImGui::CalcTextSize(game.Name().c_str()).x > column) title_font = fonts.heading;
  ImGui::PopFont();
  ImGui::PushTextWrapPos(left + column);
  ui::TextWrappedIn(game.Name(), title_font, ui::colour::kGold);
  ImGui::PopTextWrapPos();
  ImGui::EndGroup();

  ImGui::SetCursorPosX(left);
  ImGui::BeginChild("setup-body", ImVec2(column, ImGui::GetContentRegionAvail().y - footer));
  if (scroll_to_top_) {  // a new setup starts at its top, not where the last one was left
    ImGui::SetScrollY(0);
    scroll_to_top_ = false;
  }
  ui::RegisterScrollArea(context.widgets, "setup:body");
  if (offer_lesson_) {
    // The first time a game is chosen: its guided first game, before any setting.
    ui::TextWrappedIn(TrFormat("New to {game}? A guided first game teaches it in about five "
                               "minutes.",
                               {{"game", game.Name()}}),
                      ui::GetFonts().body, ui::colour::kCream);
    ImGui::PushFont(ui::GetFonts().bold);
    if (ui::Button(context.widgets, "setup:learn", Tr("Learn to play"), ImVec2(0, 0),
                   ui::Tone::kSecondary)) {
      context.nav.OpenLesson(game_id_);
    }
    ImGui::PopFont();
  }
  DrawPlayerCount(context, game);
  const bool phone = context.layout.kind == LayoutKind::kPhonePortrait ||
                     context.layout.kind == LayoutKind::kPhoneLandscape;
  if (phone) {
    // A phone shows few seat rows at once (upright, each wraps to several lines): the options
    // (which follow the count) come first, so they are not below the fold. Start stays in the
    // footer, always in view.
    DrawOptions(context, game);
    SectionHeading(Tr("Who plays"));
    DrawSeats(context, *entry);
  } else {
    DrawSeats(context, *entry);
    DrawOptions(context, game);
  }

  // The seed, in a family's words; the save and the links still call it "seed".
  SectionHeading(Tr("Game number"));
  ImGui::PushStyleColor(ImGuiCol_Text, ui::colour::kInk);
  ImGui::PushStyleColor(ImGuiCol_TextDisabled, IM_COL32(120, 110, 95, 255));
  ImGui::SetNextItemWidth(260);
  // TRANSLATORS: shown in the empty game number field: a new game number is drawn.
  ui::TextField(context.widgets, "setup:seed", Tr("random"), seed_.data(), seed_.size(),
                ImGuiInputTextFlags_CharsDecimal);
  ImGui::PopStyleColor(2);
  ui::TextWrappedIn(Tr("Leave empty for a new deal (the same number deals the same game)."),
                    ui::GetFonts().body, ui::colour::kCreamDim);
  // Last in the body, so nothing above it moves (taps and clicks land where they always did).
  if (context.nav.CanInvite()) {
    SectionHeading(Tr("Several devices"));
    // Players on their own phones or computers: each seat may then be "Invite" (the seats of
    // a game at one device keep their two choices).
    if (ui::Button(
            context.widgets, "setup:devices",
            offer_invite_ ? Tr("Everyone at this device") : Tr("Invite players on other devices"),
            ImVec2(0, 0), ui::Tone::kSecondary)) {
      offer_invite_ = !offer_invite_;
      if (!offer_invite_) {
        for (SeatEdit& seat : seats_) seat.invited = false;
      } else {
        const TableConnection kept = context.nav.KeptConnection();
        std::snprintf(relays_.data(), relays_.size(), "%s", kept.relays.c_str());
        std::snprintf(ice_.data(), ice_.size(), "%s", kept.ice.c_str());
      }
    }
    if (offer_invite_) DrawConnection(context);
  }
  ImGui::EndChild();

  DrawFooter(context, left, column);
  ui::EndScreen();
}

void SetupScreen::DrawConnection(ScreenContext& context) {
  // For tests and self-hosters; the invitation link carries them to the guests.
  ui::TextWrappedIn(Tr("Where the devices find each other: leave both empty for Tinsel's public "
                       "relays (web addresses starting wss://, separated by commas)."),
                    ui::GetFonts().body, ui::colour::kCreamDim);
  ImGui::PushStyleColor(ImGuiCol_Text, ui::colour::kInk);
  ImGui::PushStyleColor(ImGuiCol_TextDisabled, IM_COL32(120, 110, 95, 255));
  ImGui::SetNextItemWidth(-1);
  ui::TextField(context.widgets, "setup:relays", Tr("signalling relays: public"), relays_.data(),
                relays_.size());
  ImGui::SetNextItemWidth(-1);
  ui::TextField(context.widgets, "setup:ice", Tr("ICE servers: public STUN (or none)"), ice_.data(),
                ice_.size());
  ImGui::PopStyleColor(2);
}

void SetupScreen::DrawFooter(ScreenContext& context, float left, float column) {
  // Back on the left, Start on the right, the error (a bad seed) between.
  ImGui::SetCursorPosX(left);
  ImGui::Dummy(ImVec2(0, 4));
  ImGui::SetCursorPosX(left);
  ImGui::PushFont(ui::GetFonts().bold);
  // Back and Start share the row and never overlap, however narrow the column.
  const float spacing = ImGui::GetStyle().ItemSpacing.x;
  const ui::FooterWidths widths = ui::FooterButtonWidths(column);
  const float back_width = widths.back;
  const float start_width = widths.action;
  if (ui::Button(context.widgets, "setup:back", Tr("Back"), ImVec2(back_width, 0),
                 ui::Tone::kQuiet)) {
    context.nav.GoHome();
  }
  ImGui::SameLine();
  const float error_width = column - back_width - start_width - 2 * spacing;
  if (!error_.empty() && ImGui::CalcTextSize(error_.c_str()).x <= error_width) {
    ImGui::PushStyleColor(ImGuiCol_Text, IM_COL32(255, 190, 170, 255));
    ui::Label(error_);
    ImGui::PopStyleColor();
    ImGui::SameLine();
  }
  ImGui::SetCursorPosX(left + column - start_width);
  context.widgets.SetFirstStop("setup:start");  // the keyboard starts at Start
  // With invited seats, Start opens the table and its invitation first.
  if (ui::Button(context.widgets, "setup:start", AnyInvited() ? Tr("Invite") : Tr("Start"),
                 ImVec2(start_width, 0))) {
    Start(context);
  }
  ImGui::PopFont();
}

void SetupScreen::DrawPlayerCount(ScreenContext& context, const Game& game) {
  SectionHeading(Tr("Players"));
  for (int n = game.MinPlayers(); n <= std::min(game.MaxPlayers(), kMaxSeats); ++n) {
    if (n > game.MinPlayers()) ImGui::SameLine();
    const std::string label = std::to_string(n);
    if (ui::Button(context.widgets, "setup:players:" + label, label, ImVec2(56, 0),
                   n == players_ ? ui::Tone::kSelected : ui::Tone::kQuiet)) {
      players_ = n;
    }
  }
  ImGui::Dummy(ImVec2(0, 4));
}

void SetupScreen::DrawSeats(ScreenContext& context, const GameEntry& entry) {
  // Where the seats' fields start: past the widest "Seat N" in the language read.
  ImGui::PushFont(ui::GetFonts().bold);
  const float indent = std::max(
      90.0f,
      ImGui::CalcTextSize(TrFormat("Seat {seat}", {{"seat", FormatNumber(players_)}}).c_str()).x +
          ImGui::GetStyle().ItemSpacing.x + 4);
  ImGui::PopFont();
  for (int i = 0; i < players_; ++i) {
    SeatEdit& seat = seats_[i];
    const std::string seat_id = "setup:seat:" + std::to_string(i);
    ImGui::PushID(i);
    ImGui::AlignTextToFramePadding();
    ImGui::PushFont(ui::GetFonts().bold);
    ui::Label(TrFormat("Seat {seat}", {{"seat", FormatNumber(i + 1)}}));
    ImGui::PopFont();
    ImGui::SameLine(indent);
    if (seat.invited) {
      // The guest types their own name on their device.
      ImGui::PushStyleColor(ImGuiCol_Text, ui::colour::kCreamDim);
      ImGui::SetNextItemWidth(std::min(190.0f, ImGui::GetContentRegionAvail().x));
      ui::Label(Tr("on their device"));
      ImGui::PopStyleColor();
    } else {
      ImGui::PushStyleColor(ImGuiCol_Text, ui::colour::kInk);
      ImGui::SetNextItemWidth(std::min(190.0f, ImGui::GetContentRegionAvail().x));
      if (ui::TextField(context.widgets, seat_id + ":name", "", seat.name.data(),
                        seat.name.size())) {
        KeepCharacters(seat.name.data(), kMaxNameLength);
      }
      ImGui::PopStyleColor();
    }
    // Chosen: gold and filled; not chosen: an outline (a filled button looks chosen).
    SameLineOrWrap(ButtonWidth(Tr("Human")), ImGui::GetStyle().ItemSpacing.x);
    if (ImGui::GetCursorPosX() < indent) ImGui::SetCursorPosX(indent);
    if (ui::Button(context.widgets, seat_id + ":human", Tr("Human"), ImVec2(0, 0),
                   seat.bot || seat.invited ? ui::Tone::kQuiet : ui::Tone::kSelected)) {
      seat.bot = false;
      seat.invited = false;
      // Several people at one device: the "You" of the one-player default becomes a name.
      for (int other = 0; other < players_; ++other) {
        if (other != i && !seats_[other].bot &&
            IsYou(NameFromShown(seats_[other].name.data(), kMaxSeats))) {
          SetName(seats_[other].name, NameAsShown("Player " + std::to_string(other + 1)));
        }
      }
    }
    SameLineOrWrap(ButtonWidth(Tr("Bot")), 4);
    if (ui::Button(context.widgets, seat_id + ":bot", Tr("Bot"), ImVec2(0, 0),
                   seat.bot ? ui::Tone::kSelected : ui::Tone::kQuiet)) {
      seat.bot = true;
      seat.invited = false;
    }
    if (offer_invite_) {
      // A player on their own phone or computer, who joins from the invitation link.
      SameLineOrWrap(ButtonWidth(Tr("Invite")), 4);
      if (ImGui::GetCursorPosX() < indent) ImGui::SetCursorPosX(indent);
      if (ui::Button(context.widgets, seat_id + ":invite", Tr("Invite"), ImVec2(0, 0),
                     seat.invited ? ui::Tone::kSelected : ui::Tone::kQuiet)) {
        seat.invited = true;
        seat.bot = false;
      }
    }
    if (!seat.bot && !seat.invited) {
      // The coach: a gentle word after a clearly costly move (model/play/coach.h).
      SameLineOrWrap(ButtonWidth(Tr("Coach")), 16);
      if (ImGui::GetCursorPosX() < indent) ImGui::SetCursorPosX(indent);
      if (ui::Button(context.widgets, seat_id + ":coach", Tr("Coach"), ImVec2(0, 0),
                     seat.coached ? ui::Tone::kSelected : ui::Tone::kQuiet)) {
        seat.coached = !seat.coached;
      }
      if (seat.coached) {
        ImGui::SetCursorPosX(std::max(ImGui::GetCursorPosX(), indent));
        ImGui::PushTextWrapPos(ImGui::GetContentRegionMax().x);
        ui::TextWrappedIn(Tr("Coach: after a move the Hard bot finds clearly costly, a word on "
                             "what would do better, and why."),
                          ui::GetFonts().body, ui::colour::kCreamDim);
        ImGui::PopTextWrapPos();
      }
    }
    if (seat.bot && entry.bots.size() > 0) {
      bool first = true;
      for (const BotKind& kind : entry.bots) {
        if (!kind.listed) continue;  // older kinds: loadable from saves, not offered
        SameLineOrWrap(ButtonWidth(Tr(kind.label.c_str())), first ? 16 : 4);
        if (ImGui::GetCursorPosX() < indent) ImGui::SetCursorPosX(indent);
        first = false;
        if (ui::Button(context.widgets, seat_id + ":level:" + kind.id, Tr(kind.label.c_str()),
                       ImVec2(0, 0),
                       seat.level == kind.id ? ui::Tone::kSelected : ui::Tone::kQuiet)) {
          seat.level = kind.id;
        }
      }
      // The chosen level's strength in family words, measured (docs/bots.md, Ratings).
      for (const BotKind& kind : entry.bots) {
        if (kind.id != seat.level || kind.strength.empty()) continue;
        ImGui::SetCursorPosX(std::max(ImGui::GetCursorPosX(), indent));
        ImGui::PushTextWrapPos(ImGui::GetContentRegionMax().x);
        ui::TextWrappedIn(StrengthWords(kind), ui::GetFonts().body, ui::colour::kCreamDim);
        ImGui::PopTextWrapPos();
      }
    }
    ImGui::PopID();
  }
}

void SetupScreen::DrawOptions(ScreenContext& context, const Game& game) {
  bool any = false;
  for (const OptionSpec& spec : game.OptionSpecs()) {
    if (players_ < spec.min_players || players_ > spec.max_players) continue;
    if (!any) SectionHeading(Tr("Options"));
    any = true;
    if (!options_.count(spec.name)) options_[spec.name] = spec.values.front();
    ImGui::AlignTextToFramePadding();
    ImGui::PushFont(ui::GetFonts().bold);
    ui::Label(spec.label);
    for (const std::string& value : spec.values) {
      const OptionValueWords words = WordsForOptionValue(game.Id(), spec.name, value);
      SameLineOrWrap(ButtonWidth(words.name), ImGui::GetStyle().ItemSpacing.x);
      if (ui::Button(context.widgets, "setup:option:" + spec.name + ":" + value, words.name,
                     ImVec2(0, 0),
                     options_[spec.name] == value ? ui::Tone::kSelected : ui::Tone::kQuiet)) {
        options_[spec.name] = value;
      }
    }
    ImGui::PopFont();
    // What the chosen value means, in one line.
    const OptionValueWords chosen = WordsForOptionValue(game.Id(), spec.name, options_[spec.name]);
    ui::TextWrappedIn(chosen.explanation.empty() ? spec.help : chosen.explanation,
                      ui::GetFonts().body, ui::colour::kCreamDim);
  }
}

SessionSetup SetupScreen::Choices() const {
  SessionSetup setup;
  setup.game_id = game_id_;
  const GameEntry* entry = FindGame(game_id_);
  if (entry == nullptr) return setup;
  int humans = 0;
  for (int i = 0; i < players_; ++i) humans += seats_[i].bot || seats_[i].invited ? 0 : 1;
  for (int i = 0; i < players_; ++i) {
    Seat seat;
    // Names are how players tell seats apart: never one that shows nothing, nor "You" for one
    // of several people at the device.
    seat.name = seats_[i].invited ? "Guest " + std::to_string(i + 1)
                                  : SeatName(NameFromShown(seats_[i].name.data(), kMaxSeats), i,
                                             humans > 1 && !seats_[i].bot);
    // "You" made a bot: a bot's own name (the only one no seat gets by default).
    if (seats_[i].bot && IsYou(seat.name)) seat.name = kBotNames[kMaxSeats - 1];
    seat.bot = seats_[i].bot;
    seat.level = seat.bot ? seats_[i].level : "";
    seat.coached = !seats_[i].bot && !seats_[i].invited && seats_[i].coached;
    setup.seats.push_back(seat);
  }
  for (const OptionSpec& spec : entry->game->OptionSpecs()) {
    if (players_ < spec.min_players || players_ > spec.max_players) continue;
    auto it = options_.find(spec.name);
    if (it != options_.end()) setup.options[spec.name] = it->second;
  }
  return setup;
}

void SetupScreen::Start(ScreenContext& context) {
  if (FindGame(game_id_) == nullptr) return;
  SessionSetup setup = Choices();
  if (seed_[0] != 0) {
    const std::optional<uint64_t> seed = ParseSeed(seed_.data());
    if (!seed) {
      error_ = Tr("The game number must be a whole number.");
      return;
    }
    setup.seed = *seed;
  } else {
    setup.seed = RandomSeed();
  }
  error_.clear();
  if (AnyInvited()) {
    // The deal's seed comes from every device at the table (tinsel/fair_deal.h).
    std::vector<std::string> plan;
    for (int i = 0; i < players_; ++i) {
      plan.push_back(seats_[i].invited ? "invited" : seats_[i].bot ? "bot" : "here");
    }
    context.nav.OpenSharedTable(std::move(setup), std::move(plan), {relays_.data(), ice_.data()});
    return;
  }
  context.nav.StartGame(std::move(setup));
}

bool SetupScreen::AnyInvited() const {
  for (int i = 0; i < players_; ++i) {
    if (seats_[i].invited) return true;
  }
  return false;
}

}  // namespace tinsel::app
