// The table views' kit: what every game's view draws and asks the same way. Text measured,
// fitted and placed in a font at its current size; boxes and hit areas (registered for the
// browser tests, the keyboard focus and fingers, see widget_registry.h); explanations of what
// cannot be chosen, for a hovering mouse or a finger held down; colours faded; the hint's red
// frame; and Propose, which asks the rules about a move before the view offers it.
#pragma once

#include <imgui.h>

#include <string>
#include <vector>

#include "tinsel/game.h"
#include "ui/controls.h"
#include "views/game_view.h"
#include "widget_registry.h"

namespace tinsel::app::kit {

// A rectangle of the table in ImGui screen coordinates. Made from its corners or from its
// top-left corner and size; the size is kept as given, so layouts computed from it are exact.
struct Box {
  ImVec2 min;
  ImVec2 max;
  ImVec2 size;

  static Box Corners(ImVec2 min, ImVec2 max) {
    return {min, max, ImVec2(max.x - min.x, max.y - min.y)};
  }
  static Box Sized(ImVec2 min, ImVec2 size) {
    return {min, ImVec2(min.x + size.x, min.y + size.y), size};
  }
  float w() const { return size.x; }
  float h() const { return size.y; }
};

bool Inside(ImVec2 point, ImVec2 min, ImVec2 max);

// A font's height in pixels as drawn now (its size times io.FontGlobalScale).
float FontPixels(ImFont* font);
float TextWidth(ImFont* font, float pixels, const std::string& text);
// The size `text` fits `width` at: `pixels`, or smaller down to `pixels * smallest` (0: as
// small as it takes); 0 when it does not fit even then (the caller finds other words).
float FitPixels(ImFont* font, float pixels, const std::string& text, float width,
                float smallest = 0.75f);
// `text` cut with "..." to fit `width`.
std::string Fit(ImFont* font, float pixels, const std::string& text, float width);
// Text with its top-left corner at `at`; returns its width.
float Text(ImDrawList* draw, ImFont* font, float pixels, ImVec2 at, ImU32 colour,
           const std::string& text);
// The first of `wordings` (the longest first) that fits `width` at `pixels`, or at down to 75%
// of it, drawn with its top-left corner at `at`; when none fits, the last as small as allowed
// (the layout check then names it). Returns the width drawn. Lines whose words grow in a
// longer language use it.
float FittedText(ImDrawList* draw, ImFont* font, float pixels, ImVec2 at, float width, ImU32 colour,
                 const std::vector<std::string>& wordings);
// Text centred on `centre`.
void CentredText(ImDrawList* draw, ImFont* font, float pixels, ImVec2 centre, ImU32 colour,
                 const std::string& text);
// Text wrapped at `width`; returns its height.
float WrappedText(ImDrawList* draw, ImFont* font, float pixels, ImVec2 at, float width,
                  ImU32 colour, const std::string& text);

// A rounded panel of the table: filled, with a border.
void FramedPanel(ImDrawList* draw, ImVec2 min, ImVec2 max, ImU32 fill, ImU32 border, float rounding,
                 float thickness);

// A card's blank, the same for every game's cards: laid over what is beneath it (a cover for
// the layout check), a soft shadow faded by `alpha`, the `face` and its `edge` (both given
// faded as the card should be).
void CardBlank(ImDrawList* draw, ImVec2 min, ImVec2 max, float rounding, ImU32 face, ImU32 edge,
               float alpha);
// The shadow alone, under a card or tile drawn otherwise.
void CardShadow(ImDrawList* draw, ImVec2 min, ImVec2 max, float rounding, float alpha);

// An outline of dashes around [min, max] (a place for a card), over a faint shadow.
void DashedFrame(ImDrawList* draw, ImVec2 min, ImVec2 max, ImU32 colour, float rounding);

// `colour` with its alpha multiplied by `alpha` (0..1).
ImU32 WithAlpha(ImU32 colour, float alpha);
// 0..1 and back, a few times a second: the glow of what may be chosen now. Steady at 1 when
// the player asked for less motion (ui/input_state.h).
float Pulse();

// An invisible clickable area over [min, max]; registered under `id` (browser tests, the
// keyboard, fingers) when `registered`. Returns true when clicked, tapped or chosen with the
// keyboard. `hovered`, if given, says whether the pointer is over it (a finger too, while it
// is down). `legal`: whether it may be chosen now; the keyboard focus skips it when not (a
// click still reaches the view, which explains why not).
bool HitArea(WidgetRegistry& widgets, const std::string& id, const std::string& label, ImVec2 min,
             ImVec2 max, bool registered, bool* hovered = nullptr, bool legal = true);

// Why a target cannot be chosen now (`why`; nothing when empty), shown beside the pointer while
// `over` it: for a hovering mouse or pen, and for a finger pressed and held on it (a long
// press; a plain tap explains in the status line instead, through Propose).
void Explain(bool over, const std::string& why);

// A button the rules may refuse now: dimmed while `why` (the rules' reason) is not empty,
// which shows as its tooltip and, on a click, goes to `message` (the status line). Registered
// like ui::Button. Returns whether it was clicked while allowed.
bool RuledButton(WidgetRegistry& widgets, const std::string& id, const std::string& label,
                 ImVec2 size, ui::Tone tone, const std::string& why, std::string& message);

// Whether the hint (ViewContext::hint) suggests `action`.
inline bool Hinted(const ViewContext& context, Action action) {
  return context.hint.has_value() && *context.hint == action;
}

// Marks the move a hint suggests (ViewContext::hint) around [min, max]: a red frame with a
// cream edge, distinct from gold, which means chosen or playable.
void HintFrame(ImDrawList* draw, ImVec2 min, ImVec2 max);
// The same around the last ImGui item (a button).
void HintFrameLastItem();
// The round twin of HintFrame, for a round target of `diameter` centred on `centre` (a space
// on a tree): a red ring with a cream edge and a "hint" tag inside it, so it is not taken for
// the ring that marks the newest piece.
void HintRing(ImDrawList* draw, ImVec2 centre, float diameter);

// What a view has seen of the game, to notice new moves for its animations.
class TableWatch {
 public:
  // True when the table started over since the last frame: a new or loaded game, or an undo
  // (replay nothing then). Call once a frame.
  bool StartedOver(const ViewContext& context) {
    const bool over = context.game_token != token_ || context.history_length < history_length_;
    token_ = context.game_token;
    history_length_ = context.history_length;
    return over;
  }

 private:
  uint64_t token_ = 0;  // game tokens start at 1
  size_t history_length_ = 0;
};

// How the player presses targets, as ui::PressVerb words it: "click" with a mouse, "tap" with
// a finger or a pen, "choose" where both are at hand (a touch screen with a mouse).
enum class Pressing { kClick, kTap, kChoose };
Pressing HowPressing();
// The one of three whole sentences that fits how the player presses (HowPressing): each is
// written whole for translators rather than glued around a verb. E.g.
// ByPressing(Tr("... click a lit boat."), Tr("... tap a lit boat."), Tr("... choose a lit boat.")).
template <typename Sentence>
Sentence ByPressing(Sentence click, Sentence tap, Sentence choose) {
  switch (HowPressing()) {
    case Pressing::kClick:
      return click;
    case Pressing::kTap:
      return tap;
    case Pressing::kChoose:
      break;
  }
  return choose;
}

// Asks the rules whether `action` may be played now (State::WhyIllegal). If so it becomes
// result.action and the answer is empty; otherwise the answer is the rules' reason, for the
// status line. The session checks the move again when it is applied.
std::string Propose(const State& state, Action action, ViewResult& result);

}  // namespace tinsel::app::kit
