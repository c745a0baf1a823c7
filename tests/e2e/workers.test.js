// Browser test of the bots' web workers (web/page/bot_workers.mjs, web/bot_worker.js: the
// page's own tinsel.wasm, sent to them compiled): with two workers, a hint and a Hard bot's
// move are searched by the workers (window.tinsel.botWorkers counts the searches; the hint's
// reason counts the summed iterations: two workers, twice the Hard budget), tinsel.wasm is
// downloaded once for the page and both workers, and the game goes on; then, in a page whose
// workers are switched off (as when the page is opened from disk), the same game resumes and
// the bot thinks in slices of the frame. Frame gaps while the bot thinks are printed (a
// figure for docs/bots.md, not asserted beyond a freeze).
// Run: node --test workers.test.js (one browser, under a minute).
'use strict';

const { test, before, after } = require('node:test');
const assert = require('node:assert/strict');
const { startServer, launch, openApp, waitFor, click, setUpGame } = require('./harness');
const { humansTurn, playByClicks } = require('./game_clicks');

const GAME = 'trim-the-tree';
const HARD_ITERATIONS = 16000;  // Trim the Tree's Hard budget (core/games/registry.cpp)
const FREEZE_MS = 500;

let server;
before(async () => { server = await startServer(); });
after(async () => { if (server) await server.close(); });

// Records gaps between animation frames from now on (read back with readGaps).
function watchFrames(page) {
  return page.evaluate(() => {
    window.__gaps = { longest: 0, over50: 0, frames: 0, start: performance.now(),
                      last: performance.now() };
    if (window.__gapsWatched) return;
    window.__gapsWatched = true;
    const tick = (now) => {
      const g = window.__gaps;
      const gap = now - g.last;
      g.longest = Math.max(g.longest, gap);
      if (gap > 50) g.over50 += 1;
      g.last = now;
      g.frames += 1;
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
}
const readGaps = (page) => page.evaluate(() => ({ ...window.__gaps }));
const workers = (page) => page.evaluate(() => {
  const w = window.tinsel.botWorkers;
  return { count: w.count(), requests: w.requests, completed: w.completed, failed: w.failed,
           problem: w.problem, last: w.last, followUps: w.followUps, needSave: w.needSave };
});

// Asks for a hint, plays it, then waits until the bot has moved and the human is to move
// again. Returns {hint reason, the bot's thinking time in ms, frame gaps meanwhile}.
async function hintThenBotMove(page) {
  let state = await humansTurn(page);
  await click(page, 'play:hint');
  state = await waitFor(page, () => {
    const s = window.tinsel.state();
    return s && s.hint ? s : null;
  }, null, { timeout: 60000, what: 'a hint' });
  assert.ok(state.legal.includes(state.hint), `hint ${state.hint} is not legal`);
  const reason = state.hint_reason;
  const before = state.history_length;
  await playByClicks(page, GAME, state.hint);
  await waitFor(page, (n) => window.tinsel.state().history_length > n, before,
                { what: 'the hinted move to be played' });
  await watchFrames(page);
  const started = Date.now();
  state = await humansTurn(page, { timeout: 60000 });
  assert.ok(state.history_length >= before + 2, 'the bot did not move');
  return { reason, ms: Date.now() - started, gaps: await readGaps(page) };
}

test('a Hard bot and a hint searched by two web workers; with workers off, in frames',
     { timeout: 3 * 60 * 1000 }, async (t) => {
  const browser = await launch();
  const { page, context } = browser;
  try {
    await page.addInitScript(() => { window.tinsel = { botWorkerCount: 2 }; });
    const wasmDownloads = [];
    context.on('request', (request) => {
      if (/\/tinsel\.wasm(\?|$)/.test(request.url())) wasmDownloads.push(request.url());
    });
    await openApp(page, server.url);
    assert.equal((await workers(page)).count, 2);
    await setUpGame(page, {
      game: GAME, players: 2, seed: 11,
      beforeStart: (p) => click(p, 'setup:seat:1:level:hard'),
    });
    await page.evaluate(() => window.tinsel.setBotPauseScale(0));

    const inWorkers = await hintThenBotMove(page);
    const stats = await workers(page);
    assert.equal(stats.failed, 0, `a worker search failed: ${stats.problem}`);
    assert.ok(stats.completed >= 2, `the hint and the bot's move should come from the workers: ${
      JSON.stringify(stats)}`);
    assert.ok(inWorkers.reason.includes(`of ${2 * HARD_ITERATIONS} simulated games`),
              `the hint should sum two workers' searches: ${inWorkers.reason}`);
    assert.equal(stats.last.workers, 2);
    // The hint sent the whole save; the bot's move after it only the moves since, which the
    // workers placed on the game they kept.
    assert.ok(stats.followUps >= 1, `the bot's move should be a follow-up: ${JSON.stringify(stats)}`);
    assert.equal(stats.needSave, 0, 'a worker could not place a follow-up');
    assert.equal(wasmDownloads.length, 1,
                 `the workers should run the page's compiled wasm: ${wasmDownloads.join(', ')}`);
    assert.equal(stats.last.iterations, 2 * HARD_ITERATIONS);
    t.diagnostic(`workers (2): the Hard bot's move took ${inWorkers.ms} ms (last search ` +
                 `${Math.round(stats.last.ms)} ms, ${stats.last.iterations} iterations); ` +
                 `${inWorkers.gaps.frames} frames, longest gap ${Math.round(inWorkers.gaps.longest)} ms, ` +
                 `${inWorkers.gaps.over50} gaps over 50 ms`);
    assert.ok(inWorkers.gaps.longest < FREEZE_MS, 'the page froze while the workers searched');

    // The same game in a page without workers: it resumes, the bots think in frames.
    const history = (await page.evaluate(() => window.tinsel.state())).history_length;
    await page.close();
    const fallback = await context.newPage();
    await fallback.addInitScript(() => { window.tinsel = { botWorkerCount: 0 }; });
    await openApp(fallback, server.url);
    await fallback.evaluate(() => window.tinsel.setBotPauseScale(0));
    await waitFor(fallback, (n) => {
      const s = window.tinsel.state();
      return s && s.screen === 'play' && s.history_length === n;
    }, history, { what: 'the game to resume' });
    const inFrames = await hintThenBotMove(fallback);
    const off = await workers(fallback);
    assert.equal(off.count, 0);
    assert.equal(off.requests, 0, 'no search should go to workers that are off');
    assert.ok(inFrames.reason.includes(`of ${HARD_ITERATIONS} simulated games`),
              `in frames the hint is the single search: ${inFrames.reason}`);
    t.diagnostic(`in frames: the Hard bot's move took ${inFrames.ms} ms; ${inFrames.gaps.frames} ` +
                 `frames, longest gap ${Math.round(inFrames.gaps.longest)} ms, ` +
                 `${inFrames.gaps.over50} gaps over 50 ms`);
    assert.deepEqual(browser.errors, []);
  } finally {
    await browser.close();
  }
});
