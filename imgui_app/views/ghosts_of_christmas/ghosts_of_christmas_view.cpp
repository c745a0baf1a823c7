#include "views/ghosts_of_christmas/ghosts_of_christmas_view.h"

#include <algorithm>
#include <cmath>

#include "ui/controls.h"
#include "ui/theme.h"
#include "views/kit.h"
#include "views/ghosts_of_christmas/ghosts_of_christmas_drawing.h"
#include "views/ghosts_of_christmas/ghosts_text.h"

namespace tinsel::app {
namespace {

using ghosts::Card;
using ghosts::GhostsState;
using ghosts::Phase;
using ghosts_view::CardLook;
using ghosts_view::kCardAspect;

// Trick scoring: a short pause, then one era every kStepSeconds.
constexpr double kFirstStep = 0.3;
constexpr double kStepSeconds = 1.2;

float Px(ImFont* font) { return font->FontSize * ImGui::GetIO().FontGlobalScale; }

float TextWidth(ImFont* font, float px, const std::string& text) {
  return font->CalcTextSizeA(px, 1e9f, 0, text.c_str()).x;
}

void Text(ImDrawList* draw, ImFont* font, float px, ImVec2 at, ImU32 colour,
          const std::string& text) {
  draw->AddText(font, px, at, colour, text.c_str());
}

// Text cut with "..." to fit `width`.
std::string Fit(ImFont* font, float px, const std::string& text, float width) {
  if (TextWidth(font, px, text) <= width) return text;
  std::string cut = text;
  while (!cut.empty() && TextWidth(font, px, cut + "...") > width) cut.pop_back();
  return cut + "...";
}

std::string Plural(int n, const char* one, const char* many) {
  return std::to_string(n) + " " + (n == 1 ? one : many);
}

bool Inside(ImVec2 p, ImVec2 min, ImVec2 max) {
  return p.x >= min.x && p.y >= min.y && p.x < max.x && p.y < max.y;
}

// A card-sized clickable area registered for the browser tests.
bool HitArea(const ViewContext& context, const std::string& id, const std::string& label,
             ImVec2 min, ImVec2 size, bool registered, bool* hovered = nullptr) {
  ImGui::SetCursorScreenPos(min);
  const bool clicked =
      ImGui::InvisibleButton(id.c_str(), ImVec2(std::max(1.0f, size.x), std::max(1.0f, size.y)));
  if (hovered != nullptr) *hovered = ImGui::IsItemHovered();
  if (registered) context.widgets.Add(id, label, min, ImVec2(min.x + size.x, min.y + size.y));
  return clicked;
}

}  // namespace

std::vector<std::string> GhostsView::Names(const ViewContext& context) const {
  std::vector<std::string> names;
  for (const Seat& seat : context.session.setup().seats) names.push_back(seat.name);
  return names;
}

void GhostsView::Reset() {
  selected_card_ = -1;
  selected_era_ = -1;
  bid_purple_ = -1;
  bid_red_ = false;
  message_.clear();
}

void GhostsView::Follow(const ViewContext& context, const GhostsState& state) {
  const size_t length = context.session.history().size();
  const ghosts::RoundResult& last = state.LastRound();
  const int key = last.valid ? last.hand * 8 + last.round : -1;
  if (&context.session != session_seen_ || length < history_seen_) {
    // A new or loaded game, or an undo: show the table as it is, replay nothing.
    session_seen_ = &context.session;
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
  history_seen_ = length;
  if (scoring_ &&
      ImGui::GetTime() - scoring_start_ >= kFirstStep + kStepSeconds * scoring_round_.num_eras) {
    scoring_ = false;
  }
  if (!scoring_ && summary_after_scoring_ >= 0) {
    summary_hand_ = summary_after_scoring_;
    summary_after_scoring_ = -1;
  }
}

ViewResult GhostsView::Draw(const ViewContext& context) {
  ViewResult result;
  const auto* state = dynamic_cast<const GhostsState*>(&context.session.state());
  if (state == nullptr) return result;
  Follow(context, *state);

  const int current = state->CurrentPlayer();
  const bool showing = scoring_ || summary_hand_ >= 0;
  const bool my_turn =
      context.input_enabled && !showing && current >= 0 && current == context.viewer;
  const bool my_bid = my_turn && state->GetPhase() == Phase::kBid;
  const bool my_play = my_turn && state->GetPhase() == Phase::kPlay;
  if (!my_play) {
    selected_card_ = -1;
    selected_era_ = -1;
  }
  if (selected_card_ >= 0 && !ghosts::HasCard(state->Hand(current), selected_card_)) {
    selected_card_ = -1;
  }
  if (selected_era_ >= 0 && my_play && state->PlayedInto(current, selected_era_)) {
    selected_era_ = -1;
  }

  // Layout: info line, players, the eras (or bidding / summary), the hand (or the scoring).
  const ImVec2 o = context.origin;
  const ImVec2 s = context.size;
  const float gap = std::clamp(s.y * 0.014f, 6.0f, 14.0f);
  const float info_h = Px(ui::GetFonts().bold) + 6;
  const float players_h = std::clamp(s.y * 0.19f, 92.0f, 150.0f);
  const float hand_h = std::clamp(s.y * 0.29f, 132.0f, 250.0f);
  const Box info{o, ImVec2(s.x, info_h)};
  const Box players{ImVec2(o.x, o.y + info_h + gap * 0.5f), ImVec2(s.x, players_h)};
  const float middle_top = players.min.y + players_h + gap;
  const Box hand{ImVec2(o.x, o.y + s.y - hand_h), ImVec2(s.x, hand_h)};
  const Box middle{ImVec2(o.x, middle_top), ImVec2(s.x, hand.min.y - gap - middle_top)};

  DrawInfo(context, *state, info);
  DrawPlayers(context, *state, players);
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
  if (!message_.empty()) {
    result.message = message_;
  } else if (scoring_) {
    result.message = "Scoring the tricks...";
  } else if (summary_hand_ >= 0) {
    result.message = "The hand is over: see how everyone scored, then Continue.";
  } else if (my_bid) {
    result.message = "Your bid: choose purple doors (and the red door), then Confirm.";
  } else if (my_play) {
    if (selected_card_ >= 0) {
      result.message = "Play " + ghosts::CardToString(selected_card_) + ": now choose a lit era.";
    } else if (selected_era_ >= 0) {
      result.message =
          std::string("Choose a lit card to play into the ") + ghosts::EraName(selected_era_) + ".";
    } else {
      result.message = "Your turn: choose a card, then an era (or an era, then a card).";
    }
  }
  return result;
}

void GhostsView::TryPlay(const GhostsState& state, int card, int era, ViewResult& result) {
  const std::string why = state.WhyCannotPlay(card, era);
  if (!why.empty()) {
    message_ = why;
    return;
  }
  result.action = ghosts::PlayAction(card, era);
  message_.clear();
}

void GhostsView::DrawInfo(const ViewContext& context, const GhostsState& state, Box box) {
  (void)context;
  const ui::Fonts& fonts = ui::GetFonts();
  ImDrawList* draw = ImGui::GetWindowDrawList();
  const float px = Px(fonts.bold);
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
  const float body = Px(fonts.body);
  const float left_w = TextWidth(fonts.bold, px, left);
  const float room = box.size.x - left_w - 24;
  right = Fit(fonts.body, body, right, room);
  Text(draw, fonts.body, body,
       ImVec2(box.min.x + box.size.x - TextWidth(fonts.body, body, right), box.min.y + 1),
       ui::colour::kCreamDim, right);
}

void GhostsView::DrawPlayers(const ViewContext& context, const GhostsState& state, Box box) {
  const int n = state.NumPlayers();
  const float gap = 8;
  const float w = (box.size.x - gap * (n - 1)) / n;
  for (int seat = 0; seat < n; ++seat) {
    DrawPlayer(context, state, seat,
               Box{ImVec2(box.min.x + seat * (w + gap), box.min.y), ImVec2(w, box.size.y)});
  }
}

void GhostsView::DrawPlayer(const ViewContext& context, const GhostsState& state, int seat,
                            Box box) {
  const ui::Fonts& fonts = ui::GetFonts();
  ImDrawList* draw = ImGui::GetWindowDrawList();
  const ImVec2 min = box.min;
  const ImVec2 max = box.max();
  const bool to_move = state.CurrentPlayer() == seat && !scoring_ && summary_hand_ < 0;
  const bool viewer = seat == context.viewer;
  draw->AddRectFilled(min, max, to_move ? IM_COL32(232, 188, 74, 40) : IM_COL32(0, 0, 0, 46), 12);
  if (to_move) {
    draw->AddRect(min, max, ui::colour::kGold, 12, 0, 2.5f);
  } else if (viewer) {
    draw->AddRect(min, max, ui::colour::kCreamDim, 12, 0, 1.0f);
  }
  const float pad = 10;
  const float bold = Px(fonts.bold);
  const float small = Px(fonts.body) * 0.82f;

  // Row 1: start marker, name, score.
  float x = min.x + pad;
  const float row1 = min.y + 6;
  if (state.StartPlayer() == seat) {
    ghosts_view::DrawStartMarker(draw, ImVec2(x + bold * 0.45f, row1 + bold * 0.5f), bold * 0.45f);
    x += bold + 4;
  }
  const std::string score = std::to_string(state.Score(seat));
  const float score_px = Px(fonts.heading);
  const float score_w = TextWidth(fonts.heading, score_px, score);
  const std::string& name = context.session.setup().seats[seat].name;
  Text(draw, fonts.bold, bold, ImVec2(x, row1), ui::colour::kCream,
       Fit(fonts.bold, bold, name, max.x - pad - score_w - 8 - x));
  Text(draw, fonts.heading, score_px, ImVec2(max.x - pad - score_w, row1 - 3), ui::colour::kGold,
       score);

  // Row 2: doors with wreaths (or, in Tiny Tim, the wreaths alone).
  const float row2 = row1 + bold + 6;
  const float row3 = max.y - small - 6;
  const float door_h = std::clamp(row3 - row2 - 6, 14.0f, 40.0f);
  const int wreaths = state.Wreaths(seat);
  x = min.x + pad;
  const float width = box.size.x - 2 * pad;
  if (state.TinyTim()) {
    const float r = door_h * 0.3f;
    const float step = std::min(r * 2.6f, wreaths > 1 ? (width - 2 * r) / (wreaths - 1) : width);
    for (int i = 0; i < wreaths; ++i) {
      ghosts_view::DrawWreath(draw, ImVec2(x + r + i * step, row2 + door_h * 0.5f), r);
    }
    if (wreaths == 0) {
      Text(draw, fonts.body, small, ImVec2(x, row2 + (door_h - small) * 0.5f),
           ui::colour::kCreamDim, "no wreaths yet");
    }
  } else if (!state.HasBid(seat)) {
    const bool bidding = state.GetPhase() == Phase::kBid;
    Text(draw, fonts.body, small, ImVec2(x, row2 + (door_h - small) * 0.5f), ui::colour::kCreamDim,
         bidding ? (to_move ? "choosing a bid..." : "no bid yet") : "");
  } else {
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
      ghosts_view::DrawDoor(draw, ImVec2(x, row2 + door_h - h), h, false, i < wreaths);
      x += step;
    }
    if (red) {
      ghosts_view::DrawDoor(draw, ImVec2(x, row2 + door_h - h), h, true, wreaths > purple);
      x += step;
    }
    for (int i = 0; i < extra; ++i) {
      ghosts_view::DrawWreath(draw, ImVec2(x + h * 0.29f, row2 + door_h * 0.5f), h * 0.22f, true);
      x += step;
    }
    if (doors == 0 && extra == 0) {
      Text(draw, fonts.body, small, ImVec2(x, row2 + (door_h - small) * 0.5f),
           ui::colour::kCreamDim, "bid 0: no doors");
    }
  }

  // Row 3: cards left (backs; the viewer's own are below) and the tally.
  x = min.x + pad;
  const int cards = state.HandSize(seat);
  if (!viewer && cards > 0) {
    // A small stack of backs (at most three): the count is in the words beside it.
    const float back_w = small * 0.8f;
    const int shown = std::min(cards, 3);
    for (int i = 0; i < shown; ++i) {
      ghosts_view::DrawCardBack(draw, ImVec2(x + i * 4.0f, row3 - back_w * 0.35f + i * -1.0f),
                                back_w);
    }
    x += back_w + (shown - 1) * 4.0f + 6;
  }
  std::string tally = Plural(cards, "card", "cards");
  if (state.HasBid(seat) || state.TinyTim()) {
    tally += ", " + Plural(wreaths, "wreath", "wreaths");
  }
  Text(draw, fonts.body, small, ImVec2(x, row3), ui::colour::kCreamDim,
       Fit(fonts.body, small, tally, max.x - pad - x));
}

void GhostsView::DrawEras(const ViewContext& context, const GhostsState& state, Box box,
                          bool my_play, ViewResult& result) {
  const ui::Fonts& fonts = ui::GetFonts();
  ImDrawList* draw = ImGui::GetWindowDrawList();
  const int eras = scoring_ ? scoring_round_.num_eras : state.NumEras();
  const int n = state.NumPlayers();
  const int current = state.CurrentPlayer();
  const std::vector<std::string> names = Names(context);
  const float gap = 10;
  const float col_w = (box.size.x - gap * (eras - 1)) / eras;
  const float bold = Px(fonts.bold);
  const float small = Px(fonts.body) * 0.8f;
  const float header = std::max(bold + 16, 40.0f);
  const float pulse = 0.5f + 0.5f * std::sin(static_cast<float>(ImGui::GetTime()) * 5.0f);
  const double t = ImGui::GetTime() - scoring_start_;
  const int revealed =
      scoring_ ? std::clamp(static_cast<int>((t - kFirstStep) / kStepSeconds) + 1, 0, eras) : 0;

  // Cards in play order: from the round's start player.
  const int first = scoring_ ? scoring_round_.tricks[0].leader
                             : (state.RoundLeader() >= 0 ? state.RoundLeader() : 0);
  // Grid of n cards per column: one row or two, whichever gives bigger cards.
  const float grid_h = box.size.y - header - 8;
  float card_w = 0;
  int rows = 1;
  for (int r = 1; r <= 2; ++r) {
    const int cols = (n + r - 1) / r;
    const float by_w = (col_w - 16 - 8 * (cols - 1)) / cols;
    const float by_h = ((grid_h - 4 * (r - 1)) / r - small - 6) / kCardAspect;
    const float w = std::min(by_w, by_h);
    if (w > card_w) {
      card_w = w;
      rows = r;
    }
  }
  card_w = std::max(card_w, 14.0f);
  const int cols = (n + rows - 1) / rows;
  const float card_h = card_w * kCardAspect;

  int hovered = -1;
  for (int era = 0; era < eras; ++era) {
    const ImVec2 min(box.min.x + era * (col_w + gap), box.min.y);
    const ImVec2 max(min.x + col_w, box.min.y + box.size.y);
    const bool done = my_play && state.PlayedInto(current, era);
    bool legal_for_card = false;
    std::string why;
    if (my_play && selected_card_ >= 0) {
      why = state.WhyCannotPlay(selected_card_, era);
      legal_for_card = why.empty();
    }
    bool over = false;
    const bool clicked =
        HitArea(context, std::string("ghosts:era:") + ghosts::EraId(era), ghosts::EraName(era), min,
                ImVec2(col_w, box.size.y), my_play, &over);
    if (over && my_play && !done) hovered = era;  // a finished era lights nothing

    // The column.
    ImU32 fill = IM_COL32(0, 0, 0, 50);
    if (done) fill = IM_COL32(0, 0, 0, 90);
    if (my_play && (selected_era_ == era || (over && selected_card_ < 0 && !done))) {
      fill = IM_COL32(232, 188, 74, 36);
    }
    draw->AddRectFilled(min, max, fill, 14);
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

    // Header: name and dial.
    const int dial = scoring_ ? scoring_round_.tricks[era].dial : state.Dial(era);
    const float dial_r = std::min(header * 0.38f, 22.0f);
    Text(draw, fonts.heading, Px(fonts.heading), ImVec2(min.x + 12, min.y + 8), ui::colour::kCream,
         ghosts::EraName(era));
    const ImVec2 dial_c(max.x - 12 - dial_r, min.y + header * 0.5f + 2);
    ghosts_view::DrawDial(draw, dial_c, dial_r, dial);
    // Beside the dial: its suit in words, or that the player is done with this era.
    const std::string dial_text =
        done ? "you played" : (dial < 0 ? "face down" : ghosts::SuitName(dial));
    const float name_w = TextWidth(fonts.heading, Px(fonts.heading), ghosts::EraName(era));
    const float dial_w = TextWidth(fonts.body, small, dial_text);
    if (min.x + 12 + name_w + 8 + dial_w < dial_c.x - dial_r - 6) {
      Text(draw, fonts.body, small, ImVec2(dial_c.x - dial_r - 6 - dial_w, dial_c.y - small * 0.5f),
           ui::colour::kCreamDim, dial_text);
    }

    // The cards, in play order.
    const float grid_w = cols * card_w + (cols - 1) * 8;
    const float top = min.y + header + 4;
    const float row_h = (grid_h - 4 * (rows - 1)) / rows;
    const ghosts::TrickResult* trick = scoring_ ? &scoring_round_.tricks[era] : nullptr;
    const bool scored = scoring_ && era < revealed;
    for (int k = 0; k < n; ++k) {
      const int seat = (first + k) % n;
      const int row = k / cols;
      const int col = k % cols;
      const ImVec2 at(min.x + (col_w - grid_w) * 0.5f + col * (card_w + 8),
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
        ghosts_view::DrawCardFace(draw, at, card_w, card, look);
      } else {
        ghosts_view::DrawCardSlot(draw, at, card_w,
                                  seat == current ? ui::colour::kGold : ui::colour::kCreamDim);
      }
      // While scoring, the card that sets the era's scoring suit wears the start marker.
      if (card >= 0 && trick != nullptr && trick->leader == seat && era <= revealed) {
        const float r = std::clamp(card_w * 0.17f, 7.0f, 14.0f);
        ghosts_view::DrawStartMarker(draw, ImVec2(at.x + card_w - r * 0.4f, at.y + r * 0.4f), r);
      }
      const std::string label = Fit(fonts.body, small, names[seat], std::max(card_w + 6, 20.0f));
      const float lw = TextWidth(fonts.body, small, label);
      Text(draw, fonts.body, small, ImVec2(at.x + (card_w - lw) * 0.5f, at.y + card_h + 3),
           winner ? ui::colour::kGold : ui::colour::kCreamDim, label);
    }

    if (over && my_play && !why.empty()) ImGui::SetTooltip("%s", why.c_str());
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
  }
  hovered_era_ = hovered;
}

void GhostsView::DrawBidding(const ViewContext& context, const GhostsState& state, Box box,
                             bool my_bid, ViewResult& result) {
  const ui::Fonts& fonts = ui::GetFonts();
  ImDrawList* draw = ImGui::GetWindowDrawList();
  const ImVec2 min = box.min;
  const ImVec2 max = box.max();
  draw->AddRectFilled(min, max, IM_COL32(0, 0, 0, 60), 14);
  draw->AddRect(min, max, ui::colour::kGoldDim, 14, 0, 1.5f);
  const float pad = 18;
  const int current = state.CurrentPlayer();
  const std::vector<std::string> names = Names(context);
  float y = min.y + 14;
  if (!my_bid) {
    const std::string who = current >= 0 ? names[current] : std::string("Everyone");
    Text(draw, fonts.heading, Px(fonts.heading), ImVec2(min.x + pad, y), ui::colour::kGold,
         "Bidding: " + who + (who == "You" ? " choose" : " chooses") + " doors...");
    y += Px(fonts.heading) + 10;
    Text(draw, fonts.body, Px(fonts.body), ImVec2(min.x + pad, y), ui::colour::kCreamDim,
         "Each purple door is a trick to win; the red door allows one more.");
    return;
  }
  // Rows: title, purple doors 0..12, red door + Confirm, the rule for this bid. Roomy
  // tables get the larger title and more air between rows.
  const bool roomy = box.size.y >= 260;
  ImFont* title_font = roomy ? fonts.heading : fonts.bold;
  const float title = Px(title_font);
  const float row_gap = roomy ? 16.0f : 8.0f;
  Text(draw, title_font, title, ImVec2(min.x + pad, y), ui::colour::kGold,
       "Your bid: purple doors = tricks you will win (of 12)");
  y += title + row_gap;

  ImGui::PushFont(fonts.bold);
  const bool hint_bid = context.hint && ghosts::IsBidAction(*context.hint);
  const float spacing = 6;
  const float avail = box.size.x - 2 * pad;
  const float button = std::clamp((avail - 12 * spacing) / 13, 30.0f, 72.0f);
  const float button_h = ImGui::GetFrameHeight() + (roomy ? 10.0f : 4.0f);
  for (int n = 0; n <= ghosts::kMaxPurple; ++n) {
    ImGui::SetCursorScreenPos(ImVec2(min.x + pad + n * (button + spacing), y));
    if (ui::Button(context.widgets, "ghosts:bid:" + std::to_string(n), std::to_string(n),
                   ImVec2(button, button_h),
                   n == bid_purple_ ? ui::Tone::kSelected : ui::Tone::kSecondary)) {
      bid_purple_ = n;
      message_.clear();
    }
    if (hint_bid && ghosts::BidPurple(*context.hint) == n) {
      kit::HintFrame(draw, ImGui::GetItemRectMin(), ImGui::GetItemRectMax());
    }
  }
  y += button_h + row_gap;

  // The red door on the left, Confirm on the right.
  const float confirm_w = std::min(260.0f, avail * 0.36f);
  const float red_w = std::min(230.0f, (avail - confirm_w - 3 * spacing) / 2);
  ImGui::SetCursorScreenPos(ImVec2(min.x + pad, y));
  if (ui::Button(context.widgets, "ghosts:red:off", "No red door", ImVec2(red_w, button_h),
                 bid_red_ ? ui::Tone::kSecondary : ui::Tone::kSelected)) {
    bid_red_ = false;
  }
  if (hint_bid && !ghosts::BidRed(*context.hint)) {
    kit::HintFrame(draw, ImGui::GetItemRectMin(), ImGui::GetItemRectMax());
  }
  ImGui::SetCursorScreenPos(ImVec2(min.x + pad + red_w + spacing, y));
  if (ui::Button(context.widgets, "ghosts:red:on", "Add the red door", ImVec2(red_w, button_h),
                 bid_red_ ? ui::Tone::kSelected : ui::Tone::kSecondary)) {
    bid_red_ = true;
  }
  if (hint_bid && ghosts::BidRed(*context.hint)) {
    kit::HintFrame(draw, ImGui::GetItemRectMin(), ImGui::GetItemRectMax());
  }
  const std::string confirm_label =
      bid_purple_ >= 0 ? "Confirm: " + ghosts_view::BidText(bid_purple_, bid_red_) : "Confirm";
  ImGui::SetCursorScreenPos(ImVec2(max.x - pad - confirm_w, y));
  if (ui::Button(context.widgets, "ghosts:bid:confirm", confirm_label, ImVec2(confirm_w, button_h),
                 ui::Tone::kPrimary, bid_purple_ >= 0)) {
    const Action action = ghosts::BidAction(bid_purple_, bid_red_);
    const std::string why = state.WhyIllegal(action);
    if (why.empty()) {
      result.action = action;
      message_.clear();
    } else {
      message_ = why;
    }
  }
  ImGui::PopFont();
  y += button_h + row_gap;

  // What this bid needs.
  const std::string rule = bid_purple_ >= 0
                               ? ghosts_view::BidRule(bid_purple_, bid_red_)
                               : std::string("Choose a number of purple doors (0 to 12).");
  draw->PushClipRect(min, max, true);
  Text(draw, fonts.bold, Px(fonts.bold), ImVec2(min.x + pad, y), ui::colour::kCream,
       Fit(fonts.bold, Px(fonts.bold), rule, avail));
  draw->PopClipRect();
}

void GhostsView::DrawHand(const ViewContext& context, const GhostsState& state, Box box,
                          bool my_play, ViewResult& result) {
  const ui::Fonts& fonts = ui::GetFonts();
  ImDrawList* draw = ImGui::GetWindowDrawList();
  const int seat = context.viewer;
  const float label = Px(fonts.bold);
  const ImVec2 min = box.min;
  const ImVec2 max = box.max();
  draw->AddRectFilled(min, max, IM_COL32(60, 36, 20, 150), 14);
  draw->AddRect(min, max, ui::colour::kGoldDim, 14, 0, 1.5f);
  if (seat < 0 || seat >= state.NumPlayers()) {
    Text(draw, fonts.bold, label, ImVec2(min.x + 16, min.y + 10), ui::colour::kCreamDim,
         "Hands stay hidden while the others play.");
    return;
  }
  const int era = my_play ? ActiveEra() : -1;
  std::vector<Card> cards;
  ghosts::ForEachCard(state.Hand(seat), [&](Card card) { cards.push_back(card); });
  std::string title = context.session.setup().seats[seat].name == "You"
                          ? std::string("Your hand")
                          : context.session.setup().seats[seat].name + "'s hand";
  if (era >= 0) title += std::string(": lit cards may go into the ") + ghosts::EraName(era);
  Text(draw, fonts.bold, label, ImVec2(min.x + 16, min.y + 8),
       my_play ? ui::colour::kGold : ui::colour::kCream, title);
  if (cards.empty()) return;

  // Cards side by side, overlapping when there are too many for the width.
  const float top = min.y + 8 + label + 14;
  const float avail_h = max.y - top - 8;
  const float avail_w = box.size.x - 32;
  const int count = static_cast<int>(cards.size());
  float w = std::min(avail_h / kCardAspect, 120.0f);
  float step = w + 8;
  if (count * step - 8 > avail_w) step = (avail_w - w) / std::max(1, count - 1);
  const float total = step * (count - 1) + w;
  const float left = min.x + (box.size.x - total) * 0.5f;
  const ImVec2 mouse = ImGui::GetIO().MousePos;
  for (int i = 0; i < count; ++i) {
    const Card card = cards[i];
    // Playable now? Against the chosen or hovered era, else against any open era.
    std::string why;
    if (my_play) {
      if (era >= 0) {
        why = state.WhyCannotPlay(card, era);
      } else {
        std::string first_reason;
        bool any = false;
        for (int e = 0; e < state.NumEras() && !any; ++e) {
          const std::string reason = state.WhyCannotPlay(card, e);
          if (reason.empty()) any = true;
          if (first_reason.empty() && !state.PlayedInto(seat, e)) first_reason = reason;
        }
        if (!any) why = first_reason;
      }
    }
    const bool selected = card == selected_card_;
    const float hit_w = i + 1 < count ? std::min(step, w) : w;
    const ImVec2 base(left + i * step, top);
    bool hovered = false;
    const std::string text = ghosts::CardToString(card);
    const bool clicked = HitArea(context, "ghosts:card:" + text, text, base,
                                 ImVec2(hit_w, w * kCardAspect), my_play, &hovered);
    hovered = hovered && Inside(mouse, base, ImVec2(base.x + hit_w, base.y + w * kCardAspect));
    const float lift = selected ? 12.0f : (hovered && my_play && why.empty() ? 6.0f : 0.0f);
    CardLook look;
    look.dimmed = my_play && !why.empty();
    look.highlighted = selected || (my_play && era >= 0 && why.empty());
    ghosts_view::DrawCardFace(draw, ImVec2(base.x, base.y - lift), w, card, look);
    if (my_play && context.hint && ghosts::IsPlayAction(*context.hint) &&
        ghosts::PlayCard(*context.hint) == card) {
      kit::HintFrame(draw, ImVec2(base.x, base.y - lift),
                    ImVec2(base.x + w, base.y - lift + w * kCardAspect));
    }
    if (hovered && !why.empty()) ImGui::SetTooltip("%s", why.c_str());
    if (clicked && my_play) {
      if (selected_era_ >= 0) {
        TryPlay(state, card, selected_era_, result);
      } else if (!why.empty()) {
        message_ = why;
      } else {
        selected_card_ = selected ? -1 : card;
        message_.clear();
      }
    }
  }
}

void GhostsView::DrawScoring(const ViewContext& context, Box box) {
  const ui::Fonts& fonts = ui::GetFonts();
  ImDrawList* draw = ImGui::GetWindowDrawList();
  const ImVec2 min = box.min;
  const ImVec2 max = box.max();
  draw->AddRectFilled(min, max, IM_COL32(60, 36, 20, 190), 14);
  draw->AddRect(min, max, ui::colour::kGold, 14, 0, 2.0f);
  const std::vector<std::string> names = Names(context);
  const int eras = scoring_round_.num_eras;
  const double t = ImGui::GetTime() - scoring_start_;
  const int revealed = std::clamp(static_cast<int>((t - kFirstStep) / kStepSeconds) + 1, 0, eras);
  const float heading = Px(fonts.bold);
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
  const float body = box.size.y >= 200 ? Px(fonts.heading) : Px(fonts.body);
  const float line = std::min(body + 6, (max.y - min.y - heading - 20) / std::max(1, eras));
  const float px = std::min(body, line - 2);
  float y = min.y + 8 + heading + 10;
  draw->PushClipRect(min, max, true);
  for (int era = 0; era < revealed; ++era) {
    const std::string caption = ghosts_view::TrickCaption(scoring_round_.tricks[era], names);
    const bool newest = era == revealed - 1;
    ui::DrawStar(draw, ImVec2(min.x + 26, y + px * 0.5f), px * 0.45f,
                 newest ? ui::colour::kGold : ui::colour::kGoldDim, ui::colour::kGoldDim);
    // Shrink a long caption a little before cutting it.
    const float room = box.size.x - 58;
    const float fit_px =
        std::max(px * 0.78f, std::min(px, px * room / TextWidth(fonts.bold, px, caption)));
    Text(draw, newest ? fonts.bold : fonts.body, fit_px, ImVec2(min.x + 42, y),
         newest ? ui::colour::kCream : ui::colour::kCreamDim,
         Fit(fonts.bold, fit_px, caption, room));
    y += line;
  }
  draw->PopClipRect();
}

void GhostsView::DrawSummary(const ViewContext& context, const GhostsState& state, Box box) {
  const ui::Fonts& fonts = ui::GetFonts();
  ImDrawList* draw = ImGui::GetWindowDrawList();
  const ImVec2 min = box.min;
  const ImVec2 max = box.max();
  draw->AddRectFilled(min, max, IM_COL32(12, 46, 33, 240), 14);
  draw->AddRect(min, max, ui::colour::kGold, 14, 0, 2.0f);
  const ghosts::HandResult& hand = state.HandResultAt(summary_hand_);
  const std::vector<std::string> names = Names(context);
  const float pad = 18;
  const float heading = Px(fonts.heading);
  const float bold = Px(fonts.bold);
  const float body = Px(fonts.body);
  Text(draw, fonts.heading, heading, ImVec2(min.x + pad, min.y + 12), ui::colour::kGold,
       "Hand " + std::to_string(summary_hand_ + 1) + " of " + std::to_string(state.NumHands()) +
           " is over");

  // Columns: name, bid, wreaths, points, why.
  const float w = box.size.x - 2 * pad;
  const bool tiny = state.TinyTim();
  const float c_name = min.x + pad;
  const float c_bid = c_name + w * 0.16f;
  const float c_wreaths = tiny ? c_bid : c_bid + w * 0.16f;
  const float c_points = c_wreaths + w * 0.12f;
  const float c_why = c_points + w * 0.1f;
  const float row_h = std::min(bold + 14, (box.size.y - heading - 100) / (state.NumPlayers() + 1));
  float y = min.y + 12 + heading + 12;
  const float px = std::min(body, row_h - 4);
  draw->PushClipRect(min, max, true);
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
    draw->AddRectFilled(ImVec2(min.x + pad - 6, y - 3), ImVec2(max.x - pad + 6, y + row_h - 5),
                        ok ? IM_COL32(232, 188, 74, 40) : IM_COL32(0, 0, 0, 50), 6);
    Text(draw, fonts.bold, px, ImVec2(c_name, y), ui::colour::kCream,
         Fit(fonts.bold, px, names[seat], c_bid - c_name - 8));
    if (!tiny) {
      Text(draw, fonts.body, px, ImVec2(c_bid, y), ui::colour::kCream,
           ghosts_view::BidText(hand.purple[seat], hand.red[seat]));
    }
    Text(draw, fonts.body, px, ImVec2(c_wreaths, y), ui::colour::kCream,
         std::to_string(hand.wreaths[seat]));
    Text(draw, fonts.bold, px, ImVec2(c_points, y), ok ? ui::colour::kGold : ui::colour::kCreamDim,
         "+" + std::to_string(hand.points[seat]));
    Text(draw, fonts.body, px, ImVec2(c_why, y), ui::colour::kCream,
         Fit(fonts.body, px,
             (ok ? "made it: " : "missed: ") + ghosts_view::HandReason(state, hand, seat),
             max.x - pad - c_why));
    y += row_h;
  }
  draw->PopClipRect();

  ImGui::PushFont(fonts.bold);
  const float button_w = 220;
  const float button_h = ImGui::GetFrameHeight() + 8;
  ImGui::SetCursorScreenPos(ImVec2(max.x - pad - button_w, max.y - button_h - 12));
  const std::string label = state.IsTerminal() ? "See the results" : "Continue";
  if (ui::Button(context.widgets, "ghosts:continue", label, ImVec2(button_w, button_h))) {
    summary_hand_ = -1;
  }
  ImGui::PopFont();
  const std::string totals = "Scores now: " + [&] {
    std::string out;
    for (int seat = 0; seat < state.NumPlayers(); ++seat) {
      if (seat > 0) out += ", ";
      out += names[seat] + " " + std::to_string(state.Score(seat));
    }
    return out;
  }();
  Text(draw, fonts.body, body, ImVec2(min.x + pad, max.y - button_h * 0.5f - 12 - body * 0.5f),
       ui::colour::kCreamDim, Fit(fonts.body, body, totals, w - button_w - 16));
}

}  // namespace tinsel::app
