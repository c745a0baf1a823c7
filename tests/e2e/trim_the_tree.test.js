// Browser tests of Trim the Tree (dist/): a game against a bot played with real clicks, a
// reload that resumes it, played to the end. Run: node --test trim_the_tree.test.js.
'use strict';

const { test, before, after } = require('node:test');
const assert = require('node:assert/strict');
const { startServer, launch, openApp, waitFor, click, screenshot } = require('./harness');
const { startTrimAgainstBot, humanTurn, playTrimMove } = require('./trim_clicks');

const GAME_TIMEOUT = 15 * 60 * 1000;
let server;

before(async () => { server = await startServer(); });
after(async () => { if (server) await server.close(); });

// With a fresh browser: run body(page), then check no page errors happened.
async function withBrowser(body) {
  const browser = await launch();
  try {
    await body(browser.page);
    assert.deepEqual(browser.errors, [], 'the page reported errors');
  } finally {
    await browser.close();
  }
}

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
