#include "test_swap_view.h"

#include <algorithm>
#include <string>
#include <vector>

#include "../test_swap.h"
#include "ui/controls.h"
#include "ui/theme.h"
#include "views/choice_buttons.h"
#include "views/kit.h"

namespace tinsel::app {

ViewResult TestSwapView::Draw(const ViewContext& context) {
  ViewResult result;
  const auto& state = static_cast<const test_swap::TestSwapState&>(context.table);
  ImDrawList* draw = ImGui::GetWindowDrawList();
  const ui::Fonts& fonts = ui::GetFonts();
  const float pixels = kit::FontPixels(fonts.bold);
  const int players = state.NumPlayers();
  // A card per seat in a row, its holder's name above it.
  const float gap = 12;
  const float card_w = std::min(120.0f, (context.size.x - gap * (players + 1)) / players);
  const float card_h = card_w * 1.4f;
  float y = context.origin.y + gap;
  for (int seat = 0; seat < players; ++seat) {
    const ImVec2 min(context.origin.x + gap + seat * (card_w + gap), y + pixels + 6);
    const ImVec2 max(min.x + card_w, min.y + card_h);
    ui::NameText(context.widgets, "test-swap:name:" + std::to_string(seat), draw, fonts.bold,
                 pixels, ImVec2(min.x, y), ui::colour::kCream, context.seat_names[seat], card_w);
    const bool shown = seat == context.viewer || state.IsTerminal();
    kit::CardBlank(draw, min, max, 8, shown ? ui::colour::kCream : ui::colour::kPine,
                   ui::colour::kGold, 1.0f);
    if (shown && state.Card(seat) != 0) {
      kit::CentredText(draw, fonts.heading, kit::FontPixels(fonts.heading),
                       ImVec2((min.x + max.x) / 2, (min.y + max.y) / 2), ui::colour::kInk,
                       std::to_string(state.Card(seat)));
    }
  }
  y += pixels + 6 + card_h + gap;
  const std::vector<int>& discards = state.Discards();
  const std::string pile = discards.empty() ? Tr("No discards yet")
                                            : TrFormat("Discards: {count}, the top one a {card}",
                                                       {{"count", std::to_string(discards.size())},
                                                        {"card", std::to_string(discards.back())}});
  kit::FittedText(draw, fonts.body, kit::FontPixels(fonts.body), ImVec2(context.origin.x + gap, y),
                  context.size.x - 2 * gap, ui::colour::kCream,
                  {pile, std::to_string(discards.size())});
  y += kit::FontPixels(fonts.body) + gap;
  if (!context.input_enabled || state.CurrentPlayer() != context.viewer) return result;
  const ImVec2 size(std::min(160.0f, (context.size.x - 3 * gap) / 2), 44);
  const float x = context.origin.x + gap;
  if (ChoiceButton(context, "test-swap:keep", Tr("Keep"), ImVec2(x, y), size,
                   kit::Hinted(context, test_swap::kKeep))) {
    result.message = kit::Propose(state, test_swap::kKeep, result);
  }
  if (ChoiceButton(context, "test-swap:swap", Tr("Swap"), ImVec2(x + size.x + gap, y), size,
                   kit::Hinted(context, test_swap::kSwap))) {
    result.message = kit::Propose(state, test_swap::kSwap, result);
  }
  return result;
}

}  // namespace tinsel::app
