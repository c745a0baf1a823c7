# TINSEL_SANITIZE: every target built with AddressSanitizer and UndefinedBehaviorSanitizer,
# stopping at the first report (-fno-sanitize-recover), for the GoogleTest suite under
# sanitizers (scripts/test, build/sanitize).
# TINSEL_BUILD_FUZZERS: the libFuzzer targets of tests/fuzz (clang only); every target is then
# also instrumented for the fuzzers' coverage (-fsanitize=fuzzer-no-link), so one build folder
# holds both the sanitized tests and the fuzzers.
option(TINSEL_SANITIZE "Build with -fsanitize=address,undefined (native only)" OFF)
option(TINSEL_BUILD_FUZZERS "Build the libFuzzer targets of tests/fuzz (clang, native only)" OFF)

if(EMSCRIPTEN)
  if(TINSEL_SANITIZE OR TINSEL_BUILD_FUZZERS)
    message(FATAL_ERROR "TINSEL_SANITIZE and TINSEL_BUILD_FUZZERS are for native builds")
  endif()
  return()
endif()

if(TINSEL_BUILD_FUZZERS)
  if(NOT CMAKE_CXX_COMPILER_ID STREQUAL "Clang")
    message(FATAL_ERROR "TINSEL_BUILD_FUZZERS needs clang (libFuzzer): configure with "
                        "CC=clang CXX=clang++")
  endif()
  add_compile_options(-fsanitize=fuzzer-no-link)
  add_link_options(-fsanitize=fuzzer-no-link)
  set(TINSEL_SANITIZE ON)
endif()

if(TINSEL_SANITIZE)
  set(TINSEL_SANITIZER_FLAGS -fsanitize=address,undefined -fno-sanitize-recover=all
                             -fno-omit-frame-pointer)
  add_compile_options(${TINSEL_SANITIZER_FLAGS})
  add_link_options(${TINSEL_SANITIZER_FLAGS})
endif()
