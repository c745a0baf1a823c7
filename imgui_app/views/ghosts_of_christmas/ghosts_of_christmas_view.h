// Ghosts of Christmas's table: an info line (hand x/N, round y/M, trump), every player's box
// (name, score, start marker, doors with wreaths, cards left as backs), one column per era
// (Past, Present, Future, Beyond) with its dial and the cards played into it this round,
// and the viewer's own hand along the bottom, sorted by suit and rank. Only the viewer's
// hand is ever drawn face up (ViewContext::viewer).
//
// Playing: click a card, then an era (or an era, then a card). Once an era is chosen or
// hovered, the cards that may go there are lit and the others dimmed, with the rules' own
// reason (GhostsOfChristmasState::WhyCannotPlay) on hover. Bidding: purple doors 0-12, the red
// door, Confirm, under the doors the supply has left (rules version 2 on): bids it cannot give are
// dimmed, with the rules' reason on hover and click. After the last card of a round the tricks are
// scored one era at a time (from GhostsOfChristmasState::LastRound()), then a hand summary follows
// the last round of a hand; play holds (ViewResult::hold) while either is shown. A hint
// (ViewContext::hint) gets a red frame on its card and era, or on its bid buttons.
//
// Widget ids: "ghosts:card:<card>" (label = card text, "H7"), "ghosts:era:<era id>"
// (label = era name, "Past"), "ghosts:bid:<n>" (n = 0..12), "ghosts:red:on",
// "ghosts:red:off", "ghosts:bid:confirm", "ghosts:skip" (trick scoring), "ghosts:continue"
// (hand summary).
#pragma once

#include <string>
#include <vector>

#include "games/ghosts_of_christmas/ghosts_of_christmas.h"
#include "views/kit.h"
#include "views/reveal_clock.h"
#include "views/table_view.h"

namespace tinsel::app {

class GhostsOfChristmasView : public kit::TableView<ghosts::GhostsOfChristmasState> {
 public:
  // Forgets the half-made choice only: the scoring being shown goes on.
  void Reset() override;
  // Ends the trick scoring and the hand summary.
  void Dismiss() override {
    scoring_.Stop();
    summary_after_scoring_ = -1;
    summary_hand_ = -1;
  }
  bool HasChoice() const override {
    return selected_card_ >= 0 || selected_era_ >= 0 || bid_purple_ >= 0 || bid_red_;
  }

 private:
  using Box = kit::Box;
  // How the cards played into the eras are laid out this frame.
  struct EraGrid {
    float column_width = 0;
    float header = 0;  // the era's name and dial
    // The names on a line of their own over the dials: a long language's name does not fit
    // beside its dial in a narrow column (Polish "Teraźniejszość" on a phone).
    bool stacked = false;
    float name_line = 0;    // the name's line when stacked
    float grid_height = 0;  // below the header
    float card_width = 0;
    int rows = 1;
    int columns = 1;
    int first = 0;     // the seat whose card comes first (the round's start player)
    int revealed = 0;  // eras already scored, while the scoring is shown
  };

  // Notices a newly scored round or hand (and new games, loads and undos, which are not
  // replayed).
  void Follow(const ViewContext& context, const ghosts::GhostsOfChristmasState& state,
              bool started_over) override;
  bool Holding() const override { return scoring_.Running() || summary_hand_ >= 0; }
  void DrawTable(const ViewContext& context, const ghosts::GhostsOfChristmasState& state,
                 bool my_turn, ViewResult& result) override;
  std::string Status(const ghosts::GhostsOfChristmasState& state, bool my_turn) const override;
  // Drops a chosen card or era that can no longer be played.
  void KeepChoiceValid(const ghosts::GhostsOfChristmasState& state, bool my_play);

  void DrawInfo(const ghosts::GhostsOfChristmasState& state, Box box);
  void DrawPlayers(const ViewContext& context, const ghosts::GhostsOfChristmasState& state,
                   Box box);
  void DrawPlayer(const ViewContext& context, const ghosts::GhostsOfChristmasState& state, int seat,
                  Box box);
  // A player's doors with wreaths (or, in Tiny Tim, the wreaths alone) from `x`.
  void DrawDoors(const ghosts::GhostsOfChristmasState& state, int seat, float x, float top,
                 float height, float width);
  // A player's cards left (backs, not for the viewer, whose hand is below) and the tally.
  void DrawCardsLeft(const ViewContext& context, const ghosts::GhostsOfChristmasState& state,
                     int seat, Box box, float top);

  void DrawEras(const ViewContext& context, const ghosts::GhostsOfChristmasState& state, Box box,
                bool my_play, ViewResult& result);
  EraGrid LayOutEras(const ghosts::GhostsOfChristmasState& state, Box box, int eras) const;
  // Returns whether the mouse is over this era.
  bool DrawEra(const ViewContext& context, const ghosts::GhostsOfChristmasState& state, int era,
               const EraGrid& grid, Box box, bool my_play, ViewResult& result);
  void DrawEraHeader(const ghosts::GhostsOfChristmasState& state, int era, const EraGrid& grid,
                     Box column, bool done);
  void DrawEraCards(const ViewContext& context, const ghosts::GhostsOfChristmasState& state,
                    int era, const EraGrid& grid, Box column);

  void DrawBidding(const ViewContext& context, const ghosts::GhostsOfChristmasState& state, Box box,
                   bool my_bid, ViewResult& result);
  // How many purple and red doors the supply has left (rules version 2 on); returns the height.
  float DrawDoorSupply(const ghosts::GhostsOfChristmasState& state, ImVec2 at, float width);
  // The buttons 0..12 (two rows on a phone); those the supply cannot give are dimmed, with the
  // rules' reason. Returns the height used.
  float DrawPurpleDoors(const ViewContext& context, const ghosts::GhostsOfChristmasState& state,
                        ImVec2 at, float width, float button_h);
  // The red door on the left, Confirm on the right.
  void DrawRedDoorAndConfirm(const ViewContext& context,
                             const ghosts::GhostsOfChristmasState& state, Box box, float y,
                             float button_h, ViewResult& result);

  void DrawHand(const ViewContext& context, const ghosts::GhostsOfChristmasState& state, Box box,
                bool my_play, ViewResult& result);
  // Why `card` cannot be played now: against `era`, or (era -1) against every open era.
  // Where a hand card is drawn this frame (lifted when chosen or hovered) and what may be
  // done with it.
  struct HandCardSpot {
    ImVec2 at;
    float hit_w = 0;  // of the card's face, the part not under the next card
    float card_w = 0;
    bool my_play = false;
    int era = -1;  // the chosen or hovered era the cards are lit for
  };
  // Returns whether the pointer is over it.
  bool DrawHandCard(const ViewContext& context, const ghosts::GhostsOfChristmasState& state,
                    ghosts::Card card, const HandCardSpot& spot, const std::string& why,
                    ViewResult& result);
  static std::string WhyNotPlayable(const ghosts::GhostsOfChristmasState& state, int seat, int card,
                                    int era);
  void ClickHandCard(const ghosts::GhostsOfChristmasState& state, int card, bool selected,
                     const std::string& why, ViewResult& result);

  void DrawScoring(const ViewContext& context, Box box);
  void DrawSummary(const ViewContext& context, const ghosts::GhostsOfChristmasState& state,
                   Box box);
  void DrawSummaryRows(const ViewContext& context, const ghosts::GhostsOfChristmasState& state,
                       Box box);
  // The era whose playable cards are lit: chosen, else hovered (-1: none).
  int ActiveEra() const { return selected_era_ >= 0 ? selected_era_ : hovered_era_; }
  void TryPlay(const ghosts::GhostsOfChristmasState& state, int card, int era, ViewResult& result);
  std::vector<std::string> Names(const ViewContext& context) const;

  // The move being made.
  int selected_card_ = -1;
  int era_focused_for_ = -1;  // the chosen card the keyboard was sent to an era for
  int hovered_card_ = -1;     // the hand's card under the pointer last frame (it rises)
  int selected_era_ = -1;
  int hovered_era_ = -1;  // last frame's
  int bid_purple_ = -1;
  bool bid_red_ = false;

  // What has been seen of the game.
  int round_seen_ = -1;  // hand * 8 + round of the last scored round seen
  int hands_seen_ = 0;

  // Trick scoring shown step by step, then the hand summary.
  kit::RevealClock scoring_;  // the tricks of the last round scored one era at a time
  ghosts::RoundResult scoring_round_;
  int summary_after_scoring_ = -1;  // the hand whose summary follows the scoring
  int summary_hand_ = -1;           // the hand whose summary is shown
};

}  // namespace tinsel::app
