// Buttons for a step's choices that know no game: same-size buttons flowed down columns,
// labels that fit, the gold commit button and the plain choice button.
#pragma once

#include <imgui.h>

#include <algorithm>
#include <initializer_list>
#include <string>

#include "views/game_view.h"
#include "views/kit.h"

namespace tinsel::app {

// Buttons of one size flowed down columns: as many rows as the box's height holds, as many
// columns as the count then needs, each at most `max_w` wide. A tall panel gets one column;
// the compact shapes' strip, a few side by side.
struct ButtonFlow {
  kit::Box box;
  int rows = 1;
  ImVec2 size;

  ButtonFlow(kit::Box area, int count, float height, float max_w) : box(area) {
    // Rows of at least 40 px (a finger's), the buttons no taller than asked.
    const float least = std::min(height, 40.0f);
    rows = std::clamp(static_cast<int>((area.h() + 6) / (least + 6)), 1, std::max(1, count));
    const int columns = std::max(1, (count + rows - 1) / rows);
    const float fitted = std::min(height, (area.h() - 6 * (rows - 1)) / rows);
    size = ImVec2(std::min(max_w, (area.w() - 6 * (columns - 1)) / columns), fitted);
  }
  ImVec2 At(int slot) const {
    return ImVec2(box.min.x + (slot / rows) * (size.x + 6),
                  box.min.y + (slot % rows) * (size.y + 6));
  }
};

// The longest of `labels` (longest first) that fits a commit button `width` wide after its
// star, in the current font.
std::string CommitLabel(std::initializer_list<const char*> labels, float width);

// The longest of `labels` (longest first) that fits a plain button `width` wide.
std::string ButtonLabel(std::initializer_list<const char*> labels, float width);

// A commit ability's button: gold with a star; armed, it glows. Returns whether clicked.
bool CommitButton(const ViewContext& context, const std::string& id, const std::string& label,
                  ImVec2 at, ImVec2 size, bool armed, bool hinted);
// An ordinary button of the step's choices, with the hint's frame when `hinted`.
bool ChoiceButton(const ViewContext& context, const std::string& id, const std::string& label,
                  ImVec2 at, ImVec2 size, bool hinted);

}  // namespace tinsel::app
