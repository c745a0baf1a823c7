// What every peer-to-peer browser test shares: the refusal to run outside a network namespace
// with nothing but `lo`, a local WebTorrent tracker and a local Nostr relay standing in for
// the public ones, the Chromium flags that let WebRTC use loopback, and loading dist/peer.js
// as the page does.
'use strict';

const os = require('node:os');
const { CHROMIUM_FLAGS } = require('./harness');

// Network safety: these tests reach only loopback (scripts/test runs them through
// loopback_only.sh, which starts them with `unshare -n`); anywhere else they refuse to run.
function refuseOutsideLoopbackNamespace() {
  const interfaces = Object.keys(os.networkInterfaces());
  if (interfaces.length !== 1 || interfaces[0] !== 'lo') {
    throw new Error(`peer-to-peer tests run only in a network namespace with nothing but lo ` +
                    `(unshare -n); this one has: ${interfaces.join(', ') || 'none'}`);
  }
}

// Chromium gathers a loopback candidate only with this flag and a media permission
// (../shared/ENVIRONMENT.md, "Devices joined peer to peer").
const PEER_FLAGS = [...CHROMIUM_FLAGS, '--allow-loopback-in-peer-connection'];
const PEER_PERMISSIONS = ['microphone'];

// A local WebTorrent tracker on 127.0.0.1; returns { url, close() }.
async function startTracker() {
  // The server alone: the package's index also loads its client, which needs a native WebRTC
  // library that is not installed (.npmrc).
  const { default: Server } = await import('bittorrent-tracker/server');
  // Devices announce every 10 s (the fewest trystero takes): a guest whose offers the host
  // leaves for its own (trystero answers only peers whose id sorts lower) meets it at the
  // host's next announcement. Public trackers ask for a few minutes; trystero caps it at 2.
  const tracker = new Server({ udp: false, http: false, ws: true, stats: false, interval: 10000 });
  await new Promise((resolve, reject) => {
    tracker.once('error', reject);
    tracker.listen(0, '127.0.0.1', resolve);
  });
  return {
    url: `ws://127.0.0.1:${tracker.ws.address().port}`,
    close: () => new Promise((resolve) => tracker.close(resolve)),
  };
}

// A local Nostr relay on 127.0.0.1 (@nostr-relay/core, no storage: the tables' signalling asks
// only for events from now on); returns { url, close(), events() } (events: how many it was
// sent).
async function startNostrRelay() {
  const { NostrRelay } = require('@nostr-relay/core');
  const { EventRepository } = require('@nostr-relay/common');
  const { WebSocketServer } = require('ws');
  let events = 0;
  class Nothing extends EventRepository {
    isSearchSupported() { return false; }
    upsert() { return { isDuplicate: false }; }
    find() { return []; }
    async destroy() {}
  }
  const relay = new NostrRelay(new Nothing());
  const server = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  server.on('connection', (socket) => {
    relay.handleConnection(socket);
    socket.on('message', (data) => {
      let message;
      try { message = JSON.parse(String(data)); } catch (error) { return; }
      if (Array.isArray(message) && message[0] === 'EVENT') events += 1;
      relay.handleMessage(socket, message).catch(() => {});
    });
    socket.on('close', () => relay.handleDisconnect(socket));
    socket.on('error', () => {});
  });
  await new Promise((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  return {
    url: `ws://127.0.0.1:${server.address().port}`,
    events: () => events,
    close: () => new Promise((resolve) => {
      for (const client of server.clients) client.terminate();
      server.close(() => relay.destroy().then(resolve, resolve));
    }),
  };
}

// Loads dist/peer.js as the page does when a table across devices is opened: under the
// build's id, like the engine's files (web/sw.js).
function loadPeerScript(page) {
  return page.evaluate(() => new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = 'peer.js?v=' + document.querySelector('script[data-build]').dataset.build;
    script.onload = () => resolve(typeof window.tinsel.peer.open);
    script.onerror = () => reject(new Error('peer.js did not load'));
    document.head.appendChild(script);
  }));
}

module.exports = { refuseOutsideLoopbackNamespace, PEER_FLAGS, PEER_PERMISSIONS, startTracker,
                   startNostrRelay, loadPeerScript };
