// How the person at the device is playing, as the platform and the last events tell it: the
// kind of pointer, a finger held on the screen, a coarse (finger) pointer, less motion asked
// for. Set by the runner (imgui_app/runner.h) and ui/pointer_input.h; read by widgets and
// views through the kit (explanations, pulses, hit sizes).
#pragma once

namespace tinsel::app::ui {

enum class Pointer { kMouse, kTouch, kPen };

struct InputState {
  Pointer pointer = Pointer::kMouse;  // the kind of the last pointer event
  // A finger (or pen) is pressed and held still (a long press): what lies under it explains
  // itself as it would under a hovering mouse. It will not click.
  bool held = false;
  // The main pointer is a finger (the browser's `pointer: coarse`), or a finger touched the
  // screen: targets get room for fingers (MinHitSize).
  bool coarse_pointer = false;
  // Animations become cuts: nothing pulses (the browser's `prefers-reduced-motion`; natively
  // --reduced-motion or TINSEL_REDUCED_MOTION=1).
  bool reduced_motion = false;
  // A mouse moved or pressed since the app started (a touch screen may have one too).
  bool mouse_seen = false;
};

InputState& Input();

// The least a clickable target should measure across, in logical pixels: 44 (Apple's guideline)
// for fingers or on a small screen (shorter side under 600 px), else 0. Taps land on the nearest
// target within that size (model/screen/tap_target.h); layouts may use it to size targets.
float MinHitSize();

// The word for pressing a target, as this player presses them: "tap" with a finger or a pen,
// "click" with a mouse, "choose" where both are at hand (a touch screen with a mouse). Lower
// case; PressVerbCapital() starts a sentence.
const char* PressVerb();
const char* PressVerbCapital();

}  // namespace tinsel::app::ui
