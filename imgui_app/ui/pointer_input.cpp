#include "ui/pointer_input.h"

#include <imgui.h>
#include <imgui_internal.h>

#include <algorithm>
#include <cfloat>
#include <cmath>
#include <vector>

#include "model/screen/tap_target.h"

namespace tinsel::app::ui {
namespace {

ImGuiMouseSource SourceOf(Pointer pointer) {
  switch (pointer) {
    case Pointer::kMouse:
      return ImGuiMouseSource_Mouse;
    case Pointer::kTouch:
      return ImGuiMouseSource_TouchScreen;
    case Pointer::kPen:
      return ImGuiMouseSource_Pen;
  }
  return ImGuiMouseSource_Mouse;
}

void PointerAt(ImGuiMouseSource source, float x, float y) {
  ImGuiIO& io = ImGui::GetIO();
  io.AddMouseSourceEvent(source);
  io.AddMousePosEvent(x, y);
}

// No pointer over the canvas: nothing hovered.
void PointerAway(ImGuiMouseSource source) { PointerAt(source, -FLT_MAX, -FLT_MAX); }

// What a tap may land on: the last frame's widgets (only a dialog's while one shows, as the
// rest cannot be clicked then).
std::vector<TapTarget> TapTargets(const WidgetRegistry& widgets) {
  const std::vector<WidgetRect>& rects = widgets.rects();
  const bool modal =
      std::any_of(rects.begin(), rects.end(), [](const WidgetRect& r) { return r.modal; });
  std::vector<TapTarget> targets;
  for (const WidgetRect& r : rects) {
    if (modal && !r.modal) continue;
    targets.push_back({{r.min.x, r.min.y, r.max.x, r.max.y}, r.enabled});
  }
  return targets;
}

// Whether `window` showed in the last finished frame. Pointer events arrive between frames, when
// Active says so; within a frame, WasActive does. (ImGui's implicit "Debug" window is begun in
// every frame but shows only if something was put in it: Active tells, LastFrameActive not.)
bool OnScreen(const ImGuiWindow* window) {
  const ImGuiContext& g = *ImGui::GetCurrentContext();
  const bool within_frame = g.FrameCountEnded != g.FrameCount;
  return (within_frame ? window->WasActive : window->Active) && !window->Hidden &&
         !(window->Flags & (ImGuiWindowFlags_Tooltip | ImGuiWindowFlags_NoMouseInputs));
}

// A window the mouse wheel may not scroll (a screen, the drawer, a home card: laid out to fit,
// their few pixels of overflow are padding) is not a finger's to scroll either.
bool HasSomethingToScroll(const ImGuiWindow* window) {
  if (window->Flags & ImGuiWindowFlags_NoScrollWithMouse) return false;
  return window->ScrollMax.x > 0 || window->ScrollMax.y > 0;
}

// What a finger at `at` scrolls, as the last frame drew it: the front-most window under the
// finger if it has something to scroll, else its nearest parent (for a child window) that has.
// Never a window behind the front one: a drag on the phone's drawer must not scroll the screen
// under it.
ImGuiWindow* ScrollableAt(TouchPoint at) {
  const ImGuiContext& g = *ImGui::GetCurrentContext();
  const ImVec2 point(at.x, at.y);
  // g.Windows is in display order, back to front, each child window after its parent (ImGui
  // sorts it so as a frame ends): the first one under the finger from the back is the front.
  for (int i = g.Windows.Size - 1; i >= 0; --i) {
    ImGuiWindow* window = g.Windows[i];
    if (!OnScreen(window) || !window->OuterRectClipped.Contains(point)) continue;
    for (ImGuiWindow* w = window; w != nullptr; w = w->ParentWindow) {
      if (HasSomethingToScroll(w)) return w;
      if (!(w->Flags & ImGuiWindowFlags_ChildWindow)) break;  // a root window: no further
    }
    return nullptr;
  }
  return nullptr;
}

// Where a drag puts one axis of its window's scroll, `travel` pixels on: the content follows
// the finger. `kept` is the drag's own scroll, unrounded: ImGui rounds a window's scroll to
// whole pixels, and rounding every frame's travel would leave the content behind the finger.
// It starts again from the window's scroll if something else has scrolled it meanwhile.
float FollowFinger(float& kept, float scroll, float scroll_max, float travel) {
  if (std::abs(scroll - kept) > 0.5f) kept = scroll;
  kept = std::clamp(kept - travel, 0.0f, scroll_max);
  return kept;
}

}  // namespace

void PointerInput::Handle(const PointerEvent& event, const WidgetRegistry& targets) {
  ImGuiIO& io = ImGui::GetIO();
  if (event.pointer == Pointer::kMouse) {
    Input().pointer = Pointer::kMouse;
    Input().mouse_seen = true;
    if (event.type == PointerEvent::Type::kLeave) {
      PointerAway(ImGuiMouseSource_Mouse);
      return;
    }
    PointerAt(ImGuiMouseSource_Mouse, event.x, event.y);
    if (event.type == PointerEvent::Type::kDown || event.type == PointerEvent::Type::kUp ||
        event.type == PointerEvent::Type::kCancel) {
      io.AddMouseButtonEvent(event.button, event.type == PointerEvent::Type::kDown);
    }
    return;
  }

  // A finger or a pen.
  Input().pointer = event.pointer;
  if (event.pointer == Pointer::kTouch) Input().coarse_pointer = true;
  const ImGuiMouseSource source = SourceOf(event.pointer);
  const TouchPoint at{event.x, event.y};
  switch (event.type) {
    case PointerEvent::Type::kDown:
      if (touch_id_ >= 0 && event.id != touch_id_) {
        // A second finger: a pinch or a mistake, not a tap.
        gesture_.Cancel();
        EndTouch();
        return;
      }
      TouchDown(event);
      return;
    case PointerEvent::Type::kMove:
      if (touch_id_ < 0) {
        // A pen hovering over the screen hovers like a mouse.
        if (event.pointer == Pointer::kPen) PointerAt(source, event.x, event.y);
        return;
      }
      if (event.id != touch_id_) return;
      {
        const TouchGesture::Phase before = gesture_.phase();
        gesture_.Move(at, event.time);
        if (before != TouchGesture::Phase::kDragging &&
            gesture_.phase() == TouchGesture::Phase::kDragging) {
          StartScroll();
        }
        // (A frame may have called it a hold that this late event undoes.)
        Input().held = gesture_.phase() == TouchGesture::Phase::kHolding;
        if (Input().held) {
          // A held finger explores: what it slides onto explains itself.
          PointerAt(source, event.x, event.y);
        }
      }
      return;
    case PointerEvent::Type::kUp:
      if (event.id == touch_id_) TouchUp(event, targets);
      return;
    case PointerEvent::Type::kCancel:
      if (event.id == touch_id_) {
        gesture_.Cancel();
        EndTouch();
      }
      return;
    case PointerEvent::Type::kLeave:
      if (touch_id_ < 0) PointerAway(source);
      return;
  }
}

void PointerInput::TouchDown(const PointerEvent& event) {
  touch_id_ = event.id;
  scroll_window_ = 0;
  gesture_.Down({event.x, event.y}, event.time);
  // Under the finger things look hovered while it is down (ImGui's touch source gives no hover
  // before this).
  PointerAt(SourceOf(event.pointer), event.x, event.y);
}

void PointerInput::TouchUp(const PointerEvent& event, const WidgetRegistry& targets) {
  const std::optional<TouchPoint> tap = gesture_.Up({event.x, event.y}, event.time);
  if (tap) {
    // Queued together, trickled by ImGui one frame each: hover, press, release, away.
    const TouchPoint p = ResolveTap(*tap, TapTargets(targets), MinHitSize());
    const ImGuiMouseSource source = SourceOf(event.pointer);
    PointerAt(source, p.x, p.y);
    ImGuiIO& io = ImGui::GetIO();
    io.AddMouseButtonEvent(ImGuiMouseButton_Left, true);
    io.AddMouseButtonEvent(ImGuiMouseButton_Left, false);
  }
  EndTouch();
}

void PointerInput::StartScroll() {
  const ImGuiWindow* window = ScrollableAt(gesture_.start());
  scroll_window_ = window != nullptr ? window->ID : 0;
  if (window != nullptr) drag_scroll_ = {window->Scroll.x, window->Scroll.y};
  // Nothing looks hovered while the content slides under the finger.
  PointerAway(SourceOf(Input().pointer));
}

void PointerInput::EndTouch() {
  touch_id_ = -1;
  Input().held = false;
  PointerAway(SourceOf(Input().pointer));
}

void PointerInput::BeforeNewFrame(double now) {
  if (touch_id_ < 0) return;
  gesture_.Tick(now);
  if (gesture_.phase() == TouchGesture::Phase::kHolding) Input().held = true;
}

void PointerInput::AfterNewFrame() {
  const TouchPoint travel = gesture_.TakeDragTravel();
  if (scroll_window_ != 0 && (travel.x != 0 || travel.y != 0)) {
    if (ImGuiWindow* window = ImGui::FindWindowByID(scroll_window_)) {
      if (window->ScrollMax.x > 0) {
        ImGui::SetScrollX(
            window, FollowFinger(drag_scroll_.x, window->Scroll.x, window->ScrollMax.x, travel.x));
      }
      if (window->ScrollMax.y > 0) {
        ImGui::SetScrollY(
            window, FollowFinger(drag_scroll_.y, window->Scroll.y, window->ScrollMax.y, travel.y));
      }
    }
  }
  if (gesture_.phase() == TouchGesture::Phase::kIdle) scroll_window_ = 0;
}

}  // namespace tinsel::app::ui
