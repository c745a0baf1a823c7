// Santa Timea's table. On the left the sea, seen from above: the three islands along the
// top with their points (lanes 1-2 left, 3-5 middle, 6-7 right), 7 lanes of 4 wave rows,
// the sinking Santa Timea along the bottom. Each boat sits in its lane and row with its
// 6 seats (officers tall with a hat, sailors round, both in the player's colour with the
// colour's initial; leaks as water drops); landed boats lie at their island with their
// landing stage, sunk boats tilted and faded. On the right: what happens now (the ballot,
// the viewer's cards, who has voted, picks, phase 3 choices), the last ballot's result, and
// the crews' score board (pawns landed per island, lost pawns, hats, points).
//
// A revealed ballot is shown step by step (every card, the count per option, the hats, the
// rule and the result in one sentence); bots wait (ViewResult::hold) until it is done or
// skipped. Only the viewer's own cards and pending vote are ever shown. A hint
// (ViewContext::hint) gets a red frame on its start field, boat, pawn, card or button.
//
// Widget ids: "santa:lane:<n>" (start field n = 1..7, placing your boat or the black boat),
// "santa:rank:officer" / "santa:rank:sailor" then "santa:seat:<colour>" (seating a pawn),
// "santa:vote:<colour>", "santa:vote:hat", "santa:say:<colour>" (announcement),
// "santa:pick:<colour>", "santa:out:<rank>:<colour>" or "santa:pawn:<colour>:<seat 0-5>"
// (phase 3: take that pawn out), "santa:board:<colour>" (phase 3: re-board),
// "santa:continue" (the ballot reveal: Skip / Continue).
#pragma once

#include <string>
#include <vector>

#include "games/santa_timea/santa_timea.h"
#include "views/kit.h"
#include "views/reveal_clock.h"
#include "views/santa_timea/santa_timea_drawing.h"
#include "views/table_view.h"

namespace tinsel::app {

class SantaTimeaView : public kit::TableView<santa::SantaTimeaState> {
 public:
  // Forgets the half-made choice only: a reveal being shown goes on.
  void Reset() override { message_.clear(); }
  // Ends the ballot's reveal.
  void Dismiss() override { revealing_.Stop(); }

 private:
  using Box = kit::Box;
  struct Sea;          // where the lanes, rows and islands lie this frame
  struct PanelWriter;  // sentences written down the panel

  // Notices a newly revealed ballot (not on new games, loads and undos).
  void Follow(const ViewContext& context, const santa::SantaTimeaState& state,
              bool started_over) override;
  bool Holding() const override { return revealing_.Running(); }
  void DrawTable(const ViewContext& context, const santa::SantaTimeaState& state, bool my_turn,
                 ViewResult& result) override;
  std::string Status(const santa::SantaTimeaState& state, bool my_turn) const override;
  void DrawInfo(const ViewContext& context, const santa::SantaTimeaState& state, Box box);

  void DrawSea(const ViewContext& context, const santa::SantaTimeaState& state, Box box,
               bool my_turn, ViewResult& result);
  void DrawIslands(const Sea& sea);
  // Waves, and the start fields named by their lane number (lit while a boat is placed).
  void DrawLanes(const ViewContext& context, const santa::SantaTimeaState& state, const Sea& sea,
                 bool my_turn, ViewResult& result);
  void DrawLandedBoat(const santa::Boat& boat, const Sea& sea);
  void DrawSunkBoat(const santa::Boat& boat, const Sea& sea);
  // A boat at sea: clickable while seating or boarding; in phase 3 the viewer's pawns that may
  // leave are lit; the pawns waiting behind its stern.
  void DrawBoatAtSea(const ViewContext& context, const santa::SantaTimeaState& state,
                     const santa::Boat& boat, const Sea& sea, bool my_turn, ViewResult& result);
  void DrawLeavingPawns(const ViewContext& context, const santa::SantaTimeaState& state,
                        const santa::Boat& boat, const santa_drawing::BoatShape& shape,
                        ViewResult& result);

  void DrawPanel(const ViewContext& context, const santa::SantaTimeaState& state, Box box,
                 bool my_turn, ViewResult& result);
  // Where every crew is (waiting to board, on the boats, landed, lost), a line per player
  // with the waiting pawns drawn, from `y` while the panel has room; returns the y below it.
  void DrawNowArea(const ViewContext& context, const santa::SantaTimeaState& state, Box now,
                   bool my_turn, ViewResult& result);
  float DrawCrews(const ViewContext& context, const santa::SantaTimeaState& state, Box now,
                  float y);
  // What happens now, step by step; returns the y below it.
  float DrawNow(const ViewContext& context, const santa::SantaTimeaState& state, Box now,
                bool my_turn, ViewResult& result);
  void DrawRankChoice(const ViewContext& context, const santa::SantaTimeaState& state,
                      PanelWriter& panel);
  // "Officer (2 left)" (`label`): chooses the rank to seat next.
  void RankButton(const ViewContext& context, santa::Rank rank, const std::string& label, int left,
                  ImVec2 at, float width);
  void DrawPickChoice(const ViewContext& context, const santa::SantaTimeaState& state,
                      PanelWriter& panel, ViewResult& result);
  void DrawLeaveChoice(const ViewContext& context, const santa::SantaTimeaState& state,
                       PanelWriter& panel, ViewResult& result);
  // Returns the y below what was drawn.
  float DrawBallot(const ViewContext& context, const santa::SantaTimeaState& state, Box box,
                   float y, bool my_turn, ViewResult& result);
  float DrawVoters(const ViewContext& context, const santa::SantaTimeaState& state, Box box,
                   float y);
  // The viewer's cards: on its turn, or before it (`early`: a guest's secret vote cast while
  // the others vote, ViewerTable::early_actions).
  float DrawVoteCards(const ViewContext& context, const santa::SantaTimeaState& state, Box box,
                      float y, bool early, ViewResult& result);
  float DrawAnnouncements(const ViewContext& context, const santa::SantaTimeaState& state, Box box,
                          float y, ViewResult& result);
  // The ballot's cards turned one by one; returns where it ended (the panel scrolls).
  float DrawReveal(const ViewContext& context, const santa::SantaTimeaState& state, Box box);
  // The reveal's voters, from the ballot's start player on.
  std::vector<int> RevealVoters(int players) const;
  // One row per voter: the card (face down until its turn), whose, its weight.
  float DrawRevealedCards(const ViewContext& context, Box box, float y, int shown,
                          const std::vector<int>& voters);
  // "red 2,  blue 1;  1 Captain's Hat".
  std::string RevealCount() const;
  void DrawScores(const ViewContext& context, const santa::SantaTimeaState& state, Box box);
  void DrawScoreRow(const ViewContext& context, const santa::SantaTimeaState& state, int player,
                    Box box, float y);
  // The key, or at the end how a tie was broken.
  std::string ScoresNote(const ViewContext& context, const santa::SantaTimeaState& state) const;
  // The info line's left part: the turn and phase, then shorter wordings of it.
  std::vector<std::string> InfoLeft(const santa::SantaTimeaState& state) const;
  // "Points: Ivy 4,  Holly 6": the board in one line, where the board has no room.
  std::string PointsLine(const ViewContext& context, const santa::SantaTimeaState& state) const;

  santa::Rank rank_ = santa::Rank::kSailor;  // the rank to seat next

  // What has been seen of the game.
  int ballot_seen_ = 0;

  // The reveal being shown.
  kit::RevealClock revealing_;
  // This frame offers the viewer its ballot before its turn (a guest's phone at a table
  // across devices): the status line says so.
  bool early_offered_ = false;
  santa::BallotRecord reveal_;
};

}  // namespace tinsel::app
