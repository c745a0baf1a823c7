// Command-line flag parsing for the `tinsel` tool: --name value pairs (repeatable) and
// positional arguments.
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "tinsel/game.h"

namespace tinsel::cli {

class Args {
 public:
  // Flags listed in `boolean_flags` take no value. Returns an error message on bad input.
  static std::optional<Args> Parse(int argc, char** argv, int first,
                                   const std::vector<std::string>& boolean_flags,
                                   std::string* error);

  bool Has(const std::string& flag) const { return values_.count(flag) > 0; }
  std::string Get(const std::string& flag, const std::string& fallback = "") const;
  std::vector<std::string> GetAll(const std::string& flag) const;
  const std::vector<std::string>& positional() const { return positional_; }

  // Typed readers: set `error` and return nullopt on malformed values.
  std::optional<int64_t> GetInt(const std::string& flag, int64_t fallback, int64_t min, int64_t max,
                                std::string* error) const;
  std::optional<uint64_t> GetSeed(const std::string& flag, uint64_t fallback,
                                  std::string* error) const;
  // --option NAME=VALUE, repeatable.
  std::optional<Options> GetOptions(std::string* error) const;

 private:
  std::multimap<std::string, std::string> values_;
  std::vector<std::string> positional_;
};

// Prints "tinsel VERB: MESSAGE" on standard error; returns `exit_code` for the verb to return.
int Fail(const char* verb, const std::string& message, int exit_code);

// Splits "a,b,c" into its parts.
std::vector<std::string> SplitCommas(const std::string& text);

}  // namespace tinsel::cli
