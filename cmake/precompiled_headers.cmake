# Precompiled headers: nlohmann/json (included through tinsel/game.h by nearly every file),
# the standard library and, where a target uses them, GoogleTest and Dear ImGui are parsed
# once per target instead of once per file (native builds; see below for the web).
# tinsel_use_precompiled_headers(target [header...]) adds the common set and `header...`.
option(TINSEL_PRECOMPILED_HEADERS "Precompile the heavy third-party headers" ON)
function(tinsel_use_precompiled_headers target)
  # Not in WebAssembly: the web build compiles files of one target at different -O levels
  # (wasm/CMakeLists.txt), and a precompiled header must match its file's flags.
  if(NOT TINSEL_PRECOMPILED_HEADERS OR EMSCRIPTEN)
    return()
  endif()
  target_precompile_headers(${target} PRIVATE <nlohmann/json.hpp> <string> <vector> <memory>
                                              <optional> <functional> ${ARGN})
endfunction()
