// Browser tests of the web build (dist/): the page loads, a browser without WebGL 2, two tabs
// on one game (Trim the Tree's own checks are in trim_the_tree.test.js). Run: node --test
// app.test.js (scripts/test does, after scripts/build-web). Screenshots: tests/e2e/artifacts/.
'use strict';

const { test, before, after } = require('node:test');
const assert = require('node:assert/strict');
const {
  startServer, launch, openApp, waitFor, getState, getWidgets, click, screenshot,
} = require('./harness');
const { startTrimAgainstBot, humanTurn, playTrimMove } = require('./trim_clicks');

const GAME_TIMEOUT = 15 * 60 * 1000;
let server;

before(async () => { server = await startServer(); });
after(async () => { if (server) await server.close(); });

// With a fresh browser: run body(page), then check no page errors happened.
async function withBrowser(body, { allowErrors = false } = {}) {
  const browser = await launch();
  try {
    await body(browser.page);
    if (!allowErrors) assert.deepEqual(browser.errors, [], 'the page reported errors');
  } finally {
    await browser.close();
  }
}

test('the page loads, becomes ready without errors and lists every registered game', async () => {
  await withBrowser(async (page) => {
    await openApp(page, server.url);
    const state = await getState(page);
    assert.equal(state.screen, 'home');
    const games = new Set((await getWidgets(page)).map((w) => w.id)
      .filter((id) => id.startsWith('home:play:')));
    await screenshot(page, 'home');
    // Every game of the registry (window.tinsel.games()) has its card, in its order.
    const registered = (await page.evaluate(() => window.tinsel.games())).map((g) => g.id);
    assert.ok(registered.length > 0, 'the registry lists games');
    assert.deepEqual([...games], registered.map((id) => `home:play:${id}`),
                     `home:play:* widgets: ${[...games].join(', ')}`);
    const canvas = await page.evaluate(() => {
      const c = document.getElementById('canvas');
      return { width: c.width, height: c.height, css: c.getBoundingClientRect().width,
               scroll: document.documentElement.scrollHeight > window.innerHeight };
    });
    assert.ok(canvas.width >= canvas.css, 'the canvas is drawn at device resolution');
    assert.equal(canvas.scroll, false, 'the page does not scroll');
  });
});

test('a browser without WebGL 2 gets a clear message', async () => {
  await withBrowser(async (page) => {
    await page.addInitScript(() => {
      const original = HTMLCanvasElement.prototype.getContext;
      HTMLCanvasElement.prototype.getContext = function (kind, ...rest) {
        return kind === 'webgl2' ? null : original.call(this, kind, ...rest);
      };
    });
    await page.goto(server.url);
    await page.waitForSelector('#problem:not(.hidden)', { timeout: 10000 });
    const text = await page.textContent('#problem');
    await screenshot(page, 'no-webgl2');
    assert.match(text, /WebGL 2/);
  });
});

// One writer per game: two tabs (two pages of one browser profile, so one localStorage) on the
// same game. The second tab takes it on opening; the first stops (it would write a stale
// copy), says so, and takes it back with every move made in the second.
test('two tabs on one game: the newer tab holds it, the older one never writes over it',
     { timeout: GAME_TIMEOUT }, async () => {
  const browser = await launch();
  try {
    const tabA = browser.page;
    await openApp(tabA, server.url);
    await tabA.evaluate(() => window.tinsel.setBotPauseScale(0));
    await startTrimAgainstBot(tabA);
    let state = await humanTurn(tabA);
    state = await playTrimMove(tabA, state);

    // Tab B opens the page: it resumes the last game and so takes it.
    const tabB = await browser.context.newPage();
    await openApp(tabB, server.url);
    await tabB.evaluate(() => window.tinsel.setBotPauseScale(0));
    const inB = await waitFor(tabB, () => {
      const s = window.tinsel.state();
      return s && s.screen === 'play' ? s : null;
    }, null, { what: 'the game resumed in tab B' });
    assert.equal(inB.history_length >= state.history_length, true);
    await waitFor(tabA, () => window.tinsel.widgets().some((w) => w.id === 'elsewhere:take'),
                  null, { what: 'tab A to see the game is open in tab B' });
    await screenshot(tabA, 'two-tabs-elsewhere');

    // B plays on; A's stale table is not saved over B's moves.
    const before = await humanTurn(tabB);
    const afterB = await playTrimMove(tabB, before);
    await waitFor(tabB, (n) => {
      const slot = localStorage.getItem('tinsel/last');
      const save = slot && JSON.parse(localStorage.getItem('tinsel/slot/' + slot) || 'null');
      return save && save.history.length >= n;
    }, afterB.history_length, { what: "tab B's move saved" });

    // A takes the game back: it comes with B's moves, and now B stands aside.
    await click(tabA, 'elsewhere:take');
    const back = await waitFor(tabA, (n) => {
      const s = window.tinsel.state();
      return s && s.screen === 'play' && s.history_length >= n ? s : null;
    }, afterB.history_length, { what: "tab A to take the game back with tab B's moves" });
    assert.ok(back.history_length >= afterB.history_length);
    await waitFor(tabB, () => window.tinsel.widgets().some((w) => w.id === 'elsewhere:take'),
                  null, { what: 'tab B to stand aside' });
    assert.deepEqual(browser.errors, [], 'the page reported errors');
  } finally {
    await browser.close();
  }
});
