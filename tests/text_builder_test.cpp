// TextBuilder prints what an std::ostringstream printed before it replaced one in the states'
// ToString(): the same text for the same values.
#include "tinsel/text_builder.h"

#include <gtest/gtest.h>

#include <climits>
#include <cstdint>
#include <sstream>
#include <string>

namespace tinsel {
namespace {

TEST(TextBuilder, PrintsLikeAStringStream) {
  const std::string name = "Holly";
  const int8_t small = -7;
  TextBuilder built;
  std::ostringstream streamed;
  built << "seat " << 3 << ": " << name << ' ' << std::string_view("x=") << -42 << " " << INT_MIN
        << " " << 4000000000u << " " << LLONG_MIN << " " << size_t{18} << " " << int(small) << " "
        << uint16_t{65535} << '\n';
  streamed << "seat " << 3 << ": " << name << ' ' << std::string_view("x=") << -42 << " " << INT_MIN
           << " " << 4000000000u << " " << LLONG_MIN << " " << size_t{18} << " " << int(small)
           << " " << uint16_t{65535} << '\n';
  EXPECT_EQ(built.str(), streamed.str());
  EXPECT_EQ(built.str(),
            "seat 3: Holly x=-42 -2147483648 4000000000 -9223372036854775808 18 -7 "
            "65535\n");
}

TEST(TextBuilder, StartsEmpty) { EXPECT_EQ(TextBuilder().str(), ""); }

}  // namespace
}  // namespace tinsel
