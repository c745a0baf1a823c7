// A table across devices through the app, over real WebRTC on loopback: the host's laptop
// invites (setup's "Invite" seats, the invitation with its link and QR code), two phones open
// the link, type their names and sit down, the host starts, each phone plays its own seat by
// taps seeing only its own hand, the host's laptop is the living-room table (nobody's hand),
// and at the end both phones check the deal ("Fair deal: checked.") and keep the game.
// Network safety: runs only inside a network namespace with nothing but `lo`
// (loopback_only.sh); anywhere else it refuses to run.
'use strict';

const { test, before, after } = require('node:test');
const assert = require('node:assert/strict');
const { startServer, launch, openApp, waitFor, click, useInput, frames, screenshot, PHONE } =
  require('./harness');
const { playByClicks, HOLD_BUTTONS } = require('./game_clicks');
const { refuseOutsideLoopbackNamespace, PEER_FLAGS, PEER_PERMISSIONS, startTracker } =
  require('./peer_support');

refuseOutsideLoopbackNamespace();

const LAPTOP = { viewport: { width: 1280, height: 800 }, permissions: PEER_PERMISSIONS };
const PHONE_DEVICE = { ...PHONE, permissions: PEER_PERMISSIONS };

let server;
let tracker;
const devices = [];

before(async () => {
  server = await startServer();
  tracker = await startTracker();
});

after(async () => {
  for (const device of devices) await device.close();
  if (tracker) await tracker.close();
  if (server) await server.close();
});

// A seat played from a phone by taps: whenever it is this seat's turn, a random legal move of
// what the seat may know; anything a view holds for (a trick's scoring) is stepped through.
// Resolves on the game-over screen.
async function playSeatByTaps(page, game, seat) {
  for (;;) {
    const next = await waitFor(page, ({ holds, seat }) => {
      const s = window.tinsel.state();
      if (!s) return null;
      if (s.screen === 'over') return { over: true };
      const ids = window.tinsel.widgets().map((w) => w.id);
      const hold = holds.find((id) => ids.includes(id));
      if (hold) return { hold };
      if (s.screen === 'play' && s.current === seat && s.legal && s.legal.length) {
        return { legal: s.legal, length: s.history_length };
      }
      return null;
    }, { holds: HOLD_BUTTONS, seat }, { timeout: 120000, what: `seat ${seat}'s turn` });
    if (next.over) return;
    if (next.hold) {
      await click(page, next.hold, { timeout: 3000 }).catch(() => {});
      continue;
    }
    const move = next.legal[Math.floor(Math.random() * next.legal.length)];
    await playByClicks(page, game, move);
    // The host applies it and sends the game back: the seat's turn is over when it arrives.
    await waitFor(page, (length) => window.tinsel.state().history_length > length ||
                  window.tinsel.state().screen === 'over', next.length,
                  { what: 'the host to take the move', timeout: 20000 });
  }
}

test('through the app: the host invites, two phones join by the link, play, and check the deal',
     async () => {
  const query = `?relays=${encodeURIComponent(tracker.url)}&ice=none`;
  const host = await launch(LAPTOP, { args: PEER_FLAGS });
  devices.push(host);
  await openApp(host.page, server.url + query);
  await host.page.evaluate(() => window.tinsel.setBotPauseScale(0));
  await click(host.page, 'home:play:ghosts-of-christmas');
  await click(host.page, 'setup:players:3');
  await click(host.page, 'setup:seat:0:bot');
  await click(host.page, 'setup:seat:1:invite');
  await click(host.page, 'setup:seat:2:invite');
  await click(host.page, 'setup:start');
  const link = await waitFor(host.page, () => {
    const s = window.tinsel.state();
    return s.screen === 'table' && s.table && s.table.link;
  }, null, { what: 'the invitation' });
  assert.match(link, /#table=1\./);
  assert.ok(await host.page.evaluate(() => window.tinsel.state().table.qr_rows >= 21));
  await screenshot(host.page, 'peer-invitation-laptop');

  const guests = [];
  for (const [seat, name] of [[1, 'Ann'], [2, 'Ben']]) {
    const guest = await launch(PHONE_DEVICE, { args: PEER_FLAGS });
    devices.push(guest);
    useInput(guest.page, 'touch');
    await openApp(guest.page, link);
    await waitFor(guest.page, () => {
      const s = window.tinsel.state();
      return s.screen === 'table' && s.table.connected && s.table.seats.length === 3;
    }, null, { what: 'the guest to find the table', timeout: 45000 });
    await click(guest.page, 'table:name');
    await guest.page.keyboard.type(name);
    await frames(guest.page, 2);
    if (seat === 1) await screenshot(guest.page, 'peer-join-phone');
    await click(guest.page, `table:sit:${seat}`);
    await waitFor(guest.page, (seat) => window.tinsel.state().table.seat === seat, seat,
                  { what: 'the seat' });
    guests.push({ device: guest, seat });
  }
  const seats = await waitFor(host.page, () => {
    const t = window.tinsel.state().table;
    return t.seats.every((s) => s.plan !== 'invited' || s.taken) && t.seats;
  }, null, { what: 'both guests seated' });
  assert.deepEqual(seats.slice(1).map((s) => s.name), ['Ann', 'Ben']);
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

  try {
    await Promise.all(guests.map(({ device, seat }) =>
      playSeatByTaps(device.page, 'ghosts-of-christmas', seat)));
  } catch (error) {
    const hostState = await host.page.evaluate(() => window.tinsel.state());
    console.log('the host\'s table then:', JSON.stringify({ ...hostState, log: hostState.log.slice(-12) }));
    throw error;
  }
  for (const { device, seat } of guests) {
    const table = await waitFor(device.page, () => window.tinsel.state().table.verdict &&
                                window.tinsel.state().table, null, { what: 'the deal checked' });
    assert.equal(table.verdict, 'Fair deal: checked.');
    assert.equal(table.fair, true);
    if (seat === 1) await screenshot(device.page, 'peer-over-phone');
  }
  await waitFor(host.page, () => window.tinsel.state().screen === 'over', null,
                { what: "the host's game over" });
  await screenshot(host.page, 'peer-over-laptop');
  for (const device of devices) assert.deepEqual(device.errors, []);
});
