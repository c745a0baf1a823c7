// The app's table across devices, page side: the requests the app's wasm makes
// (wasm/web_table_channel.cpp: host, join, start, move, reseat, sit, leave) carried out with
// table.mjs, and the table's status handed back to the app after every change
// (tinsel_table_status), with the invitation's link and QR code on the host's device. A
// guest's seat token is kept in this browser's storage under the table's room, so a reload or
// a sleeping phone gets its seat back from the same link. The host's table (its room, its
// record and the game so far) is kept in this tab's session storage after every change, so a
// reload of the host's page resumes the same table and the guests reconnect by themselves; a
// new tab opens no second host. Part of dist/peer.js.
import { newTable, settingsFromQuery } from './transport.mjs';
import { invitationLink, readInvitation } from './invitation.mjs';
import { qrModules } from './qr.mjs';
import { hostTable, joinTable } from './table.mjs';

const TOKEN_KEY = 'tinsel-table-token-';
// Read by the app's wasm at start (wasm/web_table_channel.cpp) to resume after a reload.
const HOSTED_KEY = 'tinsel-table-host';

let current = null;  // { role, table, extras }
let delivery = null;

function buildId() {
  const script = document.querySelector('script[data-build]');
  const id = script && script.getAttribute('data-build');
  return id && id.indexOf('__') !== 0 ? id : '';
}

// Hands the app the table's status as it is when the app takes it (never a stale one).
function deliver(status) {
  const text = JSON.stringify(status);
  if (delivery) clearTimeout(delivery);
  delivery = setTimeout(() => {
    delivery = null;
    window.Module.ccall('tinsel_table_status', null, ['string'], [text]);
  }, 0);
}

function problem(sentence) {
  deliver({ problem: sentence });
}

function keepToken(room, token) {
  try {
    if (token) localStorage.setItem(TOKEN_KEY + room, token);
  } catch (error) {
    // A full storage: the seat still plays; only a reload would need the link's seat again.
  }
}

function keptToken(room) {
  try {
    return localStorage.getItem(TOKEN_KEY + room) || '';
  } catch (error) {
    return '';
  }
}

// The host's table as this tab keeps it: {table, address, slot, record, save}, or null.
function keptHosting() {
  try {
    const kept = JSON.parse(sessionStorage.getItem(HOSTED_KEY) || 'null');
    return kept && kept.table && typeof kept.record === 'string' &&
      typeof kept.address === 'string' ? kept : null;
  } catch (error) {
    return null;
  }
}

function keepHosting(kept) {
  try {
    if (kept) sessionStorage.setItem(HOSTED_KEY, JSON.stringify(kept));
    else sessionStorage.removeItem(HOSTED_KEY);
  } catch (error) {
    // A full storage: the table plays on; only a reload of this page would not resume it.
  }
}

// The page's address with the signalling settings typed in the app's setup (`connection`,
// "relays=...&ice=..."; either one empty keeps the address's own): the host uses them, and
// the invitation link carries them to the guests.
function addressWith(connection) {
  const url = new URL(location.href);
  new URLSearchParams(connection || '').forEach((value, name) => {
    if ((name === 'relays' || name === 'ice') && value) url.searchParams.set(name, value);
  });
  return url;
}

// Hosts a new table (`save`, `plan`, `connection`), or with `kept` the one this tab hosted
// before a reload.
async function host(save, plan, connection, kept) {
  const table = kept ? kept.table : newTable();
  const address = kept ? new URL(kept.address) : addressWith(connection);
  const settings = settingsFromQuery(address.search);
  const link = invitationLink(address.toString(), table);
  const qr = qrModules(link).map((row) => row.join(''));
  const extras = { link, qr, slot: kept ? kept.slot || '' : '' };
  if (settings.problems.length) {
    extras.notice = `Some settings were not used (${settings.problems.join('; ')}): ` +
                    'the public defaults stand in for them.';
  }
  const opened = await hostTable({
    build: buildId(), table, settings, save, plan,
    kept: kept ? { record: kept.record, save: kept.save || '' } : undefined,
    onChange: (status) => {
      const was = keptHosting();
      keepHosting({ table, address: address.toString(), slot: was ? was.slot : extras.slot,
                    record: status.record, save: status.save || '' });
      deliver({ ...status, ...extras });
    },
  });
  current = { role: 'host', table: opened };
}

function resume() {
  const kept = keptHosting();
  if (!kept) {
    problem('The table this page hosted is no longer kept here: open a new table.');
    return undefined;
  }
  return host('', [], '', kept);
}

// The app's saved-games slot of the host's game, kept so a resumed table saves into it.
function keepSlot(slot) {
  const kept = keptHosting();
  if (kept) keepHosting({ ...kept, slot });
}

async function join() {
  const invitation = readInvitation(location.hash);
  if (!invitation) return;
  if (invitation.problem) {
    problem(invitation.problem);
    return;
  }
  const { room } = invitation.table;
  const settings = settingsFromQuery(location.search);
  const opened = await joinTable({
    build: buildId(), table: invitation.table, settings, token: keptToken(room),
    onChange: (status) => {
      keepToken(room, status.token);
      deliver(status);
    },
  });
  current = { role: 'guest', table: opened };
}

// One request from the app (see wasm/web_table_channel.cpp for the arguments).
export function request(verb, a, b, n, c) {
  const run = async () => {
    if (verb === 'host') return host(a, b.split(','), c);
    if (verb === 'join') return join();
    if (verb === 'resume') return resume();
    if (verb === 'slot') return keepSlot(a);
    if (!current) return undefined;
    const table = current.table;
    if (verb === 'start') return table.start();
    if (verb === 'move') return current.role === 'host' ? table.move(a, n) : table.move(a);
    if (verb === 'undo') return current.role === 'host' ? table.undo(n) : table.undo();
    if (verb === 'reseat') return table.reseat(n, a, b);
    if (verb === 'sit') return table.sit(n, a);
    if (verb === 'leave') {
      if (current.role === 'host') keepHosting(null);
      table.leave();
      current = null;
    }
    return undefined;
  };
  run().catch((error) => problem(error && error.message ? error.message : String(error)));
}
