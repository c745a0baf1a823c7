// Player names are valid UTF-8 of 1-40 characters without control characters: refused when a
// game is created (so a save can always be written) and when a save is read.
#include <gtest/gtest.h>

#include "save_test_support.h"
#include "tinsel/save.h"
#include "tinsel/session.h"

namespace tinsel {
namespace {

using testing_support::LoadError;
using testing_support::MidGameSave;

std::string CreateError(const std::string& name) {
  std::string error;
  auto session = Session::Create({"trim-the-tree", {}, {{"Ann"}, {name}}, 1}, &error);
  return session != nullptr ? "" : error;
}

TEST(PlayerNames, InvalidUtf8IsRefusedAtCreation) {
  for (const std::string& name : {std::string("A\xff"
                                              "B"),
                                  std::string("\xc3"),                 // cut short
                                  std::string("\xc0\xaf"),             // overlong "/"
                                  std::string("\xed\xa0\x80"),         // a surrogate
                                  std::string("\xf4\x90\x80\x80")}) {  // > U+10FFFF
    const std::string error = CreateError(name);
    EXPECT_NE(error.find("not valid UTF-8"), std::string::npos) << error;
    // The refusal quotes nothing that is not UTF-8 itself.
    EXPECT_TRUE(nlohmann::json(error).dump().size() > 0);
  }
}

TEST(PlayerNames, ControlCharactersAndEmptyNamesAreRefused) {
  EXPECT_NE(CreateError("Ann\nBea").find("control"), std::string::npos);
  EXPECT_NE(CreateError(std::string("A\0B", 3)).find("control"), std::string::npos);
  EXPECT_NE(CreateError("").find("empty"), std::string::npos);
}

TEST(PlayerNames, FortyCharactersAreTheLimit) {
  EXPECT_EQ(CreateError(std::string(40, 'x')), "");
  // Characters, not bytes: 40 snowmen are 120 bytes.
  std::string snowmen;
  for (int i = 0; i < 40; ++i) snowmen += "\xe2\x98\x83";
  EXPECT_EQ(CreateError(snowmen), "");
  const std::string error = CreateError(std::string(41, 'x'));
  EXPECT_NE(error.find("at most 40 characters"), std::string::npos) << error;
  EXPECT_NE(CreateError(snowmen + "\xe2\x98\x83").find("at most 40"), std::string::npos);
}

TEST(PlayerNames, AValidNameIsWrittenAndReadBack) {
  std::string error;
  auto session = Session::Create(
      {"trim-the-tree", {}, {{"No\xc3\xabl \xe2\x98\x83"}, {"\xf0\x9f\x8e\x84"}}, 1}, &error);
  ASSERT_NE(session, nullptr) << error;
  auto loaded = LoadSave(WriteSave(*session, {}), &error);
  ASSERT_NE(loaded, nullptr) << error;
  EXPECT_EQ(loaded->setup().seats[0].name, "No\xc3\xabl \xe2\x98\x83");
  EXPECT_EQ(loaded->setup().seats[1].name, "\xf0\x9f\x8e\x84");
}

TEST(PlayerNames, WriteSaveNeverThrows) {
  // Names are checked by Session::Create; the caller's times are the only other text, and
  // bytes that are not UTF-8 there are written as U+FFFD instead of throwing from dump().
  std::string error;
  auto session = Session::Create({"trim-the-tree", {}, {{"Ann"}, {"Bea"}}, 1}, &error);
  ASSERT_NE(session, nullptr) << error;
  std::string text;
  ASSERT_NO_THROW(text = WriteSave(*session, {"2026\xff", "\xc3"}));
  auto loaded = LoadSave(text, &error);
  EXPECT_NE(loaded, nullptr) << error;
}

TEST(PlayerNames, ASaveWithABadNameIsRefused) {
  nlohmann::json save = MidGameSave();
  save["players"][0]["name"] = std::string(41, 'x');
  EXPECT_NE(LoadError(save.dump()).find("at most 40 characters"), std::string::npos);
  save["players"][0]["name"] = std::string(50 * 1000 * 1000 / 100, 'x');  // 500 KB
  const std::string long_error = LoadError(save.dump());
  EXPECT_NE(long_error.find("at most 40 characters"), std::string::npos);
  EXPECT_LT(long_error.size(), 200u) << "the error quotes the whole name";
  save["players"][0]["name"] = "Ann\tBea";
  EXPECT_NE(LoadError(save.dump()).find("control"), std::string::npos);
  save["players"][0]["name"] = "";
  EXPECT_NE(LoadError(save.dump()).find("empty"), std::string::npos);
}

TEST(PlayerNames, ASaveThatIsNotUtf8IsRefusedClearly) {
  // JSON only holds UTF-8: a raw byte 0xFF in a name makes the whole save unreadable.
  std::string text = MidGameSave().dump();
  const size_t name = text.find("\"Ann\"");
  ASSERT_NE(name, std::string::npos);
  text.replace(name + 2, 1, "\xff");
  const std::string error = LoadError(text);
  EXPECT_NE(error.find("not valid UTF-8"), std::string::npos) << error;
}

}  // namespace
}  // namespace tinsel
