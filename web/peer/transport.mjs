// The page's transport for a table across devices: WebRTC data channels between the host's
// device and each guest's, found through two of trystero's signalling strategies at once,
// public WebTorrent trackers (@trystero-p2p/torrent) and public Nostr relays
// (@trystero-p2p/nostr), none of them ours: whichever finds the other device first carries the
// table, and either one alone is enough (a guest takes the first device that proves it is the
// host, on either). Part of dist/peer.js (web/peer/index.mjs).
//
// What it does not do: read or trust what arrives. Every text goes to the core's table
// protocol (core/services/table_*.cpp), which parses it with the care of a save; here a
// message is only bounded in size and kind before it is handed on, with the two ends of the
// connection it came over (each side's DTLS certificate fingerprint), which the host's proof
// covers.
import {
  joinRoom as joinTorrent,
  defaultRelayUrls,
  getRelaySockets as torrentSockets,
} from '@trystero-p2p/torrent';
import {
  joinRoom as joinNostr,
  defaultRelayUrls as defaultNostrUrls,
  getRelaySockets as nostrSockets,
} from '@trystero-p2p/nostr';

// Every Tinsel table shares one app id; a table's room and secret come from its link.
const APP_ID = 'tinsel-table-1';
// A guest's messages are bounded by the core (2 KB); the host's histories can be long (a
// Santa Timea game runs to a thousand moves), so the transport's own bound is generous.
const MAX_MESSAGE_CHARS = 512 * 1024;
// A room id and its secret: 128 random bits each, base64url (22 characters).
export const TOKEN = /^[A-Za-z0-9_-]{22}$/;
// How many public Nostr relays a table uses when none are set (trystero's default is 5).
const NOSTR_REDUNDANCY = 4;

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

// One ICE address as typed: `stun:host:port`, `turn:host:port?transport=udp`, or a TURN server
// with its user name and credential, `turn:USER:CREDENTIAL@host:port` (either part may be
// percent-encoded, for a ':' or '@' of its own). Returns an RTCIceServer or a sentence.
export function readIceServer(text) {
  const withCredential = /^(turns?):([^:@\s]+):([^@\s]+)@([^\s@]+)$/.exec(text);
  if (withCredential) {
    const [, scheme, user, credential, address] = withCredential;
    try {
      return { urls: `${scheme}:${address}`, username: decodeURIComponent(user),
               credential: decodeURIComponent(credential) };
    } catch (error) {
      return `${text.replace(/:[^:@]*@/, ':…@')}: its user name or credential is damaged`;
    }
  }
  if (/^turns?:[^\s@]+$/.test(text)) {
    return `${text}: a TURN server needs its user name and credential ` +
           '(turn:USER:CREDENTIAL@host:3478)';
  }
  if (/^stuns?:[^\s@]+$/.test(text)) return { urls: text };
  return `${text.slice(0, 60)}: not a stun: or turn: address`;
}

// Whether the browser takes `servers` for a connection (it refuses a TURN server without a
// credential, a damaged address...): null, or the browser's reason.
function refusedByBrowser(servers) {
  if (typeof RTCPeerConnection === 'undefined') return null;
  try {
    new RTCPeerConnection({ iceServers: servers }).close();
    return null;
  } catch (error) {
    return error && error.message ? error.message : String(error);
  }
}

function readRelays(value, name, problems) {
  if (value === null) return null;  // the public defaults
  if (value === 'none') return [];
  const urls = value.split(',').filter((url) => /^wss?:\/\/[^\s]+$/.test(url));
  if (urls.length > 0 && urls.length <= 8) return urls;
  problems.push(`${name}: give one to eight ws:// or wss:// addresses, or "none"`);
  return null;
}

// The signalling settings from the page's URL: `relays` (WebTorrent trackers), `nostr` (Nostr
// relays), each a list of ws:// or wss:// addresses or "none", and `ice` ("none", or stun: and
// turn: addresses: readIceServer). Tests and self-hosters point them elsewhere. Anything
// unreadable is ignored in favour of the defaults, with the reason in `problems`; `turn` lists
// the TURN servers given, for the connection's diagnosis.
export function settingsFromQuery(search) {
  const query = new URLSearchParams(search);
  const settings = { relayUrls: null, nostrUrls: null, iceServers: null, problems: [] };
  settings.relayUrls = readRelays(query.get('relays'), 'relays', settings.problems);
  settings.nostrUrls = readRelays(query.get('nostr'), 'nostr', settings.problems);
  if (settings.relayUrls && settings.nostrUrls && !settings.relayUrls.length &&
      !settings.nostrUrls.length) {
    settings.problems.push('relays and nostr cannot both be "none"');
    settings.relayUrls = null;
  }
  const ice = query.get('ice');
  if (ice !== null) {
    if (ice === 'none') settings.iceServers = [];
    else {
      const servers = [];
      for (const text of ice.split(',').slice(0, 8)) {
        const server = readIceServer(text);
        if (typeof server === 'string') settings.problems.push(`ice: ${server}`);
        else {
          const refused = refusedByBrowser([server]);
          if (refused) settings.problems.push(`ice: ${server.urls}: ${refused}`);
          else servers.push(server);
        }
      }
      if (servers.length > 0) settings.iceServers = servers;
    }
  }
  return settings;
}

// The DTLS fingerprint a session description names (a=fingerprint:sha-256 AB:CD...), lower case.
function fingerprint(description) {
  const found = /a=fingerprint:(\S+) ([0-9A-Fa-f:]+)/.exec(description ? description.sdp : '');
  return found ? `${found[1].toLowerCase()} ${found[2].toLowerCase()}` : '';
}

// Counts what the browser's connections went through, for the diagnosis: answered (a device
// answered through a relay: a remote description arrived), connected, failed.
function countingConnections(counts) {
  if (typeof RTCPeerConnection === 'undefined') return undefined;
  return class CountedPeerConnection extends RTCPeerConnection {
    constructor(config) {
      super(config);
      let answered = false;
      let failed = false;
      this.addEventListener('signalingstatechange', () => {
        if (!answered && this.remoteDescription) {
          answered = true;
          counts.answered += 1;
        }
      });
      this.addEventListener('connectionstatechange', () => {
        if (this.connectionState === 'connected') counts.connected += 1;
        if (this.connectionState === 'failed' && !failed) {
          failed = true;
          counts.failed += 1;
        }
      });
    }
  };
}

// Joins a table's room. `handlers`: onPeerJoin(peer), onPeerLeave(peer), onMessage(peer,
// text), onProblem(sentence). Peers are named by strategy ("t:…" over a tracker, "n:…" over
// Nostr): a device met over both is two connections. Returns { send(peer, text),
// sendAll(text), leave(), peers(), ends(peer), localCandidate(peer), diagnosis() }; throws,
// with a sentence, on a damaged room or secret.
export function open({ room, secret, relayUrls = null, nostrUrls = null, iceServers = null,
                       listens = false }, handlers) {
  if (!TOKEN.test(room) || !TOKEN.test(secret)) {
    throw new Error('This invitation link is damaged: ask for a new one.');
  }
  const counts = { answered: 0, connected: 0, failed: 0, met: 0 };
  const strategies = [
    { prefix: 't', kind: 'tracker', join: joinTorrent, urls: relayUrls ?? defaultRelayUrls,
      sockets: torrentSockets },
    { prefix: 'n', kind: 'nostr', join: joinNostr,
      urls: nostrUrls ?? defaultNostrUrls.slice(0, NOSTR_REDUNDANCY), sockets: nostrSockets },
  ].filter((strategy) => strategy.urls.length > 0);
  const rtcPolyfill = countingConnections(counts);
  const joined = strategies.map((strategy) => {
    const config = { appId: APP_ID, password: secret,
                     relayConfig: { urls: strategy.urls, redundancy: strategy.urls.length } };
    // The table's host listens: it makes no offers of its own, so it answers every guest's
    // offer at once. (With offers of its own, trystero answers only peers whose id sorts
    // lower; the others would wait for the host's next announcement, up to two minutes.)
    if (listens) config.passive = true;
    if (iceServers) config.rtcConfig = { iceServers };
    if (rtcPolyfill) config.rtcPolyfill = rtcPolyfill;
    const roomOf = strategy.join(config, room, {
      // Its signalling could not be read with this table's secret: a device with a wrong,
      // old or damaged link, refused before any connection.
      onJoinError: (details) => handlers.onProblem?.(
        /password/i.test(String(details.error))
          ? 'A device with a wrong or old link tried to join and was refused.'
          : 'A device could not join the table.'),
    });
    const channel = roomOf.makeAction('t');
    const name = (id) => `${strategy.prefix}:${id}`;
    channel.onMessage = (data, context) => {
      // Only text, and not too much of it; the core reads it with care.
      if (typeof data !== 'string' || data.length > MAX_MESSAGE_CHARS) return;
      handlers.onMessage?.(name(context.peerId), data);
    };
    roomOf.onPeerJoin = (id) => {
      counts.met += 1;
      handlers.onPeerJoin?.(name(id));
    };
    roomOf.onPeerLeave = (id) => handlers.onPeerLeave?.(name(id));
    return { ...strategy, room: roomOf, channel };
  });
  // The strategy and its own id for one of our peer names.
  const find = (peer) => {
    const at = String(peer).indexOf(':');
    const strategy = joined.find((s) => s.prefix === String(peer).slice(0, at));
    return strategy ? { strategy, id: String(peer).slice(at + 1) } : null;
  };
  const connection = (peer) => {
    const found = find(peer);
    return found ? found.strategy.room.getPeers()[found.id] || null : null;
  };
  const started = performance.now();
  return {
    send: (peer, text) => {
      const found = find(peer);
      if (found) found.strategy.channel.send(text, { target: found.id });
    },
    sendAll: (text) => joined.forEach((s) => s.channel.send(text)),
    leave: () => joined.forEach((s) => s.room.leave()),
    peers: () => joined.flatMap((s) => Object.keys(s.room.getPeers()).map((id) => `${s.prefix}:${id}`)),
    // The two ends of the connection to `peer`: what the host's proof of itself covers.
    ends: (peer) => {
      const pc = connection(peer);
      return pc ? { local: fingerprint(pc.localDescription), remote: fingerprint(pc.remoteDescription) }
        : { local: '', remote: '' };
    },
    // What was tried so far, for a screen that says why no connection came: how many of each
    // kind of relay are open now, whether any device answered through them, and whether the
    // direct connections that followed failed.
    diagnosis: () => {
      const relays = joined.map((s) => {
        const sockets = s.sockets();
        const open = s.urls.filter((url) => sockets[url] && sockets[url].readyState === 1).length;
        return { kind: s.kind, open, total: s.urls.length };
      });
      return { seconds: Math.round((performance.now() - started) / 1000), relays,
               answered: counts.answered, connected: counts.connected, failed: counts.failed,
               met: counts.met, turn: (iceServers || []).some((s) => /^turns?:/.test(s.urls)) };
    },
    // The address the connection to `peer` uses on this side (the browser tests check it is
    // loopback); null until connected.
    async localCandidate(peer) {
      const pc = connection(peer);
      if (!pc) return null;
      const stats = await pc.getStats();
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

export { defaultRelayUrls, defaultNostrUrls };
