#include "tinsel/utf8.h"

#include <cstdint>

namespace tinsel {
namespace {

// Decodes the character starting at text[at]: its length in bytes (1-4) and its code point,
// or 0 when the bytes there are not well-formed UTF-8 (RFC 3629, table 3-7 of Unicode).
size_t DecodeAt(std::string_view text, size_t at, uint32_t* code_point) {
  const auto byte = [&](size_t i) { return static_cast<uint8_t>(text[i]); };
  const uint8_t lead = byte(at);
  if (lead < 0x80) {
    *code_point = lead;
    return 1;
  }
  size_t length;
  uint32_t value;
  uint8_t low = 0x80, high = 0xBF;  // the allowed range of the second byte
  if (lead >= 0xC2 && lead <= 0xDF) {
    length = 2;
    value = lead & 0x1F;
  } else if (lead >= 0xE0 && lead <= 0xEF) {
    length = 3;
    value = lead & 0x0F;
    if (lead == 0xE0) low = 0xA0;   // no overlong forms
    if (lead == 0xED) high = 0x9F;  // no surrogates
  } else if (lead >= 0xF0 && lead <= 0xF4) {
    length = 4;
    value = lead & 0x07;
    if (lead == 0xF0) low = 0x90;   // no overlong forms
    if (lead == 0xF4) high = 0x8F;  // nothing above U+10FFFF
  } else {
    return 0;
  }
  if (text.size() - at < length) return 0;
  for (size_t i = 1; i < length; ++i) {
    const uint8_t next = byte(at + i);
    const uint8_t min = i == 1 ? low : 0x80, max = i == 1 ? high : 0xBF;
    if (next < min || next > max) return 0;
    value = (value << 6) | (next & 0x3F);
  }
  *code_point = value;
  return length;
}

bool IsControl(uint32_t code_point) {
  return code_point < 0x20 || (code_point >= 0x7F && code_point <= 0x9F);
}

}  // namespace

bool IsValidUtf8(std::string_view text) {
  uint32_t code_point;
  for (size_t at = 0; at < text.size();) {
    const size_t length = DecodeAt(text, at, &code_point);
    if (length == 0) return false;
    at += length;
  }
  return true;
}

size_t CountCharacters(std::string_view text) {
  size_t count = 0;
  for (const char c : text) count += (static_cast<uint8_t>(c) & 0xC0) != 0x80;
  return count;
}

bool HasControlCharacter(std::string_view text) {
  uint32_t code_point;
  for (size_t at = 0; at < text.size();) {
    const size_t length = DecodeAt(text, at, &code_point);
    if (length == 0) return false;
    if (IsControl(code_point)) return true;
    at += length;
  }
  return false;
}

namespace {

// White space and characters that draw nothing by design (see utf8.h).
bool DrawsNothing(uint32_t c) {
  if (IsControl(c) || c == ' ' || c == 0x00A0 || c == 0x00AD || c == 0x034F || c == 0x061C ||
      c == 0x115F || c == 0x1160 || c == 0x1680 || c == 0x180E || c == 0x3000 || c == 0x3164 ||
      c == 0xFEFF || c == 0xFFA0) {
    return true;
  }
  return (c >= 0x2000 && c <= 0x200F) ||    // typographic spaces, zero-width, direction marks
         (c >= 0x2028 && c <= 0x202F) ||    // separators, embeddings, narrow no-break space
         (c >= 0x205F && c <= 0x206F) ||    // medium space, word joiner, invisible operators
         (c >= 0xFE00 && c <= 0xFE0F) ||    // variation selectors
         (c >= 0xE0000 && c <= 0xE0FFF) ||  // tags, variation selectors supplement
         (c >= 0x1BCA0 && c <= 0x1BCA3);    // shorthand format controls
}

}  // namespace

bool HasVisibleCharacter(std::string_view text) {
  uint32_t code_point;
  for (size_t at = 0; at < text.size();) {
    const size_t length = DecodeAt(text, at, &code_point);
    if (length == 0) return false;
    if (!DrawsNothing(code_point)) return true;
    at += length;
  }
  return false;
}

std::string Quote(std::string_view text, size_t max_characters) {
  constexpr std::string_view kReplacement = "\xEF\xBF\xBD";  // U+FFFD
  std::string quoted = "\"";
  size_t characters = 0;
  size_t at = 0;
  while (at < text.size() && characters < max_characters) {
    uint32_t code_point;
    const size_t length = DecodeAt(text, at, &code_point);
    if (length == 0 || IsControl(code_point)) {
      quoted += kReplacement;
      at += length == 0 ? 1 : length;
    } else {
      quoted.append(text.substr(at, length));
      at += length;
    }
    ++characters;
  }
  if (at < text.size()) quoted += "...";
  return quoted + "\"";
}

std::string CapitalizeFirst(std::string text) {
  if (text.empty()) return text;
  const auto byte = [&text](size_t i) { return static_cast<unsigned char>(text[i]); };
  if (byte(0) >= 'a' && byte(0) <= 'z') {
    text[0] = static_cast<char>(byte(0) - 'a' + 'A');
    return text;
  }
  if (text.size() < 2 || (byte(0) & 0xE0) != 0xC0 || (byte(1) & 0xC0) != 0x80) return text;
  const unsigned lower = ((byte(0) & 0x1Fu) << 6) | (byte(1) & 0x3Fu);
  unsigned upper = lower;
  if (lower >= 0xE0 && lower <= 0xFE && lower != 0xF7) {
    upper = lower - 0x20;  // à..þ -> À..Þ
  } else if (lower == 0xFF) {
    upper = 0x178;  // ÿ -> Ÿ
  } else if ((lower >= 0x100 && lower <= 0x137) || (lower >= 0x14A && lower <= 0x177)) {
    upper = lower & ~1u;  // pairs: capital even, small odd
  } else if ((lower >= 0x139 && lower <= 0x148) || (lower >= 0x179 && lower <= 0x17E)) {
    upper = (lower % 2 == 0) ? lower - 1 : lower;  // pairs: capital odd, small even
  }
  if (upper == lower) return text;
  const char encoded[2] = {static_cast<char>(0xC0 | (upper >> 6)),
                           static_cast<char>(0x80 | (upper & 0x3F))};
  text.replace(0, 2, encoded, 2);
  return text;
}

}  // namespace tinsel
