# Compiler warnings, written once for every target of ours (link `tinsel_warnings` PRIVATE):
# -Wall -Wextra everywhere, and with TINSEL_WERROR (scripts/test turns it on) every warning
# fails the build, so a new one is fixed when it appears instead of scrolling past.
option(TINSEL_WERROR "Treat compiler warnings as errors (on in scripts/test and CI)" OFF)
add_library(tinsel_warnings INTERFACE)
# An aggregate's members left out of a brace initializer (Seat{"Ann", false}) are
# value-initialized: used on purpose, so -Wextra's missing-field-initializers is off.
target_compile_options(tinsel_warnings INTERFACE -Wall -Wextra -Wno-missing-field-initializers
                                                 $<$<BOOL:${TINSEL_WERROR}>:-Werror>)
# GCC 12 reports impossible overlaps and bounds in plain std::string code inlined at -O2
# (`"text" + std::string`, pushing a literal into a vector of strings: GCC bugs 105329, 105651).
if(CMAKE_CXX_COMPILER_ID STREQUAL "GNU" AND CMAKE_CXX_COMPILER_VERSION VERSION_GREATER_EQUAL 12
   AND CMAKE_CXX_COMPILER_VERSION VERSION_LESS 13)
  target_compile_options(tinsel_warnings INTERFACE -Wno-restrict -Wno-array-bounds
                                                   -Wno-stringop-overread)
endif()
