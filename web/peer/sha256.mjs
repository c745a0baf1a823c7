// SHA-256 for the fair deal (core/services/fair_deal.h takes its hash from its caller):
// WebCrypto's digest is asynchronous and the core's call is not, so a small, audited library
// (@noble/hashes) computes it.
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

// The lower-case hex SHA-256 of `text`'s UTF-8 bytes.
export function sha256Hex(text) {
  return bytesToHex(sha256(utf8ToBytes(String(text))));
}
