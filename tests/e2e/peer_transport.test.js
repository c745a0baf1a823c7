// The page's transport for a table across devices (web/peer/transport.mjs, bundled into
// dist/peer.js) over real WebRTC, on loopback only: a local WebTorrent tracker stands in for
// the public ones, three browser profiles stand in for three devices.
//   - the first frame never asks for peer.js; the service worker keeps it for offline use;
//   - two devices holding the same link find each other and exchange messages both ways,
//     over a loopback address, each message arriving once and whole;
//   - a device with the right room but the wrong secret never joins (only holders of the
//     link do: the secret encrypts the signalling);
//   - a damaged link is refused in words;
//   - the invitation link reads back (a damaged or newer one gets a sentence), the deal's
//     SHA-256 agrees with node's, and the invitation's QR code is a QR code.
// Network safety: this file runs only inside a network namespace that has nothing but `lo`
// (scripts/test starts it with `unshare -n`); anywhere else it refuses to run.
// Run: unshare -n bash -c 'ip link set lo up && node --test peer_transport.test.js'
'use strict';

const { test, before, after } = require('node:test');
const assert = require('node:assert/strict');
const crypto = require('node:crypto');
const { startServer, launch, openApp, waitFor } = require('./harness');
const { refuseOutsideLoopbackNamespace, PEER_FLAGS, PEER_PERMISSIONS, startTracker,
        loadPeerScript } = require('./peer_support');

refuseOutsideLoopbackNamespace();

const DEVICE = { viewport: { width: 640, height: 480 }, permissions: PEER_PERMISSIONS };

let server;
let tracker;
let relayUrl;
const devices = [];

before(async () => {
  server = await startServer();
  tracker = await startTracker();
  relayUrl = tracker.url;
});

after(async () => {
  for (const device of devices) await device.close();
  if (tracker) await tracker.close();
  if (server) await server.close();
});

// A device with the page open, its requests recorded, and the transport loaded.
async function openDevice() {
  const device = await launch(DEVICE, { args: PEER_FLAGS });
  devices.push(device);
  device.requests = [];
  device.page.on('request', (request) => device.requests.push(new URL(request.url()).pathname));
  await openApp(device.page, server.url);
  return device;
}

// Joins `table` on `page`; what arrives is kept in window.__peer (joined peers, messages).
function join(page, table) {
  return page.evaluate(({ table, relayUrl }) => {
    const log = { peers: [], messages: [], problems: [] };
    window.__peer = log;
    log.link = window.TinselPeer.open(
      { ...table, relayUrls: [relayUrl], iceServers: [] },
      {
        onPeerJoin: (peer) => log.peers.push(peer),
        onPeerLeave: (peer) => { log.peers = log.peers.filter((p) => p !== peer); },
        onMessage: (peer, text) => log.messages.push({ peer, text }),
        onProblem: (sentence) => log.problems.push(sentence),
      });
  }, { table, relayUrl });
}

test('two devices with the link talk over loopback; a wrong secret never joins', async () => {
  const host = await openDevice();
  const guest = await openDevice();
  const stranger = await openDevice();
  // The first frame asked for no part of the transport.
  for (const device of [host, guest, stranger]) {
    assert.ok(!device.requests.some((p) => p.endsWith('/peer.js')), 'the first frame loaded peer.js');
  }
  for (const device of [host, guest, stranger]) {
    assert.equal(await loadPeerScript(device.page), 'function');
  }

  const table = await host.page.evaluate(() => window.TinselPeer.newTable());
  assert.match(table.room, /^[A-Za-z0-9_-]{22}$/);
  assert.match(table.secret, /^[A-Za-z0-9_-]{22}$/);
  // The same room, another secret: someone who guessed the room but has no link.
  const wrong = await stranger.page.evaluate(() => window.TinselPeer.newTable().secret);
  await join(host.page, table);
  await join(stranger.page, { room: table.room, secret: wrong });
  await join(guest.page, table);

  const guestId = await waitFor(host.page, () => window.__peer.peers[0], null,
                                { what: 'the guest to join the host', timeout: 20000 });
  const hostId = await waitFor(guest.page, () => window.__peer.peers[0], null,
                               { what: 'the host to join the guest', timeout: 20000 });

  // Both ways, in order, each once; one long history too.
  const long = 'x'.repeat(200 * 1024);
  await host.page.evaluate(({ peer, long }) => {
    for (let i = 0; i < 20; i++) window.__peer.link.send(peer, JSON.stringify({ n: i }));
    window.__peer.link.send(peer, long);
  }, { peer: guestId, long });
  await guest.page.evaluate((peer) => window.__peer.link.send(peer, '{"t":"hello"}'), hostId);
  const heard = await waitFor(guest.page, () => window.__peer.messages.length >= 21 &&
                              window.__peer.messages, null, { what: "the host's messages" });
  assert.deepEqual(heard.slice(0, 20).map((m) => JSON.parse(m.text).n), [...Array(20).keys()]);
  assert.equal(heard[20].text.length, long.length);
  assert.ok(heard.every((m) => m.peer === hostId));
  const told = await waitFor(host.page, () => window.__peer.messages.length >= 1 &&
                             window.__peer.messages, null, { what: "the guest's hello" });
  assert.deepEqual(told, [{ peer: guestId, text: '{"t":"hello"}' }]);

  // Loopback, really: the address this device uses for the connection.
  const local = await host.page.evaluate((peer) => window.__peer.link.localCandidate(peer), guestId);
  assert.ok(local && (local.address === '127.0.0.1' || local.address === '::1'),
            `the connection's local address: ${JSON.stringify(local)}`);

  // The stranger, in the same room all along, never met either of them.
  assert.deepEqual(await stranger.page.evaluate(() => window.__peer.peers), []);
  assert.deepEqual(await host.page.evaluate(() => window.__peer.peers), [guestId]);

  // A damaged link gets a sentence.
  const refused = await guest.page.evaluate(() => {
    try {
      window.TinselPeer.open({ room: 'short', secret: '!' }, {});
      return null;
    } catch (error) {
      return error.message;
    }
  });
  assert.match(refused, /invitation link is damaged/);

  // Kept for offline use: the service worker's cache holds peer.js.
  const cached = await host.page.evaluate(async () => {
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        if (new URL(request.url).pathname.endsWith('/peer.js')) return true;
      }
    }
    return false;
  });
  assert.equal(cached, true, 'the service worker keeps peer.js');

  // The deal's hash: the core calls it synchronously (core/services/fair_deal.h).
  const texts = ['', 'abc', 'Weihnachtsbäume ★ '.repeat(50)];
  const hashes = await host.page.evaluate((list) => list.map((t) => window.TinselPeer.sha256Hex(t)),
                                          texts);
  assert.deepEqual(hashes, texts.map((t) => crypto.createHash('sha256').update(t, 'utf8').digest('hex')));

  // The invitation's QR code: a square of 21 + 4k modules with the three finder patterns
  // (a dark 7x7 ring around a dark 3x3 centre) in its corners; other links, other codes.
  // The invitation link carries the table in its fragment and reads back; damaged or newer
  // links get a sentence.
  const links = await host.page.evaluate((t) => {
    const T = window.TinselPeer;
    const link = T.invitationLink('https://example.invalid/tinsel/?relays=wss://a.invalid#old', t);
    const fragment = new URL(link).hash;
    return {
      link,
      back: T.readInvitation(fragment),
      none: T.readInvitation('#replay=abc'),
      newer: T.readInvitation(fragment.replace('table=1.', 'table=2.')),
      cut: T.readInvitation(fragment.slice(0, -3)),
      junk: T.readInvitation('#table=1.<img src=x>.' + t.secret),
    };
  }, table);
  assert.match(links.link, /^https:\/\/example\.invalid\/tinsel\/\?relays=wss:\/\/a\.invalid#table=1\./);
  assert.deepEqual(links.back, { table });
  assert.equal(links.none, null);
  assert.match(links.newer.problem, /newer Tinsel/);
  assert.match(links.cut.problem, /damaged/);
  assert.match(links.junk.problem, /damaged/);
  const link = links.link;
  const [code, other, refusedQr] = await host.page.evaluate((text) => {
    const T = window.TinselPeer;
    let refusal = null;
    try { T.qrModules('Tannenbaum ★'); } catch (error) { refusal = error.message; }
    return [T.qrModules(text), T.qrModules(text + 'x'), refusal];
  }, link);
  const size = code.length;
  assert.ok(size >= 21 && (size - 21) % 4 === 0 && code.every((row) => row.length === size));
  const finderAt = (top, left) => {
    for (let r = 0; r < 7; r++) {
      for (let c = 0; c < 7; c++) {
        const ring = r === 0 || r === 6 || c === 0 || c === 6;
        const centre = r >= 2 && r <= 4 && c >= 2 && c <= 4;
        if (code[top + r][left + c] !== (ring || centre ? 1 : 0)) return false;
      }
    }
    return true;
  };
  assert.ok(finderAt(0, 0) && finderAt(0, size - 7) && finderAt(size - 7, 0), 'finder patterns');
  assert.notDeepEqual(code, other);
  assert.match(refusedQr, /only for an invitation link/);
  // What they did notice: only the stranger's refused attempts, said in words.
  for (const device of [host, guest]) {
    for (const problem of await device.page.evaluate(() => window.__peer.problems)) {
      assert.equal(problem, 'A device with a wrong or old link tried to join and was refused.');
    }
  }
  for (const device of [host, guest, stranger]) assert.deepEqual(device.errors, []);
});
