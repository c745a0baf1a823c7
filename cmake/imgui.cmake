# Dear ImGui 1.90.1 as the static library `imgui`, built from Debian's source package (trixie's;
# scripts/deps unpacks it into .cache/imgui-1.90.1; never vendored). The same sources are used
# natively (GLFW 3 from libglfw3-dev + the system's OpenGL) and in the browser (Emscripten's
# built-in GLFW 3 port + WebGL 2, shaders `#version 300 es`).
#
# TINSEL_IMGUI_DIR (cache path, see the root CMakeLists.txt) points at the sources; when it is
# empty, .cache/imgui-1.90.1 in the source tree is used. Without the sources the app is skipped
# with a warning (tests and tools still build); sources older than 1.90 stop the configure: the
# app needs the input queue (1.87), touch as a mouse source (1.89.5) and ImGuiChildFlags (1.90).

if(NOT TINSEL_BUILD_APP)
  return()
endif()

set(_tinsel_imgui_dir "${TINSEL_IMGUI_DIR}")
if(_tinsel_imgui_dir STREQUAL "")
  set(_tinsel_imgui_dir "${CMAKE_SOURCE_DIR}/.cache/imgui-1.90.1")
endif()
if(NOT EXISTS "${_tinsel_imgui_dir}/imgui.cpp"
   OR NOT EXISTS "${_tinsel_imgui_dir}/backends/imgui_impl_glfw.cpp")
  message(WARNING "Dear ImGui sources not found in '${_tinsel_imgui_dir}': the app is not "
                  "built. Run scripts/deps or pass -DTINSEL_IMGUI_DIR=<imgui 1.90.1 sources>.")
  set(TINSEL_BUILD_APP OFF)
  return()
endif()
file(STRINGS "${_tinsel_imgui_dir}/imgui.h" _tinsel_imgui_version_line
     REGEX "^#define IMGUI_VERSION_NUM +[0-9]+")
string(REGEX MATCH "[0-9]+$" _tinsel_imgui_version_num "${_tinsel_imgui_version_line}")
if(NOT _tinsel_imgui_version_num OR _tinsel_imgui_version_num LESS 19010)
  message(FATAL_ERROR "Dear ImGui in '${_tinsel_imgui_dir}' is older than 1.90.1 "
                      "(IMGUI_VERSION_NUM ${_tinsel_imgui_version_num}): run scripts/deps.")
endif()
message(STATUS "Dear ImGui sources: ${_tinsel_imgui_dir} (${_tinsel_imgui_version_num})")

# In the browser, imgui_draw.cpp without ProggyClean, the font ImGui falls back to when an
# atlas has none: the app always loads its own (imgui_app/ui/theme.cpp), so those 12 KB of base85 text
# (9 KB gzipped, every page load) are never drawn. Later ImGui versions say this with
# IMGUI_DISABLE_DEFAULT_FONT; 1.90.1 has no switch, so the build writes a copy of the file with
# the font's data left empty (the sources themselves are untouched). If the text is not found
# (other sources), the file is used as it is.
set(_tinsel_imgui_draw ${_tinsel_imgui_dir}/imgui_draw.cpp)
if(EMSCRIPTEN)
  file(READ ${_tinsel_imgui_dir}/imgui_draw.cpp _tinsel_draw_text)
  string(FIND "${_tinsel_draw_text}" "static const char proggy_clean_ttf_compressed_data_base85["
         _tinsel_font_begin)
  string(FIND "${_tinsel_draw_text}" "static const char* GetDefaultCompressedFontDataTTFBase85()"
         _tinsel_font_end)
  if(_tinsel_font_begin GREATER 0 AND _tinsel_font_end GREATER _tinsel_font_begin)
    string(SUBSTRING "${_tinsel_draw_text}" 0 ${_tinsel_font_begin} _tinsel_draw_head)
    string(SUBSTRING "${_tinsel_draw_text}" ${_tinsel_font_end} -1 _tinsel_draw_tail)
    set(_tinsel_draw_web "${_tinsel_draw_head}// Left empty by Tinsel's build (cmake/imgui.cmake).
static const char proggy_clean_ttf_compressed_data_base85[1] = \"\";

${_tinsel_draw_tail}")
    set(_tinsel_imgui_draw ${CMAKE_BINARY_DIR}/generated/imgui_draw_without_default_font.cpp)
    # Written only when it changes, so a configure does not rebuild it.
    set(_tinsel_draw_old "")
    if(EXISTS ${_tinsel_imgui_draw})
      file(READ ${_tinsel_imgui_draw} _tinsel_draw_old)
    endif()
    if(NOT _tinsel_draw_old STREQUAL _tinsel_draw_web)
      file(WRITE ${_tinsel_imgui_draw} "${_tinsel_draw_web}")
    endif()
  endif()
endif()

add_library(imgui STATIC
  ${_tinsel_imgui_dir}/imgui.cpp
  ${_tinsel_imgui_draw}
  ${_tinsel_imgui_dir}/imgui_tables.cpp
  ${_tinsel_imgui_dir}/imgui_widgets.cpp
  # Natively the demo (style editor) helps while tuning the theme; in the browser the file
  # only provides empty stubs (IMGUI_DISABLE_DEMO_WINDOWS below).
  ${_tinsel_imgui_dir}/imgui_demo.cpp
  ${_tinsel_imgui_dir}/backends/imgui_impl_glfw.cpp
  ${_tinsel_imgui_dir}/backends/imgui_impl_opengl3.cpp)
target_include_directories(imgui SYSTEM PUBLIC ${_tinsel_imgui_dir} ${_tinsel_imgui_dir}/backends)
# Only the current API: names ImGui has renamed or replaced do not compile in our code.
target_compile_definitions(imgui PUBLIC IMGUI_DISABLE_OBSOLETE_FUNCTIONS IMGUI_DISABLE_OBSOLETE_KEYIO)
# Third-party code: no warnings of ours.
target_compile_options(imgui PRIVATE -w)

if(EMSCRIPTEN)
  # No files in the browser (the app keeps no .ini: io.IniFilename is null): ImGui's file
  # helpers are left out of the first frame.
  target_compile_definitions(imgui PUBLIC IMGUI_DISABLE_DEMO_WINDOWS IMGUI_DISABLE_DEBUG_TOOLS
                                          IMGUI_DISABLE_FILE_FUNCTIONS)
  # Emscripten's GLFW 3 port and WebGL 2 only (the OpenGL3 backend then selects GLES3,
  # shaders `#version 300 es`). Link options propagate to every executable using imgui.
  target_link_options(imgui PUBLIC
    "SHELL:-s USE_GLFW=3" "SHELL:-s MIN_WEBGL_VERSION=2" "SHELL:-s MAX_WEBGL_VERSION=2")
else()
  find_package(glfw3 3.3 REQUIRED)
  find_package(OpenGL REQUIRED)
  # The OpenGL3 backend loads GL functions itself (imgl3w, dlopen of libGL).
  target_link_libraries(imgui PUBLIC glfw OpenGL::GL ${CMAKE_DL_LIBS})
endif()
