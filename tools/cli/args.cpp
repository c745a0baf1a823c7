#include "args.h"

#include <algorithm>
#include <cstdio>

#include "tinsel/seed.h"

namespace tinsel::cli {

std::optional<Args> Args::Parse(int argc, char** argv, int first,
                                const std::vector<std::string>& boolean_flags, std::string* error) {
  Args args;
  for (int i = first; i < argc; ++i) {
    const std::string word = argv[i];
    if (word.rfind("--", 0) != 0 || word == "--") {
      args.positional_.push_back(word);
      continue;
    }
    const std::string flag = word.substr(2);
    const bool boolean =
        std::find(boolean_flags.begin(), boolean_flags.end(), flag) != boolean_flags.end();
    if (boolean) {
      args.values_.emplace(flag, "");
    } else if (i + 1 < argc) {
      args.values_.emplace(flag, argv[++i]);
    } else {
      *error = "--" + flag + " needs a value.";
      return std::nullopt;
    }
  }
  return args;
}

std::string Args::Get(const std::string& flag, const std::string& fallback) const {
  auto it = values_.find(flag);
  return it == values_.end() ? fallback : it->second;
}

std::vector<std::string> Args::GetAll(const std::string& flag) const {
  std::vector<std::string> all;
  auto [begin, end] = values_.equal_range(flag);
  for (auto it = begin; it != end; ++it) all.push_back(it->second);
  return all;
}

std::optional<int64_t> Args::GetInt(const std::string& flag, int64_t fallback, int64_t min,
                                    int64_t max, std::string* error) const {
  if (!Has(flag)) return fallback;
  const std::string text = Get(flag);
  try {
    size_t used = 0;
    const long long value = std::stoll(text, &used);
    if (used == text.size() && value >= min && value <= max) return value;
  } catch (...) {
  }
  *error = "--" + flag + " must be a whole number from " + std::to_string(min) + " to " +
           std::to_string(max) + ", not \"" + text + "\".";
  return std::nullopt;
}

std::optional<uint64_t> Args::GetSeed(const std::string& flag, uint64_t fallback,
                                      std::string* error) const {
  if (!Has(flag)) return fallback;
  const std::string text = Get(flag);
  if (const std::optional<uint64_t> seed = ParseSeed(text)) return seed;
  *error = "--" + flag + " must be a non-negative whole number, not \"" + text + "\".";
  return std::nullopt;
}

std::optional<Options> Args::GetOptions(std::string* error) const {
  Options options;
  for (const std::string& pair : GetAll("option")) {
    const size_t equals = pair.find('=');
    if (equals == std::string::npos || equals == 0) {
      *error = "--option takes NAME=VALUE, not \"" + pair + "\".";
      return std::nullopt;
    }
    options[pair.substr(0, equals)] = pair.substr(equals + 1);
  }
  return options;
}

int Fail(const char* verb, const std::string& message, int exit_code) {
  std::fprintf(stderr, "tinsel %s: %s\n", verb, message.c_str());
  return exit_code;
}

std::vector<std::string> SplitCommas(const std::string& text) {
  std::vector<std::string> parts;
  size_t start = 0;
  while (start <= text.size()) {
    const size_t comma = text.find(',', start);
    const size_t end = comma == std::string::npos ? text.size() : comma;
    parts.push_back(text.substr(start, end - start));
    if (comma == std::string::npos) break;
    start = comma + 1;
  }
  return parts;
}

}  // namespace tinsel::cli
