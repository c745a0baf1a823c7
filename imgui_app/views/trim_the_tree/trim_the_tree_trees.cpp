// Trim the Tree's trees: every player's lattice of spaces, the ornaments on them, the spaces
// the chosen ornament may take (with what each would score), the hint's ring, and the clicks
// that place an ornament.
#include <algorithm>
#include <cmath>
#include <vector>

#include "games/trim_the_tree/trim_the_tree.h"
#include "tinsel/translate.h"
#include "ui/controls.h"
#include "ui/drawn_text.h"
#include "ui/input_state.h"
#include "ui/theme.h"
#include "views/trim_the_tree/trim_the_tree_drawing.h"
#include "views/trim_the_tree/trim_the_tree_view.h"
#include "views/trim_the_tree/trim_the_tree_view_parts.h"

namespace tinsel::app {
namespace {

using kit::FontPixels;
using kit::Text;
using kit::TextWidth;
using trim::TrimTheTreeState;
using trim_view::OrnamentWords;
using trim_view::PointsText;
using trim_view::SeatName;

constexpr float kSqrt3Half = 0.8660254f;

// Where the lattice of one tree sits on screen.
struct Lattice {
  ImVec2 top;  // centre of space 1
  float d;     // distance between adjacent spaces

  ImVec2 At(int space) const {
    const int row = trim::SpaceRow(space) - 1;
    const int column = trim::SpaceColumn(space) - 1;
    return ImVec2(top.x + (static_cast<float>(column) - row * 0.5f) * d,
                  top.y + static_cast<float>(row) * d * kSqrt3Half);
  }
};

// The 16 small triangles of a tree: faint, gold once completed with three colours and shapes,
// brighter where the last placement just scored.
void DrawTriangles(ImDrawList* draw, const TrimTheTreeState& state, int seat,
                   const Lattice& lattice) {
  const auto& last = state.LastPlacement();
  const auto& triangles = trim::Triangles();
  for (int t = 0; t < trim::kNumTriangles; ++t) {
    const ImVec2 a = lattice.At(triangles[t][0]);
    const ImVec2 b = lattice.At(triangles[t][1]);
    const ImVec2 c = lattice.At(triangles[t][2]);
    ImU32 fill = trim::TrianglePointsUp(t) ? IM_COL32(255, 255, 255, 16) : IM_COL32(0, 0, 0, 26);
    const int ka = state.OrnamentAt(seat, triangles[t][0]);
    const int kb = state.OrnamentAt(seat, triangles[t][1]);
    const int kc = state.OrnamentAt(seat, triangles[t][2]);
    if (ka != trim::kNoOrnament && kb != trim::kNoOrnament && kc != trim::kNoOrnament &&
        trim::AllDifferent(ka, kb, kc)) {
      fill = IM_COL32(232, 188, 74, 90);
      if (last && last->player == seat) {
        for (int i = 0; i < last->result.completed; ++i) {
          if (last->result.triangles[i] == t && last->result.scored[i]) {
            fill = IM_COL32(255, 214, 90, 170);  // just scored
          }
        }
      }
    }
    draw->AddTriangleFilled(a, b, c, fill);
  }
  for (const auto& segment : trim::Segments()) {
    draw->AddLine(lattice.At(segment[0]), lattice.At(segment[1]), IM_COL32(248, 238, 214, 110),
                  std::max(1.0f, lattice.d * 0.035f));
  }
}

// "+3" beside a space: what placing the chosen ornament there would score.
void DrawGain(ImVec2 p, float d, int points) {
  // A tag above and right of the space, over its neighbours like any tooltip (its own window,
  // so it covers the tree on purpose).
  const std::string gain = "+" + std::to_string(points);
  ImGui::SetNextWindowPos(ImVec2(p.x + d * 0.32f, p.y - d * 0.55f));
  ImGui::PushStyleColor(ImGuiCol_PopupBg, ui::colour::kGold);
  ImGui::PushStyleColor(ImGuiCol_Border, ui::colour::kGold);
  ImGui::PushStyleColor(ImGuiCol_Text, ui::colour::kInk);
  ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(5, 2));
  ImGui::BeginTooltip();
  ImGui::PushFont(ui::GetFonts().bold);
  ui::Label(gain);
  ImGui::PopFont();
  ImGui::EndTooltip();
  ImGui::PopStyleVar();
  ImGui::PopStyleColor(3);
}

}  // namespace

void TrimTheTreeView::DrawTrees(const ViewContext& context, const TrimTheTreeState& state,
                                kit::Box area, bool my_turn, ViewResult& result) {
  // Your tree large (the seat at the device), the others beside it in turn order after it;
  // on a tall screen (a phone held upright) the others go in a row under it.
  const int players = state.NumPlayers();
  const int focus = FocusSeat(context, state);
  std::vector<std::pair<int, Clicks>> clicks;
  if (players == 1) {
    clicks.push_back(
        {0, DrawTree(context, state, 0, area.min, ImVec2(area.w(), area.h()), true, my_turn)});
  } else if (area.h() > area.w() * 1.15f) {
    const float gap = 8;
    // On a touch screen the large tree takes what its spaces need to be a finger apart (the
    // lattice 6.5 spaces tall under two lines of label), the others what is left.
    const ui::Fonts& fonts = ui::GetFonts();
    const float finger_height =
        ui::MinHitSize() * 1.04f * 6.5f + 2 * FontPixels(fonts.heading) + 18 + gap;
    const float focus_height =
        std::min(area.h() * 0.75f, std::max(area.h() * (players == 2 ? 0.58f : 0.62f),
                                            std::min(finger_height, area.w() * 1.1f)));
    clicks.push_back({focus, DrawTree(context, state, focus, area.min,
                                      ImVec2(area.w(), focus_height - gap), true, my_turn)});
    const int others = players - 1;
    const ImVec2 cell((area.w() - gap * (others - 1)) / others, area.h() - focus_height);
    for (int offset = 1; offset < players; ++offset) {
      const int seat = (focus + offset) % players;
      const ImVec2 min(area.min.x + (offset - 1) * (cell.x + gap), area.min.y + focus_height);
      clicks.push_back({seat, DrawTree(context, state, seat, min, cell, false, my_turn)});
    }
  } else {
    // A finger needs the large tree's spaces wider apart than a mouse does.
    const float focus_width = area.w() * (ui::Input().coarse_pointer ? 0.6f
                                          : players == 2             ? 0.56f
                                                                     : 0.54f);
    clicks.push_back({focus, DrawTree(context, state, focus, area.min,
                                      ImVec2(focus_width - 8, area.h()), true, my_turn)});
    const int others = players - 1;
    const int columns = others <= 2 ? 1 : 2;
    const int rows = (others + columns - 1) / columns;
    const float gap = 8;
    const ImVec2 side_min(area.min.x + focus_width, area.min.y);
    const ImVec2 cell((area.w() - focus_width - gap * (columns - 1)) / columns,
                      (area.h() - gap * (rows - 1)) / rows);
    int k = 0;
    for (int offset = 1; offset < players; ++offset, ++k) {
      const int seat = (focus + offset) % players;
      const ImVec2 min(side_min.x + (k % columns) * (cell.x + gap),
                       side_min.y + (k / columns) * (cell.y + gap));
      clicks.push_back({seat, DrawTree(context, state, seat, min, cell, false, my_turn)});
    }
  }
  for (const auto& [seat, click] : clicks) {
    if (click.space) ClickSpace(context, state, seat, *click.space, result);
  }
}

void TrimTheTreeView::ClickSpace(const ViewContext& context, const TrimTheTreeState& state,
                                 int seat, int space, ViewResult& result) {
  const int current = state.CurrentPlayer();
  if (!context.input_enabled || current < 0) {
    message_ =
        current >= 0 ? TrFormat("Wait for {name}.", {{"name", SeatName(context, current)}}) : "";
    return;
  }
  if (seat != current) {
    message_ = TrFormat("That is {name}'s tree: place on your own, the large one.",
                        {{"name", SeatName(context, seat)}});
    return;
  }
  if (selected_ < 0) {
    message_ = Tr("First choose an ornament from the Box, then a space.");
    return;
  }
  Try(state, trim::PlaceAction(selected_, space), result);
}

TrimTheTreeView::Clicks TrimTheTreeView::DrawTree(const ViewContext& context,
                                                  const TrimTheTreeState& state, int seat,
                                                  ImVec2 min, ImVec2 size, bool focus,
                                                  bool my_turn) {
  Clicks clicks;
  const ui::Fonts& fonts = ui::GetFonts();
  ImDrawList* draw = ImGui::GetWindowDrawList();
  const ImVec2 max(min.x + size.x, min.y + size.y);
  const bool to_move = seat == state.CurrentPlayer();
  draw->AddRectFilled(min, max, to_move ? IM_COL32(232, 188, 74, 34) : IM_COL32(0, 0, 0, 36), 14);
  if (to_move) draw->AddRect(min, max, ui::colour::kGoldDim, 14, 0, 2);

  // Fit the tree (lattice + star above + pot below) into the rest of the cell; a short cell
  // (a phone on its side) gets a smaller star and pot, so the spaces stay a finger wide.
  const bool compact = size.y < size.x * 1.1f;
  const float tall = compact ? 5.3f : 6.5f;
  auto spacing = [&](float label_height) {
    return std::max(8.0f, std::min((size.x - 16) / 5.9f, (size.y - label_height - 8) / tall));
  };
  const float small = FontPixels(fonts.body) * 0.85f;
  // Label: name, score, whose turn. The score keeps its room; the name has the rest. A short
  // wide cell puts them in the top corners beside the star, where the tree is narrow, when they
  // fit there: the tree gets the whole height.
  float d = spacing(0);
  const float corner = size.x * 0.5f - 1.1f * d - 14;  // beside the star and the top space
  // "16 points", or the number alone where the words would not fit the corner or would take
  // the name's room (a long language on a phone; the gold number is the score, as on the
  // score board).
  std::string score = PointsText(state.Score(seat));
  const std::string number = FormatNumber(state.Score(seat));
  const float bold_px = FontPixels(fonts.bold);
  if ((compact && focus && TextWidth(fonts.bold, bold_px, score) > corner &&
       TextWidth(fonts.bold, bold_px, number) <= corner) ||
      TextWidth(fonts.heading, FontPixels(fonts.heading), score) > size.x * 0.45f) {
    score = number;
  }
  const float corner_score = TextWidth(fonts.bold, FontPixels(fonts.bold), score);
  const bool in_corners = compact && focus && corner >= std::max(corner_score, 60.0f);
  ImFont* label_font = focus && !in_corners ? fonts.heading : fonts.bold;
  const float label = FontPixels(label_font);
  const float score_width = TextWidth(label_font, label, score);
  const float label_height = in_corners ? 0 : label + (to_move ? label : 0) + 10;
  if (!in_corners) d = spacing(label_height);

  Text(draw, label_font, label, ImVec2(max.x - 14 - score_width, min.y + 8), ui::colour::kGold,
       score);
  ui::NameText(context.widgets, "trim:name:" + std::to_string(seat), draw, label_font, label,
               ImVec2(min.x + 14, min.y + 8), ui::colour::kCream, SeatName(context, seat),
               in_corners ? corner : size.x - 28 - score_width - 10);
  if (to_move) {
    Text(draw, fonts.body, small, ImVec2(min.x + 14, min.y + 10 + label), ui::colour::kGold,
         Tr("to play"));
  }
  const Lattice lattice{
      ImVec2((min.x + max.x) * 0.5f, min.y + label_height + (compact ? 1.05f : 1.55f) * d), d};
  trim_drawing::DrawTree(draw, lattice.top, d, focus, compact);
  DrawTriangles(draw, state, seat, lattice);

  const bool placing_here = focus && my_turn && to_move;
  std::vector<Action> legal;
  if (placing_here) legal = state.LegalActions();
  for (int space = 0; space < trim::kNumSpaces; ++space) {
    DrawSpace(context, state, seat, space, lattice.At(space), d, focus, placing_here, legal,
              clicks);
  }
  return clicks;
}

void TrimTheTreeView::DrawSpace(const ViewContext& context, const TrimTheTreeState& state, int seat,
                                int space, ImVec2 p, float d, bool focus, bool placing_here,
                                const std::vector<Action>& legal, Clicks& clicks) {
  ImDrawList* draw = ImGui::GetWindowDrawList();
  const int kind = state.OrnamentAt(seat, space);
  const float hit = d * 0.84f;
  const ImVec2 a(p.x - hit * 0.5f, p.y - hit * 0.5f), b(p.x + hit * 0.5f, p.y + hit * 0.5f);
  const bool legal_target = kind == trim::kNoOrnament && placing_here && selected_ >= 0 &&
                            Contains(legal, trim::PlaceAction(selected_, space));
  const std::string id =
      "trim:space:" + std::to_string(seat) + ":" + std::to_string(trim::SpaceNumber(space));
  bool hovered = false;
  // An empty space is named so, else by its ornament.
  const std::string label =
      kind == trim::kNoOrnament ? TrContext("space", "empty") : OrnamentWords(kind);
  // Only the large tree's spaces are targets (the small ones are for looking, and too small for
  // a finger); a click on a small one still says whose tree it is.
  if (kit::HitArea(context.widgets, id, label, a, b,
                   /*registered=*/focus && context.input_enabled, &hovered, legal_target)) {
    clicks.space = space;
  }
  // With an ornament chosen, a space it may not go to says why (the rules' own words).
  if (focus && placing_here && selected_ >= 0 && !legal_target) {
    kit::Explain(hovered, state.WhyIllegal(trim::PlaceAction(selected_, space)));
  }

  if (kind == trim::kNoOrnament) {
    DrawEmptySpace(context, state, seat, space, p, d, placing_here, legal_target, hovered);
    return;
  }
  trim_drawing::DrawOrnament(draw, p, d * 0.74f, kind);
  const float r = d * 0.4f;
  recent_.Piece(context, draw,
                "trim:ornament:" + std::to_string(seat) + ":" +
                    std::to_string(trim::SpaceNumber(space)) + ":" + trim::OrnamentName(kind),
                seat, ImVec2(p.x - r, p.y - r), ImVec2(p.x + r, p.y + r), r);
  const auto& last = state.LastPlacement();
  if (last && last->player == seat && last->space == space) {
    // The newest ornament on this tree: a ring in cream and red.
    draw->AddCircle(p, d * 0.46f, ui::colour::kCream, 32, 2.5f);
    draw->AddCircle(p, d * 0.5f, ui::colour::kRed, 32, 2.0f);
  }
}

void TrimTheTreeView::DrawEmptySpace(const ViewContext& context, const TrimTheTreeState& state,
                                     int seat, int space, ImVec2 p, float d, bool placing_here,
                                     bool legal_target, bool hovered) {
  const ui::Fonts& fonts = ui::GetFonts();
  ImDrawList* draw = ImGui::GetWindowDrawList();
  draw->AddCircleFilled(p, d * 0.2f, IM_COL32(10, 44, 28, 255), 24);
  draw->AddCircle(p, d * 0.2f, IM_COL32(248, 238, 214, 140), 24, 1.5f);
  const bool hinted = placing_here && context.hint && trim::IsPlaceAction(*context.hint) &&
                      trim::SpaceOf(*context.hint) == space;
  // The space's number, unless the chosen ornament is shown there (the pointer is on it) or
  // the hint's tag is (the ring says where; the log and the coach name the space).
  if (d >= 44 && !(legal_target && hovered) && !hinted) {
    const float small = FontPixels(fonts.body) * 0.7f;
    const std::string number = std::to_string(trim::SpaceNumber(space));
    const float w = TextWidth(fonts.body, small, number);
    Text(draw, fonts.body, small, ImVec2(p.x - w * 0.5f, p.y - small * 0.5f), ui::colour::kCreamDim,
         number);
  }
  if (hinted) kit::HintRing(draw, p, d);
  const float pulse = kit::Pulse();
  if (legal_target) {
    // Gold ring (shape, not only colour) on every space the chosen ornament may go.
    draw->AddCircle(p, d * (0.32f + 0.04f * pulse), ui::colour::kGold, 32, 3.0f + pulse);
    if (hovered) {
      trim_drawing::DrawOrnament(draw, p, d * 0.74f, selected_, 0.55f);
      const trim::PlacementResult preview = state.PreviewPlacement(seat, selected_, space);
      if (preview.points > 0) DrawGain(p, d, preview.points);
    }
  } else if (placing_here && selected_ < 0 && (state.PlayableSpaces(seat) & (1u << space))) {
    draw->AddCircle(p, d * 0.3f, ui::colour::kGoldDim, 32, 2.0f);
  }
}

}  // namespace tinsel::app
