#include "tinsel/seed.h"

#include <gtest/gtest.h>

namespace tinsel {
namespace {

TEST(Seed, ReadsDecimalDigitsUpToTheLargest64BitNumber) {
  EXPECT_EQ(ParseSeed("0"), 0u);
  EXPECT_EQ(ParseSeed("7"), 7u);
  EXPECT_EQ(ParseSeed("00042"), 42u);
  EXPECT_EQ(ParseSeed("18446744073709551615"), 18446744073709551615ull);
}

TEST(Seed, RefusesAnythingButPlainDigits) {
  EXPECT_EQ(ParseSeed(""), std::nullopt);
  EXPECT_EQ(ParseSeed("18446744073709551616"), std::nullopt);  // 2^64
  EXPECT_EQ(ParseSeed("99999999999999999999"), std::nullopt);
  EXPECT_EQ(ParseSeed("000000000000000000001"), std::nullopt);  // 21 characters
  EXPECT_EQ(ParseSeed("-1"), std::nullopt);
  EXPECT_EQ(ParseSeed("+5"), std::nullopt);
  EXPECT_EQ(ParseSeed(" 5"), std::nullopt);
  EXPECT_EQ(ParseSeed("5 "), std::nullopt);
  EXPECT_EQ(ParseSeed("12x"), std::nullopt);
  EXPECT_EQ(ParseSeed("0x10"), std::nullopt);
}

}  // namespace
}  // namespace tinsel
