#include "ui/frame_fingerprint.h"

#include <cstring>

namespace tinsel::app::ui {
namespace {

// FNV-1a over 64-bit words (and the tail's bytes): fast enough for a frame's ~1 MB of
// vertices, and any changed byte changes the hash.
class Hasher {
 public:
  void Bytes(const void* data, size_t size) {
    const auto* bytes = static_cast<const unsigned char*>(data);
    size_t i = 0;
    for (; i + 8 <= size; i += 8) {
      uint64_t word = 0;
      std::memcpy(&word, bytes + i, 8);
      Mix(word);
    }
    for (; i < size; ++i) Mix(bytes[i]);
  }
  template <typename T>
  void Value(const T& value) {
    Bytes(&value, sizeof(value));
  }
  uint64_t hash() const { return hash_; }

 private:
  void Mix(uint64_t word) {
    hash_ ^= word;
    hash_ *= 0x100000001b3ull;
  }
  uint64_t hash_ = 0xcbf29ce484222325ull;
};

}  // namespace

uint64_t FrameFingerprint(const ImDrawData& draw_data, int framebuffer_width,
                          int framebuffer_height) {
  Hasher hasher;
  hasher.Value(framebuffer_width);
  hasher.Value(framebuffer_height);
  hasher.Value(draw_data.DisplayPos);
  hasher.Value(draw_data.DisplaySize);
  hasher.Value(draw_data.FramebufferScale);
  hasher.Value(draw_data.CmdListsCount);
  for (int n = 0; n < draw_data.CmdListsCount; ++n) {
    const ImDrawList& list = *draw_data.CmdLists[n];
    hasher.Value(list.VtxBuffer.Size);
    hasher.Bytes(list.VtxBuffer.Data, sizeof(ImDrawVert) * list.VtxBuffer.Size);
    hasher.Value(list.IdxBuffer.Size);
    hasher.Bytes(list.IdxBuffer.Data, sizeof(ImDrawIdx) * list.IdxBuffer.Size);
    hasher.Value(list.CmdBuffer.Size);
    for (const ImDrawCmd& cmd : list.CmdBuffer) {
      hasher.Value(cmd.ClipRect);
      hasher.Value(cmd.TextureId);
      hasher.Value(cmd.VtxOffset);
      hasher.Value(cmd.IdxOffset);
      hasher.Value(cmd.ElemCount);
      hasher.Value(cmd.UserCallback);
      hasher.Value(cmd.UserCallbackData);
    }
  }
  return hasher.hash();
}

}  // namespace tinsel::app::ui
