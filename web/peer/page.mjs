// The app's table across devices, page side: the requests the app's wasm makes
// (wasm/web_table_channel.cpp: host, resume, take, slot, join, start, move, undo, reseat, sit,
// leave) carried out with table.mjs, and the table's status handed back to the app after every
// change (tinsel_table_status), with the invitation's link and QR code on the host's device.
//
// What is kept, in this browser's local storage, so nothing is lost to a reload, a closed tab
// or a sleeping phone:
//   - a guest's record of the table (its seat token, its share of the deal, the commitment it
//     saw first: the core's TableGuest::Kept) under the table's room, so a reload takes the
//     seat back from the same link and the end's check counts its share;
//   - the host's table (its room and secret, the page's address, the core's TableHost record
//     with the table's key, the game so far and the app's saved-games slot) under its room,
//     written after every change, so a reload resumes the same table, the guests reconnect by
//     themselves and check it is the same host; this tab's session storage names the room it
//     hosts, so a reload knows to resume it.
// One tab per table: the tab that hosts a table (or holds a guest's seat) holds a Web Lock on
// it for as long as it does. Another tab on the same device that opens that table says so and
// offers to move it here ("take"): the first tab stops cleanly (it leaves the room, its record
// is already written, it lets the lock go), the new one takes the lock and resumes from the
// record, and every guest follows it, since it proves itself with the same key. Part of
// dist/peer.js.
import { newTable, settingsFromQuery } from './transport.mjs';
import { invitationLink, readInvitation } from './invitation.mjs';
import { qrModules } from './qr.mjs';
import { hostTable, joinTable } from './table.mjs';

const SEAT_KEY = 'tinsel-table-seat-';
const HOST_KEY = 'tinsel-table-host-';
// Read by the app's wasm at start (wasm/web_table_channel.cpp): the room this tab hosts.
const HOSTED_KEY = 'tinsel-table-host';
// How long a tab waits for another to let a table go before saying it did not.
const TAKE_TIMEOUT_MS = 10000;

let current = null;  // { role, room, table, release }
let delivery = null;
const tabs = typeof BroadcastChannel === 'function' ? new BroadcastChannel('tinsel-tables') : null;

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

function read(storage, key) {
  try {
    return storage.getItem(key);
  } catch (error) {
    return null;
  }
}

// False when the storage refused (full, or a private window's).
function write(storage, key, value) {
  try {
    if (value === null) storage.removeItem(key);
    else storage.setItem(key, value);
    return true;
  } catch (error) {
    return false;
  }
}

// The host's table as this browser keeps it: {table, address, slot, record, save}, or null.
function keptHosting(room) {
  try {
    const kept = JSON.parse(read(localStorage, HOST_KEY + room) || 'null');
    return kept && kept.table && kept.table.room === room && typeof kept.record === 'string' &&
      typeof kept.address === 'string' ? kept : null;
  } catch (error) {
    return null;
  }
}

// The lock a tab holds on a table while it hosts it (or holds a guest's seat at it); resolves
// to a function that lets it go, or null when another tab holds it. With `wait`, waits for it
// (up to TAKE_TIMEOUT_MS). Without Web Locks (browsers before 2022) every tab may take it.
function lockTable(name, wait) {
  if (!navigator.locks) return Promise.resolve(() => {});
  return new Promise((resolve) => {
    let release;
    const held = new Promise((done) => { release = done; });
    const options = wait ? { signal: AbortSignal.timeout(TAKE_TIMEOUT_MS) } : { ifAvailable: true };
    navigator.locks.request(name, options, (lock) => {
      if (!lock) {
        resolve(null);
        return undefined;
      }
      resolve(release);
      return held;
    }).catch(() => resolve(null));
  });
}

// The page's address with the signalling settings typed in the app's setup (`connection`,
// "relays=...&nostr=...&ice=..."; an empty one keeps the address's own): the host uses them,
// and the invitation link carries them to the guests.
function addressWith(connection) {
  const url = new URL(location.href);
  url.hash = '';
  new URLSearchParams(connection || '').forEach((value, name) => {
    if ((name === 'relays' || name === 'nostr' || name === 'ice') && value) {
      url.searchParams.set(name, value);
    }
  });
  return url;
}

function stopCurrent() {
  if (!current) return;
  current.table.leave();
  if (current.release) current.release();
  current = null;
}

// Hosts a table: a new one (`save`, `plan`, `connection`), or with `kept` the one this browser
// keeps under its room (a reload, a resume from the saved games, the hosting moved here).
async function host(save, plan, connection, kept, release) {
  const table = kept ? kept.table : newTable();
  const lockName = 'tinsel-table-' + table.room;
  const releaseLock = release || await lockTable(lockName, false);
  if (!releaseLock) {
    deliver({ elsewhere: 'host', room: table.room });
    return;
  }
  const address = kept ? new URL(kept.address) : addressWith(connection);
  const settings = settingsFromQuery(address.search);
  const extras = { room: table.room, slot: kept ? kept.slot || '' : '' };
  if (settings.problems.length) {
    extras.notice = `Some settings were not used (${settings.problems.join('; ')}): ` +
                    'the public defaults stand in for them.';
  }
  let opened;
  try {
    opened = await hostTable({
      build: buildId(), table, settings, save, plan,
      kept: kept ? { record: kept.record, save: kept.save || '' } : undefined,
      onChange: (status) => {
        if (!current || current.room !== table.room) return;
        const was = keptHosting(table.room);
        write(localStorage, HOST_KEY + table.room, JSON.stringify({
          table, address: address.toString(), slot: was ? was.slot : extras.slot,
          record: status.record, save: status.save || '' }));
        deliver({ ...status, ...extras });
      },
    });
  } catch (error) {
    releaseLock();
    throw error;
  }
  extras.link = invitationLink(address.toString(), { ...table, key: opened.key });
  extras.qr = qrModules(extras.link).map((row) => row.join(''));
  write(sessionStorage, HOSTED_KEY, table.room);
  current = { role: 'host', room: table.room, table: opened, release: releaseLock };
  deliver({ ...opened.status(), ...extras });
}

function resume(room) {
  const wanted = room || read(sessionStorage, HOSTED_KEY) || '';
  const kept = wanted ? keptHosting(wanted) : null;
  if (!kept) {
    problem('The table this page hosted is no longer kept here: open a new table.');
    return undefined;
  }
  return host('', [], '', kept);
}

// The app's saved-games slot of the host's game, kept so a resumed table saves into it.
function keepSlot(slot) {
  if (!current || current.role !== 'host') return;
  const kept = keptHosting(current.room);
  if (kept) write(localStorage, HOST_KEY + current.room, JSON.stringify({ ...kept, slot }));
}

// The invitation in this page's address, or a problem told to the app.
function invitation() {
  const read = readInvitation(location.hash);
  if (read && read.problem) problem(read.problem);
  return read && read.table ? read.table : null;
}

async function join(release) {
  const table = invitation();
  if (!table) return;
  const { room } = table;
  const releaseLock = release || await lockTable('tinsel-seat-' + room, false);
  if (!releaseLock) {
    deliver({ elsewhere: 'guest', room });
    return;
  }
  const settings = settingsFromQuery(location.search);
  let saved = true;
  let opened;
  try {
    opened = await joinTable({
      build: buildId(), table, settings, kept: read(localStorage, SEAT_KEY + room) || '',
      onChange: (status) => {
        if (!current || current.room !== room) return;
        if (status.kept) saved = write(localStorage, SEAT_KEY + room, status.kept) && saved;
        // Told once, plainly: without its record a reload of this page loses the seat.
        deliver(saved ? status : { ...status, unkept: true });
      },
    });
  } catch (error) {
    releaseLock();
    throw error;
  }
  current = { role: 'guest', room, table: opened, release: releaseLock };
  deliver(opened.status());
}

// Moves the table (hosting it, or a guest's seat) from another tab of this browser to this
// one: that tab is asked to stop, and this one waits for its lock.
async function take(role, wanted) {
  const table = role === 'guest' ? invitation() : null;
  const room = role === 'guest' ? table && table.room : wanted;
  if (!room) return;
  const name = (role === 'guest' ? 'tinsel-seat-' : 'tinsel-table-') + room;
  if (tabs) tabs.postMessage({ t: 'take', room, role });
  const release = await lockTable(name, true);
  if (!release) {
    deliver({ elsewhere: role, room, problem_there:
      'The other tab did not let the table go: close it, then try again.' });
    return;
  }
  if (role === 'guest') await join(release);
  else {
    const kept = keptHosting(room);
    if (!kept) {
      release();
      problem('The table this page hosted is no longer kept here: open a new table.');
      return;
    }
    await host('', [], '', kept, release);
  }
}

if (tabs) {
  // Another tab of this browser takes the table this one holds: stop cleanly and say so.
  tabs.onmessage = (event) => {
    const message = event.data || {};
    if (message.t !== 'take' || !current || current.room !== message.room ||
        current.role !== message.role) {
      return;
    }
    const role = current.role;
    stopCurrent();
    deliver({ moved: role, room: message.room });
  };
}

// One request from the app (see wasm/web_table_channel.cpp for the arguments).
export function request(verb, a, b, n, c) {
  const run = async () => {
    if (verb === 'host') return host(a, b.split(','), c);
    if (verb === 'join') return join();
    if (verb === 'resume') return resume(a);
    if (verb === 'take') return take(a === 'guest' ? 'guest' : 'host', b);
    if (verb === 'slot') return keepSlot(a);
    if (!current) return undefined;
    const table = current.table;
    if (verb === 'start') return table.start();
    if (verb === 'move') return current.role === 'host' ? table.move(a, n) : table.move(a);
    if (verb === 'undo') return current.role === 'host' ? table.undo(n) : table.undo();
    if (verb === 'reseat') return table.reseat(n, a, b);
    if (verb === 'sit') return table.sit(n, a);
    if (verb === 'leave') {
      // The host leaves its table: a game over (or never started) is no table any more; an
      // unfinished one stays kept, to be hosted again from the saved games.
      if (current.role === 'host') {
        const status = table.status();
        if (!status.started || status.over) write(localStorage, HOST_KEY + current.room, null);
        write(sessionStorage, HOSTED_KEY, null);
      }
      stopCurrent();
    }
    return undefined;
  };
  run().catch((error) => problem(error && error.message ? error.message : String(error)));
}
