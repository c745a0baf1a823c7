#include "views/recent_moves.h"

#include "ui/input_state.h"

namespace tinsel::app::kit {
namespace {

// Pale ice blue: apart from gold (may be chosen) and the hint's red.
constexpr ImU32 kRecent = IM_COL32(170, 225, 255, 255);
constexpr double kRippleSeconds = 0.7;

}  // namespace

void RecentMoves::BeginFrame(const ViewContext& context) {
  // Last frame's pieces: what a viewer seeing the table for the first time knows, and, when
  // they could move then, what they knew just before their move.
  if (first_look_) known_[viewer_] = drawn_;
  if (could_move_) before_move_ = drawn_;
  drawn_.clear();
  if (watch_.StartedOver(context)) {
    known_.clear();
    first_seen_.clear();
  }
  // The viewer moved (the table grew while they could move; bots may have moved in the same
  // frame, after them): what was there before is known, the rest stays marked.
  if (context.viewer == viewer_ && could_move_ && context.history_length > history_length_) {
    known_[viewer_] = before_move_;
    first_seen_.clear();
  }
  first_look_ = known_.find(context.viewer) == known_.end();
  could_move_ = context.input_enabled;
  history_length_ = context.history_length;
  viewer_ = context.viewer;
}

bool RecentMoves::Piece(const ViewContext& context, ImDrawList* draw, const std::string& key,
                        int owner, ImVec2 min, ImVec2 max, float rounding) {
  drawn_.insert(key);
  if (first_look_ || owner == context.viewer) return false;
  if (known_[context.viewer].count(key) > 0) return false;
  const double now = ImGui::GetTime();
  const double since = now - first_seen_.emplace(key, now).first->second;
  context.widgets.MarkRecent(key);
  // The ring that stays, and once, a ripple spreading from the piece.
  const float grow = 3;
  draw->AddRect(ImVec2(min.x - grow, min.y - grow), ImVec2(max.x + grow, max.y + grow),
                WithAlpha(kRecent, 0.85f), rounding + grow, 0, 2.5f);
  if (!ui::Input().reduced_motion && since < kRippleSeconds) {
    const float t = static_cast<float>(since / kRippleSeconds);
    const float spread = grow + 18 * t;
    draw->AddRect(ImVec2(min.x - spread, min.y - spread), ImVec2(max.x + spread, max.y + spread),
                  WithAlpha(kRecent, 1 - t), rounding + spread, 0, 3.0f * (1 - t) + 1);
  }
  return true;
}

}  // namespace tinsel::app::kit
