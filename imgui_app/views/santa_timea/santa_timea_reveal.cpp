// Santa Timea's reveal of a ballot: the cards turned one by one, the count and the result.
#include <algorithm>
#include <string>
#include <vector>

#include "tinsel/translate.h"
#include "ui/controls.h"
#include "ui/drawn_text.h"
#include "ui/theme.h"
#include "views/santa_timea/santa_timea_drawing.h"
#include "views/santa_timea/santa_timea_view.h"
#include "views/santa_timea/santa_timea_view_parts.h"

namespace tinsel::app {
namespace {

using kit::FontPixels;
using kit::WrappedText;
using santa::BallotKind;
using santa::SantaTimeaState;
using santa_view::ColourWords;
using santa_view::kCardStep;
using santa_view::kFirstStep;
using santa_view::Question;
namespace sd = santa_drawing;

}  // namespace

std::vector<int> SantaTimeaView::RevealVoters(int players) const {
  std::vector<int> voters;
  for (int k = 0; k < players; ++k) {
    const int p = (reveal_.start_player + k) % players;
    if (reveal_.votes[p] != santa::kNoVote) voters.push_back(p);
  }
  return voters;
}

std::string SantaTimeaView::RevealCount() const {
  std::string count;
  for (int c = 0; c < santa::kNumColours; ++c) {
    if (reveal_.tally.counts[c] == 0) continue;
    count += (count.empty() ? "" : ",  ") +
             // TRANSLATORS: a colour and the votes it got in a ballot, "red 2".
             TrFormat("{colour} {votes}", {{"colour", ColourWords(c)},
                                           {"votes", FormatNumber(reveal_.tally.counts[c])}});
  }
  if (count.empty()) count = Tr("no colour votes");
  if (reveal_.tally.hats > 0) {
    count += ";  " + TrPlural("{n} Captain's Hat", "{n} Captain's Hats", reveal_.tally.hats);
  }
  return count;
}

float SantaTimeaView::DrawReveal(const ViewContext& context, const SantaTimeaState& state,
                                 Box box) {
  const ui::Fonts& fonts = ui::GetFonts();
  ImDrawList* draw = ImGui::GetWindowDrawList();
  draw->AddRect(box.min, box.max, ui::colour::kGold, 12, 0, 2.5f);
  const float pad = 12;
  const float width = box.w() - 2 * pad;
  const float body = FontPixels(fonts.body);
  const float bold = FontPixels(fonts.bold);
  const std::vector<int> voters = RevealVoters(state.NumPlayers());
  const double t = revealing_.Elapsed();
  const int shown = std::clamp(static_cast<int>((t - kFirstStep) / kCardStep) + 1, 0,
                               static_cast<int>(voters.size()) + 2);
  const bool done = shown >= static_cast<int>(voters.size()) + 2;

  // Skip / Continue, top right.
  ImGui::PushFont(fonts.bold);
  const float bw = std::min(130.0f, width * 0.4f);
  ImGui::SetCursorScreenPos(ImVec2(box.max.x - pad - bw, box.min.y + 8));
  if (ui::Button(context.widgets, "santa:continue", done ? Tr("Continue") : Tr("Skip"),
                 ImVec2(bw, 0), done ? ui::Tone::kPrimary : ui::Tone::kQuiet)) {
    revealing_.Stop();
  }
  ImGui::PopFont();
  float y = box.min.y + 10;
  y +=
      WrappedText(
          draw, fonts.bold, bold, ImVec2(box.min.x + pad, y), width - bw - 8, ui::colour::kGold,
          TrFormat("The cards: {question}", {{"question", Question(reveal_.kind, reveal_.boat)}})) +
      8;
  // Below Skip, whatever the title's length.
  y = std::max(y, box.min.y + 8 + ImGui::GetFrameHeight() + 6);
  y = DrawRevealedCards(context, box, y, shown, voters) + 4;
  // The count per option and the hats, then the result in one sentence.
  if (shown >= static_cast<int>(voters.size()) + 1) {
    y += WrappedText(draw, fonts.bold, body, ImVec2(box.min.x + pad, y), width, ui::colour::kCream,
                     // TRANSLATORS: the ballot's count: "red 2,  blue 1;  1 Captain's Hat".
                     TrFormat("Count: {count}", {{"count", RevealCount()}})) +
         8;
  }
  if (done) {
    y += WrappedText(draw, fonts.bold, bold, ImVec2(box.min.x + pad, y), width, ui::colour::kGold,
                     state.ExplainBallot(reveal_));
  }
  return y;
}

float SantaTimeaView::DrawRevealedCards(const ViewContext& context, Box box, float y, int shown,
                                        const std::vector<int>& voters) {
  const ui::Fonts& fonts = ui::GetFonts();
  ImDrawList* draw = ImGui::GetWindowDrawList();
  const float pad = 12;
  const float width = box.w() - 2 * pad;
  const float body = FontPixels(fonts.body);
  // Every voter, each card big enough to read (the panel scrolls when they do not all fit).
  const float card_h =
      std::clamp((box.h() - 160) / std::max<size_t>(voters.size(), 3) - 6, 34.0f, 54.0f);
  const float card_w = card_h / 1.3f;
  for (size_t i = 0; i < voters.size(); ++i) {
    const int p = voters[i];
    const int vote = reveal_.votes[p];
    const ImVec2 a(box.min.x + pad, y);
    if (static_cast<int>(i) < shown) {
      sd::DrawVoteCard(draw, a, ImVec2(a.x + card_w, a.y + card_h), vote, false, false);
      const std::string what =
          vote == santa::kHatVote ? std::string(Tr("Captain's Hat")) : ColourWords(vote);
      // TRANSLATORS: a revealed ballot card: who voted and what ("Ivy: red").
      std::string text = TrFormat("{name}: {vote}", {{"name", Name(context, p)}, {"vote", what}});
      if (reveal_.kind == BallotKind::kOverboard) {
        // TRANSLATORS: a revealed ballot card and how many votes it counts for.
        text = TrPlural("{card}  ({n} vote)", "{card}  ({n} votes)", reveal_.weights[p],
                        {{"card", text}});
      }
      // Whole: wrapped beside the card where it is long.
      const float text_h =
          fonts.body->CalcTextSizeA(body, 1e9f, width - card_w - 10, text.c_str()).y;
      WrappedText(draw, fonts.body, body,
                  ImVec2(a.x + card_w + 10, a.y + std::max(0.0f, (card_h - text_h) * 0.5f)),
                  width - card_w - 10, ui::colour::kCream, text);
      // Registered read-only (not a target): which votes are shown, for the tests.
      context.widgets.Add("santa:revealed:" + std::to_string(p), text, a,
                          ImVec2(a.x + width, a.y + std::max(card_h, text_h)), /*enabled=*/false,
                          /*legal=*/false, ui::CurrentLayer());
      context.widgets.ClipLast(draw->GetClipRectMin(), draw->GetClipRectMax());
      y += std::max(0.0f, text_h - card_h);
    } else {
      draw->AddRectFilled(a, ImVec2(a.x + card_w, a.y + card_h), IM_COL32(90, 40, 40, 255), 5);
      draw->AddRect(a, ImVec2(a.x + card_w, a.y + card_h), ui::colour::kCreamDim, 5);
      // TRANSLATORS: a ballot card not turned yet: whose it is.
      const std::string waiting = TrFormat("{name}: ...", {{"name", Name(context, p)}});
      const float text_h =
          fonts.body->CalcTextSizeA(body, 1e9f, width - card_w - 10, waiting.c_str()).y;
      WrappedText(draw, fonts.body, body,
                  ImVec2(a.x + card_w + 10, a.y + std::max(0.0f, (card_h - text_h) * 0.5f)),
                  width - card_w - 10, ui::colour::kCreamDim, waiting);
      y += std::max(0.0f, text_h - card_h);
    }
    y += card_h + 6;
  }
  return y;
}

}  // namespace tinsel::app
