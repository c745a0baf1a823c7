// A table across devices in the page: the core's table protocol (dist/tinsel_peer.wasm,
// wasm/peer/table_peer.cpp) joined to the transport (transport.mjs). This device is the
// table's host or one of its guests; the app's own wasm only draws what the status says and
// hands back its moves as text. Part of dist/peer.js (index.mjs).
//
// Who is the host: a guest's device challenges every device it meets in the room, and only
// the one that proves it holds the key the link names, on that connection, is the host
// (core/services/include/tinsel/table_crypto.h); the core decides, and a guest's messages go
// only to that device, so another guest in the same room never hears a seat proof or a secret
// vote.
import { open } from './transport.mjs';
import { tableCrypto } from './crypto.mjs';

// What is due goes out this often (history not yet acknowledged is re-sent every half second
// by the core), and what arrives is applied in one go per tick: a burst of messages costs one
// status for the app, not one each. A guest says what it holds every second and a half.
const FLUSH_MS = 200;
const TICK_MS = 16;
const HEARTBEAT_MS = 1500;
// After this long without the host (or, on the host's device, without any device meeting it)
// the status carries what the transport tried, so the screen can say why.
const DIAGNOSIS_AFTER_S = 20;

let corePromise = null;

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
      tableCrypto,
    })).then((module) => {
      const call = (name, types, args) => {
        const text = module.ccall(name, 'string', types, args);
        return JSON.parse(text);
      };
      return {
        hostOpen: (save, plan, kept) => call('tinsel_host_open',
          ['string', 'string', 'string'], [save, plan, kept]),
        hostReceive: (peer, text, now, ends) => call('tinsel_host_receive',
          ['string', 'string', 'number', 'string', 'string'],
          [peer, text, now, ends.local, ends.remote]),
        hostLeft: (peer) => call('tinsel_host_left', ['string'], [peer]),
        hostFlush: (now) => call('tinsel_host_flush', ['number'], [now]),
        hostStart: () => call('tinsel_host_start', [], []),
        hostMove: (move, at) => call('tinsel_host_move', ['string', 'number'], [move, at]),
        hostUndo: (at) => call('tinsel_host_undo', ['number'], [at]),
        hostReseat: (seat, plan, level) => call('tinsel_host_reseat',
          ['number', 'string', 'string'], [seat, plan, level]),
        hostStatus: () => call('tinsel_host_status', [], []),
        guestOpen: (key, kept) => call('tinsel_guest_open', ['string', 'string'], [key, kept]),
        guestMet: (peer) => call('tinsel_guest_met', ['string'], [peer]),
        guestLeft: (peer) => call('tinsel_guest_left', ['string'], [peer]),
        guestSit: (seat, name) => call('tinsel_guest_sit', ['number', 'string'], [seat, name]),
        guestUndo: () => call('tinsel_guest_undo', [], []),
        guestMove: (move) => call('tinsel_guest_move', ['string'], [move]),
        guestHeartbeat: () => call('tinsel_guest_heartbeat', [], []),
        guestBye: () => call('tinsel_guest_bye', [], []),
        guestReceive: (peer, text, ends) => call('tinsel_guest_receive',
          ['string', 'string', 'string', 'string'], [peer, text, ends.local, ends.remote]),
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
function leaveWhenThePageGoes(transport, goodbye = () => {}) {
  const leave = () => {
    goodbye();
    transport.leave();
  };
  window.addEventListener('pagehide', leave);
  return () => window.removeEventListener('pagehide', leave);
}

// Sends each message to its peer (none: to every device at the table).
function sender(transport) {
  return (outgoing) => {
    if (!Array.isArray(outgoing)) return;
    for (const { peer, text } of outgoing) {
      if (!text) continue;
      if (peer) transport.send(peer, text);
      else transport.sendAll(text);
    }
  };
}

// Runs `work` once soon, however often it is asked for meanwhile.
function coalesced(work, ms) {
  let timer = null;
  return () => {
    if (timer === null) timer = setTimeout(() => { timer = null; work(); }, ms);
  };
}

// Hosts a table: `save` the new game as a save's text, `plan` one of 'here', 'invited', 'bot'
// per seat; or, with `kept` ({record, save}), the same table again (this page reloaded, or the
// hosting moved to this tab). `onChange(status)` hears every change of the host's status
// (tinsel_host_status), with the table's public key for the link.
export async function hostTable({ build, table, settings, save, plan, kept, onChange, onProblem }) {
  const core = await loadTableCore(build);
  const opened = kept
    ? core.hostOpen(kept.save || '', '', kept.record)
    : core.hostOpen(save, plan.join(','), '');
  if (opened.problem) throw new Error(opened.problem);
  let last = '';
  let transport = null;
  let deliver = () => {};
  const changed = () => {
    const status = core.hostStatus();
    if (status.problem) return;
    const diagnosis = transport && transport.diagnosis();
    if (diagnosis && diagnosis.met === 0 && diagnosis.seconds >= DIAGNOSIS_AFTER_S) {
      status.diagnosis = diagnosis;
    }
    const text = JSON.stringify(status);
    if (text !== last) {
      last = text;
      onChange(status);
    }
  };
  const tick = () => { deliver(core.hostFlush(seconds())); changed(); };
  const soon = coalesced(tick, TICK_MS);
  transport = open({ ...table, ...settings, listens: true }, {
    onPeerJoin: () => soon(),
    onPeerLeave: (peer) => { deliver(core.hostLeft(peer)); soon(); },
    onMessage: (peer, text) => {
      // Answers (a proof, a refusal) go at once; the news of a move with the next tick.
      deliver(core.hostReceive(peer, text, seconds(), transport.ends(peer)));
      soon();
    },
    onProblem: onProblem || (() => {}),
  });
  deliver = sender(transport);
  const timer = setInterval(tick, FLUSH_MS);
  const forget = leaveWhenThePageGoes(transport);
  const act = (answer) => {
    if (!answer.problem) deliver(core.hostFlush(seconds()));
    changed();
    return answer;
  };
  changed();
  return {
    key: opened.key,
    status: () => core.hostStatus(),
    start: () => act(core.hostStart()),
    move: (move, at) => act(core.hostMove(move, at)),
    undo: (at) => act(core.hostUndo(at)),
    reseat: (seat, seatPlan, level) => act(core.hostReseat(seat, seatPlan, level || '')),
    peers: () => transport.peers(),
    leave: () => { clearInterval(timer); forget(); transport.leave(); },
  };
}

// Joins a table as a guest: `table` from the link (its room, secret and the host's key),
// `kept` what this device kept of the table on an earlier visit (tinsel_guest_status's "kept":
// its seat token, its share of the deal, the commitment it saw first) or ''. `onChange(status)`
// hears every change of the guest's status (tinsel_guest_status), with `connected` (a host
// has proven itself and is here), `gone` (seconds since the host's device went, once it had
// been here) and, after a while without a host, `diagnosis`.
export async function joinTable({ build, table, settings, kept, onChange, onProblem }) {
  const core = await loadTableCore(build);
  const opened = core.guestOpen(table.key, kept || '');
  if (opened.problem) throw new Error(opened.problem);
  let last = '';
  let transport = null;
  let deliver = () => {};
  let hadHost = false;
  let lostAt = performance.now();  // looking for the host since
  const status = () => {
    const now = core.guestStatus();
    now.connected = Boolean(now.host);
    if (now.connected) {
      hadHost = true;
      lostAt = performance.now();
    } else {
      const away = (performance.now() - lostAt) / 1000;
      if (hadHost) now.gone = Math.round(away);
      if (away >= DIAGNOSIS_AFTER_S && transport) now.diagnosis = transport.diagnosis();
    }
    return now;
  };
  const changed = () => {
    const now = status();
    const text = JSON.stringify(now);
    if (text !== last) {
      last = text;
      onChange(now);
    }
  };
  const soon = coalesced(changed, TICK_MS);
  transport = open({ ...table, ...settings }, {
    onPeerJoin: (peer) => { deliver(core.guestMet(peer)); soon(); },
    onPeerLeave: (peer) => { core.guestLeft(peer); soon(); },
    onMessage: (peer, text) => {
      deliver(core.guestReceive(peer, text, transport.ends(peer)));
      soon();
    },
    onProblem: onProblem || (() => {}),
  });
  deliver = sender(transport);
  const timer = setInterval(() => { deliver(core.guestHeartbeat()); changed(); }, HEARTBEAT_MS);
  const forget = leaveWhenThePageGoes(transport, () => deliver(core.guestBye()));
  return {
    status,
    sit: (seat, name) => { deliver(core.guestSit(seat, name)); changed(); },
    undo: () => {
      const answer = core.guestUndo();
      deliver(answer);
      return Array.isArray(answer) ? { ok: true } : answer;
    },
    move: (move) => {
      const answer = core.guestMove(move);
      if (Array.isArray(answer)) {
        deliver(answer);  // none while the host is away: the core sends it once it is back
        changed();  // a move decided before this seat's turn shows as decided at once
        return { ok: true };
      }
      return answer;
    },
    leave: () => {
      clearInterval(timer);
      forget();
      deliver(core.guestBye());
      transport.leave();
    },
  };
}
