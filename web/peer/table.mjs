// A table across devices in the page: the core's table protocol (dist/tinsel_peer.wasm,
// wasm/peer/table_peer.cpp) joined to the transport (transport.mjs). This device is the
// table's host or one of its guests; the app's own wasm only draws what the status says and
// hands back its moves as text. Part of dist/peer.js (index.mjs).
//
// Who is the host: the host's device announces itself to every device that joins the room
// ({t:"host"}), and a guest sends its hello, its seat token and its moves only to the device
// that did; so another guest in the same room never hears a token or a secret vote.
import { open } from './transport.mjs';
import { sha256Hex } from './sha256.mjs';

const HOST_ANNOUNCEMENT = '{"t":"host","v":1}';
// The host sends what is due this often (history not yet acknowledged is re-sent every half
// second by the core); a guest says what it holds every second and a half.
const FLUSH_MS = 200;
const HEARTBEAT_MS = 1500;

let corePromise = null;

function randomHex(bytes) {
  return Array.from(crypto.getRandomValues(new Uint8Array(bytes)),
    (b) => b.toString(16).padStart(2, '0')).join('');
}

function loadScript(src) {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.onload = resolve;
    script.onerror = () => reject(new Error('The table\'s code did not load: check the connection and try again.'));
    document.head.appendChild(script);
  });
}

// The table protocol's wasm, loaded once (under the build's id, like the engine's files, so
// the service worker serves it offline).
export function loadTableCore(build) {
  if (!corePromise) {
    const suffix = build ? '?v=' + encodeURIComponent(build) : '';
    corePromise = loadScript('tinsel_peer.js' + suffix).then(() => window.TinselTableCore({
      locateFile: (file) => file + suffix,
      sha256Hex,
    })).then((module) => {
      const call = (name, types, args) => {
        const text = module.ccall(name, 'string', types, args);
        return JSON.parse(text);
      };
      return {
        hostOpen: (save, plan, secret, random, kept) => call('tinsel_host_open',
          ['string', 'string', 'string', 'string', 'string'], [save, plan, secret, random, kept]),
        hostReceive: (peer, text, now) => call('tinsel_host_receive',
          ['string', 'string', 'number'], [peer, text, now]),
        hostLeft: (peer) => call('tinsel_host_left', ['string'], [peer]),
        hostFlush: (now) => call('tinsel_host_flush', ['number'], [now]),
        hostStart: () => call('tinsel_host_start', [], []),
        hostMove: (move, at) => call('tinsel_host_move', ['string', 'number'], [move, at]),
        hostUndo: (at) => call('tinsel_host_undo', ['number'], [at]),
        hostReseat: (seat, plan, level) => call('tinsel_host_reseat',
          ['number', 'string', 'string'], [seat, plan, level]),
        hostStatus: () => call('tinsel_host_status', [], []),
        guestOpen: (token, share) => call('tinsel_guest_open', ['string', 'string'], [token, share]),
        guestHello: () => call('tinsel_guest_hello', [], []),
        guestSit: (seat, name) => call('tinsel_guest_sit', ['number', 'string'], [seat, name]),
        guestUndo: () => call('tinsel_guest_undo', [], []),
        guestMove: (move) => call('tinsel_guest_move', ['string'], [move]),
        guestHeartbeat: () => call('tinsel_guest_heartbeat', [], []),
        guestReceive: (text) => call('tinsel_guest_receive', ['string'], [text]),
        guestStatus: () => call('tinsel_guest_status', [], []),
      };
    });
    corePromise.catch(() => { corePromise = null; });
  }
  return corePromise;
}

const seconds = () => performance.now() / 1000;

// Leaves the room when the page goes (a closed tab, a reload, a link followed): the other
// devices hear it at once instead of when WebRTC gives up on the silence (about 12 s), so a
// guest that closed its tab is shown away within a second. A sleeping phone says nothing; the
// heartbeats tell. Returns the undo.
function leaveWhenThePageGoes(transport) {
  const leave = () => transport.leave();
  window.addEventListener('pagehide', leave);
  return () => window.removeEventListener('pagehide', leave);
}

// Hosts a table: `save` the new game as a save's text, `plan` one of 'here', 'invited', 'bot'
// per seat; or, with `kept` ({record, save}), the table again after this page reloaded.
// `onChange(status)` hears every change of the host's status (tinsel_host_status).
export async function hostTable({ build, table, settings, save, plan, kept, onChange, onProblem }) {
  const core = await loadTableCore(build);
  const opened = kept
    ? core.hostOpen(kept.save || '', '', '', '', kept.record)
    : core.hostOpen(save, plan.join(','), randomHex(16), randomHex(8), '');
  if (opened.problem) throw new Error(opened.problem);
  let last = '';
  let transport = null;
  const deliver = (outgoing) => {
    for (const { peer, text } of outgoing) {
      if (peer) transport.send(peer, text);
      else transport.sendAll(text);
    }
  };
  const changed = () => {
    const status = core.hostStatus();
    const text = JSON.stringify(status);
    if (text !== last) {
      last = text;
      onChange(status);
    }
  };
  transport = open({ ...table, ...settings, listens: true }, {
    onPeerJoin: (peer) => transport.send(peer, HOST_ANNOUNCEMENT),
    onPeerLeave: (peer) => { deliver(core.hostLeft(peer)); changed(); },
    onMessage: (peer, text) => {
      deliver(core.hostReceive(peer, text, seconds()));
      // A move's news goes to every device at once, not at the next tick.
      deliver(core.hostFlush(seconds()));
      changed();
    },
    onProblem: onProblem || (() => {}),
  });
  const timer = setInterval(() => { deliver(core.hostFlush(seconds())); changed(); }, FLUSH_MS);
  const forget = leaveWhenThePageGoes(transport);
  const act = (answer) => {
    if (!answer.problem) deliver(core.hostFlush(seconds()));
    changed();
    return answer;
  };
  changed();
  return {
    status: () => core.hostStatus(),
    start: () => act(core.hostStart()),
    move: (move, at) => act(core.hostMove(move, at)),
    undo: (at) => act(core.hostUndo(at)),
    reseat: (seat, seatPlan, level) => act(core.hostReseat(seat, seatPlan, level || '')),
    peers: () => transport.peers(),
    leave: () => { clearInterval(timer); forget(); transport.leave(); },
  };
}

// Joins a table as a guest: `token` the seat token this device kept from an earlier visit
// (or ''). `onChange(status)` hears every change of the guest's status (tinsel_guest_status).
export async function joinTable({ build, table, settings, token, onChange, onProblem }) {
  const core = await loadTableCore(build);
  const opened = core.guestOpen(token || '', randomHex(16));
  if (opened.problem) throw new Error(opened.problem);
  let host = null;  // the peer that announced itself as the table's host
  // A move made while no host was there (its page reloading): sent once one is back. The
  // host refuses it in words if the game moved on meanwhile.
  let waitingMove = null;
  let last = '';
  let transport = null;
  const toHost = (outgoing) => {
    if (!host || !Array.isArray(outgoing)) return;
    for (const { text } of outgoing) transport.send(host, text);
  };
  const changed = () => {
    const status = core.guestStatus();
    status.connected = host !== null;
    const text = JSON.stringify(status);
    if (text !== last) {
      last = text;
      onChange(status);
    }
  };
  transport = open({ ...table, ...settings }, {
    onPeerJoin: () => {},
    onPeerLeave: (peer) => { if (peer === host) { host = null; changed(); } },
    onMessage: (peer, text) => {
      if (text === HOST_ANNOUNCEMENT) {
        // A new host (its page reloaded) once the old one is gone from the room.
        if (host === null || host === peer || !transport.peers().includes(host)) {
          host = peer;
          toHost(core.guestHello());
          if (waitingMove) toHost(waitingMove);
          waitingMove = null;
          changed();
        }
        return;
      }
      if (peer !== host) return;  // only the host speaks to a guest
      toHost(core.guestReceive(text));
      changed();
    },
    onProblem: onProblem || (() => {}),
  });
  const timer = setInterval(() => { toHost(core.guestHeartbeat()); changed(); }, HEARTBEAT_MS);
  const forget = leaveWhenThePageGoes(transport);
  return {
    status: () => ({ ...core.guestStatus(), connected: host !== null }),
    sit: (seat, name) => { toHost(core.guestSit(seat, name)); changed(); },
    undo: () => {
      const answer = core.guestUndo();
      if (Array.isArray(answer)) toHost(answer);
      return Array.isArray(answer) ? { ok: true } : answer;
    },
    move: (move) => {
      const answer = core.guestMove(move);
      if (Array.isArray(answer)) {
        if (host) toHost(answer);
        else waitingMove = answer;
        changed();  // a move decided before this seat's turn shows as decided at once
        return { ok: true };
      }
      return answer;
    },
    leave: () => { clearInterval(timer); forget(); transport.leave(); },
  };
}
