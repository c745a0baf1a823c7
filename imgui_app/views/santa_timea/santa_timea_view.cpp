// Santa Timea's table, the frame: where the info line, the sea and the panel lie, what is
// newly revealed, the info line and the status.
#include "views/santa_timea/santa_timea_view.h"

#include <algorithm>
#include <string>
#include <vector>

#include "tinsel/translate.h"
#include "ui/input_state.h"
#include "ui/theme.h"
#include "views/santa_timea/santa_timea_view_parts.h"

namespace tinsel::app {
namespace {

using kit::ByPressing;
using kit::FontPixels;
using kit::Text;
using kit::TextWidth;
using santa::BallotKind;
using santa::BallotRecord;
using santa::SantaTimeaState;
using santa::Step;
using santa_view::ColourWords;
using santa_view::kCardStep;
using santa_view::kFirstStep;
using santa_view::kLinger;

// "14 leaks left", "1 leak left".
std::string LeaksLeft(int leaks) {
  // TRANSLATORS: the leaks left in the supply.
  return TrPlural("{n} leak left", "{n} leaks left", leaks);
}

}  // namespace

void SantaTimeaView::Follow(const ViewContext& /*context*/, const SantaTimeaState& state,
                            bool started_over) {
  const BallotRecord& last = state.last_ballot();
  const int number = last.kind == BallotKind::kNone ? 0 : last.number;
  if (started_over) {
    // A new or loaded game, or an undo: show the table as it is, replay nothing.
    ballot_seen_ = number;
    revealing_.Stop();
  } else if (number > ballot_seen_) {
    // A ballot with one possible outcome had no cards: nothing to reveal. When it came at once
    // after a real one (an overboard vote in a boat with one crew), that one is shown.
    const BallotRecord& previous = state.previous_ballot();
    const BallotRecord* shown = nullptr;
    if (last.tally.rule != santa::TallyRule::kOnlyOption) {
      shown = &last;
    } else if (previous.kind != BallotKind::kNone && previous.number > ballot_seen_ &&
               previous.tally.rule != santa::TallyRule::kOnlyOption) {
      shown = &previous;
    }
    ballot_seen_ = number;
    if (shown != nullptr) {
      revealing_.Start();
      reveal_ = *shown;
    }
  }
  if (revealing_.Running()) {
    int voters = 0;
    for (int p = 0; p < state.NumPlayers(); ++p) voters += reveal_.votes[p] != santa::kNoVote;
    if (revealing_.Elapsed() > kFirstStep + kCardStep * (voters + 2) + kLinger) {
      revealing_.Stop();
    }
  }
}

void SantaTimeaView::DrawTable(const ViewContext& context, const SantaTimeaState& state,
                               bool my_turn, ViewResult& result) {
  if (!my_turn) message_.clear();
  early_offered_ = false;

  // Layout: an info line over the sea (left) and the panel (right); on a tall screen (a phone
  // held upright) the sea on top, the panel under it, both the full width.
  const ImVec2 o = context.origin;
  const ImVec2 s = context.size;
  // The info line, or two where it does not fit on one (a phone).
  const ui::Fonts& fonts = ui::GetFonts();
  const float bold_px = FontPixels(fonts.bold);
  const bool info_fits = TextWidth(fonts.bold, bold_px, InfoLeft(state).front()) + 24 +
                             TextWidth(fonts.body, FontPixels(fonts.body), LeaksLeft(14)) <=
                         s.x;
  const float info_h = (info_fits ? bold_px : 2 * bold_px + 4) + 8;
  const float gap = 12;
  const Box info = Box::Corners(o, ImVec2(o.x + s.x, o.y + info_h));
  Box sea, panel;
  if (s.y > s.x * 1.1f) {
    const float sea_h = (s.y - info_h - 4) * 0.55f;
    sea = Box::Corners(ImVec2(o.x, o.y + info_h + 4), ImVec2(o.x + s.x, o.y + info_h + 4 + sea_h));
    panel = Box::Corners(ImVec2(o.x, sea.max.y + gap * 0.5f), ImVec2(o.x + s.x, o.y + s.y));
  } else {
    const float panel_w = std::clamp(s.x * 0.36f, 250.0f, 480.0f);
    sea = Box::Corners(ImVec2(o.x, o.y + info_h + 4), ImVec2(o.x + s.x - panel_w - gap, o.y + s.y));
    panel =
        Box::Corners(ImVec2(o.x + s.x - panel_w, o.y + info_h + 4), ImVec2(o.x + s.x, o.y + s.y));
  }

  DrawInfo(context, state, info);
  DrawSea(context, state, sea, my_turn, result);
  DrawPanel(context, state, panel, my_turn, result);
}

std::string SantaTimeaView::Status(const SantaTimeaState& state, bool my_turn) const {
  if (revealing_.Running()) return Tr("The votes are revealed...");
  // Each sentence whole for each way of pressing (kit::ByPressing: click, tap, choose).
  if (early_offered_) {
    return ByPressing(Tr("Your secret vote, now: click a card. It counts in your turn."),
                      Tr("Your secret vote, now: tap a card. It counts in your turn."),
                      Tr("Your secret vote, now: choose a card. It counts in your turn."));
  }
  if (!my_turn) return "";
  switch (state.step()) {
    case Step::kPlaceBoat:
      return ByPressing(Tr("Place your boat: click a lit start field (lanes 1-7)."),
                        Tr("Place your boat: tap a lit start field (lanes 1-7)."),
                        Tr("Place your boat: choose a lit start field (lanes 1-7)."));
    case Step::kPlaceBlack:
      return ByPressing(
          Tr("You are the start player: click a lit start field for the black boat."),
          Tr("You are the start player: tap a lit start field for the black boat."),
          Tr("You are the start player: choose a lit start field for the black boat."));
    case Step::kSeatPawn:
      return ByPressing(Tr("Seat a pawn: choose officer or sailor, then click a lit boat."),
                        Tr("Seat a pawn: choose officer or sailor, then tap a lit boat."),
                        Tr("Seat a pawn: choose officer or sailor, then choose a lit boat."));
    case Step::kVote:
      return ByPressing(Tr("Your secret vote: click a colour card or a Captain's Hat."),
                        Tr("Your secret vote: tap a colour card or a Captain's Hat."),
                        Tr("Your secret vote: choose a colour card or a Captain's Hat."));
    case Step::kPick:
      switch (state.last_ballot().tally.rule) {
        case santa::TallyRule::kOneHat:
          return Tr("Your Captain's Hat wins the ballot: pick the outcome.");
        case santa::TallyRule::kAllHats:
          return Tr("Every card was a hat: as the start player you pick the outcome.");
        default:
          return Tr("A tie: as the start player you pick among the tied colours.");
      }
    case Step::kLeaveBoat:
      return ByPressing(Tr("Phase 3: take one of your pawns out of a boat (click a lit pawn)."),
                        Tr("Phase 3: take one of your pawns out of a boat (tap a lit pawn)."),
                        Tr("Phase 3: take one of your pawns out of a boat (choose a lit pawn)."));
    case Step::kBoard:
      return Tr("Phase 3: put your pawn into a lit boat.");
    default:
      return "";
  }
}

std::vector<std::string> SantaTimeaView::InfoLeft(const SantaTimeaState& state) const {
  // The turn, then its phase, parted by a dot; the phase alone where that does not fit.
  const std::string turn =
      TrFormat("Turn {turn}", {{"turn", FormatNumber(state.turn())}}) + "  ·  ";
  std::string phase;
  switch (state.phase()) {
    case santa::Phase::kSetup:
      return {state.step() == Step::kSeatPawn ? Tr("Setup: seat the pawns")
                                              : Tr("Setup: place the boats")};
    case santa::Phase::kLeak:
      phase = Tr("Phase 1: a boat gets a leak");
      break;
    case santa::Phase::kMove:
      phase = Tr("Phase 2: a boat moves");
      break;
    case santa::Phase::kChange:
      phase = Tr("Phase 3: change boats");
      break;
    case santa::Phase::kOver:
      return {Tr("The game is over")};
  }
  return {turn + phase, phase};
}

void SantaTimeaView::DrawInfo(const ViewContext& context, const SantaTimeaState& state, Box box) {
  const ui::Fonts& fonts = ui::GetFonts();
  ImDrawList* draw = ImGui::GetWindowDrawList();
  const float px = FontPixels(fonts.bold);
  const float body = FontPixels(fonts.body);
  // Two lines (a phone): the right part goes under the left, right-aligned.
  const bool two_lines = box.h() > px * 2;
  const float left_w = kit::FittedText(
      draw, fonts.bold, px, box.min,
      two_lines ? box.w() : box.w() - 24 - TextWidth(fonts.body, body, LeaksLeft(14)),
      ui::colour::kCream, InfoLeft(state));
  const std::string leaks_left =
      TrFormat("Leaks left: {count}", {{"count", FormatNumber(state.leak_supply())}});
  std::string right = leaks_left;
  if (state.start_player() >= 0) {
    // TRANSLATORS: the info line: who is the start player, and their colour.
    right = TrFormat("Start player: {name} ({colour})",
                     {{"name", Name(context, state.start_player())},
                      {"colour", ColourWords(state.start_player())}}) +
            "  ·  " + leaks_left;
  }
  const float room = two_lines ? box.w() : box.w() - left_w - 24;
  // The longest wording that fits (the start player's name is on the score board too).
  const int leaks = state.leak_supply();
  for (const std::string& shorter :
       {state.start_player() >= 0
            // TRANSLATORS: short for "Start player: ..." in the info line: the start player's
            // colour.
            ? TrFormat("Start: {colour}", {{"colour", ColourWords(state.start_player())}}) +
                  "  ·  " + LeaksLeft(leaks)
            : LeaksLeft(leaks),
        LeaksLeft(leaks), TrPlural("{n} leak", "{n} leaks", leaks)}) {
    if (TextWidth(fonts.body, body, right) <= room) break;
    right = shorter;
  }
  Text(draw, fonts.body, body,
       ImVec2(box.max.x - TextWidth(fonts.body, body, right),
              box.min.y + 1 + (two_lines ? px + 4 : 0)),
       ui::colour::kCreamDim, right);
}

}  // namespace tinsel::app
