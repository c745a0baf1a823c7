// TextBuilder: appends text and integers to a string with `<<`, printing them as an
// std::ostringstream would, without the iostreams library. The states' ToString() are the
// only text the core builds that way, and iostreams would bring locales, facets and their
// tables into the WebAssembly build (about 50 KB of code) for them.
#pragma once

#include <string>
#include <string_view>
#include <type_traits>

namespace tinsel {

class TextBuilder {
 public:
  TextBuilder& operator<<(std::string_view text) {
    text_.append(text);
    return *this;
  }
  // Without these a string literal would rather become a bool than a string_view.
  TextBuilder& operator<<(const char* text) { return *this << std::string_view(text); }
  TextBuilder& operator<<(const std::string& text) { return *this << std::string_view(text); }
  TextBuilder& operator<<(char c) {
    text_.push_back(c);
    return *this;
  }
  // Integers in decimal. Single-byte integers (int8_t is a char to a stream) and bools must be
  // cast to int first, so what is printed never depends on a type's width.
  template <typename Integer,
            std::enable_if_t<std::is_integral_v<Integer> && (sizeof(Integer) > 1), int> = 0>
  TextBuilder& operator<<(Integer number) {
    text_ += std::to_string(number);
    return *this;
  }
  TextBuilder& operator<<(signed char) = delete;
  TextBuilder& operator<<(unsigned char) = delete;
  TextBuilder& operator<<(bool) = delete;

  const std::string& str() const { return text_; }

 private:
  std::string text_;
};

}  // namespace tinsel
