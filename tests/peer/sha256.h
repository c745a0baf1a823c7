// SHA-256 as lowercase hex, from OpenSSL: what the fair deal's tests pass to the core
// (tinsel/fair_deal.h), as the page passes its own.
#pragma once

#include <openssl/evp.h>

#include <string>

namespace tinsel::testing_support {

inline std::string Sha256Hex(const std::string& bytes) {
  unsigned char digest[EVP_MAX_MD_SIZE];
  unsigned int length = 0;
  EVP_Digest(bytes.data(), bytes.size(), digest, &length, EVP_sha256(), nullptr);
  static constexpr char kDigits[] = "0123456789abcdef";
  std::string hex;
  for (unsigned int i = 0; i < length; ++i) {
    hex += kDigits[digest[i] >> 4];
    hex += kDigits[digest[i] & 15];
  }
  return hex;
}

}  // namespace tinsel::testing_support
