// Ghosts of Christmas's eras: each era's header and dial and the cards played into it, laid
// out to fit.
#include <algorithm>
#include <string>
#include <vector>

#include "tinsel/translate.h"
#include "ui/controls.h"
#include "ui/drawn_text.h"
#include "ui/theme.h"
#include "views/ghosts_of_christmas/ghosts_of_christmas_drawing.h"
#include "views/ghosts_of_christmas/ghosts_of_christmas_view.h"
#include "views/ghosts_of_christmas/ghosts_of_christmas_view_parts.h"

namespace tinsel::app {
namespace {

using ghosts::Card;
using ghosts::GhostsOfChristmasState;
using ghosts_drawing::CardLook;
using ghosts_drawing::kCardAspect;
using ghosts_view::EraWords;
using ghosts_view::kFirstStep;
using ghosts_view::kStepSeconds;
using kit::FontPixels;
using kit::Text;
using kit::TextWidth;

}  // namespace

GhostsOfChristmasView::EraGrid GhostsOfChristmasView::LayOutEras(
    const GhostsOfChristmasState& state, Box box, int eras) const {
  const ui::Fonts& fonts = ui::GetFonts();
  const int n = state.NumPlayers();
  EraGrid grid;
  const float gap = 10;
  grid.column_width = (box.w() - gap * (eras - 1)) / eras;
  const float small = FontPixels(fonts.body) * 0.8f;
  grid.header = std::max(FontPixels(fonts.bold) + 16, 40.0f);
  const float heading = FontPixels(fonts.heading);
  const float dial_r = std::min(grid.header * 0.38f, 22.0f);
  const float beside_dial = grid.column_width - 12 - 2 * dial_r - 6 - 12;
  for (int era = 0; era < eras; ++era) {
    if (kit::FitPixels(fonts.heading, heading, EraWords(era), beside_dial, 0.55f) == 0)
      grid.stacked = true;
  }
  if (grid.stacked) {
    grid.name_line = heading * 0.8f + 8;
    grid.header += grid.name_line;
  }
  const double t = scoring_.Elapsed();
  grid.revealed = scoring_.Running()
                      ? std::clamp(static_cast<int>((t - kFirstStep) / kStepSeconds) + 1, 0, eras)
                      : 0;
  // Cards in play order: from the round's start player.
  grid.first = scoring_.Running() ? scoring_round_.tricks[0].leader
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
  const int eras = scoring_.Running() ? scoring_round_.num_eras : state.NumEras();
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
      kit::HitArea(context.widgets, std::string("ghosts:era:") + ghosts::EraId(era), EraWords(era),
                   min, max, my_play, &over, choosable);

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
          // TRANSLATORS: {era} is an era's name: Past, Present, Future or Beyond.
          TrFormat("You already played into the {era} this round.", {{"era", EraWords(era)}});
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
  const int dial = scoring_.Running() ? scoring_round_.tricks[era].dial : state.Dial(era);
  const float dial_header = grid.header - grid.name_line;
  const float dial_r = std::min(dial_header * 0.38f, 22.0f);
  const ImVec2 dial_c(column.max.x - 12 - dial_r, min.y + grid.name_line + dial_header * 0.5f + 2);
  // The name left of the dial, smaller in a narrow column (a phone), never under the dial; or
  // (stacked) on its own line over it.
  const std::string name = EraWords(era);
  const float heading = FontPixels(fonts.heading);
  const float name_room = grid.stacked ? column.w() - 16 : dial_c.x - dial_r - 6 - (min.x + 12);
  const float name_px =
      grid.stacked ? std::max(kit::FitPixels(fonts.heading, heading * 0.8f, name, name_room, 0.5f),
                              heading * 0.4f)
                   : std::max(kit::FitPixels(fonts.heading, heading, name, name_room, 0.55f),
                              heading * 0.55f);
  const float name_x = grid.stacked ? min.x + 8 : min.x + 12;
  Text(draw, fonts.heading, name_px,
       ImVec2(name_x,
              min.y + 8 +
                  std::max(0.0f, ((grid.stacked ? heading * 0.8f : heading) - name_px) * 0.5f)),
       ui::colour::kCream, name);
  ghosts_drawing::DrawDial(draw, dial_c, dial_r, dial);
  // The layout check sees any text it would sit on ("Prese(dial)t").
  ui::RecordMark(draw, ImVec2(dial_c.x - dial_r, dial_c.y - dial_r),
                 ImVec2(dial_c.x + dial_r, dial_c.y + dial_r), "(" + name + "'s dial)");
  std::string dial_text;
  if (done) {
    // TRANSLATORS: beside an era's dial: the viewer has played into this era this round.
    dial_text = Tr("you played");
  } else if (dial < 0) {
    // TRANSLATORS: beside an era's dial not turned yet.
    dial_text = TrContext("dial", "face down");
  } else {
    dial_text = ghosts_view::SuitWords(dial);
  }
  const float name_w = grid.stacked ? 0.0f : TextWidth(fonts.heading, name_px, name) + 8;
  const float dial_w = TextWidth(fonts.body, small, dial_text);
  if (min.x + 12 + name_w + dial_w < dial_c.x - dial_r - 6) {
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
  const ghosts::TrickResult* trick = scoring_.Running() ? &scoring_round_.tricks[era] : nullptr;
  const bool scored = scoring_.Running() && era < grid.revealed;
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

}  // namespace tinsel::app
