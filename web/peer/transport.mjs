// The page's transport for a table across devices: WebRTC data channels between the host's
// device and each guest's, found through trystero's torrent strategy (public WebTorrent
// trackers by default; none of them ours). Part of dist/peer.js (web/peer/index.mjs).
//
// What it does not do: read or trust what arrives. Every text goes to the core's table
// protocol (core/services/table_*.cpp), which parses it with the care of a save; here a
// message is only bounded in size and kind before it is handed on.
import { joinRoom, defaultRelayUrls } from '@trystero-p2p/torrent';

// Every Tinsel table shares one app id; a table's room and secret come from its link.
const APP_ID = 'tinsel-table-1';
// A guest's messages are bounded by the core (2 KB); the host's histories can be long (a
// Santa Timea game runs to a thousand moves), so the transport's own bound is generous.
const MAX_MESSAGE_CHARS = 512 * 1024;
// A room id and its secret: 128 random bits each, base64url (22 characters).
export const TOKEN = /^[A-Za-z0-9_-]{22}$/;

function randomToken() {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_')
    .replace(/=+$/, '');
}

// A new table's room and secret (the link's fragment carries both: a fragment never reaches
// a web server, and the secret encrypts the signalling, so only holders of the link join).
export function newTable() {
  return { room: randomToken(), secret: randomToken() };
}

// The signalling settings from the page's URL (?relays=wss://a,wss://b&ice=none|stun:host):
// tests and self-hosters point them elsewhere. Anything unreadable is ignored in favour of the
// defaults, with the reason in `problems`.
export function settingsFromQuery(search) {
  const query = new URLSearchParams(search);
  const settings = { relayUrls: null, iceServers: null, problems: [] };
  const relays = query.get('relays');
  if (relays !== null) {
    const urls = relays.split(',').filter((url) => /^wss?:\/\/[^\s]+$/.test(url));
    if (urls.length > 0 && urls.length <= 8) settings.relayUrls = urls;
    else settings.problems.push('relays: give one to eight ws:// or wss:// addresses');
  }
  const ice = query.get('ice');
  if (ice !== null) {
    if (ice === 'none') settings.iceServers = [];
    else {
      const urls = ice.split(',').filter((url) => /^(stun|turn)s?:[^\s]+$/.test(url));
      if (urls.length > 0 && urls.length <= 8) settings.iceServers = urls.map((u) => ({ urls: u }));
      else settings.problems.push('ice: give "none" or stun:/turn: addresses');
    }
  }
  return settings;
}

// Joins a table's room. `handlers`: onPeerJoin(peer), onPeerLeave(peer), onMessage(peer,
// text), onProblem(sentence). Returns { send(peer, text), sendAll(text), leave(), peers(),
// localCandidate(peer) }; throws, with a sentence, on a damaged room or secret.
export function open({ room, secret, relayUrls = null, iceServers = null, listens = false },
                     handlers) {
  if (!TOKEN.test(room) || !TOKEN.test(secret)) {
    throw new Error('This invitation link is damaged: ask for a new one.');
  }
  const config = { appId: APP_ID, password: secret };
  // The table's host listens: it makes no offers of its own, so it answers every guest's offer
  // at once. (With offers of its own, trystero answers only peers whose id sorts lower; the
  // others would wait for the host's next announcement, up to two minutes on public trackers.)
  if (listens) config.passive = true;
  if (relayUrls) config.relayConfig = { urls: relayUrls, redundancy: relayUrls.length };
  if (iceServers) config.rtcConfig = { iceServers };
  const joined = joinRoom(config, room, {
    // Its signalling could not be read with this table's secret: a device with a wrong, old or
    // damaged link, refused before any connection.
    onJoinError: (details) => handlers.onProblem?.(
      /password/i.test(String(details.error))
        ? 'A device with a wrong or old link tried to join and was refused.'
        : 'A device could not join the table.'),
  });
  const channel = joined.makeAction('t');
  channel.onMessage = (data, context) => {
    // Only text, and not too much of it; the core reads it with care.
    if (typeof data !== 'string' || data.length > MAX_MESSAGE_CHARS) return;
    handlers.onMessage?.(context.peerId, data);
  };
  joined.onPeerJoin = (peer) => handlers.onPeerJoin?.(peer);
  joined.onPeerLeave = (peer) => handlers.onPeerLeave?.(peer);
  return {
    send: (peer, text) => channel.send(text, { target: peer }),
    sendAll: (text) => channel.send(text),
    leave: () => joined.leave(),
    peers: () => Object.keys(joined.getPeers()),
    // The address the connection to `peer` uses on this side (the browser tests check it is
    // loopback); null until connected.
    async localCandidate(peer) {
      const connection = joined.getPeers()[peer];
      if (!connection) return null;
      const stats = await connection.getStats();
      let pair = null;
      stats.forEach((report) => {
        if (report.type === 'candidate-pair' && report.state === 'succeeded' && report.nominated) {
          pair = report;
        }
      });
      const local = pair && stats.get(pair.localCandidateId);
      return local ? { address: local.address, protocol: local.protocol, type: local.candidateType }
        : null;
    },
  };
}

export { defaultRelayUrls };
