// Santa Timea's score board: pawns landed per island, lost pawns, hats and points per crew,
// and the key or how a tie was broken.
#include <algorithm>
#include <cstdio>
#include <string>
#include <vector>

#include "tinsel/translate.h"
#include "ui/controls.h"
#include "ui/theme.h"
#include "views/santa_timea/santa_timea_drawing.h"
#include "views/santa_timea/santa_timea_view.h"

namespace tinsel::app {
namespace {

using kit::FontPixels;
using kit::Text;
using kit::TextWidth;
using kit::WrappedText;
using santa::Rank;
using santa::SantaTimeaState;
namespace sd = santa_drawing;

// The score board's columns: name | left | middle | right | lost | hats | points.
struct ScoreColumns {
  float name, islands, island_width, lost, hats, points;

  explicit ScoreColumns(kit::Box box) {
    const float pad = 10;
    const float w = box.w() - 2 * pad;
    // Shares of the width adding up to 1, so the last column ("Pts") is never cut off.
    name = box.min.x + pad;
    islands = name + w * 0.27f;
    island_width = w * 0.14f;
    lost = islands + 3 * island_width;
    hats = lost + w * 0.11f;
    points = hats + w * 0.11f;
  }
};

}  // namespace

void SantaTimeaView::DrawScores(const ViewContext& context, const SantaTimeaState& state, Box box) {
  const ui::Fonts& fonts = ui::GetFonts();
  ImDrawList* draw = ImGui::GetWindowDrawList();
  kit::FramedPanel(draw, box.min, box.max, IM_COL32(0, 0, 0, 60), ui::colour::kGoldDim, 12, 1.5f);
  const float pad = 10;
  const float body = FontPixels(fonts.body);
  const float px = body * 0.9f;
  const float row = body + 6;
  const ScoreColumns columns(box);
  float y = box.min.y + 8;
  draw->PushClipRect(box.min, box.max, true);
  auto header = [&](float x, const std::string& text) {
    Text(draw, fonts.body, px * 0.85f, ImVec2(x, y), ui::colour::kCreamDim, text);
  };
  // TRANSLATORS: the score board's first head: the pawns landed on each island (the columns
  // Left, Middle, Right follow).
  // Smaller where a language's word is wider than the names' column.
  const std::string landed = Tr("Landed:");
  const float landed_px = std::max(
      kit::FitPixels(fonts.body, px * 0.85f, landed, columns.islands - columns.name - 4, 0.6f),
      px * 0.85f * 0.6f);
  Text(draw, fonts.body, landed_px, ImVec2(columns.name, y), ui::colour::kCreamDim, landed);
  // The islands' names, or their initials in a narrow board.
  const std::string left = TrContext("island", "Left");
  const std::string middle = TrContext("island", "Middle");
  const std::string right = TrContext("island", "Right");
  const float island_room = columns.island_width - 4;
  const bool narrow = TextWidth(fonts.body, px * 0.85f, left) > island_room ||
                      TextWidth(fonts.body, px * 0.85f, middle) > island_room ||
                      TextWidth(fonts.body, px * 0.85f, right) > island_room;
  if (narrow) {
    // TRANSLATORS: the initial of the left island (a narrow score board's column head).
    header(columns.islands, TrContext("initial of the left island", "L"));
    // TRANSLATORS: the initial of the middle island (a narrow score board's column head).
    header(columns.islands + columns.island_width, TrContext("initial of the middle island", "M"));
    const float right_x = columns.islands + 2 * columns.island_width;
    // TRANSLATORS: the initial of the right island (a narrow score board's column head).
    header(right_x, TrContext("initial of the right island", "R"));
  } else {
    header(columns.islands, left);
    header(columns.islands + columns.island_width, middle);
    header(columns.islands + 2 * columns.island_width, right);
  }
  // The last columns' words, or their initials where the columns are narrow.
  // TRANSLATORS: a score board's column head: the pawns lost at sea.
  const std::string lost = TrContext("score board", "Lost");
  // TRANSLATORS: a score board's column head: the Captain's Hats left.
  const std::string hats = TrContext("score board", "Hats");
  // TRANSLATORS: a score board's column head: the points (short for Points).
  const std::string points = TrContext("score board", "Pts");
  const float last_room = columns.points - columns.hats - 4;
  const bool tight = TextWidth(fonts.body, px * 0.85f, lost) > last_room ||
                     TextWidth(fonts.body, px * 0.85f, hats) > last_room ||
                     TextWidth(fonts.body, px * 0.85f, points) > last_room;
  // TRANSLATORS: the initial of "Lost" (a narrow score board's column head).
  header(columns.lost, tight ? TrContext("initial of Lost", "L") : lost);
  // TRANSLATORS: the initial of "Hats" (a narrow score board's column head).
  header(columns.hats, tight ? TrContext("initial of Hats", "H") : hats);
  // TRANSLATORS: the initial of "Points" (a narrow score board's column head).
  header(columns.points, tight ? TrContext("initial of Points", "P") : points);
  y += row;
  for (int p = 0; p < state.NumPlayers(); ++p) {
    DrawScoreRow(context, state, p, box, y);
    y += row;
  }
  WrappedText(draw, fonts.body, px * 0.85f, ImVec2(columns.name, y + 2),
              box.max.x - pad - columns.name, ui::colour::kCreamDim, ScoresNote(context, state));
  draw->PopClipRect();
}

void SantaTimeaView::DrawScoreRow(const ViewContext& context, const SantaTimeaState& state, int p,
                                  Box box, float y) {
  const ui::Fonts& fonts = ui::GetFonts();
  ImDrawList* draw = ImGui::GetWindowDrawList();
  const float body = FontPixels(fonts.body);
  const float px = body * 0.9f;
  const float row = body + 6;
  const ScoreColumns columns(box);
  const santa::Crew& crew = state.crew(p);
  if (state.IsTerminal() && state.Winners()[p]) {
    draw->AddRectFilled(ImVec2(box.min.x + 4, y - 2), ImVec2(box.max.x - 4, y + row - 3),
                        IM_COL32(232, 188, 74, 60), 5);
  }
  const float r = px * 0.5f;
  sd::DrawPawn(draw, p, Rank::kSailor, ImVec2(columns.name + r, y + px * 0.55f), r * 1.2f);
  ui::NameText(context.widgets, "santa:score-name:" + std::to_string(p), draw, fonts.bold, px,
               ImVec2(columns.name + 2 * r + 5, y), ui::colour::kCream, Name(context, p),
               columns.islands - columns.name - 2 * r - 9);
  for (int i = 0; i < santa::kNumIslands; ++i) {
    const int off = crew.landed[i][santa::RankIndex(Rank::kOfficer)];
    const int sail = crew.landed[i][santa::RankIndex(Rank::kSailor)];
    const float x = columns.islands + i * columns.island_width;
    if (off + sail == 0) {
      Text(draw, fonts.body, px, ImVec2(x, y), ui::colour::kCreamDim, "-");
      continue;
    }
    // "2o 1s": officers and sailors landed there.
    std::string text;
    // TRANSLATORS: officers landed, "2o" (o as in the note "o = officer, s = sailor").
    if (off > 0) text += TrFormat("{count}o", {{"count", FormatNumber(off)}});
    if (sail > 0) {
      // TRANSLATORS: sailors landed, "1s" (s as in the note "o = officer, s = sailor").
      text += (text.empty() ? "" : " ") + TrFormat("{count}s", {{"count", FormatNumber(sail)}});
    }
    const float fit_px =
        std::max(kit::FitPixels(fonts.body, px, text, columns.island_width - 2, 0.6f), px * 0.6f);
    Text(draw, fonts.body, fit_px, ImVec2(x, y), ui::colour::kCream, text);
  }
  const int lost = crew.lost[0] + crew.lost[1];
  Text(draw, fonts.body, px, ImVec2(columns.lost, y), ui::colour::kCream, std::to_string(lost));
  Text(draw, fonts.body, px, ImVec2(columns.hats, y), ui::colour::kCream,
       std::to_string(state.HatsLeft(p)));
  char points[16];
  std::snprintf(points, sizeof points, "%d", static_cast<int>(state.Scores()[p]));
  Text(draw, fonts.bold, px, ImVec2(columns.points, y), ui::colour::kGold, points);
}

std::string SantaTimeaView::ScoresNote(const ViewContext& context,
                                       const SantaTimeaState& state) const {
  if (!state.IsTerminal()) {
    // TRANSLATORS: the score board's key: "2o 1s" are 2 officers and 1 sailor landed.
    return Tr("o = officer, s = sailor. Ties: the first boat to land wins.");
  }
  const std::vector<double> scores = state.Scores();
  const std::vector<bool> winners = state.Winners();
  const double best = *std::max_element(scores.begin(), scores.end());
  int tied = 0;
  int winner = -1;
  int winning = 0;
  for (int p = 0; p < state.NumPlayers(); ++p) {
    tied += scores[p] == best;
    if (winners[p]) {
      winner = p;
      ++winning;
    }
  }
  const std::string points = FormatNumber(static_cast<int>(best));
  if (tied > 1 && winning == 1) {
    return TrFormat(
        // TRANSLATORS: {stage} is the landing stage (1 for the first boat to land).
        "Tie on {points} points: {name}'s boat landed first (stage {stage}), so {name} wins the "
        "tie-break.",
        {{"points", points},
         {"name", Name(context, winner)},
         {"stage", FormatNumber(state.boat(winner).landing_stage + 1)}});
  }
  if (tied > 1) {
    return TrFormat(
        "Tie on {points} points and none of the tied players' boats landed: they share the win.",
        {{"points", points}});
  }
  return TrFormat("{name} has the most points.", {{"name", Name(context, winner)}});
}

}  // namespace tinsel::app
