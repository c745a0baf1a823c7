// Trim the Tree's table: every player's tree as the 15-space triangular lattice (lines
// between adjacent spaces, the 16 small triangles faintly shaded, good triangles in gold)
// on a green tree with star and pot; the player to move gets the large tree. The Box shows
// the drawn ornaments: click one, then a highlighted space. Illegal clicks are explained
// with the rules' own reason (State::WhyIllegal). A hint (ViewContext::hint) gets a red frame
// on its ornament in the Box and a red ring on its space.
//
// Widget ids: "trim:box:<i>" (label = ornament name as in the action text, "purple bell"),
// "trim:space:<seat>:<n>" (n = space number 1..15 as in "purple bell @ 7").
#pragma once

#include <optional>
#include <string>

#include "views/game_view.h"

namespace tinsel::trim {
class TrimTheTreeState;
}

namespace tinsel::app {

class TrimTheTreeView : public GameView {
 public:
  ViewResult Draw(const ViewContext& context) override;
  void Reset() override {
    selected_ = -1;
    message_.clear();
  }

 private:
  struct Clicks {
    std::optional<int> space;  // a space of this tree was clicked (index 0..14)
  };

  void DrawBox(const ViewContext& context, const trim::TrimTheTreeState& state, ImVec2 min,
               ImVec2 size, bool my_turn);
  Clicks DrawTree(const ViewContext& context, const trim::TrimTheTreeState& state, int seat,
                  ImVec2 min, ImVec2 size, bool focus, bool my_turn);
  void ClickSpace(const ViewContext& context, const trim::TrimTheTreeState& state, int seat,
                  int space, ViewResult& result);

  int selected_ = -1;  // ornament kind chosen from the Box, or -1
  std::string message_;
};

}  // namespace tinsel::app
