// Learn to play: each game's guided first game, finished by taps on a phone-sized touch
// screen (the coach's Next, the asked moves on the table, nothing else), and one by the
// keyboard alone on a laptop; the lesson is left half-way and resumed where it was. Screenshots
// of each lesson's key steps: tests/e2e/artifacts/lesson-<game>-<moment>-<size>.png.
'use strict';

const test = require('node:test');
const assert = require('node:assert/strict');
const {
  PHONE, startServer, launch, openApp, waitFor, click, frames, screenshot, useInput, getState,
} = require('./harness');
const { playByClicks } = require('./game_clicks');

// Every registered game (window.tinsel.games()): each has its lesson.
async function gamesOf(page) {
  return (await page.evaluate(() => window.tinsel.games())).map((game) => game.id);
}
// As devices.test.js: a phone's size and touch, at devicePixelRatio 1 (software rendering
// draws 9 times fewer pixels; the layout is the same).
const LEAN_PHONE = { ...PHONE, deviceScaleFactor: 1 };

const lessonOf = (page) => page.evaluate(() => window.tinsel.state().lesson || null);

// Waits for the lesson to show a step other than `last` (or any, with last null).
async function nextMoment(page, last) {
  return waitFor(page, (seen) => {
    const lesson = window.tinsel.state().lesson;
    if (!lesson || lesson.phase === 'others-move') return null;
    const key = `${lesson.step}|${lesson.phase}`;
    return key !== seen ? lesson : null;
  }, last, { timeout: 20000, what: 'the next step of the lesson' });
}

// Plays the open lesson to its end with click() (taps or keys, as the page's input mode is).
// Screenshots the first move asked, the first "why" after another seat's move, and the end.
async function playLesson(page, game, size, { stopAt = Infinity, stopAtAsk = false } = {}) {
  const shots = new Set();
  let last = null;
  let learnerMoves = 0;
  for (let guard = 0; guard < 200; ++guard) {
    const lesson = await nextMoment(page, last);
    last = `${lesson.step}|${lesson.phase}`;
    // Every moment of every lesson passes the layout check (nothing cut, clipped or covered).
    const { layout } = await getState(page);
    if (layout.length) await screenshot(page, `lesson-${game}-layout-problem-${size}`);
    assert.deepEqual(layout, [], `${game}, step ${lesson.step + 1} (${lesson.phase}): layout`);
    if (lesson.step >= stopAt) return lesson;
    if (lesson.phase === 'end') {
      await frames(page, 3);
      await screenshot(page, `lesson-${game}-end-${size}`);
      return { ...lesson, learnerMoves };
    }
    if (lesson.phase === 'your-move') {
      if (!shots.has('ask')) {
        shots.add('ask');
        await frames(page, 3);
        await screenshot(page, `lesson-${game}-ask-${size}`);
        if (stopAtAsk) return lesson;
      }
      await playByClicks(page, game, lesson.asked);
      ++learnerMoves;
      continue;
    }
    if (lesson.phase === 'why' && learnerMoves > 0 && !shots.has('why')) {
      shots.add('why');
      await frames(page, 3);
      await screenshot(page, `lesson-${game}-why-${size}`);
    }
    await click(page, 'lesson:next');
  }
  throw new Error(`${game}: the lesson did not end`);
}

async function openLesson(page, game) {
  await click(page, `home:learn:${game}`);
  await waitFor(page, (id) => {
    const s = window.tinsel.state();
    return s.screen === 'lesson' && s.lesson && s.lesson.game === id;
  }, game, { what: `the ${game} lesson` });
}

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
