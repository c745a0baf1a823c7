// Santa Timea's panel: what happens now step by step with the viewer's choices (rank to
// seat, picks, pawns to leave), the crews, and room for the ballot, reveal and scores.
#include <algorithm>
#include <string>
#include <vector>

#include "tinsel/translate.h"
#include "ui/controls.h"
#include "ui/input_state.h"
#include "ui/theme.h"
#include "views/santa_timea/santa_timea_drawing.h"
#include "views/santa_timea/santa_timea_view.h"
#include "views/santa_timea/santa_timea_view_parts.h"

namespace tinsel::app {
namespace {

using kit::ByPressing;
using kit::FontPixels;
using kit::Hinted;
using kit::Text;
using kit::TextWidth;
using kit::WrappedText;
using santa::BallotKind;
using santa::Rank;
using santa::SantaTimeaState;
using santa::Step;
using santa_view::Colour;
using santa_view::ColourWords;
using santa_view::Question;
namespace act = santa::act;
namespace sd = santa_drawing;

// Whether the hint seats a pawn of `rank` (into any boat).
bool HintSeats(const ViewContext& context, Rank rank) {
  for (int boat = 0; boat < santa::kNumColours; ++boat) {
    if (Hinted(context, act::SeatPawn(rank, boat))) return true;
  }
  return false;
}

}  // namespace

// Titles and lines written down the panel, each below the last.
struct SantaTimeaView::PanelWriter {
  ImDrawList* draw;
  Box now;
  float pad;
  float width;
  float y;

  void Title(const std::string& text) {
    const ui::Fonts& fonts = ui::GetFonts();
    y += WrappedText(draw, fonts.bold, FontPixels(fonts.bold), ImVec2(now.min.x + pad, y), width,
                     ui::colour::kGold, text) +
         8;
  }
  void Line(const std::string& text, ImU32 colour = ui::colour::kCream) {
    const ui::Fonts& fonts = ui::GetFonts();
    y += WrappedText(draw, fonts.body, FontPixels(fonts.body), ImVec2(now.min.x + pad, y), width,
                     colour, text) +
         4;
  }
};

void SantaTimeaView::DrawPanel(const ViewContext& context, const SantaTimeaState& state, Box box,
                               bool my_turn, ViewResult& result) {
  ImDrawList* draw = ImGui::GetWindowDrawList();
  const ui::Fonts& fonts = ui::GetFonts();
  // The score board takes the bottom, sized for the players; the rest is what happens now.
  // Where that would leave too little (a phone) while the player decides or a ballot is
  // revealed, the board gives way to a line of points: what happens now comes first.
  const float body = FontPixels(fonts.body);
  const float row = body + 6;
  // The header, a row per player and the note under them, wrapped (long names in a tie).
  const float note_h = fonts.body
                           ->CalcTextSizeA(body * 0.9f * 0.85f, 1e9f, box.w() - 20,
                                           ScoresNote(context, state).c_str())
                           .y;
  const float scores_h = row * (state.NumPlayers() + 1) + std::max(note_h, body * 1.6f) + 22;
  const Step step = state.step();
  const bool busy =
      revealing_.Running() || (my_turn && (step == Step::kVote || step == Step::kPick ||
                                           step == Step::kLeaveBoat || step == Step::kSeatPawn));
  const bool board = box.h() - scores_h >= (busy ? 420.0f : 150.0f);
  const float points_h =
      fonts.body->CalcTextSizeA(body * 0.9f, 1e9f, box.w() - 20, PointsLine(context, state).c_str())
          .y +
      14;
  const float bottom_h = board ? scores_h : points_h;
  const Box now = Box::Corners(box.min, ImVec2(box.max.x, box.max.y - bottom_h - 8));
  const Box scores = Box::Corners(ImVec2(box.min.x, box.max.y - bottom_h), box.max);
  kit::FramedPanel(draw, now.min, now.max, IM_COL32(0, 0, 0, 60), ui::colour::kGoldDim, 12, 1.5f);
  if (board) {
    DrawScores(context, state, scores);
  } else {
    kit::FramedPanel(draw, scores.min, scores.max, IM_COL32(0, 0, 0, 60), ui::colour::kGoldDim, 12,
                     1.5f);
    WrappedText(draw, fonts.body, body * 0.9f, ImVec2(scores.min.x + 10, scores.min.y + 6),
                scores.w() - 20, ui::colour::kCreamDim, PointsLine(context, state));
  }
  DrawNowArea(context, state, now, my_turn, result);
}

// What happens now, with the last ballot's result and the crews under it. It scrolls when it is
// taller than its space (a phone on its side): all of it is always there, a swipe away.
void SantaTimeaView::DrawNowArea(const ViewContext& context, const SantaTimeaState& state, Box now,
                                 bool my_turn, ViewResult& result) {
  ImGui::SetCursorScreenPos(now.min);
  ImGui::BeginChild("santa-now", ImVec2(now.w(), now.h()), ImGuiChildFlags_None,
                    ImGuiWindowFlags_NoBackground | ImGuiWindowFlags_NoScrollbar);
  ui::RegisterScrollArea(context.widgets, "santa:now");
  const float scrolled = ImGui::GetScrollY();
  const Box inside = Box::Corners(ImVec2(now.min.x, now.min.y - scrolled),
                                  ImVec2(now.max.x, now.max.y - scrolled));
  float bottom = inside.min.y;
  if (revealing_.Running()) {
    bottom = DrawReveal(context, state, inside);
  } else {
    const float pad = 12;
    PanelWriter panel{ImGui::GetWindowDrawList(), inside, pad, inside.w() - 2 * pad,
                      DrawNow(context, state, inside, my_turn, result)};
    // The last ballot's result, under what happens now.
    if (state.last_ballot().kind != BallotKind::kNone && state.step() != Step::kVote) {
      panel.y += 6;
      panel.draw->AddLine(ImVec2(inside.min.x + pad, panel.y), ImVec2(inside.max.x - pad, panel.y),
                          ui::colour::kGoldDim);
      panel.y += 6;
      panel.Line(
          TrFormat("Last ballot: {question}",
                   {{"question", Question(state.last_ballot().kind, state.last_ballot().boat)}}),
          ui::colour::kCreamDim);
      panel.Line(state.ExplainLastBallot());
    }
    bottom = DrawCrews(context, state, inside, panel.y + 10);
  }
  // The content's height, for scrolling.
  ImGui::SetCursorScreenPos(ImVec2(inside.min.x, bottom + 8));
  ImGui::Dummy(ImVec2(1, 1));
  ImGui::EndChild();
}

std::string SantaTimeaView::PointsLine(const ViewContext& context,
                                       const SantaTimeaState& state) const {
  std::string list;
  const std::vector<double> scores = state.Scores();
  for (int p = 0; p < state.NumPlayers(); ++p) {
    list +=
        (p > 0 ? ",  " : "") + Name(context, p) + " " + std::to_string(static_cast<int>(scores[p]));
  }
  // TRANSLATORS: the score board in one line; {scores} lists each player's name and points,
  // "Ivy 4,  Holly 6".
  return TrFormat("Points: {scores}", {{"scores", list}});
}

float SantaTimeaView::DrawCrews(const ViewContext& context, const SantaTimeaState& state, Box now,
                                float y) {
  const ui::Fonts& fonts = ui::GetFonts();
  ImDrawList* draw = ImGui::GetWindowDrawList();
  const float pad = 12;
  const float body = FontPixels(fonts.body);
  const float small = FontPixels(fonts.mark);
  const float pawn = body * 0.55f;  // a pawn's radius
  const float line = std::max(body, pawn * 2.4f) + small + 10;
  const int players = state.NumPlayers();
  // Only where the panel has room for all of it (a wide screen): never half a list.
  if (now.max.y - y < body + 14 + players * line) return y;
  draw->AddLine(ImVec2(now.min.x + pad, y), ImVec2(now.max.x - pad, y), ui::colour::kGoldDim);
  y += 8;
  Text(draw, fonts.bold, body, ImVec2(now.min.x + pad, y), ui::colour::kCream, Tr("The crews"));
  y += body + 8;
  for (int p = 0; p < players; ++p) {
    float x = now.min.x + pad;
    const float mid = y + body * 0.5f;
    draw->AddCircleFilled(ImVec2(x + body * 0.4f, mid), body * 0.4f, sd::Fill(p), 20);
    x += body + 4;
    ui::NameText(context.widgets, "santa:crew-name:" + std::to_string(p), draw, fonts.bold, body,
                 ImVec2(x, y), ui::colour::kCream, Name(context, p), now.w() * 0.3f);
    x = now.min.x + pad + body + 4 + now.w() * 0.3f + 6;
    // The pawns still waiting to board, officers first: their shapes tell the ranks apart.
    const santa::Crew& crew = state.crew(p);
    for (Rank rank : {Rank::kOfficer, Rank::kSailor}) {
      for (int n = 0; n < crew.unseated[santa::RankIndex(rank)]; ++n) {
        if (x + pawn * 2 > now.max.x - pad) break;
        sd::DrawPawn(draw, p, rank, ImVec2(x + pawn, mid), pawn);
        x += pawn * 2.2f;
      }
    }
    if (state.UnseatedPawns(p) == 0) {
      // TRANSLATORS: a crew's pawns: none is left waiting to board.
      Text(draw, fonts.body, body, ImVec2(x, y), ui::colour::kCreamDim, Tr("all seated"));
    }
    const std::string seated = FormatNumber(state.SeatedPawns(p));
    const std::string landed = FormatNumber(state.LandedPawns(p));
    const std::string lost = FormatNumber(state.LostPawns(p));
    // TRANSLATORS: where a crew's pawns are: on the boats, landed on an island, lost at sea.
    std::string where = TrFormat("{seated} on the boats  ·  {landed} landed  ·  {lost} lost",
                                 {{"seated", seated}, {"landed", landed}, {"lost", lost}});
    const float room = now.w() - 2 * pad - body - 4;
    if (TextWidth(fonts.mark, small, where) > room) {
      // TRANSLATORS: shorter "{seated} on the boats  ·  {landed} landed  ·  {lost} lost".
      where = TrFormat("{seated} aboard · {landed} landed · {lost} lost",
                       {{"seated", seated}, {"landed", landed}, {"lost", lost}});
    }
    const float where_px =
        std::max(kit::FitPixels(fonts.mark, small, where, room, 0.7f), small * 0.7f);
    Text(draw, fonts.mark, where_px, ImVec2(now.min.x + pad + body + 4, y + body + 4),
         ui::colour::kCreamDim, where);
    y += line;
  }
  return y;
}

float SantaTimeaView::DrawNow(const ViewContext& context, const SantaTimeaState& state, Box now,
                              bool my_turn, ViewResult& result) {
  const float pad = 12;
  PanelWriter panel{ImGui::GetWindowDrawList(), now, pad, now.w() - 2 * pad, now.min.y + 10};
  const int current = state.CurrentPlayer();
  const std::string who = current >= 0 ? Name(context, current) : std::string();
  switch (state.step()) {
    case Step::kPlaceBoat:
      // TRANSLATORS: {colour} is the player's boat's colour ("red"); {name} a player's name.
      panel.Title(my_turn ? TrFormat("Place your {colour} boat on a start field",
                                     {{"colour", ColourWords(current)}})
                          : TrFormat("{name} places the {colour} boat",
                                     {{"name", who}, {"colour", ColourWords(current)}}));
      panel.Line(Tr("Start fields are next to the sinking ship; a boat never changes lane."),
                 ui::colour::kCreamDim);
      break;
    case Step::kPlaceBlack:
      panel.Title(my_turn
                      ? std::string(Tr("Place the black boat on a start field"))
                      : TrFormat("{name} (start player) places the black boat", {{"name", who}}));
      break;
    case Step::kSeatPawn:
      panel.Title(my_turn ? std::string(Tr("Seat one of your pawns"))
                          : TrFormat("{name} seats a pawn", {{"name", who}}));
      if (my_turn && current >= 0) DrawRankChoice(context, state, panel);
      break;
    case Step::kVote:
      panel.y = DrawBallot(context, state, now, panel.y, my_turn, result);
      break;
    case Step::kPick:
      panel.Title(my_turn ? std::string(Tr("You decide: pick the outcome"))
                          : TrFormat("{name} picks the outcome", {{"name", who}}));
      panel.Line(Question(state.last_ballot().kind, state.last_ballot().boat),
                 ui::colour::kCreamDim);
      if (my_turn) DrawPickChoice(context, state, panel, result);
      break;
    case Step::kLeaveBoat:
      panel.Title(my_turn ? std::string(Tr("Phase 3: take one of your pawns out of a boat"))
                          : TrFormat("{name} takes a pawn out of a boat", {{"name", who}}));
      panel.Line(
          Tr("Only one pawn may leave each boat; then, in reverse order, each re-boards another."),
          ui::colour::kCreamDim);
      if (my_turn) DrawLeaveChoice(context, state, panel, result);
      break;
    case Step::kBoard: {
      const santa::Behind& behind = state.behind().back();
      const bool officer = behind.rank == Rank::kOfficer;
      if (my_turn) {
        panel.Title(officer ? Tr("Put your officer into a lit boat")
                            : Tr("Put your sailor into a lit boat"));
      } else {
        // TRANSLATORS: another player puts their officer back into a boat ("a officer": the
        // English as it is).
        panel.Title(officer ? TrFormat("{name} re-boards a officer", {{"name", who}})
                            // TRANSLATORS: another player puts their sailor back into a boat.
                            : TrFormat("{name} re-boards a sailor", {{"name", who}}));
      }
      // TRANSLATORS: the pawn that left a boat; {colour} is that boat's colour ("red").
      panel.Line(TrFormat("It came out of the {colour} boat and may not go back to it. No seat "
                          "anywhere: it drowns.",
                          {{"colour", ColourWords(behind.from_boat)}}),
                 ui::colour::kCreamDim);
      break;
    }
    case Step::kGameOver:
      panel.Title(Tr("The game is over"));
      break;
    case Step::kChooseStart:
      panel.Title(Tr("Choosing the start player..."));
      break;
  }
  return panel.y;
}

void SantaTimeaView::DrawRankChoice(const ViewContext& context, const SantaTimeaState& state,
                                    PanelWriter& panel) {
  const santa::Crew& crew = state.crew(state.CurrentPlayer());
  const int officers = crew.unseated[santa::RankIndex(Rank::kOfficer)];
  const int sailors = crew.unseated[santa::RankIndex(Rank::kSailor)];
  if (rank_ == Rank::kOfficer && officers == 0) rank_ = Rank::kSailor;
  if (rank_ == Rank::kSailor && sailors == 0) rank_ = Rank::kOfficer;
  ImGui::PushFont(ui::GetFonts().bold);
  const float bw = (panel.width - 8) * 0.5f;
  const float x = panel.now.min.x + panel.pad;
  RankButton(context, Rank::kOfficer,
             // TRANSLATORS: a button: seat an officer; {count} officers are left to seat.
             TrFormat("Officer ({count} left)", {{"count", FormatNumber(officers)}}), officers,
             ImVec2(x, panel.y), bw);
  RankButton(context, Rank::kSailor,
             // TRANSLATORS: a button: seat a sailor; {count} sailors are left to seat.
             TrFormat("Sailor ({count} left)", {{"count", FormatNumber(sailors)}}), sailors,
             ImVec2(x + bw + 8, panel.y), bw);
  panel.y += ImGui::GetFrameHeight() + 8;
  ImGui::PopFont();
  panel.Line(ByPressing(Tr("Then click a lit boat. Officers count 2 votes when a full boat "
                           "throws someone overboard, and score more."),
                        Tr("Then tap a lit boat. Officers count 2 votes when a full boat throws "
                           "someone overboard, and score more."),
                        Tr("Then choose a lit boat. Officers count 2 votes when a full boat "
                           "throws someone overboard, and score more.")),
             ui::colour::kCreamDim);
}

void SantaTimeaView::RankButton(const ViewContext& context, Rank rank, const std::string& label,
                                int left, ImVec2 at, float width) {
  ImGui::SetCursorScreenPos(at);
  if (ui::Button(context.widgets, std::string("santa:rank:") + santa::RankName(rank), label,
                 ImVec2(width, 0), rank_ == rank ? ui::Tone::kSelected : ui::Tone::kSecondary,
                 left > 0)) {
    rank_ = rank;
  }
  if (HintSeats(context, rank)) kit::HintFrameLastItem();
}

void SantaTimeaView::DrawPickChoice(const ViewContext& context, const SantaTimeaState& state,
                                    PanelWriter& panel, ViewResult& result) {
  const ui::Fonts& fonts = ui::GetFonts();
  ImGui::PushFont(fonts.bold);
  float x = panel.now.min.x + panel.pad;
  const float bh = ImGui::GetFrameHeight();
  for (int c = 0; c < santa::kNumColours; ++c) {
    if (!santa::HasOption(state.pick_options(), c)) continue;
    const std::string label = ColourWords(c);
    const float bw = std::max(70.0f, TextWidth(fonts.bold, FontPixels(fonts.bold), label) + 24);
    if (x + bw > panel.now.max.x - panel.pad) {
      x = panel.now.min.x + panel.pad;
      panel.y += bh + 6;
    }
    ImGui::SetCursorScreenPos(ImVec2(x, panel.y));
    if (ui::Button(context.widgets, "santa:pick:" + Colour(c), label, ImVec2(bw, 0))) {
      Try(state, act::Pick(c), result);
    }
    if (Hinted(context, act::Pick(c))) kit::HintFrameLastItem();
    x += bw + 6;
  }
  panel.y += bh + 10;
  ImGui::PopFont();
}

void SantaTimeaView::DrawLeaveChoice(const ViewContext& context, const SantaTimeaState& state,
                                     PanelWriter& panel, ViewResult& result) {
  ImGui::PushFont(ui::GetFonts().body);
  for (const Action a : state.LegalActions()) {
    if (a < act::kOut || a >= act::kOut + santa::kNumRanks * santa::kNumColours) continue;
    const Rank rank = static_cast<Rank>((a - act::kOut) / santa::kNumColours);
    const int boat = (a - act::kOut) % santa::kNumColours;
    const std::string text = santa_view::OutOf(rank, boat);
    ImGui::SetCursorScreenPos(ImVec2(panel.now.min.x + panel.pad, panel.y));
    if (ui::Button(context.widgets,
                   "santa:out:" + std::string(santa::RankName(rank)) + ":" + Colour(boat), text,
                   ImVec2(panel.width, 0), ui::Tone::kSecondary)) {
      Try(state, a, result);
    }
    if (Hinted(context, a)) kit::HintFrameLastItem();
    panel.y += ImGui::GetFrameHeight() + 4;
    if (panel.y > panel.now.max.y - 40) break;
  }
  ImGui::PopFont();
}

}  // namespace tinsel::app
