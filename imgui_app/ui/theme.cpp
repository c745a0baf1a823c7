#include "ui/theme.h"

#include "embedded_font.h"

namespace tinsel::app::ui {
namespace {

Fonts g_fonts;

ImFont* AddFont(const unsigned char* data, unsigned int size, float pixels, float scale) {
  ImGuiIO& io = ImGui::GetIO();
  ImFontConfig config;
  // The font lives in the binary: the atlas must not free it.
  config.FontDataOwnedByAtlas = false;
  // Twice as fine horizontally (sub-pixel positions) only where it shows: small glyphs on a
  // screen of few pixels. Large ones (a title, or any text on a 2x or 3x screen) gain nothing
  // visible, and the atlas, rasterised and uploaded at startup, would be twice as large.
  config.OversampleH = pixels * scale < 36.0f ? 2 : 1;
  config.OversampleV = 1;
  // Exactly the glyphs the build kept in the subset (Latin, punctuation, stars, ...).
  static_assert(sizeof(ImWchar) == sizeof(unsigned short));
  return io.Fonts->AddFontFromMemoryTTF(const_cast<unsigned char*>(data), static_cast<int>(size),
                                        pixels * scale, &config,
                                        reinterpret_cast<const ImWchar*>(kEmbeddedFontRanges));
}

ImVec4 Colour(ImU32 c) { return ImGui::ColorConvertU32ToFloat4(c); }

}  // namespace

void LoadFonts(float ui_scale, float framebuffer_scale) {
  const float fine = framebuffer_scale > 0.5f ? framebuffer_scale : 1.0f;
  const float scale = fine * (ui_scale > 0.5f ? ui_scale : 1.0f);
  ImGuiIO& io = ImGui::GetIO();
  io.Fonts->Clear();
  // The atlas as tall as its glyphs need, not the next power of two (WebGL 2 and OpenGL 3
  // take any size): a third less texture to fill and upload on a phone.
  io.Fonts->Flags |= ImFontAtlasFlags_NoPowerOfTwoHeight;
  g_fonts.body = AddFont(kEmbeddedFont, kEmbeddedFontSize, 20.0f, scale);
  g_fonts.bold = AddFont(kEmbeddedBoldFont, kEmbeddedBoldFontSize, 20.0f, scale);
  g_fonts.heading = AddFont(kEmbeddedBoldFont, kEmbeddedBoldFontSize, 28.0f, scale);
  g_fonts.title = AddFont(kEmbeddedBoldFont, kEmbeddedBoldFontSize, 56.0f, scale);
  g_fonts.mark = AddFont(kEmbeddedBoldFont, kEmbeddedBoldFontSize, 15.0f, scale);
  io.FontDefault = g_fonts.body;
  io.FontGlobalScale = 1.0f / fine;
}

const Fonts& GetFonts() { return g_fonts; }

void ApplyTheme(float ui_scale) {
  ImGuiStyle& style = ImGui::GetStyle();
  style = ImGuiStyle();
  style.WindowPadding = ImVec2(24, 20);
  style.FramePadding = ImVec2(16, 9);
  style.ItemSpacing = ImVec2(12, 10);
  style.ItemInnerSpacing = ImVec2(8, 6);
  style.ScrollbarSize = 16;
  style.WindowRounding = 0;
  style.ChildRounding = 14;
  style.FrameRounding = 10;
  style.PopupRounding = 12;
  style.GrabRounding = 8;
  style.ScrollbarRounding = 8;
  style.WindowBorderSize = 0;
  style.ChildBorderSize = 0;
  style.FrameBorderSize = 0;
  style.PopupBorderSize = 2;

  ImVec4* c = style.Colors;
  c[ImGuiCol_Text] = Colour(colour::kCream);
  c[ImGuiCol_TextDisabled] = Colour(IM_COL32(200, 190, 170, 140));
  c[ImGuiCol_WindowBg] = Colour(colour::kTable);
  c[ImGuiCol_ChildBg] = Colour(IM_COL32(0, 0, 0, 0));
  c[ImGuiCol_PopupBg] = Colour(colour::kTableDark);
  c[ImGuiCol_Border] = Colour(colour::kGoldDim);
  c[ImGuiCol_FrameBg] = Colour(IM_COL32(250, 244, 228, 255));
  c[ImGuiCol_FrameBgHovered] = Colour(IM_COL32(255, 250, 236, 255));
  c[ImGuiCol_FrameBgActive] = Colour(IM_COL32(255, 252, 240, 255));
  c[ImGuiCol_Button] = Colour(colour::kRed);
  c[ImGuiCol_ButtonHovered] = Colour(colour::kRedLight);
  c[ImGuiCol_ButtonActive] = Colour(IM_COL32(150, 26, 36, 255));
  c[ImGuiCol_Header] = Colour(IM_COL32(232, 188, 74, 80));
  c[ImGuiCol_HeaderHovered] = Colour(IM_COL32(232, 188, 74, 120));
  c[ImGuiCol_HeaderActive] = Colour(IM_COL32(232, 188, 74, 160));
  c[ImGuiCol_ScrollbarBg] = Colour(IM_COL32(0, 0, 0, 40));
  c[ImGuiCol_ScrollbarGrab] = Colour(IM_COL32(232, 188, 74, 120));
  c[ImGuiCol_ScrollbarGrabHovered] = Colour(IM_COL32(232, 188, 74, 180));
  c[ImGuiCol_ScrollbarGrabActive] = Colour(colour::kGold);
  c[ImGuiCol_CheckMark] = Colour(colour::kRed);
  c[ImGuiCol_Separator] = Colour(colour::kGoldDim);
  c[ImGuiCol_TextSelectedBg] = Colour(IM_COL32(232, 188, 74, 110));
  c[ImGuiCol_ModalWindowDimBg] = Colour(IM_COL32(0, 0, 0, 140));
  c[ImGuiCol_NavHighlight] = Colour(colour::kGold);
  if (ui_scale > 0.5f && ui_scale != 1.0f) style.ScaleAllSizes(ui_scale);
}

}  // namespace tinsel::app::ui
