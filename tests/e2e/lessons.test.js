// Learn to play: each game's guided first game, finished by taps on a phone-sized touch
// screen (the coach's Next, the asked moves on the table, nothing else), and one by the
// keyboard alone on a laptop; the lesson is left half-way and resumed where it was. Screenshots
// of each lesson's key steps: tests/e2e/artifacts/lesson-<game>-<moment>-<size>.png.
'use strict';

const test = require('node:test');
const assert = require('node:assert/strict');
const {
  PHONE, startServer, launch, openApp, waitFor, click, useInput, getState,
} = require('./harness');
const { lessonOf, playLesson, openLesson } = require('./lesson_clicks');

// Every registered game (window.tinsel.games()): each has its lesson.
async function gamesOf(page) {
  return (await page.evaluate(() => window.tinsel.games())).map((game) => game.id);
}
// As devices.test.js: a phone's size and touch, at devicePixelRatio 1 (software rendering
// draws 9 times fewer pixels; the layout is the same).
const LEAN_PHONE = { ...PHONE, deviceScaleFactor: 1 };

test('every guided first game, by taps on a phone; left half-way and resumed', async () => {
  const server = await startServer();
  const browser = await launch(LEAN_PHONE);
  const { page } = browser;
  try {
    await openApp(page, server.url);
    await page.evaluate(() => window.tinsel.setBotPauseScale(0));
    useInput(page, 'touch');
    const games = await gamesOf(page);
    assert.ok(games.length > 0, 'the registry lists games');
    for (const game of games) {
      const started = Date.now();
      await openLesson(page, game);
      if (game === games[0]) {
        // Leave at step 6, come back: the lesson resumes there.
        const left = await playLesson(page, game, '390x844', { stopAt: 5 });
        await click(page, 'lesson:leave');
        await waitFor(page, () => window.tinsel.state().screen === 'home', null, { what: 'home' });
        await openLesson(page, game);
        const resumed = await lessonOf(page);
        // Left while the coach said why a move was made: it resumes after that move.
        assert.equal(resumed.step, left.step + (left.phase === 'why' ? 1 : 0),
                     'a lesson left resumes where it was');
      }
      const end = await playLesson(page, game, '390x844');
      assert.ok(end.learnerMoves >= 1, `${game}: the learner moved`);
      const state = await getState(page);
      assert.deepEqual(state.layout, [], `${game}: the layout check found problems`);
      console.log(`${game}: lesson finished by taps in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      // The end offers a real game on the same seats.
      await click(page, 'lesson:real');
      await waitFor(page, (id) => {
        const s = window.tinsel.state();
        return s.screen === 'play' && s.game === id;
      }, game, { what: `a real game of ${game}` });
      await page.keyboard.press('Escape');  // home (the real game is saved)
      await waitFor(page, () => window.tinsel.state().screen === 'home', null, { what: 'home' });
    }
    assert.deepEqual(browser.errors, []);
  } finally {
    await browser.close();
    await server.close();
  }
});

test('a guided first game by the keyboard alone, on a laptop', async () => {
  const server = await startServer();
  const browser = await launch({ viewport: { width: 1366, height: 768 } });
  // (Laptop screenshots of every lesson's first asked move come from here too.)
  const { page } = browser;
  try {
    await openApp(page, server.url);
    await page.evaluate(() => window.tinsel.setBotPauseScale(0));
    useInput(page, 'keyboard');
    const game = 'my-first-christmas-tree';
    await openLesson(page, game);
    const end = await playLesson(page, game, '1366x768');
    assert.equal(end.phase, 'end');
    // The other lessons at this size, to their first move asked (screenshots).
    for (const other of (await gamesOf(page)).filter((id) => id !== game)) {
      await page.keyboard.press('Escape');
      await waitFor(page, () => window.tinsel.state().screen === 'home', null, { what: 'home' });
      await openLesson(page, other);
      await playLesson(page, other, '1366x768', { stopAtAsk: true });
    }
    assert.deepEqual(browser.errors, []);
  } finally {
    await browser.close();
    await server.close();
  }
});
