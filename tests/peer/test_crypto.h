// The cryptography a table across devices takes from its platform (tinsel/table_crypto.h), from
// OpenSSL, as the page passes @noble's: Ed25519, HMAC-SHA-256, SHA-256. The random source is a
// seeded generator, so every test plays the same every run; each device gets its own seed.
#pragma once

#include <openssl/evp.h>
#include <openssl/hmac.h>

#include <memory>
#include <string>
#include <vector>

#include "sha256.h"
#include "tinsel/rng.h"
#include "tinsel/table_crypto.h"
#include "tinsel/table_messages.h"

namespace tinsel::testing_support {

inline std::string ToHex(const unsigned char* bytes, size_t size) {
  static constexpr char kDigits[] = "0123456789abcdef";
  std::string hex;
  for (size_t i = 0; i < size; ++i) {
    hex += kDigits[bytes[i] >> 4];
    hex += kDigits[bytes[i] & 15];
  }
  return hex;
}

// `hex` as bytes; empty when it is not hex.
inline std::vector<unsigned char> FromHex(const std::string& hex) {
  auto digit = [](char c) { return c <= '9' ? c - '0' : c - 'a' + 10; };
  if (hex.size() % 2 != 0) return {};
  std::vector<unsigned char> bytes;
  for (size_t i = 0; i < hex.size(); i += 2) {
    bytes.push_back(static_cast<unsigned char>(digit(hex[i]) * 16 + digit(hex[i + 1])));
  }
  return bytes;
}

inline std::string HmacSha256Hex(const std::string& key, const std::string& bytes) {
  unsigned char digest[EVP_MAX_MD_SIZE];
  unsigned int length = 0;
  HMAC(EVP_sha256(), key.data(), static_cast<int>(key.size()),
       reinterpret_cast<const unsigned char*>(bytes.data()), bytes.size(), digest, &length);
  return ToHex(digest, length);
}

inline std::string Ed25519PublicKey(const std::string& secret_key) {
  const std::vector<unsigned char> seed = FromHex(secret_key);
  std::unique_ptr<EVP_PKEY, decltype(&EVP_PKEY_free)> key(
      EVP_PKEY_new_raw_private_key(EVP_PKEY_ED25519, nullptr, seed.data(), seed.size()),
      EVP_PKEY_free);
  if (!key) return "";
  unsigned char public_key[32];
  size_t size = sizeof(public_key);
  EVP_PKEY_get_raw_public_key(key.get(), public_key, &size);
  return ToHex(public_key, size);
}

inline std::string Ed25519Sign(const std::string& secret_key, const std::string& bytes) {
  const std::vector<unsigned char> seed = FromHex(secret_key);
  std::unique_ptr<EVP_PKEY, decltype(&EVP_PKEY_free)> key(
      EVP_PKEY_new_raw_private_key(EVP_PKEY_ED25519, nullptr, seed.data(), seed.size()),
      EVP_PKEY_free);
  std::unique_ptr<EVP_MD_CTX, decltype(&EVP_MD_CTX_free)> context(EVP_MD_CTX_new(),
                                                                  EVP_MD_CTX_free);
  if (!key || !context) return "";
  unsigned char signature[64];
  size_t size = sizeof(signature);
  EVP_DigestSignInit(context.get(), nullptr, nullptr, nullptr, key.get());
  EVP_DigestSign(context.get(), signature, &size,
                 reinterpret_cast<const unsigned char*>(bytes.data()), bytes.size());
  return ToHex(signature, size);
}

inline bool Ed25519Verify(const std::string& public_key, const std::string& bytes,
                          const std::string& signature) {
  const std::vector<unsigned char> raw = FromHex(public_key);
  const std::vector<unsigned char> sig = FromHex(signature);
  if (raw.size() != 32 || sig.size() != 64) return false;
  std::unique_ptr<EVP_PKEY, decltype(&EVP_PKEY_free)> key(
      EVP_PKEY_new_raw_public_key(EVP_PKEY_ED25519, nullptr, raw.data(), raw.size()),
      EVP_PKEY_free);
  std::unique_ptr<EVP_MD_CTX, decltype(&EVP_MD_CTX_free)> context(EVP_MD_CTX_new(),
                                                                  EVP_MD_CTX_free);
  if (!key || !context) return false;
  EVP_DigestVerifyInit(context.get(), nullptr, nullptr, nullptr, key.get());
  return EVP_DigestVerify(context.get(), sig.data(), sig.size(),
                          reinterpret_cast<const unsigned char*>(bytes.data()), bytes.size()) == 1;
}

// A device's cryptography: OpenSSL's, with randomness from `seed`.
inline TableCrypto TestCrypto(uint64_t seed) {
  auto rng = std::make_shared<Rng>(seed);
  TableCrypto crypto;
  crypto.sha256 = Sha256Hex;
  crypto.hmac_sha256 = HmacSha256Hex;
  crypto.public_key = Ed25519PublicKey;
  crypto.sign = Ed25519Sign;
  crypto.verify = Ed25519Verify;
  crypto.random_hex = [rng](size_t bytes) {
    std::string hex;
    while (hex.size() < 2 * bytes) hex += Hex64(rng->Next());
    return hex.substr(0, 2 * bytes);
  };
  return crypto;
}

}  // namespace tinsel::testing_support
