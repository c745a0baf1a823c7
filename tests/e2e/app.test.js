// Browser tests of the web build (dist/): the page, Trim the Tree played with real clicks,
// resume after reload, and a full localStorage. Run: node --test app.test.js (scripts/test
// does, after scripts/build-web). Screenshots land in tests/e2e/artifacts/.
'use strict';

const { test, before, after } = require('node:test');
const assert = require('node:assert/strict');
const {
  startServer, launch, openApp, waitFor, getState, getWidgets, click, screenshot,
} = require('./harness');

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

// Home -> setup (2 players: a human in seat 0, a bot in seat 1) -> play.
async function startTrimAgainstBot(page) {
  await click(page, /^home:play:trim/);
  await waitFor(page, () => window.tinsel.state().screen === 'setup', null, { what: 'setup' });
  await click(page, 'setup:players:2');
  await click(page, 'setup:seat:0:human');
  await click(page, 'setup:seat:1:bot');
  await click(page, 'setup:start');
  await waitFor(page, () => ['play', 'pass'].includes(window.tinsel.state().screen), null,
                { what: 'the play screen' });
}

// Waits until the game is over or a human may move (passing the device if asked).
async function humanTurn(page) {
  for (;;) {
    const state = await waitFor(page, () => {
      const s = window.tinsel.state();
      if (!s) return null;
      if (s.over || s.screen === 'over' || s.screen === 'pass') return s;
      const player = s.players && s.players[s.current];
      return s.screen === 'play' && player && player.kind === 'human' && s.legal.length ? s : null;
    }, null, { timeout: 120000, what: "the human's turn" });
    if (state.screen !== 'pass') return state;
    await click(page, 'pass:ready');
  }
}

// Plays the first legal move ("purple bell @ 7"): click the ornament in the Box, then the space.
async function playTrimMove(page, state) {
  const text = state.legal[0];
  const move = /^(.+) @ (\d+)$/.exec(text);
  assert.ok(move, `unexpected Trim the Tree action text: ${text}`);
  const [, ornament, space] = move;
  await click(page, (w) => /^trim:box:\d+$/.test(w.id) && w.label === ornament);
  await click(page, `trim:space:${state.current}:${space}`);
  return waitFor(page, (before) => {
    const s = window.tinsel.state();
    return s && (s.over || s.history_length > before) ? s : null;
  }, state.history_length, { what: `the move "${text}" to be played` });
}

test('the page loads, becomes ready without errors and lists the four games', async () => {
  await withBrowser(async (page) => {
    await openApp(page, server.url);
    const state = await getState(page);
    assert.equal(state.screen, 'home');
    const games = new Set((await getWidgets(page)).map((w) => w.id)
      .filter((id) => id.startsWith('home:play:')));
    await screenshot(page, 'home');
    assert.equal(games.size, 4, `home:play:* widgets: ${[...games].join(', ')}`);
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

test('Trim the Tree: real clicks against a bot, reload resumes, play to the end',
     { timeout: GAME_TIMEOUT }, async () => {
  await withBrowser(async (page) => {
    await openApp(page, server.url);
    await startTrimAgainstBot(page);
    await screenshot(page, 'trim-start');

    let state = await humanTurn(page);
    for (let i = 0; i < 3 && !state.over; i++) {
      await playTrimMove(page, state);
      state = await humanTurn(page);
    }
    assert.ok(!state.over, 'the game ended after three moves');
    assert.ok(state.history_length > 0);
    await screenshot(page, 'trim-before-reload');

    await page.reload();
    await openApp(page, server.url);
    const resumed = await waitFor(page, (length) => {
      const s = window.tinsel.state();
      return s && ['play', 'pass'].includes(s.screen) && s.history_length === length ? s : null;
    }, state.history_length, { what: `the game to resume at ${state.history_length} moves` });
    assert.equal(resumed.game, state.game);
    await screenshot(page, 'trim-resumed');

    state = await humanTurn(page);
    for (let moves = 0; !state.over && state.screen !== 'over'; moves++) {
      assert.ok(moves < 200, 'the game does not end');
      await playTrimMove(page, state);
      state = await humanTurn(page);
    }
    const over = await waitFor(page, () => {
      const s = window.tinsel.state();
      return s.screen === 'over' ? s : null;
    }, null, { what: 'the game-over screen' });
    assert.equal(over.over, true);
    await screenshot(page, 'trim-over');
    await click(page, 'over:home');
    await waitFor(page, () => window.tinsel.state().screen === 'home', null, { what: 'home' });
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
