// Santa Timea's ballot in the panel: the question, who has voted, the viewer's vote cards
// and the announcements.
#include <algorithm>
#include <optional>
#include <string>
#include <vector>

#include "tinsel/translate.h"
#include "ui/controls.h"
#include "ui/theme.h"
#include "views/santa_timea/santa_timea_drawing.h"
#include "views/santa_timea/santa_timea_view.h"
#include "views/santa_timea/santa_timea_view_parts.h"

namespace tinsel::app {
namespace {

using kit::FontPixels;
using kit::Hinted;
using kit::Text;
using kit::TextWidth;
using kit::WrappedText;
using santa::BallotKind;
using santa::Rank;
using santa::SantaTimeaState;
using santa_view::Colour;
using santa_view::ColourWords;
using santa_view::Question;
namespace act = santa::act;
namespace sd = santa_drawing;

}  // namespace

float SantaTimeaView::DrawBallot(const ViewContext& context, const SantaTimeaState& state, Box now,
                                 float y, bool my_turn, ViewResult& result) {
  const ui::Fonts& fonts = ui::GetFonts();
  ImDrawList* draw = ImGui::GetWindowDrawList();
  const float pad = 12;
  y += WrappedText(draw, fonts.bold, FontPixels(fonts.bold), ImVec2(now.min.x + pad, y),
                   now.w() - 2 * pad, ui::colour::kGold,
                   TrFormat("Ballot: {question}",
                            {{"question", Question(state.ballot_kind(), state.ballot_boat())}})) +
       6;
  y = DrawVoters(context, state, now, y);
  if (context.viewer < 0) return y + 4;
  if (!my_turn) {
    // At a table across devices every phone votes at once: the vote is kept by the host and
    // counts when this seat's turn comes (announcements are made in turn only).
    if (context.early_actions.empty()) return y + 4;
    early_offered_ = true;  // the status line says what to do
    return DrawVoteCards(context, state, now, y, /*early=*/true, result) + 4;
  }
  y = DrawVoteCards(context, state, now, y, /*early=*/false, result);
  return DrawAnnouncements(context, state, now, y, result);
}

float SantaTimeaView::DrawVoters(const ViewContext& context, const SantaTimeaState& state, Box now,
                                 float y) {
  const ui::Fonts& fonts = ui::GetFonts();
  ImDrawList* draw = ImGui::GetWindowDrawList();
  const float pad = 12;
  const float width = now.w() - 2 * pad;
  const float body = FontPixels(fonts.body);
  const int n = state.NumPlayers();
  const int me = context.viewer;
  // Who votes (from the start player on), who has voted, who announced what. Never what.
  const float small = body * 0.9f;
  for (int k = 0; k < n; ++k) {
    const int p = (state.start_player() + k) % n;
    if (!state.IsEligible(p)) continue;
    std::string text = Name(context, p);
    if (state.ballot_kind() == BallotKind::kOverboard) {
      // TRANSLATORS: a voter and how many votes their card counts for in an overboard ballot
      // (their pawns in the full boat, officers counting 2).
      text = TrPlural("{name} ({n} vote)", "{name} ({n} votes)", state.BallotWeight(p),
                      {{"name", text}});
    }
    const bool voted = state.HasVoted(p) || (p == me && context.early_decided.has_value());
    if (voted) {
      // TRANSLATORS: {voter} is a player's name, perhaps with their votes: "Ivy (2 votes)".
      text = TrFormat("{voter}: has voted", {{"voter", text}});
    } else if (p == state.CurrentPlayer()) {
      // TRANSLATORS: {voter} is a player's name, perhaps with their votes: "Ivy (2 votes)".
      text = TrFormat("{voter}: voting...", {{"voter", text}});
    }
    for (const santa::Announcement& said : state.announcements()) {
      if (said.ballot == state.ballot_number() && said.player == p) {
        // TRANSLATORS: a voter announced (not binding) the colour they would vote for.
        text = TrFormat("{voter}  - says \"{colour}\"",
                        {{"voter", text}, {"colour", ColourWords(said.colour)}});
      }
    }
    sd::DrawPawn(draw, p, Rank::kSailor, ImVec2(now.min.x + pad + small * 0.5f, y + small * 0.55f),
                 small * 0.6f);
    // Whole, wrapped where a name is long or the panel narrow.
    y += WrappedText(draw, fonts.body, small, ImVec2(now.min.x + pad + small + 6, y),
                     width - small - 6, voted ? ui::colour::kCream : ui::colour::kCreamDim, text) +
         5;
  }
  // The viewer's own vote, once cast, until the reveal (cast before its turn: kept by the
  // table's host until then).
  if (me >= 0 && me < n) {
    std::optional<int> vote = state.OwnPendingVote(me);
    const bool early = !vote && context.early_decided.has_value();
    if (early) vote = *context.early_decided - act::kVote;
    if (vote) {
      const std::string what =
          *vote == santa::kHatVote ? std::string(Tr("a Captain's Hat")) : ColourWords(*vote);
      std::string line;
      if (early) {
        // TRANSLATORS: {vote} is "a Captain's Hat" or a colour ("red").
        line = TrFormat("Your vote: {vote} (secret; it counts when your turn comes)",
                        {{"vote", what}});
      } else {
        // TRANSLATORS: {vote} is "a Captain's Hat" or a colour ("red").
        line = TrFormat("Your vote: {vote} (secret until the reveal)", {{"vote", what}});
      }
      y += WrappedText(draw, fonts.bold, body, ImVec2(now.min.x + pad, y), width, ui::colour::kGold,
                       line) +
           4;
    }
  }
  return y;
}

float SantaTimeaView::DrawVoteCards(const ViewContext& context, const SantaTimeaState& state,
                                    Box now, float y, bool early, ViewResult& result) {
  const ui::Fonts& fonts = ui::GetFonts();
  ImDrawList* draw = ImGui::GetWindowDrawList();
  const float pad = 12;
  const float width = now.w() - 2 * pad;
  const float body = FontPixels(fonts.body);
  const int me = context.viewer;
  // The viewer's hand: a card per boat in play and the hats left.
  y += 6;
  std::vector<int> cards = state.ColourCards(me);
  const int hats = state.HatsLeft(me);
  if (hats > 0) cards.push_back(santa::kHatVote);
  const int count = static_cast<int>(cards.size());
  const float spacing = 6;
  int cols = count;
  float w = (width - (cols - 1) * spacing) / cols;
  if (w < 44) {
    cols = (count + 1) / 2;
    w = (width - (cols - 1) * spacing) / cols;
  }
  w = std::min(w, 72.0f);
  const float h = w * 1.3f;
  const ImVec2 mouse = ImGui::GetIO().MousePos;
  for (int i = 0; i < count; ++i) {
    const int vote = cards[i];
    const ImVec2 a(now.min.x + pad + (i % cols) * (w + spacing), y + (i / cols) * (h + spacing));
    const ImVec2 b(a.x + w, a.y + h);
    const Action action = vote == santa::kHatVote ? act::kVoteHat : act::Vote(vote);
    const std::vector<Action>& allowed = context.early_actions;
    const std::string why = !early ? state.WhyIllegal(action)
                            : std::find(allowed.begin(), allowed.end(), action) != allowed.end()
                                ? ""
                                : Tr("That card cannot be played in this ballot.");
    const std::string id =
        vote == santa::kHatVote ? "santa:vote:hat" : "santa:vote:" + Colour(vote);
    const std::string label = vote == santa::kHatVote ? TrFormat("Captain's Hat ({count} left)",
                                                                 {{"count", FormatNumber(hats)}})
                                                      : ColourWords(vote);
    bool hovered = false;
    const bool clicked =
        kit::HitArea(context.widgets, id, label, a, b, true, &hovered, why.empty());
    hovered = hovered && kit::Inside(mouse, a, b);
    const float lift = hovered && why.empty() ? 4.0f : 0.0f;
    sd::DrawVoteCard(draw, ImVec2(a.x, a.y - lift), ImVec2(b.x, b.y - lift), vote, !why.empty(),
                     hovered && why.empty());
    if (vote == santa::kHatVote) {
      const std::string left = "x" + std::to_string(hats);
      Text(draw, fonts.bold, body * 0.8f,
           ImVec2(b.x - TextWidth(fonts.bold, body * 0.8f, left) - 4, a.y + 2 - lift),
           ui::colour::kCream, left);
    }
    if (Hinted(context, action)) {
      kit::HintFrame(draw, ImVec2(a.x, a.y - lift), ImVec2(b.x, b.y - lift));
    }
    kit::Explain(hovered, why);
    if (clicked && early && why.empty()) result.action = action;
    if (clicked && !early) Try(state, action, result);
  }
  return y + (((count + cols - 1) / cols) * (h + spacing) + 6);
}

float SantaTimeaView::DrawAnnouncements(const ViewContext& context, const SantaTimeaState& state,
                                        Box now, float y, ViewResult& result) {
  // An optional announcement before voting (binds nothing).
  if (state.HasAnnounced(context.viewer)) return y;
  const ui::Fonts& fonts = ui::GetFonts();
  ImDrawList* draw = ImGui::GetWindowDrawList();
  const float pad = 12;
  const float body = FontPixels(fonts.body);
  Text(draw, fonts.body, body * 0.85f, ImVec2(now.min.x + pad, y), ui::colour::kCreamDim,
       Tr("Announce first (not binding):"));
  y += body * 0.85f + 4;
  ImGui::PushFont(fonts.body);
  float x = now.min.x + pad;
  const float bh = ImGui::GetFrameHeight();
  for (int c = 0; c < santa::kNumColours; ++c) {
    if (!santa::HasOption(state.ballot_options(), c)) continue;
    // TRANSLATORS: a button: announce (not binding) the colour you will vote for.
    const std::string label = TrFormat("say {colour}", {{"colour", ColourWords(c)}});
    const float bw = TextWidth(fonts.body, body, label) + 20;
    if (x + bw > now.max.x - pad) {
      x = now.min.x + pad;
      y += bh + 4;
    }
    ImGui::SetCursorScreenPos(ImVec2(x, y));
    if (ui::Button(context.widgets, "santa:say:" + Colour(c), label, ImVec2(bw, 0),
                   ui::Tone::kQuiet)) {
      Try(state, act::Say(c), result);
    }
    if (Hinted(context, act::Say(c))) kit::HintFrameLastItem();
    x += bw + 4;
  }
  ImGui::PopFont();
  return y + (bh + 6);
}

}  // namespace tinsel::app
