// Runner: what every frame of Tinsel does, whatever the window. It owns ImGui's context and
// its GLFW + OpenGL 3 backends and the App (which loads the fonts and the theme and reads the
// clock, model/play/clock.h), and draws one frame at a time. The mains (desktop/main_desktop.cpp,
// wasm/main_web.cpp) only create the window, choose the scales below and loop.
//
// HiDPI: ImGui works in logical pixels, with io.DisplayFramebufferScale = device pixels per
// logical pixel. The fonts are first rasterised for the framebuffer scale given to the
// constructor (App::Setup: glyphs that much finer, drawn at 1/scale), then again whenever the
// layout's device pixels per logical pixel change (below). Every frame the GLFW
// backend sets io.DisplaySize to the window's size and io.DisplayFramebufferScale to the
// framebuffer's size over the window's. Where the backend's window is measured in buffer
// pixels rather than logical ones (Emscripten's GLFW: the canvas' drawing buffer),
// SetBufferPixelsPerLogicalPixel(r) turns the display size and the mouse back into logical
// (CSS) pixels each frame and sets the framebuffer scale to r.
//
// Layouts (model/screen/screen_layout.h): every frame the app picks the arrangement for the
// window's CSS size; ImGui's display is then the window divided by the layout's scale (a 4K window
// lays out like a laptop, drawn larger), the mouse is divided the same way, and the fonts are
// rasterised again whenever device pixels per logical pixel change (quantised).
//
// Input: natively the GLFW backend gives ImGui the mouse and the keyboard. In the browser the
// keyboard comes the same way, and pointers (mouse, touch, pen) come as events in CSS pixels
// through Pointer() (ui/pointer_input.h: taps, drags that scroll, long presses), divided by the
// layout's scale like the mouse.
#pragma once

#include <cstdint>
#include <memory>

#include "app.h"
#include "model/saves/storage.h"
#include "ui/pointer_input.h"

struct GLFWwindow;

namespace tinsel::app {

class Runner {
 public:
  // `window` with its OpenGL context current; `glsl_version` for the OpenGL 3 backend
  // ("#version 130", "#version 300 es").
  Runner(GLFWwindow* window, const char* glsl_version, float framebuffer_scale, Storage& storage);
  // The app goes first, then the backends and ImGui's context.
  ~Runner();
  Runner(const Runner&) = delete;
  Runner& operator=(const Runner&) = delete;

  // 0 (the default): the backend's window sizes are logical pixels already.
  void SetBufferPixelsPerLogicalPixel(float ratio) { buffer_per_logical_ = ratio; }
  // A pointer event (its time is stamped here, on the frames' clock).
  void Pointer(ui::PointerEvent event);
  // The person asked for less motion: animations become cuts (ui/input_state.h).
  void SetReducedMotion(bool on);
  // The device's main pointer is a finger: targets get room for fingers.
  void SetCoarsePointer(bool on);
  // Frames that would put the same pixels on screen as the last one drawn are not drawn
  // again (ui/frame_fingerprint.h). Only where the last drawing stays on screen until the
  // next (the browser's canvas); a swap chain of buffers (the desktop) needs every frame.
  void SetSkipUnchangedFrames(bool on) { skip_unchanged_frames_ = on; }
  // One frame, after the events were polled and before the buffers are swapped: the
  // backends' new frame, App::Frame, and the drawing into the whole framebuffer (unless it
  // is unchanged and SetSkipUnchangedFrames is on). The app runs every frame either way.
  void Frame();

  const App& app() const { return *app_; }
  App& app() { return *app_; }

 private:
  GLFWwindow* window_;
  float buffer_per_logical_ = 0;
  float font_raster_scale_ = 0;  // what the font atlas was last rasterised for
  bool skip_unchanged_frames_ = false;
  uint64_t drawn_fingerprint_ = 0;  // of the last frame drawn (0: draw the next one)
  ui::PointerInput pointer_;
  std::unique_ptr<App> app_;
};

}  // namespace tinsel::app
