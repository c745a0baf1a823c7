#include "model/screen/screen_layout.h"

#include <algorithm>
#include <cmath>

#include "tinsel/translate.h"

namespace tinsel::app {
namespace {

constexpr const char* kUiSizeKey = "tinsel/settings/ui-size";
// The size the interface was designed for.
constexpr float kDesignWidth = 1366;
constexpr float kDesignHeight = 768;
// Beyond this the screens would be posters: a 5K window still gets a sensible table.
constexpr float kMaxScale = 3.0f;

float SizeFactor(UiSize size) {
  switch (size) {
    case UiSize::kSmaller:
      return 0.85f;
    case UiSize::kNormal:
      return 1.0f;
    case UiSize::kLarger:
      return 1.2f;
  }
  return 1.0f;
}

LayoutKind KindFor(float width, float height) {
  const float short_side = std::min(width, height);
  if (short_side < 560)
    return height >= width ? LayoutKind::kPhonePortrait : LayoutKind::kPhoneLandscape;
  if (short_side < 900 && width < 1200) return LayoutKind::kTablet;
  if (width < 1800 && height < 1100) return LayoutKind::kLaptop;
  return LayoutKind::kDesktop;
}

}  // namespace

ScreenLayout ChooseLayout(float css_width, float css_height, float device_pixel_ratio,
                          UiSize size) {
  const float ratio = device_pixel_ratio > 0 ? device_pixel_ratio : 1.0f;
  ScreenLayout layout;
  layout.kind = KindFor(css_width, css_height);
  const bool handheld = layout.kind == LayoutKind::kPhonePortrait ||
                        layout.kind == LayoutKind::kPhoneLandscape ||
                        layout.kind == LayoutKind::kTablet;
  // Grow with the window past the design size, as far as both sides allow.
  float window_scale = std::min(css_width / kDesignWidth, css_height / kDesignHeight);
  window_scale = handheld ? 1.0f : std::clamp(window_scale, 1.0f, kMaxScale);
  float scale = window_scale * SizeFactor(size);
  // A phone's targets stay at least the 44 px fingers need: no shrinking there.
  if (handheld) scale = std::max(scale, 1.0f);
  layout.scale = scale;
  // Quarter steps, never below one device pixel per logical pixel.
  layout.raster_scale = std::clamp(std::ceil(ratio * scale * 4.0f) / 4.0f, 1.0f, 4.0f);
  layout.width = css_width / scale;
  layout.height = css_height / scale;
  // A side panel of ~300 px needs a table of ~700 beside it.
  layout.panel_is_drawer = layout.width < 1000 || layout.height < 500;
  return layout;
}

const char* LayoutKindName(LayoutKind kind) {
  switch (kind) {
    case LayoutKind::kPhonePortrait:
      return "phone-portrait";
    case LayoutKind::kPhoneLandscape:
      return "phone-landscape";
    case LayoutKind::kTablet:
      return "tablet";
    case LayoutKind::kLaptop:
      return "laptop";
    case LayoutKind::kDesktop:
      return "desktop";
  }
  return "laptop";
}

const char* UiSizeLabel(UiSize size) {
  switch (size) {
    case UiSize::kSmaller:
      return TrContext("interface size", "Smaller");
    case UiSize::kNormal:
      return TrContext("interface size", "Normal");
    case UiSize::kLarger:
      return TrContext("interface size", "Larger");
  }
  return TrContext("interface size", "Normal");
}

UiSize LoadUiSize(Storage& storage) {
  const std::optional<std::string> stored = storage.Get(kUiSizeKey);
  if (!stored) return UiSize::kNormal;
  if (*stored == "smaller") return UiSize::kSmaller;
  if (*stored == "larger") return UiSize::kLarger;
  return UiSize::kNormal;
}

tinsel::Status SaveUiSize(Storage& storage, UiSize size) {
  const char* value = size == UiSize::kSmaller  ? "smaller"
                      : size == UiSize::kLarger ? "larger"
                                                : "normal";
  return storage.Set(kUiSizeKey, value);
}

}  // namespace tinsel::app
