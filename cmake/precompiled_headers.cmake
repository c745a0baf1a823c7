# Precompiled headers: nlohmann/json (included through tinsel/game.h by nearly every file),
# the standard library and, where a target uses them, GoogleTest and Dear ImGui are parsed
# once per target instead of once per file.
# tinsel_use_precompiled_headers(target [header...]) adds the common set and `header...`.
option(TINSEL_PRECOMPILED_HEADERS "Precompile the heavy third-party headers" ON)
function(tinsel_use_precompiled_headers target)
  # A precompiled header must match its files' flags: in WebAssembly the core's files are
  # compiled at two -O levels (wasm/CMakeLists.txt), so only the interface's targets use one.
  if(NOT TINSEL_PRECOMPILED_HEADERS OR (EMSCRIPTEN AND target STREQUAL "tinsel_core"))
    return()
  endif()
  target_precompile_headers(${target} PRIVATE <nlohmann/json.hpp> <string> <vector> <memory>
                                              <optional> <functional> ${ARGN})
endfunction()
