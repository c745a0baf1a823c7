#include "file_storage.h"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <system_error>

#include "tinsel/translate.h"

namespace tinsel::app {
namespace {

namespace fs = std::filesystem;

constexpr const char* kSuffix = ".key";

bool SafeChar(char c) {
  return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '.' ||
         c == '_' || c == '-';
}

int HexValue(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;  // lower case is never produced, so it is not accepted either
}

}  // namespace

FileStorage::FileStorage(std::string directory) : directory_(std::move(directory)) {}

std::string FileStorage::EscapeKey(const std::string& key) {
  static const char* kHex = "0123456789ABCDEF";
  std::string out;
  for (size_t i = 0; i < key.size(); ++i) {
    const char c = key[i];
    // A leading dot would make "." or ".." or a hidden file: escape it.
    if (SafeChar(c) && !(i == 0 && c == '.')) {
      out += c;
    } else {
      const auto byte = static_cast<unsigned char>(c);
      out += '%';
      out += kHex[byte >> 4];
      out += kHex[byte & 15];
    }
  }
  return out + kSuffix;
}

std::optional<std::string> FileStorage::UnescapeKey(const std::string& file_name) {
  const std::string suffix = kSuffix;
  if (file_name.size() < suffix.size() ||
      file_name.compare(file_name.size() - suffix.size(), suffix.size(), suffix) != 0) {
    return std::nullopt;
  }
  const std::string body = file_name.substr(0, file_name.size() - suffix.size());
  std::string key;
  for (size_t i = 0; i < body.size(); ++i) {
    if (body[i] != '%') {
      if (!SafeChar(body[i])) return std::nullopt;
      key += body[i];
      continue;
    }
    if (i + 2 >= body.size()) return std::nullopt;
    const int hi = HexValue(body[i + 1]);
    const int lo = HexValue(body[i + 2]);
    if (hi < 0 || lo < 0) return std::nullopt;
    key += static_cast<char>(hi * 16 + lo);
    i += 2;
  }
  return key;
}

std::string FileStorage::PathFor(const std::string& key) const {
  return (fs::path(directory_) / EscapeKey(key)).string();
}

std::optional<std::string> FileStorage::Get(const std::string& key) {
  if (key.empty()) return std::nullopt;
  std::ifstream in(PathFor(key), std::ios::binary);
  if (!in) return std::nullopt;
  std::ostringstream text;
  text << in.rdbuf();
  if (in.bad()) return std::nullopt;
  return text.str();
}

tinsel::Status FileStorage::Set(const std::string& key, const std::string& value) {
  // The empty key would be the hidden file ".key": not a key.
  if (key.empty()) return tinsel::Status::Error(tinsel::Tr("A save needs a name."));
  std::error_code ec;
  fs::create_directories(directory_, ec);
  if (ec) {
    return tinsel::Status::Error(
        // TRANSLATORS: {reason} is the system's own words.
        tinsel::TrFormat("Cannot create the save folder: {reason}", {{"reason", ec.message()}}));
  }
  const std::string path = PathFor(key);
  // Temporary names do not end in ".key", so Keys() never lists them.
  const std::string temp = path + ".tmp";
  {
    std::ofstream out(temp, std::ios::binary | std::ios::trunc);
    if (!out) return tinsel::Status::Error(tinsel::Tr("Cannot write the save file."));
    out.write(value.data(), static_cast<std::streamsize>(value.size()));
    out.flush();
    if (!out) {
      out.close();
      fs::remove(temp, ec);
      return tinsel::Status::Error(tinsel::Tr("Cannot write the save file (is the disk full?)."));
    }
  }
  fs::rename(temp, path, ec);
  if (ec) {
    std::error_code ignored;
    fs::remove(temp, ignored);
    return tinsel::Status::Error(
        // TRANSLATORS: {reason} is the system's own words.
        tinsel::TrFormat("Cannot replace the save file: {reason}", {{"reason", ec.message()}}));
  }
  return tinsel::Status::Ok();
}

tinsel::Status FileStorage::Remove(const std::string& key) {
  std::error_code ec;
  fs::remove(PathFor(key), ec);
  if (ec) {
    return tinsel::Status::Error(
        // TRANSLATORS: {reason} is the system's own words.
        tinsel::TrFormat("Cannot delete the save file: {reason}", {{"reason", ec.message()}}));
  }
  return tinsel::Status::Ok();
}

std::vector<std::string> FileStorage::Keys(const std::string& prefix) {
  std::vector<std::string> keys;
  std::error_code ec;
  fs::directory_iterator it(directory_, ec);
  if (ec) return keys;
  for (const fs::directory_entry& entry : it) {
    if (!entry.is_regular_file(ec)) continue;
    std::optional<std::string> key = UnescapeKey(entry.path().filename().string());
    if (key && key->compare(0, prefix.size(), prefix) == 0) keys.push_back(*key);
  }
  std::sort(keys.begin(), keys.end());
  return keys;
}

}  // namespace tinsel::app
