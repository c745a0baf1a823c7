// What a table across devices needs of cryptography, and the proofs it is used for.
//
// The core has no cryptography of its own: the page passes audited libraries' (@noble/curves'
// Ed25519, @noble/hashes' SHA-256 and HMAC, WebCrypto's random numbers: web/peer/crypto.mjs),
// the native tests OpenSSL's (tests/peer/test_crypto.h). Keys, nonces, digests and signatures
// travel as lowercase hex.
//
// The host. When a table opens, the host's device makes an Ed25519 key pair; the invitation
// link carries its public key, the table's record keeps the secret key (a reloaded host, or the
// tab the hosting moved to, is the same host). A guest's device challenges every device it
// meets in the table's room with a fresh nonce; the host answers with a signature over that
// nonce, a nonce of its own, and the two ends of the connection it answers on (WebRTC: each
// side's DTLS certificate fingerprint). The guest checks the key is the link's, the nonce its
// own and the ends the ones it sees: so a device that replays a proof the host gave it, or
// relays the host's answer over a connection of its own, proves nothing. A guest talks to no
// other device, and sends nothing of its seat to a device that has not proven it is the host.
//
// A seat. The host gives each seated device a token; the device never sends it back. To take
// its seat again (a reload, a phone back from sleep) it sends an HMAC of the host's fresh
// nonce keyed by the token: a proof that is worth nothing on another connection.
#pragma once

#include <cstddef>
#include <functional>
#include <string>

#include "tinsel/fair_deal.h"

namespace tinsel {

struct TableCrypto {
  Sha256Hex sha256;
  // HMAC-SHA-256 of `bytes` under `key`.
  std::function<std::string(const std::string& key, const std::string& bytes)> hmac_sha256;
  // Ed25519: the public key of a 32-byte secret key; a signature of `bytes`; its check.
  std::function<std::string(const std::string& secret_key)> public_key;
  std::function<std::string(const std::string& secret_key, const std::string& bytes)> sign;
  std::function<bool(const std::string& public_key, const std::string& bytes,
                     const std::string& signature)>
      verify;
  // `bytes` bytes from a cryptographic random source.
  std::function<std::string(size_t bytes)> random_hex;
};

// The two ends of the connection a message came over, as this device's transport sees them:
// its own end (local) and the other device's (remote). For WebRTC, the DTLS certificate
// fingerprints of the two descriptions; the data channel's encryption guarantees the other
// end holds the certificate of `remote`.
struct ChannelEnds {
  std::string local;
  std::string remote;
};

// What the host signs to answer a guest's challenge on one connection.
std::string HostProofBytes(const std::string& guest_nonce, const std::string& host_nonce,
                           const std::string& host_end, const std::string& guest_end);
// What a seated device's HMAC covers to take `seat` again on the connection where the host
// gave it `host_nonce`.
std::string SeatProofBytes(const std::string& host_nonce, int seat);

// Whether `text` is `bytes` bytes of lowercase hex.
bool IsHexOfBytes(const std::string& text, size_t bytes);

}  // namespace tinsel
