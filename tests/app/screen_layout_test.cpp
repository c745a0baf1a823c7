#include "model/screen/screen_layout.h"

#include <gtest/gtest.h>

#include "memory_storage.h"

namespace tinsel::app {
namespace {

TEST(ScreenLayoutTest, EachDeviceGetsItsOwnArrangement) {
  EXPECT_EQ(ChooseLayout(390, 844, 3, UiSize::kNormal).kind, LayoutKind::kPhonePortrait);
  EXPECT_EQ(ChooseLayout(844, 390, 3, UiSize::kNormal).kind, LayoutKind::kPhoneLandscape);
  EXPECT_EQ(ChooseLayout(768, 1024, 2, UiSize::kNormal).kind, LayoutKind::kTablet);
  EXPECT_EQ(ChooseLayout(1366, 768, 1, UiSize::kNormal).kind, LayoutKind::kLaptop);
  EXPECT_EQ(ChooseLayout(2560, 1440, 2, UiSize::kNormal).kind, LayoutKind::kDesktop);
}

TEST(ScreenLayoutTest, PhonesAndPortraitTabletsPutThePanelInADrawer) {
  EXPECT_TRUE(ChooseLayout(390, 844, 3, UiSize::kNormal).panel_is_drawer);
  EXPECT_TRUE(ChooseLayout(844, 390, 3, UiSize::kNormal).panel_is_drawer);
  EXPECT_TRUE(ChooseLayout(768, 1024, 2, UiSize::kNormal).panel_is_drawer);
  EXPECT_FALSE(ChooseLayout(1366, 768, 1, UiSize::kNormal).panel_is_drawer);
  EXPECT_FALSE(ChooseLayout(2560, 1440, 2, UiSize::kNormal).panel_is_drawer);
}

TEST(ScreenLayoutTest, LargeWindowsScaleUpWithTheirSize) {
  const ScreenLayout laptop = ChooseLayout(1366, 768, 1, UiSize::kNormal);
  EXPECT_FLOAT_EQ(laptop.scale, 1.0f);
  const ScreenLayout big = ChooseLayout(2560, 1440, 2, UiSize::kNormal);
  EXPECT_NEAR(big.scale, 1440.0f / 768.0f, 0.01f);
  // The screens then lay out in the laptop's size.
  EXPECT_NEAR(big.width, 1366, 2);
  EXPECT_NEAR(big.height, 768, 2);
  // Glyphs rasterised for devicePixelRatio x scale, in quarter steps.
  EXPECT_FLOAT_EQ(big.raster_scale, 3.75f);
  EXPECT_FLOAT_EQ(ChooseLayout(1920, 1080, 1, UiSize::kNormal).raster_scale, 1.5f);
  // A huge window stops at three times the design.
  EXPECT_FLOAT_EQ(ChooseLayout(7680, 4320, 1, UiSize::kNormal).scale, 3.0f);
}

TEST(ScreenLayoutTest, ThePhoneKeepsItsSizeAndItsFingerTargets) {
  const ScreenLayout phone = ChooseLayout(390, 844, 3, UiSize::kNormal);
  EXPECT_FLOAT_EQ(phone.scale, 1.0f);
  EXPECT_FLOAT_EQ(phone.width, 390);
  EXPECT_FLOAT_EQ(phone.raster_scale, 3.0f);
  // Smaller never shrinks a phone's targets below their CSS size.
  EXPECT_FLOAT_EQ(ChooseLayout(390, 844, 3, UiSize::kSmaller).scale, 1.0f);
  EXPECT_FLOAT_EQ(ChooseLayout(390, 844, 3, UiSize::kLarger).scale, 1.2f);
}

TEST(ScreenLayoutTest, TheSizeSettingMultipliesTheScale) {
  EXPECT_FLOAT_EQ(ChooseLayout(1366, 768, 1, UiSize::kSmaller).scale, 0.85f);
  EXPECT_FLOAT_EQ(ChooseLayout(1366, 768, 1, UiSize::kLarger).scale, 1.2f);
  EXPECT_NEAR(ChooseLayout(2560, 1440, 2, UiSize::kLarger).scale, 1.875f * 1.2f, 0.01f);
}

TEST(ScreenLayoutTest, RotationChangesTheLayoutAtOnce) {
  const ScreenLayout portrait = ChooseLayout(390, 844, 3, UiSize::kNormal);
  const ScreenLayout landscape = ChooseLayout(844, 390, 3, UiSize::kNormal);
  EXPECT_FLOAT_EQ(portrait.width, landscape.height);
  EXPECT_FLOAT_EQ(portrait.height, landscape.width);
}

TEST(ScreenLayoutTest, TheSizeSettingPersists) {
  testing::MemoryStorage storage;
  EXPECT_EQ(LoadUiSize(storage), UiSize::kNormal);
  ASSERT_TRUE(SaveUiSize(storage, UiSize::kLarger).ok());
  EXPECT_EQ(LoadUiSize(storage), UiSize::kLarger);
  ASSERT_TRUE(SaveUiSize(storage, UiSize::kSmaller).ok());
  EXPECT_EQ(LoadUiSize(storage), UiSize::kSmaller);
  // Something unreadable in storage counts as Normal.
  storage.Set("tinsel/settings/ui-size", "gigantic");
  EXPECT_EQ(LoadUiSize(storage), UiSize::kNormal);
  EXPECT_STREQ(UiSizeLabel(UiSize::kLarger), "Larger");
}

}  // namespace
}  // namespace tinsel::app
