// Browser tests of #15: a finished game exported as a file and imported into a fresh browser
// profile (the file picker; a paste and a drop too), replayed with real clicks and keys; its
// replay link opened in another fresh profile and kept; a damaged save refused with the saves
// untouched; the Hard bot's review with its marks. Lean on purpose: the moves are made through the text table (the mirror), the one path
// already tested move by move elsewhere; every step of #15 is done with clicks and keys.
'use strict';

const { test, before, after } = require('node:test');
const assert = require('node:assert/strict');
const fs = require('fs');
const os = require('os');
const path = require('path');
const {
  startServer, launch, openApp, waitFor, getState, click, frames, screenshot, setUpGame,
} = require('./harness');

const TIMEOUT = 10 * 60 * 1000;
const DEVICE = { viewport: { width: 1366, height: 768 }, acceptDownloads: true,
                 permissions: ['clipboard-read', 'clipboard-write'] };
let server;

before(async () => { server = await startServer(); });
after(async () => { if (server) await server.close(); });

async function withBrowser(body) {
  const browser = await launch(DEVICE);
  try {
    await body(browser.page, browser.context);
    assert.deepEqual(browser.errors, [], 'the page reported errors');
  } finally {
    await browser.close();
  }
}

// Trim the Tree alone (every decision a human one): each move the first legal one, through the
// text table; resolves on the game-over screen.
async function playTrimAlone(page) {
  await setUpGame(page, { game: 'trim-the-tree', players: 1, seed: 2024 });
  for (let guard = 0; guard < 400; guard++) {
    const s = await getState(page);
    if (s.screen === 'over') return s;
    if (s.screen === 'play' && s.legal && s.legal.length > 0) {
      await page.evaluate(({ arg, at }) => Module.ccall('tinsel_mirror_request', 'number',
        ['string'], [JSON.stringify({ do: 'move', arg, at })]), { arg: s.legal[0], at: s.history_length });
    }
    await frames(page, 2);
  }
  return waitFor(page, () => window.tinsel.state().screen === 'over' && window.tinsel.state(),
                 null, { what: 'the game over screen' });
}

const replayState = (page) => page.evaluate(() => window.tinsel.state().replay);

let exported = null;  // the downloaded save's text
let link = null;      // the copied replay link

test('a finished game: Review marks the costliest decisions; Export downloads it and copies its link',
     { timeout: TIMEOUT }, async () => {
  await withBrowser(async (page) => {
    await openApp(page, server.url);
    await playTrimAlone(page);

    await click(page, 'over:review');
    const reviewed = await waitFor(page, () => {
      const r = window.tinsel.state().replay;
      return r && !r.reviewing && r.reviewed > 0 ? r : null;
    }, null, { timeout: 5 * 60 * 1000, what: 'the review to finish' });
    assert.equal(reviewed.step, reviewed.steps, 'the replay opens at the end of a saved game');
    assert.ok(reviewed.marked.length > 0 && reviewed.marked.length <= 3, 'up to 3 marks');
    for (const mark of reviewed.marked) assert.match(mark.text, /^Move \d+: you /);
    // The costliest decision, one click away.
    await click(page, 'replay:costly:0');
    const at = await replayState(page);
    assert.equal(at.step, reviewed.marked[0].move);
    await screenshot(page, 'replay-review-laptop');

    // Close goes back to where the replay was opened (the game over); Export from the saved
    // games.
    await click(page, 'replay:close');
    await waitFor(page, () => window.tinsel.state().screen === 'over', null, { what: 'game over' });
    await click(page, 'over:home');
    await click(page, 'home:saves');
    await waitFor(page, () => window.tinsel.state().screen === 'saves', null, { what: 'saves' });
    const slot = (await getState(page)).saves[0].slot;
    await click(page, `saves:export:${slot}`);
    const [download] = await Promise.all([page.waitForEvent('download'),
                                          click(page, 'transfer:download')]);
    assert.match(download.suggestedFilename(), /^trim-the-tree-\d{4}-\d\d-\d\d\.tinsel\.json$/);
    exported = fs.readFileSync(await download.path(), 'utf8');
    assert.equal(JSON.parse(exported).format, 'tinsel-save');
    await click(page, 'transfer:copy-link');
    link = await waitFor(page, async () => {
      const text = await navigator.clipboard.readText();
      return text.includes('#replay=') ? text : null;
    }, null, { what: 'the replay link on the clipboard' });
    assert.ok(link.startsWith(server.url.split('#')[0]), link);
    assert.ok(link.length < 2000, `the link is ${link.length} characters`);
  });
});

test('imported into a fresh profile and replayed with clicks and keys; damage refused',
     { timeout: TIMEOUT }, async () => {
  assert.ok(exported, 'the first test exported a game');
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'tinsel-import-'));
  const good = path.join(folder, 'game.tinsel.json');
  const bad = path.join(folder, 'damaged.tinsel.json');
  fs.writeFileSync(good, exported);
  const save = JSON.parse(exported);
  save.history[save.history.length - 1] = save.history[0] + ' x';
  fs.writeFileSync(bad, JSON.stringify(save));
  try {
    await withBrowser(async (page) => {
      await openApp(page, server.url);
      const paste = (text) => page.evaluate((t) => {
        const data = new DataTransfer();
        data.setData('text/plain', t);
        document.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true }));
      }, text);
      // Ctrl+V away from the saved games means nothing to Tinsel.
      await paste(exported);
      await frames(page, 3);
      assert.equal((await getState(page)).screen, 'home');
      await click(page, 'home:saves');
      await waitFor(page, () => window.tinsel.state().screen === 'saves', null, { what: 'saves' });
      const chooseFile = async (file) => {
        await click(page, 'saves:import');
        const [chooser] = await Promise.all([page.waitForEvent('filechooser'),
                                             click(page, 'transfer:choose')]);
        await chooser.setFiles(file);
      };
      // A tampered save pasted (Ctrl+V anywhere on the page): refused with the move that broke,
      // nothing imported.
      await paste(fs.readFileSync(bad, 'utf8'));
      const refused = await waitFor(page, () => {
        const t = window.tinsel.state().transfer;
        return t && t.refused ? t.refused : null;
      }, null, { what: 'the refusal' });
      assert.match(refused, /Nothing was imported/);
      assert.match(refused, /move \d+/i);
      assert.equal((await getState(page)).saves.length, 0);
      await click(page, 'transfer:close');

      // The good file through the file picker.
      await chooseFile(good);
      const said = await waitFor(page, () => {
        const t = window.tinsel.state().transfer;
        return t && t.said ? t.said : null;
      }, null, { what: 'the import' });
      assert.equal(said, '1 game imported.');
      await screenshot(page, 'import-done-laptop');
      await click(page, 'transfer:close');
      const saves = (await getState(page)).saves;
      assert.equal(saves.length, 1);
      assert.equal(saves[0].over, true);

      // The same file dropped on the page: asked, and Skip keeps one copy.
      await page.evaluate((text) => {
        const data = new DataTransfer();
        data.items.add(new File([text], 'game.tinsel.json', { type: 'application/json' }));
        document.body.dispatchEvent(new DragEvent('drop', { dataTransfer: data, bubbles: true,
                                                            cancelable: true }));
      }, exported);
      await waitFor(page, () => (window.tinsel.state().transfer || {}).asking === 1, null,
                    { what: 'the keep-both question' });
      await click(page, 'transfer:skip');
      await click(page, 'transfer:close');
      assert.equal((await getState(page)).saves.length, 1);

      // Replay it step by step: buttons, then keys.
      await click(page, `saves:replay:${saves[0].slot}`);
      const start = await waitFor(page, () => window.tinsel.state().replay, null,
                                  { what: 'the replay' });
      assert.equal(start.step, start.steps);
      await click(page, 'replay:first');
      assert.equal((await replayState(page)).step, 0);
      await click(page, 'replay:forward');
      await click(page, 'replay:forward');
      assert.equal((await replayState(page)).step, 2);
      await click(page, 'replay:back');
      assert.equal((await replayState(page)).step, 1);
      await page.keyboard.press('ArrowRight');
      await frames(page, 2);
      await page.keyboard.press('ArrowRight');
      await frames(page, 2);
      assert.equal((await replayState(page)).step, 3);
      await page.keyboard.press('ArrowLeft');
      await frames(page, 2);
      assert.equal((await replayState(page)).step, 2);
      await page.keyboard.press('End');
      await frames(page, 2);
      assert.equal((await replayState(page)).step, start.steps);
      await page.keyboard.press('Home');
      await frames(page, 2);
      assert.equal((await replayState(page)).step, 0);
      await page.keyboard.press('ArrowRight');
      await frames(page, 2);
      await screenshot(page, 'replay-step-laptop');
    });
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
});

test('a replay link opens in a fresh profile and can be kept', { timeout: TIMEOUT }, async () => {
  assert.ok(link, 'the first test copied a link');
  await withBrowser(async (page) => {
    await openApp(page, link);
    const opened = await waitFor(page, () => window.tinsel.state().replay, null,
                                 { what: 'the replay from the link' });
    assert.equal(opened.step, 0, 'a link starts at the beginning');
    assert.ok(opened.game_over);
    assert.ok(!page.url().includes('#replay='), 'the link left the address once read');
    await click(page, 'replay:keep');
    await waitFor(page, () => window.tinsel.state().replay.notice === 'Kept in your saved games.',
                  null, { what: 'kept' });
    // A damaged link: a sentence, not a half-loaded game.
    await page.goto(link.slice(0, -3) + 'AAA');
    await openApp(page, link.slice(0, -3) + 'AAA');
    const home = await waitFor(page, () => window.tinsel.state().screen === 'home' &&
                               window.tinsel.state(), null, { what: 'home with a notice' });
    assert.match(home.message, /replay link cannot be shown/);
  });
});
