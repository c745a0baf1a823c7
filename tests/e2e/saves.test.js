// Nothing lost (issue #24), in the browser: backups of 2 MB and 16 MB restore in a fresh profile
// with a progress bar while the page keeps drawing, a 20 MB one is refused with a sentence, and
// texts of any size cross into the engine without a crash; a full localStorage sends the moves
// to IndexedDB and a reload keeps every one; with nowhere left to write, leaving the table keeps
// the game (Continue resumes it at its last move, Export holds every move) and a reload asks
// first; an edited rules version is refused with the move named; a newer Tinsel's save travels
// through Export all and Import byte for byte.
// The backups are made by the native command line (`tinsel backup`, the bundle Export all
// writes, of random finished games). Run: node --test saves.test.js (after scripts/build-web and
// the native build).
'use strict';

const { test, before, after } = require('node:test');
const assert = require('node:assert/strict');
const { execFileSync } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const {
  startServer, launch, openApp, waitFor, getState, click, screenshot, setUpGame,
} = require('./harness');
const { humansTurn, playByClicks } = require('./game_clicks');

const TIMEOUT = 10 * 60 * 1000;
const DEVICE = { viewport: { width: 1280, height: 800 }, acceptDownloads: true };
const TINSEL = process.env.TINSEL_CLI ||
  path.join(__dirname, '..', '..', 'build', 'native', 'bin', 'tinsel');

let server;
let folder;

before(async () => {
  server = await startServer();
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'tinsel-saves-'));
});
after(async () => {
  if (server) await server.close();
  if (folder) fs.rmSync(folder, { recursive: true, force: true });
});

async function withBrowser(body, device = DEVICE) {
  const browser = await launch(device);
  try {
    await body(browser.page, browser.context);
    assert.deepEqual(browser.errors, [], 'the page reported errors');
  } finally {
    await browser.close();
  }
}

// A backup of random finished games of at most `bytes` bytes; resolves to its path and text.
function backup(bytes, seed, game) {
  const file = path.join(folder, `backup-${bytes}.tinsel.json`);
  const args = ['backup', '--bytes', String(bytes), '--seed', String(seed)];
  if (game) args.push('--game', game);
  fs.writeFileSync(file, execFileSync(TINSEL, args, { maxBuffer: 64 << 20 }));
  return { file, text: fs.readFileSync(file, 'utf8') };
}

const transfer = (page) => page.evaluate(() => window.tinsel.state().transfer || null);

async function openSaves(page) {
  await click(page, 'home:saves');
  await waitFor(page, () => window.tinsel.state().screen === 'saves', null, { what: 'saves' });
}

// Chooses `file` in the import dialog's file picker.
async function chooseFile(page, file) {
  await click(page, 'saves:import');
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'),
                                       click(page, 'transfer:choose')]);
  await chooser.setFiles(file);
}

// Export all, downloaded; resolves to the file's text.
async function exportAll(page) {
  await click(page, 'saves:export-all');
  const [download] = await Promise.all([page.waitForEvent('download'),
                                        click(page, 'transfer:download')]);
  const text = fs.readFileSync(await download.path(), 'utf8');
  await click(page, 'transfer:close');
  return text;
}

// Every save of a bundle as canonical JSON, sorted: two bundles hold the same games.
const savesOf = (bundle) => JSON.parse(bundle).saves.map((s) => JSON.stringify(s)).sort();

// Restores `file` (a backup of `games` games) in this fresh profile, watching the progress bar
// and the frames drawn meanwhile; then Export all gives the same games back.
async function restore(page, { file, text }, name) {
  const games = JSON.parse(text).saves.length;
  await openApp(page, server.url);
  await openSaves(page);
  // Frames drawn while the import runs: the page never stops drawing.
  await page.evaluate(() => {
    window.e2eFrames = 0;
    const count = () => { window.e2eFrames++; requestAnimationFrame(count); };
    requestAnimationFrame(count);
  });
  const started = Date.now();
  await chooseFile(page, file);
  const seen = new Set();
  let framesAtStart = null;
  let done = null;
  while (!done && Date.now() - started < 5 * 60 * 1000) {
    const t = await transfer(page);
    if (t && t.importing) {
      seen.add(Math.round(t.progress * 10));
      if (framesAtStart === null) framesAtStart = await page.evaluate(() => window.e2eFrames);
      if (seen.size === 3) await screenshot(page, `import-progress-${name}`);
    }
    if (t && (t.said || t.refused)) done = t;
    await page.waitForTimeout(50);
  }
  const seconds = (Date.now() - started) / 1000;
  const drawn = (await page.evaluate(() => window.e2eFrames)) - (framesAtStart || 0);
  assert.ok(done, 'the import finished');
  assert.equal(done.refused, '', `refused: ${done.refused}`);
  assert.equal(done.said, `${games} games imported.`);
  assert.ok(seen.size >= 2, `the progress bar moved (${[...seen].join(', ')})`);
  assert.ok(drawn > 10, `the page kept drawing during the import (${drawn} frames)`);
  console.log(`# ${name}: ${games} games, ${(text.length / 1e6).toFixed(1)} MB restored in ` +
              `${seconds.toFixed(1)} s, ${drawn} frames drawn meanwhile`);
  await click(page, 'transfer:close');
  assert.equal((await getState(page)).saves.length, games);
  const stored = await page.evaluate(() => window.tinsel.store.overflowCount());
  console.log(`# ${name}: ${stored} keys in IndexedDB (localStorage was full)`);
  // Every game comes back out as it went in.
  assert.deepEqual(savesOf(await exportAll(page)), savesOf(text));
}

test('backups of 2 MB and 16 MB restore in a fresh profile with a progress bar; 20 MB is ' +
     'refused; any text crosses into the engine without a crash', { timeout: TIMEOUT }, async () => {
  const small = backup(2000000, 1);
  const big = backup(16000000, 2, 'my-first-christmas-tree');
  assert.ok(big.text.length > 15000000, `the big backup is ${big.text.length} bytes`);
  await withBrowser((page) => restore(page, small, '2mb'));
  await withBrowser((page) => restore(page, big, '16mb'));

  await withBrowser(async (page) => {
    await openApp(page, server.url);
    await openSaves(page);
    // A 20 MB file: refused before a byte is read, in words, and the page goes on.
    const huge = path.join(folder, 'huge.tinsel.json');
    fs.writeFileSync(huge, Buffer.alloc(20 << 20, 0x20));
    await chooseFile(page, huge);
    const refused = await waitFor(page, () => (window.tinsel.state().transfer || {}).refused,
                                  null, { what: 'the refusal' });
    assert.match(refused, /too big to hold Tinsel games \(20 MB; at most 16 MB\)/);
    await click(page, 'transfer:close');
    // Texts of any size handed over as a file would be: an answer every time, never a crash
    // (before, anything over 1.3 million characters overflowed the engine's stack).
    for (const size of [0, 1, 1 << 20, 5 << 20, (16 << 20) + 1]) {
      await page.evaluate((n) => window.tinsel.files.receiveText('x'.repeat(n)), size);
      const answer = await waitFor(page, () => {
        const t = window.tinsel.state().transfer;
        return t && !t.importing && (t.refused || t.said) ? t : null;
      }, null, { what: `the answer for ${size} characters` });
      assert.match(answer.refused, /Nothing was imported/, `${size} characters`);
      await click(page, 'transfer:close');
    }
    assert.equal((await getState(page)).screen, 'saves', 'the page is alive');
    assert.equal((await getState(page)).saves.length, 0, 'nothing was imported');
  });
});

// You against an Easy bot in Trim the Tree, with clicks; plays `moves` of your moves.
async function startTrim(page, moves) {
  await page.evaluate(() => window.tinsel.setBotPauseScale(0));
  await setUpGame(page, { game: 'trim-the-tree', players: 2,
                         beforeStart: (p) => click(p, 'setup:seat:1:level:easy') });
  return playTrim(page, moves);
}

async function playTrim(page, moves) {
  let state;
  for (let i = 0; i < moves; i++) {
    state = await humansTurn(page);
    await playByClicks(page, 'trim-the-tree', state.legal[0]);
    await waitFor(page, (length) => window.tinsel.state().history_length > length,
                  state.history_length, { what: 'the move to be played' });
  }
  return humansTurn(page);
}

// Fills localStorage to the last byte with keys of the test's own.
function fillLocalStorage(page) {
  return page.evaluate(() => {
    let chunk = 'x'.repeat(1 << 20);
    let i = 0;
    while (chunk.length > 0) {
      try {
        localStorage.setItem('e2e-fill-' + i++, chunk);
      } catch (e) {
        chunk = chunk.slice(0, chunk.length >> 1);
      }
    }
  });
}

const freeLocalStorage = (page) => page.evaluate(() => {
  for (const key of Object.keys(localStorage)) {
    if (key.startsWith('e2e-fill-')) localStorage.removeItem(key);
  }
});

test('a full localStorage: the moves go to IndexedDB and a reload keeps every one',
     { timeout: TIMEOUT }, async () => {
  await withBrowser(async (page) => {
    await openApp(page, server.url);
    await startTrim(page, 1);
    await fillLocalStorage(page);
    const state = await playTrim(page, 3);
    assert.equal(state.save_error, '', 'every move was stored');
    assert.ok(await page.evaluate(() => window.tinsel.store.overflowCount()) > 0,
              'IndexedDB holds what localStorage had no room for');
    await waitFor(page, () => window.tinsel.store.pending() === 0, null,
                  { what: 'the writes to reach IndexedDB' });
    await page.reload();
    await openApp(page, server.url);
    const resumed = await waitFor(page, () => {
      const s = window.tinsel.state();
      return s.screen === 'play' ? s : null;
    }, null, { what: 'the game to resume' });
    assert.equal(resumed.history_length, state.history_length, 'every move is back');
    await freeLocalStorage(page);
  });
});

test('with localStorage full and no IndexedDB: Home, Saved games and Export keep every move, ' +
     'Continue resumes at the last one, a reload asks first', { timeout: TIMEOUT }, async () => {
  await withBrowser(async (page, context) => {
    // A browser where IndexedDB cannot be opened (as in some private windows).
    await context.addInitScript(() => {
      Object.defineProperty(window, 'indexedDB', { get() { return undefined; } });
    });
    await openApp(page, server.url);
    await startTrim(page, 1);
    const slot = (await getState(page)).slot;
    await fillLocalStorage(page);
    const state = await playTrim(page, 4);
    assert.ok(state.save_error, 'the save failed');
    assert.match(state.message, /^Not saved yet\. [A-Z][^]*\. /, 'the reason is a sentence');
    await screenshot(page, 'storage-full');

    // Closing the tab now would lose moves: the browser asks first.
    const asked = await page.evaluate(() => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    });
    assert.equal(asked, true, 'leaving the page asks first');

    await click(page, 'play:home');
    await waitFor(page, () => window.tinsel.state().screen === 'home', null, { what: 'home' });
    await openSaves(page);
    const row = (await getState(page)).saves.find((s) => s.slot === slot);
    assert.ok(row && row.unsaved, 'the saved games say it is not saved yet');

    // Export while full holds every move.
    await click(page, `saves:export:${slot}`);
    const [download] = await Promise.all([page.waitForEvent('download'),
                                          click(page, 'transfer:download')]);
    const exported = JSON.parse(fs.readFileSync(await download.path(), 'utf8'));
    assert.equal(exported.history.length, state.history_length);
    await click(page, 'transfer:close');

    // Room is made; Continue resumes at the last move played.
    await freeLocalStorage(page);
    await click(page, `saves:continue:${slot}`);
    const resumed = await waitFor(page, () => {
      const s = window.tinsel.state();
      return s.screen === 'play' ? s : null;
    }, null, { what: 'the game to resume' });
    assert.equal(resumed.history_length, state.history_length);
    await waitFor(page, (n) => {
      const save = JSON.parse(localStorage.getItem('tinsel/slot/' + window.tinsel.state().slot));
      return save.history.length >= n;
    }, state.history_length, { what: 'the retry to store every move' });
    assert.equal(await page.evaluate(() => Module._tinsel_unsaved_moves()), 0);
  });
});

test('an edited rules version is refused with the move named; a newer Tinsel\'s save travels ' +
     'through Export all and Import byte for byte', { timeout: TIMEOUT }, async () => {
  const ghosts = JSON.parse(backup(200000, 3, 'ghosts-of-christmas').text).saves[0];
  assert.equal(ghosts.rules_version, 2);
  const edited = { ...ghosts, rules_version: 1 };
  const newer = '{"format": "tinsel-save", "version": 7, "game": "trim-the-tree",\n' +
                ' "players": [{"name": "Ann"}], "hologram": {"x": [1, 2]}}';
  let backupText = null;
  await withBrowser(async (page) => {
    await openApp(page, server.url);
    await openSaves(page);
    await page.evaluate((text) => window.tinsel.files.receiveText(text), JSON.stringify(edited));
    const refused = await waitFor(page, () => (window.tinsel.state().transfer || {}).refused,
                                  null, { what: 'the refusal' });
    // At the first draw that differs (the first deal, or the one after when it happens to
    // draw the same card).
    assert.match(refused, /Move [12] \("deal/);
    assert.match(refused, /the seed draws something else here/);
    await click(page, 'transfer:close');

    // A save only a newer Tinsel opens, kept in this browser; Export all carries it.
    await page.evaluate((text) => localStorage.setItem('tinsel/slot/20261224-100000-beef', text),
                        newer);
    await click(page, 'saves:back');
    await openSaves(page);
    const row = (await getState(page)).saves[0];
    assert.match(row.cannot_open, /newer Tinsel/);
    assert.ok(!row.damaged);
    backupText = await exportAll(page);
    assert.deepEqual(JSON.parse(backupText).newer_saves, [newer]);
  });
  const file = path.join(folder, 'with-newer.tinsel.json');
  fs.writeFileSync(file, backupText);
  await withBrowser(async (page) => {
    await openApp(page, server.url);
    await openSaves(page);
    await chooseFile(page, file);
    await waitFor(page, () => (window.tinsel.state().transfer || {}).said === '1 game imported.',
                  null, { what: 'the import' });
    await click(page, 'transfer:close');
    const row = (await getState(page)).saves[0];
    assert.match(row.cannot_open, /newer Tinsel/);
    const stored = await page.evaluate((slot) => localStorage.getItem('tinsel/slot/' + slot),
                                       row.slot);
    assert.equal(stored, newer, 'byte for byte');
  });
});
