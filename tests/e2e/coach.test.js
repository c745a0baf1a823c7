// The coach on a phone: a coached seat chosen at setup, a costly card played, the coach's note
// along the bottom of the table (layout-checked, and screenshotted at phone, tablet, laptop and
// 2560x1440 sizes: tests/e2e/artifacts/coach-note-<size>.png), then "Take it back" by a tap.
// The rules of when the coach speaks are GoogleTest's (tests/app/coach_test.cpp,
// tests/app_flow/coach_flow_test.cpp); this checks the page end to end, with the search on
// web workers.
'use strict';

const test = require('node:test');
const assert = require('node:assert/strict');
const {
  PHONE, startServer, launch, openApp, waitFor, click, frames, screenshot, useInput, getState,
  setUpGame,
} = require('./harness');

const LEAN_PHONE = { ...PHONE, deviceScaleFactor: 1 };
const SIZES = [['390x844', 390, 844], ['820x1180', 820, 1180], ['1280x800', 1280, 800],
               ['2560x1440', 2560, 1440]];

const request = (page, message) => page.evaluate((text) => window.Module.ccall(
  'tinsel_mirror_request', 'number', ['string'], [text]), JSON.stringify(message));

// Plays the first legal card or bid at each turn until the coach speaks; the state then.
async function playUntilTheCoachSpeaks(page, decisions) {
  for (let played = 0; played < decisions;) {
    let state = null;
    try {
      state = await waitFor(page, () => {
        const s = window.tinsel.state();
        return !s.coach_thinking && (s.coach || s.screen !== 'play' || s.legal.length) && s;
      }, null, { what: 'the coach and the bots to finish', timeout: 5000 });
    } catch (e) {
      await request(page, { do: 'continue' });  // a trick shown step by step waits for it
      continue;
    }
    if (state.coach) return state;
    if (state.screen !== 'play') return null;
    await request(page, { do: 'move', arg: state.legal[0], at: state.history_length });
    await waitFor(page, (n) => window.tinsel.state().history_length > n, state.history_length,
                  { what: 'the move on the table' });
    ++played;
  }
  return null;
}

test('the coach speaks after a costly card on a phone, and the card is taken back', async () => {
  const server = await startServer();
  const browser = await launch(LEAN_PHONE);
  const { page } = browser;
  try {
    // Set up on a laptop-sized window (the phone's setup scrolls; the layouts test taps it
    // there), then the same page turned into the phone for the game.
    await page.setViewportSize({ width: 1280, height: 800 });
    await openApp(page, server.url);
    await page.evaluate(() => window.tinsel.setBotPauseScale(0));
    useInput(page, 'mouse');
    await setUpGame(page, {
      game: 'ghosts-of-christmas', players: 3, seed: 11,
      beforeStart: async () => {
        for (const seat of [1, 2]) await click(page, `setup:seat:${seat}:level:easy`);
        await click(page, 'setup:seat:0:coach');
        await frames(page, 2);
        await screenshot(page, 'coach-setup-1280x800');
      },
    });
    await page.setViewportSize(LEAN_PHONE.viewport);
    useInput(page, 'touch');
    const state = await playUntilTheCoachSpeaks(page, 24);
    assert.ok(state, 'the coach spoke within 24 decisions');
    assert.match(state.coach.words, /^Another idea: /);
    assert.doesNotMatch(state.coach.words, /%/, 'words, not percentages');
    for (const [size, width, height] of SIZES) {
      await page.setViewportSize({ width, height });
      await frames(page, 4);
      const seen = await getState(page);
      assert.deepEqual(seen.layout, [], `${size}: the layout check`);
      await screenshot(page, `coach-note-${size}`);
    }
    await page.setViewportSize(LEAN_PHONE.viewport);
    await frames(page, 4);
    await click(page, 'play:coach:take-back');
    const after = await waitFor(page, () => {
      const s = window.tinsel.state();
      return !s.coach && s;
    }, null, { what: 'the note gone' });
    assert.equal(after.history_length, state.coach.move - 1, 'back to before the costly card');
    assert.deepEqual(browser.errors, []);
  } finally {
    await browser.close();
    await server.close();
  }
});
