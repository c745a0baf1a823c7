// The app's table across devices, page side: the requests the app's wasm makes
// (wasm/web_table_channel.cpp: host, join, start, move, reseat, sit, leave) carried out with
// table.mjs, and the table's status handed back to the app after every change
// (tinsel_table_status), with the invitation's link and QR code on the host's device. A
// guest's seat token is kept in this browser's storage under the table's room, so a reload or
// a sleeping phone gets its seat back from the same link. Part of dist/peer.js.
import { newTable, settingsFromQuery } from './transport.mjs';
import { invitationLink, readInvitation } from './invitation.mjs';
import { qrModules } from './qr.mjs';
import { hostTable, joinTable } from './table.mjs';

const TOKEN_KEY = 'tinsel-table-token-';

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

async function host(save, plan) {
  const table = newTable();
  const settings = settingsFromQuery(location.search);
  const link = invitationLink(location.href, table);
  const qr = qrModules(link).map((row) => row.join(''));
  const extras = { link, qr };
  const opened = await hostTable({
    build: buildId(), table, settings, save, plan,
    onChange: (status) => deliver({ ...status, ...extras }),
  });
  current = { role: 'host', table: opened };
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
export function request(verb, a, b, n) {
  const run = async () => {
    if (verb === 'host') return host(a, b.split(','));
    if (verb === 'join') return join();
    if (!current) return undefined;
    const table = current.table;
    if (verb === 'start') return table.start();
    if (verb === 'move') return current.role === 'host' ? table.move(a, n) : table.move(a);
    if (verb === 'reseat') return table.reseat(n, a, b);
    if (verb === 'sit') return table.sit(n, a);
    if (verb === 'leave') {
      table.leave();
      current = null;
    }
    return undefined;
  };
  run().catch((error) => problem(error && error.message ? error.message : String(error)));
}
