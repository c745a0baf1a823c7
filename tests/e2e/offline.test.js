// Offline and updates (web/sw.js, web/page/offline.mjs): the page, once visited, reloads and
// plays with the network off, and a game survives the reload; a new deploy is offered as
// "Reload to update", and taking it saves the game, switches to the new build and resumes the
// game.
// One browser for both tests; each test has its own server (its own origin, so its own
// service worker). The update test runs first: after Playwright's offline mode has been on,
// this chromium took 50 s to fetch a service worker's script for an update.
// Run: node --test offline.test.js (after scripts/build-web).
'use strict';

const { test, before, after } = require('node:test');
const assert = require('node:assert/strict');
const crypto = require('node:crypto');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const {
  DIST, startServer, launch, openApp, waitFor, getState, click, setUpGame, reloadAndResume,
  screenshot,
} = require('./harness');
const { humansTurn, playByClicks } = require('./game_clicks');

const GAME = 'trim-the-tree';
let browser;

before(async () => { browser = await launch(); });
after(async () => { if (browser) await browser.close(); });

// Opens the page and waits until its service worker controls it (the worker registers after
// the first frame and takes control once the whole bundle is in its cache).
async function openControlled(page, url) {
  await openApp(page, url);
  await waitFor(page, () => navigator.serviceWorker.controller !== null, null,
                { what: 'the service worker to control the page' });
}

// You against an Easy bot, no pauses; plays `moves` of your moves. Resolves to the state.
async function startAndPlay(page, moves) {
  await page.evaluate(() => window.tinsel.setBotPauseScale(0));
  await setUpGame(page, { game: GAME, players: 2,
                         beforeStart: (p) => click(p, 'setup:seat:1:level:easy') });
  let state;
  for (let i = 0; i < moves; i++) {
    state = await humansTurn(page);
    await playByClicks(page, GAME, state.legal[0]);
    await waitFor(page, (length) => window.tinsel.state().history_length > length,
                  state.history_length, { what: 'the move to be played' });
  }
  // Back to a human's turn: nothing moves while the page reloads.
  return humansTurn(page);
}

// A copy of dist/ as the next deploy: style.css changed, so a new build id, and the service
// worker's list of files with their hashes to match (as scripts/build-web would make it).
function nextBuild() {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'tinsel-next-'));
  fs.cpSync(DIST, folder, { recursive: true });
  const sha256 = (file) => crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex');
  const at = (name) => path.join(folder, name);
  const before = { index: sha256(at('index.html')), style: sha256(at('style.css')) };
  const build = /data-build="([0-9a-f]+)"/.exec(fs.readFileSync(at('index.html'), 'utf8'))[1];
  const next = crypto.createHash('sha256').update(build).digest('hex').slice(0, 12);
  fs.appendFileSync(at('style.css'), '\n/* the next build */\n');
  fs.writeFileSync(at('index.html'), fs.readFileSync(at('index.html'), 'utf8').replaceAll(build, next));
  const worker = fs.readFileSync(at('sw.js'), 'utf8').replaceAll(build, next)
    .replace(before.index, sha256(at('index.html'))).replace(before.style, sha256(at('style.css')));
  fs.writeFileSync(at('sw.js'), worker);
  return { folder, build, next };
}

test('a new deploy is offered; taking it saves the game and resumes it in the new build', async () => {
  const server = await startServer();
  const { page, errors } = browser;
  const deploy = nextBuild();
  try {
    await openControlled(page, server.url);
    // A first look for a new version that finds none (as on any visit). Chromium's first
    // update() of a new registration, left until after the game below, waited ~50 s before it
    // even asked for sw.js; made now it takes a moment, and the later one below 0.2 s.
    await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r.update()));
    const state = await startAndPlay(page, 2);

    // The next build goes live; the page looks for it (as it does when it comes back into
    // view, and the browser does on every visit).
    server.serve(deploy.folder);
    await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r.update()));
    await page.waitForSelector('#update:not([hidden])', { timeout: 30000 });
    await waitFor(page, () => /new version of Tinsel is ready/.test(
      document.getElementById('update').textContent), null, { what: 'the banner text' });
    await screenshot(page, 'update-offer');
    // The old build is still the one playing: nothing switched behind the player's back.
    assert.equal(await page.evaluate(() => document.querySelector('script[data-build]').dataset.build),
                 deploy.build);

    await page.click('#update-reload');
    await page.waitForFunction((next) => {
      const script = document.querySelector('script[data-build]');
      return script && script.dataset.build === next && window.tinsel && window.tinsel.ready;
    }, deploy.next, { timeout: 60000 });
    const resumed = await waitFor(page, (length) => {
      const s = window.tinsel.state();
      return s && s.screen === 'play' && s.history_length === length ? s : null;
    }, state.history_length, { what: `the game to resume at move ${state.history_length}` });
    assert.deepEqual(resumed.legal, state.legal, 'the same choices after the update');
    // One build in the cache: the old one was deleted when the new one took over.
    const caches = await page.evaluate(() => caches.keys());
    assert.deepEqual(caches, [`tinsel-${deploy.next}`]);
    assert.equal(await page.isHidden('#update'), true, 'no offer after updating');
    assert.deepEqual(errors, [], 'the page reported errors');
  } finally {
    await server.close();
    fs.rmSync(deploy.folder, { recursive: true, force: true });
  }
});

test('once visited, the page reloads and plays offline, and finds the game again', async () => {
  const server = await startServer();
  const { context, page, errors } = browser;
  try {
    await openControlled(page, server.url);
    await context.setOffline(true);
    const logged = errors.length;
    const network = await page.evaluate(() =>
      fetch(`probe-${Date.now()}`, { cache: 'no-store' }).then(() => 'reached', () => 'off'));
    assert.equal(network, 'off', 'the network is off');
    await page.waitForTimeout(200);  // the browser's own note about the refused probe
    errors.splice(logged);

    // A reload with no network: the service worker serves the whole game.
    await page.reload();
    await openApp(page, server.url);
    assert.equal((await getState(page)).screen, 'home');

    // A game's rules, never opened before: its page (rules/<game>.json, fetched when first
    // opened, not part of the first frame) comes from the service worker's copy.
    await click(page, 'home:rules:santa-timea');
    const rules = await waitFor(page, () => {
      const mirror = window.tinsel.mirror();
      const section = mirror && mirror.sections &&
        mirror.sections.find((s) => s.title === 'Our rulings');
      return section && section.lines.length > 1 ? mirror : null;
    }, null, { what: 'the rules page offline' });
    assert.ok(rules.sections.find((s) => s.title === 'Rules').lines.length > 1);
    await screenshot(page, 'offline-rules');
    await click(page, 'rules:back');
    await waitFor(page, () => window.tinsel.state().screen === 'home', null, { what: 'home' });

    let state = await startAndPlay(page, 3);
    assert.ok(state.history_length >= 6, `moves were played (${state.history_length})`);
    // A hint offline: searched by the bots' web workers (same wasm, from the worker's cache).
    await click(page, 'play:hint');
    state = await waitFor(page, () => {
      const s = window.tinsel.state();
      return s && s.hint ? s : null;
    }, null, { timeout: 60000, what: 'a hint offline' });
    const pool = await page.evaluate(() => ({ ...window.tinsel.botWorkers }));
    assert.equal(pool.failed, 0, `a worker search failed offline: ${pool.problem}`);
    assert.ok(pool.completed >= 1, 'the hint should come from the web workers');
    await reloadAndResume(page, server.url, state);

    // The game is among the saved games too.
    await click(page, 'play:home');
    await waitFor(page, () => window.tinsel.state().screen === 'home', null, { what: 'home' });
    await click(page, 'home:saves');
    await waitFor(page, () => window.tinsel.widgets().some((w) => w.id.startsWith('saves:continue:')),
                  null, { what: 'the saved game in the saves list' });
    assert.deepEqual(errors, [], 'the page reported errors');
  } finally {
    await context.setOffline(false);
    await server.close();
  }
});

// A damaged offline copy (web/sw.js checks every file it serves against its SHA-256): two
// flipped bytes in the cached tinsel.wasm are found and fetched again on the next load; with
// the server out of reach the page says, in words, to go online once, and never to clear the
// site's data (which would delete the saves).
test('a damaged offline copy repairs itself online and says what to do offline', async () => {
  const server = await startServer();
  const { page, errors } = browser;
  const flipCachedWasm = () => page.evaluate(async () => {
    const name = (await caches.keys()).find((n) => n.startsWith('tinsel-'));
    const cache = await caches.open(name);
    const key = (await cache.keys()).find((r) => /tinsel\.wasm\?v=/.test(r.url));
    const response = await cache.match(key);
    const bytes = new Uint8Array(await response.arrayBuffer());
    bytes[1000] ^= 0xff;
    bytes[bytes.length - 1000] ^= 0xff;
    await cache.put(key, new Response(bytes, { headers: response.headers }));
    return bytes.length;
  });
  const cachedWasmHash = () => page.evaluate(async () => {
    const name = (await caches.keys()).find((n) => n.startsWith('tinsel-'));
    const cache = await caches.open(name);
    const key = (await cache.keys()).find((r) => /tinsel\.wasm\?v=/.test(r.url));
    const digest = await crypto.subtle.digest('SHA-256', await (await cache.match(key)).arrayBuffer());
    return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
  });
  const wasmHash = crypto.createHash('sha256')
    .update(fs.readFileSync(path.join(DIST, 'tinsel.wasm'))).digest('hex');
  try {
    await openControlled(page, server.url);
    await flipCachedWasm();
    assert.notEqual(await cachedWasmHash(), wasmHash, 'the cached copy is damaged');
    // Online: the next load finds the damage, fetches the file again and plays.
    await page.reload();
    await openApp(page, server.url);
    assert.equal(await cachedWasmHash(), wasmHash, 'the cached copy was repaired');

    // Damaged again, and the server out of reach: the page says what to do.
    await flipCachedWasm();
    server.setReachable(false);
    const logged = errors.length;
    await page.reload();
    await page.waitForSelector('#problem:not(.hidden)', { timeout: 30000 });
    const words = await page.evaluate(() => document.getElementById('problem').innerText);
    await screenshot(page, 'offline-copy-damaged');
    assert.match(words, /damaged/);
    assert.match(words, /Connect to the internet and press Reload/);
    assert.doesNotMatch(words, /clear|site data|cookies/i);
    errors.splice(logged);  // the browser's own notes about the unreachable server

    // Back online, the page's own Reload repairs it.
    server.setReachable(true);
    await page.click('#problem-reload');
    await openApp(page, server.url);
    assert.equal(await cachedWasmHash(), wasmHash);
    assert.deepEqual(errors, [], 'the page reported errors');
  } finally {
    server.setReachable(true);
    await server.close();
  }
});
