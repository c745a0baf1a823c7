// The wall clock as the saves record it.
#pragma once

#include <string>

namespace tinsel::app {

// Now in UTC, ISO 8601 to the second: "2025-12-24T18:30:00Z".
std::string NowIso8601();

}  // namespace tinsel::app
