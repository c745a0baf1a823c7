// Ghosts of Christmas's table, the frame: where the areas lie, what is newly scored, the
// choice kept valid, the info line and the status.
#include "views/ghosts_of_christmas/ghosts_of_christmas_view.h"

#include <algorithm>
#include <string>
#include <vector>

#include "tinsel/translate.h"
#include "ui/theme.h"
#include "views/ghosts_of_christmas/ghosts_of_christmas_drawing.h"
#include "views/ghosts_of_christmas/ghosts_of_christmas_view_parts.h"

namespace tinsel::app {
namespace {

using ghosts::GhostsOfChristmasState;
using ghosts::Phase;
using ghosts_view::EraWords;
using ghosts_view::kFirstStep;
using ghosts_view::kStepSeconds;
using kit::FontPixels;
using kit::Text;
using kit::TextWidth;

}  // namespace

std::vector<std::string> GhostsOfChristmasView::Names(const ViewContext& context) const {
  std::vector<std::string> names;
  for (const std::string& name : context.seat_names) names.push_back(NameAsShown(name));
  return names;
}

void GhostsOfChristmasView::Reset() {
  selected_card_ = -1;
  selected_era_ = -1;
  bid_purple_ = -1;
  bid_red_ = false;
  message_.clear();
}

void GhostsOfChristmasView::Follow(const ViewContext& /*context*/,
                                   const GhostsOfChristmasState& state, bool started_over) {
  const ghosts::RoundResult& last = state.LastRound();
  const int key = last.valid ? last.hand * 8 + last.round : -1;
  if (started_over) {
    // A new or loaded game, or an undo: show the table as it is, replay nothing.
    round_seen_ = key;
    hands_seen_ = state.CompletedHands();
    scoring_.Stop();
    summary_after_scoring_ = -1;
    summary_hand_ = -1;
  } else {
    if (key > round_seen_) {
      round_seen_ = key;
      scoring_.Start();
      scoring_round_ = last;
    }
    if (state.CompletedHands() > hands_seen_) {
      hands_seen_ = state.CompletedHands();
      summary_after_scoring_ = hands_seen_ - 1;
    }
  }
  if (scoring_.Running() &&
      scoring_.Elapsed() >= kFirstStep + kStepSeconds * scoring_round_.num_eras) {
    scoring_.Stop();
  }
  if (!scoring_.Running() && summary_after_scoring_ >= 0) {
    summary_hand_ = summary_after_scoring_;
    summary_after_scoring_ = -1;
  }
}

void GhostsOfChristmasView::DrawTable(const ViewContext& context,
                                      const GhostsOfChristmasState& state, bool my_turn,
                                      ViewResult& result) {
  const bool my_bid = my_turn && state.GetPhase() == Phase::kBid;
  const bool my_play = my_turn && state.GetPhase() == Phase::kPlay;
  KeepChoiceValid(state, my_play);

  // Layout: info line, players, the eras (or bidding / summary), the hand (or the scoring).
  const ImVec2 o = context.origin;
  const ImVec2 s = context.size;
  const float gap = std::clamp(s.y * 0.014f, 6.0f, 14.0f);
  const float info_h = FontPixels(ui::GetFonts().bold) + 6;
  const Box info = Box::Sized(o, ImVec2(s.x, info_h));
  // A short, wide table (a phone on its side): the hand in a column on the right, the rest
  // on the left; otherwise the hand along the bottom.
  const bool hand_beside = s.y < 440 && s.x > s.y * 1.6f;
  const float left_w = hand_beside ? s.x * 0.6f : s.x;
  // There, while bidding, the bid buttons need the players' strip's room (the players are in
  // the drawer; whose bid it is, in the status line).
  const bool bidding_here =
      hand_beside && state.GetPhase() == Phase::kBid && !scoring_.Running() && summary_hand_ < 0;
  const float players_h = bidding_here  ? 0.0f
                          : hand_beside ? std::clamp(s.y * 0.22f, 64.0f, 92.0f)
                                        : std::clamp(s.y * 0.19f, 92.0f, 150.0f);
  const Box players = Box::Sized(ImVec2(o.x, o.y + info_h + gap * 0.5f), ImVec2(left_w, players_h));
  const float middle_top = players.min.y + players_h + gap;
  const float hand_h = hand_beside ? s.y - info_h - gap : std::clamp(s.y * 0.29f, 132.0f, 250.0f);
  const Box hand = hand_beside ? Box::Corners(ImVec2(o.x + left_w + gap, o.y + info_h + gap * 0.5f),
                                              ImVec2(o.x + s.x, o.y + s.y))
                               : Box::Sized(ImVec2(o.x, o.y + s.y - hand_h), ImVec2(s.x, hand_h));
  const float middle_bottom = hand_beside ? o.y + s.y : hand.min.y - gap;
  const Box middle =
      Box::Sized(ImVec2(o.x, middle_top), ImVec2(left_w, middle_bottom - middle_top));

  // Where the middle is narrow or short (a phone), the summary takes the hand's room as well
  // (below it; beside it on a phone on its side, with the players' strip, whose news it
  // tells): the hand waits behind it.
  const bool summary_over_hand = summary_hand_ >= 0 && !scoring_.Running() &&
                                 (hand_beside || middle.w() < 640 || middle.h() < 300);
  DrawInfo(state, info);
  if (players_h > 0 && !(summary_over_hand && hand_beside)) DrawPlayers(context, state, players);
  if (summary_hand_ >= 0) {
    const ImVec2 top = summary_over_hand && hand_beside ? players.min : middle.min;
    DrawSummary(context, state, summary_over_hand ? Box::Corners(top, hand.max) : middle);
  } else if (state.GetPhase() == Phase::kBid && !scoring_.Running()) {
    DrawBidding(context, state, middle, my_bid, result);
  } else {
    DrawEras(context, state, middle, my_play, result);
  }
  if (scoring_.Running()) {
    DrawScoring(context, hand);
  } else if (!summary_over_hand) {
    DrawHand(context, state, hand, my_play, result);
  }
}

void GhostsOfChristmasView::KeepChoiceValid(const GhostsOfChristmasState& state, bool my_play) {
  const int current = state.CurrentPlayer();
  if (!my_play) {
    selected_card_ = -1;
    selected_era_ = -1;
  }
  if (selected_card_ >= 0 && !ghosts::HasCard(state.Hand(current), selected_card_)) {
    selected_card_ = -1;
  }
  if (selected_era_ >= 0 && my_play && state.PlayedInto(current, selected_era_)) {
    selected_era_ = -1;
  }
}

std::string GhostsOfChristmasView::Status(const GhostsOfChristmasState& state, bool my_turn) const {
  const bool my_bid = my_turn && state.GetPhase() == Phase::kBid;
  const bool my_play = my_turn && state.GetPhase() == Phase::kPlay;
  if (scoring_.Running()) return Tr("Scoring the tricks...");
  if (summary_hand_ >= 0) return Tr("The hand is over: see how everyone scored, then Continue.");
  if (my_bid) return Tr("Your bid: choose purple doors (and the red door), then Confirm.");
  if (!my_play) return "";
  if (selected_card_ >= 0) {
    // TRANSLATORS: {card} is a card as the game writes it, "H7" (the 7 of Hearts).
    return TrFormat("Play {card}: now choose a lit era.",
                    {{"card", ghosts::CardToString(selected_card_)}});
  }
  if (selected_era_ >= 0) {
    // TRANSLATORS: {era} is an era's name: Past, Present, Future or Beyond.
    return TrFormat("Choose a lit card to play into the {era}.",
                    {{"era", EraWords(selected_era_)}});
  }
  return Tr("Your turn: choose a card, then an era (or an era, then a card).");
}

void GhostsOfChristmasView::TryPlay(const GhostsOfChristmasState& state, int card, int era,
                                    ViewResult& result) {
  Try(state, ghosts::PlayAction(card, era), result);
}

void GhostsOfChristmasView::DrawInfo(const GhostsOfChristmasState& state, Box box) {
  const ui::Fonts& fonts = ui::GetFonts();
  ImDrawList* draw = ImGui::GetWindowDrawList();
  const float px = FontPixels(fonts.bold);
  // The hand, then what is happening in it, parted by a dot.
  auto hand_of = [&](int hand) {
    return TrFormat("Hand {hand} of {hands}",
                    {{"hand", FormatNumber(hand + 1)}, {"hands", FormatNumber(state.NumHands())}});
  };
  const int hand = std::min(state.HandNumber(), state.NumHands() - 1);
  // The hand and what is happening in it; where that does not fit (a long language on a
  // phone), with less space around the dot, then what is happening alone.
  std::pair<std::string, std::string> parts;
  if (summary_hand_ >= 0) {
    // TRANSLATORS: after "Hand 2 of 3" in the info line: the hand has been scored.
    parts = {hand_of(summary_hand_), TrContext("hand", "scored")};
  } else if (scoring_.Running()) {
    parts = {hand_of(scoring_round_.hand),
             TrFormat("Round {round} of {rounds} scored",
                      {{"round", FormatNumber(scoring_round_.round + 1)},
                       {"rounds", FormatNumber(state.RoundsPerHand())}})};
  } else if (state.GetPhase() == Phase::kBid) {
    parts = {hand_of(hand), Tr("Bidding")};
  } else if (state.GetPhase() == Phase::kPlay) {
    parts = {hand_of(hand), TrFormat("Round {round} of {rounds}",
                                     {{"round", FormatNumber(state.RoundNumber() + 1)},
                                      {"rounds", FormatNumber(state.RoundsPerHand())}})};
  } else if (!state.IsTerminal()) {
    parts = {hand_of(hand), Tr("Dealing")};
  }
  const std::vector<std::string> lefts =
      parts.first.empty()
          ? std::vector<std::string>{Tr("The game is over")}
          : std::vector<std::string>{parts.first + "   ·   " + parts.second,
                                     parts.first + " · " + parts.second, parts.second};
  const float left_w =
      kit::FittedText(draw, fonts.bold, px, box.min, box.w(), ui::colour::kCream, lefts);
  const std::string trump = Tr("Hearts are trump");
  std::string right = trump;
  if (state.TinyTim()) {
    // TRANSLATORS: Tiny Tim's scoring in short: no wreaths score 6 points, 1 to 6 wreaths 1
    // point each, 7 or more nothing.
    right += std::string("   ·   ") + (state.NumPlayers() == 3
                                           ? Tr("Tiny Tim: 0 wreaths 6, 1-6: 1 each, 7+: 0")
                                           // TRANSLATORS: Tiny Tim's scoring in short (4 players).
                                           : Tr("Tiny Tim: 0 wreaths 6, 1-5: 1 each, 6+: 0"));
  }
  const float body = FontPixels(fonts.body);
  const float room = box.w() - left_w - 24;
  // The longest wording that fits: with Tiny Tim's scoring, the trump alone, or a heart and
  // "trump" (Tiny Tim's scoring is also on the rules page).
  if (TextWidth(fonts.body, body, right) > room) right = trump;
  // TRANSLATORS: drawn after a heart: Hearts are trump.
  const std::string trump_short = TrContext("after a heart", "trump");
  bool heart = false;
  if (TextWidth(fonts.body, body, right) > room) {
    right = trump_short;
    heart = true;
  }
  const float right_w = TextWidth(fonts.body, body, right);
  if (right_w + body * 1.4f > room)
    return;  // no room at all (scoring on a phone): the cards show it
  Text(draw, fonts.body, body, ImVec2(box.max.x - right_w, box.min.y + 1), ui::colour::kCreamDim,
       right);
  if (heart) {
    ghosts_drawing::DrawSuit(draw,
                             ImVec2(box.max.x - right_w - body * 0.7f, box.min.y + body * 0.6f),
                             body * 0.9f, ghosts::kHearts, 1.0f);
  }
}

}  // namespace tinsel::app
