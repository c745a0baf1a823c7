// Setup: how many players, who sits where (human or bot, name, bot level), the game's
// options for that many players, an optional game number (the seed); then Start.
#pragma once

#include <array>
#include <string>

#include "screens/navigator.h"
#include "tinsel/registry.h"
#include "tinsel/session.h"

namespace tinsel::app {

class SetupScreen {
 public:
  static constexpr int kMaxSeats = 6;

  // Fresh defaults for a game: seat 0 is "You", the others bots (so "you vs a bot" is
  // Play, Start).
  void Open(const std::string& game_id);
  void Draw(ScreenContext& context);
  const std::string& game_id() const { return game_id_; }
  int players() const { return players_; }
  // The seats and options chosen so far, as Start would play them (no seed yet).
  SessionSetup Choices() const;
  // Start as the Start button does, in the next Draw (the screen-reader table's Start).
  void RequestStart() { start_requested_ = true; }
  // Offers "Learn to play" above the seats (a game whose lesson was never opened here).
  void set_offer_lesson(bool offer) { offer_lesson_ = offer; }
  bool offer_lesson() const { return offer_lesson_; }

  // A seed from the machine's entropy (the game is still replayable: the seed is saved).
  static uint64_t RandomSeed();

 private:
  struct SeatEdit {
    // Up to kMaxNameLength characters of up to four bytes each, and the terminator.
    std::array<char, kMaxNameLength * 4 + 1> name{};
    bool bot = false;
    bool invited = false;  // a player on another device (a table across devices)
    bool coached = false;  // a person who asked for the coach (Seat::coached)
    std::string level;
  };
  bool AnyInvited() const;

  // How many players; then who sits where (human or bot, name, bot level).
  void DrawPlayerCount(ScreenContext& context, const Game& game);
  void DrawSeats(ScreenContext& context, const GameEntry& entry);
  void DrawOptions(ScreenContext& context, const Game& game);
  void DrawConnection(ScreenContext& context);
  void DrawFooter(ScreenContext& context, float left, float column);
  void Start(ScreenContext& context);

  std::string game_id_;
  bool scroll_to_top_ = true;  // Open() asks the next frame to show the top
  int players_ = 2;
  std::array<SeatEdit, kMaxSeats> seats_;
  Options options_;
  std::array<char, 24> seed_{};
  std::string error_;
  bool start_requested_ = false;
  bool offer_invite_ = false;
  bool offer_lesson_ = false;  // the seats offer "Invite" (a table across devices)
  // Where the table's devices find each other (empty: the defaults), kept from the last table.
  std::array<char, 512> relays_{};
  std::array<char, 512> ice_{};
};

}  // namespace tinsel::app
