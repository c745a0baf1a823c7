// The invitation link: the page's address with the table in its fragment
// (#table=<format>.<room>.<secret>.<key>). A fragment never reaches a web server, so the room,
// its secret and the host's public key go only to whoever holds the link (and a phone's camera
// reads it from the QR code, qr.mjs). The key is how a guest's device knows the host: only the
// device holding its secret key can prove itself (core/services/include/tinsel/table_crypto.h).
import { TOKEN } from './transport.mjs';
import { hexToLink, linkToHex } from './crypto.mjs';

// 2: the host's public key joined the link. Raised when a link's meaning changes; pages say so.
const FORMAT = 2;
const KEY = /^[A-Za-z0-9_-]{43}$/;

// The link for `table` ({room, secret, key}: the key as 64 hex digits) on the page at
// `pageUrl` (its query kept: relay settings travel with it; any fragment replaced).
export function invitationLink(pageUrl, table) {
  const url = new URL(pageUrl);
  url.hash = `table=${FORMAT}.${table.room}.${table.secret}.${hexToLink(table.key)}`;
  return url.toString();
}

// The table a page's fragment (location.hash) invites to: {table: {room, secret, key}}, or
// {problem: sentence} for a link that cannot be used, or null when it is no invitation.
export function readInvitation(hash) {
  const text = String(hash || '').replace(/^#/, '');
  if (!text.startsWith('table=')) return null;
  const parts = text.slice('table='.length).split('.');
  const format = /^[0-9]{1,6}$/.test(parts[0] || '') ? Number(parts[0]) : NaN;
  if (format > FORMAT) {
    return { problem: 'This invitation comes from a newer Tinsel: reload the page to update ' +
                      'it, or ask the host for a link from this version.' };
  }
  if (format < FORMAT) {
    return { problem: 'This invitation comes from an older Tinsel: ask the host to open the ' +
                      'table again and send the new link.' };
  }
  const key = parts.length === 4 && KEY.test(parts[3]) ? linkToHex(parts[3]) : '';
  if (parts.length !== 4 || !TOKEN.test(parts[1]) || !TOKEN.test(parts[2]) ||
      key.length !== 64) {
    return { problem: 'This invitation link is damaged: ask the host to send it again.' };
  }
  return { table: { room: parts[1], secret: parts[2], key } };
}
