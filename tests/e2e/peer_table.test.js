// The table protocol in the page (dist/tinsel_peer.wasm through web/peer/table.mjs) over real
// WebRTC on loopback: a host's device and two guests' devices play a whole game of Ghosts of
// Christmas to its end, each guest choosing its own seat's moves from what its seat may know;
// at the end both guests check the deal ("Fair deal: checked.") and hold the true game.
// Network safety: runs only inside a network namespace with nothing but `lo`
// (loopback_only.sh); anywhere else it refuses to run.
'use strict';

const { test, before, after } = require('node:test');
const assert = require('node:assert/strict');
const { execFileSync } = require('node:child_process');
const { startServer, launch, openApp, waitFor, PHONE } = require('./harness');
const { refuseOutsideLoopbackNamespace, PEER_FLAGS, PEER_PERMISSIONS, startTracker,
        loadPeerScript } = require('./peer_support');

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

async function openDevice(kind) {
  const device = await launch(kind, { args: PEER_FLAGS });
  devices.push(device);
  await openApp(device.page, server.url);
  assert.equal(await loadPeerScript(device.page), 'function');
  return device;
}

// A new game's save (its setup; no moves yet), as the app will hand it to the table.
function newGameSave(game, players, bots, names) {
  const save = JSON.parse(execFileSync(process.env.TINSEL_CLI, [
    'new', '--game', game, '--players', String(players), '--bots', bots, '--names', names,
  ], { encoding: 'utf8' }));
  save.history = [];
  return JSON.stringify(save);
}

const settingsFor = (url) => ({ relayUrls: [url], iceServers: [] });

test('a host and two guests play Ghosts of Christmas to the end; both guests check the deal',
     async () => {
  const host = await openDevice(LAPTOP);
  const guests = [await openDevice(PHONE_DEVICE), await openDevice(PHONE_DEVICE)];
  const save = newGameSave('ghosts-of-christmas', 3, 'random,human,human', 'Robin,-,-');

  // The host opens the table; its page plays the bot seat with random legal moves and starts
  // play once both invited seats are taken.
  const table = await host.page.evaluate(async ({ save, settings }) => {
    const build = document.querySelector('script[data-build]').dataset.build;
    const table = window.TinselPeer.newTable();
    window.__table = await window.TinselPeer.hostTable({
      build, table, settings, save, plan: ['bot', 'invited', 'invited'],
      onChange: (status) => {
        window.__status = status;
        if (!status.started && status.seats.every((s) => s.plan !== 'invited' || s.taken)) {
          window.__table.start();
        }
      },
    });
    setInterval(() => {
      const status = window.__table.status();
      if (status.started && !status.over && status.moves && status.moves.length) {
        const move = status.moves[Math.floor(Math.random() * status.moves.length)];
        window.__table.move(move, status.length);
      }
    }, 20);
    return table;
  }, { save, settings: settingsFor(tracker.url) });

  // Each guest sits down in its seat and plays its seat's moves as they come.
  for (let i = 0; i < guests.length; i++) {
    await guests[i].page.evaluate(async ({ table, settings, seat }) => {
      const build = document.querySelector('script[data-build]').dataset.build;
      window.__received = 0;
      window.__table = await window.TinselPeer.joinTable({
        build, table, settings, token: '',
        onChange: (status) => {
          window.__status = status;
          window.__received += 1;
          if (status.seat < 0 && status.seats.length && !window.__sat) {
            window.__sat = true;
            window.__table.sit(seat, 'Guest ' + seat);
          }
        },
      });
      setInterval(() => {
        const status = window.__status;
        if (status && status.moves && status.moves.length && !status.over) {
          window.__table.move(status.moves[Math.floor(Math.random() * status.moves.length)]);
        }
      }, 20);
    }, { table, settings: settingsFor(tracker.url), seat: i + 1 });
  }

  for (const guest of guests) {
    const verdict = await waitFor(guest.page, () => window.__status && window.__status.verdict,
                                  null, { what: 'the end of the game and its deal checked',
                                          timeout: 120000 });
    assert.deepEqual(verdict, { fair: true, sentence: 'Fair deal: checked.', bad_move: 0 });
  }
  // Every guest holds the true game at the end: the host's, move for move.
  const truth = JSON.parse(await host.page.evaluate(() => window.__status.save));
  assert.ok(truth.history.length > 40, `a whole game: ${truth.history.length} moves`);
  for (const guest of guests) {
    const held = JSON.parse(await guest.page.evaluate(() => window.__status.truth));
    assert.deepEqual(held.history, truth.history);
    assert.equal(held.seed, truth.seed);
  }
  for (const device of devices) assert.deepEqual(device.errors, []);
});
