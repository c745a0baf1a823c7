// The invitation link: the page's address with the table in its fragment
// (#table=<format>.<room>.<secret>). A fragment never reaches a web server, so the room and
// its secret go only to whoever holds the link (and a phone's camera reads it from the QR
// code, qr.mjs).
import { TOKEN } from './transport.mjs';

const FORMAT = 1;  // raised when a link's meaning changes; older pages say so in words

// The link for `table` ({room, secret}) on the page at `pageUrl` (its query kept: relay
// settings travel with it; any fragment replaced).
export function invitationLink(pageUrl, table) {
  const url = new URL(pageUrl);
  url.hash = `table=${FORMAT}.${table.room}.${table.secret}`;
  return url.toString();
}

// The table a page's fragment (location.hash) invites to: {table: {room, secret}}, or
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
  if (format !== FORMAT || parts.length !== 3 || !TOKEN.test(parts[1]) || !TOKEN.test(parts[2])) {
    return { problem: 'This invitation link is damaged: ask the host to send it again.' };
  }
  return { table: { room: parts[1], secret: parts[2] } };
}
