// The browser's pointers and the player's settings into the app. web/page/input.mjs listens on the
// canvas (pointer events for mouse, touch and pen; prefers-reduced-motion; pointer: coarse)
// and calls the C functions of browser_input.cpp, which hand them to the Runner (positions in
// CSS pixels of the canvas). Emscripten's GLFW listens to the canvas' mouse and touch events
// too: ConnectBrowserInput takes those listeners away, so nothing arrives twice. The keyboard
// still comes through GLFW (listeners on the window).
#pragma once

struct GLFWwindow;

namespace tinsel::app {

class Runner;

// After the Runner exists: pointers and settings go to it from now on (settings that came
// before are applied at once).
void ConnectBrowserInput(Runner& runner, GLFWwindow* window);

}  // namespace tinsel::app
