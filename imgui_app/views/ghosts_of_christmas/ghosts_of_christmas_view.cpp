#include "views/ghosts_of_christmas/ghosts_of_christmas_view.h"

#include <algorithm>
#include <cmath>

#include "ui/controls.h"
#include "ui/drawn_text.h"
#include "ui/theme.h"
#include "views/ghosts_of_christmas/ghosts_of_christmas_drawing.h"

namespace tinsel::app {
namespace {

using ghosts::Card;
using ghosts::GhostsOfChristmasState;
using ghosts::Phase;
using ghosts_drawing::CardLook;
using ghosts_drawing::kCardAspect;
using kit::Fit;
using kit::FontPixels;
using kit::Text;
using kit::TextWidth;

// Trick scoring: a short pause, then one era every kStepSeconds.
constexpr double kFirstStep = 0.3;
constexpr double kStepSeconds = 1.2;

std::string Plural(int n, const char* one, const char* many) {
  return std::to_string(n) + " " + (n == 1 ? one : many);
}

}  // namespace

std::vector<std::string> GhostsOfChristmasView::Names(const ViewContext& context) const {
  return context.seat_names;
}

void GhostsOfChristmasView::Reset() {
  selected_card_ = -1;
  selected_era_ = -1;
  bid_purple_ = -1;
  bid_red_ = false;
  message_.clear();
}

void GhostsOfChristmasView::Follow(const ViewContext& context,
                                   const GhostsOfChristmasState& state) {
  const ghosts::RoundResult& last = state.LastRound();
  const int key = last.valid ? last.hand * 8 + last.round : -1;
  if (watch_.StartedOver(context)) {
    // A new or loaded game, or an undo: show the table as it is, replay nothing.
    round_seen_ = key;
    hands_seen_ = state.CompletedHands();
    scoring_ = false;
    summary_after_scoring_ = -1;
    summary_hand_ = -1;
  } else {
    if (key > round_seen_) {
      round_seen_ = key;
      scoring_ = true;
      scoring_start_ = ImGui::GetTime();
      scoring_round_ = last;
    }
    if (state.CompletedHands() > hands_seen_) {
      hands_seen_ = state.CompletedHands();
      summary_after_scoring_ = hands_seen_ - 1;
    }
  }
  if (scoring_ &&
      ImGui::GetTime() - scoring_start_ >= kFirstStep + kStepSeconds * scoring_round_.num_eras) {
    scoring_ = false;
  }
  if (!scoring_ && summary_after_scoring_ >= 0) {
    summary_hand_ = summary_after_scoring_;
    summary_after_scoring_ = -1;
  }
}

ViewResult GhostsOfChristmasView::Draw(const ViewContext& context) {
  ViewResult result;
  const auto* state = dynamic_cast<const GhostsOfChristmasState*>(&context.table);
  if (state == nullptr) return result;
  recent_.BeginFrame(context);
  Follow(context, *state);

  const int current = state->CurrentPlayer();
  const bool showing = scoring_ || summary_hand_ >= 0;
  const bool my_turn =
      context.input_enabled && !showing && current >= 0 && current == context.viewer;
  const bool my_bid = my_turn && state->GetPhase() == Phase::kBid;
  const bool my_play = my_turn && state->GetPhase() == Phase::kPlay;
  KeepChoiceValid(*state, my_play);

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
      hand_beside && state->GetPhase() == Phase::kBid && !scoring_ && summary_hand_ < 0;
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
  const bool summary_over_hand =
      summary_hand_ >= 0 && !scoring_ && (hand_beside || middle.w() < 640 || middle.h() < 300);
  DrawInfo(*state, info);
  if (players_h > 0 && !(summary_over_hand && hand_beside)) DrawPlayers(context, *state, players);
  if (summary_hand_ >= 0) {
    const ImVec2 top = summary_over_hand && hand_beside ? players.min : middle.min;
    DrawSummary(context, *state, summary_over_hand ? Box::Corners(top, hand.max) : middle);
  } else if (state->GetPhase() == Phase::kBid && !scoring_) {
    DrawBidding(context, *state, middle, my_bid, result);
  } else {
    DrawEras(context, *state, middle, my_play, result);
  }
  if (scoring_) {
    DrawScoring(context, hand);
  } else if (!summary_over_hand) {
    DrawHand(context, *state, hand, my_play, result);
  }

  result.hold = scoring_ || summary_hand_ >= 0;
  result.message = StatusMessage(my_bid, my_play);
  return result;
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

std::string GhostsOfChristmasView::StatusMessage(bool my_bid, bool my_play) const {
  if (!message_.empty()) return message_;
  if (scoring_) return "Scoring the tricks...";
  if (summary_hand_ >= 0) return "The hand is over: see how everyone scored, then Continue.";
  if (my_bid) return "Your bid: choose purple doors (and the red door), then Confirm.";
  if (!my_play) return "";
  if (selected_card_ >= 0) {
    return "Play " + ghosts::CardToString(selected_card_) + ": now choose a lit era.";
  }
  if (selected_era_ >= 0) {
    return std::string("Choose a lit card to play into the ") + ghosts::EraName(selected_era_) +
           ".";
  }
  return "Your turn: choose a card, then an era (or an era, then a card).";
}

void GhostsOfChristmasView::TryPlay(const GhostsOfChristmasState& state, int card, int era,
                                    ViewResult& result) {
  message_ = kit::Propose(state, ghosts::PlayAction(card, era), result);
}

void GhostsOfChristmasView::DrawInfo(const GhostsOfChristmasState& state, Box box) {
  const ui::Fonts& fonts = ui::GetFonts();
  ImDrawList* draw = ImGui::GetWindowDrawList();
  const float px = FontPixels(fonts.bold);
  const int hand = std::min(state.HandNumber(), state.NumHands() - 1);
  std::string left =
      "Hand " + std::to_string(hand + 1) + " of " + std::to_string(state.NumHands()) + "   ·   ";
  if (summary_hand_ >= 0) {
    left = "Hand " + std::to_string(summary_hand_ + 1) + " of " + std::to_string(state.NumHands()) +
           "   ·   scored";
  } else if (scoring_) {
    left = "Hand " + std::to_string(scoring_round_.hand + 1) + " of " +
           std::to_string(state.NumHands()) + "   ·   Round " +
           std::to_string(scoring_round_.round + 1) + " of " +
           std::to_string(state.RoundsPerHand()) + " scored";
  } else if (state.GetPhase() == Phase::kBid) {
    left += "Bidding";
  } else if (state.GetPhase() == Phase::kPlay) {
    left += "Round " + std::to_string(state.RoundNumber() + 1) + " of " +
            std::to_string(state.RoundsPerHand());
  } else if (state.IsTerminal()) {
    left = "The game is over";
  } else {
    left += "Dealing";
  }
  Text(draw, fonts.bold, px, box.min, ui::colour::kCream, left);
  std::string right = "Hearts are trump";
  if (state.TinyTim()) {
    right += state.NumPlayers() == 3 ? "   ·   Tiny Tim: 0 wreaths 6, 1-6: 1 each, 7+: 0"
                                     : "   ·   Tiny Tim: 0 wreaths 6, 1-5: 1 each, 6+: 0";
  }
  const float body = FontPixels(fonts.body);
  const float left_w = TextWidth(fonts.bold, px, left);
  const float room = box.w() - left_w - 24;
  // The longest wording that fits: with Tiny Tim's scoring, the trump alone, or a heart and
  // "trump" (Tiny Tim's scoring is also on the rules page).
  if (TextWidth(fonts.body, body, right) > room) right = "Hearts are trump";
  if (TextWidth(fonts.body, body, right) > room) right = "trump";
  const float right_w = TextWidth(fonts.body, body, right);
  if (right_w + body * 1.4f > room)
    return;  // no room at all (scoring on a phone): the cards show it
  Text(draw, fonts.body, body, ImVec2(box.max.x - right_w, box.min.y + 1), ui::colour::kCreamDim,
       right);
  if (right == "trump") {
    ghosts_drawing::DrawSuit(draw,
                             ImVec2(box.max.x - right_w - body * 0.7f, box.min.y + body * 0.6f),
                             body * 0.9f, ghosts::kHearts, 1.0f);
  }
}

void GhostsOfChristmasView::DrawPlayers(const ViewContext& context,
                                        const GhostsOfChristmasState& state, Box box) {
  const int n = state.NumPlayers();
  const float gap = 8;
  const float w = (box.w() - gap * (n - 1)) / n;
  for (int seat = 0; seat < n; ++seat) {
    DrawPlayer(context, state, seat,
               Box::Sized(ImVec2(box.min.x + seat * (w + gap), box.min.y), ImVec2(w, box.h())));
  }
}

void GhostsOfChristmasView::DrawPlayer(const ViewContext& context,
                                       const GhostsOfChristmasState& state, int seat, Box box) {
  const ui::Fonts& fonts = ui::GetFonts();
  ImDrawList* draw = ImGui::GetWindowDrawList();
  const ImVec2 min = box.min;
  const ImVec2 max = box.max;
  const bool to_move = state.CurrentPlayer() == seat && !scoring_ && summary_hand_ < 0;
  const bool viewer = seat == context.viewer;
  draw->AddRectFilled(min, max, to_move ? IM_COL32(232, 188, 74, 40) : IM_COL32(0, 0, 0, 46), 12);
  if (to_move) {
    draw->AddRect(min, max, ui::colour::kGold, 12, 0, 2.5f);
  } else if (viewer) {
    draw->AddRect(min, max, ui::colour::kCreamDim, 12, 0, 1.0f);
  }
  const float pad = 10;
  const float bold = FontPixels(fonts.bold);
  const float small = FontPixels(fonts.body) * 0.82f;

  // Row 1: start marker, name, score.
  float x = min.x + pad;
  const float row1 = min.y + 6;
  if (state.StartPlayer() == seat) {
    ghosts_drawing::DrawStartMarker(draw, ImVec2(x + bold * 0.45f, row1 + bold * 0.5f),
                                    bold * 0.45f);
    x += bold + 4;
  }
  const std::string score = std::to_string(state.Score(seat));
  // A narrow box (a phone): the name has the whole first row, the score goes to the last.
  const bool narrow = box.w() < 130;
  const float score_px = narrow ? bold : FontPixels(fonts.heading);
  const float score_w = TextWidth(narrow ? fonts.bold : fonts.heading, score_px, score);
  const std::string& name = context.seat_names[seat];
  ui::NameText(context.widgets, "ghosts:name:" + std::to_string(seat), draw, fonts.bold, bold,
               ImVec2(x, row1), ui::colour::kCream, name,
               max.x - pad - x - (narrow ? 0 : score_w + 8));
  if (narrow) {
    Text(draw, fonts.bold, score_px, ImVec2(max.x - pad - score_w, max.y - small - 6 - 1),
         ui::colour::kGold, score);
  } else {
    Text(draw, fonts.heading, score_px, ImVec2(max.x - pad - score_w, row1 - 3), ui::colour::kGold,
         score);
  }

  // Row 2: doors; row 3: cards left.
  const float row2 = row1 + bold + 6;
  const float row3 = max.y - small - 6;
  const float door_h = std::clamp(row3 - row2 - 6, 14.0f, 40.0f);
  DrawDoors(state, seat, min.x + pad, row2, door_h, box.w() - 2 * pad);
  DrawCardsLeft(context, state, seat,
                narrow ? Box::Corners(box.min, ImVec2(box.max.x - score_w - 6, box.max.y)) : box,
                row3);
}

void GhostsOfChristmasView::DrawDoors(const GhostsOfChristmasState& state, int seat, float x,
                                      float row2, float door_h, float width) {
  const ui::Fonts& fonts = ui::GetFonts();
  ImDrawList* draw = ImGui::GetWindowDrawList();
  const float small = FontPixels(fonts.body) * 0.82f;
  const int wreaths = state.Wreaths(seat);
  if (state.TinyTim()) {
    const float r = door_h * 0.3f;
    const float step = std::min(r * 2.6f, wreaths > 1 ? (width - 2 * r) / (wreaths - 1) : width);
    for (int i = 0; i < wreaths; ++i) {
      ghosts_drawing::DrawWreath(draw, ImVec2(x + r + i * step, row2 + door_h * 0.5f), r);
    }
    if (wreaths == 0) {
      Text(draw, fonts.body, small, ImVec2(x, row2 + (door_h - small) * 0.5f),
           ui::colour::kCreamDim, "no wreaths yet");
    }
    return;
  }
  if (!state.HasBid(seat)) {
    const bool to_move = state.CurrentPlayer() == seat && !scoring_ && summary_hand_ < 0;
    const bool bidding = state.GetPhase() == Phase::kBid;
    if (!bidding || door_h < small) return;
    // The longest words that fit the box (narrow on a phone).
    std::string words = to_move ? "choosing a bid..." : "no bid yet";
    if (TextWidth(fonts.body, small, words) > width) words = to_move ? "bidding..." : "no bid";
    if (TextWidth(fonts.body, small, words) > width) return;
    Text(draw, fonts.body, small, ImVec2(x, row2 + (door_h - small) * 0.5f), ui::colour::kCreamDim,
         words);
    return;
  }
  const int purple = state.Purple(seat);
  const bool red = state.Red(seat);
  const int doors = purple + (red ? 1 : 0);
  const int extra = std::max(0, wreaths - doors);
  const int items = std::max(1, doors + extra);
  float h = door_h;
  float step = h * 0.58f + 4;
  if (items * step > width) {
    step = width / items;
    h = std::min(h, (step - 2) / 0.58f);
  }
  for (int i = 0; i < purple; ++i) {
    ghosts_drawing::DrawDoor(draw, ImVec2(x, row2 + door_h - h), h, false, i < wreaths);
    x += step;
  }
  if (red) {
    ghosts_drawing::DrawDoor(draw, ImVec2(x, row2 + door_h - h), h, true, wreaths > purple);
    x += step;
  }
  for (int i = 0; i < extra; ++i) {
    ghosts_drawing::DrawWreath(draw, ImVec2(x + h * 0.29f, row2 + door_h * 0.5f), h * 0.22f, true);
    x += step;
  }
  if (doors == 0 && extra == 0) {
    std::string words = "bid 0: no doors";
    if (TextWidth(fonts.body, small, words) > width) words = "bid 0";
    Text(draw, fonts.body, small, ImVec2(x, row2 + (door_h - small) * 0.5f), ui::colour::kCreamDim,
         words);
  }
}

void GhostsOfChristmasView::DrawCardsLeft(const ViewContext& context,
                                          const GhostsOfChristmasState& state, int seat, Box box,
                                          float row3) {
  const ui::Fonts& fonts = ui::GetFonts();
  ImDrawList* draw = ImGui::GetWindowDrawList();
  const float pad = 10;
  const float small = FontPixels(fonts.body) * 0.82f;
  float x = box.min.x + pad;
  const int cards = state.HandSize(seat);
  if (seat != context.viewer && cards > 0) {
    // A small stack of backs (at most three): the count is in the words beside it.
    const float back_w = small * 0.8f;
    const int shown = std::min(cards, 3);
    for (int i = 0; i < shown; ++i) {
      ghosts_drawing::DrawCardBack(draw, ImVec2(x + i * 4.0f, row3 - back_w * 0.35f + i * -1.0f),
                                   back_w);
    }
    x += back_w + (shown - 1) * 4.0f + 6;
  }
  const bool wreaths = state.HasBid(seat) || state.TinyTim();
  std::string tally = Plural(cards, "card", "cards");
  if (wreaths) tally += ", " + Plural(state.Wreaths(seat), "wreath", "wreaths");
  if (TextWidth(fonts.body, small, tally) <= box.max.x - pad - x) {
    Text(draw, fonts.body, small, ImVec2(x, row3), ui::colour::kCreamDim, tally);
    return;
  }
  // A narrow box (a phone): the counts beside small pictures of a card and a wreath, as many as
  // fit (the doors above already show the wreaths, so their count goes first).
  const bool card_picture = seat == context.viewer || cards == 0;
  const std::string card_count = std::to_string(cards);
  const float card_w =
      (card_picture ? small * 0.8f + 4 : 0) + TextWidth(fonts.body, small, card_count);
  if (x + card_w > box.max.x - pad) return;
  if (card_picture) {
    ghosts_drawing::DrawCardBack(draw, ImVec2(x, row3 - small * 0.3f), small * 0.8f);
    x += small * 0.8f + 4;
  }
  x += Text(draw, fonts.body, small, ImVec2(x, row3), ui::colour::kCreamDim, card_count) + 8;
  const std::string wreath_count = std::to_string(state.Wreaths(seat));
  if (wreaths && x + small + 3 + TextWidth(fonts.body, small, wreath_count) <= box.max.x - pad) {
    ghosts_drawing::DrawWreath(draw, ImVec2(x + small * 0.45f, row3 + small * 0.5f), small * 0.42f);
    Text(draw, fonts.body, small, ImVec2(x + small + 3, row3), ui::colour::kCreamDim, wreath_count);
  }
}

GhostsOfChristmasView::EraGrid GhostsOfChristmasView::LayOutEras(
    const GhostsOfChristmasState& state, Box box, int eras) const {
  const ui::Fonts& fonts = ui::GetFonts();
  const int n = state.NumPlayers();
  EraGrid grid;
  const float gap = 10;
  grid.column_width = (box.w() - gap * (eras - 1)) / eras;
  const float small = FontPixels(fonts.body) * 0.8f;
  grid.header = std::max(FontPixels(fonts.bold) + 16, 40.0f);
  const double t = ImGui::GetTime() - scoring_start_;
  grid.revealed =
      scoring_ ? std::clamp(static_cast<int>((t - kFirstStep) / kStepSeconds) + 1, 0, eras) : 0;
  // Cards in play order: from the round's start player.
  grid.first = scoring_ ? scoring_round_.tricks[0].leader
                        : (state.RoundLeader() >= 0 ? state.RoundLeader() : 0);
  // Grid of n cards per column: one row or two, whichever gives bigger cards.
  grid.grid_height = box.h() - grid.header - 8;
  float card_w = 0;
  for (int r = 1; r <= 2; ++r) {
    const int cols = (n + r - 1) / r;
    const float by_w = (grid.column_width - 16 - 8 * (cols - 1)) / cols;
    const float by_h = ((grid.grid_height - 4 * (r - 1)) / r - small - 6) / kCardAspect;
    const float w = std::min(by_w, by_h);
    if (w > card_w) {
      card_w = w;
      grid.rows = r;
    }
  }
  grid.card_width = std::max(card_w, 14.0f);
  grid.columns = (n + grid.rows - 1) / grid.rows;
  return grid;
}

void GhostsOfChristmasView::DrawEras(const ViewContext& context,
                                     const GhostsOfChristmasState& state, Box box, bool my_play,
                                     ViewResult& result) {
  const int eras = scoring_ ? scoring_round_.num_eras : state.NumEras();
  const EraGrid grid = LayOutEras(state, box, eras);
  if (selected_card_ < 0) era_focused_for_ = -1;
  int hovered = -1;
  for (int era = 0; era < eras; ++era) {
    if (DrawEra(context, state, era, grid, box, my_play, result)) hovered = era;
  }
  hovered_era_ = hovered;
}

bool GhostsOfChristmasView::DrawEra(const ViewContext& context, const GhostsOfChristmasState& state,
                                    int era, const EraGrid& grid, Box box, bool my_play,
                                    ViewResult& result) {
  ImDrawList* draw = ImGui::GetWindowDrawList();
  const float gap = 10;
  const ImVec2 min(box.min.x + era * (grid.column_width + gap), box.min.y);
  const ImVec2 max(min.x + grid.column_width, box.max.y);
  const bool done = my_play && state.PlayedInto(state.CurrentPlayer(), era);
  bool legal_for_card = false;
  std::string why;
  if (my_play && selected_card_ >= 0) {
    why = state.WhyCannotPlay(selected_card_, era);
    legal_for_card = why.empty();
  }
  // A card just chosen: the keyboard goes on to the first era it may go to.
  if (legal_for_card && era_focused_for_ != selected_card_) {
    context.widgets.RequestFocus(std::string("ghosts:era:") + ghosts::EraId(era));
    era_focused_for_ = selected_card_;
  }
  bool over = false;
  const bool choosable = my_play && !done && (selected_card_ < 0 || legal_for_card);
  const bool clicked =
      kit::HitArea(context.widgets, std::string("ghosts:era:") + ghosts::EraId(era),
                   ghosts::EraName(era), min, max, my_play, &over, choosable);

  // The column: lit for the chosen card, framed when chosen, a hint's red frame.
  ImU32 fill = IM_COL32(0, 0, 0, 50);
  if (done) fill = IM_COL32(0, 0, 0, 90);
  if (my_play && (selected_era_ == era || (over && selected_card_ < 0 && !done))) {
    fill = IM_COL32(232, 188, 74, 36);
  }
  draw->AddRectFilled(min, max, fill, 14);
  const float pulse = kit::Pulse();
  if (legal_for_card) {
    draw->AddRect(min, max, IM_COL32(232, 188, 74, static_cast<int>(150 + 100 * pulse)), 14, 0,
                  2.5f + 1.5f * pulse);
  } else if (my_play && selected_era_ == era) {
    draw->AddRect(min, max, ui::colour::kGold, 14, 0, 3.0f);
  } else {
    draw->AddRect(min, max, ui::colour::kGoldDim, 14, 0, 1.0f);
  }
  if (my_play && context.hint && ghosts::IsPlayAction(*context.hint) &&
      ghosts::PlayEra(*context.hint) == era) {
    kit::HintFrame(draw, min, max);
  }
  DrawEraHeader(state, era, grid, Box::Corners(min, max), done);
  DrawEraCards(context, state, era, grid, Box::Corners(min, max));

  if (my_play) kit::Explain(over, why);
  if (clicked && my_play) {
    if (selected_card_ >= 0) {
      TryPlay(state, selected_card_, era, result);
    } else if (done) {
      message_ =
          std::string("You already played into the ") + ghosts::EraName(era) + " this round.";
    } else {
      selected_era_ = selected_era_ == era ? -1 : era;
      message_.clear();
    }
  }
  return over && my_play && !done;  // a finished era lights nothing
}

void GhostsOfChristmasView::DrawEraHeader(const GhostsOfChristmasState& state, int era,
                                          const EraGrid& grid, Box column, bool done) {
  const ui::Fonts& fonts = ui::GetFonts();
  ImDrawList* draw = ImGui::GetWindowDrawList();
  const float small = FontPixels(fonts.body) * 0.8f;
  const ImVec2 min = column.min;
  // The era's name, its dial, and beside the dial its suit in words or that the player is
  // done with this era.
  const int dial = scoring_ ? scoring_round_.tricks[era].dial : state.Dial(era);
  const float dial_r = std::min(grid.header * 0.38f, 22.0f);
  const ImVec2 dial_c(column.max.x - 12 - dial_r, min.y + grid.header * 0.5f + 2);
  // The name left of the dial, smaller in a narrow column (a phone), never under the dial.
  const std::string name = ghosts::EraName(era);
  const float heading = FontPixels(fonts.heading);
  const float name_room = dial_c.x - dial_r - 6 - (min.x + 12);
  const float name_px =
      std::max(kit::FitPixels(fonts.heading, heading, name, name_room, 0.55f), heading * 0.55f);
  Text(draw, fonts.heading, name_px,
       ImVec2(min.x + 12, min.y + 8 + std::max(0.0f, (heading - name_px) * 0.5f)),
       ui::colour::kCream, name);
  ghosts_drawing::DrawDial(draw, dial_c, dial_r, dial);
  // The layout check sees any text it would sit on ("Prese(dial)t").
  ui::RecordMark(draw, ImVec2(dial_c.x - dial_r, dial_c.y - dial_r),
                 ImVec2(dial_c.x + dial_r, dial_c.y + dial_r), "(" + name + "'s dial)");
  const std::string dial_text =
      done ? "you played" : (dial < 0 ? "face down" : ghosts::SuitName(dial));
  const float name_w = TextWidth(fonts.heading, name_px, name);
  const float dial_w = TextWidth(fonts.body, small, dial_text);
  if (min.x + 12 + name_w + 8 + dial_w < dial_c.x - dial_r - 6) {
    Text(draw, fonts.body, small, ImVec2(dial_c.x - dial_r - 6 - dial_w, dial_c.y - small * 0.5f),
         ui::colour::kCreamDim, dial_text);
  }
}

void GhostsOfChristmasView::DrawEraCards(const ViewContext& context,
                                         const GhostsOfChristmasState& state, int era,
                                         const EraGrid& grid, Box column) {
  const ui::Fonts& fonts = ui::GetFonts();
  ImDrawList* draw = ImGui::GetWindowDrawList();
  const std::vector<std::string> names = Names(context);
  const int n = state.NumPlayers();
  const float small = FontPixels(fonts.body) * 0.8f;
  const float card_w = grid.card_width;
  const float card_h = card_w * kCardAspect;
  const float col_w = grid.column_width;
  const float grid_w = grid.columns * card_w + (grid.columns - 1) * 8;
  const float top = column.min.y + grid.header + 4;
  const float row_h = (grid.grid_height - 4 * (grid.rows - 1)) / grid.rows;
  const ghosts::TrickResult* trick = scoring_ ? &scoring_round_.tricks[era] : nullptr;
  const bool scored = scoring_ && era < grid.revealed;
  // The cards in play order; while scoring, the winner's card is lit and the card that set the
  // era's scoring suit wears the start marker.
  for (int k = 0; k < n; ++k) {
    const int seat = (grid.first + k) % n;
    const int row = k / grid.columns;
    const int col = k % grid.columns;
    const ImVec2 at(column.min.x + (col_w - grid_w) * 0.5f + col * (card_w + 8),
                    top + row * (row_h + 4) + (row_h - card_h - small - 6) * 0.5f);
    const Card card = trick != nullptr ? trick->cards[seat] : state.PlayedCard(era, seat);
    const bool winner = scored && trick->winner == seat;
    if (card >= 0) {
      CardLook look;
      look.highlighted = winner;
      look.dimmed = scored && !winner;
      if (winner) {
        draw->AddRectFilled(ImVec2(at.x - 6, at.y - 6),
                            ImVec2(at.x + card_w + 6, at.y + card_h + 6),
                            IM_COL32(232, 188, 74, 90), 10);
      }
      ghosts_drawing::DrawCardFace(draw, at, card_w, card, look);
      if (trick == nullptr) {
        recent_.Piece(context, draw,
                      "ghosts:played:" + std::to_string(era) + ":" + std::to_string(seat) + ":" +
                          ghosts::CardToString(card),
                      seat, at, ImVec2(at.x + card_w, at.y + card_h));
      }
    } else {
      ghosts_drawing::DrawCardSlot(
          draw, at, card_w,
          seat == state.CurrentPlayer() ? ui::colour::kGold : ui::colour::kCreamDim);
    }
    if (card >= 0 && trick != nullptr && trick->leader == seat && era <= grid.revealed) {
      const float r = std::clamp(card_w * 0.17f, 7.0f, 14.0f);
      ghosts_drawing::DrawStartMarker(draw, ImVec2(at.x + card_w - r * 0.4f, at.y + r * 0.4f), r);
    }
    const float label_w = std::max(card_w + 6, 20.0f);
    ui::NameText(context.widgets,
                 "ghosts:played-by:" + std::to_string(era) + ":" + std::to_string(seat), draw,
                 fonts.body, small, ImVec2(at.x + (card_w - label_w) * 0.5f, at.y + card_h + 3),
                 winner ? ui::colour::kGold : ui::colour::kCreamDim, names[seat], label_w, 0.5f);
  }
}

void GhostsOfChristmasView::DrawBidding(const ViewContext& context,
                                        const GhostsOfChristmasState& state, Box box, bool my_bid,
                                        ViewResult& result) {
  const ui::Fonts& fonts = ui::GetFonts();
  ImDrawList* draw = ImGui::GetWindowDrawList();
  const ImVec2 min = box.min;
  const ImVec2 max = box.max;
  kit::FramedPanel(draw, min, max, IM_COL32(0, 0, 0, 60), ui::colour::kGoldDim, 14, 1.5f);
  const float pad = 18;
  float y = min.y + 14;
  if (!my_bid) {
    const int current = state.CurrentPlayer();
    const std::string who = current >= 0 ? Names(context)[current] : std::string("Everyone");
    // Wrapped: a long name, a narrow table.
    y += kit::WrappedText(
             draw, fonts.heading, FontPixels(fonts.heading), ImVec2(min.x + pad, y),
             box.w() - 2 * pad, ui::colour::kGold,
             "Bidding: " + who + (who == "You" ? " choose" : " chooses") + " doors...") +
         10;
    y += kit::WrappedText(draw, fonts.body, FontPixels(fonts.body), ImVec2(min.x + pad, y),
                          box.w() - 2 * pad, ui::colour::kCreamDim,
                          "Each purple door is a trick to win; the red door allows one more.") +
         10;
    DrawDoorSupply(state, ImVec2(min.x + pad, y), box.w() - 2 * pad);
    return;
  }
  // Rows: title, purple doors 0..12, red door + Confirm, the rule for this bid. Roomy
  // tables get the larger title and more air between rows.
  const bool roomy = box.h() >= 260;
  ImFont* title_font = roomy ? fonts.heading : fonts.bold;
  const float title = FontPixels(title_font);
  const float row_gap = roomy ? 16.0f : 8.0f;
  const float avail = box.w() - 2 * pad;
  // Wrapped on a narrow screen rather than cut.
  y += kit::WrappedText(draw, title_font, title, ImVec2(min.x + pad, y), avail, ui::colour::kGold,
                        "Your bid: purple doors = tricks you will win (of 12)") +
       row_gap * 0.5f;
  y += DrawDoorSupply(state, ImVec2(min.x + pad, y), avail) + row_gap * 0.5f;

  ImGui::PushFont(fonts.bold);
  const float button_h = ImGui::GetFrameHeight() + (roomy ? 10.0f : 4.0f);
  y += DrawPurpleDoors(context, state, ImVec2(min.x + pad, y), avail, button_h) + row_gap;
  DrawRedDoorAndConfirm(context, state, box, y, button_h, result);
  ImGui::PopFont();
  y += button_h + row_gap;

  // What this bid needs.
  const std::string rule = bid_purple_ >= 0
                               ? ghosts::BidRule(bid_purple_, bid_red_)
                               : std::string("Choose a number of purple doors (0 to 12).");
  // Bold where it fits in the panel; smaller, still whole, where it would run out.
  ImFont* rule_font = fonts.bold;
  float rule_px = FontPixels(fonts.bold);
  if (y + rule_font->CalcTextSizeA(rule_px, 1e9f, avail, rule.c_str()).y > max.y - 4) {
    rule_font = fonts.body;
    rule_px = FontPixels(fonts.body) * 0.85f;
  }
  // No room even so (a phone on its side): the status line asks for the bid already.
  if (y + rule_font->CalcTextSizeA(rule_px, 1e9f, avail, rule.c_str()).y > max.y - 2) return;
  kit::WrappedText(draw, rule_font, rule_px, ImVec2(min.x + pad, y), avail, ui::colour::kCream,
                   rule);
}

float GhostsOfChristmasView::DrawDoorSupply(const GhostsOfChristmasState& state, ImVec2 at,
                                            float width) {
  // Rules version 2 on: a hand's bids share the supply's doors.
  if (!state.DoorSupply()) return 0;
  const ui::Fonts& fonts = ui::GetFonts();
  ImDrawList* draw = ImGui::GetWindowDrawList();
  const float px = FontPixels(fonts.body);
  const float door = px * 1.2f;
  const int purple = state.PurpleDoorsLeft();
  const int red = state.RedDoorsLeft();
  // The sentence in the longest wording that fits the width: "Left in the door supply this
  // hand: [door] 10 purple doors, [door] 3 red doors", then shorter, then the counts alone.
  struct Wording {
    std::string lead, purple, red;
  };
  const Wording wordings[] = {
      {"Left in the door supply this hand:", Plural(purple, "purple door", "purple doors") + ",",
       Plural(red, "red door", "red doors")},
      {"Door supply:", std::to_string(purple) + " purple,", std::to_string(red) + " red"},
      {"", std::to_string(purple) + ",", std::to_string(red)},
  };
  auto width_of = [&](const Wording& w) {
    float total = 2 * (door * 0.58f + 4);
    for (const std::string* part : {&w.lead, &w.purple, &w.red}) {
      if (!part->empty()) total += TextWidth(fonts.body, px, *part) + 6;
    }
    return total;
  };
  const Wording* chosen = &wordings[2];
  for (const Wording& w : wordings) {
    if (width_of(w) <= width) {
      chosen = &w;
      break;
    }
  }
  float x = at.x;
  auto words = [&](const std::string& text) {
    if (text.empty()) return;
    Text(draw, fonts.body, px, ImVec2(x, at.y + door - px), ui::colour::kCream, text);
    x += TextWidth(fonts.body, px, text) + 6;
  };
  words(chosen->lead);
  ghosts_drawing::DrawDoor(draw, ImVec2(x, at.y), door, /*red=*/false, /*wreath=*/false);
  x += door * 0.58f + 4;
  words(chosen->purple);
  ghosts_drawing::DrawDoor(draw, ImVec2(x, at.y), door, /*red=*/true, /*wreath=*/false);
  x += door * 0.58f + 4;
  words(chosen->red);
  return door;
}

float GhostsOfChristmasView::DrawPurpleDoors(const ViewContext& context,
                                             const GhostsOfChristmasState& state, ImVec2 at,
                                             float width, float button_h) {
  const bool hint_bid = context.hint && ghosts::IsBidAction(*context.hint);
  const float spacing = 6;
  // One row of 13 where a finger fits each; two rows (0-6, 7-12) on a phone.
  const int per_row = (width - 12 * spacing) / 13 >= 44 ? 13 : 7;
  const float button =
      std::clamp((width - (per_row - 1) * spacing) / per_row, 30.0f, per_row == 13 ? 72.0f : 60.0f);
  for (int n = 0; n <= ghosts::kMaxPurple; ++n) {
    ImGui::SetCursorScreenPos(ImVec2(at.x + (n % per_row) * (button + spacing),
                                     at.y + (n / per_row) * (button_h + spacing)));
    // More doors than the supply holds: dimmed, the rules' reason on hover and click.
    const std::string why = state.WhyIllegal(ghosts::BidAction(n, false));
    if (kit::RuledButton(context.widgets, "ghosts:bid:" + std::to_string(n), std::to_string(n),
                         ImVec2(button, button_h),
                         n == bid_purple_ ? ui::Tone::kSelected : ui::Tone::kSecondary, why,
                         message_)) {
      bid_purple_ = n;
      message_.clear();
    }
    if (hint_bid && ghosts::BidPurple(*context.hint) == n) kit::HintFrameLastItem();
  }
  return per_row == 13 ? button_h : 2 * button_h + spacing;
}

void GhostsOfChristmasView::DrawRedDoorAndConfirm(const ViewContext& context,
                                                  const GhostsOfChristmasState& state, Box box,
                                                  float y, float button_h, ViewResult& result) {
  const bool hint_bid = context.hint && ghosts::IsBidAction(*context.hint);
  const float pad = 18;
  const float spacing = 6;
  const float avail = box.w() - 2 * pad;
  const float confirm_w = std::min(260.0f, avail * 0.36f);
  const float red_w = std::min(230.0f, (avail - confirm_w - 3 * spacing) / 2);
  ImGui::SetCursorScreenPos(ImVec2(box.min.x + pad, y));
  // Short labels where the long ones would be cut.
  const bool narrow = red_w < 190;
  if (ui::Button(context.widgets, "ghosts:red:off", narrow ? "No red" : "No red door",
                 ImVec2(red_w, button_h), bid_red_ ? ui::Tone::kSecondary : ui::Tone::kSelected)) {
    bid_red_ = false;
  }
  if (hint_bid && !ghosts::BidRed(*context.hint)) kit::HintFrameLastItem();
  ImGui::SetCursorScreenPos(ImVec2(box.min.x + pad + red_w + spacing, y));
  const std::string why_red =
      state.RedDoorsLeft() > 0 ? std::string() : state.WhyIllegal(ghosts::BidAction(0, true));
  if (kit::RuledButton(context.widgets, "ghosts:red:on", narrow ? "+ Red" : "Add the red door",
                       ImVec2(red_w, button_h),
                       bid_red_ ? ui::Tone::kSelected : ui::Tone::kSecondary, why_red, message_)) {
    bid_red_ = true;
    message_.clear();
  }
  if (hint_bid && ghosts::BidRed(*context.hint)) kit::HintFrameLastItem();
  const std::string confirm_label = bid_purple_ >= 0 && !narrow
                                        ? "Confirm: " + ghosts::BidText(bid_purple_, bid_red_)
                                        : "Confirm";
  ImGui::SetCursorScreenPos(ImVec2(box.max.x - pad - confirm_w, y));
  if (ui::Button(context.widgets, "ghosts:bid:confirm", confirm_label, ImVec2(confirm_w, button_h),
                 ui::Tone::kPrimary, bid_purple_ >= 0)) {
    message_ = kit::Propose(state, ghosts::BidAction(bid_purple_, bid_red_), result);
  }
}

std::string GhostsOfChristmasView::WhyNotPlayable(const GhostsOfChristmasState& state, int seat,
                                                  int card, int era) {
  if (era >= 0) return state.WhyCannotPlay(card, era);
  std::string first_reason;
  for (int e = 0; e < state.NumEras(); ++e) {
    const std::string reason = state.WhyCannotPlay(card, e);
    if (reason.empty()) return {};
    if (first_reason.empty() && !state.PlayedInto(seat, e)) first_reason = reason;
  }
  return first_reason;
}

void GhostsOfChristmasView::DrawHand(const ViewContext& context,
                                     const GhostsOfChristmasState& state, Box box, bool my_play,
                                     ViewResult& result) {
  const ui::Fonts& fonts = ui::GetFonts();
  ImDrawList* draw = ImGui::GetWindowDrawList();
  const int seat = context.viewer;
  const float label = FontPixels(fonts.bold);
  const ImVec2 min = box.min;
  kit::FramedPanel(draw, min, box.max, IM_COL32(60, 36, 20, 150), ui::colour::kGoldDim, 14, 1.5f);
  if (seat < 0 || seat >= state.NumPlayers()) {
    kit::WrappedText(draw, fonts.bold, label, ImVec2(min.x + 16, min.y + 10), box.w() - 32,
                     ui::colour::kCreamDim, "Hands stay hidden while the others play.");
    return;
  }
  const int era = my_play ? ActiveEra() : -1;
  std::vector<Card> cards;
  ghosts::ForEachCard(state.Hand(seat), [&](Card card) { cards.push_back(card); });
  const std::string& name = context.seat_names[seat];
  std::string title = name == "You" ? std::string("Your hand") : name + "'s hand";
  if (era >= 0) title += std::string(": lit cards may go into the ") + ghosts::EraName(era);
  // Wrapped in a narrow hand (beside the eras on a phone on its side).
  const float title_h =
      kit::WrappedText(draw, fonts.bold, label, ImVec2(min.x + 16, min.y + 8), box.w() - 32,
                       my_play ? ui::colour::kGold : ui::colour::kCream, title);
  if (cards.empty()) return;

  // Cards side by side, overlapping when there are too many for the width.
  const float top = min.y + 8 + title_h + 14;
  const float avail_h = box.max.y - top - 8;
  const float avail_w = box.w() - 32;
  const int count = static_cast<int>(cards.size());
  float w = std::min(avail_h / kCardAspect, 120.0f);
  float step = w + 8;
  if (count * step - 8 > avail_w) step = (avail_w - w) / std::max(1, count - 1);
  // A narrow screen (a phone) would leave slivers too thin for a finger: two rows instead.
  int per_row = count;
  const float kFinger = 44;
  if (step < kFinger && count > 1) {
    per_row = (count + 1) / 2;
    const float row_gap = 6;
    w = std::min({(avail_h - row_gap) * 0.5f / kCardAspect, 120.0f,
                  (avail_w - row_gap * (per_row - 1)) / per_row});
    step = w + row_gap;
    if (per_row * step - row_gap > avail_w) step = (avail_w - w) / std::max(1, per_row - 1);
  }
  const float row_step = w * kCardAspect + 6;
  const float total = step * (per_row - 1) + w;
  const float left = min.x + (box.w() - total) * 0.5f;
  const ImVec2 mouse = ImGui::GetIO().MousePos;
  int hovered_now = -1;
  std::string first_playable;
  for (int i = 0; i < count; ++i) {
    const Card card = cards[i];
    // Playable now? Against the chosen or hovered era, else against any open era.
    const std::string why = my_play ? WhyNotPlayable(state, seat, card, era) : std::string();
    const bool selected = card == selected_card_;
    const int column = i % per_row;
    const bool last_in_row = column + 1 == per_row || i + 1 == count;
    const float hit_w = last_in_row ? w : std::min(step, w);
    const ImVec2 base(left + column * step, top + (i / per_row) * row_step);
    // The chosen card, and a playable one under the pointer, rise out of a single row (two
    // rows have no room above the second); where it is drawn is where it is pressed.
    const bool rises = per_row == count && my_play;
    const float lift = !rises     ? 0.0f
                       : selected ? 12.0f
                                  : (card == hovered_card_ && why.empty() ? 6.0f : 0.0f);
    const ImVec2 hit_min(base.x, base.y - lift);
    const ImVec2 hit_max(base.x + hit_w, base.y - lift + w * kCardAspect);
    bool hovered = false;
    const std::string text = ghosts::CardToString(card);
    // The keyboard starts at the first card that may be played (before the eras above it).
    if (my_play && why.empty() && (first_playable.empty() || selected)) {
      first_playable = "ghosts:card:" + text;
    }
    const bool clicked = kit::HitArea(context.widgets, "ghosts:card:" + text, text, hit_min,
                                      hit_max, my_play, &hovered, why.empty());
    hovered = hovered && kit::Inside(mouse, hit_min, hit_max);
    if (hovered) hovered_now = card;
    CardLook look;
    look.dimmed = my_play && !why.empty();
    look.highlighted = selected || (my_play && era >= 0 && why.empty());
    ghosts_drawing::DrawCardFace(draw, ImVec2(base.x, base.y - lift), w, card, look);
    if (my_play && context.hint && ghosts::IsPlayAction(*context.hint) &&
        ghosts::PlayCard(*context.hint) == card) {
      kit::HintFrame(draw, ImVec2(base.x, base.y - lift),
                     ImVec2(base.x + w, base.y - lift + w * kCardAspect));
    }
    kit::Explain(hovered, why);
    if (clicked && my_play) ClickHandCard(state, card, selected, why, result);
  }
  hovered_card_ = hovered_now;
  if (!first_playable.empty()) context.widgets.SetFirstStop(first_playable);
}

void GhostsOfChristmasView::ClickHandCard(const GhostsOfChristmasState& state, int card,
                                          bool selected, const std::string& why,
                                          ViewResult& result) {
  if (selected_era_ >= 0) {
    TryPlay(state, card, selected_era_, result);
  } else if (!why.empty()) {
    message_ = why;
  } else {
    selected_card_ = selected ? -1 : card;
    message_.clear();
  }
}

void GhostsOfChristmasView::DrawScoring(const ViewContext& context, Box box) {
  const ui::Fonts& fonts = ui::GetFonts();
  ImDrawList* draw = ImGui::GetWindowDrawList();
  const ImVec2 min = box.min;
  const ImVec2 max = box.max;
  kit::FramedPanel(draw, min, max, IM_COL32(60, 36, 20, 190), ui::colour::kGold, 14, 2.0f);
  const std::vector<std::string> names = Names(context);
  const int eras = scoring_round_.num_eras;
  const double t = ImGui::GetTime() - scoring_start_;
  const int revealed = std::clamp(static_cast<int>((t - kFirstStep) / kStepSeconds) + 1, 0, eras);
  const float heading = FontPixels(fonts.bold);
  const std::string title = "Round " + std::to_string(scoring_round_.round + 1) +
                            " scored, Past first (the marked card sets the suit)";
  const float skip_w = std::min(120.0f, box.w() * 0.3f);
  // Wrapped beside Skip, never under it.
  const float title_h = kit::WrappedText(draw, fonts.bold, heading, ImVec2(min.x + 16, min.y + 8),
                                         box.w() - skip_w - 40, ui::colour::kGold, title);

  // Skip, top right.
  ImGui::PushFont(fonts.bold);
  ImGui::SetCursorScreenPos(ImVec2(max.x - skip_w - 12, min.y + 8));
  if (ui::Button(context.widgets, "ghosts:skip", "Skip", ImVec2(skip_w, 0), ui::Tone::kQuiet)) {
    scoring_ = false;
  }
  ImGui::PopFont();

  // Roomy tables (1080p) read the captions in the larger font.
  const float body = box.h() >= 200 ? FontPixels(fonts.heading) : FontPixels(fonts.body);
  float y = min.y + 8 + std::max(title_h, ImGui::GetFrameHeight()) + 8;
  const float room = box.w() - 58;
  // Each caption whole: a little smaller when the lines would not fit, then wrapped; where even
  // then they do not (a phone, long names), the newest ones (the older winners stay lit on
  // the eras above).
  auto height_from = [&](int first, float px) {
    float total = 0;
    for (int era = first; era < revealed; ++era) {
      const std::string caption = ghosts::TrickCaption(scoring_round_.tricks[era], names);
      total += fonts.bold->CalcTextSizeA(px, 1e9f, room, caption.c_str()).y + 4;
    }
    return total;
  };
  float px = body;
  for (; px > body * 0.75f; px -= 1.0f) {
    if (y + height_from(0, px) <= max.y - 6) break;
  }
  int first = 0;
  while (first < revealed - 1 && y + height_from(first, px) > max.y - 6) ++first;
  for (int era = first; era < revealed; ++era) {
    const std::string caption = ghosts::TrickCaption(scoring_round_.tricks[era], names);
    const bool newest = era == revealed - 1;
    ui::DrawStar(draw, ImVec2(min.x + 26, y + px * 0.5f), px * 0.45f,
                 newest ? ui::colour::kGold : ui::colour::kGoldDim, ui::colour::kGoldDim);
    y += kit::WrappedText(draw, newest ? fonts.bold : fonts.body, px, ImVec2(min.x + 42, y), room,
                          newest ? ui::colour::kCream : ui::colour::kCreamDim, caption) +
         4;
  }
}

void GhostsOfChristmasView::DrawSummary(const ViewContext& context,
                                        const GhostsOfChristmasState& state, Box box) {
  const ui::Fonts& fonts = ui::GetFonts();
  ImDrawList* draw = ImGui::GetWindowDrawList();
  const ImVec2 min = box.min;
  const ImVec2 max = box.max;
  kit::FramedPanel(draw, min, max, IM_COL32(12, 46, 33, 240), ui::colour::kGold, 14, 2.0f);
  const std::vector<std::string> names = Names(context);
  const float pad = 18;
  const float heading = FontPixels(fonts.heading);
  Text(draw, fonts.heading, heading, ImVec2(min.x + pad, min.y + 12), ui::colour::kGold,
       "Hand " + std::to_string(summary_hand_ + 1) + " of " + std::to_string(state.NumHands()) +
           " is over");

  // Continue, bottom right; each player's score so far is in their row.
  ImGui::PushFont(fonts.bold);
  const float button_w = std::min(220.0f, box.w() - 2 * pad);
  const float button_h = ImGui::GetFrameHeight() + 8;
  const float button_y = max.y - button_h - 12;
  ImGui::SetCursorScreenPos(ImVec2(max.x - pad - button_w, button_y));
  const std::string label = state.IsTerminal() ? "See the results" : "Continue";
  const bool closed =
      ui::Button(context.widgets, "ghosts:continue", label, ImVec2(button_w, button_h));
  ImGui::PopFont();
  if (closed) {
    summary_hand_ = -1;  // nothing more to show from the next frame
    return;
  }
  const float rows_top = min.y + 12 + heading + 12;
  DrawSummaryRows(context, state,
                  Box::Corners(ImVec2(min.x, rows_top), ImVec2(max.x, button_y - 8)));
}

void GhostsOfChristmasView::DrawSummaryRows(const ViewContext& context,
                                            const GhostsOfChristmasState& state, Box box) {
  const ui::Fonts& fonts = ui::GetFonts();
  ImDrawList* draw = ImGui::GetWindowDrawList();
  const ghosts::HandResult& hand = state.HandResultAt(summary_hand_);
  const std::vector<std::string> names = Names(context);
  const int players = state.NumPlayers();
  const float pad = 18;
  const float w = box.w() - 2 * pad;
  const bool tiny = state.TinyTim();
  const float bold = FontPixels(fonts.bold);
  auto bid_text = [&](int seat) { return ghosts::BidText(hand.purple[seat], hand.red[seat]); };
  auto why_text = [&](int seat) {
    return (hand.success[seat] ? "made it: " : "missed: ") + ghosts::HandReason(state, hand, seat);
  };
  auto points_text = [&](int seat) { return "+" + std::to_string(hand.points[seat]); };
  auto total_text = [&](int seat) { return std::to_string(state.Score(seat)); };

  // A table (player, bid, wreaths, points, total, why) where its columns fit as measured, at a size
  // that fits the rows' height; else a block per player: the name and points, then the bid,
  // the wreaths and why, wrapped.
  const float gap = 14;
  float px = std::min(FontPixels(fonts.body), (box.h() / (players + 1)) - 14);
  float name_w = 0, bid_w = 0, wreaths_w = 0, points_w = 0, total_w = 0;
  bool table = false;
  // The largest size, down to three quarters, at which the table's columns fit the width.
  for (; px >= FontPixels(fonts.body) * 0.75f; px -= 1) {
    name_w = TextWidth(fonts.bold, px, "Player");
    bid_w = tiny ? 0 : TextWidth(fonts.body, px * 0.9f, "Bid");
    float why_w = 0;
    for (int seat = 0; seat < players; ++seat) {
      name_w = std::max(name_w, TextWidth(fonts.bold, px, names[seat]));
      if (!tiny) bid_w = std::max(bid_w, TextWidth(fonts.body, px, bid_text(seat)));
      why_w = std::max(why_w, TextWidth(fonts.body, px, why_text(seat)));
    }
    name_w = std::min(name_w, w * 0.22f);  // longer names shorten (whole on a press)
    wreaths_w = TextWidth(fonts.body, px * 0.9f, "Wreaths");
    points_w = TextWidth(fonts.body, px * 0.9f, "Points");
    total_w = TextWidth(fonts.body, px * 0.9f, "Total");
    const float table_w = name_w + (tiny ? 0 : bid_w + gap) + wreaths_w + gap + points_w + gap +
                          total_w + gap + why_w + gap;
    if (table_w <= w) {
      table = true;
      break;
    }
  }
  const float row_h = px + 14;
  if (table && row_h * (players + 1) <= box.h()) {
    const float c_name = box.min.x + pad;
    const float c_bid = c_name + name_w + gap;
    const float c_wreaths = tiny ? c_bid : c_bid + bid_w + gap;
    const float c_points = c_wreaths + wreaths_w + gap;
    const float c_total = c_points + points_w + gap;
    const float c_why = c_total + total_w + gap;
    float y = box.min.y;
    auto header = [&](float x, const char* text) {
      Text(draw, fonts.body, px * 0.9f, ImVec2(x, y), ui::colour::kCreamDim, text);
    };
    header(c_name, "Player");
    if (!tiny) header(c_bid, "Bid");
    header(c_wreaths, "Wreaths");
    header(c_points, "Points");
    header(c_total, "Total");
    header(c_why, "Why");
    y += row_h;
    for (int seat = 0; seat < players; ++seat) {
      const bool ok = hand.success[seat];
      draw->AddRectFilled(ImVec2(box.min.x + pad - 6, y - 3),
                          ImVec2(box.max.x - pad + 6, y + row_h - 5),
                          ok ? IM_COL32(232, 188, 74, 40) : IM_COL32(0, 0, 0, 50), 6);
      ui::NameText(context.widgets, "ghosts:summary-name:" + std::to_string(seat), draw, fonts.bold,
                   px, ImVec2(c_name, y), ui::colour::kCream, names[seat], name_w);
      if (!tiny) Text(draw, fonts.body, px, ImVec2(c_bid, y), ui::colour::kCream, bid_text(seat));
      Text(draw, fonts.body, px, ImVec2(c_wreaths, y), ui::colour::kCream,
           std::to_string(hand.wreaths[seat]));
      Text(draw, fonts.bold, px, ImVec2(c_points, y),
           ok ? ui::colour::kGold : ui::colour::kCreamDim, points_text(seat));
      Text(draw, fonts.body, px, ImVec2(c_total, y), ui::colour::kCream, total_text(seat));
      Text(draw, fonts.body, px, ImVec2(c_why, y), ui::colour::kCream, why_text(seat));
      y += row_h;
    }
    return;
  }
  // Blocks: each as tall as its wrapped words, the words a little smaller where all would not
  // fit. On a wide screen the words go beside the name (a phone on its side has the width but
  // not the height for a line of name above them).
  auto detail = [&](int seat) {
    const std::string wreaths =
        std::to_string(hand.wreaths[seat]) + (hand.wreaths[seat] == 1 ? " wreath" : " wreaths");
    return (tiny ? wreaths : bid_text(seat) + ", " + wreaths) + "; " + why_text(seat);
  };
  const bool beside = w >= 560;
  const float name_col = beside ? w * 0.28f : 0;
  auto block_points = [&](int seat) {
    return points_text(seat) + " (" + total_text(seat) + " in all)";
  };
  const float points_col = TextWidth(fonts.bold, bold, "+00 (000 in all)") + 8;
  const float inner = beside ? w - name_col - points_col - 12 : w - 12;
  float detail_px = FontPixels(fonts.body);
  float name_px = bold;
  auto block_height = [&](int seat) {
    const float text_h = fonts.body->CalcTextSizeA(detail_px, 1e9f, inner, detail(seat).c_str()).y;
    return beside ? std::max(name_px, text_h) + 4 : name_px + 4 + text_h + 6;
  };
  for (; detail_px > FontPixels(fonts.body) * 0.7f; detail_px -= 1, name_px -= 1) {
    float total = 0;
    for (int seat = 0; seat < players; ++seat) total += block_height(seat) + 9;
    if (total <= box.h()) break;
  }
  float y = box.min.y;
  for (int seat = 0; seat < players; ++seat) {
    const bool ok = hand.success[seat];
    const float block_h = block_height(seat);
    draw->AddRectFilled(ImVec2(box.min.x + pad - 6, y - 3),
                        ImVec2(box.max.x - pad + 6, y + block_h),
                        ok ? IM_COL32(232, 188, 74, 40) : IM_COL32(0, 0, 0, 50), 6);
    const std::string points = block_points(seat);
    const float points_w_here = TextWidth(fonts.bold, name_px, points);
    Text(draw, fonts.bold, name_px, ImVec2(box.max.x - pad - points_w_here, y),
         ok ? ui::colour::kGold : ui::colour::kCreamDim, points);
    ui::NameText(context.widgets, "ghosts:summary-name:" + std::to_string(seat), draw, fonts.bold,
                 name_px, ImVec2(box.min.x + pad, y), ui::colour::kCream, names[seat],
                 beside ? name_col - 10 : w - points_w_here - 12);
    const ImVec2 at = beside ? ImVec2(box.min.x + pad + name_col, y)
                             : ImVec2(box.min.x + pad + 6, y + name_px + 4);
    kit::WrappedText(draw, fonts.body, detail_px, at, inner, ui::colour::kCream, detail(seat));
    y += block_h + 9;
  }
}

}  // namespace tinsel::app
