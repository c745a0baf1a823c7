// Where the members of a JSON object, or the elements of a JSON array, lie in a text, found by
// a scan that builds nothing. A 16 MB file of saved games is split into its saves this way and
// each save is then read alone (a slice of work per frame), instead of holding the whole file
// as parsed JSON. The scan checks the structure around the values (brackets, commas, colons,
// where strings end); each value is checked when it is parsed.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace tinsel {

struct JsonSpan {
  size_t begin = 0;
  size_t size = 0;
  std::string_view In(std::string_view text) const { return text.substr(begin, size); }
};

// The members of the object that is the whole of `text` (white space around it allowed): each
// key, decoded, with its value's span in `text`. nullopt when `text` is not an object or its
// structure is broken. Keys are given in order; a key given twice appears twice.
std::optional<std::vector<std::pair<std::string, JsonSpan>>> JsonObjectMembers(
    std::string_view text);

// The elements of the array that is the whole of `text`, each as its span in `text`.
std::optional<std::vector<JsonSpan>> JsonArrayElements(std::string_view text);

}  // namespace tinsel
