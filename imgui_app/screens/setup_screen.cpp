#include "screens/setup_screen.h"

#include <algorithm>
#include <chrono>
#include <cstring>
#include <random>

#include "tinsel/rng.h"
#include "tinsel/seed.h"
#include "ui/controls.h"
#include "ui/theme.h"

namespace tinsel::app {
namespace {

constexpr const char* kBotNames[] = {"Holly", "Ivy", "Noel", "Carol", "Jack", "Merry"};

void SetName(std::array<char, 32>& buffer, const std::string& name) {
  buffer.fill(0);
  std::strncpy(buffer.data(), name.c_str(), buffer.size() - 1);
}

void SectionHeading(const char* text) {
  ImGui::Dummy(ImVec2(0, 6));
  ImGui::PushFont(ui::GetFonts().heading);
  ImGui::PushStyleColor(ImGuiCol_Text, ui::colour::kGold);
  ImGui::TextUnformatted(text);
  ImGui::PopStyleColor();
  ImGui::PopFont();
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
  error_.clear();
  seed_.fill(0);
  options_.clear();
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
    SetName(seat.name, i == 0 ? "You" : kBotNames[i - 1]);
    seat.level = default_level;
  }
}

void SetupScreen::Draw(ScreenContext& context) {
  const ui::Fonts& fonts = ui::GetFonts();
  ui::BeginScreen("setup");
  const GameEntry* entry = FindGame(game_id_);
  if (entry == nullptr) {
    ui::TextCentered("This game is not available.", fonts.heading, ui::colour::kCream);
    if (ui::Button(context.widgets, "setup:back", "Back", ImVec2(160, 0), ui::Tone::kQuiet)) {
      context.nav.GoHome();
    }
    ui::EndScreen();
    return;
  }
  const Game& game = *entry->game;

  const float column = std::min(820.0f, ImGui::GetContentRegionAvail().x);
  const float left = std::max(0.0f, (ImGui::GetWindowWidth() - column) * 0.5f);
  const float footer = ImGui::GetFrameHeight() + 40;

  ImGui::SetCursorPosX(left);
  ImGui::BeginGroup();
  ImGui::PushFont(fonts.title);
  ImGui::PushStyleColor(ImGuiCol_Text, ui::colour::kGold);
  ImGui::TextUnformatted(game.Name().c_str());
  ImGui::PopStyleColor();
  ImGui::PopFont();
  ImGui::EndGroup();

  ImGui::SetCursorPosX(left);
  ImGui::BeginChild("setup-body", ImVec2(column, ImGui::GetContentRegionAvail().y - footer));
  DrawPlayers(context, *entry);
  DrawOptions(context, game);

  SectionHeading("Seed");
  ImGui::PushStyleColor(ImGuiCol_Text, ui::colour::kInk);
  ImGui::PushStyleColor(ImGuiCol_TextDisabled, IM_COL32(120, 110, 95, 255));
  ImGui::SetNextItemWidth(260);
  ui::TextField(context.widgets, "setup:seed", "random", seed_.data(), seed_.size(),
                ImGuiInputTextFlags_CharsDecimal);
  ImGui::PopStyleColor(2);
  ui::TextWrappedIn("Leave empty for a new deal; the same seed replays the same draws.",
                    ui::GetFonts().body, ui::colour::kCreamDim);
  ImGui::EndChild();

  DrawFooter(context, left, column);
  ui::EndScreen();
}

void SetupScreen::DrawFooter(ScreenContext& context, float left, float column) {
  // Back on the left, Start on the right, the error (a bad seed) between.
  ImGui::SetCursorPosX(left);
  ImGui::Dummy(ImVec2(0, 4));
  ImGui::SetCursorPosX(left);
  ImGui::PushFont(ui::GetFonts().bold);
  if (ui::Button(context.widgets, "setup:back", "Back", ImVec2(160, 0), ui::Tone::kQuiet)) {
    context.nav.GoHome();
  }
  ImGui::SameLine();
  if (!error_.empty()) {
    ImGui::PushStyleColor(ImGuiCol_Text, IM_COL32(255, 190, 170, 255));
    ImGui::TextUnformatted(error_.c_str());
    ImGui::PopStyleColor();
    ImGui::SameLine();
  }
  ImGui::SetCursorPosX(left + column - 220);
  if (ui::Button(context.widgets, "setup:start", "Start", ImVec2(220, 0))) Start(context);
  ImGui::PopFont();
}

void SetupScreen::DrawPlayers(ScreenContext& context, const GameEntry& entry) {
  const Game& game = *entry.game;
  SectionHeading("Players");
  for (int n = game.MinPlayers(); n <= std::min(game.MaxPlayers(), kMaxSeats); ++n) {
    if (n > game.MinPlayers()) ImGui::SameLine();
    const std::string label = std::to_string(n);
    if (ui::Button(context.widgets, "setup:players:" + label, label, ImVec2(56, 0),
                   n == players_ ? ui::Tone::kSelected : ui::Tone::kSecondary)) {
      players_ = n;
    }
  }
  ImGui::Dummy(ImVec2(0, 4));
  for (int i = 0; i < players_; ++i) {
    SeatEdit& seat = seats_[i];
    const std::string seat_id = "setup:seat:" + std::to_string(i);
    ImGui::PushID(i);
    ImGui::AlignTextToFramePadding();
    ImGui::PushFont(ui::GetFonts().bold);
    ImGui::Text("Seat %d", i + 1);
    ImGui::PopFont();
    ImGui::SameLine(90);
    ImGui::PushStyleColor(ImGuiCol_Text, ui::colour::kInk);
    ImGui::SetNextItemWidth(190);
    ui::TextField(context.widgets, seat_id + ":name", "", seat.name.data(), seat.name.size());
    ImGui::PopStyleColor();
    ImGui::SameLine();
    if (ui::Button(context.widgets, seat_id + ":human", "Human", ImVec2(0, 0),
                   seat.bot ? ui::Tone::kSecondary : ui::Tone::kSelected)) {
      seat.bot = false;
    }
    ImGui::SameLine(0, 4);
    if (ui::Button(context.widgets, seat_id + ":bot", "Bot", ImVec2(0, 0),
                   seat.bot ? ui::Tone::kSelected : ui::Tone::kSecondary)) {
      seat.bot = true;
    }
    if (seat.bot && entry.bots.size() > 0) {
      bool first = true;
      for (const BotKind& kind : entry.bots) {
        if (!kind.listed) continue;  // older kinds: loadable from saves, not offered
        ImGui::SameLine(0, first ? 16 : 4);
        first = false;
        if (ui::Button(context.widgets, seat_id + ":level:" + kind.id, kind.label, ImVec2(0, 0),
                       seat.level == kind.id ? ui::Tone::kSelected : ui::Tone::kQuiet)) {
          seat.level = kind.id;
        }
      }
    }
    ImGui::PopID();
  }
}

void SetupScreen::DrawOptions(ScreenContext& context, const Game& game) {
  bool any = false;
  for (const OptionSpec& spec : game.OptionSpecs()) {
    if (players_ < spec.min_players || players_ > spec.max_players) continue;
    if (!any) SectionHeading("Options");
    any = true;
    if (!options_.count(spec.name)) options_[spec.name] = spec.values.front();
    ImGui::AlignTextToFramePadding();
    ImGui::PushFont(ui::GetFonts().bold);
    ImGui::TextUnformatted(spec.label.c_str());
    ImGui::PopFont();
    for (const std::string& value : spec.values) {
      ImGui::SameLine();
      if (ui::Button(context.widgets, "setup:option:" + spec.name + ":" + value, value,
                     ImVec2(0, 0),
                     options_[spec.name] == value ? ui::Tone::kSelected : ui::Tone::kSecondary)) {
        options_[spec.name] = value;
      }
    }
    if (!spec.help.empty())
      ui::TextWrappedIn(spec.help, ui::GetFonts().body, ui::colour::kCreamDim);
  }
}

void SetupScreen::Start(ScreenContext& context) {
  const GameEntry* entry = FindGame(game_id_);
  if (entry == nullptr) return;
  SessionSetup setup;
  setup.game_id = game_id_;
  for (int i = 0; i < players_; ++i) {
    Seat seat;
    seat.name = seats_[i].name.data();
    // Names are how players tell seats apart: never leave one empty.
    if (seat.name.find_first_not_of(' ') == std::string::npos) {
      seat.name = "Player " + std::to_string(i + 1);
    }
    seat.bot = seats_[i].bot;
    seat.level = seat.bot ? seats_[i].level : "";
    setup.seats.push_back(seat);
  }
  for (const OptionSpec& spec : entry->game->OptionSpecs()) {
    if (players_ < spec.min_players || players_ > spec.max_players) continue;
    auto it = options_.find(spec.name);
    if (it != options_.end()) setup.options[spec.name] = it->second;
  }
  if (seed_[0] != 0) {
    const std::optional<uint64_t> seed = ParseSeed(seed_.data());
    if (!seed) {
      error_ = "The seed must be a whole number.";
      return;
    }
    setup.seed = *seed;
  } else {
    setup.seed = RandomSeed();
  }
  error_.clear();
  context.nav.StartGame(std::move(setup));
}

}  // namespace tinsel::app
