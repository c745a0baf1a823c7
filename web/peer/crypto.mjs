// The cryptography a table across devices takes from the page (core/services/include/tinsel/
// table_crypto.h: the core has none of its own), from small audited libraries: @noble/hashes
// (SHA-256, HMAC-SHA-256) and @noble/curves (Ed25519), whose calls are synchronous like the
// core's (WebCrypto's are not), and WebCrypto's random numbers. Everything is lowercase hex
// in and out; text is hashed as its UTF-8 bytes. Part of dist/peer.js.
import { ed25519 } from '@noble/curves/ed25519.js';
import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, hexToBytes, utf8ToBytes } from '@noble/hashes/utils.js';

const HEX = /^(?:[0-9a-f]{2})*$/;

// The lower-case hex SHA-256 of `text`'s UTF-8 bytes.
export function sha256Hex(text) {
  return bytesToHex(sha256(utf8ToBytes(String(text))));
}

// HMAC-SHA-256 of `text` under `key` (both as UTF-8).
export function hmacHex(key, text) {
  return bytesToHex(hmac(sha256, utf8ToBytes(String(key)), utf8ToBytes(String(text))));
}

// Ed25519: the public key of a 32-byte secret key, a signature of `text`, and its check.
export function publicKeyHex(secretHex) {
  return bytesToHex(ed25519.getPublicKey(hexToBytes(secretHex)));
}

export function signHex(secretHex, text) {
  return bytesToHex(ed25519.sign(utf8ToBytes(String(text)), hexToBytes(secretHex)));
}

export function verify(publicHex, text, signatureHex) {
  if (!HEX.test(publicHex) || !HEX.test(signatureHex) || publicHex.length !== 64 ||
      signatureHex.length !== 128) {
    return false;
  }
  try {
    return ed25519.verify(hexToBytes(signatureHex), utf8ToBytes(String(text)),
                          hexToBytes(publicHex));
  } catch (error) {
    return false;  // not a point of the curve: no signature of anyone's
  }
}

// `bytes` random bytes as hex, from the browser's cryptographic source.
export function randomHex(bytes) {
  return bytesToHex(crypto.getRandomValues(new Uint8Array(bytes)));
}

// What the table's wasm calls (wasm/peer/table_peer.cpp, Module.tableCrypto).
export const tableCrypto = { sha256Hex, hmacHex, publicKeyHex, signHex, verify, randomHex };

// A hex key as the link carries it (base64url, 43 characters for 32 bytes), and back.
export function hexToLink(hex) {
  return btoa(String.fromCharCode(...hexToBytes(hex))).replace(/\+/g, '-').replace(/\//g, '_')
    .replace(/=+$/, '');
}

export function linkToHex(text) {
  try {
    const binary = atob(String(text).replace(/-/g, '+').replace(/_/g, '/'));
    return bytesToHex(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
  } catch (error) {
    return '';
  }
}
