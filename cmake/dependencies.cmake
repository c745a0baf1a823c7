# Third-party dependencies, all from Debian's packages (never vendored):
#  - nlohmann/json: nlohmann-json3-dev (header only)
#  - Dear ImGui: the sources of Debian's imgui source package, unpacked by scripts/deps
#  - GLFW: libglfw3-dev natively, Emscripten's built-in port in the browser
#  - GoogleTest / Google Benchmark: libgtest-dev / libbenchmark-dev (native only)

# nlohmann/json. Emscripten must not see /usr/include (it would pull in glibc headers),
# so the build tree gets an include folder holding only a link to the json headers.
find_path(TINSEL_NLOHMANN_DIR nlohmann/json.hpp PATHS /usr/include NO_CMAKE_FIND_ROOT_PATH
          REQUIRED)
set(TINSEL_THIRD_PARTY_INCLUDE ${CMAKE_BINARY_DIR}/third_party_include)
file(MAKE_DIRECTORY ${TINSEL_THIRD_PARTY_INCLUDE})
if(NOT EXISTS ${TINSEL_THIRD_PARTY_INCLUDE}/nlohmann)
  file(CREATE_LINK ${TINSEL_NLOHMANN_DIR}/nlohmann ${TINSEL_THIRD_PARTY_INCLUDE}/nlohmann
       SYMBOLIC)
endif()
add_library(tinsel_json INTERFACE)
target_include_directories(tinsel_json SYSTEM INTERFACE ${TINSEL_THIRD_PARTY_INCLUDE})
