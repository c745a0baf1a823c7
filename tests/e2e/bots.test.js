// Browser test of the bots (web build in dist/), for every game: the setup screen offers
// Easy, Medium and Hard for a bot seat; a Hard bot thinks in the web workers while the page
// keeps drawing (the longest frame gap is reported, never asserted); and on the human's turn the
// Hint button shows one of the legal moves, with its reason, marked on the table.
// Run: node --test bots.test.js. Screenshots: tests/e2e/artifacts/hint-<game>.png.
'use strict';

const { test, before, after } = require('node:test');
const assert = require('node:assert/strict');
const {
  startServer, launch, openApp, waitFor, click, findWidget, screenshot, setUpGame,
} = require('./harness');
const { humansTurn, playByClicks } = require('./game_clicks');

// `decisions`: how many of the human's hinted decisions may come before the Hard bot's turn (a
// turn of My First Christmas Tree is several decisions).
const GAMES = [
  { game: 'trim-the-tree', players: 2, decisions: 6 },
  { game: 'ghosts-of-christmas', players: 3, decisions: 6 },
  { game: 'santa-timea', players: 3, decisions: 6 },
  { game: 'my-first-christmas-tree', players: 2, decisions: 12 },
];

let server;
before(async () => { server = await startServer(); });
after(async () => { if (server) await server.close(); });

// Records the longest gap between animation frames from now on (read with frameGaps()).
function watchFrames(page) {
  return page.evaluate(() => {
    window.__gaps = { longest: 0, frames: 0, start: performance.now(), last: performance.now() };
    if (window.__gapsWatched) return;
    window.__gapsWatched = true;
    const tick = (now) => {
      const g = window.__gaps;
      g.longest = Math.max(g.longest, now - g.last);
      g.last = now;
      g.frames += 1;
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
}

function frameGaps(page) {
  return page.evaluate(() => ({ ...window.__gaps }));
}

for (const { game, players, decisions } of GAMES) {
  test(`${game}: Easy/Medium/Hard at setup, a Hard bot thinking in the workers while the page draws, a hint`,
       { timeout: 5 * 60 * 1000 }, async (t) => {
    const browser = await launch();
    const { page } = browser;
    try {
      await openApp(page, server.url);
      await setUpGame(page, {
        game,
        players,
        seed: 11,
        beforeStart: async (p) => {
          for (const level of ['easy', 'medium', 'hard']) {
            await findWidget(p, `setup:seat:1:level:${level}`);
          }
          await click(p, 'setup:seat:1:level:hard');
        },
      });
      let state = await waitFor(page, () => window.tinsel.state(), null, { what: 'state' });
      assert.equal(state.players[1].level, 'hard');

      // Play hinted moves until the Hard bot has thought, watching the frames meanwhile.
      let hardThought = false;
      for (let moves = 0; moves < decisions && !hardThought; moves++) {
        state = await humansTurn(page);
        const before = state.history_length;
        await click(page, 'play:hint');
        state = await waitFor(page, () => {
          const s = window.tinsel.state();
          return s && s.hint ? s : null;
        }, null, { timeout: 60000, what: 'a hint' });
        assert.ok(state.legal.includes(state.hint), `hint ${state.hint} is not legal`);
        assert.match(state.hint_reason, /%/);
        assert.match(state.message, /^Hint: /);
        if (moves === 0) await screenshot(page, `hint-${game}`);
        await watchFrames(page);  // from here on (a screenshot itself may stall a frame)
        await playByClicks(page, game, state.hint);
        await waitFor(page, (n) => window.tinsel.state().history_length > n, before,
                      { what: 'the move to be played' });
        hardThought = await waitFor(page, () => {
          const s = window.tinsel.state();
          if (s.bot_thinking && s.players[s.current].level === 'hard') return true;
          if (s.current === 0 && s.legal && s.legal.length) return 'human';
          return null;
        }, null, { timeout: 60000, what: 'the Hard bot to think' }) === true;
      }
      assert.ok(hardThought, 'the Hard bot never came to move');
      // How long its move took in this (headless, software-rendered) browser: a figure for
      // docs/bots.md, not a test.
      const started = Date.now();
      await waitFor(page, () => {
        const s = window.tinsel.state();
        return !(s.bot_thinking && s.current === 1);
      }, null, { timeout: 60000, what: 'the Hard bot to move' });
      const gapsNow = await frameGaps(page);
      const fps = (1000 * gapsNow.frames) / (gapsNow.last - gapsNow.start);
      t.diagnostic(`${game}: the Hard bot's move took ${Date.now() - started} ms, at ` +
                   `${fps.toFixed(0)} frames/s (longest gap ${Math.round(gapsNow.longest)} ms)`);
      // Let it think to the end of its move.
      await humansTurn(page);
      // The structure, not a stopwatch (a busy machine stretches any frame gap): the searches
      // were answered by the web workers, off the page's thread, and the page kept drawing
      // frames while the bot thought. The longest gap is reported above as a figure.
      const pool = await page.evaluate(() => ({
        count: window.tinsel.botWorkers.count(), completed: window.tinsel.botWorkers.completed,
        failed: window.tinsel.botWorkers.failed,
      }));
      assert.ok(pool.count > 0, 'no web workers: the bots would think on the page\'s thread');
      assert.ok(pool.completed > 0, 'no search was answered by a worker');
      assert.equal(pool.failed, 0, 'a worker\'s search failed');
      const gaps = await frameGaps(page);
      assert.ok(gaps.frames > 20, `only ${gaps.frames} frames drawn while the bot thought`);
    } finally {
      await browser.close();
    }
  });
}
