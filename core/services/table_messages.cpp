#include "tinsel/table_messages.h"

namespace tinsel {

std::optional<nlohmann::json> ParseMessage(const std::string& text, size_t max_bytes,
                                           std::string* why) {
  if (text.size() > max_bytes) {
    *why = "a message was too long";
    return std::nullopt;
  }
  nlohmann::json message = nlohmann::json::parse(text, nullptr, /*allow_exceptions=*/false);
  if (message.is_discarded() || !message.is_object()) {
    *why = "a message was not understood";
    return std::nullopt;
  }
  const auto type = message.find("t");
  if (type == message.end() || !type->is_string()) {
    *why = "a message had no type";
    return std::nullopt;
  }
  return message;
}

std::optional<std::string> StringField(const nlohmann::json& message, const char* name,
                                       size_t max_bytes) {
  const auto field = message.find(name);
  if (field == message.end() || !field->is_string()) return std::nullopt;
  const std::string& text = field->get_ref<const std::string&>();
  if (text.size() > max_bytes) return std::nullopt;
  return text;
}

std::optional<int64_t> IntField(const nlohmann::json& message, const char* name, int64_t low,
                                int64_t high) {
  const auto field = message.find(name);
  if (field == message.end() || !field->is_number_integer()) return std::nullopt;
  const int64_t value = field->get<int64_t>();
  if (value < low || value > high) return std::nullopt;
  return value;
}

std::string Hex64(uint64_t value) {
  static constexpr char kDigits[] = "0123456789abcdef";
  std::string hex(16, '0');
  for (int i = 15; i >= 0; --i, value >>= 4) hex[i] = kDigits[value & 15];
  return hex;
}

std::string HistoryCheck(const std::vector<std::string>& texts, size_t count) {
  uint64_t hash = 0xCBF29CE484222325ull;
  for (size_t i = 0; i < count && i < texts.size(); ++i) {
    for (const char c : texts[i]) hash = (hash ^ static_cast<unsigned char>(c)) * 0x100000001B3ull;
    hash = (hash ^ '\n') * 0x100000001B3ull;
  }
  return Hex64(hash);
}

}  // namespace tinsel
