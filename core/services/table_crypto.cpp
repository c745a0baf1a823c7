#include "tinsel/table_crypto.h"

namespace tinsel {

std::string HostProofBytes(const std::string& guest_nonce, const std::string& host_nonce,
                           const std::string& host_end, const std::string& guest_end) {
  // Separators the fields never contain (hex nonces; fingerprints are hex and colons).
  return "tinsel-host-proof|2|" + guest_nonce + "|" + host_nonce + "|" + host_end + "|" + guest_end;
}

std::string SeatProofBytes(const std::string& host_nonce, int seat) {
  return "tinsel-seat-proof|2|" + host_nonce + "|" + std::to_string(seat);
}

bool IsHexOfBytes(const std::string& text, size_t bytes) {
  if (text.size() != 2 * bytes) return false;
  for (const char c : text) {
    if (!((c >= '0' && c <= '9') || (c >= 'a' && c <= 'f'))) return false;
  }
  return true;
}

}  // namespace tinsel
