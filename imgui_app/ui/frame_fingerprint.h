// A frame's fingerprint: a hash of everything ImGui asks the GPU to draw (every draw list's
// vertices, indices and commands: clip rectangles, textures, offsets) and the framebuffer's
// size. Two frames with the same fingerprint put the same pixels on screen, so the web build
// does not draw a frame again when nothing on it changed (runner.h): the browser then presents
// nothing new, and an idle table costs a phone's battery almost nothing.
#pragma once

#include <imgui.h>

#include <cstdint>

namespace tinsel::app::ui {

uint64_t FrameFingerprint(const ImDrawData& draw_data, int framebuffer_width,
                          int framebuffer_height);

}  // namespace tinsel::app::ui
