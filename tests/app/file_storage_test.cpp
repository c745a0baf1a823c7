// Tests of the desktop's FileStorage (desktop/file_storage.*): one file per key, safe
// names, atomic replace.

#include "file_storage.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

namespace tinsel::app {
namespace {

namespace fs = std::filesystem;

class FileStorageTest : public ::testing::Test {
 protected:
  void SetUp() override {
    dir_ = fs::temp_directory_path() /
           ("tinsel-file-storage-" +
            std::to_string(::testing::UnitTest::GetInstance()->random_seed()) + "-" +
            ::testing::UnitTest::GetInstance()->current_test_info()->name());
    fs::remove_all(dir_);
  }
  void TearDown() override { fs::remove_all(dir_); }
  fs::path dir_;
};

TEST(FileStorageNames, EscapeRoundTripsAndStaysInTheDirectory) {
  for (const std::string key : {"tinsel/slot/20261224-101500", "tinsel/index", "../../etc/passwd",
                                ".hidden", "a b%c", "caf\xc3\xa9", "..", "UPPER_lower-1.2"}) {
    const std::string name = FileStorage::EscapeKey(key);
    EXPECT_EQ(name.find('/'), std::string::npos) << key;
    EXPECT_NE(name.front(), '.') << key;
    EXPECT_EQ(FileStorage::UnescapeKey(name), key) << name;
  }
  EXPECT_FALSE(FileStorage::UnescapeKey("notes.txt").has_value());
  EXPECT_FALSE(FileStorage::UnescapeKey("bad%2.key").has_value());
  EXPECT_FALSE(FileStorage::UnescapeKey("x.key.tmp").has_value());
}

TEST_F(FileStorageTest, EmptyKeyIsRefused) {
  FileStorage storage(dir_.string());
  EXPECT_FALSE(storage.Set("", "v").ok());
  EXPECT_FALSE(storage.Get("").has_value());
}

TEST_F(FileStorageTest, SetGetKeysRemove) {
  FileStorage storage(dir_.string());
  EXPECT_FALSE(storage.Get("tinsel/index").has_value());
  EXPECT_TRUE(storage.Keys("tinsel/").empty());  // no directory yet: no keys, no error
  ASSERT_TRUE(storage.Set("tinsel/slot/b", "two").ok());
  ASSERT_TRUE(storage.Set("tinsel/slot/a", "one\n{\"json\":true}").ok());
  ASSERT_TRUE(storage.Set("tinsel/index", "{}").ok());
  EXPECT_EQ(storage.Get("tinsel/slot/a"), "one\n{\"json\":true}");
  EXPECT_EQ(storage.Keys("tinsel/slot/"),
            (std::vector<std::string>{"tinsel/slot/a", "tinsel/slot/b"}));
  ASSERT_TRUE(storage.Set("tinsel/slot/a", "replaced").ok());
  EXPECT_EQ(storage.Get("tinsel/slot/a"), "replaced");
  ASSERT_TRUE(storage.Remove("tinsel/slot/a").ok());
  EXPECT_TRUE(storage.Remove("tinsel/slot/a").ok());  // already gone: fine
  EXPECT_FALSE(storage.Get("tinsel/slot/a").has_value());
  EXPECT_EQ(storage.Keys("tinsel/").size(), 2u);
}

TEST_F(FileStorageTest, NoTemporaryFilesLeftAndStrangersIgnored) {
  FileStorage storage(dir_.string());
  ASSERT_TRUE(storage.Set("k", std::string(100000, 'x')).ok());
  std::ofstream(dir_ / "README.txt") << "not a key";
  int files = 0;
  for (const auto& entry : fs::directory_iterator(dir_)) {
    const std::string name = entry.path().filename().string();
    EXPECT_EQ(name.find(".tmp"), std::string::npos) << name;
    ++files;
  }
  EXPECT_EQ(files, 2);
  EXPECT_EQ(storage.Keys(""), (std::vector<std::string>{"k"}));
  EXPECT_EQ(storage.Get("k")->size(), 100000u);
}

TEST_F(FileStorageTest, UnwritableDirectoryIsAnError) {
  fs::create_directories(dir_.parent_path());
  std::ofstream(dir_) << "a file where the directory should be";
  FileStorage storage(dir_.string());
  EXPECT_FALSE(storage.Set("k", "v").ok());
  fs::remove(dir_);
}

}  // namespace
}  // namespace tinsel::app
