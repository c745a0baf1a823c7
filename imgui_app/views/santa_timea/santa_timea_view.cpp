// Santa Timea's table, the frame: where the info line, the sea and the panel lie, what is
// newly revealed, the info line and the status.
#include "views/santa_timea/santa_timea_view.h"

#include <algorithm>
#include <string>
#include <vector>

#include "ui/input_state.h"
#include "ui/theme.h"
#include "views/santa_timea/santa_timea_view_parts.h"

namespace tinsel::app {
namespace {

using kit::FontPixels;
using kit::Text;
using kit::TextWidth;
using santa::BallotKind;
using santa::BallotRecord;
using santa::SantaTimeaState;
using santa::Step;
using santa_view::Colour;
using santa_view::kCardStep;
using santa_view::kFirstStep;
using santa_view::kLinger;

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
  const bool info_fits = TextWidth(fonts.bold, bold_px, InfoLeft(state)) + 24 +
                             TextWidth(fonts.body, FontPixels(fonts.body), "14 leaks left") <=
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
  if (revealing_.Running()) return "The votes are revealed...";
  if (early_offered_) {
    return std::string("Your secret vote, now: ") + ui::PressVerb() +
           " a card. It counts in your turn.";
  }
  if (!my_turn) return "";
  const std::string verb = ui::PressVerb();  // "tap" on a touch screen, "click" with a mouse
  switch (state.step()) {
    case Step::kPlaceBoat:
      return "Place your boat: " + verb + " a lit start field (lanes 1-7).";
    case Step::kPlaceBlack:
      return "You are the start player: " + verb + " a lit start field for the black boat.";
    case Step::kSeatPawn:
      return "Seat a pawn: choose officer or sailor, then " + verb + " a lit boat.";
    case Step::kVote:
      return "Your secret vote: " + verb + " a colour card or a Captain's Hat.";
    case Step::kPick:
      switch (state.last_ballot().tally.rule) {
        case santa::TallyRule::kOneHat:
          return "Your Captain's Hat wins the ballot: pick the outcome.";
        case santa::TallyRule::kAllHats:
          return "Every card was a hat: as the start player you pick the outcome.";
        default:
          return "A tie: as the start player you pick among the tied colours.";
      }
    case Step::kLeaveBoat:
      return "Phase 3: take one of your pawns out of a boat (" + verb + " a lit pawn).";
    case Step::kBoard:
      return "Phase 3: put your pawn into a lit boat.";
    default:
      return "";
  }
}

std::string SantaTimeaView::InfoLeft(const SantaTimeaState& state) const {
  std::string left;
  switch (state.phase()) {
    case santa::Phase::kSetup:
      left = state.step() == Step::kSeatPawn ? "Setup: seat the pawns" : "Setup: place the boats";
      break;
    case santa::Phase::kLeak:
      left = "Turn " + std::to_string(state.turn()) + "  ·  Phase 1: a boat gets a leak";
      break;
    case santa::Phase::kMove:
      left = "Turn " + std::to_string(state.turn()) + "  ·  Phase 2: a boat moves";
      break;
    case santa::Phase::kChange:
      left = "Turn " + std::to_string(state.turn()) + "  ·  Phase 3: change boats";
      break;
    case santa::Phase::kOver:
      left = "The game is over";
      break;
  }
  return left;
}

void SantaTimeaView::DrawInfo(const ViewContext& context, const SantaTimeaState& state, Box box) {
  const ui::Fonts& fonts = ui::GetFonts();
  ImDrawList* draw = ImGui::GetWindowDrawList();
  const float px = FontPixels(fonts.bold);
  const std::string left = InfoLeft(state);
  Text(draw, fonts.bold, px, box.min, ui::colour::kCream, left);
  std::string right = "Leaks left: " + std::to_string(state.leak_supply());
  if (state.start_player() >= 0) {
    right = "Start player: " + Name(context, state.start_player()) + " (" +
            Colour(state.start_player()) + ")  ·  " + right;
  }
  const float body = FontPixels(fonts.body);
  // Two lines (a phone): the right part goes under the left, right-aligned.
  const bool two_lines = box.h() > px * 2;
  const float room = two_lines ? box.w() : box.w() - TextWidth(fonts.bold, px, left) - 24;
  // The longest wording that fits (the start player's name is on the score board too).
  const std::string leaks = std::to_string(state.leak_supply());
  for (const std::string& shorter :
       {state.start_player() >= 0
            ? "Start: " + Colour(state.start_player()) + "  ·  " + leaks + " leaks left"
            : leaks + " leaks left",
        leaks + " leaks left", leaks + " leaks"}) {
    if (TextWidth(fonts.body, body, right) <= room) break;
    right = shorter;
  }
  Text(draw, fonts.body, body,
       ImVec2(box.max.x - TextWidth(fonts.body, body, right),
              box.min.y + 1 + (two_lines ? px + 4 : 0)),
       ui::colour::kCreamDim, right);
}

}  // namespace tinsel::app
