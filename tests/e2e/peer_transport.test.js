// The page's transport for a table across devices (web/peer/transport.mjs, bundled into
// dist/peer.js) over real WebRTC, on loopback only: a local WebTorrent tracker stands in for
// the public ones, three browser profiles stand in for three devices.
//   - the first frame never asks for peer.js; the service worker keeps it for offline use;
//   - two devices holding the same link find each other and exchange messages both ways,
//     over a loopback address, each message arriving once and whole;
//   - a device with the right room but the wrong secret never joins (only holders of the
//     link do: the secret encrypts the signalling);
//   - a damaged link is refused in words;
//   - the invitation link reads back (a damaged, older or newer one gets a sentence), the
//     table's SHA-256, HMAC and Ed25519 agree with node's, and the invitation's QR code is a
//     QR code;
//   - with the trackers down, two devices meet over a Nostr relay alone, and each side sees the
//     same two ends of the connection (what the host's proof of itself covers);
//   - TURN servers with a user name and credential are read from the ICE setting, and one
//     without is refused in words.
// Network safety: this file runs only inside a network namespace that has nothing but `lo`
// (scripts/test starts it with `unshare -n`); anywhere else it refuses to run.
// Run: unshare -n bash -c 'ip link set lo up && node --test peer_transport.test.js'
'use strict';

const { test, before, after } = require('node:test');
const assert = require('node:assert/strict');
const crypto = require('node:crypto');
const { startServer, launch, openApp, waitFor } = require('./harness');
const { refuseOutsideLoopbackNamespace, PEER_FLAGS, PEER_PERMISSIONS, startTracker,
        startNostrRelay, loadPeerScript } = require('./peer_support');

refuseOutsideLoopbackNamespace();

const DEVICE = { viewport: { width: 640, height: 480 }, permissions: PEER_PERMISSIONS };

let server;
let tracker;
let nostr;
let relayUrl;
const devices = [];

before(async () => {
  server = await startServer();
  tracker = await startTracker();
  nostr = await startNostrRelay();
  relayUrl = tracker.url;
});

after(async () => {
  for (const device of devices) await device.close();
  if (nostr) await nostr.close();
  if (tracker) await tracker.close();
  if (server) await server.close();
});

// A ws:// address on loopback where nothing listens (a tracker that is down).
async function deadAddress() {
  const net = require('node:net');
  const probe = net.createServer();
  await new Promise((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  return `ws://127.0.0.1:${port}`;
}

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
// By default over the tests' tracker alone; `relays` names the trackers and Nostr relays.
function join(page, table, relays = { relayUrls: [relayUrl], nostrUrls: [] }) {
  return page.evaluate(({ table, relays }) => {
    const log = { peers: [], messages: [], problems: [] };
    window.__peer = log;
    log.link = window.tinsel.peer.open(
      { ...table, ...relays, iceServers: [] },
      {
        onPeerJoin: (peer) => log.peers.push(peer),
        onPeerLeave: (peer) => { log.peers = log.peers.filter((p) => p !== peer); },
        onMessage: (peer, text) => log.messages.push({ peer, text }),
        onProblem: (sentence) => log.problems.push(sentence),
      });
  }, { table, relays });
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

  const table = await host.page.evaluate(() => window.tinsel.peer.newTable());
  assert.match(table.room, /^[A-Za-z0-9_-]{22}$/);
  assert.match(table.secret, /^[A-Za-z0-9_-]{22}$/);
  // The same room, another secret: someone who guessed the room but has no link.
  const wrong = await stranger.page.evaluate(() => window.tinsel.peer.newTable().secret);
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
      window.tinsel.peer.open({ room: 'short', secret: '!' }, {});
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

  // The table's cryptography, which the core calls synchronously (tinsel/table_crypto.h),
  // against node's: SHA-256, HMAC-SHA-256 and Ed25519 (a signature made in the page verifies
  // in node; a changed byte does not verify in the page).
  const texts = ['', 'abc', 'Weihnachtsbäume ★ '.repeat(50)];
  const made = await host.page.evaluate((list) => {
    const c = window.tinsel.peer.tableCrypto;
    const secret = c.randomHex(32);
    const key = c.publicKeyHex(secret);
    return {
      hashes: list.map((t) => c.sha256Hex(t)),
      hmacs: list.map((t) => c.hmacHex('a3f0', t)),
      key,
      signatures: list.map((t) => c.signHex(secret, t)),
      verified: list.map((t) => c.verify(key, t, c.signHex(secret, t))),
      forged: c.verify(key, 'abd', c.signHex(secret, 'abc')),
      junk: c.verify('zz', 'abc', '00'),
    };
  }, texts);
  assert.deepEqual(made.hashes, texts.map((t) => crypto.createHash('sha256').update(t, 'utf8').digest('hex')));
  assert.deepEqual(made.hmacs, texts.map((t) => crypto.createHmac('sha256', 'a3f0').update(t, 'utf8').digest('hex')));
  const spki = crypto.createPublicKey({
    key: Buffer.concat([Buffer.from('302a300506032b6570032100', 'hex'), Buffer.from(made.key, 'hex')]),
    format: 'der', type: 'spki' });
  texts.forEach((t, i) => assert.ok(
    crypto.verify(null, Buffer.from(t, 'utf8'), spki, Buffer.from(made.signatures[i], 'hex')), t));
  assert.deepEqual(made.verified, texts.map(() => true));
  assert.equal(made.forged, false);
  assert.equal(made.junk, false);

  // The invitation's QR code: a square of 21 + 4k modules with the three finder patterns
  // (a dark 7x7 ring around a dark 3x3 centre) in its corners; other links, other codes.
  // The invitation link carries the table in its fragment and reads back; damaged or newer
  // links get a sentence.
  const keyed = { ...table, key: made.key };
  const links = await host.page.evaluate((t) => {
    const T = window.tinsel.peer;
    const link = T.invitationLink('https://example.invalid/tinsel/?relays=wss://a.invalid#old', t);
    const fragment = new URL(link).hash;
    return {
      link,
      back: T.readInvitation(fragment),
      none: T.readInvitation('#replay=abc'),
      newer: T.readInvitation(fragment.replace('table=2.', 'table=3.')),
      older: T.readInvitation(`#table=1.${t.room}.${t.secret}`),
      cut: T.readInvitation(fragment.slice(0, -3)),
      keyless: T.readInvitation(`#table=2.${t.room}.${t.secret}`),
      junk: T.readInvitation('#table=2.<img src=x>.' + t.secret),
    };
  }, keyed);
  assert.match(links.link, /^https:\/\/example\.invalid\/tinsel\/\?relays=wss:\/\/a\.invalid#table=2\./);
  assert.deepEqual(links.back, { table: keyed });
  assert.equal(links.none, null);
  assert.match(links.newer.problem, /newer Tinsel/);
  assert.match(links.older.problem, /older Tinsel/);
  assert.match(links.cut.problem, /damaged/);
  assert.match(links.keyless.problem, /damaged/);
  assert.match(links.junk.problem, /damaged/);
  const link = links.link;
  const [code, other, refusedQr] = await host.page.evaluate((text) => {
    const T = window.tinsel.peer;
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

test('with the trackers down, two devices meet over a Nostr relay alone, and see the same ' +
     'two ends of their connection; TURN addresses carry their credentials', async () => {
  const [host, guest] = [await openDevice(), await openDevice()];
  for (const device of [host, guest]) await loadPeerScript(device.page);
  const table = await host.page.evaluate(() => window.tinsel.peer.newTable());
  // A tracker address where nothing listens: only the Nostr relay can carry the signalling.
  const dead = await deadAddress();
  const relays = { relayUrls: [dead], nostrUrls: [nostr.url] };
  const started = Date.now();
  await join(host.page, table, relays);
  await join(guest.page, table, relays);
  const guestId = await waitFor(host.page, () => window.__peer.peers[0], null,
                                { what: 'the guest over Nostr', timeout: 30000 });
  const hostId = await waitFor(guest.page, () => window.__peer.peers[0], null,
                               { what: 'the host over Nostr', timeout: 30000 });
  console.log(`figure: two devices met over a Nostr relay alone in ${Date.now() - started} ms`);
  assert.match(guestId, /^n:/);
  assert.match(hostId, /^n:/);
  await guest.page.evaluate((peer) => window.__peer.link.send(peer, '{"t":"hello"}'), hostId);
  const told = await waitFor(host.page, () => window.__peer.messages.length >= 1 &&
                             window.__peer.messages, null, { what: 'a message over Nostr' });
  assert.deepEqual(told, [{ peer: guestId, text: '{"t":"hello"}' }]);
  assert.ok(nostr.events() > 0, 'the relay carried the signalling');
  // Each side's view of the connection: the host's own end is the guest's far end.
  const hostEnds = await host.page.evaluate((peer) => window.__peer.link.ends(peer), guestId);
  const guestEnds = await guest.page.evaluate((peer) => window.__peer.link.ends(peer), hostId);
  assert.match(hostEnds.local, /^sha-256 [0-9a-f:]{95}$/);
  assert.equal(hostEnds.local, guestEnds.remote);
  assert.equal(hostEnds.remote, guestEnds.local);
  assert.notEqual(hostEnds.local, hostEnds.remote);
  // What was tried, for the screen that says why nothing connects: the dead tracker is not
  // reached, the relay is.
  const diagnosis = await guest.page.evaluate(() => window.__peer.link.diagnosis());
  assert.deepEqual(diagnosis.relays, [{ kind: 'tracker', open: 0, total: 1 },
                                      { kind: 'nostr', open: 1, total: 1 }]);
  assert.ok(diagnosis.connected >= 1 && diagnosis.failed === 0, JSON.stringify(diagnosis));

  const ice = await host.page.evaluate(() => {
    const T = window.tinsel.peer;
    return {
      turn: T.readIceServer('turn:ann:s%3Acret@turn.example.invalid:3478?transport=udp'),
      bare: T.readIceServer('turn:turn.example.invalid:3478'),
      stun: T.readIceServer('stun:stun.example.invalid:3478'),
      junk: T.readIceServer('http://x'),
      settings: T.settingsFromQuery('?ice=turn:ann:pw@turn.example.invalid:3478,turn:nobody.invalid' +
                                    '&nostr=none&relays=ws://127.0.0.1:1'),
    };
  });
  assert.deepEqual(ice.turn, { urls: 'turn:turn.example.invalid:3478?transport=udp',
                               username: 'ann', credential: 's:cret' });
  assert.match(ice.bare, /needs its user name and credential/);
  assert.deepEqual(ice.stun, { urls: 'stun:stun.example.invalid:3478' });
  assert.match(ice.junk, /not a stun: or turn: address/);
  assert.deepEqual(ice.settings.iceServers, [{ urls: 'turn:turn.example.invalid:3478',
                                               username: 'ann', credential: 'pw' }]);
  assert.deepEqual(ice.settings.nostrUrls, []);
  assert.equal(ice.settings.problems.length, 1);
  // The browser says the dead tracker could not be reached; nothing else went wrong.
  for (const device of [host, guest]) {
    assert.deepEqual(device.errors.filter((e) => !e.includes(`WebSocket connection to '${dead}/'`)), []);
  }
});
