#include "views/ghosts_of_christmas/ghosts_of_christmas_view.h"

#include <algorithm>
#include <cmath>

#include "ui/controls.h"
#include "ui/theme.h"
#include "views/ghosts_of_christmas/ghosts_of_christmas_drawing.h"

namespace tinsel::app {
namespace {

using ghosts::Card;
using ghosts::GhostsState;
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

void GhostsOfChristmasView::Follow(const ViewContext& context, const GhostsState& state) {
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
  const auto* state = dynamic_cast<const GhostsState*>(&context.table);
  if (state == nullptr) return result;
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

  DrawInfo(*state, info);
  if (players_h > 0) DrawPlayers(context, *state, players);
  if (summary_hand_ >= 0) {
    DrawSummary(context, *state, middle);
  } else if (state->GetPhase() == Phase::kBid && !scoring_) {
    DrawBidding(context, *state, middle, my_bid, result);
  } else {
    DrawEras(context, *state, middle, my_play, result);
  }
  if (scoring_) {
    DrawScoring(context, hand);
  } else {
    DrawHand(context, *state, hand, my_play, result);
  }

  result.hold = scoring_ || summary_hand_ >= 0;
  result.message = StatusMessage(my_bid, my_play);
  return result;
}

void GhostsOfChristmasView::KeepChoiceValid(const GhostsState& state, bool my_play) {
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

void GhostsOfChristmasView::TryPlay(const GhostsState& state, int card, int era,
                                    ViewResult& result) {
  message_ = kit::Propose(state, ghosts::PlayAction(card, era), result);
}

void GhostsOfChristmasView::DrawInfo(const GhostsState& state, Box box) {
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
  right = Fit(fonts.body, body, right, room);
  Text(draw, fonts.body, body,
       ImVec2(box.max.x - TextWidth(fonts.body, body, right), box.min.y + 1), ui::colour::kCreamDim,
       right);
}

void GhostsOfChristmasView::DrawPlayers(const ViewContext& context, const GhostsState& state,
                                        Box box) {
  const int n = state.NumPlayers();
  const float gap = 8;
  const float w = (box.w() - gap * (n - 1)) / n;
  for (int seat = 0; seat < n; ++seat) {
    DrawPlayer(context, state, seat,
               Box::Sized(ImVec2(box.min.x + seat * (w + gap), box.min.y), ImVec2(w, box.h())));
  }
}

void GhostsOfChristmasView::DrawPlayer(const ViewContext& context, const GhostsState& state,
                                       int seat, Box box) {
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
  const float score_px = FontPixels(fonts.heading);
  const float score_w = TextWidth(fonts.heading, score_px, score);
  const std::string& name = context.seat_names[seat];
  Text(draw, fonts.bold, bold, ImVec2(x, row1), ui::colour::kCream,
       Fit(fonts.bold, bold, name, max.x - pad - score_w - 8 - x));
  Text(draw, fonts.heading, score_px, ImVec2(max.x - pad - score_w, row1 - 3), ui::colour::kGold,
       score);

  // Row 2: doors; row 3: cards left.
  const float row2 = row1 + bold + 6;
  const float row3 = max.y - small - 6;
  const float door_h = std::clamp(row3 - row2 - 6, 14.0f, 40.0f);
  DrawDoors(state, seat, min.x + pad, row2, door_h, box.w() - 2 * pad);
  DrawCardsLeft(context, state, seat, box, row3);
}

void GhostsOfChristmasView::DrawDoors(const GhostsState& state, int seat, float x, float row2,
                                      float door_h, float width) {
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
    Text(draw, fonts.body, small, ImVec2(x, row2 + (door_h - small) * 0.5f), ui::colour::kCreamDim,
         bidding ? (to_move ? "choosing a bid..." : "no bid yet") : "");
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
    Text(draw, fonts.body, small, ImVec2(x, row2 + (door_h - small) * 0.5f), ui::colour::kCreamDim,
         "bid 0: no doors");
  }
}

void GhostsOfChristmasView::DrawCardsLeft(const ViewContext& context, const GhostsState& state,
                                          int seat, Box box, float row3) {
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
  std::string tally = Plural(cards, "card", "cards");
  if (state.HasBid(seat) || state.TinyTim()) {
    tally += ", " + Plural(state.Wreaths(seat), "wreath", "wreaths");
  }
  Text(draw, fonts.body, small, ImVec2(x, row3), ui::colour::kCreamDim,
       Fit(fonts.body, small, tally, box.max.x - pad - x));
}

GhostsOfChristmasView::EraGrid GhostsOfChristmasView::LayOutEras(const GhostsState& state, Box box,
                                                                 int eras) const {
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

void GhostsOfChristmasView::DrawEras(const ViewContext& context, const GhostsState& state, Box box,
                                     bool my_play, ViewResult& result) {
  const int eras = scoring_ ? scoring_round_.num_eras : state.NumEras();
  const EraGrid grid = LayOutEras(state, box, eras);
  int hovered = -1;
  for (int era = 0; era < eras; ++era) {
    if (DrawEra(context, state, era, grid, box, my_play, result)) hovered = era;
  }
  hovered_era_ = hovered;
}

bool GhostsOfChristmasView::DrawEra(const ViewContext& context, const GhostsState& state, int era,
                                    const EraGrid& grid, Box box, bool my_play,
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

void GhostsOfChristmasView::DrawEraHeader(const GhostsState& state, int era, const EraGrid& grid,
                                          Box column, bool done) {
  const ui::Fonts& fonts = ui::GetFonts();
  ImDrawList* draw = ImGui::GetWindowDrawList();
  const float small = FontPixels(fonts.body) * 0.8f;
  const ImVec2 min = column.min;
  // The era's name, its dial, and beside the dial its suit in words or that the player is
  // done with this era.
  const int dial = scoring_ ? scoring_round_.tricks[era].dial : state.Dial(era);
  const float dial_r = std::min(grid.header * 0.38f, 22.0f);
  Text(draw, fonts.heading, FontPixels(fonts.heading), ImVec2(min.x + 12, min.y + 8),
       ui::colour::kCream, ghosts::EraName(era));
  const ImVec2 dial_c(column.max.x - 12 - dial_r, min.y + grid.header * 0.5f + 2);
  ghosts_drawing::DrawDial(draw, dial_c, dial_r, dial);
  const std::string dial_text =
      done ? "you played" : (dial < 0 ? "face down" : ghosts::SuitName(dial));
  const float name_w = TextWidth(fonts.heading, FontPixels(fonts.heading), ghosts::EraName(era));
  const float dial_w = TextWidth(fonts.body, small, dial_text);
  if (min.x + 12 + name_w + 8 + dial_w < dial_c.x - dial_r - 6) {
    Text(draw, fonts.body, small, ImVec2(dial_c.x - dial_r - 6 - dial_w, dial_c.y - small * 0.5f),
         ui::colour::kCreamDim, dial_text);
  }
}

void GhostsOfChristmasView::DrawEraCards(const ViewContext& context, const GhostsState& state,
                                         int era, const EraGrid& grid, Box column) {
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
    } else {
      ghosts_drawing::DrawCardSlot(
          draw, at, card_w,
          seat == state.CurrentPlayer() ? ui::colour::kGold : ui::colour::kCreamDim);
    }
    if (card >= 0 && trick != nullptr && trick->leader == seat && era <= grid.revealed) {
      const float r = std::clamp(card_w * 0.17f, 7.0f, 14.0f);
      ghosts_drawing::DrawStartMarker(draw, ImVec2(at.x + card_w - r * 0.4f, at.y + r * 0.4f), r);
    }
    const std::string label = Fit(fonts.body, small, names[seat], std::max(card_w + 6, 20.0f));
    const float lw = TextWidth(fonts.body, small, label);
    Text(draw, fonts.body, small, ImVec2(at.x + (card_w - lw) * 0.5f, at.y + card_h + 3),
         winner ? ui::colour::kGold : ui::colour::kCreamDim, label);
  }
}

void GhostsOfChristmasView::DrawBidding(const ViewContext& context, const GhostsState& state,
                                        Box box, bool my_bid, ViewResult& result) {
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
    Text(draw, fonts.heading, FontPixels(fonts.heading), ImVec2(min.x + pad, y), ui::colour::kGold,
         "Bidding: " + who + (who == "You" ? " choose" : " chooses") + " doors...");
    y += FontPixels(fonts.heading) + 10;
    Text(draw, fonts.body, FontPixels(fonts.body), ImVec2(min.x + pad, y), ui::colour::kCreamDim,
         "Each purple door is a trick to win; the red door allows one more.");
    y += FontPixels(fonts.body) + 10;
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
  draw->PushClipRect(min, max, true);
  Text(draw, fonts.bold, FontPixels(fonts.bold), ImVec2(min.x + pad, y), ui::colour::kCream,
       Fit(fonts.bold, FontPixels(fonts.bold), rule, avail));
  draw->PopClipRect();
}

float GhostsOfChristmasView::DrawDoorSupply(const GhostsState& state, ImVec2 at, float width) {
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

float GhostsOfChristmasView::DrawPurpleDoors(const ViewContext& context, const GhostsState& state,
                                             ImVec2 at, float width, float button_h) {
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
                                                  const GhostsState& state, Box box, float y,
                                                  float button_h, ViewResult& result) {
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

std::string GhostsOfChristmasView::WhyNotPlayable(const GhostsState& state, int seat, int card,
                                                  int era) {
  if (era >= 0) return state.WhyCannotPlay(card, era);
  std::string first_reason;
  for (int e = 0; e < state.NumEras(); ++e) {
    const std::string reason = state.WhyCannotPlay(card, e);
    if (reason.empty()) return {};
    if (first_reason.empty() && !state.PlayedInto(seat, e)) first_reason = reason;
  }
  return first_reason;
}

void GhostsOfChristmasView::DrawHand(const ViewContext& context, const GhostsState& state, Box box,
                                     bool my_play, ViewResult& result) {
  const ui::Fonts& fonts = ui::GetFonts();
  ImDrawList* draw = ImGui::GetWindowDrawList();
  const int seat = context.viewer;
  const float label = FontPixels(fonts.bold);
  const ImVec2 min = box.min;
  kit::FramedPanel(draw, min, box.max, IM_COL32(60, 36, 20, 150), ui::colour::kGoldDim, 14, 1.5f);
  if (seat < 0 || seat >= state.NumPlayers()) {
    Text(draw, fonts.bold, label, ImVec2(min.x + 16, min.y + 10), ui::colour::kCreamDim,
         "Hands stay hidden while the others play.");
    return;
  }
  const int era = my_play ? ActiveEra() : -1;
  std::vector<Card> cards;
  ghosts::ForEachCard(state.Hand(seat), [&](Card card) { cards.push_back(card); });
  const std::string& name = context.seat_names[seat];
  std::string title = name == "You" ? std::string("Your hand") : name + "'s hand";
  if (era >= 0) title += std::string(": lit cards may go into the ") + ghosts::EraName(era);
  Text(draw, fonts.bold, label, ImVec2(min.x + 16, min.y + 8),
       my_play ? ui::colour::kGold : ui::colour::kCream, title);
  if (cards.empty()) return;

  // Cards side by side, overlapping when there are too many for the width.
  const float top = min.y + 8 + label + 14;
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
  for (int i = 0; i < count; ++i) {
    const Card card = cards[i];
    // Playable now? Against the chosen or hovered era, else against any open era.
    const std::string why = my_play ? WhyNotPlayable(state, seat, card, era) : std::string();
    const bool selected = card == selected_card_;
    const int column = i % per_row;
    const bool last_in_row = column + 1 == per_row || i + 1 == count;
    const float hit_w = last_in_row ? w : std::min(step, w);
    const ImVec2 base(left + column * step, top + (i / per_row) * row_step);
    const ImVec2 hit_max(base.x + hit_w, base.y + w * kCardAspect);
    bool hovered = false;
    const std::string text = ghosts::CardToString(card);
    const bool clicked = kit::HitArea(context.widgets, "ghosts:card:" + text, text, base, hit_max,
                                      my_play, &hovered, why.empty());
    hovered = hovered && kit::Inside(mouse, base, hit_max);
    const float lift = selected ? 12.0f : (hovered && my_play && why.empty() ? 6.0f : 0.0f);
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
}

void GhostsOfChristmasView::ClickHandCard(const GhostsState& state, int card, bool selected,
                                          const std::string& why, ViewResult& result) {
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
  Text(draw, fonts.bold, heading, ImVec2(min.x + 16, min.y + 8), ui::colour::kGold, title);

  // Skip, top right.
  ImGui::PushFont(fonts.bold);
  const float skip_w = 120;
  ImGui::SetCursorScreenPos(ImVec2(max.x - skip_w - 12, min.y + 8));
  if (ui::Button(context.widgets, "ghosts:skip", "Skip", ImVec2(skip_w, 0), ui::Tone::kQuiet)) {
    scoring_ = false;
  }
  ImGui::PopFont();

  // Roomy tables (1080p) read the captions in the larger font.
  const float body = box.h() >= 200 ? FontPixels(fonts.heading) : FontPixels(fonts.body);
  const float line = std::min(body + 6, (max.y - min.y - heading - 20) / std::max(1, eras));
  const float px = std::min(body, line - 2);
  float y = min.y + 8 + heading + 10;
  draw->PushClipRect(min, max, true);
  for (int era = 0; era < revealed; ++era) {
    const std::string caption = ghosts::TrickCaption(scoring_round_.tricks[era], names);
    const bool newest = era == revealed - 1;
    ui::DrawStar(draw, ImVec2(min.x + 26, y + px * 0.5f), px * 0.45f,
                 newest ? ui::colour::kGold : ui::colour::kGoldDim, ui::colour::kGoldDim);
    // Shrink a long caption a little before cutting it.
    const float room = box.w() - 58;
    const float fit_px =
        std::max(px * 0.78f, std::min(px, px * room / TextWidth(fonts.bold, px, caption)));
    Text(draw, newest ? fonts.bold : fonts.body, fit_px, ImVec2(min.x + 42, y),
         newest ? ui::colour::kCream : ui::colour::kCreamDim,
         Fit(fonts.bold, fit_px, caption, room));
    y += line;
  }
  draw->PopClipRect();
}

void GhostsOfChristmasView::DrawSummary(const ViewContext& context, const GhostsState& state,
                                        Box box) {
  const ui::Fonts& fonts = ui::GetFonts();
  ImDrawList* draw = ImGui::GetWindowDrawList();
  const ImVec2 min = box.min;
  const ImVec2 max = box.max;
  kit::FramedPanel(draw, min, max, IM_COL32(12, 46, 33, 240), ui::colour::kGold, 14, 2.0f);
  const std::vector<std::string> names = Names(context);
  const float pad = 18;
  const float heading = FontPixels(fonts.heading);
  const float bold = FontPixels(fonts.bold);
  const float body = FontPixels(fonts.body);
  Text(draw, fonts.heading, heading, ImVec2(min.x + pad, min.y + 12), ui::colour::kGold,
       "Hand " + std::to_string(summary_hand_ + 1) + " of " + std::to_string(state.NumHands()) +
           " is over");
  const float row_h = std::min(bold + 14, (box.h() - heading - 100) / (state.NumPlayers() + 1));
  DrawSummaryRows(context, state, box, min.y + 12 + heading + 12, row_h);

  ImGui::PushFont(fonts.bold);
  const float button_w = 220;
  const float button_h = ImGui::GetFrameHeight() + 8;
  ImGui::SetCursorScreenPos(ImVec2(max.x - pad - button_w, max.y - button_h - 12));
  const std::string label = state.IsTerminal() ? "See the results" : "Continue";
  if (ui::Button(context.widgets, "ghosts:continue", label, ImVec2(button_w, button_h))) {
    summary_hand_ = -1;
  }
  ImGui::PopFont();
  std::string totals = "Scores now: ";
  for (int seat = 0; seat < state.NumPlayers(); ++seat) {
    if (seat > 0) totals += ", ";
    totals += names[seat] + " " + std::to_string(state.Score(seat));
  }
  Text(draw, fonts.body, body, ImVec2(min.x + pad, max.y - button_h * 0.5f - 12 - body * 0.5f),
       ui::colour::kCreamDim, Fit(fonts.body, body, totals, box.w() - 2 * pad - button_w - 16));
}

void GhostsOfChristmasView::DrawSummaryRows(const ViewContext& context, const GhostsState& state,
                                            Box box, float y, float row_h) {
  const ui::Fonts& fonts = ui::GetFonts();
  ImDrawList* draw = ImGui::GetWindowDrawList();
  const ghosts::HandResult& hand = state.HandResultAt(summary_hand_);
  const std::vector<std::string> names = Names(context);
  const float pad = 18;
  // Columns: name, bid, wreaths, points, why.
  const float w = box.w() - 2 * pad;
  const bool tiny = state.TinyTim();
  const float c_name = box.min.x + pad;
  const float c_bid = c_name + w * 0.16f;
  const float c_wreaths = tiny ? c_bid : c_bid + w * 0.16f;
  const float c_points = c_wreaths + w * 0.12f;
  const float c_why = c_points + w * 0.1f;
  const float px = std::min(FontPixels(fonts.body), row_h - 4);
  draw->PushClipRect(box.min, box.max, true);
  auto header = [&](float x, const char* text) {
    Text(draw, fonts.body, px * 0.9f, ImVec2(x, y), ui::colour::kCreamDim, text);
  };
  header(c_name, "Player");
  if (!tiny) header(c_bid, "Bid");
  header(c_wreaths, "Wreaths");
  header(c_points, "Points");
  header(c_why, "Why");
  y += row_h;
  for (int seat = 0; seat < state.NumPlayers(); ++seat) {
    const bool ok = hand.success[seat];
    draw->AddRectFilled(ImVec2(box.min.x + pad - 6, y - 3),
                        ImVec2(box.max.x - pad + 6, y + row_h - 5),
                        ok ? IM_COL32(232, 188, 74, 40) : IM_COL32(0, 0, 0, 50), 6);
    Text(draw, fonts.bold, px, ImVec2(c_name, y), ui::colour::kCream,
         Fit(fonts.bold, px, names[seat], c_bid - c_name - 8));
    if (!tiny) {
      Text(draw, fonts.body, px, ImVec2(c_bid, y), ui::colour::kCream,
           ghosts::BidText(hand.purple[seat], hand.red[seat]));
    }
    Text(draw, fonts.body, px, ImVec2(c_wreaths, y), ui::colour::kCream,
         std::to_string(hand.wreaths[seat]));
    Text(draw, fonts.bold, px, ImVec2(c_points, y), ok ? ui::colour::kGold : ui::colour::kCreamDim,
         "+" + std::to_string(hand.points[seat]));
    Text(
        draw, fonts.body, px, ImVec2(c_why, y), ui::colour::kCream,
        Fit(fonts.body, px, (ok ? "made it: " : "missed: ") + ghosts::HandReason(state, hand, seat),
            box.max.x - pad - c_why));
    y += row_h;
  }
  draw->PopClipRect();
}

}  // namespace tinsel::app
