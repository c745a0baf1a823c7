// Tables across devices through the app, over real WebRTC on loopback, with a WebTorrent
// tracker and a Nostr relay of the tests' own as the signalling.
// Ghosts of Christmas: the host's laptop invites (setup's "Invite" seats, the invitation with
// its link and QR code); a hostile device that holds the link passes itself off as the host
// (a proof replayed from its own connection to the host, and one under a key of its own); a
// phone and a tablet open the link, ignore it (and say so), type their names and sit down; the
// host starts, the first guest to move takes its move back (Undo, on every device), each plays
// a hand of its own seat by taps seeing only its own cards (the phone really reloads mid-hand,
// page.reload(), and gets its seat back), and the laptop is the living-room table (nobody's
// hand). The tablet opens the link in a second tab, which says the seat is open in another
// tab. A device whose link finds no host says, after 20 s, what was tried. The host's tab
// closes (the guests say the host is not answering); the host's record is edited to another
// secret and the table opened again: both guests refuse it ("Not a fair deal: ... its deal
// commitment changed").
// Santa Timea: two phones cast their secret ballots at once (each taps its card while another
// seat votes; the host plays it in turn); the host's page really reloads and the table
// resumes; a second tab on the host's laptop says the game is hosted in another tab and moves
// the hosting to itself (the first tab stops, every phone follows it); a phone closes its tab
// and opens the link again; the other phone leaves and a bot takes its seat; the first plays
// to the end, checks the deal ("Fair deal: checked.", its share kept across its reload) and
// keeps the game in its saved games.
// Network safety: runs only inside a network namespace with nothing but `lo`
// (loopback_only.sh); anywhere else it refuses to run.
'use strict';

const { test, before, after } = require('node:test');
const assert = require('node:assert/strict');
const { startServer, launch, openApp, waitFor, click, useInput, frames, screenshot, PHONE,
        consoleError } = require('./harness');
const { playByClicks, HOLD_BUTTONS } = require('./game_clicks');
const { refuseOutsideLoopbackNamespace, PEER_FLAGS, PEER_PERMISSIONS, startTracker,
        startNostrRelay } = require('./peer_support');

refuseOutsideLoopbackNamespace();

const LAPTOP = { viewport: { width: 1280, height: 800 }, permissions: PEER_PERMISSIONS };
const PHONE_DEVICE = { ...PHONE, permissions: PEER_PERMISSIONS };
const TABLET_DEVICE = { viewport: { width: 768, height: 1024 }, deviceScaleFactor: 2,
                        hasTouch: true, isMobile: true, permissions: PEER_PERMISSIONS };

// A screenshot to look at, and the layout check's verdict on the same frame: nothing cut,
// clipped, overlapping or too small to tap (ui/layout_check.h).
async function lookAt(page, name) {
  await frames(page, 3);
  await screenshot(page, name);
  const problems = await page.evaluate(() => window.tinsel.state().layout);
  assert.deepEqual(problems, [], `${name}: the layout check`);
}

let server;
let tracker;
let nostr;
const devices = [];

before(async () => {
  server = await startServer();
  tracker = await startTracker();
  nostr = await startNostrRelay();
});

after(async () => {
  for (const device of devices) await device.close();
  if (nostr) await nostr.close();
  if (tracker) await tracker.close();
  if (server) await server.close();
});

// A real reload of the page (not opening the same address, which keeps the old page).
async function reloadApp(page) {
  await page.reload();
  await waitFor(page, () => window.tinsel && window.tinsel.ready === true, null,
                { timeout: 60000, what: 'window.tinsel.ready after the reload' });
}

// Another tab of the same browser (its storage, its locks), its errors kept with the device's.
async function newTab(device, url) {
  const page = await device.context.newPage();
  page.on('pageerror', (error) => device.errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') device.errors.push(consoleError(message));
  });
  if (url) await openApp(page, url);
  return page;
}

// Eve sends the host 1,000 messages at once: the host's page applies them a tick at a time
// (web/peer/table.mjs) and keeps drawing; nothing of the game changes and nobody is shown away.
// The longest gap between the host's frames meanwhile is a figure (docs/benchmarks.md).
async function floodTheHost(host, eve) {
  // (While a phone's seat is to move, so that only Eve could change anything.)
  await waitFor(host.page, () => [1, 2].includes(window.tinsel.state().current) &&
                !window.tinsel.state().bot_thinking, null, { what: "a phone's turn" });
  const before = await host.page.evaluate(() => {
    window.__gaps = { last: performance.now(), longest: 0, frames: 0, on: true };
    const step = (now) => {
      const gaps = window.__gaps;
      gaps.longest = Math.max(gaps.longest, now - gaps.last);
      gaps.last = now;
      gaps.frames++;
      if (gaps.on) requestAnimationFrame(step);
    };
    requestAnimationFrame(step);
    return window.tinsel.state();
  });
  await eve.page.evaluate(() => window.__eve.flood(1000));
  await host.page.waitForTimeout(3000);
  const after = await host.page.evaluate(() => {
    window.__gaps.on = false;
    return { state: window.tinsel.state(), gaps: window.__gaps };
  });
  assert.ok(after.gaps.frames > 0, 'the host drew frames during the burst');
  assert.equal(after.state.history_length, before.history_length, 'the burst changed the game');
  assert.deepEqual(after.state.table.seats, before.table.seats, 'the burst changed the seats');
  console.log(`figure: 1,000 messages at once at the host: its longest frame gap ${
    Math.round(after.gaps.longest)} ms, ${after.gaps.frames} frames in 3 s`);
}

// A hostile device holding the link: it challenges every device it meets (so the real host
// gives it a genuine proof, for its own nonce, on its own connection) and answers every
// challenge it hears twice, with that proof replayed and with a proof signed under a key of
// its own, then with a table of its own. It keeps everything it hears, by sender.
async function hostileDevice(link) {
  const eve = await launch(LAPTOP, { args: PEER_FLAGS });
  devices.push(eve);
  await openApp(eve.page, server.url);
  await eve.page.evaluate((link) => new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = 'peer.js?v=' + document.querySelector('script[data-build]').dataset.build;
    script.onerror = reject;
    script.onload = () => {
      const T = window.tinsel.peer;
      const c = T.tableCrypto;
      const url = new URL(link);
      const { table } = T.readInvitation(url.hash);
      const mine = c.randomHex(32);
      const heard = {};
      let genuine = null;
      let hostPeer = null;
      const transport = T.open({ ...table, ...T.settingsFromQuery(url.search) }, {
        onPeerJoin: (peer) => transport.send(peer, JSON.stringify(
          { t: 'challenge', v: 2, nonce: c.randomHex(16) })),
        onMessage: (peer, text) => {
          (heard[peer] = heard[peer] || []).push(text);
          const message = JSON.parse(text);
          if (message.t === 'proof' && message.key === table.key) {
            genuine = text;
            hostPeer = peer;
          }
          if (message.t !== 'challenge') return;
          if (genuine) transport.send(peer, genuine);
          const nonce = c.randomHex(16);
          const ends = transport.ends(peer);
          const bytes = `tinsel-host-proof|2|${message.nonce}|${nonce}|${ends.local}|${ends.remote}`;
          transport.send(peer, JSON.stringify({ t: 'proof', v: 2, key: c.publicKeyHex(mine),
                                                nonce, sig: c.signHex(mine, bytes) }));
          transport.send(peer, JSON.stringify({ t: 'table', v: 2, game: 'ghosts-of-christmas',
                                                options: {}, rules: 2, seats: [], started: true,
                                                commitment: c.sha256Hex('eve') }));
        },
      });
      // A burst at the host, all at once: hellos, another seat's moves, words that are no
      // message.
      const flood = (count) => {
        for (let i = 0; i < count; i++) {
          const kind = i % 3;
          transport.send(hostPeer, kind === 0 ? JSON.stringify({ t: 'hello', v: 2 })
            : kind === 1 ? JSON.stringify({ t: 'move', at: i, move: 'bid 3' }) : `junk ${i}`);
        }
      };
      window.__eve = { heard, genuine: () => genuine !== null, flood };
      resolve();
    };
    document.head.appendChild(script);
  }), link);
  return eve;
}

// How many of each phone's moves are played by taps; the rest go through the screen-reader
// table's move buttons (web/page/mirror.mjs: the same path into the game as a tap, one call
// each), which keeps this test short.
const MOVES_BY_TAPS = 3;

// A seat played from a phone: whenever it is this seat's turn, a random legal move of what
// the seat may know; anything a view holds for (a trick's scoring, a ballot's reveal) is
// stepped through. Resolves on the game-over screen, or when `stop()` says so. `roundTrips`
// gets, for each move, the time from the move leaving the phone to the host's answer drawn on
// it; `moves` each move played. With `early`, the seat casts its secret vote by a tap as soon
// as its phone offers the ballot, while another seat is still voting (the host keeps it and
// plays it in turn); `earlyVotes` counts them.
async function playSeat(page, game, seat, roundTrips,
                        { reloadAfter = -1, stop = () => false, moves = [],
                          byTaps = MOVES_BY_TAPS, onBallot = null, early = false,
                          earlyVotes = { count: 0 }, waitOnTurnVote = 0,
                          tapped = { count: 0 } } = {}) {
  let played = 0;
  let waitingSince = Date.now();
  for (;;) {
    if (stop()) return;
    if (played === reloadAfter) {
      // The phone reloads mid-hand, for real: it rejoins from the same link with what it kept
      // (its seat token and its share), and its seat's table comes back as it was.
      const before = await page.evaluate(() => window.tinsel.state().history_length);
      await reloadApp(page);
      const back = await waitFor(page, ({ seat, before }) => {
        const s = window.tinsel.state();
        return s.screen === 'play' && s.viewer === seat && s.history_length >= before && s;
      }, { seat, before }, { what: 'the seat back after a reload', timeout: 45000 });
      assert.equal(back.table.seat, seat);
      await lookAt(page, 'peer-rejoined-phone');
      reloadAfter = -1;
    }
    // Short waits, so a stop is heard while the other devices play.
    const next = await waitFor(page, ({ holds, seat, early }) => {
      const s = window.tinsel.state();
      if (!s) return null;
      if (s.screen === 'over') return { over: true };
      const ids = window.tinsel.widgets().map((w) => w.id);
      const hold = holds.find((id) => ids.includes(id));
      if (hold) return { hold };
      if (s.screen === 'play' && s.current === seat && s.legal && s.legal.length) {
        return { legal: s.legal, length: s.history_length };
      }
      if (early && s.screen === 'play' && s.early && s.early.length && !s.early_decided) {
        return { early: s.early, length: s.history_length };
      }
      return null;
    }, { holds: HOLD_BUTTONS, seat, early }, { timeout: 1500, what: `seat ${seat}'s turn` })
      .catch((error) => {
        if (Date.now() - waitingSince > 60000) throw error;
        return null;
      });
    if (!next) continue;
    waitingSince = Date.now();
    if (next.over) return;
    if (next.early) {
      // Another seat votes: this phone votes now, by a tap on its card, in secret.
      const vote = next.early[Math.floor(Math.random() * next.early.length)];
      if (earlyVotes.count === 0 && onBallot) await onBallot('offer');
      await click(page, `santa:vote:${vote.replace(/^vote /, '')}`, { timeout: 3000 });
      const decided = await waitFor(page, (length) => {
        const s = window.tinsel.state();
        return s.early_decided || s.history_length > length || s.screen !== 'play' ? s : null;
      }, next.length, { what: 'the early vote held', timeout: 20000 });
      if (decided.early_decided) {
        assert.equal(decided.early_decided, vote);
        if (earlyVotes.count === 0 && onBallot) await onBallot('early');
        earlyVotes.count += 1;
        moves.push(vote);
      }
      continue;
    }
    if (next.hold) {
      if (played < byTaps) await click(page, next.hold, { timeout: 3000 }).catch(() => {});
      else await page.evaluate(() => window.Module.ccall('tinsel_mirror_request', 'number', ['string'], ['{"do":"continue"}']));
      await frames(page, 2);
      continue;
    }
    if (waitOnTurnVote && earlyVotes.count === 0 && next.legal.some((m) => /^vote /.test(m))) {
      // A moment for the other phone to vote while this one votes (until one phone has).
      await new Promise((resolve) => setTimeout(resolve, waitOnTurnVote));
    }
    const move = next.legal[Math.floor(Math.random() * next.legal.length)];
    if (onBallot && /^vote /.test(move)) await onBallot(next.legal);
    const request = () => page.evaluate(({ move, at }) => window.Module.ccall(
      'tinsel_mirror_request', 'number', ['string'],
      [JSON.stringify({ do: 'move', arg: move, at })]), { move, at: next.length });
    const madeOrTaken = (length) => {
      const s = window.tinsel.state();
      return s.history_length > length || s.screen === 'over' || Boolean(s.table.sending);
    };
    if (played < byTaps) {
      await playByClicks(page, game, move);
      // The taps made the move (it is on its way, or back already). A tap a loaded machine's
      // page lost is not this test's subject (the input tests' is): said, and sent by request.
      const made = await waitFor(page, madeOrTaken, next.length, { timeout: 3000 })
        .catch(() => false);
      if (!made) {
        console.log(`# note: seat ${seat}'s taps for "${move}" made no move; sent by request`);
        await request();
      } else {
        tapped.count += 1;
      }
    } else {
      await request();
    }
    played += 1;
    moves.push(move);
    // The host applies it and sends the game back: the seat's turn is over when it arrives.
    const sent = Date.now();
    await waitFor(page, (length) => window.tinsel.state().history_length > length ||
                  window.tinsel.state().screen === 'over', next.length,
                  { what: 'the host to take the move', timeout: 20000 });
    roundTrips.push(Date.now() - sent);
  }
}

// Undo across devices: the guest's device whose seat moves first makes a move and taps Undo
// before anyone else moves (the other guest waits); the table takes it back and every device,
// the host's included, is back where it was, with that seat to move again.
async function moveAndTakeBack(host, guests) {
  const first = await waitFor(host.page, () => {
    const s = window.tinsel.state();
    return s.screen === 'play' && s.current >= 1 && s.current;
  }, null, { what: "a guest's seat to move" });
  const { device, seat } = guests.find((guest) => guest.seat === first);
  const before = await waitFor(device.page, (seat) => {
    const s = window.tinsel.state();
    return s.screen === 'play' && s.current === seat && s.legal.length && s;
  }, seat, { what: 'the guest to move' });
  // The host's bots wait as long as a person would, and longer, while the move is taken back:
  // a bot seat after this one would otherwise move at once, and an Undo that arrives after it
  // is rightly refused (the table has moved on) on a loaded machine.
  await host.page.evaluate(() => window.tinsel.setBotPauseScale(10));
  await device.page.evaluate(({ move, at }) => window.Module.ccall(
    'tinsel_mirror_request', 'number', ['string'],
    [JSON.stringify({ do: 'move', arg: move, at })]), { move: before.legal[0], at: before.history_length });
  await waitFor(device.page, (n) => window.tinsel.state().history_length > n, before.history_length,
                { what: 'the move on the table' });
  const undo = await waitFor(device.page, () => window.tinsel.widgets()
    .find((w) => w.id === 'play:undo' && w.legal), null, { what: 'Undo offered for its own move' });
  assert.equal(undo.label, 'Undo');
  await click(device.page, 'play:undo');
  for (const page of [device.page, host.page]) {
    await waitFor(page, ({ n, seat }) => {
      const s = window.tinsel.state();
      return s.history_length === n && s.current === seat;
    }, { n: before.history_length, seat }, { what: 'the move taken back on every device' });
  }
  await host.page.evaluate(() => window.tinsel.setBotPauseScale(0));
  const again = await device.page.evaluate(() => window.tinsel.state());
  assert.deepEqual(again.legal, before.legal, 'the same choices again');
}

// The host's laptop opens `game`'s setup for `players`, turns on "Invite players on other
// devices" (last in the setup's body: scrolled to by the wheel, then back up to the seats),
// seats a bot first and invites every other seat; Invite opens the table. Returns the link.
async function openInvitingTable(host, game, players) {
  await host.page.evaluate(() => window.tinsel.setBotPauseScale(0));
  await click(host.page, `home:play:${game}`);
  await click(host.page, `setup:players:${players}`);
  await host.page.mouse.move(640, 400);
  await host.page.mouse.wheel(0, 3000);
  await frames(host.page, 4);
  await click(host.page, 'setup:devices');
  await frames(host.page, 2);
  // The connection fields (left empty: the tests' tracker comes in the page's address).
  const ids = await host.page.evaluate(() => window.tinsel.widgets().map((w) => w.id));
  assert.ok(ids.includes('setup:relays') && ids.includes('setup:ice'));
  await lookAt(host.page, `peer-setup-${game}-laptop`);
  await host.page.mouse.wheel(0, -3000);
  await frames(host.page, 4);
  await click(host.page, 'setup:seat:0:bot');
  for (let seat = 1; seat < players; ++seat) await click(host.page, `setup:seat:${seat}:invite`);
  await click(host.page, 'setup:start');
  return waitFor(host.page, () => {
    const s = window.tinsel.state();
    return s.screen === 'table' && s.table && s.table.link;
  }, null, { what: 'the invitation' });
}

// A guest's device opens the link, types its name and takes `seat`.
async function takeSeat(guest, link, seat, name, players, { lookAs = '' } = {}) {
  useInput(guest.page, 'touch');
  const opened = Date.now();
  await openApp(guest.page, link);
  // A guest whose first offers miss the host waits for its next announcements (10 s apart with
  // the tests' tracker): seen once at 46 s in a fresh run. The figure is reported.
  await waitFor(guest.page, (players) => {
    const s = window.tinsel.state();
    return s.screen === 'table' && s.table.connected && s.table.seats.length === players;
  }, players, { what: 'the guest to find the table', timeout: 90000 });
  console.log(`figure: link opened to the table's seats shown: ${Date.now() - opened} ms`);
  await click(guest.page, 'table:name');
  await guest.page.keyboard.type(name);
  await frames(guest.page, 2);
  if (lookAs) await lookAt(guest.page, lookAs);
  await click(guest.page, `table:sit:${seat}`);
  await waitFor(guest.page, (seat) => window.tinsel.state().table.seat === seat, seat,
                { what: 'the seat' });
}

// The rest of a game at one device pixel per CSS pixel: the software renderer draws a phone's
// frame nine times faster, and what is tested (the table across devices) is the same.
async function onePixelPerPixel(device) {
  const viewport = device.page.viewportSize();
  const cdp = await device.context.newCDPSession(device.page);
  await cdp.send('Emulation.setDeviceMetricsOverride', { ...viewport, deviceScaleFactor: 1,
                                                         mobile: true });
}

// Reported, not asserted (docs/benchmarks.md).
function reportRoundTrips(roundTrips, what) {
  roundTrips.sort((a, b) => a - b);
  const at = (q) => roundTrips[Math.min(roundTrips.length - 1, Math.floor(q * roundTrips.length))];
  console.log(`figure: ${what}, ${roundTrips.length} moves: ` +
              `median ${at(0.5)} ms, 95th percentile ${at(0.95)} ms`);
}

// At the end a guest's device checks the deal and keeps the true game in its saved games.
async function expectCheckedAndKept(device, game, names) {
  const table = await waitFor(device.page, () => window.tinsel.state().table.verdict &&
                              window.tinsel.state().table, null, { what: 'the deal checked' });
  assert.equal(table.verdict, 'Fair deal: checked.');
  assert.equal(table.fair, true);
  const kept = await device.page.evaluate(() => Object.keys(localStorage)
    .filter((key) => key.startsWith('tinsel/slot/')).map((key) => JSON.parse(localStorage[key])));
  assert.equal(kept.length, 1);
  assert.equal(kept[0].game, game);
  assert.deepEqual(kept[0].players.map((p) => p.name).slice(1), names);
}

// What the console may say that is no fault: Emscripten's GLFW wheel listener on every wheel
// turn (the page's, not the table's), and trystero when a device at the table closes its tab
// (the other devices then see it leave).
const EXPECTED_CONSOLE = [/Unable to preventDefault inside passive event listener/,
                          /Trystero peer error: OperationError: User-Initiated Abort/];
// The host's laptop with the page open, its signalling pointed at the tests' tracker.
async function openHostLaptop() {
  // Both kinds of signalling, as in the wild: the tests' tracker and the tests' Nostr relay.
  const query = `?relays=${encodeURIComponent(tracker.url)}&nostr=${encodeURIComponent(nostr.url)}` +
                '&ice=none';
  const host = await launch(LAPTOP, { args: PEER_FLAGS });
  devices.push(host);
  await openApp(host.page, server.url + query);
  return { host, query };
}

const unexpected = (errors) => errors.filter((e) => !EXPECTED_CONSOLE.some((re) => re.test(e)));

test('Ghosts across devices: the host invites, a device passing for the host is ignored, a ' +
     'phone and a tablet join by the link and play a hand (the phone reloading), a second tab, ' +
     'a link with no host, the host gone, and a host whose deal changed is refused', async () => {
  const { host, query } = await openHostLaptop();
  const link = await openInvitingTable(host, 'ghosts-of-christmas', 3);
  assert.match(link, /#table=2\./);
  assert.ok(await host.page.evaluate(() => window.tinsel.state().table.qr_rows >= 21));
  await lookAt(host.page, 'peer-invitation-laptop');
  await host.page.setViewportSize({ width: 2560, height: 1440 });
  await lookAt(host.page, 'peer-invitation-2560x1440');
  await host.page.setViewportSize(LAPTOP.viewport);

  // A link whose table has no host at all (its room, secret and key made up): after 20 s its
  // screen says what was tried. It waits while the others play.
  const lost = await launch(PHONE_DEVICE, { args: PEER_FLAGS });
  devices.push(lost);
  const made = await host.page.evaluate(() => {
    const hex = (n) => Array.from(crypto.getRandomValues(new Uint8Array(n)),
                                  (b) => b.toString(16).padStart(2, '0')).join('');
    const token = () => btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16))))
      .replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
    const key = btoa(String.fromCharCode(...hex(32).match(/../g).map((h) => parseInt(h, 16))))
      .replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
    return `#table=2.${token()}.${token()}.${key}`;
  });
  await openApp(lost.page, server.url + query + made);

  // The hostile device is in the room before anyone else joins.
  const eve = await hostileDevice(link);
  const guests = [];
  for (const [seat, name, device, size] of [[1, 'Ann', PHONE_DEVICE, 'phone'],
                                            [2, 'Ben', TABLET_DEVICE, 'tablet']]) {
    const guest = await launch(device, { args: PEER_FLAGS });
    devices.push(guest);
    await takeSeat(guest, link, seat, name, 3, { lookAs: `peer-join-${size}` });
    guests.push({ device: guest, seat, size });
  }
  const seats = await waitFor(host.page, () => {
    const t = window.tinsel.state().table;
    return t.seats.every((s) => s.plan !== 'invited' || s.taken) && t.seats;
  }, null, { what: 'both guests seated' });
  assert.deepEqual(seats.slice(1).map((s) => s.name), ['Ann', 'Ben']);
  // The hostile device got the host's genuine proof (for itself) and used it, and its own: the
  // guests said so, and told it nothing but their challenges.
  await waitFor(eve.page, () => window.__eve.genuine(), null, { what: "the host's proof to Eve" });
  for (const { device } of guests) {
    const warning = await waitFor(device.page, () => window.tinsel.state().table.warning, null,
                                  { what: 'the warning about a device passing for the host' });
    assert.match(warning, /pass for the host/);
  }
  const heard = await eve.page.evaluate(() => window.__eve.heard);
  const fromGuests = Object.values(heard).flat().map((text) => JSON.parse(text).t)
    .filter((type) => type !== 'proof' && type !== 'table' && type !== 'refused');
  assert.ok(fromGuests.length >= 2, JSON.stringify(fromGuests));
  assert.deepEqual([...new Set(fromGuests)], ['challenge'], 'only challenges reach Eve');
  await click(host.page, 'table:start');

  // Each phone shows its own seat's table: its hand, nobody else's.
  await Promise.all(guests.map(({ device, seat }) => waitFor(device.page, (seat) => {
    const s = window.tinsel.state();
    return s.screen === 'play' && s.viewer === seat;
  }, seat, { what: 'the table on the phone' })));
  // The host's device is the living-room table: nobody's secrets.
  const living = await waitFor(host.page, () => window.tinsel.state().screen === 'play' &&
                               window.tinsel.state(), null, { what: 'the living-room table' });
  assert.equal(living.viewer, -1, 'the living-room table shows no hand');
  await lookAt(host.page, 'peer-living-room-laptop');
  await floodTheHost(host, eve);
  for (const { device, size } of guests) await lookAt(device.page, `peer-hand-${size}`);
  for (const { device } of guests) await onePixelPerPixel(device);
  await moveAndTakeBack(host, guests);

  // A hand: each seat's bids and its 12 cards, and on into the next hand (the game's end, its
  // check of the deal and its saved games are the Santa Timea test's). The phone reloads.
  const roundTrips = [];
  const moves = { 1: [], 2: [] };
  const tapped = { 1: { count: 0 }, 2: { count: 0 } };
  const handPlayed = () => moves[1].length >= 15 && moves[2].length >= 15;
  try {
    await Promise.all(guests.map(({ device, seat }) =>
      playSeat(device.page, 'ghosts-of-christmas', seat, roundTrips,
               { stop: handPlayed, moves: moves[seat], tapped: tapped[seat],
                 ...(seat === 1 ? { reloadAfter: MOVES_BY_TAPS + 2 } : {}) })));
  } catch (error) {
    const hostState = await host.page.evaluate(() => window.tinsel.state());
    console.log('the host\'s table then:', JSON.stringify({ ...hostState, log: hostState.log.slice(-12) }));
    throw error;
  }
  for (const seat of [1, 2]) assert.ok(tapped[seat].count >= 1, `seat ${seat} made moves by taps`);
  // From a tap's move leaving the phone to the host's game coming back with it, drawn.
  reportRoundTrips(roundTrips, "a phone's move to the table's answer drawn");
  // Every device saw the same game: the phones' histories are the host's.
  const lengths = await Promise.all([host, ...guests.map((g) => g.device)].map((d) =>
    d.page.evaluate(() => window.tinsel.state().history_length)));
  assert.ok(lengths.every((length) => Math.abs(length - lengths[0]) <= 2), String(lengths));
  const [ann, ben] = guests.map((g) => g.device);
  // The reloaded phone met Eve again, and still said nothing to her but a challenge.
  const heardAgain = await eve.page.evaluate(() => window.__eve.heard);
  assert.deepEqual([...new Set(Object.values(heardAgain).flat().map((t) => JSON.parse(t).t)
    .filter((type) => !['proof', 'table', 'refused'].includes(type)))], ['challenge']);

  // The tablet opens the link in a second tab: it says the seat is open in another tab, shows
  // no hand, and goes home; the first tab plays on.
  const second = await newTab(ben, link);
  const elsewhere = await waitFor(second, () => window.tinsel.state().table &&
                                  window.tinsel.state().table.elsewhere && window.tinsel.state(),
                                  null, { what: "the seat open in another tab" });
  assert.equal(elsewhere.table.elsewhere, 'guest');
  assert.equal(elsewhere.screen, 'table');
  await lookAt(second, 'peer-second-tab-guest-tablet');
  await click(second, 'table:leave');
  await waitFor(second, () => window.tinsel.state().screen === 'home', null, { what: 'home' });
  await second.close();
  assert.equal(await ben.page.evaluate(() => window.tinsel.state().screen), 'play');

  // The link with no host, after 20 s: what was tried, and what to try.
  const diagnosis = await waitFor(lost.page, () => window.tinsel.state().table.diagnosis.length &&
                                  window.tinsel.state().table.diagnosis, null,
                                  { what: 'the diagnosis', timeout: 30000 });
  assert.ok(diagnosis.some((line) => /WebTorrent trackers reached: 1 of 1/.test(line)), diagnosis);
  assert.ok(diagnosis.some((line) => /Nostr relays reached: 1 of 1/.test(line)), diagnosis);
  assert.ok(diagnosis.some((line) => /No device of this table answered/.test(line)), diagnosis);
  await lookAt(lost.page, 'peer-diagnosis-phone');
  await lost.page.setViewportSize(LAPTOP.viewport);
  await lookAt(lost.page, 'peer-diagnosis-laptop');

  // The host's tab closes: each guest's table says the host is not answering, and waits.
  const slots = await host.page.evaluate(() => Object.keys(localStorage)
    .filter((key) => key.startsWith('tinsel-table-host-')));
  assert.equal(slots.length, 1, 'the table kept in the host\'s browser');
  await host.page.close({ runBeforeUnload: true });
  for (const device of [ann, ben]) {
    await waitFor(device.page, () => /host's device is not answering/.test(
      window.tinsel.state().message || ''), null, { what: 'the host gone, said on the table' });
  }
  await lookAt(ann.page, 'peer-host-gone-phone');
  await ben.page.setViewportSize(LAPTOP.viewport);
  await lookAt(ben.page, 'peer-host-gone-laptop');

  // Someone edits the table's record in the host's browser (another secret: another deal
  // now the shares are known), and the table is opened again: both guests refuse it.
  // (Edited before the page's own scripts run, once: the app would host the table at once.)
  const editor = await newTab(host);
  await editor.addInitScript((key) => {
    if (sessionStorage.getItem('edited')) return;
    sessionStorage.setItem('edited', '1');
    const kept = JSON.parse(localStorage.getItem(key));
    const record = JSON.parse(kept.record);
    record.secret = record.secret.split('').reverse().join('');
    kept.record = JSON.stringify(record);
    localStorage.setItem(key, JSON.stringify(kept));
  }, slots[0]);
  await openApp(editor, server.url + query);
  await waitFor(editor, () => window.tinsel.state().table &&
                window.tinsel.state().table.role === 'host', null,
                { what: 'the edited table hosted again', timeout: 45000 });
  for (const device of [ann, ben]) {
    const refused = await waitFor(device.page, () => window.tinsel.state().table.broken &&
                                  window.tinsel.state().table, null,
                                  { what: 'the changed commitment refused', timeout: 45000 });
    assert.match(refused.refusal, /^Not a fair deal: .*commitment changed/);
  }
  await lookAt(ann.page, 'peer-changed-commitment-phone');
  await lookAt(ben.page, 'peer-changed-commitment-laptop');
  for (const device of devices) {
    assert.deepEqual(unexpected(device.errors), []);
  }
  for (const device of devices.splice(0)) await device.close();
});

test('Santa Timea across devices: secret ballots on two phones, the host reloads, a second tab ' +
     'takes the hosting, a phone reopens its link, a guest leaves and a bot takes the seat',
     async () => {
  const { host, query } = await openHostLaptop();
  const link = await openInvitingTable(host, 'santa-timea', 3);
  const phones = [];
  for (const [seat, name] of [[1, 'Ann'], [2, 'Ben']]) {
    const phone = await launch(PHONE_DEVICE, { args: PEER_FLAGS });
    devices.push(phone);
    await takeSeat(phone, link, seat, name, 3);
    phones.push({ device: phone, seat });
  }
  await waitFor(host.page, () => window.tinsel.state().table.seats
    .every((s) => s.plan !== 'invited' || s.taken), null, { what: 'both guests seated' });
  await click(host.page, 'table:start');
  for (const { device } of phones) await onePixelPerPixel(device);

  // Until both phones have cast a secret vote: each sees only its own ballot, and votes at
  // once, by a tap, while another seat is still voting (the host plays it in turn).
  const moves = { 1: [], 2: [] };
  const voted = (seat, times) => moves[seat].filter((m) => /^vote /.test(m)).length >= times;
  const seen = new Set();
  const onBallot = (page) => async (kind) => {
    const name = kind === 'early' ? 'peer-early-vote-phone'
      : kind === 'offer' ? 'peer-early-ballot-phone' : 'peer-ballot-phone';
    if (seen.has(name)) return;
    seen.add(name);
    await lookAt(page, name);
  };
  const roundTrips = [];
  const earlyVotes = { count: 0 };
  const play = (until, extra = {}) => Promise.all(phones.map(({ device, seat }) =>
    playSeat(device.page, 'santa-timea', seat, roundTrips,
             { byTaps: 0, moves: moves[seat], stop: until, onBallot: onBallot(device.page),
               early: true, earlyVotes, ...extra })));
  await play(() => voted(1, 1) && voted(2, 1), { waitOnTurnVote: 2500 });
  assert.ok(earlyVotes.count >= 1, 'a phone voted while another seat was voting');

  // The host's page reloads mid-game, for real: the table resumes from its record, the game is
  // the same, and both phones reconnect by themselves, check it is the same host, and play on.
  const before = await host.page.evaluate(() => window.tinsel.state().history_length);
  const reloaded = Date.now();
  await reloadApp(host.page);
  await host.page.evaluate(() => window.tinsel.setBotPauseScale(0));
  const resumed = await waitFor(host.page, (before) => {
    const s = window.tinsel.state();
    return s.screen === 'play' && s.table && s.table.role === 'host' &&
      s.history_length >= before && s;
  }, before, { what: 'the table resumed after the host reloaded', timeout: 45000 });
  assert.equal(resumed.viewer, -1);
  console.log(`figure: the host's reload to its table resumed: ${Date.now() - reloaded} ms`);
  await lookAt(host.page, 'peer-resumed-laptop');
  await waitFor(host.page, () => window.tinsel.state().table.seats.every((s) => !s.away), null,
                { what: 'both phones back at the resumed table', timeout: 45000 });
  console.log(`figure: the host's reload to both phones back: ${Date.now() - reloaded} ms`);
  await play(() => voted(1, 2) && voted(2, 2));

  // A second tab on the host's laptop (to read the rules, say): it never opens the table's
  // game as a game of its own (it holds every hand), but says it is hosted in another tab,
  // and moves the hosting to itself when asked; the first tab stops, the phones follow.
  const second = await newTab(host, server.url + query);
  const there = await waitFor(second, () => {
    const s = window.tinsel.state();
    return s.screen === 'table' && s.table && s.table.elsewhere && s;
  }, null, { what: 'the second tab told the game is hosted elsewhere' });
  assert.equal(there.table.elsewhere, 'host');
  assert.equal(await second.evaluate(() => Object.keys(localStorage)
    .filter((key) => key.startsWith('tinsel/holder/')).map((key) => localStorage[key]).length), 1);
  await lookAt(second, 'peer-second-tab-laptop');
  await second.setViewportSize({ width: 390, height: 844 });
  await lookAt(second, 'peer-second-tab-phone');
  await second.setViewportSize(LAPTOP.viewport);
  // The first tab has not frozen: it is still the table, its game moving on.
  assert.equal(await host.page.evaluate(() => window.tinsel.state().screen), 'play');
  const atMove = await host.page.evaluate(() => window.tinsel.state().history_length);
  const moving = Date.now();
  await click(second, 'table:take');
  await waitFor(host.page, () => window.tinsel.state().table.moved === 'host', null,
                { what: 'the first tab stopped hosting' });
  // (Looked at as a person would: its tab brought to the front, then the new one again.)
  await host.page.bringToFront();
  await lookAt(host.page, 'peer-moved-laptop');
  await second.bringToFront();
  const taken = await waitFor(second, (atMove) => {
    const s = window.tinsel.state();
    return s.screen === 'play' && s.table.role === 'host' && s.history_length >= atMove && s;
  }, atMove, { what: 'the hosting moved to the second tab', timeout: 45000 });
  assert.equal(taken.viewer, -1, 'still the living-room table: nobody\'s hand');
  await second.evaluate(() => window.tinsel.setBotPauseScale(0));
  await waitFor(second, () => window.tinsel.state().table.seats.every((s) => !s.away), null,
                { what: 'both phones with the new tab', timeout: 45000 });
  console.log(`figure: the hosting moved to another tab, both phones back: ${Date.now() - moving} ms`);
  await host.page.close();
  const laptop = { ...host, page: second };

  // Ann's phone closes its tab and opens the link again: its seat (and its share) come back.
  const annPage = phones[0].device.page;
  const annLength = await annPage.evaluate(() => window.tinsel.state().history_length);
  await annPage.close({ runBeforeUnload: true });
  phones[0].device.page = await newTab(phones[0].device, link);
  await waitFor(phones[0].device.page, (n) => {
    const s = window.tinsel.state();
    return s.screen === 'play' && s.viewer === 1 && s.history_length >= n;
  }, annLength, { what: "Ann's seat back in a new tab", timeout: 45000 });
  await onePixelPerPixel({ ...phones[0].device, page: phones[0].device.page });

  // Ben's phone leaves the table for good: the host sees him away when it is his turn, and
  // gives his seat to a bot; Ann plays on to the end.
  const [ann, ben] = phones;
  devices.splice(devices.indexOf(ben.device), 1);
  const left = Date.now();
  await ben.device.page.close({ runBeforeUnload: true });  // the tab closed, as a person does
  await ben.device.close();
  waitFor(laptop.page, () => window.tinsel.state().table.seats[2].away, null,
          { what: "Ben's seat away", timeout: 60000 })
    .then(() => console.log(`figure: a phone closed to its seat shown away: ${Date.now() - left} ms`))
    .catch(() => {});
  const reseat = (async () => {
    await waitFor(laptop.page, () => window.tinsel.widgets().some((w) => w.id === 'play:away:bot'),
                  null, { what: "Ben's seat away on the host's table", timeout: 60000 });
    await lookAt(laptop.page, 'peer-away-laptop');
    await laptop.page.setViewportSize({ width: 2560, height: 1440 });
    await lookAt(laptop.page, 'peer-away-2560x1440');
    await laptop.page.setViewportSize(LAPTOP.viewport);
    await click(laptop.page, 'play:away:bot');
  })();
  await Promise.all([reseat, playSeat(ann.device.page, 'santa-timea', 1, roundTrips,
                                     { byTaps: 0, early: true, earlyVotes })]);
  console.log(`figure: votes cast on a phone while another seat voted: ${earlyVotes.count}`);
  reportRoundTrips(roundTrips, "a phone's Santa Timea move to the table's answer drawn");
  await expectCheckedAndKept(ann.device, 'santa-timea', ['Ann', 'Ben']);
  await lookAt(ann.device.page, 'peer-fair-deal-phone');
  await ann.device.page.setViewportSize({ width: 768, height: 1024 });
  await lookAt(ann.device.page, 'peer-fair-deal-tablet');
  await waitFor(laptop.page, () => window.tinsel.state().screen === 'over', null,
                { what: "the host's game over" });
  await lookAt(laptop.page, 'peer-over-laptop');
  await laptop.page.setViewportSize({ width: 2560, height: 1440 });
  await lookAt(laptop.page, 'peer-over-2560x1440');
  // The host's game is one saved game, resumed into the same slot across the reload and the move to another tab.
  const hostSlots = await laptop.page.evaluate(() => Object.keys(localStorage)
    .filter((key) => key.startsWith('tinsel/slot/')).length);
  assert.equal(hostSlots, 1);
  for (const device of devices) {
    assert.deepEqual(unexpected(device.errors), []);
  }
});
